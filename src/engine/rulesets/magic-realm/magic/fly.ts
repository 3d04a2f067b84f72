/**
 * Issue 29, Broomstick ("Can FLY L1 in encounter combat and movement"): the FLY chit a flying spell in force gives
 * its target, and flying with it — by day a FLY phase (`FL <tile>`: orders/phases.ts, judged by orders/validate.ts,
 * carried out by play/turn-phases.ts), in combat a run (`/combat run chit:"Broomstick" to:<tile>`: combat/encounter.ts).
 * Pure: the landing die comes from the injected source.
 *
 * Readings (docs/rules.md "Spells that move, look, ask, protect or enchant"; after RealmSpeak's FlyChitEffect, its
 * Fly and its ActionRow's FLY, read, not copied):
 * - The card's "FLY L1" is the chit: strength L (the most it carries: his own weight and everything he carries, none
 *   heavier), time 1. A character heavier than that, or carrying something heavier, may not fly with it (he may abandon
 *   the heavy thing in combat first); the bot never leaves a belonging behind on its own.
 * - A FLY takes him to a tile: by day his own or one beside the tile he stands in, in combat one beside it. He lands
 *   at once: one die is rolled, and he lands in the clearing of that number on the tile's face-up side, rolling again
 *   while the tile has none (RealmSpeak's landing roll). Flying unhides him.
 * - The chit serves once: flying ends the spell (MP-9: "When the chit is played, the spell expires at the end of the
 *   phase or movement"), and its MAGIC chit fatigues (MP-11: in-force.ts endedEvents).
 * - By day, where he lands is rolled, so no MOVE may follow a FLY in the same day's orders; other phases are done where
 *   he lands.
 * - In combat the FLY chit's time must beat the move times of the flying monsters on his sheet only (the others cannot
 *   follow him into the air; BIMR4 5.1/3 counts only flying attackers for the Stumble roll in the same way).
 */
import type { GameState } from '../../../core/state.js';
import type { GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { atLeast, type Strength } from '../terms.js';
import { adjacentTiles, clearingId, faceUp, placedTile, type Board, type ClearingId } from '../map/board.js';
import { kitOf, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { heaviestLoad } from '../combat/plays.js';
import { playOf } from '../play/access.js';
import { endedEvents, type SpellHeld } from './in-force.js';
import { kindOf } from './spell-effects.js';
import { spellNamed } from './spells.js';

/** The effect kind of a spell that gives a FLY chit (magic/effects/moves.ts). */
export const FLY_KIND = 'fly';

/** A FLY chit: the most it carries, and its time. */
export interface FlyChit {
  strength: Strength;
  time: number;
}

/** A FLY chit he holds: the spell in force that gives it (its place in `play.inForce`) and the chit it prints. */
export interface FlyHeld extends FlyChit {
  index: number;
  spell: string;
}

/** The FLY chit a spell's card prints ("Can FLY L1 …" → L, time 1), or undefined for a spell that gives none. */
export function flyChitOf(spell: string): FlyChit | undefined {
  const m = /\bFLY ([LMHT])(\d)\b/.exec(spellNamed(spell)?.text ?? '');
  return m ? { strength: m[1] as Strength, time: Number(m[2]) } : undefined;
}

/** The FLY chits he holds now: flying spells in force on him whose chit is not used yet, in the order they went into force. */
export function flyChitsHeld(state: GameState, userId: string): FlyHeld[] {
  return (playOf(state).inForce ?? []).flatMap((held: SpellHeld, index) => {
    const chit = kindOf(held.spell) === FLY_KIND && !held.played && !held.inert && held.targets.includes(userId) ? flyChitOf(held.spell) : undefined;
    return chit ? [{ index, spell: held.spell, ...chit }] : [];
  });
}

/** The FLY chit he names (the spell's name, as `/combat run chit:` takes it), if he holds one. */
export const flyChitNamed = (state: GameState, userId: string, name: string): FlyHeld | undefined =>
  flyChitsHeld(state, userId).find((f) => f.spell.toLowerCase() === name.trim().toLowerCase());

/** Why the chit cannot carry him (his weight, or the heaviest thing he carries), or undefined when it can. */
export function tooHeavyToFly(fly: FlyChit & { spell: string }, weight: Strength, sheet: CharacterSheet): string | undefined {
  if (!atLeast(fly.strength, weight)) return `the ${fly.spell}'s FLY ${fly.strength}${fly.time} carries no one heavier than ${fly.strength}, and ${sheet.character} weighs ${weight}`;
  const load = heaviestLoad(sheet);
  if (!atLeast(fly.strength, load)) return `the ${fly.spell}'s FLY ${fly.strength}${fly.time} carries nothing heavier than ${fly.strength}, and ${sheet.character} carries something of weight ${load}`;
  return undefined;
}

/** His FLY chits now, and why they cannot carry him (his weight, his load), if they cannot: the day's judge and turn read it. */
export function flyingOf(state: GameState, userId: string): { chits: FlyHeld[]; tooHeavy?: string } {
  const chits = flyChitsHeld(state, userId);
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  const tooHeavy = chits[0] && kit && sheet ? tooHeavyToFly(chits[0], kit.vulnerability, sheet) : undefined;
  return { chits, ...(tooHeavy ? { tooHeavy } : {}) };
}

/** The tiles a FLY from this tile reaches: beside it, and by day (`own`) the tile itself first. */
export function flyTiles(board: Board, tileCode: string, own: boolean): string[] {
  const tile = placedTile(board, tileCode);
  if (!tile) return [];
  return [...(own ? [tile.code] : []), ...adjacentTiles(board, tile).map((t) => t.code)];
}

/** The landing: one die, rolled again while the tile's face-up side has no clearing of that number; every die kept. */
export function landingRoll(board: Board, tileCode: string, dice: DiceSource): { dice: number[]; clearing: ClearingId } {
  const tile = placedTile(board, tileCode);
  if (!tile) throw new Error(`the tile ${tileCode} is not on the board`);
  const numbers = new Set(faceUp(tile).clearings.map((c) => c.number));
  const rolled: number[] = [];
  for (;;) {
    const die = dice.int(1, 6);
    rolled.push(die);
    if (numbers.has(die)) return { dice: rolled, clearing: clearingId(tile.code, die) };
  }
}

/** The landing in words: "the die 3 → lands in CV3" / "the dice 6, 3 → lands in CV3 (no clearing 6)". */
export function landingWords(landing: { dice: readonly number[]; clearing: string }): string {
  const rerolled = landing.dice.slice(0, -1);
  return `${landing.dice.length === 1 ? 'the die' : 'the dice'} ${landing.dice.join(', ')} → lands in ${landing.clearing}${rerolled.length ? ` (no clearing ${rerolled.join(' or ')} there)` : ''}`;
}

/** MP-9, MP-11: his FLY chits used (places in `play.inForce`) end their spells, and their MAGIC chits fatigue. */
export function flownEvents(state: GameState, used: readonly number[], name: string, actor: string, clearing?: string): GameEvent[] {
  if (!used.length) return [];
  const held = playOf(state).inForce ?? [];
  const lines = used.map((i) => `${held[i]!.name}'s ${held[i]!.spell} ends: ${name} flew with its chit`);
  return endedEvents(state, { at: 'use-ended', day: playOf(state).day?.number ?? 1, ...(clearing ? { clearing } : {}), ended: [...used], inert: [], lines }, 'used to fly', actor);
}
