/**
 * MP-9, the `magic-change` kind (day spells): the types of its caster's MAGIC chits changed while it is in force, as
 * its card's text reads ("Change MAGIC II to IV and VIII to III": magic/in-force.ts magicChangeOf, kitUnderSpells).
 * Its target, "magic(II,VIII)", is read as the caster's own MAGIC chits: he names himself.
 */
import type { SpellEffectDef } from './types.js';

export interface MagicChangeEffect extends SpellEffectDef {
  kind: 'magic-change';
  target: 'self';
}

export const MAGIC_CHANGE_EFFECTS: Readonly<Record<string, MagicChangeEffect>> = {
  "Witch's Brew": { kind: 'magic-change', target: 'self' },
  'Faerie Lights': { kind: 'magic-change', target: 'self' },
  'Elemental Spirit': { kind: 'magic-change', target: 'self' },
};
