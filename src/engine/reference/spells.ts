/**
 * The LIST OF SPELLS of Expansion One (X1-22), types I to VIII, with the colour of magic each needs, its target,
 * duration and effect. Readings: PRAYER's "(IVWHITE)" is read I/WHITE (it stands under TYPE I); REPAIR ARMOR
 * says VIII/GREY but stands under TYPE VII: the list's grouping is taken, and `listedType` keeps what it says.
 */
export interface Spell {
  name: string;
  type: 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII';
  colour: string;
  target: string;
  duration: string;
  effect: string;
  listedType?: string;
}

export const SPELLS: readonly Spell[] = [
  {"name": "Prayer", "type": "I", "colour": "WHITE", "target": "one character", "duration": "Permanent", "effect": "The Character gains an extra REST phase."},
  {"name": "Vision", "type": "I", "colour": "WHITE", "target": "one character", "duration": "Instant", "effect": "Immediately discover every hidden path and secret passage on the current tile."},
  {"name": "Miracle", "type": "I", "colour": "WHITE", "target": "one chit", "duration": "Phase", "effect": "This spell allows the Character to convert any one chit (MOVE, FIGHT, MAGIC, DUCK, BERSERK) into a \"Miracle\" chit which can be used at your leisure. - 1. MAGIC or color chits that are used to cast the spell cannot be the target for conversion, and are fatigued normally. - 2. The Miracle chit is set aside and cannot be used for combat, movement, fatigue, or wounds (Note: this means that the Character can die, even though the \"Miracle\" chit remains intact.) - 3. Anytime a die roll is made by anyone, for any reason, the owner of the \"Miracle\" chit may play the chit and force a single re-roll of the dice. The best roll (as decided by the \"Miracle\" chit owner) must be used. Additional \"Miracle\" chits played only modify the chosen roll. - 4. Once the Miracle chit has been played, it reverts back to its original function, and is placed into the wound box. A \"Miracle\" chit does not have to be pl"},
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
  {"name": "Elemental", "type": "IV", "colour": "PURPLE", "target": "one character", "duration": "Combat", "effect": "Roll to see which Elemental is summoned to fight for you: SUMMON ELEMENTAL Die Roll: Result: 1 Choice 2 Earth 3 Fire 4 Water 5 Air 6 No effect"},
  {"name": "Drain Life", "type": "V", "colour": "BLACK", "target": "one monster", "duration": "Attack", "effect": "Kills monster and rest asterisks: T = 4, H = 3, M = 2. This spell, targeted against one monster, is used like any Attack Spell, except that when it hits, the monster is instantly killed, regardless of size. The size of the monster determines how many asterisks are rested: DRAIN LIFE Monster Size: Result: Tremendous REST 4 asterisks Heavy REST 3 asterisks Medium REST 2 asterisks"},
  {"name": "Raise Dead", "type": "V", "colour": "GREY", "target": "one clearing", "duration": "Instant", "effect": "Roll once on the raise dead table (below) for the result. Any undead raised are under the control of the spell caster for one evening, after which time they expire. No Fame or Notoriety is lost when undead are destroyed. RAISE DEAD MIDE DEID Die Roll: Result: 1 18 enemy undead attack spellcaster 2 Raise 18 undead 3 Raise 12 undead 4 Raise 6 undead 5 Raise 1 undead 6 No effect"},
  {"name": "Animate", "type": "V", "colour": "BLACK", "target": "one dead monster", "duration": "Permanent", "effect": "Any monster killed in the same clearing as the spellcaster on the same evening as this spell is cast, is revived. The revived monster MOVE and FIGHT speeds are each increased by one, creating a slower version of the original. The animated beast behaves like a native hireling, adventuring with the Character, but not traveling on its own. - 1. An animated monster is unavailable to return to the Setup card until the monster is re-killed, or the spellcaster allows the source of BLACK magic to lapse. If the monster is re-killed in combat, the spell is broken. A dead reanimated monster remains dead, and cannot be reanimated again. In the absence of BLACK magic, the animated beast will fall dead and disintegrate into dust. - 2. Animated monsters are not worth any fame or notoriety points when killed"},
  {"name": "Familiar", "type": "V", "colour": "BLACK", "target": "one MAGIC chit plus any number of additional chits from a single character", "duration": "Permanent", "effect": "Chits make up a new character with no special abilities."},
  {"name": "Body Double", "type": "VI", "colour": "GREY", "target": "one Character", "duration": "Combat", "effect": "This spell may be cast on any one Character. Once this spell is cast, a new/separate combat sheet is employed as the Character's magical \"double\", and marked secretly. During combat, the \"double\" moves exactly as the spellcaster does (no need to mark movement on both sheets – it's assumed they are the same). Any uncontrolled monster or unhired native that is randomly assigned to the Character, is also randomly assigned to one of the combat sheets. Any Character, as well as any hired or controlled denizens, may select which of the combat sheets to attack, not knowing of course which is the real one. Any hits on the \"double\" sheet will dispel the illusion, and the sheet is removed. Hits on the Character's combat sheet are resolved normally. Example The Magician does not want to lure any monsters, but his buddy the Black Knight cannot fight them all at once. He casts Body Double on the knig"},
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
