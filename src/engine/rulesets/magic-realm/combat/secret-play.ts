/**
 * A fighter's secret play of the round as the engine accepts it (issue 14; MP-10 for a caster): read against his card
 * and his target (plays.ts), checked as the reveal will read it (strength, load, the round's two asterisks — his
 * MAGIC chit's among them, MP-5). The same check judges /combat play (decide.ts) and makes its offer (offers.ts).
 */
import { kindOf } from '../magic/spell-effects.js';
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { characterWords } from '../characters/kits.js';
import { cardOf } from './access.js';
import { fighterOf, playOf as readPlay, type MeleePlay, type PlayInput } from './plays.js';
import type { ClearingCombat, CombatCast } from './state.js';
import { nameOf } from './words.js';
import { bareSheet, checkPlayInShape, shapeNow } from '../magic/shapes.js';

/** His spell of this round still aimed at someone (not broken): the one his play launches (MP-6, MP-10). */
export const liveCast = (c: ClearingCombat, userId: string): CombatCast | undefined => {
  const k = c.casts?.[userId];
  return k && !k.broken && k.targets?.length ? k : undefined;
};

/** MP-10: his live cast when it is an attack spell, the one that takes a direction (aim:). */
export const aimedCast = (c: ClearingCombat, userId: string): CombatCast | undefined => {
  const k = liveCast(c, userId);
  return k && kindOf(k.spell) === 'attack' ? k : undefined;
};

/** His play, or the RuleError that refuses it. */
export function secretPlayOf(state: GameState, c: ClearingCombat, userId: string, input: PlayInput): MeleePlay {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { kit, sheet } = cardOf(state, userId);
  const cast = c.casts?.[userId];
  const live = liveCast(c, userId);
  // Seed 001 l.9: "You can maneuver but not attack with a weapon if you successfully cast a spell."
  if (live && (input.fight || input.fight2 || input.parry)) throw new RuleError(`the ${name} cast a spell this round: ${w.subject} may maneuver but not attack with a weapon`, 'play a maneuver (move: and maneuver:) and aim: for the spell, without fight:');
  const aimed = aimedCast(c, userId);
  if (input.aim && !aimed) throw new RuleError(`the ${name} has no attack spell aimed at anyone this round`, 'leave aim: out');
  // MP-10: "The spellcaster secretly specifies the direction of the attack when attacks and maneuvers are placed";
  // at speed 0 it always hits, whatever the direction.
  if (aimed && !input.aim && aimed.speed !== 0) throw new RuleError(`${w.possessive} ${aimed.spell} needs its direction (one for all its targets)`, 'add aim:thrust, aim:swing or aim:smash');
  // Issue 29: in a shape (Transform, Absorb Essence) he fights as it, without his belongings (magic/shapes.ts).
  const shape = shapeNow(state, userId);
  checkPlayInShape(name, shape, input);
  const play = readPlay(kit, sheet, input, c.targets[userId], c.targets2?.[userId] ?? c.targets[userId]);
  // Checked now, as the reveal will read it: strength for the weapon and the load, two asterisks at most (MP-5: his
  // MAGIC chit's count toward them).
  fighterOf(kit, shape ? bareSheet(sheet) : sheet, userId, play, (c.effort?.[userId] ?? 0) + (cast?.effort ?? 0));
  return play;
}
