/**
 * MAGIC SIGHT (issue 13; core-tables.json `magic_sight`): a SEARCH on the Magic Sight table by a character who has
 * Magic Sight — here, who carries the Phantom Glass (the World Fades spell and the characters' own come with the magic
 * issue). Two dice, the higher counts:
 * 1 Choice: the Peer or Locate row he wrote with the phase (`MS/P3`; unwritten, Locate 4: tables/search-choice.ts);
 * 2 Counters: the hidden individuals of his clearing are found (his "hidden enemies"), and he takes the topmost weapon,
 *   armour or horse counter of the discovered site in his clearing;
 * 3 Treasure cards: the same, the topmost treasure card;
 * 4 Perceive spell: the hidden found; he looks at every spell of the discovered site and learns the first one he can
 *   (runes.ts `learnable`) — it is not awakened;
 * 5 Discover chits: as Locate 4;
 * 6 Nothing.
 * The Loot table's site preconditions hold for rows 2 and 3 (the table's notes): a shut site (the Vault) gives
 * nothing, the Cairns and the Pool cost fatigue as a LOOT does (loot.ts). Pure: the caller applies the finds, the
 * card taken and the spell learned.
 */
import type { PronounWords } from '../../../pronouns.js';
import type { DiceSource } from '../../../dice.js';
import { armourNamed, HORSES, treasureNamed, weaponNamed } from '../belongings/belongings.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { MAGIC_SIGHT, rollOn, type Find, type RollModifier } from '../tables/core-tables.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import { choiceFinds, choiceWords, DEFAULT_CHOICE, type ChoiceRow } from '../tables/search-choice.js';
import { SHUT_SITES } from './loot.js';
import { learnable, type RunesRead } from './runes.js';
import type { CurseRoll } from '../characters/curses.js';

/** The treasure that gives Magic Sight in this engine. */
export const MAGIC_SIGHT_TREASURE = 'Phantom Glass';

/** Whether he has Magic Sight: he carries the Phantom Glass. */
export const hasMagicSight = (sheet: CharacterSheet | undefined): boolean => sheet?.treasures.includes(MAGIC_SIGHT_TREASURE) === true;

/** The discovered site in his clearing: its pile (what is left of it this turn, with each card's place) and spells. */
export interface SightSite {
  site: string;
  pile: readonly { item: string; k: number }[];
  spells: readonly string[];
  /** A shut site that was opened (loot.ts canOpen). */
  opened?: boolean;
}

/** MAGIC SIGHT as the table sees it: the roll and its row — what he took or learned is his. */
export type MagicSightOutcome = {
  code: 'MS';
  /** false: he has no Magic Sight, so no roll. */
  sight: boolean;
  dice?: number[];
  read?: number;
  text?: string;
  /** Row 1: the row he took. */
  chose?: ChoiceRow;
  finds?: Find[];
  /** Rows 2–4: the site he looked into (absent: none discovered here). */
  site?: string;
  shut?: true;
  /** Rows 2 and 3: whether he took something. */
  took?: boolean;
  /** Row 4: whether he learned a spell. */
  learned?: boolean;
  /** Rows 2 and 3: the card he drew, where the table sees it at once (found-cards.ts). */
  found?: string;
  /** The Curse table's roll that finding it brought. */
  curse?: CurseRoll;
  /** The roll's modifiers (roll-modifiers.ts). */
  mods?: RollModifier[];
};

export interface MagicSightResult {
  outcome: MagicSightOutcome;
  /** What his search turned up on the ground (the caller's `discover`). */
  finds: Find[];
  /** Rows 2 and 3: the card or counter taken, by its place in the site's pile. */
  take?: { site: string; item: string; index: number };
  /** Row 4: the spell learned. */
  read?: RunesRead;
}

const isCounter = (item: string): boolean => weaponNamed(item) !== undefined || armourNamed(item) !== undefined || HORSES.some((h) => h.name === item);
const isTreasureCard = (item: string): boolean => !isCounter(item) && treasureNamed(item) !== undefined;

export function magicSight(
  sheet: CharacterSheet | undefined,
  kit: CharacterKit | undefined,
  site: SightSite | undefined,
  choice: ChoiceRow | undefined,
  dice: DiceSource,
  mods: readonly RollModifier[] = [],
  /** Whether he has Magic Sight (the Phantom Glass, or World Fades: magic/day-rolls.ts magicSightOf). */
  has: boolean = hasMagicSight(sheet),
): MagicSightResult {
  if (!has) return { outcome: { code: 'MS', sight: false }, finds: [] };
  const roll = rollOn(MAGIC_SIGHT, dice, mods);
  const base: MagicSightOutcome = { code: 'MS', sight: true, dice: roll.dice, read: roll.read, text: roll.text, ...(roll.modifiers.length ? { mods: roll.modifiers } : {}) };
  const r = roll.result;
  switch (r.kind) {
    case 'choice': {
      const chose = choice ?? DEFAULT_CHOICE.MS;
      const finds = choiceFinds(chose);
      return { outcome: { ...base, chose, finds }, finds };
    }
    case 'discover':
      return { outcome: { ...base, finds: [...r.finds] }, finds: [...r.finds] };
    case 'counters':
    case 'treasure-cards': {
      if (!site) return { outcome: { ...base, finds: ['hidden-enemies'] }, finds: ['hidden-enemies'] };
      if (SHUT_SITES.has(site.site) && !site.opened) return { outcome: { ...base, finds: ['hidden-enemies'], site: site.site, shut: true }, finds: ['hidden-enemies'] };
      const top = site.pile.find((x) => (r.kind === 'counters' ? isCounter(x.item) : isTreasureCard(x.item)));
      return {
        outcome: { ...base, finds: ['hidden-enemies'], site: site.site, took: top !== undefined },
        finds: ['hidden-enemies'],
        ...(top ? { take: { site: site.site, item: top.item, index: top.k } } : {}),
      };
    }
    case 'perceive-spell': {
      if (!site) return { outcome: { ...base, finds: ['hidden-enemies'] }, finds: ['hidden-enemies'] };
      const spell = site.spells.find((s) => learnable(s, kit, sheet));
      return {
        outcome: { ...base, finds: ['hidden-enemies'], site: site.site, learned: spell !== undefined },
        finds: ['hidden-enemies'],
        ...(spell ? { read: { site: site.site, spell, learned: true, awakened: false } } : {}),
      };
    }
    default:
      return { outcome: { ...base, finds: [] }, finds: [] };
  }
}

/** MAGIC SIGHT in words, for the channel: never the card or the spell. */
export function magicSightLine(p: MagicSightOutcome, findWords: (f: readonly Find[]) => string, w: PronounWords): string {
  if (!p.sight) return `MAGIC SIGHT: ${w.subject} ${w.verb('has')} no Magic Sight (the ${MAGIC_SIGHT_TREASURE}), so nothing`;
  const head = `MAGIC SIGHT: ${p.dice!.join(', ')}${modifierWords(p.mods ?? [])} → ${p.read}: ${p.text!.split(':')[0]}`;
  if (p.chose) return `${head}: ${w.subject} ${w.verb('takes')} ${choiceWords(p.chose)}, ${findWords(p.finds ?? [])}`;
  if (p.shut) return `${head}: the ${p.site} must be opened first, so ${w.subject} ${w.verb('takes')} nothing`;
  if (p.took !== undefined) return `${head}: at the ${p.site} ${p.took ? `${w.subject} ${w.verb('takes')} one` : 'there is none to take'}`;
  if (p.learned !== undefined) return `${head}: ${w.subject} ${w.verb('looks')} at the spells of the ${p.site}${p.learned ? ' and learns one' : ', and can learn none'}`;
  if (p.read === 2 || p.read === 3 || p.read === 4) return `${head}: no site ${w.subject} ${w.verb('has')} discovered here`;
  return `${head}${p.finds?.length ? `: ${findWords(p.finds)}` : ''}`;
}
