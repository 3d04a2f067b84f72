/**
 * What each spell does when cast, as the engine carries it out: one entry per spell of magic/spells.ts (tested), its
 * effect's kind once the rule is built, 'open' until then. The magic issue turns an entry from 'open' to its kind as
 * it builds the spell (with its test, and the rule ID beside the code). A spell still 'open' is refused at the cast
 * with a sentence naming it (combat/cast.ts), never left silently to the GM.
 */
/**
 * The kinds of spell effect the engine carries out; the magic issue adds each kind here as it builds it (a roll on
 * the spell's table, an extra phase, a change of MAGIC chits…).
 * - `attack` (MP-10): a missile attack on each target (attack-spells.ts ATTACK_SPELLS), carried out by the reveal of
 *   the combat round like a missile weapon's (combat/reveal.ts).
 * - `magic-change` (MP-9, a day spell): the types of its caster's MAGIC chits changed while it is in force, as its
 *   card's text reads ("Change MAGIC II to IV and VIII to III": magic/in-force.ts magicChangeOf, kitUnderSpells).
 */
export type SpellEffectKind = 'attack' | 'magic-change';

/** Whether the engine carries a spell out (MP-10 and the kinds above), or refuses it by name. */
export const carriedOut = (spell: string): boolean => (SPELL_EFFECTS[spell] ?? 'open') !== 'open';

/** The spells the engine carries out, in the list's order (docs/rules.md names the rest). */
export const carriedOutSpells = (): string[] => Object.keys(SPELL_EFFECTS).filter(carriedOut);

/** A spell's effect as the engine knows it: the kind it carries out, or 'open' while the spell is not built. */
export type SpellEffect = SpellEffectKind | 'open';

/** A spell's effect kind (its entry below). */
export const effectOf = (spell: string): SpellEffect => SPELL_EFFECTS[spell] ?? 'open';

export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = {
  // The published game's spell cards (spell-data.ts).
  'Make Whole': 'open',
  'Small Blessing': 'open',
  "Witch's Brew": 'magic-change',
  'Talk to Wise Bird': 'open',
  'Peace': 'open',
  'Exorcise': 'open',
  'Prophecy': 'open',
  'Fog': 'open',
  'Enchant Artifact': 'open',
  'Elven Grace': 'open',
  'Faerie Lights': 'magic-change',
  'See Hidden Signs': 'open',
  'Elemental Spirit': 'magic-change',
  'Lost': 'open',
  'Illusion': 'open',
  'Stones Fly': 'attack',
  'Ask Demon': 'open',
  'Control Bats': 'open',
  'Lightning Bolt': 'attack',
  'Fiery Blast': 'attack',
  'Blazing Light': 'open',
  'Roof Collapses': 'open',
  'Pentangle': 'open',
  'Curse': 'open',
  'Phantasm': 'open',
  'Transform': 'open',
  'Sense Danger': 'open',
  'Violent Storm': 'open',
  'Hurricane Winds': 'open',
  'Absorb Essence': 'open',
  'Power of the Pit': 'open',
  'Bad Luck': 'open',
  'Poison': 'open',
  'Remedy': 'open',
  'Persuade': 'open',
  'Deal with Goblins': 'open',
  'Unleash Power': 'open',
  'Dissolve Spell': 'open',
  'Melt Into Mist': 'open',
  'World Fades': 'open',
  'Blend Into Background': 'open',
  'Broomstick': 'open',
  'Premonition': 'open',
  'Protection from Magic': 'open',
  'Peace with Nature': 'open',
  'Guide Spider or Octopus': 'open',
  'Whistle for Monsters': 'open',
  // Expansion One's LIST OF SPELLS (X1-22, expansion-one-spells.ts).
  'Prayer': 'open',
  'Vision': 'open',
  'Miracle': 'open',
  'Heal': 'open',
  'Rocks Glow': 'open',
  'Flame Sword': 'open',
  'Hypnotize': 'open',
  'Sword Song': 'open',
  'Sleep': 'open',
  'Fleet Foot': 'open',
  'Spider Web': 'open',
  'Bewilder': 'open',
  'Send': 'open',
  'Ice Storm': 'open',
  'Wall Of Force': 'open',
  'Magic Shield': 'open',
  'Magic Mirror': 'open',
  'Elemental': 'open',
  'Drain Life': 'open',
  'Raise Dead': 'open',
  'Animate': 'open',
  'Familiar': 'open',
  'Body Double': 'open',
  'Temporal Vortex': 'open',
  'Open Gate': 'open',
  'Mystic Boots': 'open',
  'Magic Arrow': 'open',
  'Fighting Hands': 'open',
  'Slow Monster': 'open',
  'Levitate': 'open',
  'Repair Armor': 'open',
  'Invisible Guardian': 'open',
  'Lucky Blow': 'open',
  'Turn Undead': 'open',
  'Disguise': 'open',
  'Fear': 'open',
  'Duel': 'open',
  'Hop': 'open',
  'Fire Trap': 'open',
  'Sparkle': 'open',
};

