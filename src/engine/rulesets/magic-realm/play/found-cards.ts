/**
 * What finding some treasure cards does at once (issue 13; core-tables.json `loot` notes, RealmSpeak's Loot.java):
 * - an Enchanted card, a site card, the Mouldy Skeleton and the Remains of Thief are revealed as they are found (the
 *   table learns what he drew); any other card stays his secret until he uses it;
 * - the Mouldy Skeleton: the finder rolls on the Curse table, and the armour it holds goes on top of the site's pile,
 *   the Gold Helmet first, then the Silver Breastplate, then the Jade Shield;
 * - the Remains of Thief: the Curse table, 20 gold, and the treasures it holds are his;
 * - the Chest stays shut in his pack until he opens it (Lost Keys): the GM's.
 * Data and look-ups; the turn (turn.ts) and the events (evolve.ts) apply them. Pure.
 */
import { treasureNamed } from '../belongings/belongings.js';
import { isSiteCard } from './site-cards.js';

export interface Finding {
  /** The table learns what he drew. */
  revealed: boolean;
  /** He rolls on the Curse table. */
  curse?: true;
  /** Gold he gains. */
  gold?: number;
  /** The cards it holds become his. */
  gains?: true;
  /** The cards it holds go on top of the site's pile, in this order. */
  onTop?: readonly string[];
}

const SPECIAL: Readonly<Record<string, Finding>> = {
  'Mouldy Skeleton': { revealed: true, curse: true, onTop: ['Gold Helmet', 'Silver Breastplate', 'Jade Shield'] },
  'Remains of Thief': { revealed: true, curse: true, gold: 20, gains: true },
};

/** What finding this card does (undefined: nothing but taking it, secretly). */
export function findingOf(item: string): Finding | undefined {
  const special = SPECIAL[item];
  if (special) return special;
  if (isSiteCard(item) || treasureNamed(item)?.enchanted) return { revealed: true };
  return undefined;
}

/** The cards a Mouldy Skeleton's box holds, in the order they go on top of the pile (those of the order first). */
export function onTopOrder(finding: Finding, held: readonly string[]): string[] {
  const order = finding.onTop ?? [];
  return [...order.filter((c) => held.includes(c)), ...held.filter((c) => !order.includes(c))];
}
