/**
 * The set-up card of a Magic Realm game (core-tables "treasure_setup" and "appearance_chart"): its boxes, each with
 * the treasure and belonging cards dealt into it (face down: the GM's) and the denizens waiting in it (everyone's).
 *
 * Box names (a contract other modules rely on):
 * - a native group's box is named exactly as the group in NATIVES (`NativeDef.group`: 'Company', 'Lancers',
 *   'Soldiers', …); its `treasures` are what that group holds and sells (the dealt cards and its counters);
 * - a site's box is the site's name ('Hoard', 'Lair', …), its denizens the site's guardians;
 * - a monster box is named as the appearance chart names it ('Wolves Box'); where a row has several boxes of one
 *   name they are numbered as MonsterDef.setUp.box numbers them ('Giant Box 1', 'Giant Box 2');
 * - the Ghosts wait in 'Bones V' (their warning chit); every other box is named as TREASURE_SETUP names it.
 */
export interface SetUpBox {
  /** Treasure and belonging cards, top of the pile first (face down: the GM only). */
  treasures: string[];
  /** Monsters and natives waiting in the box (public: the set-up card lies open on the table). */
  denizens: string[];
  /**
   * Spell cards, top first (face down: the GM only; setup/deal.ts). A site's awakened spell goes to the bottom
   * (core-tables "read_runes" notes); a learned spell stays (a character writes it on his sheet).
   */
  spells?: string[];
  /** A shut site (the Vault, the Crypt of the Knight) a character opened: its pile may be looted from now on. */
  opened?: true;
}

export interface SetUpCard {
  boxes: Record<string, SetUpBox>;
}

/** The box a monster of the data starts in: its start, numbered where the chart has several boxes of that name. */
export const monsterBoxName = (setUp: { start: string; box?: number }): string => (setUp.box ? `${setUp.start} ${setUp.box}` : setUp.start);

/** A box of the card (an empty one where the card has none of that name). */
export const boxOf = (card: SetUpCard | undefined, name: string): SetUpBox => card?.boxes[name] ?? { treasures: [], denizens: [] };
