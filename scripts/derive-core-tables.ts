/**
 * Derives the project's own typed data of the core game's tables from the facts of ../shared/data/core-tables.json
 * (the 3rd-edition tables the seeds assume but do not print, transcribed from RealmSpeak) and writes
 * src/engine/rulesets/magic-realm/tables/core-tables-data.ts.
 *
 *   npx tsx scripts/derive-core-tables.ts [path/to/core-tables.json] [path/to/core-tables-data.ts]
 *
 * realm-objects.json is read from beside core-tables.json for cross-checks only. Neither JSON is imported at run
 * time nor shipped. Every fact is checked while deriving; the script fails loudly (exit code 1, one line per
 * problem) rather than write doubtful data:
 * - each table of the JSON is known here, with the dice its `dice` sentence names and its roll key; rows cover 1–6
 *   without gaps; every row's `effect` is turned into a typed result and every key of it is used (an unknown key
 *   fails), and the result sentence agrees with it (an Opportunity says "Opportunity", a Price ×3 says "x3", Loot's
 *   row n takes the n-th item, the Missile table's row r changes the harm by 3 − r levels);
 * - Choice rows offer rows of Peer/Locate that exist and discover something;
 * - the Meeting table's Opportunities roll again one column friendlier, Trouble on the Unfriendly column;
 * - the modifier catalogue: every entry's effect, level, place and rolls are known words; each table's modifiers
 *   (the catalogue entries for its rolls) are the ones its own summary names, and its summary names no other;
 * - the appearance chart: rows 1–6; the prowling monsters are exactly realm-objects.json's monsters of the published
 *   game by monster roll, start and number, and each sits in a box or site of its row that holds that many; summon
 *   tokens are a warning with its tile type or a sound; boxes tried in the same order of a row share no token; the
 *   native groups and garrisons are realm-objects.json's natives of that roll and dwelling;
 * - the treasure set-up: known kinds, unique boxes, spells of types I–VIII, rows agreeing with the appearance chart
 *   (sites, native-group boxes and their counters, garrisons), and the large and small treasures dealt equal to those
 *   of the published game in realm-objects.json (29 and 45).
 * Seed rules applied on top (the seeds win, RULES.md): BI-6 (the Meeting table's Opportunity may be taken as the
 * "2" of its column, option expanded-meetings) as a variant of the cells; BI-10 (the optional Missile table replaces
 * the standard one, option optional-combat) as `replacedBy`; SW-13 (weather forbids HIDE for everybody) drops
 * RealmSpeak's cave exception.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const source = resolve(process.argv[2] ?? resolve(root, '../shared/data/core-tables.json'));
const objectsFile = resolve(dirname(source), 'realm-objects.json');
const target = resolve(process.argv[3] ?? resolve(root, 'src/engine/rulesets/magic-realm/tables/core-tables-data.ts'));

const problems: string[] = [];
const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);
const stop = () => {
  if (!problems.length) return;
  for (const p of problems) console.error(p);
  process.exit(1);
};

type Json = Record<string, unknown>;

/** Entries of the modifier catalogue, written as `pick(0, 1, …)`: the catalogue is written once. */
class Pick {
  constructor(readonly indexes: number[]) {}
}

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown, where: string): string => {
  if (typeof x === 'string' && x.trim() !== '') return x;
  fail(where, `expected a text, found ${JSON.stringify(x)}`);
  return '';
};
const strs = (x: unknown, where: string): string[] => {
  if (Array.isArray(x) && x.every((s) => typeof s === 'string')) return x as string[];
  fail(where, `expected a list of texts, found ${JSON.stringify(x)}`);
  return [];
};
const int = (x: unknown, where: string): number => {
  if (typeof x === 'number' && Number.isInteger(x)) return x;
  fail(where, `expected a whole number, found ${JSON.stringify(x)}`);
  return 0;
};

if (!existsSync(objectsFile)) {
  console.error(`${objectsFile}: not found (the cross-checks need it beside core-tables.json)`);
  process.exit(1);
}
const data = JSON.parse(readFileSync(source, 'utf8')) as Json;
const objects = (JSON.parse(readFileSync(objectsFile, 'utf8')) as { objects: Record<string, { name: string; attributes: Record<string, Record<string, string>> }[]> }).objects;

// ---------------------------------------------------------------------------------------------------------------
// What each table of the JSON is to us.

type Kind =
  | 'hide'
  | 'search'
  | 'magic-sight'
  | 'loot'
  | 'site-card'
  | 'read-runes'
  | 'meeting'
  | 'commerce'
  | 'missile'
  | 'reposition'
  | 'change-tactics'
  | 'power-of-the-pit'
  | 'curse'
  | 'wish'
  | 'violent-storm'
  | 'transform'
  | 'appearance';

interface Spec {
  constName: string;
  catalogName: string;
  kind: Kind;
  resultType: string;
  dice: '2d6-high' | '1d6';
  plain?: true;
  rolls: string[];
  /** Rolls that are also another roll (a modifier of either applies). */
  rollMatches?: Record<string, string[]>;
  /** The first word of the JSON's `roll_key`. */
  jsonKey: string;
  replacedBy?: { rule: string; option: string; table: string };
}

const SPECS: Record<string, Spec> = {
  hide: { constName: 'HIDE', catalogName: 'hide', kind: 'hide', resultType: 'HideResult', dice: '2d6-high', rolls: ['hide'], jsonKey: 'hide' },
  peer: { constName: 'PEER', catalogName: 'peer', kind: 'search', resultType: 'SearchResult', dice: '2d6-high', rolls: ['peer'], jsonKey: 'peer' },
  locate: { constName: 'LOCATE', catalogName: 'locate', kind: 'search', resultType: 'SearchResult', dice: '2d6-high', rolls: ['locate'], jsonKey: 'locate' },
  loot: { constName: 'LOOT', catalogName: 'loot', kind: 'loot', resultType: 'LootResult', dice: '2d6-high', rolls: ['loot'], jsonKey: 'loot' },
  loot_crypt_of_the_knight: { constName: 'CRYPT_OF_THE_KNIGHT', catalogName: 'crypt-of-the-knight', kind: 'site-card', resultType: 'SiteCardResult', dice: '2d6-high', rolls: ['loot'], jsonKey: 'loot' },
  loot_enchanted_meadow: { constName: 'ENCHANTED_MEADOW', catalogName: 'enchanted-meadow', kind: 'site-card', resultType: 'SiteCardResult', dice: '2d6-high', rolls: ['loot'], jsonKey: 'loot' },
  loot_toadstool_circle: { constName: 'TOADSTOOL_CIRCLE', catalogName: 'toadstool-circle', kind: 'site-card', resultType: 'SiteCardResult', dice: '2d6-high', rolls: ['loot'], jsonKey: 'loot' },
  magic_sight: { constName: 'MAGIC_SIGHT', catalogName: 'magic-sight', kind: 'magic-sight', resultType: 'MagicSightResult', dice: '2d6-high', rolls: ['magic-sight'], jsonKey: 'magicsight' },
  read_runes: { constName: 'READ_RUNES', catalogName: 'read-runes', kind: 'read-runes', resultType: 'ReadRunesResult', dice: '2d6-high', rolls: ['read-runes'], jsonKey: 'readrunes' },
  // Buying and hiring are meeting rolls too: RealmSpeak rolls them with the key "Meeting,Trade" / "Meeting,Hire"
  // (Meeting.getTableKey), so the White Knight's −1 "on meeting rolls" applies to them as well.
  meeting: {
    constName: 'MEETING',
    catalogName: 'meeting',
    kind: 'meeting',
    resultType: 'MeetingResult',
    dice: '2d6-high',
    rolls: ['meeting', 'trade', 'hire'],
    rollMatches: { trade: ['meeting', 'trade'], hire: ['meeting', 'hire'] },
    jsonKey: 'meeting',
  },
  commerce_optional: { constName: 'COMMERCE', catalogName: 'commerce', kind: 'commerce', resultType: 'CommerceResult', dice: '2d6-high', rolls: ['commerce'], jsonKey: 'meeting' },
  // BI-10 (003 5.4): "he uses the OPTIONAL MISSILE TABLE (instead of the regular MISSILE TABLE)" with the optional combat rules.
  missile: {
    constName: 'MISSILE',
    catalogName: 'standard-missile',
    kind: 'missile',
    resultType: 'MissileResult',
    dice: '2d6-high',
    rolls: ['missile', 'thrown', 'attack-spell'],
    jsonKey: 'missile',
    replacedBy: { rule: 'BI-10', option: 'optional-combat', table: 'missile' },
  },
  reposition: { constName: 'REPOSITION', catalogName: 'reposition', kind: 'reposition', resultType: 'RepositionResult', dice: '1d6', plain: true, rolls: [], jsonKey: 'none' },
  change_tactics: { constName: 'CHANGE_TACTICS', catalogName: 'change-tactics', kind: 'change-tactics', resultType: 'ChangeTacticsResult', dice: '2d6-high', plain: true, rolls: [], jsonKey: 'none' },
  power_of_the_pit: { constName: 'POWER_OF_THE_PIT', catalogName: 'power-of-the-pit', kind: 'power-of-the-pit', resultType: 'PowerOfThePitResult', dice: '2d6-high', rolls: ['power-of-the-pit'], jsonKey: 'powerofthepit' },
  curse: { constName: 'CURSE', catalogName: 'curse', kind: 'curse', resultType: 'CurseResult', dice: '2d6-high', rolls: ['curse'], jsonKey: 'curse' },
  wish: { constName: 'WISH', catalogName: 'wish', kind: 'wish', resultType: 'WishResult', dice: '2d6-high', rolls: ['wish'], jsonKey: 'wish' },
  violent_storm: { constName: 'VIOLENT_STORM', catalogName: 'violent-storm', kind: 'violent-storm', resultType: 'ViolentStormResult', dice: '2d6-high', rolls: ['violent-storm'], jsonKey: 'violentstorm' },
  transform: { constName: 'TRANSFORM', catalogName: 'transform', kind: 'transform', resultType: 'TransformResult', dice: '2d6-high', rolls: ['transform'], jsonKey: 'transform' },
  appearance_chart: { constName: 'APPEARANCE_CHART', catalogName: 'monster-roll', kind: 'appearance', resultType: 'AppearanceRow', dice: '1d6', plain: true, rolls: [], jsonKey: 'monster' },
};
const SETUP_ID = 'treasure_setup';

const RELATIONSHIPS = ['ally', 'friendly', 'neutral', 'unfriendly', 'enemy'] as const;
type Relationship = (typeof RELATIONSHIPS)[number];

/** RealmSpeak spells the Sorcerer "Sorceror"; the published name is written (as scripts/derive-characters.ts does). */
const NAME_FIX: Record<string, string> = { Sorceror: 'Sorcerer' };
/** RealmSpeak's group "Bashkar" is the Bashkars of the seeds (as scripts/derive-characters.ts). */
const GROUP_FIX: Record<string, string> = { Bashkar: 'Bashkars' };
const NATIVE_GROUPS = ['Bashkars', 'Company', 'Guard', 'Lancers', 'Order', 'Patrol', 'Rogues', 'Soldiers', 'Woodfolk'];

// ---------------------------------------------------------------------------------------------------------------
// Effects → typed results. Each converter takes the keys it uses; a key left over is a problem.

class Effect {
  private readonly used = new Set<string>();
  constructor(
    private readonly raw: Json,
    readonly where: string,
  ) {}
  has(key: string): boolean {
    return key in this.raw;
  }
  take(key: string): unknown {
    this.used.add(key);
    return this.raw[key];
  }
  get keys(): string[] {
    return Object.keys(this.raw);
  }
  done(): void {
    const left = Object.keys(this.raw).filter((k) => !this.used.has(k));
    if (left.length) fail(this.where, `effect key(s) not understood: ${left.join(', ')}`);
  }
}

const FINDS: Record<string, string> = { 'hidden paths': 'hidden-paths', 'secret passages': 'secret-passages', 'site chits in clearing': 'site-chits' };
const FIND_ORDER = ['clues', 'hidden-paths', 'secret-passages', 'hidden-enemies', 'site-chits'];
const NEXT_TABLE: Record<string, string> = { curse: 'curse', wish: 'wish', power_of_the_pit: 'power-of-the-pit' };

type Result = Json;
const nothing = (e: Effect, text: string): Result | undefined => {
  if (e.keys.length === 0) {
    if (!/^Nothing\b/.test(text)) fail(e.where, `an empty effect whose sentence is not "Nothing": ${text}`);
    return { kind: 'nothing' };
  }
  return undefined;
};

function search(e: Effect, text: string): Result | undefined {
  const none = nothing(e, text);
  if (none) return none;
  if (e.has('choice_of')) {
    const of = strs(e.take('choice_of'), e.where).map((ref) => {
      const m = /^(peer|locate):([1-6])$/.exec(ref);
      if (!m) fail(e.where, `a choice of "${ref}", not peer:N or locate:N`);
      return { table: m?.[1] ?? '', roll: Number(m?.[2] ?? 0) };
    });
    if (!/^Choice\b/.test(text)) fail(e.where, `a choice whose sentence does not say Choice: ${text}`);
    return { kind: 'choice', of };
  }
  const finds: string[] = [];
  if (e.has('clues')) {
    if (e.take('clues') !== true) fail(e.where, 'clues is not true');
    finds.push('clues');
  }
  if (e.has('found_hidden_enemies')) {
    if (e.take('found_hidden_enemies') !== true) fail(e.where, 'found_hidden_enemies is not true');
    finds.push('hidden-enemies');
  }
  if (e.has('discover')) {
    for (const d of strs(e.take('discover'), e.where)) {
      const f = FINDS[d];
      if (!f) fail(e.where, `discovers "${d}", not one of ${Object.keys(FINDS).join(', ')}`);
      else finds.push(f);
    }
  }
  if (finds.length === 0) return undefined;
  // The sentence names what is found.
  const says: Record<string, RegExp> = { clues: /clues|face-down map chits|as Locate 4/i, 'hidden-paths': /hidden path/i, 'secret-passages': /secret passage|passages/i, 'hidden-enemies': /hidden enemies/i, 'site-chits': /site chit|discover chits/i };
  for (const f of finds) if (!says[f]!.test(text)) fail(e.where, `finds ${f} but the sentence does not say so: ${text}`);
  return { kind: 'discover', finds: [...finds].sort((a, b) => FIND_ORDER.indexOf(a) - FIND_ORDER.indexOf(b)) };
}

function magicSight(e: Effect, text: string): Result | undefined {
  if (e.has('found_hidden_enemies_with')) {
    const withWhat = strs(e.take('found_hidden_enemies_with'), e.where);
    if (e.has('learn_spell')) {
      e.take('learn_spell');
      if (!/^Perceive spell/.test(text)) fail(e.where, `a spell result that is not "Perceive spell": ${text}`);
      return { kind: 'perceive-spell', findHiddenWith: withWhat };
    }
    const take = e.take('take_first_of');
    if (take === 'counter' && /^Counters/.test(text)) return { kind: 'counters', findHiddenWith: withWhat };
    if (take === 'treasure' && /^Treasure cards/.test(text)) return { kind: 'treasure-cards', findHiddenWith: withWhat };
    fail(e.where, `take_first_of ${JSON.stringify(take)} with the sentence: ${text}`);
    return undefined;
  }
  return search(e, text);
}

function siteCard(e: Effect, text: string): Result | undefined {
  const none = nothing(e, text);
  if (none) return none;
  if (e.has('take_first_of')) {
    const what = e.take('take_first_of');
    if (what !== 'horse' && what !== 'armor' && what !== 'weapon' && what !== 'treasure') fail(e.where, `takes the first "${String(what)}"`);
    const word = what === 'armor' ? 'armour' : what === 'treasure' ? 'treasure card' : `${String(what)} counter`;
    if (!text.includes(`topmost ${word}`)) fail(e.where, `takes the first ${String(what)} but says: ${text}`);
    return { kind: 'take-first', what };
  }
  if (e.has('gold')) return { kind: 'gold', amount: int(e.take('gold'), e.where) };
  if (e.has('roll_table')) return rollTable(e, text);
  if (e.has('heal_all')) {
    if (e.take('heal_all') !== true) fail(e.where, 'heal_all is not true');
    return { kind: 'heal' };
  }
  if (e.has('teleport')) {
    const to = e.take('teleport');
    if (to !== 'any cave clearing') fail(e.where, `teleports to "${String(to)}"`);
    return { kind: 'teleport', to: 'any-cave-clearing' };
  }
  if (e.has('peer_any_clearing_today')) {
    if (e.take('peer_any_clearing_today') !== true) fail(e.where, 'peer_any_clearing_today is not true');
    return { kind: 'peer-any-clearing-today' };
  }
  return undefined;
}

function rollTable(e: Effect, text: string): Result | undefined {
  const t = String(e.take('roll_table'));
  const table = NEXT_TABLE[t];
  if (!table) return void fail(e.where, `rolls on an unknown table "${t}"`);
  const name = t === 'power_of_the_pit' ? 'Power of the Pit' : `${t[0]!.toUpperCase()}${t.slice(1)}`;
  if (!text.includes(name)) fail(e.where, `rolls on ${t} but says: ${text}`);
  return { kind: 'roll-table', table };
}

function readRunes(e: Effect, text: string): Result | undefined {
  const none = nothing(e, text);
  if (none) return none;
  if (e.has('roll_table')) return rollTable(e, text);
  const awaken = e.has('awaken') ? e.take('awaken') === true : false;
  const learn = e.has('learn') ? e.take('learn') === true : false;
  if (awaken && learn && /^Learn and awaken/.test(text)) return { kind: 'learn-and-awaken' };
  if (awaken && !learn && /^Awaken only/.test(text)) return { kind: 'awaken' };
  return undefined;
}

const friendlier = (c: Relationship): Relationship | undefined => RELATIONSHIPS[RELATIONSHIPS.indexOf(c) - 1];

function reroll(e: Effect, text: string, column: Relationship): Result | undefined {
  const on = e.take('reroll_on') as Relationship;
  if (!RELATIONSHIPS.includes(on)) return void fail(e.where, `rolls again on an unknown column "${String(on)}"`);
  const label = `${on[0]!.toUpperCase()}${on.slice(1)}`;
  if (!text.includes(`${label} column`)) fail(e.where, `rolls again on ${on} but says: ${text}`);
  if (/^Opportunity/.test(text)) {
    if (friendlier(column) !== on) fail(e.where, `an Opportunity in the ${column} column rolls on ${on}, not the next friendlier column`);
    return { kind: 'opportunity', rerollOn: on };
  }
  if (/^Trouble/.test(text)) {
    if (on !== 'unfriendly') fail(e.where, `Trouble rolls on ${on}, not unfriendly`);
    return { kind: 'trouble', rerollOn: on };
  }
  return void fail(e.where, `rolls again, but is neither an Opportunity nor Trouble: ${text}`);
}

function blockBattle(e: Effect, text: string): Result | undefined {
  if (e.take('block_battle') !== true) fail(e.where, 'block_battle is not true');
  if (!/^Block\/Battle/.test(text)) fail(e.where, `Block/Battle says: ${text}`);
  return { kind: 'block-battle' };
}

function meeting(e: Effect, text: string, column: Relationship): Result | undefined {
  if (e.has('reroll_on')) return reroll(e, text, column);
  if (e.has('price_multiplier')) {
    const n = int(e.take('price_multiplier'), e.where);
    if (n === 0) {
      if (e.take('boon') !== true || !/^Boon/.test(text)) fail(e.where, `a price of 0 that is not a boon: ${text}`);
      return { kind: 'boon' };
    }
    if (n < 1 || n > 4 || !text.startsWith(`Price x${n}:`)) fail(e.where, `price ×${n} says: ${text}`);
    return { kind: 'price', multiplier: n };
  }
  if (e.has('no_deal')) {
    if (e.take('no_deal') !== true || text !== 'No deal') fail(e.where, `no deal says: ${text}`);
    return { kind: 'no-deal' };
  }
  if (e.has('insult')) {
    const i = e.take('insult');
    if (!isObject(i) || i.else !== 'block_battle' || !/^Insult/.test(text)) fail(e.where, `an insult: ${JSON.stringify(i)} ${text}`);
    const n = isObject(i) ? int(i.or_lose_notoriety, e.where) : 0;
    if (!text.includes(`lose ${n} notoriety`)) fail(e.where, `an insult of ${n} notoriety says: ${text}`);
    return { kind: 'insult', loseNotoriety: n };
  }
  if (e.has('challenge')) {
    const c = e.take('challenge');
    if (!isObject(c) || c.else !== 'block_battle' || !/^Challenge/.test(text)) fail(e.where, `a challenge: ${JSON.stringify(c)} ${text}`);
    const n = isObject(c) ? int(c.or_lose_fame, e.where) : 0;
    if (!text.includes(`lose ${n} fame`)) fail(e.where, `a challenge of ${n} fame says: ${text}`);
    return { kind: 'challenge', loseFame: n };
  }
  if (e.has('block_battle')) return blockBattle(e, text);
  return undefined;
}

function commerce(e: Effect, text: string, column: Relationship): Result | undefined {
  if (e.has('reroll_on')) return reroll(e, text, column);
  if (e.has('offer_bonus')) {
    const n = int(e.take('offer_bonus'), e.where);
    const says = n === 0 ? "offers the items' price;" : `offers the items' price ${n > 0 ? '+' : '-'}${Math.abs(n)} gold`;
    if (!/^Offer/.test(text) || !text.includes(says)) fail(e.where, `an offer of ${n} says: ${text}`);
    return { kind: 'offer', bonus: n };
  }
  if (e.has('demand_bonus')) {
    const n = int(e.take('demand_bonus'), e.where);
    if (e.take('else') !== 'block_battle') fail(e.where, 'a demand without Block/Battle');
    if (!/^Demand/.test(text) || !text.includes(`price -${Math.abs(n)} gold`) || n >= 0) fail(e.where, `a demand of ${n} says: ${text}`);
    return { kind: 'demand', bonus: n };
  }
  if (e.has('block_battle')) return blockBattle(e, text);
  return undefined;
}

const PIT: [RegExp, string, string[]][] = [
  [/^Fiery chasm/, 'fiery-chasm', ['kill']],
  [/^Carried away/, 'carried-away', ['kill']],
  [/^Terror/, 'terror', ['wound_chits', 'kill']],
  [/^Blight/, 'blight', ['wound_chits']],
  [/^Forget/, 'forget', ['fatigue_chits']],
  [/^Rust/, 'rust', ['damage_armor']],
];

function powerOfThePit(e: Effect, text: string): Result | undefined {
  const hit = PIT.find(([re]) => re.test(text));
  if (!hit) return void fail(e.where, `an unknown Power of the Pit result: ${text}`);
  const [, effect, keys] = hit;
  if ([...e.keys].sort().join() !== [...keys].sort().join()) fail(e.where, `${effect} with the effect keys ${e.keys.join(', ')}, expected ${keys.join(', ')}`);
  for (const k of keys) str(e.take(k), e.where);
  return { kind: 'power-of-the-pit', effect };
}

const CURSES = ['Eyemist', 'Squeak', 'Wither', 'Ill Health', 'Ashes', 'Disgust'];
function curse(e: Effect, text: string): Result | undefined {
  const c = str(e.take('curse'), e.where);
  if (!CURSES.includes(c) || !text.startsWith(`${c}:`)) return void fail(e.where, `an unknown curse "${c}": ${text}`);
  if (e.has('hidden')) {
    if (e.take('hidden') !== false || c !== 'Squeak') fail(e.where, `the curse ${c} changes hiding`);
    return { kind: 'curse', curse: c, unhides: true };
  }
  return { kind: 'curse', curse: c };
}

const WISHES: [string, string, string][] = [
  ['"I wish I were elsewhere"', 'elsewhere', 'teleport'],
  ['"I wish you were elsewhere"', 'you-elsewhere', 'teleport_other'],
  ['"I wish for a vision"', 'vision', 'vision'],
  ['"I wish for peace"', 'peace', 'peace_in_clearing_today'],
  ['"I wish for health"', 'health', 'heal_all'],
  ['"I wish for strength"', 'strength', 'next_fight_harm'],
];
function wish(e: Effect, text: string): Result | undefined {
  const hit = WISHES.find(([t]) => text.startsWith(t));
  if (!hit) return void fail(e.where, `an unknown wish: ${text}`);
  const [, wishName, key] = hit;
  if (e.keys.join() !== key) fail(e.where, `${wishName} with the effect keys ${e.keys.join(', ')}, expected ${key}`);
  e.take(key);
  return { kind: 'wish', wish: wishName };
}

const BEASTS = ['Tremendous Dragon', 'Lion', 'Eagle', 'Bird', 'Squirrel', 'Frog'];

function plainResult(spec: Spec, e: Effect, text: string, roll: { from: number; to: number }): Result | undefined {
  switch (spec.kind) {
    case 'hide': {
      const hidden = e.take('hidden');
      if (hidden === true && /^Hidden/.test(text)) return { kind: 'hidden' };
      if (hidden === false && /^No effect/.test(text)) return { kind: 'not-hidden' };
      return void fail(e.where, `hidden ${JSON.stringify(hidden)} says: ${text}`);
    }
    case 'search':
      return search(e, text);
    case 'magic-sight':
      return magicSight(e, text);
    case 'loot': {
      const n = int(e.take('take_from_top'), e.where);
      const nth = ['1st', '2nd', '3rd', '4th', '5th', '6th'][n - 1];
      if (n !== roll.from || roll.from !== roll.to || !text.startsWith(`Take the ${nth} item from the top`)) fail(e.where, `row ${roll.from} takes the item ${n}: ${text}`);
      return { kind: 'take-nth', n };
    }
    case 'site-card':
      return siteCard(e, text);
    case 'read-runes':
      return readRunes(e, text);
    case 'missile': {
      const n = int(e.take('harm_levels'), e.where);
      // The standard Missile table: row 1 raises two levels, each row one less, row 6 lowers three.
      if (n !== 3 - roll.from) fail(e.where, `row ${roll.from} changes the harm ${n} levels, expected ${3 - roll.from}`);
      const says = n === 0 ? 'No change' : `${n > 0 ? 'Increase' : 'Decrease'} the harm ${['', 'one', 'two', 'three'][Math.abs(n)]} level`;
      if (!text.startsWith(says)) fail(e.where, `${n} levels says: ${text}`);
      return { kind: 'harm', levels: n };
    }
    case 'reposition': {
      const m = e.take('old_box_to_new_box');
      const moves = isObject(m) ? { 1: int(m['1'], e.where), 2: int(m['2'], e.where), 3: int(m['3'], e.where) } : undefined;
      if (!moves || Object.keys(m as Json).length !== 3 || [moves[1], moves[2], moves[3]].sort().join() !== '1,2,3') return void fail(e.where, `not a permutation of boxes 1-3: ${JSON.stringify(m)}`);
      return { kind: 'reposition', moves };
    }
    case 'change-tactics':
      if (e.keys.length === 0 && /^No change/.test(text)) return { kind: 'no-change' };
      if (e.take('flip_box') === true && /turns over/.test(text)) return { kind: 'change-tactics' };
      return undefined;
    case 'power-of-the-pit':
      return powerOfThePit(e, text);
    case 'curse':
      return curse(e, text);
    case 'wish':
      return wish(e, text);
    case 'violent-storm': {
      const n = int(e.take('phases_lost_on_entry'), e.where);
      if (!text.startsWith(`${n} phase`)) fail(e.where, `${n} phases lost says: ${text}`);
      return { kind: 'phases-lost', phases: n };
    }
    case 'transform': {
      const into = str(e.take('transform_into'), e.where);
      if (!BEASTS.includes(into) || !text.startsWith(`${into}:`)) fail(e.where, `transforms into "${into}": ${text}`);
      return { kind: 'transform', into };
    }
    default:
      return void fail(e.where, `no plain result for ${spec.kind}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

/** "1-5", "6", 3, "1 or less", "6 or more" → the range on the 1–6 table (below 1 reads as 1, above 6 as 6). */
function rollRange(raw: unknown, where: string): { from: number; to: number } {
  if (typeof raw === 'number' && Number.isInteger(raw)) return { from: raw, to: raw };
  const s = String(raw);
  let m = /^(\d)-(\d)$/.exec(s);
  if (m) return { from: Number(m[1]), to: Number(m[2]) };
  m = /^(\d)(?: or less| or more)?$/.exec(s);
  if (m) {
    const n = Number(m[1]);
    if (s.endsWith('or less') && n !== 1) fail(where, `"${s}" is an open range that is not the first row`);
    if (s.endsWith('or more') && n !== 6) fail(where, `"${s}" is an open range that is not the last row`);
    return { from: n, to: n };
  }
  fail(where, `an unknown roll "${s}"`);
  return { from: 0, to: 0 };
}

function checkCoverage(rows: { from: number; to: number }[], where: string) {
  let expected = 1;
  for (const r of rows) {
    if (r.from !== expected || r.to < r.from) fail(where, `a row ${r.from}-${r.to} where ${expected} was expected`);
    expected = r.to + 1;
  }
  if (expected !== 7) fail(where, `the rows end at ${expected - 1}, not 6`);
}

const sourceOf = (x: unknown, where: string): string => (Array.isArray(x) ? strs(x, where).join('; ') : str(x, where));

interface PlainRowOut {
  from: number;
  to: number;
  result: Result;
  text: string;
  source: string;
}
interface CellOut {
  result: Result;
  text: string;
  source: string;
}

function plainRows(spec: Spec, t: Json, id: string): PlainRowOut[] {
  const rows = (t.rows as Json[]).map((row, i) => {
    const where = `${id} row ${i + 1}`;
    const range = rollRange(row.roll, where);
    const text = str(row.result, where);
    const e = new Effect(isObject(row.effect) ? row.effect : {}, where);
    if (!isObject(row.effect)) fail(where, 'no effect');
    const result = plainResult(spec, e, text, range);
    if (!result) fail(where, `the effect ${JSON.stringify(row.effect)} is not understood for ${spec.kind}: ${text}`);
    e.done();
    return { ...range, result: result ?? {}, text, source: str(row.source, where) };
  });
  checkCoverage(rows, id);
  return rows;
}

function columnRows(spec: Spec, t: Json, id: string): { from: number; to: number; byColumn: Record<Relationship, CellOut> }[] {
  const columns = strs(t.columns, `${id} columns`);
  if (columns.join() !== RELATIONSHIPS.join()) fail(id, `columns ${columns.join(', ')}, expected ${RELATIONSHIPS.join(', ')}`);
  const rows = (t.rows as Json[]).map((row, i) => {
    const range = rollRange(row.roll, `${id} row ${i + 1}`);
    const by = isObject(row.by_column) ? row.by_column : {};
    const byColumn = {} as Record<Relationship, CellOut>;
    for (const c of RELATIONSHIPS) {
      const where = `${id} row ${i + 1} ${c}`;
      const cell = by[c];
      if (!isObject(cell) || !isObject(cell.effect)) {
        fail(where, 'no cell');
        continue;
      }
      const text = str(cell.result, where);
      const e = new Effect(cell.effect, where);
      const result = spec.kind === 'meeting' ? meeting(e, text, c) : commerce(e, text, c);
      if (!result) fail(where, `the effect ${JSON.stringify(cell.effect)} is not understood: ${text}`);
      e.done();
      byColumn[c] = { result: result ?? {}, text, source: str(cell.source, where) };
    }
    if (Object.keys(by).sort().join() !== [...RELATIONSHIPS].sort().join()) fail(`${id} row ${i + 1}`, `columns ${Object.keys(by).join(', ')}`);
    return { ...range, byColumn };
  });
  checkCoverage(rows, id);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// The modifier catalogue

const ROLL_KEYS: Record<string, string> = {
  all: 'all',
  hide: 'hide',
  peer: 'peer',
  locate: 'locate',
  loot: 'loot',
  magicsight: 'magic-sight',
  readrunes: 'read-runes',
  meeting: 'meeting',
  trade: 'trade',
  hire: 'hire',
  commerce: 'commerce',
  missile: 'missile',
  thrown: 'thrown',
  // RealmSpeak's key for attack spells on the Missile table leaves the "e" off on purpose, so that the "missile"
  // modifiers of the characters do not match it (RealmSpeak BattleModel.java:2442).
  magicmissil: 'attack-spell',
  attackspell: 'attack-spell',
  powerofthepit: 'power-of-the-pit',
  curse: 'curse',
  wish: 'wish',
  transform: 'transform',
  violentstorm: 'violent-storm',
  lost: 'lost',
};
const CARRIERS = ['character', 'treasure', 'spell'];

interface ModifierOut {
  object: string;
  rawObject: string;
  carrier: string;
  effect: Json;
  gainedAt: unknown;
  where: Json;
  rolls: string[];
  note?: string;
  source: string;
}

function parseWhere(w: string, where: string): Json {
  if (w === 'all') return { kind: 'anywhere' };
  if (w === 'its clearing') return { kind: 'its-clearing' };
  let m = /^% (\w+)$/.exec(w);
  if (m) return { kind: 'tile-name-ends-with', text: m[1]! };
  m = /^>(\w+)$/.exec(w);
  if (m) return { kind: 'clearing-type', type: m[1]! };
  m = /^%(\w+)%$/.exec(w);
  if (m) return { kind: 'name-contains', text: m[1]! };
  if (/^[a-z][a-z ]*$/.test(w)) return { kind: 'tile-named', name: w };
  fail(where, `an unknown place "${w}"`);
  return { kind: 'anywhere' };
}

function parseModifiers(): ModifierOut[] {
  const cat = data.modifier_catalogue;
  if (!isObject(cat) || !Array.isArray(cat.entries)) {
    fail('modifier_catalogue', 'no entries');
    return [];
  }
  return (cat.entries as Json[]).map((m, i) => {
    const where = `modifier_catalogue ${i + 1} (${String(m.object)})`;
    const rawObject = str(m.object, where);
    const carrier = str(m.kind, where);
    if (!CARRIERS.includes(carrier)) fail(where, `an unknown kind "${carrier}"`);
    const eff = str(m.effect, where);
    let effect: Json;
    let note: string | undefined;
    const plus = /^(plus|minus) (\d)(.*)$/.exec(eff);
    if (plus) {
      effect = { add: (plus[1] === 'plus' ? 1 : -1) * Number(plus[2]) };
      if (plus[3]) note = eff;
    } else if (eff === 'roll one die') effect = { oneDie: true };
    else if (eff === 'holder chooses the red die') effect = { chooseRedDie: true };
    else {
      fail(where, `an unknown effect "${eff}"`);
      effect = {};
    }
    const g = str(m.gained_at, where);
    let gainedAt: unknown;
    let gm: RegExpExecArray | null;
    if (g === 'always') gainedAt = 'always';
    else if (g === 'once seen (face up)') gainedAt = 'once-seen';
    else if ((gm = /^level_(\d)$/.exec(g))) gainedAt = { level: Number(gm[1]) };
    else if ((gm = /^optional_(\d)$/.exec(g))) gainedAt = { optionalRule: Number(gm[1]) };
    else fail(where, `an unknown gained_at "${g}"`);
    if (carrier !== 'character' && typeof gainedAt !== 'string') fail(where, `a ${carrier} gained at ${g}`);
    const rolls = strs(m.tables, where).map((k) => {
      const r = ROLL_KEYS[k];
      if (!r) fail(where, `an unknown roll "${k}"`);
      return r ?? k;
    });
    const out: ModifierOut = { object: NAME_FIX[rawObject] ?? rawObject, rawObject, carrier, effect, gainedAt, where: parseWhere(str(m.where, where), where), rolls, source: str(m.source, where) };
    if (note) out.note = note;
    return out;
  });
}

const MODIFIERS = parseModifiers();

/** The catalogue entries for a table's rolls, checked against the table's own summary of its modifiers. */
function modifiersOf(spec: Spec, t: Json, id: string): ModifierOut[] {
  const prose = [...strs(t.modifiers, `${id} modifiers`), str(t.dice, `${id} dice`)].join(' ');
  if (spec.plain) {
    if (!/^none/.test(strs(t.modifiers, id)[0] ?? '')) fail(id, `a plain roll whose modifiers are not "none": ${prose}`);
    return [];
  }
  const mine = MODIFIERS.filter((m) => m.rolls.some((r) => r === 'all' || spec.rolls.includes(r)));
  const generic = /as the (Loot|Meeting) table|usual modifiers/.test(prose);
  for (const m of mine) {
    if (!generic && !prose.includes(m.rawObject)) fail(id, `the catalogue gives it ${m.rawObject} (${m.rolls.join(', ')}), but its summary does not name it`);
  }
  for (const name of new Set(MODIFIERS.map((m) => m.rawObject))) {
    if (prose.includes(name) && !mine.some((m) => m.rawObject === name)) fail(id, `its summary names ${name}, which the catalogue does not give to ${spec.rolls.join('/')}`);
  }
  return mine;
}

// ---------------------------------------------------------------------------------------------------------------
// Preconditions: the seeds win (RULES.md).

const PRECONDITION_FIX: Record<string, { was: string; now: string }> = {
  // SW-13 (000 2.44): "Weather can prohibit ALL of the characters in the game from PEERING or HIDING for a week" —
  // RealmSpeak's house option that lets caves ignore it is not taken.
  'hide 4': {
    was: 'Seasons and Weather week that disables HIDE: no roll (seed SW-13); RealmSpeak house option lets caves ignore it',
    now: 'Seasons and Weather week that disables HIDE: no roll for any character, in any clearing (seed SW-13, 000 2.44: "all of the characters")',
  },
};

function preconditionsOf(t: Json, id: string): string[] {
  if (t.preconditions === undefined) return [];
  return strs(t.preconditions, `${id} preconditions`).map((p, i) => {
    const fix = PRECONDITION_FIX[`${id} ${i + 1}`];
    if (!fix) return p;
    if (fix.was !== p) fail(`${id} precondition ${i + 1}`, `expected to replace "${fix.was}", found "${p}"`);
    return fix.now;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The tables

const rawTables = Array.isArray(data.tables) ? (data.tables as Json[]) : [];
if (!rawTables.length) fail('tables', 'none');
const seen = new Set<string>();
for (const t of rawTables) {
  const id = String(t.id);
  if (seen.has(id)) fail(id, 'twice');
  seen.add(id);
  if (!SPECS[id] && id !== SETUP_ID) fail(id, 'a table this script does not know: add it to SPECS with its kind');
}
for (const id of [...Object.keys(SPECS), SETUP_ID]) if (!seen.has(id)) fail(id, 'missing from the JSON');
stop();

const tableJson = (id: string) => rawTables.find((t) => t.id === id)!;

interface TableOut {
  spec: Spec;
  value: Json;
}

function diceOf(spec: Spec, t: Json, id: string) {
  const dice = str(t.dice, `${id} dice`);
  const two = /^2d6, take the higher/.test(dice);
  const one = /^1 die/.test(dice);
  if ((spec.dice === '2d6-high' && !two) || (spec.dice === '1d6' && !one)) fail(id, `dice "${dice}" is not ${spec.dice}`);
  if (Boolean(spec.plain) !== /no modifiers/.test(dice)) fail(id, `dice "${dice}" and plain ${Boolean(spec.plain)} disagree`);
  const key = str(t.roll_key, `${id} roll_key`).split(/[\s(]/)[0]!;
  if (key !== spec.jsonKey) fail(id, `roll key "${key}", expected "${spec.jsonKey}"`);
}

function base(spec: Spec, t: Json, id: string): Json {
  diceOf(spec, t, id);
  const out: Json = {
    id,
    catalogName: spec.catalogName,
    name: str(t.name, `${id} name`),
    dice: spec.dice,
    plain: Boolean(spec.plain),
    rolls: spec.rolls,
    rollMatches: spec.rollMatches,
    modifiers: new Pick(modifiersOf(spec, t, id).map((m) => MODIFIERS.indexOf(m))),
    modifierNotes: strs(t.modifiers, `${id} modifiers`),
    preconditions: preconditionsOf(t, id),
    when: str(t.when, `${id} when`),
    source: str(t.source, `${id} source`),
    notes: typeof t.notes === 'string' ? t.notes : '',
    seedRules: strs(t.seed_rules ?? [], `${id} seed_rules`),
  };
  for (const r of out.seedRules as string[]) if (!/^(SW|MP|X1|BI)-\d+$/.test(r)) fail(id, `an unknown seed rule "${r}"`);
  for (const [roll, also] of Object.entries(spec.rollMatches ?? {})) {
    if (![roll, ...also].every((r) => spec.rolls.includes(r)) || !also.includes(roll)) fail(id, `the roll ${roll} matches ${also.join(', ')}, not rolls of the table`);
  }
  if (spec.replacedBy) {
    if (!(out.seedRules as string[]).includes(spec.replacedBy.rule)) fail(id, `replaced by ${spec.replacedBy.rule}, which its seed rules do not list`);
    out.replacedBy = spec.replacedBy;
  }
  return out;
}

/**
 * BI-6 (003 "EXPANDED MEETING TABLE OPPORTUNITIES"): "If, when rolling on the Meeting Table, you roll an OPPORTUNITY
 * result, you may ignore the OPPORTUNITY and instead take the "2" result in the same column." An option of the game
 * (BI-1, `expanded-meetings`): each Opportunity cell gains the "2" of its column as `instead`. The optional Commerce
 * table is not the Meeting Table, so it stays as it is.
 */
function bi6Variant(rows: { from: number; to: number; byColumn: Record<Relationship, CellOut> }[]): Json {
  const cells: Json[] = [];
  for (const row of rows) {
    for (const c of RELATIONSHIPS) {
      const cell = row.byColumn[c];
      if (cell.result.kind !== 'opportunity') continue;
      const two = rows.find((r) => r.from <= 2 && r.to >= 2)!.byColumn[c];
      if (two.result.kind === 'opportunity' || two.result.kind === 'trouble') fail(`meeting ${c}`, 'the "2" of an Opportunity\'s column rolls again');
      cells.push({
        roll: row.from,
        column: c,
        cell: {
          result: { ...cell.result, instead: { rule: 'BI-6', roll: 2, result: two.result, text: two.text } },
          text: `${cell.text}; or (BI-6) take the "2" result of this column instead: ${two.text}`,
          source: `${cell.source}; seed 003 "Expanded meeting table opportunities"`,
        },
      });
    }
  }
  if (cells.length === 0) fail('meeting', 'no Opportunity for BI-6 to change');
  return { rule: 'BI-6', option: 'expanded-meetings', description: 'An OPPORTUNITY may be ignored and the "2" result of the same column taken instead.', cells };
}

function checkChoices(tables: Map<string, TableOut>) {
  for (const [id, t] of tables) {
    for (const row of (t.value.rows as PlainRowOut[] | undefined) ?? []) {
      if (row.result?.kind !== 'choice') continue;
      for (const ref of row.result.of as { table: string; roll: number }[]) {
        const target = (tables.get(ref.table)?.value.rows as PlainRowOut[] | undefined)?.find((r) => r.from <= ref.roll && r.to >= ref.roll);
        if (target?.result.kind !== 'discover') fail(`${id} row ${row.from}`, `offers ${ref.table} ${ref.roll}, which discovers nothing`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The appearance chart and the treasure set-up

const og = (kind: string) => (objects[kind] ?? []).filter((o) => 'original_game' in (o.attributes.this ?? {}));
const WARNINGS = ['smoke', 'stink', 'dank', 'ruins', 'bones'];
const SOUNDS = ['flutter', 'slither', 'roar', 'howl', 'patter'];
const DWELLINGS: Record<string, string> = { inn: 'Inn', house: 'House', chapel: 'Chapel', guard: 'Guard', l_fire: 'Large Campfire', s_fire: 'Small Campfire' };
const groupName = (g: string) => GROUP_FIX[g] ?? g;
const counted = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
const sameBag = (a: string[], b: string[]) => [...a].sort().join('|') === [...b].sort().join('|');

function appearanceRows(t: Json): PlainRowOut[] {
  const id = 'appearance_chart';
  const rows = (t.rows as Json[]).map((row, i): PlainRowOut => {
    const where = `${id} row ${i + 1}`;
    const roll = int(row.roll, where);
    const prowling = ((row.prowling_monsters as Json[]) ?? []).map((p) => ({ monster: str(p.monster, where), count: int(p.count, where), startsIn: str(p.starts_in, where), source: str(p.source, where) }));
    const sites = ((row.site_chits as Json[]) ?? []).map((s) => ({ site: str(s.site, where), clearing: int(s.clearing, where), guardians: strs(s.guardians, where), source: str(s.source, where) }));
    const boxes = ((row.monster_boxes as Json[]) ?? []).map((b) => {
      const section = str(b.set_up_card_section, where);
      if (section !== 'lost castle' && section !== 'lost city') fail(where, `box ${String(b.box)} in the section "${section}"`);
      const summonedBy = strs(b.summoned_by, where).map((tok) => {
        const [chit = '', tileType, ...rest] = tok.split(' ');
        if (rest.length || (tileType !== undefined && !['V', 'W', 'M', 'C'].includes(tileType))) fail(where, `a summon token "${tok}"`);
        if (WARNINGS.includes(chit) && tileType === undefined) fail(where, `the warning "${tok}" has no tile type`);
        if (!WARNINGS.includes(chit) && !SOUNDS.includes(chit)) fail(where, `"${tok}" is neither a warning nor a sound`);
        return tileType === undefined ? { chit } : { chit, tileType };
      });
      return { box: str(b.box, where), section, order: int(b.order_within_row, where), summonedBy, contents: strs(b.contents, where), source: str(b.source, where) };
    });
    const natives = ((row.native_groups as Json[]) ?? []).map((n) => ({
      group: groupName(str(n.group, where)),
      dwellings: strs(n.appears_at_dwellings, where).map((d) => {
        if (!DWELLINGS[d]) fail(where, `an unknown dwelling "${d}"`);
        return DWELLINGS[d] ?? d;
      }),
      members: strs(n.members, where),
      items: strs(n.with_items, where),
      source: str(n.source, where),
    }));
    const garrisons = ((row.garrison_natives_of_this_row as Json[]) ?? []).map((g) => ({ group: groupName(str(g.group, where)), dwelling: str(g.dwelling, where), members: strs(g.members, where) }));
    const visitorBoxes = ((row.visitor_mission_boxes as Json[] | undefined) ?? []).map((v) => ({ box: str(v.box, where), appearsWith: strs(v.appears_with, where), source: str(v.source, where) }));
    if (visitorBoxes.length && roll !== 6) fail(where, 'visitor/mission boxes outside row 6 (SW-4: "in the row numbered 6")');
    const known = new Set(['roll', 'prowling_monsters', 'site_chits', 'monster_boxes', 'native_groups', 'garrison_natives_of_this_row', 'visitor_mission_boxes']);
    for (const k of Object.keys(row)) if (!known.has(k)) fail(where, `an unknown key "${k}"`);

    // Each prowler sits where it starts, as many as it says.
    for (const p of prowling) {
      const inBoxes = boxes.filter((b) => b.box === p.startsIn).flatMap((b) => b.contents).filter((m) => m === p.monster).length;
      const atSite = sites.filter((s) => s.site === p.startsIn).flatMap((s) => s.guardians).filter((m) => m === p.monster).length;
      if (inBoxes + atSite !== p.count) fail(where, `${p.count} ${p.monster} start in ${p.startsIn}, which holds ${inBoxes + atSite}`);
    }
    for (const b of boxes) for (const m of new Set(b.contents)) if (!prowling.some((p) => p.monster === m && p.startsIn === b.box)) fail(where, `${b.box} holds ${m}, which does not prowl from it`);
    for (const s of sites) for (const m of s.guardians) if (!prowling.some((p) => p.monster === m && p.startsIn === s.site)) fail(where, `${s.site} is guarded by ${m}, which does not prowl from it`);
    // Boxes tried at the same order must not answer the same chit.
    for (const [a, b] of boxes.flatMap((x, j) => boxes.slice(j + 1).map((y) => [x, y] as const))) {
      if (a.order !== b.order) continue;
      const shared = a.summonedBy.filter((s) => b.summonedBy.some((z) => z.chit === s.chit && z.tileType === s.tileType));
      if (shared.length) fail(where, `${a.box} and ${b.box} are both tried at order ${a.order} for ${shared.map((s) => s.chit).join(', ')}`);
    }
    // The natives of this row in realm-objects.json.
    for (const n of [...natives, ...garrisons]) {
      if (!NATIVE_GROUPS.includes(n.group)) fail(where, `an unknown native group "${n.group}"`);
      const start = 'dwelling' in n ? n.dwelling : `${n.group.replace(/s$/, '')} Dwelling`;
      const theirs = og('native').filter((o) => o.attributes.this!.monster_die === String(roll) && groupName(o.attributes.this!.native ?? '') === n.group && o.attributes.this!.setup_start);
      if (!sameBag(theirs.map((o) => o.name), n.members)) fail(where, `${n.group}: ${n.members.join(', ')}; realm-objects.json has ${theirs.map((o) => o.name).join(', ')}`);
      for (const o of theirs) if (o.attributes.this!.setup_start !== start) fail(where, `${o.name} starts in ${o.attributes.this!.setup_start}, not ${start}`);
    }
    return { from: roll, to: roll, result: { kind: 'appearance', prowling, sites, boxes, natives, garrisons, visitorBoxes }, text: appearanceText(prowling, sites, natives, garrisons, visitorBoxes), source: (t.source as string) ?? '' };
  });
  checkCoverage(rows, id);
  // The prowlers are exactly realm-objects.json's monsters of the published game by row, start and number.
  const ours = rows.flatMap((r) => (r.result.prowling as { monster: string; count: number; startsIn: string }[]).flatMap((p) => Array(p.count).fill(`${p.monster} @ ${p.startsIn} on ${r.from}`) as string[]));
  const theirs = og('monster')
    .filter((m) => /^[1-6]$/.test(m.attributes.this!.monster_die ?? ''))
    .map((m) => `${m.name} @ ${m.attributes.this!.setup_start} on ${m.attributes.this!.monster_die}`);
  if (!sameBag(ours, theirs)) {
    const a = counted(ours);
    const b = counted(theirs);
    for (const k of new Set([...a.keys(), ...b.keys()])) if (a.get(k) !== b.get(k)) fail(id, `${k}: ${a.get(k) ?? 0} here, ${b.get(k) ?? 0} in realm-objects.json`);
  }
  return rows;
}

function appearanceText(
  prowling: { monster: string; count: number; startsIn: string }[],
  sites: { site: string }[],
  natives: { group: string; dwellings: string[] }[],
  garrisons: { group: string; dwelling: string }[],
  visitorBoxes: { box: string }[],
): string {
  const monsters = [...new Map(prowling.map((p) => [p.monster, 0])).keys()].map((m) => {
    const n = prowling.filter((p) => p.monster === m).reduce((s, p) => s + p.count, 0);
    return n > 1 ? `${n} ${m}` : m;
  });
  return [
    `Prowling: ${monsters.join(', ')}.`,
    sites.length ? `Sites: ${sites.map((s) => s.site).join(', ')}.` : '',
    natives.length ? `Natives: ${natives.map((n) => `${n.group} (at ${n.dwellings.join(', ')})`).join('; ')}.` : '',
    garrisons.length ? `Regenerating garrisons: ${garrisons.map((g) => `${g.group} (${g.dwelling})`).join(', ')}.` : '',
    visitorBoxes.length ? `Visitor/mission boxes: ${visitorBoxes.map((v) => v.box).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const SETUP_KINDS: Record<string, string> = {
  'treasure-within-treasure card': 'treasure-within-treasure',
  'site chit': 'site',
  dwelling: 'dwelling',
  'native group box': 'native-group',
  visitor: 'visitor',
  'artifact or spell book': 'artifact-or-book',
  'lost city/castle chit': 'lost-city-or-castle',
};
const SPELL_TYPES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

function treasureSetup(t: Json, appearance: PlainRowOut[]): Json {
  const id = SETUP_ID;
  const names = new Set<string>();
  const boxes = (t.rows as Json[]).map((b, i) => {
    const where = `${id} ${String(b.box ?? i + 1)}`;
    const box = str(b.box, where);
    if (names.has(box)) fail(where, 'twice');
    names.add(box);
    const kind = SETUP_KINDS[str(b.kind, where)];
    if (!kind) fail(where, `an unknown kind "${String(b.kind)}"`);
    const spells = strs(b.spells_by_type ?? [], where);
    for (const s of spells) if (!SPELL_TYPES.includes(s)) fail(where, `a spell of type "${s}"`);
    const out: Json = {
      box,
      kind: kind ?? '',
      large: int(b.large_treasures, where),
      small: int(b.small_treasures, where),
      spells,
      alsoHolds: strs(b.also_holds ?? [], where),
      garrison: strs(b.garrison ?? [], where),
      randomChits: b.random_chits === undefined ? 0 : int(b.random_chits, where),
      source: strs(b.source, where),
    };
    if (b.monster_roll_row !== undefined) out.monsterRow = int(b.monster_roll_row, where);
    const known = new Set(['box', 'kind', 'large_treasures', 'small_treasures', 'spells_by_type', 'also_holds', 'garrison', 'random_chits', 'monster_roll_row', 'source']);
    for (const k of Object.keys(b)) if (!known.has(k)) fail(where, `an unknown key "${k}"`);
    if ((out.large as number) < 0 || (out.small as number) < 0) fail(where, 'a negative number of treasures');
    return out;
  });
  // Against the appearance chart.
  const rowOf = (n: number) => appearance.find((r) => r.from === n)?.result as { sites: { site: string }[]; natives: { group: string; items: string[] }[]; garrisons: { dwelling: string; members: string[] }[] } | undefined;
  for (const b of boxes) {
    const where = `${id} ${String(b.box)}`;
    const row = typeof b.monsterRow === 'number' ? rowOf(b.monsterRow) : undefined;
    if (b.kind === 'site' && !row?.sites.some((s) => s.site === b.box)) fail(where, `not a site chit of appearance row ${String(b.monsterRow)}`);
    if (b.kind === 'native-group') {
      const group = row?.natives.find((n) => n.group.startsWith(String(b.box).replace(/ Dwelling$/, '')));
      if (!group) fail(where, `no native group of appearance row ${String(b.monsterRow)}`);
      else if (!sameBag(group.items, b.alsoHolds as string[])) fail(where, `holds ${(b.alsoHolds as string[]).join(', ')}; the appearance chart gives ${group.group} ${group.items.join(', ')}`);
    }
    if (b.kind === 'dwelling') {
      const g = appearance.flatMap((r) => (r.result.garrisons as { dwelling: string; members: string[] }[])).find((x) => x.dwelling === b.box);
      if (!g || !sameBag(g.members, b.garrison as string[])) fail(where, `garrison ${(b.garrison as string[]).join(', ')} is not the appearance chart's`);
    }
    if ((b.garrison as string[]).length && b.kind !== 'dwelling') fail(where, 'a garrison outside a dwelling');
  }
  for (const r of appearance) for (const s of (r.result.sites as { site: string }[])) if (!boxes.some((b) => b.box === s.site && b.monsterRow === r.from)) fail(id, `the site ${s.site} of appearance row ${r.from} has no set-up box`);
  // The treasures dealt are those of the published game.
  const treasures = Object.values(objects).flat().filter((o) => 'original_game' in (o.attributes.this ?? {}) && o.attributes.this!.treasure);
  for (const size of ['large', 'small'] as const) {
    const dealt = boxes.reduce((s, b) => s + (b[size] as number), 0);
    const cards = treasures.filter((o) => o.attributes.this!.treasure === size).length;
    if (dealt !== cards) fail(id, `${dealt} ${size} treasures dealt, realm-objects.json has ${cards} of the published game`);
  }
  const twt = treasures.filter((o) => 'treasure_within_treasure' in o.attributes.this!).map((o) => o.name);
  const twtBoxes = boxes.filter((b) => b.kind === 'treasure-within-treasure').map((b) => String(b.box));
  if (!sameBag(twt, twtBoxes)) fail(id, `treasure-within-treasure boxes ${twtBoxes.join(', ')}; realm-objects.json has ${twt.join(', ')}`);
  return { when: str(t.when, id), boxes, mapChits: strs(t.map_chits, id), source: str(t.source, id), notes: str(t.notes, id), seedRules: strs(t.seed_rules, id) };
}

// ---------------------------------------------------------------------------------------------------------------
// Derive

const tables = new Map<string, TableOut>();
for (const [id, spec] of Object.entries(SPECS)) {
  const t = tableJson(id);
  const value = base(spec, t, id);
  if (spec.kind === 'appearance') {
    value.rows = appearanceRows(t);
    value.ghosts = ((t.ghosts as Json[]) ?? []).map((g) => ({ monster: str(g.monster, id), startsIn: str(g.starts_in, id), source: str(g.source, id) }));
    const ghosts = og('monster').filter((m) => m.attributes.this!.monster_die === '99');
    if (!sameBag(ghosts.map((g) => `${g.name} @ ${g.attributes.this!.setup_start}`), (value.ghosts as { monster: string; startsIn: string }[]).map((g) => `${g.monster} @ ${g.startsIn}`))) fail(id, 'the ghosts are not realm-objects.json\'s monsters of row 99');
  } else if (spec.kind === 'meeting' || spec.kind === 'commerce') {
    const rows = columnRows(spec, t, id);
    value.columns = [...RELATIONSHIPS];
    value.rows = rows;
    value.variants = spec.kind === 'meeting' ? [bi6Variant(rows)] : [];
  } else {
    value.rows = plainRows(spec, t, id);
  }
  tables.set(id.replace(/^loot_/, ''), { spec, value });
}
checkChoices(tables);
const setup = treasureSetup(tableJson(SETUP_ID), tables.get('appearance_chart')!.value.rows as PlainRowOut[]);
stop();

// ---------------------------------------------------------------------------------------------------------------
// Write

const IDENT = /^[A-Za-z_$][\w$]*$|^\d+$/;
/** A TypeScript literal: short values on one line, long ones one entry a line. */
function lit(value: unknown, indent = ''): string {
  if (value instanceof Pick) return `pick(${value.indexes.join(', ')})`;
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? JSON.stringify(value) : String(value);
  const inner = indent + '  ';
  const entries = Array.isArray(value)
    ? value.map((v) => lit(v, inner))
    : Object.entries(value as Json)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${IDENT.test(k) ? k : JSON.stringify(k)}: ${lit(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const flat = `${open}${entries.join(', ')}${close}`;
  if (flat.length + indent.length <= 140 && !flat.includes('\n')) return flat;
  return `${open.trim()}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close.trim()}`;
}

const types = [...new Set(Object.values(SPECS).map((s) => s.resultType))].sort();
const out: string[] = [
  '// Generated by scripts/derive-core-tables.ts from ../shared/data/core-tables.json — do not edit by hand.',
  '// The core game\'s tables as RealmSpeak implements them (commit ' + String((data.about as Json).source_commit).slice(0, 7) + '), with the seed rules BI-6, BI-10 and SW-13 applied on top.',
  '',
  `import type { AppearanceChart, ColumnTable, ModifierDef, PlainTable, TreasureSetup, ${types.filter((t) => t !== 'AppearanceRow').join(', ')} } from './types.js';`,
  '',
  '/** Every die modifier of a base-game character, treasure or spell, with its conditions (the tables pick theirs). */',
  `export const MODIFIER_CATALOGUE: readonly ModifierDef[] = ${lit(MODIFIERS.map(({ rawObject: _raw, ...m }) => m))};`,
  '',
  'const pick = (...indexes: number[]): readonly ModifierDef[] => indexes.map((i) => MODIFIER_CATALOGUE[i]!);',
  '',
];
for (const { spec, value } of tables.values()) {
  const type = spec.kind === 'appearance' ? 'AppearanceChart' : spec.kind === 'meeting' || spec.kind === 'commerce' ? `ColumnTable<${spec.resultType}>` : `PlainTable<${spec.resultType}>`;
  out.push(`/** ${String(value.name)}. */`, `export const ${spec.constName}: ${type} = ${lit(value)};`, '');
}
out.push('/** The boxes of the treasure set-up card and the dealing of the map chits (game set-up). */', `export const TREASURE_SETUP: TreasureSetup = ${lit(setup)};`, '');
out.push(
  '/** Every table, in the order of the reference data. */',
  `export const CORE_TABLES = [${[...tables.values()].map((t) => t.spec.constName).join(', ')}] as const;`,
  '',
);
writeFileSync(target, out.join('\n'));
console.log(`wrote ${relative(root, target)}: ${tables.size} tables, ${(setup.boxes as unknown[]).length} set-up boxes, ${MODIFIERS.length} modifiers`);
