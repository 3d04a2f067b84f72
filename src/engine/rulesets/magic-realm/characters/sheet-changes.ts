/**
 * The GM's changes to a character's sheet (issue 13: "the GM keeps his overrides … as events like any other"): give
 * or take a belonging, set a chit active, fatigued or wounded, set a piece of armour intact, damaged or destroyed.
 * Each gives the whole new sheet and a sentence; the rules that change sheets by themselves (fatigue, wounds, rest,
 * combat) come through the same shape later. Pure: a RuleError says what was wrong and how to say it right.
 */
import { atLeast } from '../terms.js';
import { RuleError } from '../../../core/types.js';
import { armourNamed, HORSES, treasureNamed, weaponNamed } from '../belongings/belongings.js';
import { characterWords, chitLabel, type CharacterKit } from './kits.js';
import type { ArmourState, CharacterSheet, ChitState } from './sheet.js';
import type { CurseName } from '../tables/types.js';
import { cursed } from '../characters/curses.js';

export const CHIT_STATES: readonly ChitState[] = ['active', 'fatigued', 'wounded'];
export const ARMOUR_STATES: readonly ArmourState[] = ['intact', 'damaged', 'destroyed'];

export type SheetChange =
  | { kind: 'give'; item: string }
  | { kind: 'take'; item: string }
  | { kind: 'chit'; chit: string; state: ChitState }
  | { kind: 'armour'; item: string; state: ArmourState }
  /** A curse the GM lays (the Imp, the Curse spell, a row he resolves) or lifts (characters/curses.ts). */
  | { kind: 'curse'; curse: CurseName; lift?: boolean }
  /** Issue 27 (001 l.19–20, l.67): a weapon he carries made his active one — the one active before goes inactive. */
  | { kind: 'activate'; item: string }
  /** His active weapon made inactive: he fights with his dagger until he activates one. */
  | { kind: 'inactivate'; item: string };

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A belonging of the game by name: its kind and its printed name. */
function belongingNamed(name: string): { kind: 'weapon' | 'armour' | 'horse' | 'treasure'; name: string } | undefined {
  const w = weaponNamed(name);
  if (w) return { kind: 'weapon', name: w.name };
  const a = armourNamed(name) ?? armourNamed(name, { treasure: true });
  if (a) return { kind: 'armour', name: a.name };
  const h = HORSES.find((x) => key(x.name) === key(name));
  if (h) return { kind: 'horse', name: h.name };
  const t = treasureNamed(name);
  return t ? { kind: 'treasure', name: t.name } : undefined;
}

/** The sheet after the change, and what happened in words; a RuleError when the change cannot be. */
/**
 * X1-17 (Expansion One 11.1, 11.1/2): a weapon he may wield with another in two-handed combat — lighter than his
 * vulnerability, neither a missile nor a weapon that takes both hands (the spear among them); or why not.
 */
export function secondWeaponProblem(kit: CharacterKit, name: string): string | undefined {
  const w = weaponNamed(name);
  if (!w) return `there is no weapon "${name}"`;
  if (w.missile || w.twoHanded) return `the ${w.name} takes both hands`;
  if (atLeast(w.weight, kit.vulnerability)) return `the ${w.name} (weight ${w.weight}) is not lighter than the ${kit.name}'s vulnerability ${kit.vulnerability}`;
  return undefined;
}

/**
 * The sheet after the change, and what happened in words; a RuleError when the change cannot be. With Expansion One
 * (`expansionOne`), a weapon given to a character who holds one becomes his second (X1-17) where both qualify.
 */
export function changeSheet(sheet: CharacterSheet, kit: CharacterKit, change: SheetChange, opts: { expansionOne?: boolean } = {}): { sheet: CharacterSheet; what: string } {
  switch (change.kind) {
    case 'give': {
      const b = belongingNamed(change.item);
      if (!b) throw new RuleError(`there is no belonging "${change.item}" in the game`, 'name a weapon, armour, horse or treasure as the game prints it, e.g. item:"Short Sword"');
      if (b.kind === 'weapon') {
        if (sheet.weapon && opts.expansionOne && !sheet.second) {
          const problem = secondWeaponProblem(kit, sheet.weapon.name) ?? secondWeaponProblem(kit, b.name);
          // Not wielded with his first (Expansion One 11.1): carried inactive, as in the core game.
          if (problem) return { sheet: { ...sheet, inactive: [...(sheet.inactive ?? []), b.name] }, what: `gets the ${b.name}, carried inactive (${problem}: no two-handed combat with the ${sheet.weapon.name})` };
          // The heavier is the primary (11.1): it keeps the alerted side; the second is always unalerted.
          const [first, second] = atLeast(weaponNamed(sheet.weapon.name)!.weight, weaponNamed(b.name)!.weight) ? [sheet.weapon.name, b.name] : [b.name, sheet.weapon.name];
          return { sheet: { ...sheet, weapon: { name: first, alerted: first === sheet.weapon.name && sheet.weapon.alerted }, second: { name: second } }, what: `gets the ${b.name}: the ${first} and the ${second} in two-handed combat (the ${first} primary)` };
        }
        // Issue 27: one weapon is active; another he gets is carried inactive until he activates it.
        if (sheet.weapon) return { sheet: { ...sheet, inactive: [...(sheet.inactive ?? []), b.name] }, what: `gets the ${b.name}, carried inactive (${characterWords(sheet.character).possessive} ${sheet.weapon.name} stays active)` };
        return { sheet: { ...sheet, weapon: { name: b.name, alerted: false } }, what: `gets the ${b.name}` };
      }
      if (b.kind === 'armour') return { sheet: { ...sheet, armour: [...sheet.armour, { name: b.name, state: 'intact' }] }, what: `gets the ${b.name}` };
      if (b.kind === 'horse') {
        if (sheet.horse) throw new RuleError(`${sheet.character} has the ${sheet.horse} already`, `take it first: /character take item:"${sheet.horse}"`);
        return { sheet: { ...sheet, horse: b.name }, what: `gets the ${b.name}` };
      }
      return { sheet: { ...sheet, treasures: [...sheet.treasures, b.name] }, what: `gets the ${b.name}` };
    }
    case 'take': {
      const k = key(change.item);
      if (sheet.second && key(sheet.second.name) === k) {
        const { second: _second, ...rest } = sheet;
        return { sheet: rest, what: `gives up the ${sheet.second.name}` };
      }
      if (sheet.weapon && key(sheet.weapon.name) === k) {
        const { weapon: _weapon, second, ...rest } = sheet;
        // His second weapon becomes his only one.
        return { sheet: second ? { ...rest, weapon: { name: second.name, alerted: false } } : rest, what: `gives up the ${sheet.weapon.name}` };
      }
      const idle = (sheet.inactive ?? []).findIndex((w) => key(w) === k);
      if (idle >= 0) return { sheet: withInactive(sheet, (sheet.inactive ?? []).filter((_, i) => i !== idle)), what: `gives up the ${sheet.inactive![idle]}` };
      if (sheet.horse && key(sheet.horse) === k) {
        const { horse: _horse, ...rest } = sheet;
        return { sheet: rest, what: `gives up the ${sheet.horse}` };
      }
      const armour = sheet.armour.findIndex((a) => key(a.name) === k);
      if (armour >= 0) return { sheet: { ...sheet, armour: sheet.armour.filter((_, i) => i !== armour) }, what: `gives up the ${sheet.armour[armour]!.name}` };
      const treasure = sheet.treasures.findIndex((t) => key(t) === k);
      if (treasure >= 0) return { sheet: { ...sheet, treasures: sheet.treasures.filter((_, i) => i !== treasure) }, what: `gives up the ${sheet.treasures[treasure]}` };
      throw new RuleError(`${sheet.character} has no "${change.item}"`, `${characterWords(sheet.character).subject} carries: ${carried(sheet).join(', ') || 'nothing'}`);
    }
    case 'chit': {
      // Chits of the same print are alike: the first one not yet in that state changes.
      const labels = kit.chits.map(chitLabel);
      const at = labels.findIndex((l, i) => key(l) === key(change.chit) && sheet.chits[i] !== change.state);
      if (at < 0) {
        if (!labels.some((l) => key(l) === key(change.chit))) throw new RuleError(`${sheet.character} has no chit "${change.chit}"`, `${characterWords(sheet.character).possessive} chits: ${[...new Set(labels)].join(', ')}`);
        throw new RuleError(`every ${change.chit} of ${sheet.character} is ${change.state} already`, 'name another chit or state');
      }
      const chits = sheet.chits.map((s, i) => (i === at ? change.state : s));
      return { sheet: { ...sheet, chits }, what: `${labels[at]} is ${change.state}${chits.every((s) => s === 'wounded') ? ` — ${characterWords(sheet.character).possessive} last chit: ${characterWords(sheet.character).subject} is dead` : ''}` };
    }
    case 'armour': {
      const at = sheet.armour.findIndex((a) => key(a.name) === key(change.item));
      if (at < 0) throw new RuleError(`${sheet.character} wears no "${change.item}"`, `${characterWords(sheet.character).possessive} armour: ${sheet.armour.map((a) => a.name).join(', ') || 'none'}`);
      return { sheet: { ...sheet, armour: sheet.armour.map((a, i) => (i === at ? { ...a, state: change.state } : a)) }, what: `${characterWords(sheet.character).possessive} ${sheet.armour[at]!.name} is ${change.state}` };
    }
    case 'activate': {
      const idle = sheet.inactive ?? [];
      const at = idle.findIndex((w) => key(w) === key(change.item));
      if (at < 0) {
        const w = characterWords(sheet.character);
        if (sheet.weapon && key(sheet.weapon.name) === key(change.item)) throw new RuleError(`${w.possessive} ${sheet.weapon.name} is active already`, idle.length ? `activate one ${w.subject} ${w.verb('carries')} inactive: ${idle.join(', ')}` : `${w.subject} ${w.verb('carries')} no other weapon`);
        throw new RuleError(`${sheet.character} carries no inactive weapon "${change.item}"`, idle.length ? `activate one of: ${idle.join(', ')}` : `${w.subject} ${w.verb('carries')} no other weapon`);
      }
      const name = idle[at]!;
      // The weapon active before goes inactive (unalerted); one weapon is active (his second, X1-17, stays wielded).
      const rest = [...idle.filter((_, i) => i !== at), ...(sheet.weapon ? [sheet.weapon.name] : [])];
      const his = characterWords(sheet.character).possessive;
      return { sheet: { ...withInactive(sheet, rest), weapon: { name, alerted: false } }, what: `activates ${his} ${name}${sheet.weapon ? ` (${his} ${sheet.weapon.name} inactive)` : ''}` };
    }
    case 'inactivate': {
      if (!sheet.weapon || key(sheet.weapon.name) !== key(change.item)) throw new RuleError(`${sheet.character}'s active weapon is ${sheet.weapon ? `the ${sheet.weapon.name}` : 'none'}, not "${change.item}"`, sheet.weapon ? `inactivate it: item:"${sheet.weapon.name}"` : `${characterWords(sheet.character).subject} ${characterWords(sheet.character).verb('has')} no active weapon to inactivate`);
      const { weapon, ...rest } = sheet;
      return { sheet: { ...rest, inactive: [...(sheet.inactive ?? []), weapon.name] }, what: `inactivates ${characterWords(sheet.character).possessive} ${weapon.name}` };
    }
    case 'curse': {
      const has = sheet.curses?.includes(change.curse) === true;
      if (change.lift) {
        if (!has) throw new RuleError(`${sheet.character} is not under the ${change.curse} curse`, `${characterWords(sheet.character).possessive} curses: ${sheet.curses?.join(', ') || 'none'}`);
        const curses = sheet.curses!.filter((c) => c !== change.curse);
        const { curses: _all, ...rest } = sheet;
        return { sheet: curses.length ? { ...rest, curses } : rest, what: `is freed of the ${change.curse} curse` };
      }
      if (has) throw new RuleError(`${sheet.character} is under the ${change.curse} curse already`, `a curse ${characterWords(sheet.character).subject} has does nothing more; lift it with lift:true`);
      return { sheet: cursed(sheet, kit, change.curse), what: `is cursed: ${change.curse}` };
    }
  }
}

/** The sheet with these inactive weapons (none: the field left out). */
function withInactive(sheet: CharacterSheet, inactive: string[]): CharacterSheet {
  const { inactive: _old, ...rest } = sheet;
  return inactive.length ? { ...rest, inactive } : rest;
}

/**
 * A belonging he picks up (a LOOT, a theft): worn or held where its place is free — his weapon, his horse — else a
 * weapon is carried inactive (issue 27) and anything else among his other belongings (the card lists them with his
 * treasures). Never refused.
 */
export function carry(sheet: CharacterSheet, item: string): CharacterSheet {
  const b = belongingNamed(item);
  if (b?.kind === 'weapon') return sheet.weapon ? { ...sheet, inactive: [...(sheet.inactive ?? []), b.name] } : { ...sheet, weapon: { name: b.name, alerted: false } };
  if (b?.kind === 'armour') return { ...sheet, armour: [...sheet.armour, { name: b.name, state: 'intact' }] };
  if (b?.kind === 'horse' && !sheet.horse) return { ...sheet, horse: b.name };
  return { ...sheet, treasures: [...sheet.treasures, b?.name ?? item] };
}

/** Every belonging he carries, as the game prints it: active weapons, inactive ones, armour, horse, treasures. */
export const carried = (s: CharacterSheet): string[] => [...(s.weapon ? [s.weapon.name] : []), ...(s.second ? [s.second.name] : []), ...(s.inactive ?? []), ...s.armour.map((a) => a.name), ...(s.horse ? [s.horse] : []), ...s.treasures];
