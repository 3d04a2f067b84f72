/**
 * MP-9 (seed 001 l.41–57): move and phase spells "create special chits that can be saved and used at a future time …
 * When the chit is played, the spell expires at the end of the phase or movement." Issue 29: such a spell in force on
 * a character is a chit he holds (magic/in-force.ts SpellHeld, `played` once used); he plays it in combat with
 * `/combat use`, any time before the round's reveal and without it counting as an action, and it serves him through
 * that round: the round's reveal ends it (durations.ts clock `use-ended`, through in-force.ts spellsEndedEvents), and
 * the MAGIC chit that holds it fatigues then (MP-11). Pure.
 *
 * Readings (docs/rules.md "Spells that move, look, ask, protect or enchant"):
 * - In combat a phase is a round: the chit played in a round serves through that round's reveal.
 * - Spells are cast only in combat, so a phase chit used by day (a phase of his turn) would protect him from nothing:
 *   it is played in combat only.
 */
import type { GameState } from '../../../core/state.js';
import { PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { characterWords } from '../characters/kits.js';
import type { ClearingCombat } from '../combat/state.js';
import { playOf } from '../play/access.js';
import { spellsEndedEvents, type SpellHeld } from './in-force.js';
import { kindOf } from './spell-effects.js';

/** What `play.spell-chit-played` says: the spell's place in `play.inForce`, its holder, where it is used. */
export interface SpellChitPlayed {
  index: number;
  userId: string;
  name: string;
  spell: string;
  clearing: string;
  text: string;
}

/** What each kind's chit does once played, in the story's words (the kinds of magic/effects/moves.ts that are chits). */
const CHIT_USES: Readonly<Record<string, string>> = {
  // Protection from Magic: "Immune to spells for one phase".
  'immune-to-spells': 'immune to spells through this round',
};

/** His spell chits he may play now: move or phase spells in force on him, his chit not played yet, of a kind the bot plays. */
export function chitsHeld(state: GameState, userId: string): { index: number; held: SpellHeld }[] {
  return (playOf(state).inForce ?? [])
    .map((held, index) => ({ index, held }))
    .filter(({ held }) => (held.duration === 'move' || held.duration === 'phase') && !held.played && held.targets.includes(userId) && kindOf(held.spell) in CHIT_USES);
}

/** He plays the chit of a spell in force on him in the combat of his clearing; or the RuleError that refuses it. */
export function playSpellChit(state: GameState, c: ClearingCombat, userId: string, name: string, spell: string, actor: string): GameEvent[] {
  if (!c.order.includes(userId)) throw new RuleError(`the ${name} is not fighting in ${c.clearing}`, 'a spell chit is played in the combat you fight in');
  const held = chitsHeld(state, userId);
  const hint = held.length ? `play one of ${held.map((h) => `spell:"${h.held.spell}"`).join(', ')}` : 'no move or phase spell in force on you holds a chit to play';
  const found = held.find((h) => h.held.spell.toLowerCase() === spell.trim().toLowerCase());
  if (!found) throw new RuleError(`the ${name} holds no chit of "${spell.trim()}" to play`, hint);
  const w = characterWords(name);
  const text = `${name} plays ${w.possessive} ${found.held.spell} chit: ${CHIT_USES[kindOf(found.held.spell)]}`;
  const payload: SpellChitPlayed = { index: found.index, userId, name, spell: found.held.spell, clearing: c.clearing, text };
  return [{ type: 'play.spell-chit-played', payload, visibility: PUBLIC, actor }];
}

/** Issue 29, Protection from Magic: the characters immune to spells in this round, their chit played here. */
export function immuneHere(state: GameState, c: ClearingCombat): string[] {
  return (playOf(state).inForce ?? []).filter((h) => h.played && h.playedIn === c.clearing && kindOf(h.spell) === 'immune-to-spells').flatMap((h) => h.targets);
}

/** MP-9: the round's reveal ends the spells whose chits were played in it (their MAGIC chits fatigue: MP-11). */
export const usedChitsEnded = (state: GameState, c: ClearingCombat, actor: string): GameEvent[] => spellsEndedEvents(state, { at: 'use-ended' }, playOf(state).day?.number ?? 1, actor, c.clearing);
