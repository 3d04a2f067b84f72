/**
 * The belongings of Magic Realm as the engine reads them: weapons, armour, horses and treasure cards of the published
 * game. The facts are generated into weapon-data.ts, armour-data.ts, horse-data.ts and treasure-data.ts by
 * scripts/derive-realm-objects.ts; this module gives them their types and the look-ups (pure, no game state).
 * Counters of the same name and the same numbers are one entry with a `count`.
 */
import type { MagicColour } from '../magic/colour-magic.js';
import type { AttackDirection, MagicType, Strength } from '../terms.js';
import { ARMOUR } from './armour-data.js';
import { HORSES } from './horse-data.js';
import { TREASURES } from './treasure-data.js';
import { WEAPONS } from './weapon-data.js';

export { ARMOUR, HORSES, TREASURES, WEAPONS };

/** One side of a weapon counter. */
export interface WeaponSide {
  /** Harm letter; absent when the side prints none (the Spear's unalerted side). */
  readonly strength?: Strength;
  /** Sharpness stars. */
  readonly sharpness: number;
  /** Attack time; absent when the side prints none (the character's FIGHT chit gives the time). */
  readonly attack?: number;
}

export interface WeaponDef {
  readonly name: string;
  readonly weight: Strength;
  readonly length: number;
  readonly unalerted: WeaponSide;
  readonly alerted: WeaponSide;
  /** A missile weapon (bows, the Crossbow). */
  readonly missile?: true;
  readonly twoHanded?: true;
  /** Expansion One 11.2 (X1-17): may be thrown from hiding (the Spear and the hand Axe). */
  readonly throwable?: true;
  /** Price in gold. */
  readonly price: number;
  /** A treasure of the set-up card (the magic swords), with its fame and notoriety; not a native group's. */
  readonly treasure?: true;
  readonly fame?: number;
  readonly notoriety?: number;
  /** How many such counters the game has. */
  readonly count: number;
}

export type ArmourKind = 'suit' | 'breastplate' | 'helmet' | 'shield';

export interface ArmourDef {
  readonly name: string;
  readonly kind: ArmourKind;
  /**
   * The attack directions it stops (core-tables "harm_to_character"): a suit of armour all three, a breastplate
   * thrust and swing (boxes 1 and 2), a helmet smash (box 3); a shield the direction of the box it is played in.
   */
  readonly protects: readonly AttackDirection[] | 'its box';
  readonly weight: Strength;
  /** The harm it withstands (its vulnerability): equal harm damages it, greater destroys it. */
  readonly toughness: Strength;
  /** Price in gold when intact, damaged and (treasure armour only) destroyed. */
  readonly price: { readonly intact: number; readonly damaged: number; readonly destroyed?: number };
  readonly treasure?: true;
  readonly fame?: number;
  readonly notoriety?: number;
  readonly count: number;
}

export type HorseKind = 'pony' | 'horse' | 'warhorse';

/** One side of a horse counter: the strength it carries and its move time. */
export interface HorseSide {
  readonly strength: Strength;
  readonly move: number;
}

export interface HorseDef {
  readonly name: string;
  readonly kind: HorseKind;
  readonly vulnerability: Strength;
  readonly armoured?: true;
  /** Its two sides, as RealmSpeak names them. */
  readonly trot: HorseSide;
  readonly gallop: HorseSide;
  readonly price: number;
  readonly treasure?: true;
  readonly count: number;
}

/**
 * What a treasure card is: a Site card (found by searching: Crypt of the Knight, Enchanted Meadow, Toadstool Circle),
 * a card that holds other treasures (Chest, Remains of Thief, Mouldy Skeleton), an artifact or a book (spell
 * sources), a potion (discarded when used), boots or gloves (MOVE or FIGHT in play), armour, or something else.
 */
export type TreasureKind = 'site' | 'container' | 'artifact' | 'book' | 'potion' | 'boots' | 'gloves' | 'armour' | 'other';

export interface TreasureDef {
  readonly name: string;
  readonly size: 'large' | 'small';
  readonly kind: TreasureKind;
  readonly fame: number;
  readonly notoriety: number;
  /** Price in gold (absent on Site cards and the cards that hold treasures). */
  readonly price?: number;
  /** Weight letter (absent: negligible). */
  readonly weight?: Strength;
  /** A great treasure (BI-4 victory requirements count them). */
  readonly great?: true;
  /** An Enchanted card: revealed when found. */
  readonly enchanted?: true;
  /** Magic types of an artifact or book (a book may have two). */
  readonly magic?: readonly MagicType[];
  /** The colour of magic it supplies. */
  readonly colour?: MagicColour;
  /** The native group whose treasure pile it starts in. */
  readonly heldBy?: string;
}

const key = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The weapon named (any case), or undefined. */
export const weaponNamed = (name: string): WeaponDef | undefined => WEAPONS.find((w) => key(w.name) === key(name));

/** The armour named (any case): the native groups' piece, or with `treasure` the set-up card's one. */
export const armourNamed = (name: string, { treasure = false } = {}): ArmourDef | undefined =>
  ARMOUR.find((a) => key(a.name) === key(name) && (a.treasure ?? false) === treasure);

/** The horses of a kind (pony, horse, warhorse): their counters differ. */
export const horsesOf = (kind: HorseKind): readonly HorseDef[] => HORSES.filter((h) => h.kind === kind);

/** The treasure card named (any case), or undefined. */
export const treasureNamed = (name: string): TreasureDef | undefined => TREASURES.find((t) => key(t.name) === key(name));

/**
 * A belonging as it is bought and sold (TRADE, core-tables "meeting": the price is a multiple of the item's price):
 * a weapon, a piece of armour (intact: the native groups' counter before the treasure of that name), a horse (the
 * first counter of that name) or a treasure card with a price; its printed name and price in gold. Undefined for any
 * other name, and for the cards that have no price (Site cards, the cards that hold treasures).
 */
export function priced(name: string): { name: string; price: number } | undefined {
  const w = weaponNamed(name);
  if (w) return { name: w.name, price: w.price };
  const a = armourNamed(name) ?? armourNamed(name, { treasure: true });
  if (a) return { name: a.name, price: a.price.intact };
  const h = HORSES.find((x) => key(x.name) === key(name));
  if (h) return { name: h.name, price: h.price };
  const t = treasureNamed(name);
  return t && t.price !== undefined ? { name: t.name, price: t.price } : undefined;
}
