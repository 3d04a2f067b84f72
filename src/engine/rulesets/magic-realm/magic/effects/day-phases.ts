/**
 * Issue 29: the spells that change a character's phases and turn while in force (See Hidden Signs, Blazing Light, Blend Into Background, Sense Danger, Prophecy, Premonition, Phantasm). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/day-phases.ts for what happens at the reveal; the spells in force are read where they apply).
 *
 * - `extra-phase`: one more phase a day, for one of the activities named only (See Hidden Signs: a SEARCH; Blend Into
 *   Background: a HIDE; Sense Danger: an ALERT) — read at Birdsong by the judge of his orders (play/extra-phases.ts).
 * - `extra-cave-phase`: Blazing Light lights a cave clearing: a character whose day begins there or whose route enters
 *   it has one more phase, begun in a cave clearing (play/extra-phases.ts).
 * - `daytime-phases`: Prophecy: he records no phases at Birdsong; the day waits at his turn for them (play/prophecy.ts).
 * - `choose-turn`: Premonition: he names his place in the day's turn order with his orders (play/chosen-turn.ts).
 * - `phantasm`: Phantasm: an unseen phantasm piece in his clearing at the reveal (combat/spells/day-phases.ts); the next
 *   day it MOVEs and PEERs with phases he records with his orders (play/phantasm.ts); it goes at Sunset.
 */
import type { Activity } from '../../orders/phases.js';
import type { SpellEffectDef } from './types.js';

/** An extra phase of some activities only, on the character it is cast on. */
export interface ExtraPhaseEffect extends SpellEffectDef {
  kind: 'extra-phase';
  target: 'character';
  /** The activities the extra phase may be used for, and how the messages name them. */
  activities: readonly Activity[];
  for: string;
}

/** Blazing Light: an extra phase in caves, for whoever's day passes the lit cave clearing. */
export interface ExtraCavePhaseEffect extends SpellEffectDef {
  kind: 'extra-cave-phase';
  target: 'clearing';
  onlyIn: 'caves';
}

/** Premonition: he chooses his place in the day's turn order (play/chosen-turn.ts). */
export interface ChooseTurnEffect extends SpellEffectDef {
  kind: 'choose-turn';
  target: 'character';
}

/** Prophecy: he writes no move in advance; his turn waits for the phases he records then (play/prophecy.ts). */
export interface DaytimePhasesEffect extends SpellEffectDef {
  kind: 'daytime-phases';
  target: 'character';
}

/** Phantasm: an unseen searcher of his, moved and PEERing with phases of its own (play/phantasm.ts). */
export interface PhantasmEffect extends SpellEffectDef {
  kind: 'phantasm';
  target: 'character';
}

export type DayPhasesEffect = ExtraPhaseEffect | ExtraCavePhaseEffect | ChooseTurnEffect | DaytimePhasesEffect | PhantasmEffect;

/** SEARCH, as the card says it: any of the searches a phase records (S, PEER, LOCATE, LOOT, MAGIC SIGHT). */
const SEARCHES: readonly Activity[] = ['search', 'peer', 'locate', 'loot', 'magic-sight'];

export const DAY_PHASES_EFFECTS: Readonly<Record<string, DayPhasesEffect>> = {
  // "Extra SEARCH phase" (III, gold, day, character).
  'See Hidden Signs': { kind: 'extra-phase', target: 'character', activities: SEARCHES, for: 'a SEARCH (S, P, L, LT or MS)' },
  // "Extra HIDE phase" (II, grey, day, leader: a character until natives lead — issue 30).
  'Blend Into Background': { kind: 'extra-phase', target: 'character', activities: ['hide'], for: 'a HIDE' },
  // "Extra ALERT phase/turn" (VII, purple, permanent, character): only while energised (inert after Midnight, MP-9).
  'Sense Danger': { kind: 'extra-phase', target: 'character', activities: ['alert'], for: 'an ALERT' },
  // "Extra phase (cave only)" (IV, purple, day, clearing): cast in a cave clearing only.
  'Blazing Light': { kind: 'extra-cave-phase', target: 'clearing', onlyIn: 'caves' },
  // "Choose when your written move is executed" (VII, grey, day, character): his place in the turn order.
  Premonition: { kind: 'choose-turn', target: 'character' },
  // "Do not write move in advance" (II, purple, day, character): he records his phases at his turn.
  Prophecy: { kind: 'daytime-phases', target: 'character' },
  // "Move unseen searcher (PEER only), can SPELL" (VI, purple, day, character): his phantasm (play/phantasm.ts).
  Phantasm: { kind: 'phantasm', target: 'character' },
};
