/**
 * What a TRADE or HIRE phase names (issue 13), as the player types it after the code: `T Lancers buy Shield`,
 * `T Crone sell Flowers of Rest`, `HR Lancers`. The group is one word — a native group (any case, "Lancer" or
 * "Lancers") or a visitor — and the item a belonging of the game as it is printed. Parsed once when the orders are
 * recorded (a RuleError that shows how to write it), kept as the phase's `target` text and read back in Daylight.
 */
import { travellerNamed } from '../denizens/travellers.js';
import { RuleError } from '../../../core/types.js';
import { priced } from '../belongings/belongings.js';
import { findNativeGroup, NATIVE_GROUPS } from '../characters/characters.js';

export { NATIVE_GROUPS };
import { TREASURE_SETUP } from '../tables/core-tables.js';

/** The visitors of the set-up card (Crone, Scholar, Shaman, Warlock): they trade, but are never hired. */
export const VISITORS: readonly string[] = TREASURE_SETUP.boxes.filter((b) => b.kind === 'visitor').map((b) => b.box);

/** A TRADE phase's deal: buy an item from the group, or sell him one of his own. */
export interface Trade {
  group: string;
  deal: 'buy' | 'sell';
  item: string;
}

export const TRADE_EXAMPLE = 'T Lancers buy Shield';
export const HIRE_EXAMPLE = 'HR Lancers';
/** `, e.g. "T Lancers sell Shield"` — the player's own (orders/example.ts), or nothing when he has none to make. */
const eg = (example: string | undefined): string => (example ? `, e.g. "${example}"` : '');
const GROUPS_HINT = `the native groups are ${NATIVE_GROUPS.join(', ')}; the visitors ${VISITORS.join(', ')}`;

/** The native group or visitor named (any case), or undefined. */
export function groupNamed(name: string): string | undefined {
  return findNativeGroup(name) ?? VISITORS.find((v) => v.toLowerCase() === name.trim().toLowerCase());
}

/** A TRADE phase's words after `T`: `Lancers buy Shield`. A RuleError says what is missing and shows it written. */
export function parseTrade(words: readonly string[], example?: string): Trade {
  const how = `Write the group, buy or sell, and the item (T <group> buy|sell <item>)${eg(example)}.`;
  const [who, deal, ...item] = words;
  if (who === undefined) throw new RuleError('"T" (TRADE) needs the group to trade with and what to buy or sell.', how);
  const group = groupNamed(who);
  if (!group) throw new RuleError(`"${who}" is neither a native group nor a visitor (${GROUPS_HINT}).`, how);
  const d = deal?.toLowerCase();
  if (d !== 'buy' && d !== 'sell') throw new RuleError(`"T ${group}${deal ? ` ${deal}` : ''}": say buy or sell.`, how);
  if (item.length === 0) throw new RuleError(`"T ${group} ${d}" needs the item.`, how);
  const p = priced(item.join(' '));
  if (!p) throw new RuleError(`"${item.join(' ')}" is no belonging with a price: name a weapon, armour, horse or treasure as the game prints it.`, how);
  return { group, deal: d, item: p.name };
}

/** A HIRE phase's words after `HR`: the native group (visitors are not hired). */
export function parseHire(words: readonly string[], example?: string): string {
  const how = `Write the native group to hire (HR <group>), or a traveller of Expansion One (HR Cook)${eg(example)}.`;
  if (words.length === 0) throw new RuleError('"HR" (HIRE) needs the native group to hire.', how);
  const name = words.join(' ');
  const group = findNativeGroup(name);
  if (group) return group;
  // X1-11: a traveller hired at his fixed wage (whether one stands where the phase is done is read then).
  const traveller = travellerNamed(name);
  if (traveller) return traveller.name;
  if (VISITORS.some((v) => v.toLowerCase() === name.toLowerCase())) throw new RuleError(`visitors are not hired (${name}): trade with them instead (T ${name} buy …).`, how);
  throw new RuleError(`"${name}" is no native group (${GROUPS_HINT}).`, how);
}

/** The deal as the phase keeps it: `Lancers buy Shield`. */
export const tradeText = (t: Trade): string => `${t.group} ${t.deal} ${t.item}`;

/** A kept TRADE target read back (it was checked when recorded). */
export const readTrade = (target: string): Trade => parseTrade(target.split(/\s+/));

/** A STEAL phase's target (X1-7): the native group, and the item he wants should the roll let him choose. */
export interface StealTarget {
  group: string;
  item?: string;
}

export const STEAL_EXAMPLE = 'ST Soldiers Short Sword';

/** A STEAL phase's words after `ST`: the native group, then the item he wants (optional). */
export function parseSteal(words: readonly string[], example?: string): StealTarget {
  const how = `Write the native group, and the item you want should the roll let you choose (ST <group> [<item>])${eg(example)}.`;
  const [who, ...item] = words;
  if (who === undefined) throw new RuleError('"ST" (STEAL) needs the native group to steal from.', how);
  const group = findNativeGroup(who);
  if (!group) throw new RuleError(`"${who}" is no native group (${GROUPS_HINT}).`, how);
  if (item.length === 0) return { group };
  const p = priced(item.join(' '));
  if (!p) throw new RuleError(`"${item.join(' ')}" is no belonging of the game: name a weapon, armour, horse or treasure as the game prints it.`, how);
  return { group, item: p.name };
}

/** The steal as the phase keeps it: `Soldiers Short Sword`. */
export const stealText = (t: StealTarget): string => `${t.group}${t.item ? ` ${t.item}` : ''}`;
/** A kept STEAL target read back. */
export const readSteal = (target: string): StealTarget => parseSteal(target.split(/\s+/));
