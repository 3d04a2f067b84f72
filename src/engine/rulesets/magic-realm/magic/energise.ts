/**
 * MP-9 (seed 001 l.53): permanent spells "fall inert … until they are energized by color magic again … activated any
 * time they are in the presence of the right kind of color magic". The game asks at the moments the colour present
 * can change — Sunrise (the day's colour, MP-2) and the end of each character's turn (he moved, turned a tile over,
 * took or left an item) — and energises every inert permanent spell whose colour is present where its target is: the
 * day, the target's clearing on an enchanted side, a coloured item there (never a colour chit: that is played on
 * purpose, MP-12). Pure: gives the events, or none.
 *
 * Readings (docs/rules.md MP-9): where a target is — a character: his clearing; a denizen: its piece's clearing; the
 * clearing or the tile a spell is on: the clearing it was cast in; anything else: the clearing it was cast in.
 */
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { characterWords, chitLabel } from '../characters/kits.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { playColourChit } from './colour-chits.js';
import type { GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { clearingId } from '../map/board.js';
import { characterClearing, playOf } from '../play/access.js';
import { colourNeed, colourSources, sourcesFor, sourceText } from './colour.js';
import { energisedBy, energiseWithChit, type EnergiseWhen } from './durations.js';
import type { SpellHeld } from './in-force.js';
import { magicMomentAt } from './moment.js';

/** What `play.spells-energised` says: the spells energised (their places in `play.inForce`), and by what. */
export interface SpellsEnergised {
  energised: number[];
  lines: string[];
}

/** Where a spell's (first) target is now. */
function targetClearing(state: GameState, s: SpellHeld): { clearing: string | undefined; userId: string } {
  const t = s.targets[0] ?? '';
  if (state.players.some((p) => p.userId === t)) return { clearing: characterClearing(state, t), userId: t };
  const piece = boardOf(state).pieces.find((p) => p.id === t);
  if (piece) return { clearing: piece.clearing !== undefined ? clearingId(piece.tile, piece.clearing) : undefined, userId: '' };
  if (t.startsWith('clearing:')) return { clearing: t.slice('clearing:'.length), userId: '' };
  return { clearing: s.clearing, userId: '' };
}

/** MP-9: the inert permanent spells the colour present at their targets energises now, as one public event (or none). */
export function energisedEvents(state: GameState, actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const energised: number[] = [];
  const lines: string[] = [];
  held.forEach((s, i) => {
    if (s.duration !== 'permanent' || !s.inert) return;
    const at = targetClearing(state, s);
    const sources = colourSources(magicMomentAt(state, at.userId, at.clearing));
    if (energisedBy(s, sources).inert) return;
    energised.push(i);
    const by = sourcesFor(colourNeed(s.colour), sources) ?? [];
    lines.push(`${s.name}'s ${s.spell} on ${s.labels.join(', ')} is energised by ${by.map(sourceText).join(' and ')}`);
  });
  if (!energised.length) return [];
  const payload: SpellsEnergised = { energised, lines };
  return [{ type: 'play.spells-energised', payload, visibility: PUBLIC, actor }];
}

/** MP-12's play, as the player names it: the spell (and its target's name, where several of that name are inert), his colour chit. */
export interface EnergiseInput {
  spell: string;
  chit: string;
  on?: string;
}

const simple = (s: string) => s.trim().toLowerCase().replace(/^the /, '');

/**
 * MP-12 (seed 001 l.55): he plays one of his colour chits to energise an inert permanent spell — any character's —
 * whose target is in his clearing, by day when a phase starts there or in combat on his turn of the encounter step
 * (no action: his turn goes on). `when` is the moment the game is at (the caller reads it: his encounter turn, or
 * Daylight). The chit reverts and fatigues as it is played (MP-11). Gives the public event and his card's change, or
 * the RuleError that says what was wrong and how to do it right.
 *
 * Reading (docs/rules.md MP-12): the bot runs a turn's phases at once, so "any time a phase starts in his clearing" is
 * read as any time in Daylight, between turns, while the target is in his clearing.
 */
export function energiseEvents(state: GameState, userId: string, input: EnergiseInput, when: EnergiseWhen | 'other', actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const name = state.players.find((p) => p.userId === userId)?.character ?? userId;
  const inert = held.map((s, i) => ({ s, i })).filter((x) => x.s.duration === 'permanent' && x.s.inert);
  const hint = inert.length ? `name one of the inert permanent spells: ${inert.map((x) => `spell:"${x.s.spell}" on:"${x.s.labels[0]}"`).join(', ')}` : 'no permanent spell is inert now: they fall inert at Midnight';
  const named = held.map((s, i) => ({ s, i })).filter((x) => simple(x.s.spell) === simple(input.spell) && (!input.on || x.s.labels.some((l) => simple(l) === simple(input.on!))));
  if (!named.length) throw new RuleError(`no spell "${input.spell}"${input.on ? ` on ${input.on}` : ''} is in force`, hint);
  const pick = named.find((x) => x.s.inert) ?? named[0]!;
  if (named.filter((x) => x.s.inert).length > 1) throw new RuleError(`${named.length} spells "${pick.s.spell}" are inert`, `name its target with on:, e.g. ${named.map((x) => `on:"${x.s.labels[0]}"`).join(' or ')}`);
  const kit = kitOf(state, userId);
  const sheet = sheetOf(state, userId, kit);
  if (!kit || !sheet) throw new RuleError(`${name} has no card`, 'join the game with a character first');
  const colourChits = sheet.colourChits ?? [];
  const chit = colourChits.find((c) => chitLabel(kit.chits[c.chit]!).toUpperCase().replace(/\s+/g, '') === input.chit.toUpperCase().replace(/\s+/g, '') && sheet.chits[c.chit] === 'active');
  if (!chit) throw new RuleError(`${name} has no active colour chit "${input.chit}"`, colourChits.length ? `play one of ${characterWords(name).possessive} colour chits: ${colourChits.map((c) => `${chitLabel(kit.chits[c.chit]!)} (${c.colour})`).join(', ')}` : 'enchant a MAGIC chit into colour by day first (an E phase: E MAGIC <chit>)');
  const at = targetClearing(state, pick.s);
  const here = characterClearing(state, userId);
  const played = energiseWithChit(pick.s, { colour: chit.colour, chit: chit.chit, targetInClearing: here !== undefined && at.clearing === here, when });
  const after = playColourChit(sheet, chit.chit);
  const line = `${name} plays a ${chit.colour} colour chit: ${pick.s.name}'s ${pick.s.spell} on ${pick.s.labels.join(', ')} is energised`;
  const payload: SpellsEnergised = { energised: [pick.i], lines: [line] };
  return [
    { type: 'play.spells-energised', payload, visibility: PUBLIC, actor },
    { type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `plays ${chitLabel(kit.chits[played.fatigue]!)} as ${chit.colour} colour to energise ${pick.s.spell} (fatigued)` }, visibility: onlyPlayers(userId), actor },
  ];
}
