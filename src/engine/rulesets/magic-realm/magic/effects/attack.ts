/**
 * MP-10: the attack spells (the `attack` kind): a missile attack on each target (magic/attack-spells.ts
 * ATTACK_SPELLS), carried out by the reveal of the combat round like a missile weapon's (combat/reveal.ts).
 * Lightning Bolt's "MISSILE attack mountain only" is cast only by a caster standing in a mountain clearing; its
 * target "attacker" is one individual, Fiery Blast's and Stones Fly's "multiple" one or more.
 */
import type { SpellEffectDef } from './types.js';

export interface AttackEffect extends SpellEffectDef {
  kind: 'attack';
}

export const ATTACK_EFFECTS: Readonly<Record<string, AttackEffect>> = {
  'Stones Fly': { kind: 'attack', target: 'individuals' },
  'Lightning Bolt': { kind: 'attack', target: 'attacker', onlyIn: 'mountain' },
  'Fiery Blast': { kind: 'attack', target: 'individuals' },
};
