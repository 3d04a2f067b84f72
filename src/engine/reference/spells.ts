/**
 * The LIST OF SPELLS of Expansion One (X1-22), types I to VIII: the colour of magic each needs, its target,
 * duration and effect, transcribed from the seed (effects of more than 900 characters shortened by hand:
 * Miracle, Animate, Body Double). Readings where the list is garbled:
 * - PRAYER's "(IVWHITE)" is read I/WHITE: it stands under TYPE I, and the list's format is (Type/colour).
 * - REPAIR ARMOR says VIII/GREY but stands under TYPE VII: the grouping is taken (VII), `listedType` keeps "VIII".
 * - The list spells grey both GREY and GRAY (Body Double, Mystic Boots, Fighting Hands, Lucky Blow, Turn Undead,
 *   Disguise): all are GREY here. "L star star" and the like are written as asterisks (L**).
 * - Elemental, Drain Life and Raise Dead name their table (`table`, a name of src/engine/tables); the effect
 *   text repeats the table's results in words, without the table's conversion debris ("MIDE DEID").
 */
export type SpellType = 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII';

export const SPELL_TYPES: readonly SpellType[] = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

export interface Spell {
  name: string;
  type: SpellType;
  /** WHITE, GREY, GOLD, PURPLE, BLACK, or ALL / ANY / ANY TWO as the list says. */
  colour: string;
  target: string;
  /** Instant, Attack, Combat, Phase, Day or Permanent (MP-9). */
  duration: string;
  effect: string;
  /** The type the spell's own line states, where it differs from the TYPE heading it stands under. */
  listedType?: string;
  /** The table the spell rolls or reads on. */
  table?: string;
}

export const SPELLS: readonly Spell[] = [
  {"name": "Prayer", "type": "I", "colour": "WHITE", "target": "one character", "duration": "Permanent", "effect": "The Character gains an extra REST phase."},
  {"name": "Vision", "type": "I", "colour": "WHITE", "target": "one character", "duration": "Instant", "effect": "Immediately discover every hidden path and secret passage on the current tile."},
  {"name": "Miracle", "type": "I", "colour": "WHITE", "target": "one chit", "duration": "Phase", "effect": "Converts any one chit (MOVE, FIGHT, MAGIC, DUCK, BERSERK) into a \"Miracle\" chit, used at the owner's leisure. 1. MAGIC or colour chits used to cast the spell cannot be converted, and are fatigued normally. 2. The Miracle chit is set aside and cannot be used for combat, movement, fatigue or wounds (so the Character can die while it remains intact). 3. Whenever anyone makes a die roll, for any reason, the owner may play the chit to force a single re-roll; the owner chooses which roll is used. Further Miracle chits played only modify the chosen roll. 4. Once played, the chit reverts to its original function and is placed in the wound box. It need not be played, and may be put in the wound box at any time. The Miracle chit must exist before the roll it affects is made."},
  {"name": "Heal", "type": "II", "colour": "GREY", "target": "one character", "duration": "Instant", "effect": "Immediately heal four asterisks."},
  {"name": "Rocks Glow", "type": "II", "colour": "GOLD", "target": "CAVE clearing", "duration": "Day", "effect": "May perform daylight phases in the affected clearing."},
  {"name": "Flame Sword", "type": "II", "colour": "PURPLE", "target": "one character", "duration": "Combat", "effect": "Use conjured flame sword in combat (L**). Speed of sword is determined by FIGHT chit."},
  {"name": "Hypnotize", "type": "II", "colour": "GREY", "target": "one Native", "duration": "Day", "effect": "Targeted Native becomes hired for one day."},
  {"name": "Sword Song", "type": "II", "colour": "GREY", "target": "one sword", "duration": "Combat", "effect": "Targeted sword is alerted for entire combat and gains one sharpness *."},
  {"name": "Sleep", "type": "III", "colour": "GOLD", "target": "one clearing", "duration": "Attack", "effect": "End combat in clearing for the day."},
  {"name": "Fleet Foot", "type": "III", "colour": "GOLD", "target": "one character", "duration": "Day", "effect": "Mountain clearings require only one recorded MOVE."},
  {"name": "Spider Web", "type": "III", "colour": "GOLD", "target": "one individual", "duration": "Attack", "effect": "Opponent remains tied to combat box for entire evening."},
  {"name": "Bewilder", "type": "III", "colour": "GOLD", "target": "one clearing", "duration": "Combat", "effect": "All monsters in clearing are unable to change tactics during combat."},
  {"name": "Send", "type": "III", "colour": "GOLD", "target": "any number of Wolves", "duration": "Attack", "effect": "Move and fight with wolves."},
  {"name": "Ice Storm", "type": "IV", "colour": "PURPLE", "target": "one clearing", "duration": "Attack", "effect": "Everything in the clearing (including the spell caster) is attacked with SMASH M4 *"},
  {"name": "Wall Of Force", "type": "IV", "colour": "GREY", "target": "one combat box", "duration": "Attack", "effect": "One combat box is completely blocked."},
  {"name": "Magic Shield", "type": "IV", "colour": "PURPLE", "target": "one character", "duration": "Combat", "effect": "Functions like a Heavy shield that cannot be damaged."},
  {"name": "Magic Mirror", "type": "IV", "colour": "PURPLE", "target": "one clearing", "duration": "Attack", "effect": "All magic attacks rebound and hit the spellcaster."},
  {"name": "Elemental", "type": "IV", "colour": "PURPLE", "target": "one character", "duration": "Combat", "effect": "Roll on the Summon Elemental table (one die) to see which Elemental is summoned to fight for you: 1 your choice, 2 Earth, 3 Fire, 4 Water, 5 Air, 6 no effect.", "table": "summon-elemental"},
  {"name": "Drain Life", "type": "V", "colour": "BLACK", "target": "one monster", "duration": "Attack", "effect": "Kills the monster and rests asterisks: T = 4, H = 3, M = 2. Targeted against one monster, it is used like any Attack Spell, except that when it hits, the monster is instantly killed, regardless of size. The size of the monster determines how many asterisks are rested (Drain Life table: Tremendous REST 4, Heavy REST 3, Medium REST 2).", "table": "drain-life"},
  {"name": "Raise Dead", "type": "V", "colour": "GREY", "target": "one clearing", "duration": "Instant", "effect": "Roll once on the Raise Dead table for the result: 1 eighteen enemy undead attack the spellcaster, 2 raise 18 undead, 3 raise 12, 4 raise 6, 5 raise 1, 6 no effect. Any undead raised are under the control of the spellcaster for one evening, after which they expire. No Fame or Notoriety is lost when undead are destroyed.", "table": "raise-dead"},
  {"name": "Animate", "type": "V", "colour": "BLACK", "target": "one dead monster", "duration": "Permanent", "effect": "Any monster killed in the same clearing as the spellcaster on the same evening as this spell is cast is revived. The revived monster's MOVE and FIGHT speeds are each increased by one, creating a slower version of the original. The animated beast behaves like a native hireling, adventuring with the Character, but not travelling on its own. 1. An animated monster cannot return to the Setup card until it is re-killed, or the spellcaster lets the source of BLACK magic lapse. If it is re-killed in combat, the spell is broken; a dead reanimated monster stays dead and cannot be reanimated again. Without BLACK magic the animated beast falls dead and turns to dust. 2. Animated monsters are worth no fame or notoriety points when killed."},
  {"name": "Familiar", "type": "V", "colour": "BLACK", "target": "one MAGIC chit plus any number of additional chits from a single character", "duration": "Permanent", "effect": "Chits make up a new character with no special abilities."},
  {"name": "Body Double", "type": "VI", "colour": "GREY", "target": "one Character", "duration": "Combat", "effect": "This spell may be cast on any one Character. Once this spell is cast, a new/separate combat sheet is employed as the Character's magical \"double\", and marked secretly. During combat, the \"double\" moves exactly as the spellcaster does (no need to mark movement on both sheets – it's assumed they are the same). Any uncontrolled monster or unhired native that is randomly assigned to the Character, is also randomly assigned to one of the combat sheets. Any Character, as well as any hired or controlled denizens, may select which of the combat sheets to attack, not knowing of course which is the real one. Any hits on the \"double\" sheet will dispel the illusion, and the sheet is removed. Hits on the Character's combat sheet are resolved normally. Example: the Magician casts it on the Black Knight, so the monsters before the knight cannot tell which sheet is the real one."},
  {"name": "Temporal Vortex", "type": "VI", "colour": "ALL", "target": "one clearing", "duration": "Combat", "effect": "Last round of combat is replayed."},
  {"name": "Open Gate", "type": "VI", "colour": "ANY TWO", "target": "one character", "duration": "Day", "effect": "Travel to any discovered gate."},
  {"name": "Mystic Boots", "type": "VI", "colour": "GREY", "target": "one character", "duration": "Day", "effect": "Can MOVE M3 in combat or movement."},
  {"name": "Magic Arrow", "type": "VI", "colour": "GOLD", "target": "one individual", "duration": "Attack", "effect": "MISSILE M ** length=14."},
  {"name": "Fighting Hands", "type": "VI", "colour": "GREY", "target": "one character", "duration": "Combat", "effect": "Can FIGHT H3 in combat."},
  {"name": "Slow Monster", "type": "VII", "colour": "GOLD", "target": "individual", "duration": "Combat", "effect": "Increase attack and movement by 2."},
  {"name": "Levitate", "type": "VII", "colour": "PURPLE", "target": "one treasure", "duration": "Day", "effect": "Targeted item has negligible weight."},
  {"name": "Repair Armor", "type": "VII", "colour": "GREY", "target": "one item of armor", "duration": "Instant", "effect": "The targeted armor is repaired.", "listedType": "VIII"},
  {"name": "Invisible Guardian", "type": "VII", "colour": "PURPLE", "target": "one character", "duration": "Combat", "effect": "Cannot be undercut for one round of combat."},
  {"name": "Lucky Blow", "type": "VII", "colour": "GREY", "target": "one FIGHT chit", "duration": "Instant", "effect": "One FIGHT chit inflicts T harm one round only."},
  {"name": "Turn Undead", "type": "VII", "colour": "GREY", "target": "undead", "duration": "Combat", "effect": "All undead in the clearing immediately cease combat."},
  {"name": "Disguise", "type": "VIII", "colour": "GREY", "target": "native group", "duration": "Day", "effect": "Treat targeted native group as FRIENDLY."},
  {"name": "Fear", "type": "VIII", "colour": "PURPLE", "target": "any number of monsters, natives, and/or characters", "duration": "Attack", "effect": "All affected will flee."},
  {"name": "Duel", "type": "VIII", "colour": "ANY", "target": "two Tremendous Monsters", "duration": "Combat", "effect": "Monsters battle only each other until one is victorious."},
  {"name": "Hop", "type": "VIII", "colour": "GOLD", "target": "one Character", "duration": "Instant", "effect": "Character transports to a random clearing in the same tile."},
  {"name": "Fire Trap", "type": "VIII", "colour": "PURPLE", "target": "one combat box", "duration": "Attack", "effect": "Everything in combat box suffers L *** harm."},
  {"name": "Sparkle", "type": "VIII", "colour": "GOLD", "target": "all monsters in clearing", "duration": "Instant", "effect": "This spell can only be cast during the encounter step of combat. Of course, the Character must be able to beat or tie the speed of the fastest monster to cast the spell. Once cast, one 1D6 die roll is made for every monster in the clearing. If the result is either 5 or 6, then the monster is immediately unassigned, and does not attack anyone for the current round of combat. Unassigned monsters are assigned as normal in the following round."},
];
