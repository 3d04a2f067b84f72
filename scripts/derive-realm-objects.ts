/**
 * Derives the project's own data of Magic Realm's objects from the facts of ../shared/data/realm-objects.json (the
 * published game's characters, chits, belongings and denizens, transcribed from RealmSpeak) and writes, under
 * src/engine/rulesets/magic-realm/:
 *   characters/kit-data.ts      each character's pronoun, 12 action chits, starting equipment, gold and relationships
 *   belongings/weapon-data.ts   weapons          belongings/armour-data.ts    armour
 *   belongings/horse-data.ts    horses           belongings/treasure-data.ts  treasure cards
 *   denizens/monster-data.ts    monsters         denizens/native-data.ts      natives
 *   magic/spell-data.ts         spell cards
 *
 *   npx tsx scripts/derive-realm-objects.ts [path/to/realm-objects.json] [path/to/src/engine/rulesets/magic-realm]
 *
 * The folders follow what the engine will ask for: a character's kit sits beside his start locations (characters/,
 * whose character-data.ts stays scripts/derive-characters.ts's: other code imports CHARACTER_DATA and NATIVE_GROUPS);
 * what can be carried, bought and sold is belongings/; what lives on the map and fights is denizens/. Each generated
 * module holds one kind of object; the types and look-ups are hand-written beside them (kits.ts, belongings.ts,
 * denizens.ts), and the shared letters in terms.ts.
 *
 * The JSON is read only here (and by the test that re-runs this script), never shipped or imported at run time. Only
 * the published game's objects (`original_game`) are taken, and those of Expansion One that the project's option
 * uses: the Thief/Assassin (13.2) and the new monsters of 14.4 that the JSON has. RealmSpeak's other Expansion One
 * objects (Halberd, Cloak, Gator, Lich, War Dog, its many treasures, the Dragonmen, …) are not the seed's and are left
 * out, and so are the Cap, Buckler and Cuirass that it marks `original_game` (the published game has 19 pieces of
 * armour, none of those). The seeds are the specification: where the JSON disagrees with one, the seed's number is
 * written, with a comment in the generated file.
 * What is checked while deriving (the script fails loudly, one line per problem, and writes nothing):
 * - the JSON has 210 character chits: 12 for each of the 16 characters, 12 of RealmSpeak's Thief, 5 chits that
 *   treasures add and 1 that a RealmSpeak option adds (the Wizard's MAGIC III3*); each chit's numbers spell its name;
 *   each character has 3 chits of each level 1–4;
 * - the Thief/Assassin's chits are the Druid's with MAGIC II2** replaced by STAB T2** (002 13.2, l.452), and the
 *   JSON's Thief has those same chits by name (its STAB chit prints no strength there; the seed's T is written);
 *   the Elf's `restrict` marks (RealmSpeak's Light/Great Elf option) are ignored: the published Elf has all twelve;
 * - starting weapons and armour name counters of the game; relationships name the nine native groups or the four
 *   visitors, at −2…2;
 * - 28 weapon counters, 19 of armour, 74 treasure cards (61, and 13 that the JSON files under the natives holding
 *   them); armour protects as core-tables "harm_to_character" says (suit all, breastplate thrust and swing, helmet
 *   smash, shield the box it is played in); weapons of one name are one counter kind;
 * - every monster and native has both sides, known letters, a row of the monster roll and a start; a RED side only
 *   on a Tremendous monster (the Swamp Thing, which 14.4 makes Heavy, keeps the JSON's red side, with a
 *   comment); every head, club or buckler follows its monster; every native horse has its rider; each of the nine
 *   groups a leader.
 * Starting gold: 10 for every character. The seeds and core-tables.md do not print it; it is the published game's,
 * and RealmSpeak's default (CharacterWrapper.getStartingGold, C/wrapper/CharacterWrapper.java:8097-8100 at commit
 * c5a6362, the commit core-tables.json cites), unless a character carries a `start_gold` attribute (none does).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const source = resolve(process.argv[2] ?? resolve(root, '../shared/data/realm-objects.json'));
const outDir = resolve(process.argv[3] ?? resolve(root, 'src/engine/rulesets/magic-realm'));

const problems: string[] = [];
const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);

type Attrs = Record<string, string>;
interface Obj {
  name: string;
  attributes: Record<string, Attrs>;
}
const data = JSON.parse(readFileSync(source, 'utf8')) as { objects: Record<string, Obj[]> };
const objects = (kind: string): Obj[] => data.objects[kind] ?? [];
const thisOf = (o: Obj): Attrs => o.attributes.this ?? {};
const original = (o: Obj): boolean => 'original_game' in thisOf(o);
const has = (a: Attrs | undefined, k: string): boolean => a !== undefined && k in a;

// ---------------------------------------------------------------------------------------------------------------
// Reading numbers and letters

const STRENGTHS = ['L', 'M', 'H', 'T'] as const;
type Strength = (typeof STRENGTHS)[number];
const MAGIC_TYPES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;
type MagicType = (typeof MAGIC_TYPES)[number];

function int(where: string, what: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    fail(where, `${what} "${raw}" is not a whole number ${min}–${max}`);
    return min;
  }
  return n;
}
const optInt = (where: string, what: string, raw: string | undefined, min: number, max: number): number | undefined =>
  raw === undefined ? undefined : int(where, what, raw, min, max);
function strength(where: string, what: string, raw: string | undefined): Strength {
  if (!(STRENGTHS as readonly (string | undefined)[]).includes(raw)) {
    fail(where, `${what} "${raw}" is not one of L, M, H, T`);
    return 'L';
  }
  return raw as Strength;
}
const optStrength = (where: string, what: string, raw: string | undefined): Strength | undefined =>
  raw === undefined ? undefined : strength(where, what, raw);
function magicType(where: string, raw: string | undefined): MagicType {
  if (!(MAGIC_TYPES as readonly (string | undefined)[]).includes(raw)) {
    fail(where, `magic type "${raw}" is not one of I–VIII`);
    return 'I';
  }
  return raw as MagicType;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing TypeScript literals (single quotes, bare keys, absent fields left out)

const q = (s: string): string => (s.includes("'") ? JSON.stringify(s) : `'${s}'`);
function lit(v: unknown): string {
  if (typeof v === 'string') return q(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(lit).join(', ')}]`;
  if (typeof v === 'object' && v !== null) {
    const parts = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : q(k)}: ${lit(x)}`);
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  throw new Error(`cannot write ${String(v)}`);
}
/** Drops undefined fields and `false` flags, so that equal counters compare equal and the output stays short. */
function clean<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== false)) as T;
}
const flag = (a: Attrs | undefined, k: string): true | undefined => (has(a, k) ? true : undefined);

/** Counters with the same name and the same numbers become one entry with a count. */
function merge<T extends { name: string }>(items: T[]): (T & { count: number })[] {
  const out: (T & { count: number })[] = [];
  const seen = new Map<string, T & { count: number }>();
  for (const it of items) {
    const k = JSON.stringify(it);
    const e = seen.get(k);
    if (e) e.count += 1;
    else {
      const n = { ...it, count: 1 };
      seen.set(k, n);
      out.push(n);
    }
  }
  return out;
}

const GENERATED = '// Generated by scripts/derive-realm-objects.ts from ../shared/data/realm-objects.json — do not edit by hand.';
const files = new Map<string, string>();

// ---------------------------------------------------------------------------------------------------------------
// Native groups and visitors (the names the seeds use; RealmSpeak's "Bashkar" and "Woodsfolk" are the published
// Bashkars and Woodfolk)

const GROUP_NAME: Record<string, string> = { Bashkar: 'Bashkars' };
const groupName = (g: string): string => GROUP_NAME[g] ?? g;
const NATIVE_GROUP_NAMES = ['Bashkars', 'Company', 'Guard', 'Lancers', 'Order', 'Patrol', 'Rogues', 'Soldiers', 'Woodfolk'];
const VISITORS = ['Crone', 'Scholar', 'Shaman', 'Warlock'];
const RELATIONSHIP: Record<string, string> = { '2': 'ally', '1': 'friendly', '-1': 'unfriendly', '-2': 'enemy' };
/** RealmSpeak's own native groups of its Expansion One characters, not the seed's: their relationships are dropped. */
const REALMSPEAK_ONLY_GROUPS = ['pagans', 'hunters', 'bandits', 'dwarves', 'elves', 'cultists'];

// ---------------------------------------------------------------------------------------------------------------
// Weapons, armour, horses

interface WeaponSide {
  strength?: Strength;
  sharpness: number;
  attack?: number;
}
interface Weapon {
  name: string;
  weight: Strength;
  length: number;
  unalerted: WeaponSide;
  alerted: WeaponSide;
  missile?: true;
  twoHanded?: true;
  throwable?: true;
  price: number;
  treasure?: true;
  fame?: number;
  notoriety?: number;
}
function weaponSide(where: string, a: Attrs | undefined): WeaponSide {
  if (!a) {
    fail(where, 'side missing');
    return { sharpness: 0 };
  }
  return clean({
    strength: optStrength(where, 'strength', a.strength),
    sharpness: int(where, 'sharpness', a.sharpness ?? '0', 0, 3),
    attack: optInt(where, 'attack time', a.attack_speed, 0, 8),
  });
}
const weapons = merge(
  objects('weapon')
    .filter(original)
    .map((o): Weapon => {
      const t = thisOf(o);
      const w = `weapon ${o.name}`;
      return clean({
        name: o.name,
        weight: strength(w, 'weight', t.weight),
        length: int(w, 'length', t.length, 0, 20),
        unalerted: weaponSide(`${w} unalerted`, o.attributes.unalerted),
        alerted: weaponSide(`${w} alerted`, o.attributes.alerted),
        missile: flag(t, 'missile'),
        twoHanded: flag(t, 'two_handed'),
        // Expansion One 11.2 (X1-17): "The spear, hand axe and dagger can be used from concealment"; the JSON marks
        // the Spear and the Axe.
        throwable: flag(t, 'throwable'),
        price: int(w, 'price', t.base_price, 0, 100),
        treasure: flag(t, 'magic'),
        fame: optInt(w, 'fame', t.fame, -50, 50),
        notoriety: optInt(w, 'notoriety', t.notoriety, -50, 50),
      });
    }),
);
for (const [i, w] of weapons.entries())
  if (weapons.findIndex((x) => x.name === w.name) !== i) fail(`weapon ${w.name}`, 'two counters of this name differ');
const weaponCount = weapons.reduce((n, w) => n + w.count, 0);
if (weaponCount !== 28) fail('weapons', `${weaponCount} weapon counters of the published game, expected 28`);

type AttackDirection = 'thrust' | 'swing' | 'smash';
interface Armour {
  name: string;
  kind: 'suit' | 'breastplate' | 'helmet' | 'shield';
  protects: AttackDirection[] | 'its box';
  weight: Strength;
  toughness: Strength;
  price: { intact: number; damaged: number; destroyed?: number };
  treasure?: true;
  fame?: number;
  notoriety?: number;
}
/** core-tables "harm_to_character": suit all, breastplate 1–2 (thrust, swing), helmet 3 (smash), shield its own box. */
const PROTECTS: Record<Armour['kind'], AttackDirection[] | 'its box'> = {
  suit: ['thrust', 'swing', 'smash'],
  breastplate: ['thrust', 'swing'],
  helmet: ['smash'],
  shield: 'its box',
};
/**
 * RealmSpeak marks its own Cap, Buckler and Cuirass `original_game` too; the published game has no such pieces (its 19
 * are 3 suits of armour, 6 helmets, 4 shields, 3 breastplates, and the Gold Helmet, Silver Breastplate and Jade
 * Shield), so they are left out.
 */
const NOT_PUBLISHED_ARMOUR = ['Cap', 'Buckler', 'Cuirass'];
const armourObjs = objects('armor').filter((o) => original(o) && !NOT_PUBLISHED_ARMOUR.includes(o.name));
if (armourObjs.length !== 19) fail('armour', `${armourObjs.length} pieces of the published game, expected 19`);
const armour = merge(
  armourObjs
    .map((o): Armour => {
      const t = thisOf(o);
      const w = `armour ${o.name}`;
      const kinds = (
        [
          ['suitofarmor', 'suit'],
          ['breastplate', 'breastplate'],
          ['helmet', 'helmet'],
          ['shield', 'shield'],
        ] as const
      )
        .filter(([k]) => has(t, k))
        .map(([, kind]) => kind);
      if (kinds.length !== 1) fail(w, `is ${kinds.length ? kinds.join(' and ') : 'no known kind'}`);
      const kind = kinds[0] ?? 'helmet';
      const dirs = (['thrust', 'swing', 'smash'] as const).filter((d) => has(t, `armor_${d}`));
      const protects: Armour['protects'] = dirs.length === 0 && has(t, 'armor_choice') ? 'its box' : [...dirs];
      if (JSON.stringify(protects) !== JSON.stringify(PROTECTS[kind]))
        fail(w, `a ${kind} protecting ${JSON.stringify(protects)}, not ${JSON.stringify(PROTECTS[kind])} (core-tables harm_to_character)`);
      const weight = strength(w, 'weight', t.weight);
      const toughness = strength(w, 'vulnerability', t.vulnerability);
      const destroyed = o.attributes.destroyed?.base_price;
      return clean({
        name: o.name,
        kind,
        protects: PROTECTS[kind],
        weight,
        toughness,
        price: clean({
          intact: int(w, 'intact price', o.attributes.intact?.base_price, 0, 100),
          damaged: int(w, 'damaged price', o.attributes.damaged?.base_price, 0, 100),
          destroyed: optInt(w, 'destroyed price', destroyed, 0, 100),
        }),
        treasure: flag(t, 'magic'),
        fame: optInt(w, 'fame', t.fame, -50, 50),
        notoriety: optInt(w, 'notoriety', t.notoriety, -50, 50),
      });
    }),
);
for (const [i, a] of armour.entries())
  if (armour.findIndex((x) => x.name === a.name && x.treasure === a.treasure) !== i) fail(`armour ${a.name}`, 'two counters of this name differ');

interface HorseSide {
  strength: Strength;
  move: number;
}
const HORSE_KINDS = ['pony', 'horse', 'warhorse'] as const;
type HorseKind = (typeof HORSE_KINDS)[number];
function horseKind(where: string, raw: string | undefined): HorseKind {
  if (!(HORSE_KINDS as readonly (string | undefined)[]).includes(raw)) fail(where, `horse kind "${raw}" is not pony, horse or warhorse`);
  return (raw ?? 'horse') as HorseKind;
}
const horseSide = (where: string, a: Attrs | undefined): HorseSide => ({
  strength: strength(where, 'strength', a?.strength),
  move: int(where, 'move time', a?.move_speed, 1, 8),
});
const horses = merge(
  objects('horse')
    .filter(original)
    .map((o) => {
      const t = thisOf(o);
      const w = `horse ${o.name}`;
      return clean({
        name: o.name,
        kind: horseKind(w, t.horse),
        vulnerability: strength(w, 'vulnerability', t.vulnerability),
        armoured: flag(t, 'armored'),
        trot: horseSide(`${w} trot`, o.attributes.trot),
        gallop: horseSide(`${w} gallop`, o.attributes.gallop),
        price: int(w, 'price', t.base_price, 0, 100),
        treasure: flag(t, 'magic'),
      });
    }),
);

// ---------------------------------------------------------------------------------------------------------------
// Treasure cards: the treasure list, and the treasures the JSON files under the native groups that hold them

const COLOUR: Record<string, string> = { white: 'white', gray: 'grey', gold: 'gold', purple: 'purple', black: 'black' };
function treasureKind(t: Attrs): string {
  if (has(t, 'treasure_location')) return has(t, 'discovery') ? 'site' : 'container';
  for (const k of ['potion', 'book', 'artifact', 'boots', 'gloves'] as const) if (has(t, k)) return k;
  if (has(t, 'armor')) return 'armour';
  return 'other';
}
const treasureObjs = [
  ...objects('treasure').filter(original),
  ...objects('native').filter((o) => original(o) && has(thisOf(o), 'treasure')),
];
const treasures = treasureObjs.map((o) => {
  const t = thisOf(o);
  const w = `treasure ${o.name}`;
  if (t.treasure !== 'large' && t.treasure !== 'small') fail(w, `size "${t.treasure}" is not large or small`);
  const kind = treasureKind(t);
  const magic = [t.magic, t.magic_other].filter((m): m is string => m !== undefined && m !== '*').map((m) => magicType(w, m));
  if (t.color_source !== undefined && !COLOUR[t.color_source]) fail(w, `colour "${t.color_source}" is not a colour of magic`);
  return clean({
    name: o.name,
    size: t.treasure,
    kind,
    fame: int(w, 'fame', t.fame ?? '0', -50, 50),
    notoriety: int(w, 'notoriety', t.notoriety ?? '0', -50, 50),
    price: optInt(w, 'price', t.base_price, 0, 200),
    weight: optStrength(w, 'weight', t.weight),
    great: flag(t, 'great'),
    // Revealed when found (core-tables loot notes): the Enchanted cards; the Site cards and the Mouldy Skeleton and
    // Remains of Thief are revealed too, but are not Enchanted cards.
    enchanted: has(t, 'nosecret') && kind !== 'site' && kind !== 'container' ? true : undefined,
    magic: magic.length ? magic : undefined,
    colour: t.color_source === undefined ? undefined : COLOUR[t.color_source],
    heldBy: t.native === undefined ? undefined : groupName(t.native),
  });
});
for (const [i, tr] of treasures.entries()) if (treasures.findIndex((x) => x.name === tr.name) !== i) fail(`treasure ${tr.name}`, 'named twice');
if (treasures.length !== 74) fail('treasures', `${treasures.length} treasure cards of the published game, expected 74 (61 + 13 held by natives)`);

// ---------------------------------------------------------------------------------------------------------------
// Spell cards: the published game's 47 of types I–VIII (core-tables "treasure_setup": dealt by type into the set-up
// boxes). The three typeless spells the JSON marks `original_game` (Flying Carpet Spell, Control Dragon, See/Change
// Weather) are a treasure's own, never dealt, and are left out.

const SPELL_COLOUR: Record<string, string> = { ...COLOUR, any: 'any' };
/** The tables the cards roll on, by the name of the table catalogue (RealmSpeak writes some run together). */
const SPELL_TABLE: Record<string, string> = { wish: 'wish', curse: 'curse', transform: 'transform', magicmissil: 'standard-missile', powerofthepit: 'power-of-the-pit' };
function spellTable(where: string, table: string | undefined): string | undefined {
  if (table === undefined) return undefined;
  if (!SPELL_TABLE[table]) fail(where, `table "${table}" is no table of the catalogue`);
  return SPELL_TABLE[table];
}
const spells = objects('spell')
  .filter((o) => original(o) && thisOf(o).spell !== '' && thisOf(o).spell !== '*')
  .map((o) => {
    const t = thisOf(o);
    const w = `spell ${o.name}`;
    if (!SPELL_COLOUR[t.magic_color ?? '']) fail(w, `colour "${t.magic_color}" is not a colour of magic`);
    return clean({
      name: o.name,
      source: 'core',
      type: magicType(w, t.spell),
      colour: SPELL_COLOUR[t.magic_color ?? ''] ?? 'any',
      duration: t.duration ?? '',
      target: t.target ?? '',
      text: t.text ?? '',
      table: spellTable(w, t.table),
    });
  });
for (const [i, sp] of spells.entries()) if (spells.findIndex((x) => x.name === sp.name) !== i) fail(`spell ${sp.name}`, 'named twice');
if (spells.length !== 47) fail('spells', `${spells.length} spell cards of types I–VIII in the published game, expected 47`);

// ---------------------------------------------------------------------------------------------------------------
// Monsters

/**
 * Expansion One's new monsters (002 14.4, l.474-502): vulnerability, fame, notoriety, armoured. The JSON's monster of
 * the same name is taken, with the seed's numbers where they differ. Read by name: "Tunnel Spider" is the JSON's
 * Gargrath (T 7 7 unarmoured, the spider of the Web, one of 15.3/1's new sites); the seed's "Rate Dude" (M 1 1
 * unarmoured) is read as the JSON's Rat Man. The seed's Earth, Fire, Water and Air Elementals, Triceratops, Zombie,
 * Bee and Slime are not in the JSON, so they have no sides to derive and are left out.
 */
const SEED_MONSTERS: Record<string, { json: string; vulnerability: Strength; fame: number; notoriety: number; armoured: boolean; reading?: string }> = {
  Minotaur: { json: 'Minotaur', vulnerability: 'T', fame: 12, notoriety: 12, armoured: false },
  Basilisk: { json: 'Basilisk', vulnerability: 'T', fame: 10, notoriety: 10, armoured: true },
  'Tunnel Spider': { json: 'Gargrath', vulnerability: 'T', fame: 7, notoriety: 7, armoured: false },
  Harpy: { json: 'Harpy', vulnerability: 'T', fame: 9, notoriety: 9, armoured: false },
  'Wasp Queen': { json: 'Wasp Queen', vulnerability: 'T', fame: 6, notoriety: 6, armoured: false },
  Shade: { json: 'Shade', vulnerability: 'H', fame: 0, notoriety: 4, armoured: false },
  Carnoplant: { json: 'Carnoplant', vulnerability: 'H', fame: 0, notoriety: 1, armoured: false },
  'Swamp Thing': { json: 'Swamp Thing', vulnerability: 'H', fame: 6, notoriety: 6, armoured: false },
  'Rat Man': { json: 'Rat Man', vulnerability: 'M', fame: 1, notoriety: 1, armoured: false, reading: 'the seed prints "Rate Dude"' },
  Skeleton: { json: 'Skeleton', vulnerability: 'M', fame: 0, notoriety: 1, armoured: true },
  'Skeletal Archer': { json: 'Skeletal Archer', vulnerability: 'M', fame: 0, notoriety: 2, armoured: true },
  'Skeletal Swordsman': { json: 'Skeletal Swordsman', vulnerability: 'M', fame: 0, notoriety: 3, armoured: true },
};
const SEED_NAME = new Map(Object.entries(SEED_MONSTERS).map(([seed, s]) => [s.json, seed]));
/** The seed's names of the sites (chits.ts uses them too): RealmSpeak's Maze is Expansion One's Trap (14.2). */
const SITE_NAME: Record<string, string> = { Maze: 'Trap' };
/** A red side on a monster the seed makes Heavy: kept as the JSON has it, with the seed's vulnerability (see below). */
const RED_NOT_TREMENDOUS = ['Swamp Thing'];
const SPELLS: Record<string, string> = { powerofthepit: 'Power of the Pit', curse: 'Curse' };

interface Side {
  move?: number;
  attack?: number;
  strength?: Strength | 'RED';
  sharpness?: number;
  length?: number;
  missile?: true;
  spell?: { type: MagicType; name: string };
  holds?: true;
}
function denizenSide(where: string, a: Attrs | undefined, missileBody: boolean): Side {
  if (!a) {
    fail(where, 'side missing');
    return {};
  }
  const s = a.strength;
  if (s !== undefined && s !== 'RED' && !(STRENGTHS as readonly string[]).includes(s)) fail(where, `strength "${s}" is not L, M, H, T or RED`);
  if (s === 'RED' && !has(a, 'pins')) fail(where, 'a RED side that does not hold its target');
  if (has(a, 'attack_spell') && !SPELLS[a.attack_spell!]) fail(where, `unknown spell attack "${a.attack_spell}"`);
  const attack = optInt(where, 'attack time', a.attack_speed, 0, 8);
  return clean({
    move: optInt(where, 'move time', a.move_speed, 0, 8),
    attack,
    strength: s as Strength | 'RED' | undefined,
    sharpness: optInt(where, 'sharpness', a.sharpness, 1, 3),
    length: optInt(where, 'length', a.length, 0, 20),
    missile: has(a, 'missile') || (missileBody && attack !== undefined) ? true : undefined,
    spell: has(a, 'attack_spell') ? { type: magicType(where, a.magic_type), name: SPELLS[a.attack_spell!]! } : undefined,
    holds: flag(a, 'pins'),
  });
}
function setUp(where: string, t: Attrs) {
  const row = t.monster_die === '99' ? 'every' : int(where, 'monster roll row', t.monster_die, 1, 6);
  if (!t.setup_start) fail(where, 'no start');
  const start = t.setup_start ?? '';
  return clean({ row, start: SITE_NAME[start] ?? start, box: optInt(where, 'box', t.box_num, 1, 3) });
}

const PART_OF: Record<string, (t: Attrs) => boolean> = {
  Head: (t) => has(t, 'dragon'),
  Club: (t) => has(t, 'giant'),
  Buckler: (t) => has(t, 'minotaur'),
};
type Monster = Record<string, unknown> & { name: string; parts?: Record<string, unknown>[] };
const monsterNotes = new Map<Monster, string[]>();
const monsterList: Monster[] = [];
let owner: { monster: Monster; t: Attrs } | undefined;
for (const o of objects('monster')) {
  const t = thisOf(o);
  const seedName = SEED_NAME.get(o.name.replace(/ Buckler$/, ''));
  const x1 = !original(o) && seedName !== undefined;
  if (!original(o) && !x1) {
    owner = undefined;
    continue;
  }
  const w = `monster ${o.name}`;
  if (has(t, 'part')) {
    const kind = o.name.split(' ').at(-1)!;
    if (!owner || !PART_OF[kind]?.(owner.t)) {
      fail(w, 'a head, club or buckler that does not follow its monster');
      continue;
    }
    const part = clean({
      name: o.name,
      // Expansion One 14.1/1: the buckler is "compared against the buckler's vulnerability (H)" (not in the JSON).
      vulnerability: kind === 'Buckler' ? ('H' as const) : undefined,
      light: denizenSide(`${w} light`, o.attributes.light, false),
      dark: denizenSide(`${w} dark`, o.attributes.dark, false),
    });
    owner.monster.parts = [...(owner.monster.parts ?? []), part];
    continue;
  }
  const notes: string[] = [];
  let vulnerability = strength(w, 'vulnerability', t.vulnerability);
  let fame = int(w, 'fame', t.fame, 0, 50);
  let notoriety = int(w, 'notoriety', t.notoriety, 0, 50);
  let armoured = has(t, 'armored');
  const name = x1 ? seedName! : o.name;
  if (x1) {
    const s = SEED_MONSTERS[seedName!]!;
    if (name !== o.name) notes.push(`the JSON's ${o.name}`);
    if (s.reading) notes.push(s.reading);
    if (s.vulnerability !== vulnerability) notes.push(`vulnerability ${s.vulnerability} (the JSON: ${vulnerability})`);
    if (s.fame !== fame) notes.push(`fame ${s.fame} (the JSON: ${fame})`);
    if (s.notoriety !== notoriety) notes.push(`notoriety ${s.notoriety} (the JSON: ${notoriety})`);
    if (s.armoured !== armoured) notes.push(`${s.armoured ? 'armoured' : 'unarmoured'} (the JSON: ${armoured ? 'armoured' : 'unarmoured'})`);
    ({ vulnerability, fame, notoriety, armoured } = s);
  }
  const missileBody = has(t, 'missile');
  const monster: Monster = clean({
    name,
    vulnerability,
    armoured: armoured || undefined,
    flies: flag(t, 'flying'),
    fame,
    notoriety,
    light: denizenSide(`${w} light`, o.attributes.light, missileBody),
    dark: denizenSide(`${w} dark`, o.attributes.dark, missileBody),
    setUp: setUp(w, t),
    expansionOne: x1 || undefined,
  });
  for (const side of ['light', 'dark'] as const) {
    if ((monster[side] as Side).strength === 'RED' && vulnerability !== 'T') {
      if (RED_NOT_TREMENDOUS.includes(name))
        notes.push(`its dark side is RED as in the JSON, a red side the core rules give only to Tremendous monsters`);
      else fail(w, `a RED ${side} side on a ${vulnerability} monster`);
    }
  }
  if (notes.length) monsterNotes.set(monster, notes);
  monsterList.push(monster);
  owner = { monster, t };
}
for (const seed of Object.keys(SEED_MONSTERS))
  if (!monsterList.some((m) => m.name === seed)) fail(`monster ${seed}`, 'Expansion One 14.4 names it, the JSON has no such monster');
const monsters: (Monster & { count: number })[] = [];
const monsterKeys = new Map<string, Monster & { count: number }>();
const MONSTER_KEYS = ['name', 'vulnerability', 'armoured', 'flies', 'fame', 'notoriety', 'light', 'dark', 'parts', 'setUp', 'expansionOne'];
for (const raw of monsterList) {
  const m = Object.fromEntries(MONSTER_KEYS.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])) as Monster;
  if (monsterNotes.has(raw)) monsterNotes.set(m, monsterNotes.get(raw)!);
  const k = JSON.stringify(m);
  const e = monsterKeys.get(k);
  if (e) e.count += 1;
  else {
    const n = { ...m, count: 1 };
    monsterKeys.set(k, n);
    if (monsterNotes.has(m)) monsterNotes.set(n, monsterNotes.get(m)!);
    monsters.push(n);
  }
}
for (const m of monsters)
  if (['Giant', 'T Dragon', 'T Flying Dragon', 'Minotaur'].includes(m.name) && !m.parts?.length) fail(`monster ${m.name}`, 'has no head, club or buckler');

// ---------------------------------------------------------------------------------------------------------------
// Natives and their horses

const NATIVE_NAME = (n: string): string => n.replace(/^Woodsfolk /, 'Woodfolk ');
const nativeObjs = objects('native').filter(original);
const riders = nativeObjs.filter((o) => has(thisOf(o), 'rank'));
const nativeHorses = nativeObjs.filter((o) => has(thisOf(o), 'horse'));
const natives = riders.map((o) => {
  const t = thisOf(o);
  const w = `native ${o.name}`;
  const group = groupName(t.native ?? '');
  if (!NATIVE_GROUP_NAMES.includes(group)) fail(w, `unknown native group "${t.native}"`);
  const horses = nativeHorses.filter((h) => groupName(thisOf(h).native ?? '') === group && h.name.split(' ').at(-1) === t.rank);
  if (horses.length > 1) fail(w, `${horses.length} horses`);
  const h = horses[0];
  const horse = h
    ? clean({
        kind: horseKind(`horse ${h.name}`, thisOf(h).horse),
        vulnerability: strength(`horse ${h.name}`, 'vulnerability', thisOf(h).vulnerability),
        armoured: flag(thisOf(h), 'armored'),
        trot: horseSide(`horse ${h.name} trot`, h.attributes.trot),
        gallop: horseSide(`horse ${h.name} gallop`, h.attributes.gallop),
      })
    : undefined;
  const missileBody = has(t, 'missile');
  return clean({
    name: NATIVE_NAME(o.name),
    group,
    rank: t.rank!,
    vulnerability: strength(w, 'vulnerability', t.vulnerability),
    armoured: flag(t, 'armored'),
    wage: int(w, 'wage', t.base_price, 0, 20),
    fame: int(w, 'fame', t.fame, 0, 50),
    notoriety: int(w, 'notoriety', t.notoriety, 0, 50),
    light: denizenSide(`${w} light`, o.attributes.light, missileBody),
    dark: denizenSide(`${w} dark`, o.attributes.dark, missileBody),
    horse,
    setUp: setUp(w, t),
  });
});
for (const h of nativeHorses) {
  const g = groupName(thisOf(h).native ?? '');
  if (!natives.some((n) => n.group === g && n.rank === h.name.split(' ').at(-1))) fail(`horse ${h.name}`, 'no native of its group and rank');
}
for (const g of NATIVE_GROUP_NAMES) {
  const ranks = natives.filter((n) => n.group === g).map((n) => n.rank);
  if (!ranks.includes('HQ')) fail(`native group ${g}`, 'no leader (HQ)');
  if (new Set(ranks).size !== ranks.length) fail(`native group ${g}`, 'a rank twice');
}

// ---------------------------------------------------------------------------------------------------------------
// Characters: chits, starting equipment, gold, relationships

const NAME_FIX: Record<string, string> = { Sorceror: 'Sorcerer' };
/** How the JSON's chit names begin: the character's name without spaces, as RealmSpeak spells it. */
const compact = (s: string): string => s.toLowerCase().replace(/\s+/g, '');
const KIND: Record<string, string> = { move: 'MOVE', fight: 'FIGHT', magic: 'MAGIC', duck: 'DUCK', berserk: 'BERSERK' };

interface Chit {
  kind: string;
  strength?: Strength;
  magic?: MagicType;
  time: number;
  effort: number;
  level: number;
}
const label = (c: Chit): string => `${c.kind} ${c.magic ?? c.strength ?? ''}${c.time}${'*'.repeat(c.effort)}`;

function chit(o: Obj): Chit & { stage: number } {
  const a = thisOf(o);
  const w = `chit ${o.name}`;
  const kind = KIND[a.action ?? ''];
  if (!kind) fail(w, `unknown action "${a.action}"`);
  const c = clean({
    kind: kind ?? 'MOVE',
    strength: kind === 'MAGIC' ? undefined : strength(w, 'strength', a.strength),
    magic: kind === 'MAGIC' ? magicType(w, a.magic) : undefined,
    time: int(w, 'time', a.speed, 0, 8),
    effort: int(w, 'effort', a.effort ?? '0', 0, 2),
    level: int(w, 'level', a.level, 1, 4),
  });
  return { ...c, stage: int(w, 'stage', a.stage, 1, 12) };
}

const allChits = objects('character_chit');
if (allChits.length !== 210) fail('character chits', `${allChits.length} in the JSON, expected 210`);
const characters = objects('character').filter(original);
if (characters.length !== 16) fail('characters', `${characters.length} characters of the published game, expected 16`);
const prefixes = characters.map((c) => ({ c, p: compact(c.name) })).sort((a, b) => b.p.length - a.p.length);
const chitsBy = new Map<Obj, (Chit & { stage: number })[]>();
let treasureChits = 0;
let optionChits = 0;
const thiefChits: Obj[] = [];
for (const o of allChits) {
  const a = thisOf(o);
  if (has(a, 'treasure_chit')) {
    treasureChits += 1;
    continue;
  }
  // RealmSpeak's option OptCharWizardMagicChit adds a MAGIC III chit to the Wizard (and removes a MOVE M5): not the
  // published Wizard, whose MOVE M5 stays.
  if (a.optional === 'add') {
    optionChits += 1;
    continue;
  }
  if (o.name.startsWith('Thief ')) {
    thiefChits.push(o);
    continue;
  }
  const owner = prefixes.find(({ p }) => compact(o.name).startsWith(p));
  if (!owner) {
    fail(`chit ${o.name}`, 'belongs to no character of the published game');
    continue;
  }
  const c = chit(o);
  // The chit's numbers must spell its name: "Amazon Move M4" is MOVE M4, "Druid Magic II2**" MAGIC II2**.
  const rest = o.name.split(' ').slice(-2).join(' ').toUpperCase();
  if (rest !== label(c)) fail(`chit ${o.name}`, `its numbers read ${label(c)}`);
  chitsBy.set(owner.c, [...(chitsBy.get(owner.c) ?? []), c]);
}
if (treasureChits !== 5 || optionChits !== 1 || thiefChits.length !== 12)
  fail('character chits', `${treasureChits} added by treasures (expected 5), ${optionChits} by an option (expected 1), ${thiefChits.length} of the Thief (expected 12)`);

function relationships(where: string, rel: Attrs | undefined, drop: string[] = []): Record<string, string> {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(rel ?? {})) {
    if (drop.includes(k)) continue;
    const name = [...NATIVE_GROUP_NAMES, ...VISITORS].find((g) => g.toLowerCase() === k);
    if (!name) fail(where, `relationship with unknown "${k}"`);
    const r = RELATIONSHIP[v];
    if (!r) fail(where, `relationship "${v}" with ${k} is not −2…2 (and not 0)`);
    if (name && r) out.push([name, r]);
  }
  // Native groups first, then visitors, each in the seeds' alphabetical order.
  const order = [...NATIVE_GROUP_NAMES, ...VISITORS];
  return Object.fromEntries(out.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0])));
}

const STARTING_GOLD = 10;
interface Kit {
  name: string;
  pronoun: 'he' | 'she';
  expansionOne?: true;
  vulnerability: Strength;
  chits: Chit[];
  weapon?: string;
  armour: string[];
  horse?: string;
  gold: number;
  relationships: Record<string, string>;
}
function equipment(where: string, l4: Attrs | undefined): Pick<Kit, 'weapon' | 'armour' | 'horse'> {
  const weapon = l4?.weapon;
  if (weapon !== undefined && !weapons.some((w) => w.name === weapon && !w.treasure)) fail(where, `starting weapon "${weapon}" is no weapon counter`);
  const pieces = (l4?.armor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const p of pieces) if (!armour.some((a) => a.name === p && !a.treasure)) fail(where, `starting armour "${p}" is no armour counter`);
  const horse = l4?.horse;
  if (horse !== undefined && !horses.some((h) => h.name === horse && !h.treasure)) fail(where, `starting horse "${horse}" is no horse counter`);
  return clean({ weapon, armour: pieces, horse });
}
/** The character's pronoun as the JSON gives it ("she": the Amazon, the Woods Girl, the Witch; "he": the others). */
function pronoun(where: string, t: Attrs): 'he' | 'she' {
  if (t.pronoun !== 'he' && t.pronoun !== 'she') fail(where, `pronoun "${t.pronoun}" is not "he" or "she"`);
  return t.pronoun === 'she' ? 'she' : 'he';
}
function gold(where: string, t: Attrs): number {
  return t.start_gold === undefined ? STARTING_GOLD : int(where, 'starting gold', t.start_gold, 0, 100);
}

const kits: Kit[] = [];
for (const c of characters) {
  const name = NAME_FIX[c.name] ?? c.name;
  const w = `character ${name}`;
  const chits = (chitsBy.get(c) ?? []).sort((a, b) => a.stage - b.stage);
  if (chits.length !== 12) fail(w, `${chits.length} chits, expected 12`);
  for (const lv of [1, 2, 3, 4]) if (chits.filter((x) => x.level === lv).length !== 3) fail(w, `not 3 chits of level ${lv}`);
  kits.push(
    clean({
      name,
      pronoun: pronoun(w, thisOf(c)),
      vulnerability: strength(w, 'vulnerability', thisOf(c).vulnerability),
      chits: chits.map(({ stage, ...x }) => (void stage, x)),
      ...equipment(w, c.attributes.level_4),
      gold: gold(w, thisOf(c)),
      relationships: relationships(w, c.attributes.relationship),
    }) as Kit,
  );
}
kits.sort((a, b) => a.name.localeCompare(b.name));

// Expansion One 13.2 (002 l.452): the Thief/Assassin "will use the same chits as the Druid …, except that the Druid's
// MAGIC II2** chit will become the Thief/Assassin's STAB T2** chit". His equipment (none), vulnerability and
// relationships are the JSON's Thief's, without RealmSpeak's own native groups; they are the Druid's too.
const druid = kits.find((k) => k.name === 'Druid');
const thief = objects('character').find((c) => c.name === 'Thief' && !original(c));
if (!druid || !thief) fail('Thief/Assassin', 'the Druid or the JSON\'s Thief is missing');
else {
  const replaced = druid.chits.filter((x) => label(x) === 'MAGIC II2**');
  if (replaced.length !== 1) fail('Thief/Assassin', `the Druid has ${replaced.length} MAGIC II2** chits, expected 1`);
  const chits = druid.chits.map((x) => (label(x) === 'MAGIC II2**' ? { kind: 'STAB', strength: 'T' as const, time: 2, effort: 2, level: x.level } : x));
  const jsonNames = thiefChits
    .sort((a, b) => Number(thisOf(a).stage) - Number(thisOf(b).stage))
    .map((o) => o.name.replace(/^Thief /, '').toUpperCase());
  if (JSON.stringify(jsonNames) !== JSON.stringify(chits.map(label)))
    fail('Thief/Assassin', `the JSON's Thief has ${jsonNames.join(', ')}; the Druid's with 13.2's STAB give ${chits.map(label).join(', ')}`);
  kits.push(
    clean({
      name: 'Thief/Assassin',
      pronoun: pronoun('Thief', thisOf(thief)),
      expansionOne: true,
      vulnerability: strength('Thief', 'vulnerability', thisOf(thief).vulnerability),
      chits,
      ...equipment('Thief', thief.attributes.level_4),
      gold: gold('Thief', thisOf(thief)),
      relationships: relationships('Thief', thief.attributes.relationship, REALMSPEAK_ONLY_GROUPS),
    }) as Kit,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

if (problems.length) {
  console.error(`derive-realm-objects: ${problems.length} problem(s) in ${source}; nothing written:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}

const list = (name: string, type: string, doc: string, items: object[], note?: (x: object) => string[] | undefined): string[] => [
  `/** ${doc} */`,
  `export const ${name}: readonly ${type}[] = [`,
  ...items.flatMap((x) => [...(note?.(x) ?? []).map((n) => `  // ${n}`), `  ${lit(x)},`]),
  '];',
  '',
];

files.set('characters/kit-data.ts', [
  GENERATED,
  '// Chits as the JSON gives them (level = the character level they belong to); gold: the published 10 (see the script).',
  "import type { CharacterKit } from './kits.js';",
  '',
  '/** The 16 characters of the published game and Expansion One\'s Thief/Assassin (13.2: the Druid\'s chits, STAB T2** for MAGIC II2**). */',
  'export const CHARACTER_KITS: readonly CharacterKit[] = [',
  ...kits.flatMap((k) => {
    const { chits, relationships: rel, ...rest } = k;
    return [
      '  {',
      `    ${lit(rest).slice(2, -2)},`,
      `    relationships: ${lit(rel)},`,
      '    chits: [',
      ...chits.map((c) => `      ${lit(c)},`),
      '    ],',
      '  },',
    ];
  }),
  '];',
  '',
].join('\n'));

files.set('belongings/weapon-data.ts', [
  GENERATED,
  "import type { WeaponDef } from './belongings.js';",
  '',
  ...list('WEAPONS', 'WeaponDef', 'The weapons of the published game (the magic swords are treasures of the set-up card).', weapons),
].join('\n'));
files.set('belongings/armour-data.ts', [
  GENERATED,
  "import type { ArmourDef } from './belongings.js';",
  '',
  ...list('ARMOUR', 'ArmourDef', 'The armour of the published game (Gold Helmet, Silver Breastplate, Jade Shield and one suit are treasures).', armour),
].join('\n'));
files.set('belongings/horse-data.ts', [
  GENERATED,
  "import type { HorseDef } from './belongings.js';",
  '',
  ...list('HORSES', 'HorseDef', 'The horses for sale in the published game (the natives\' own horses are with the natives).', horses),
].join('\n'));
files.set('belongings/treasure-data.ts', [
  GENERATED,
  "import type { TreasureDef } from './belongings.js';",
  '',
  ...list('TREASURES', 'TreasureDef', 'The 74 treasure cards of the published game, the natives\' among them (heldBy). Facts only, not their effects.', treasures),
].join('\n'));
files.set('magic/spell-data.ts', [
  GENERATED,
  "import type { Spell } from './types.js';",
  '',
  ...list('SPELL_CARDS', 'Spell', 'The 47 spell cards of the published game, types I–VIII (dealt into the set-up boxes by type).', spells),
].join('\n'));
files.set('denizens/monster-data.ts', [
  GENERATED,
  "import type { MonsterDef } from './denizens.js';",
  '',
  ...list(
    'MONSTERS',
    'MonsterDef',
    'The monsters of the published game and Expansion One\'s new monsters that the JSON has (14.4, expansionOne).',
    monsters,
    (m) => {
      const n = monsterNotes.get(m as Monster & { count: number });
      return n ? [`${(m as Monster).name}: Expansion One 14.4 (002 l.474-502) — ${n.join('; ')}.`] : undefined;
    },
  ),
].join('\n'));
files.set('denizens/native-data.ts', [
  GENERATED,
  "import type { NativeDef } from './denizens.js';",
  '',
  ...list('NATIVES', 'NativeDef', 'The natives of the nine groups of the published game, with their horses.', natives),
].join('\n'));

for (const [file, text] of files) {
  const target = resolve(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(
  `derive-realm-objects: ${kits.length} characters, ${weapons.length} weapons, ${armour.length} armour, ${horses.length} horses, ` +
    `${treasures.length} treasures, ${spells.length} spells, ${monsters.length} monsters, ${natives.length} natives written under ${relative(root, outDir) || '.'}`,
);
