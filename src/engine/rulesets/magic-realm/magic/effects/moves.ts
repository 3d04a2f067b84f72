/**
 * Issue 29: the spells that move pieces, look, ask, protect for a phase or enchant an artifact (Talk to Wise Bird, Hurricane Winds, Broomstick, Whistle for Monsters, Peace with Nature, Ask Demon, Enchant Artifact, Protection from Magic). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/moves.ts for what happens at the reveal; the spells in force are read where they apply).
 *
 * `detail`: what the caster names with the cast besides its target (`/combat cast detail:`), kept secret with the
 * cast until the reveal (combat/spells/moves-detail.ts judges it): a clearing to PEER into, a sound chit to move, the
 * question for the demon, the clearing of a tile beside his that Hurricane Winds blows its target to.
 */
import type { SpellEffectDef } from './types.js';

/** What a spell of this family names with its cast (`detail:`). */
export type MovesDetail = 'clearing' | 'sound' | 'question' | 'enchant' | 'blown';

export type MovesEffect = SpellEffectDef & { detail?: MovesDetail };

export const MOVES_EFFECTS: Readonly<Record<string, MovesEffect>> = {
  // "Immediate PEER in any hex": the character aimed at rolls the day's PEER into the clearing named with the cast.
  'Talk to Wise Bird': { kind: 'instant-peer', target: 'character', detail: 'clearing' },
  // "Move sound chit to or from your hex": aimed at his own tile (the hex it comes to or leaves).
  'Whistle for Monsters': { kind: 'move-sound', target: 'tile', detail: 'sound' },
  // "Not attacked by warning or sound chits": read where his turn's monster roll summons (denizens/summoning.ts quiet).
  'Peace with Nature': { kind: 'peace-with-nature', target: 'character' },
  // "Immune to spells for one phase": a phase chit he plays in a combat round (magic/spell-chits.ts); spells aimed at him then fail.
  'Protection from Magic': { kind: 'immune-to-spells', target: 'character' },
  // "Add spell and MAGIC chit to artifact": a spell of his and the artifact or book that holds it while in force (magic/enchanted-artifacts.ts).
  'Enchant Artifact': { kind: 'enchant-artifact', target: 'self', detail: 'enchant' },
  // "Ask question with yes/no or number answer": the question to the GM, privately; the answer to him, privately.
  'Ask Demon': { kind: 'ask-demon', target: 'self', detail: 'question' },
  // "Must FLY T1 one hex (mountain only)": cast in a mountain clearing at an individual, naming a clearing of a tile
  // beside the caster's; at the reveal the target flies there at once, out of the combat (combat/spells/moves.ts).
  'Hurricane Winds': { kind: 'blow-away', target: 'individual', onlyIn: 'mountain', detail: 'blown' },
  // "Can FLY L1 in encounter combat and movement": a FLY chit its target holds (magic/fly.ts), used once — by day a
  // FLY phase (`FL <tile>`), in combat a run (`/combat run chit:"Broomstick"`) — which ends the spell.
  Broomstick: { kind: 'fly', target: 'character' },
};
