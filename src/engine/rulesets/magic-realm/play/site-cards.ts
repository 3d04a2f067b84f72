/**
 * The site cards (issue 13; core-tables.json `loot` notes and the three site card tables): the Crypt of the Knight,
 * the Enchanted Meadow and the Toadstool Circle are treasure cards that are sites. Drawn from a pile (LOOT, Magic
 * Sight), one is revealed at once and stays in the clearing where it was found, face up, with the cards its box on
 * the set-up card holds; the finder has discovered it, anyone else discovers it as a site (LOCATE). A LOOT there rolls
 * on the card's own table instead of the Loot table:
 * - take the topmost horse / armour / weapon counter or treasure card of its pile;
 * - gold (the Crypt's row 5);
 * - the Curse table (curses.ts applies it);
 * - the Wish or the Power of the Pit table: rolled and shown, the GM applies what it says;
 * - heal: every fatigued and wounded chit active again;
 * - teleport to a cave clearing of his choice, Peer into any clearing today: the GM's.
 * Pure.
 */
import type { PronounWords } from '../../../pronouns.js';
import type { DiceSource } from '../../../dice.js';
import { armourNamed, HORSES, treasureNamed, weaponNamed } from '../belongings/belongings.js';
import { CRYPT_OF_THE_KNIGHT, ENCHANTED_MEADOW, POWER_OF_THE_PIT, rollOn, TOADSTOOL_CIRCLE, WISH, type PlainTable, type RollModifier, type SiteCardResult } from '../tables/core-tables.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import { rollCurse, type CurseRoll } from '../characters/curses.js';

const TABLES: Readonly<Record<string, PlainTable<SiteCardResult>>> = {
  'Crypt of the Knight': CRYPT_OF_THE_KNIGHT,
  'Enchanted Meadow': ENCHANTED_MEADOW,
  'Toadstool Circle': TOADSTOOL_CIRCLE,
};

/** The site cards, by name. */
export const SITE_CARDS: readonly string[] = Object.keys(TABLES);

export const isSiteCard = (name: string): boolean => name in TABLES;

/** What a LOOT of a site card did, for the channel (the card taken is his secret). */
export interface SiteCardLoot {
  dice: number[];
  read: number;
  text: string;
  /** A counter or card taken from its pile (absent: there was none of that kind). */
  took?: boolean;
  gold?: number;
  curse?: CurseRoll;
  /** The Wish or Power of the Pit table's roll, which the GM applies. */
  then?: { table: string; dice: number[]; read: number; text: string };
  heal?: true;
  /** The GM applies it (teleport, Peer into any clearing, a Wish, the Power of the Pit). */
  gmApplies?: true;
  /** The roll's modifiers (roll-modifiers.ts). */
  mods?: RollModifier[];
}

const KIND_OF: Record<'horse' | 'armor' | 'weapon' | 'treasure', (item: string) => boolean> = {
  horse: (item) => HORSES.some((h) => h.name === item),
  armor: (item) => armourNamed(item) !== undefined || armourNamed(item, { treasure: true }) !== undefined,
  weapon: (item) => weaponNamed(item) !== undefined,
  treasure: (item) => treasureNamed(item) !== undefined && weaponNamed(item) === undefined && armourNamed(item, { treasure: true }) === undefined,
};

/** A LOOT of a site card: its table's roll and what it does; `take` is the card taken by its place in the pile. */
export function lootSiteCard(
  card: string,
  pile: readonly { item: string; k: number }[],
  dice: DiceSource,
  mods: readonly RollModifier[] = [],
  curseMods: readonly RollModifier[] = [],
): { loot: SiteCardLoot; take?: { item: string; index: number } } {
  const roll = rollOn(TABLES[card]!, dice, mods);
  const loot: SiteCardLoot = { dice: roll.dice, read: roll.read, text: roll.text, ...(roll.modifiers.length ? { mods: roll.modifiers } : {}) };
  const r = roll.result;
  switch (r.kind) {
    case 'take-first': {
      const top = pile.find((x) => KIND_OF[r.what](x.item));
      return { loot: { ...loot, took: top !== undefined }, ...(top ? { take: { item: top.item, index: top.k } } : {}) };
    }
    case 'gold':
      return { loot: { ...loot, gold: r.amount } };
    case 'roll-table': {
      if (r.table === 'curse') return { loot: { ...loot, curse: rollCurse(dice, curseMods) } };
      const next = rollOn<unknown>(r.table === 'wish' ? WISH : POWER_OF_THE_PIT, dice);
      return { loot: { ...loot, then: { table: r.table === 'wish' ? 'Wish' : 'Power of the Pit', dice: next.dice, read: next.read, text: next.text }, gmApplies: true } };
    }
    case 'heal':
      return { loot: { ...loot, heal: true } };
    case 'teleport':
    case 'peer-any-clearing-today':
      return { loot: { ...loot, gmApplies: true } };
    default:
      return { loot };
  }
}

/** A site card's LOOT in words, after "LOOT at the Enchanted Meadow: ". */
export function siteCardLine(l: SiteCardLoot, w: PronounWords): string {
  const head = `${l.dice.join(', ')}${modifierWords(l.mods ?? [])} → ${l.read}: ${l.text}`;
  if (l.took !== undefined) return `${head}${l.took ? `: ${w.subject} ${w.verb('takes')} it` : ': there is none in its pile'}`;
  if (l.curse) return `${head} — ${l.curse.line}`;
  if (l.then) return `${head} — ${l.then.table} table: ${l.then.dice.join(', ')} → ${l.then.read}: ${l.then.text} (the GM applies it)`;
  if (l.gmApplies) return `${head} (the GM applies it)`;
  return head;
}
