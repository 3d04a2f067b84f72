/** What the end of a turn moved (play/events.ts 'play.summoned'), in words for the log and the day's report. */
import type { Regeneration } from '../denizens/regeneration.js';
import type { Summoning } from '../denizens/summoning.js';

/** The 7th day's regeneration in words. */
export const regeneratedLine = (r: Regeneration): string =>
  `The 7th day: the row regenerates — ${[...r.returned.map((x) => `the ${x.label} back to the ${x.box}`), ...r.moved.map((m) => `the ${m.label} home to ${m.to}`)].join(', ')}`;

/** `nameOf`: the character of a user id, to name whom a monster blocks. */
export function summonedLine(s: Summoning, nameOf: (userId: string) => string | undefined = () => undefined): string {
  const at = (pieces: { tile: string; clearing?: number }[]) => `${pieces[0]!.tile}${pieces[0]!.clearing ?? ''}`;
  const parts = [
    ...(s.revealed.length ? [`chits turn face up: ${s.revealed.map((r) => r.label).join(', ')}`] : []),
    ...s.moved.map((m) => `the ${m.label} prowls from ${m.from} to ${m.to}`),
    ...s.placed.map((p) => `the ${p.by} summons the ${p.box} (${p.pieces.map((x) => x.label).join(', ')}) to ${at(p.pieces)}`),
    ...Object.entries(s.blocked).map(([id, by]) => `the ${by} blocks ${nameOf(id) ? `the ${nameOf(id)}` : 'a character there'}`),
  ];
  return parts.join('; ') || 'nothing moves';
}
