/**
 * What a revealed round did, as the facts its event states (issue 28): each strike's mark, the tactics' placings, the
 * wounds, the armour changed, the weapons lost. The melee sheets are computed from these and the state at the reveal
 * (aftermath.ts meleeSheets, when the event is applied).
 */
import type { RoundReveal, StrikeMark } from './events.js';
import type { RoundOutcome } from './round.js';

/** What the round did, as facts for the event: each strike's mark, the tactics' placings, wounds, armour, weapons. */
export function roundReveal(outcome: RoundOutcome): RoundReveal {
  const r = outcome.reveal;
  return {
    marks: r.strikes.map((s) => ({ by: s.by, ...(s.second ? { second: true as const } : {}), ...(s.spell ? { spell: true as const } : {}), mark: s.cancelled === 'spell' ? 'held' : s.cancelled ? 'cancelled' : s.hit === 'miss' ? 'miss' : s.killed ? 'killed' : 'hit', ...(s.rider ? { on: s.on } : {}) })),
    placed: Object.values(outcome.tactics).flatMap((t) => t.placed.map((p) => ({ id: p.id, box: p.box, ...(p.turned ? { turned: true as const } : {}) }))),
    wounds: r.wounds,
    armour: r.armour,
    turnedRed: r.turnedRed,
    ...(r.weaponsLost ? { weaponsLost: r.weaponsLost } : {}),
  };
}

/** What the strike of `by` did this round (his first weapon's, or `second`). */
export function markIn(reveal: Pick<RoundReveal, 'marks'>, by: string, second = false): StrikeMark {
  return reveal.marks.find((m) => m.by === by && !m.spell && (m.second === true) === second)?.mark ?? 'none';
}

/** The horse his (first or `second`) weapon's strike met instead of the rider he aimed at (issue 30), if any. */
export function metIn(reveal: Pick<RoundReveal, 'marks'>, by: string, second = false): string | undefined {
  return reveal.marks.find((m) => m.by === by && !m.spell && (m.second === true) === second)?.on;
}

/** What the attack spell of `by` did to each of its targets this round, in the order of its targets (MP-10). */
export function spellMarks(reveal: Pick<RoundReveal, 'marks'>, by: string): StrikeMark[] {
  return reveal.marks.filter((m) => m.by === by && m.spell).map((m) => m.mark);
}
