/**
 * MP-9 and MP-12: how long a spell in force lasts, and energising a permanent spell that fell inert (seed 001
 * l.41–57). Pure: the caller tells each spell in force what moment of the day has come (`SpellClock`), and keeps
 * what comes back.
 *
 * - instant: "takes effect and expires as soon as players assign targets for spells in the Melee Step".
 * - attack: "expires when attacks and maneuvers are resolved in the Melee Phase after it is cast".
 * - combat: "expires at the end of combat in the clearing on the day that the spell is cast".
 * - move, phase: "create special chits that can be saved and used at a future time … When the chit is played, the
 *   spell expires at the end of the phase or movement."
 * - day: "expires at Sunset of the following day, before combat begins".
 * - permanent: "never expire unless the spell is broken … or unless the spellcaster or target is killed … At
 *   midnight on the day they are cast, they fall inert … until they are energized by color magic again."
 *
 * Readings (docs/rules.md MP-9, MP-12):
 * - Midnight ends what is left of an instant, attack or combat spell (core-tables day_order: "Midnight … combat
 *   spells end"): a combat that was never closed cannot keep one alive into the next day.
 * - A move or phase spell whose chit is not played yet lasts until it is played (or broken).
 * - A permanent spell falls inert at every Midnight, the day it is cast included, and any colour it needs present at
 *   its target — the day, the tile, an item — energises it at once (l.53: "activated any time they are in the
 *   presence of the right kind of color magic").
 */
import { RuleError } from '../../../core/types.js';
import { colourNeed, sourcesFor, type ColourSource } from './colour.js';
import type { MagicColour } from './colour-magic.js';
import type { Spell } from './types.js';

export type Duration = 'instant' | 'attack' | 'combat' | 'move' | 'phase' | 'day' | 'permanent';
export const DURATIONS: readonly Duration[] = ['instant', 'attack', 'combat', 'move', 'phase', 'day', 'permanent'];

/** A spell's duration as its card or list writes it (Expansion One's list capitalises). */
export function durationOf(spell: Pick<Spell, 'duration' | 'name'>): Duration {
  const d = spell.duration.trim().toLowerCase();
  const found = DURATIONS.find((x) => x === d);
  if (!found) throw new RangeError(`${spell.name}'s duration "${spell.duration}" is none of ${DURATIONS.join(', ')}`);
  return found;
}

/** A spell in force on its target. */
export interface SpellInForce {
  spell: string;
  duration: Duration;
  /** The colour it needs (the card's: energising a permanent spell needs it again). */
  colour: string;
  /** The game day it was cast on (day spells expire at Sunset of the next). */
  castDay: number;
  /** A permanent spell between Midnight and the colour that energises it. */
  inert?: true;
  /** A move or phase spell whose chit has been played. */
  played?: true;
}

/** The moments that end or change spells. */
export type SpellClock =
  | { at: 'targets-assigned' }
  | { at: 'attacks-resolved' }
  | { at: 'combat-ended' }
  /** The phase or movement a move or phase spell's chit was played in has ended. */
  | { at: 'use-ended' }
  | { at: 'sunset'; day: number }
  | { at: 'midnight'; day: number }
  /** Broken by a spell-breaking spell, or its caster or target killed. */
  | { at: 'broken' };

/** MP-9: the spell after a moment — still in force (perhaps inert now), or expired. */
export function spellAfter(s: SpellInForce, clock: SpellClock): SpellInForce | 'expired' {
  if (clock.at === 'broken') return 'expired';
  switch (s.duration) {
    case 'instant':
      return clock.at === 'midnight' || clock.at === 'targets-assigned' ? 'expired' : s;
    case 'attack':
      return clock.at === 'midnight' || clock.at === 'attacks-resolved' || clock.at === 'combat-ended' ? 'expired' : s;
    case 'combat':
      return clock.at === 'midnight' || clock.at === 'combat-ended' ? 'expired' : s;
    case 'move':
    case 'phase':
      return clock.at === 'use-ended' && s.played ? 'expired' : s;
    case 'day':
      // "Sunset of the following day": any Sunset after the day it was cast on.
      return clock.at === 'sunset' && clock.day > s.castDay ? 'expired' : s;
    case 'permanent':
      return clock.at === 'midnight' ? { ...s, inert: true } : s;
  }
}

/**
 * MP-9: a permanent spell in the presence of its colour (the sources present where its target is: the day, the
 * tile, items — never a character's colour chit, which he plays on purpose: energiseWithChit) is energised.
 */
export function energisedBy(s: SpellInForce, sources: readonly ColourSource[]): SpellInForce {
  if (s.duration !== 'permanent' || !s.inert) return s;
  const free = sources.filter((x) => x.kind !== 'chit');
  if (!sourcesFor(colourNeed(s.colour), free)) return s;
  const { inert: _inert, ...active } = s;
  return active;
}

/** When a colour chit may be played to energise (MP-12). */
export type EnergiseWhen = 'phase-start' | 'encounter-turn';

/**
 * MP-12 (seed 001 l.55): "A character can play a color magic chit to activate one permanent spell if the spell's
 * target is in his clearing 1) during the day anytime the character or any other player starts a phase of their turn
 * in his clearing or 2) during combat in the Encounter Step when it is his turn to perform an action. Playing a color
 * magic chit in combat does not count as an action … cannot be stopped by Charging or by having monsters on your
 * sheet." Any character's chit, for any character's spell (l.25). The chit fatigues as it is played (MP-11).
 * Gives the spell energised and that it took no action, or the RuleError that refuses it.
 */
export function energiseWithChit(
  s: SpellInForce,
  play: { colour: MagicColour; chit: number; targetInClearing: boolean; when: EnergiseWhen | 'other' },
): { spell: SpellInForce; fatigue: number; action: false } {
  if (s.duration !== 'permanent') throw new RuleError(`${s.spell} is a ${s.duration} spell: only a permanent spell is energised by colour`, 'play the colour chit to cast one of your own spells instead');
  if (!s.inert) throw new RuleError(`${s.spell} is in force already: it falls inert at Midnight`, 'keep the colour chit for another spell');
  if (!play.targetInClearing) throw new RuleError(`${s.spell}'s target is not in your clearing`, 'energise it when its target is in your clearing');
  if (play.when === 'other') throw new RuleError('a colour chit energises a permanent spell only when a phase of a turn starts in your clearing, or on your turn of the Encounter step', 'play it then');
  if (!sourcesFor(colourNeed(s.colour), [{ kind: 'chit', colour: play.colour, chit: play.chit }])) throw new RuleError(`${s.spell} needs ${s.colour} magic; the chit holds ${play.colour}`, `play a ${s.colour} colour chit`);
  const { inert: _inert, ...active } = s;
  return { spell: active, fatigue: play.chit, action: false };
}
