/**
 * What a spell does at the reveal of the combat round it is cast in (issue 29), by its effect's kind: one handler
 * per kind, joined from the families of combat/spells/ (instant.ts, in-combat.ts, day-phases.ts, day-rolls.ts, moves.ts, denizens.ts), as the kinds of
 * magic/effects/ are. A handler gets the spell in effect — caster, targets, dice — and gives what it does now: the
 * story's lines and its events (a table rolled, a sheet changed, a piece moved), and for a spell that stays in force
 * the outcome it keeps (Transform's beast). The events come before the round's attacks, which are played on the
 * game they leave (aftermath.ts). A kind with no handler does nothing at the reveal: it acts while it is in force,
 * where the game reads it (magic/in-force.ts spellsOn). Pure: the dice come from the injected source.
 */
import type { GameState } from '../../../core/state.js';
import type { GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import type { SpellEffectDef } from '../magic/spell-effects.js';
import type { Spell } from '../magic/types.js';
import type { ClearingCombat, CombatCast } from './state.js';
import { DAY_PHASES_REVEALS } from './spells/day-phases.js';
import { DAY_ROLLS_REVEALS } from './spells/day-rolls.js';
import { DENIZENS_REVEALS } from './spells/denizens.js';
import { IN_COMBAT_REVEALS } from './spells/in-combat.js';
import { INSTANT_REVEALS } from './spells/instant.js';
import { MOVES_REVEALS } from './spells/moves.js';

/** A spell in effect at the reveal, as its handler gets it. */
export interface SpellRevealContext {
  state: GameState;
  c: ClearingCombat;
  /** The caster's user id, and his character's name. */
  caster: string;
  name: string;
  spell: Spell;
  def: SpellEffectDef;
  cast: CombatCast;
  /** Its targets as cast.ts spellTargets gave them (ids), and as the story names them. */
  targets: string[];
  labels: string[];
  dice: DiceSource;
  actor: string;
}

/** What a spell does at the reveal. */
export interface SpellRevealOutcome {
  /** The story: each line a sentence of the round's reveal (with its dice). */
  lines: string[];
  /** Its events, in order, before the round's attacks. */
  events: GameEvent[];
  /** For a spell that stays in force: what its roll made of it, kept with it (magic/in-force.ts SpellHeld.outcome). */
  outcome?: string;
  /** The spell does not stay in force after all (its effect is over, or it found nothing to act on). */
  over?: true;
  /** The individuals it stays in force on, when not its targets (Absorb Essence: its caster, the monster being gone). */
  targets?: string[];
}

export type SpellRevealHandler = (ctx: SpellRevealContext) => SpellRevealOutcome;

/** The handlers by kind. */
export const SPELL_REVEALS: Readonly<Record<string, SpellRevealHandler>> = { ...INSTANT_REVEALS, ...IN_COMBAT_REVEALS, ...DAY_PHASES_REVEALS, ...DAY_ROLLS_REVEALS, ...MOVES_REVEALS, ...DENIZENS_REVEALS };
