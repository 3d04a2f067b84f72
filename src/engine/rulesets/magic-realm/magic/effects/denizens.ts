/**
 * Issue 29: the spells that change a shape or command denizens (Transform, Absorb Essence, Control Bats, Guide Spider or Octopus, Persuade, Deal with Goblins). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/denizens.ts for what happens at the reveal; the spells in force are read where they apply:
 * magic/shapes.ts, magic/commanded.ts). Readings: docs/rules.md "Spells on shapes and denizens".
 */
import type { Relationship } from '../../tables/core-tables.js';
import type { SpellEffectDef } from './types.js';

/**
 * A denizens spell: its kind and target, and for the spells aimed at monsters of some kinds only (the card's target:
 * "bats", "spider, octopus", "goblins", "human group"), the words of the monsters' names it takes (`takes`) and
 * whether it takes a native group (`natives`); a pacifying spell's relationship (`becomes`).
 */
export type DenizensEffect = SpellEffectDef &
  (
  | { kind: 'transform'; target: 'individual' }
  | { kind: 'absorb-essence'; target: 'monster' }
  | { kind: 'control'; target: 'denizens' | 'monster'; takes: readonly string[] }
  | { kind: 'pacify'; target: 'denizens'; takes: readonly string[]; natives?: true; becomes: Extract<Relationship, 'friendly' | 'neutral'> }
  );

export const DENIZENS_EFFECTS: Readonly<Record<string, DenizensEffect>> = {
  // "Become beast (roll for TRANSFORM)"
  Transform: { kind: 'transform', target: 'individual' },
  // "Become monster"
  'Absorb Essence': { kind: 'absorb-essence', target: 'monster' },
  // "MOVE and FIGHT with bats"
  'Control Bats': { kind: 'control', target: 'denizens', takes: ['bat'] },
  // "MOVE and FIGHT with one monster" (target "spider, octopus")
  'Guide Spider or Octopus': { kind: 'control', target: 'monster', takes: ['spider', 'octopus'] },
  // "Group becomes FRIENDLY (works on giants and ogres too)" (target "human group")
  Persuade: { kind: 'pacify', target: 'denizens', takes: ['giant', 'ogre'], natives: true, becomes: 'friendly' },
  // "Group becomes NEUTRAL (can TRADE/HIRE)"
  'Deal with Goblins': { kind: 'pacify', target: 'denizens', takes: ['goblin'], becomes: 'neutral' },
};
