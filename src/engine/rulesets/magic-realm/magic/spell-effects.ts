/**
 * What each spell does when cast, as the engine carries it out (issue 29): one table joined from the families of
 * magic/effects/ — a spell is one entry of its family's table, with its kind and target (effects/types.ts). A spell
 * in no family is 'open': refused at the cast with a sentence naming it (combat/cast.ts), never left silently to the
 * GM. tests/engine/magic-realm/spells.test.ts checks that every spell of both lists is here, once.
 */
import { ATTACK_EFFECTS, type AttackEffect } from './effects/attack.js';
import { DAY_PHASES_EFFECTS, type DayPhasesEffect } from './effects/day-phases.js';
import { DAY_ROLLS_EFFECTS, type DayRollsEffect } from './effects/day-rolls.js';
import { DENIZENS_EFFECTS, type DenizensEffect } from './effects/denizens.js';
import { IN_COMBAT_EFFECTS, type InCombatEffect } from './effects/in-combat.js';
import { INSTANT_EFFECTS, type InstantEffect } from './effects/instant.js';
import { MAGIC_CHANGE_EFFECTS, type MagicChangeEffect } from './effects/magic-change.js';
import { MOVES_EFFECTS, type MovesEffect } from './effects/moves.js';
import { SPELLS } from './spells.js';

/** A spell's effect as the engine carries it out: one family's entry. */
export type SpellEffectDef = AttackEffect | MagicChangeEffect | InstantEffect | InCombatEffect | DayPhasesEffect | DayRollsEffect | MovesEffect | DenizensEffect;

/** A spell's effect as the engine knows it: its entry, or 'open' while the spell is not built. */
export type SpellEffect = SpellEffectDef | 'open';

const FAMILIES: readonly Readonly<Record<string, SpellEffectDef>>[] = [ATTACK_EFFECTS, MAGIC_CHANGE_EFFECTS, INSTANT_EFFECTS, IN_COMBAT_EFFECTS, DAY_PHASES_EFFECTS, DAY_ROLLS_EFFECTS, MOVES_EFFECTS, DENIZENS_EFFECTS];

/** Every spell of both lists: its family's entry, or 'open'. */
export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = Object.fromEntries(
  SPELLS.map(({ name }) => [name, FAMILIES.find((f) => name in f)?.[name] ?? 'open']),
);

/** The spells named by more than one family (tested empty: a spell is one entry). */
export const spellsInTwoFamilies = (): string[] => SPELLS.map((s) => s.name).filter((n) => FAMILIES.filter((f) => n in f).length > 1);

/** The entries of the families that name no spell of either list (tested empty: a misspelt name). */
export const unknownSpellEntries = (): string[] => FAMILIES.flatMap((f) => Object.keys(f)).filter((n) => !(n in SPELL_EFFECTS));

/** A spell's effect (its entry), or 'open'. */
export const effectOf = (spell: string): SpellEffect => SPELL_EFFECTS[spell] ?? 'open';

/** A spell's effect kind, or 'open'. */
export const kindOf = (spell: string): string => {
  const e = effectOf(spell);
  return e === 'open' ? 'open' : e.kind;
};

/** Whether the engine carries a spell out, or refuses it by name. */
export const carriedOut = (spell: string): boolean => effectOf(spell) !== 'open';

/** The spells the engine carries out, in the lists' order (docs/rules.md names the rest). */
export const carriedOutSpells = (): string[] => Object.keys(SPELL_EFFECTS).filter(carriedOut);
