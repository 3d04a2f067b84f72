import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';

const player = playerId.optional();
const text = z.string().trim().min(1).max(200);
const direction = z.enum(['thrust', 'swing', 'smash']);
const actor = userRef;

/**
 * The steps of combat a character takes (issue 14, combat/decide.ts). `player`: the GM acts for a character. Chits are
 * named as printed ("MOVE M4*").
 */
export const COMBAT_ACTIONS = [
  /** Luring: the monsters he lures onto his sheet (none: he lures nothing); `onto`: the character he sends the monsters he controls against (issue 29). */
  z.object({ type: z.literal('combat.lure'), actor, player, denizens: z.string().trim().max(300).optional(), onto: z.string().trim().max(60).optional() }),
  /** He passes his turn of the step (luring, his encounter action, his target). */
  z.object({ type: z.literal('combat.pass'), actor, player }),
  z.object({ type: z.literal('combat.run'), actor, player, chit: text, to: z.string().trim().min(1).max(20) }),
  z.object({ type: z.literal('combat.alert'), actor, player, chit: text }),
  /** Instead of an encounter action he abandons a belonging: it leaves his sheet and lies in the clearing. */
  z.object({ type: z.literal('combat.drop'), actor, player, item: text }),
  /**
   * Instead of an encounter action (001 l.19): he activates a weapon he carries (the one active before goes inactive),
   * or with `inactivate` makes his active weapon inactive (issue 27).
   */
  z.object({ type: z.literal('combat.activate'), actor, player, item: text, inactivate: z.boolean().optional() }),
  /** His encounter action: he charges another character with a MOVE chit (who then runs only with a faster MOVE). */
  z.object({ type: z.literal('combat.charge'), actor, player, who: text, chit: text }),
  /**
   * MP-1…MP-5: his encounter action is a spell on his card, cast in secret with a MAGIC chit (as printed) or an
   * artifact or spell book (by name); `colour`: the source of its colour (day, clearing, chit, or a treasure's name).
   * MP-7: a hidden character casts in secret, naming its targets (`who`) and an attack spell's direction (`aim`) with it.
   */
  z.object({ type: z.literal('combat.cast'), actor, player, spell: text, chit: text, colour: z.string().trim().min(1).max(60).optional(), who: text.optional(), aim: direction.optional(), detail: text.optional() }),
  /** Issue 29, MP-9: he plays the chit of a move or phase spell in force on him (magic/spell-chits.ts); no action. */
  z.object({ type: z.literal('combat.use'), actor, player, spell: text }),
  /** `who2`: the target of his second weapon (X1-17, 11.1/3), when another than `who`. */
  z.object({ type: z.literal('combat.target'), actor, player, who: text.optional(), who2: text.optional() }),
  z.object({
    type: z.literal('combat.play'),
    actor,
    player,
    fight: text.optional(),
    direction: direction.optional(),
    fight2: text.optional(),
    /** X1-17 (11.3): the shield box his weapon parries in, with `fight` (and no `direction`). */
    parry: direction.optional(),
    direction2: direction.optional(),
    move: text.optional(),
    maneuver: z.enum(['charge', 'dodge', 'duck']).optional(),
    shield: direction.optional(),
    /** MP-10: the direction of his attack spell (one for all its targets). */
    aim: direction.optional(),
  }),
  /** A hidden character's attack from hiding (the option `ambush`): his target, FIGHT chit and direction, in secret. */
  z.object({ type: z.literal('combat.ambush'), actor, player, who: text, fight: text, direction }),
  /** The GM ends the combat under way (the table settled it). */
  z.object({ type: z.literal('combat.end'), actor }),
] as const;

export type CombatAction = z.output<(typeof COMBAT_ACTIONS)[number]>;
