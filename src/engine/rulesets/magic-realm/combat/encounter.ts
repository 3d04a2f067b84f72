/**
 * The encounter actions of a combat round, judged (issue 14; core-tables "combat_round" encounter step; seed 001
 * l.16–20, l.43): each check throws the RuleError the command answers with, or gives what the action needs. The
 * same checks judge a command (rules.ts) and make the offers a prompt shows (offers.ts): nothing is offered that the
 * engine would refuse at that moment (issue 27). Pure.
 *
 * - Run: a MOVE chit that carries his load (the heaviest thing he carries), faster than every move time on his sheet —
 *   the monsters' and a charger's MOVE (BI-7 with optional-combat: any, on the Stumble roll) — to a clearing one step
 *   away by a path he knows; never while a red-side Tremendous monster holds him.
 * - Alert: his weapon, not alerted yet, with a FIGHT chit strong enough for it and, seed 001 l.43, "faster than the
 *   fastest move time on your sheet" (our reading: a charger's MOVE counts as the run's does, as l.43 counts it for a
 *   spell).
 * - Run by flying (issue 29, Broomstick): his FLY chit (magic/fly.ts) named as the run's chit, to a tile beside his.
 * - Charge: another character fighting here, with a MOVE chit that carries his load.
 *
 * offers.ts asks these checks what a prompt may offer.
 */
import { atLeast } from '../terms.js';
import { RuleError } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import { clearingId, parseClearingId, type ClearingId } from '../map/board.js';
import { stepsFrom } from '../map/graph.js';
import { boardOf } from '../board/access.js';
import { weaponNamed, type WeaponDef } from '../belongings/belongings.js';
import { characterWords, chitLabel, type ActionChit, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { cardOf } from './access.js';
import { fightsAs } from './counters.js';
import { chitNamed, heaviestLoad, playedAs } from './plays.js';
import type { ClearingCombat } from './state.js';
import { canRun } from './tactics.js';
import { nameOf } from './words.js';
import { monsterUnder } from './spells/sheet-spells.js';
import { flyChitNamed, flyTiles, tooHeavyToFly, type FlyHeld } from '../magic/fly.js';

const isRedHolder = (c: ClearingCombat, userId: string): boolean =>
  c.denizens.some((d) => d.on === userId && !d.part && d.side === 'dark' && fightsAs(d)?.dark.holds === true);

/**
 * The move times on his sheet he must beat: the monsters' on the side they show (issue 29: as the spells in force on
 * them read it, `state` given — Elven Grace, Melt Into Mist), and a charger's MOVE.
 */
export function timesToBeat(c: ClearingCombat, userId: string, state?: GameState): number[] {
  const times = c.denizens
    .filter((d) => d.on === userId && !d.part && d.capture === undefined)
    .map((d) => (state ? monsterUnder(state, d.id, fightsAs(d)!) : fightsAs(d)!)[d.side].move)
    .filter((t): t is number => t !== undefined);
  const charge = c.charged?.[userId];
  return charge ? [...times, charge.time] : times;
}

/** The MOVE chit named, checked to carry his load. */
function moveCarrying(kit: CharacterKit, sheet: CharacterSheet, chitName: string, what: string): { index: number; chit: ActionChit } {
  const index = chitNamed(kit, sheet, chitName, 'MOVE', what);
  const chit = playedAs(kit, index, 'MOVE')!;
  const load = heaviestLoad(sheet);
  if (!atLeast(chit.strength ?? 'N', load)) throw new RuleError(`${chitLabel(chit)} cannot carry ${characterWords(sheet.character).possessive} load (the heaviest is ${load})`, `${what} with a MOVE chit of strength ${load} or more`);
  return { index, chit };
}

export interface RunChecked {
  chit: ActionChit;
  /** Issue 29: he runs by flying with a FLY chit (Broomstick: magic/fly.ts) — to a tile, his landing rolled. */
  fly?: undefined;
  /** The clearing he runs to. */
  to: ClearingId;
  /** The move times he ran from (for BI-7's Stumble roll). */
  times: number[];
  /** BI-7: the Stumble roll decides, not the times. */
  stumbles: boolean;
}

/** Issue 29: a run by flying (magic/fly.ts): the FLY chit, the tile beside his he flies to, the move times he flew from. */
export interface FlyRunChecked {
  fly: FlyHeld;
  tile: string;
  times: number[];
  stumbles: boolean;
}

/** Issue 29: the tiles beside the combat's, which a run by flying reaches (magic/fly.ts). */
export const flyRunTiles = (state: GameState, c: ClearingCombat): string[] => flyTiles(boardOf(state).tiles, parseClearingId(c.clearing)!.code, false);

/**
 * Issue 29, a run by flying (Broomstick: magic/fly.ts), or the RuleError that refuses it: a FLY chit that carries him,
 * faster than the flying monsters on his sheet (only they can follow him up; BI-7 with optional-combat: the Stumble
 * roll, counting them alone), to a tile beside his; never while a red-side Tremendous monster holds him.
 */
function checkFlyRun(state: GameState, c: ClearingCombat, userId: string, fly: FlyHeld, to: string): FlyRunChecked {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { kit, sheet } = cardOf(state, userId);
  const heavy = tooHeavyToFly(fly, kit.vulnerability, sheet);
  if (heavy) throw new RuleError(heavy, `abandon what is too heavy first (/combat drop), or run on foot with a MOVE chit`);
  const times = c.denizens
    .filter((d) => d.on === userId && !d.part && d.capture === undefined && fightsAs(d)?.flies)
    .map((d) => monsterUnder(state, d.id, fightsAs(d)!)[d.side].move)
    .filter((t): t is number => t !== undefined);
  const stumbles = state.options['optional-combat'] === true;
  if (!stumbles && !canRun(fly.time, times)) throw new RuleError(`the ${fly.spell}'s FLY ${fly.strength}${fly.time} is not faster than every flying monster on ${w.possessive} sheet (move times ${times.join(', ')})`, 'run on foot with a MOVE chit, or pass');
  const tiles = flyRunTiles(state, c);
  const tile = tiles.find((t) => t === to.trim().toUpperCase());
  if (!tile) throw new RuleError(`${to} is no tile beside ${parseClearingId(c.clearing)!.code}: a run by flying names a tile, and where ${w.subject} ${w.verb('lands')} is rolled`, `fly to one of ${tiles.join(', ') || 'none'}, e.g. to:${tiles[0] ?? 'CV'}`);
  return { fly, tile, times, stumbles };
}

/** The clearings one step from the combat's by a path he knows. */
export function runTargets(state: GameState, c: ClearingCombat, userId: string): ClearingId[] {
  const from = parseClearingId(c.clearing)!;
  const known = boardOf(state).discovered[userId] ?? [];
  return stepsFrom(boardOf(state).tiles, clearingId(from.code, from.number), known).map((s) => s.clearing);
}

/** A run (core-tables "combat_round" encounter step; BI-7 with optional-combat), or the RuleError that refuses it. */
export function checkRun(state: GameState, c: ClearingCombat, userId: string, chitName: string, to: string): RunChecked | FlyRunChecked {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { kit, sheet } = cardOf(state, userId);
  if (isRedHolder(c, userId)) throw new RuleError(`a Tremendous monster is red side up on ${name}'s sheet and holds ${w.object}`, `${w.subject} cannot run while it holds ${w.object}: pass (/combat pass) or alert`);
  // Issue 29: a FLY chit named (Broomstick) runs by flying.
  const fly = flyChitNamed(state, userId, chitName);
  if (fly) return checkFlyRun(state, c, userId, fly, to);
  const { chit } = moveCarrying(kit, sheet, chitName, 'run');
  const times = timesToBeat(c, userId, state);
  const charge = c.charged?.[userId];
  const stumbles = state.options['optional-combat'] === true;
  if (!stumbles && charge && !canRun(chit.time, [charge.time])) throw new RuleError(`the ${nameOf(state, charge.by)} charged ${w.object} with a MOVE of time ${charge.time}`, `run with a MOVE chit of time ${charge.time - 1} or less, or pass`);
  if (!stumbles && !canRun(chit.time, times)) throw new RuleError(`${chitLabel(chit)} is not faster than every monster on ${w.possessive} sheet (move times ${times.join(', ')})`, `run with a MOVE chit of time ${Math.min(...times) - 1} or less, or pass`);
  const dest = parseClearingId(to.trim().toUpperCase());
  const steps = runTargets(state, c, userId);
  const where = dest ? clearingId(dest.code, dest.number) : undefined;
  if (!where || !steps.includes(where)) throw new RuleError(`${to} is not one step from ${c.clearing} by a path ${w.subject} ${w.verb('knows')}`, `run to one of ${steps.join(', ') || 'none'}`);
  return { chit, to: where, times, stumbles };
}

/** Alerting his weapon (seed 001 l.18, l.43), or the RuleError that refuses it. */
export function checkAlert(state: GameState, c: ClearingCombat, userId: string, chitName: string): { chit: ActionChit; weapon: WeaponDef } {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { kit, sheet } = cardOf(state, userId);
  const weapon = sheet.weapon && weaponNamed(sheet.weapon.name);
  if (!sheet.weapon || !weapon) throw new RuleError(`${name} has no weapon to alert`, 'pass instead (/combat pass), or run');
  if (sheet.weapon.alerted) throw new RuleError(`${w.possessive} ${weapon.name} is alerted already`, 'pass instead (/combat pass)');
  const chit = playedAs(kit, chitNamed(kit, sheet, chitName, 'FIGHT', `alert ${w.possessive} weapon`), 'FIGHT')!;
  if (!atLeast(chit.strength ?? 'N', weapon.weight)) throw new RuleError(`${chitLabel(chit)} is too weak for the ${weapon.name} (weight ${weapon.weight})`, `alert it with a FIGHT chit of strength ${weapon.weight} or more`);
  // Seed 001 l.43: "to play … a Fight chit to alert a weapon, it has to be faster than the fastest move time on your sheet".
  const times = timesToBeat(c, userId, state);
  if (!canRun(chit.time, times)) throw new RuleError(`${chitLabel(chit)} is not faster than every move time on ${w.possessive} sheet (${times.join(', ')})`, `alert with a FIGHT chit of time ${Math.min(...times) - 1} or less, or pass`);
  return { chit, weapon };
}

/** A charge at another character fighting here, or the RuleError that refuses it. */
export function checkCharge(state: GameState, c: ClearingCombat, userId: string, target: string, chitName: string): { chit: ActionChit } {
  const { kit, sheet } = cardOf(state, userId);
  if (!c.order.includes(target) || target === userId) throw new RuleError('only a character can be charged', `name a character fighting here: ${c.order.filter((id) => id !== userId).map((id) => nameOf(state, id)).join(', ') || 'none'}`);
  return { chit: moveCarrying(kit, sheet, chitName, 'charge').chit };
}
