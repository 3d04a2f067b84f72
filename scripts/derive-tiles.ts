/**
 * Derives the project's own tile data from the facts of ../shared/data/tiles.json (the 36 tiles of Magic Realm
 * and Expansion One, transcribed from RealmSpeak) and writes src/engine/rulesets/magic-realm/map/tile-data.ts.
 *
 *   npx tsx scripts/derive-tiles.ts [path/to/tiles.json] [path/to/tile-data.ts]
 *
 * The JSON is read only here, never shipped or imported at run time. Every fact is checked while deriving, and
 * the script fails loudly (exit code 1, one line per problem) rather than write doubtful data:
 * - 36 tiles with unique codes, the known groups in the known numbers (5 valleys, 5 woods, 5 mountains, 5 caves,
 *   5 swamps, 11 special tiles of Expansion One);
 * - on each side, clearing numbers 1–6, unique, of a known type, with a position;
 * - every path joins two distinct clearings of that side, or a clearing and a tile edge (N, NE, SE, S, SW, NW),
 *   with a known type; no two paths join the same pair; at most one path leaves by each edge; every clearing has a path.
 * Tile codes NW (Nut Woods) and SW (Sweet Swamp) look like edge names: an edge is only ever read from a path's
 * end, never from a tile code, and the generated data keeps them apart (`code:` vs `to:`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const source = resolve(process.argv[2] ?? resolve(root, '../shared/data/tiles.json'));
const target = resolve(process.argv[3] ?? resolve(root, 'src/engine/rulesets/magic-realm/map/tile-data.ts'));

const EDGES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
const CLEARING_TYPES = ['woods', 'caves', 'mountain', 'normal'] as const;
const PATH_TYPES = ['normal', 'hidden', 'secret', 'caves'] as const;
const GROUP_COUNTS: Record<string, number> = { valley: 5, woods: 5, mountain: 5, cave: 5, swamp: 5, special: 11 };
/** The five colours of magic, in the game's order; a clearing's magic is one or more of them, separated by spaces. */
const MAGIC = ['white', 'grey', 'gold', 'purple', 'black'] as const;
/** The Volcano's midnight effects (X1-2). */
const EXTRA = ['fatigue', 'wound', 'serious_wound'] as const;

const problems: string[] = [];
const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isPair = (x: unknown): x is [number, number] =>
  Array.isArray(x) && x.length === 2 && x.every((n) => typeof n === 'number' && Number.isFinite(n));
const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T => typeof x === 'string' && (list as readonly string[]).includes(x);

interface Clearing {
  number: number;
  type: string;
  xy: [number, number];
  magic?: string[];
  midnight?: string;
}
interface Path {
  from: number;
  to: number | string;
  type: string;
  arc?: [number, number];
}
interface Side {
  clearings: Clearing[];
  paths: Path[];
  offroadXy: [number, number];
}
interface Tile {
  code: string;
  name: string;
  group: string;
  expansionOne: boolean;
  noOffroadTravel: boolean;
  sides: { normal: Side; enchanted: Side };
}

function deriveSide(where: string, raw: unknown, side: 'normal' | 'enchanted'): Side {
  const out: Side = { clearings: [], paths: [], offroadXy: [0, 0] };
  if (!isObject(raw)) {
    fail(where, 'the side is missing');
    return out;
  }
  if (!Array.isArray(raw.clearings) || raw.clearings.length === 0) fail(where, 'no clearings');
  for (const c of Array.isArray(raw.clearings) ? raw.clearings : []) {
    if (!isObject(c)) {
      fail(where, `a clearing is not an object: ${JSON.stringify(c)}`);
      continue;
    }
    const n = c.number;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 6) fail(where, `clearing number ${JSON.stringify(n)} is not 1–6`);
    else if (out.clearings.some((k) => k.number === n)) fail(where, `clearing ${n} appears twice`);
    if (!oneOf(CLEARING_TYPES, c.type)) fail(where, `clearing ${String(n)} has unknown type ${JSON.stringify(c.type)}`);
    if (!isPair(c.xy)) fail(where, `clearing ${String(n)} has no position`);
    const colours = typeof c.magic === 'string' ? c.magic.split(' ').filter(Boolean) : [];
    if (c.magic !== undefined && (colours.length === 0 || !colours.every((x) => oneOf(MAGIC, x)) || new Set(colours).size !== colours.length)) {
      fail(where, `clearing ${String(n)} has unknown magic ${JSON.stringify(c.magic)} (colours separated by spaces: ${MAGIC.join(', ')})`);
    }
    if (c.magic !== undefined && side === 'normal') fail(where, `clearing ${String(n)} gives colour magic on the normal side`);
    if (c.extra !== undefined && !oneOf(EXTRA, c.extra)) fail(where, `clearing ${String(n)} has unknown extra ${JSON.stringify(c.extra)}`);
    const unknownKeys = Object.keys(c).filter((k) => !['number', 'type', 'xy', 'magic', 'extra'].includes(k));
    if (unknownKeys.length) fail(where, `clearing ${String(n)} has unknown fields ${unknownKeys.join(', ')}`);
    out.clearings.push({
      number: n as number,
      type: c.type as string,
      xy: c.xy as [number, number],
      ...(c.magic !== undefined ? { magic: MAGIC.filter((x) => colours.includes(x)) } : {}),
      ...(c.extra !== undefined ? { midnight: c.extra as string } : {}),
    });
  }
  out.clearings.sort((a, b) => a.number - b.number);
  const numbers = new Set(out.clearings.map((c) => c.number));

  const end = (x: unknown): number | string | undefined => {
    if (typeof x === 'number') return numbers.has(x) ? x : undefined;
    return oneOf(EDGES, x) ? x : undefined;
  };
  const seen = new Set<string>();
  for (const p of Array.isArray(raw.paths) ? raw.paths : []) {
    if (!isObject(p)) {
      fail(where, `a path is not an object: ${JSON.stringify(p)}`);
      continue;
    }
    const label = `path ${JSON.stringify(p.from)}–${JSON.stringify(p.to)}`;
    let from = end(p.from);
    let to = end(p.to);
    if (from === undefined) fail(where, `${label}: ${JSON.stringify(p.from)} is neither a clearing of this side nor an edge`);
    if (to === undefined) fail(where, `${label}: ${JSON.stringify(p.to)} is neither a clearing of this side nor an edge`);
    if (from === undefined || to === undefined) continue;
    if (typeof from === 'string' && typeof to === 'string') {
      fail(where, `${label} joins two edges and no clearing`);
      continue;
    }
    if (from === to) {
      fail(where, `${label} joins a clearing to itself`);
      continue;
    }
    // A clearing first; between two clearings the lower number first, so that each path reads one way.
    if (typeof from === 'string' || (typeof to === 'number' && to < from)) [from, to] = [to, from];
    if (!oneOf(PATH_TYPES, p.type)) fail(where, `${label} has unknown type ${JSON.stringify(p.type)}`);
    if (p.arc !== undefined && !isPair(p.arc)) fail(where, `${label} has a malformed arc`);
    const key = `${from}-${to}`;
    if (seen.has(key)) fail(where, `${label} appears twice`);
    seen.add(key);
    out.paths.push({ from: from as number, to, type: p.type as string, ...(p.arc !== undefined ? { arc: p.arc as [number, number] } : {}) });
  }
  // Each edge of a tile has at most one path leaving by it (joining across tiles relies on it).
  for (const e of EDGES) {
    if (out.paths.filter((p) => p.to === e).length > 1) fail(where, `more than one path leaves by the ${e} edge`);
  }
  for (const c of out.clearings) {
    if (!out.paths.some((p) => p.from === c.number || p.to === c.number)) fail(where, `clearing ${c.number} has no path at all`);
  }
  if (!isPair(raw.offroadXy)) fail(where, 'no offroad position');
  else out.offroadXy = raw.offroadXy;
  return out;
}

function derive(raw: unknown): Tile[] {
  if (!isObject(raw) || !Array.isArray(raw.tiles)) {
    fail(source, 'not an object with a tiles array');
    return [];
  }
  const tiles: Tile[] = [];
  for (const t of raw.tiles) {
    if (!isObject(t)) {
      fail(source, `a tile is not an object: ${JSON.stringify(t).slice(0, 80)}`);
      continue;
    }
    const where = `tile ${String(t.code)} (${String(t.name)})`;
    if (typeof t.code !== 'string' || !/^[A-Z]{1,2}$/.test(t.code)) fail(where, 'the code is not one or two capital letters');
    if (typeof t.name !== 'string' || !t.name) fail(where, 'no name');
    if (typeof t.group !== 'string' || !(t.group in GROUP_COUNTS)) fail(where, `unknown group ${JSON.stringify(t.group)}`);
    if (typeof t.expansionOne !== 'boolean') fail(where, 'expansionOne is not true or false');
    if (t.noOffroadTravel !== undefined && typeof t.noOffroadTravel !== 'boolean') fail(where, 'noOffroadTravel is not true or false');
    if (tiles.some((k) => k.code === t.code)) fail(where, 'the code appears twice');
    const sides = isObject(t.sides) ? t.sides : {};
    tiles.push({
      code: String(t.code),
      name: String(t.name),
      group: String(t.group),
      expansionOne: t.expansionOne === true,
      noOffroadTravel: t.noOffroadTravel === true,
      sides: { normal: deriveSide(`${where} normal side`, sides.normal, 'normal'), enchanted: deriveSide(`${where} enchanted side`, sides.enchanted, 'enchanted') },
    });
  }
  if (tiles.length !== 36) fail(source, `${tiles.length} tiles, not 36`);
  for (const [group, count] of Object.entries(GROUP_COUNTS)) {
    const n = tiles.filter((t) => t.group === group).length;
    if (n !== count) fail(source, `${n} tiles of group ${group}, not ${count}`);
  }
  const originals = tiles.filter((t) => !t.expansionOne);
  if (originals.length !== 20 || originals.some((t) => t.group === 'swamp' || t.group === 'special')) fail(source, 'the 20 original tiles are not the valleys, woods, mountains and caves');
  if (!tiles.some((t) => t.code === 'B' && !t.expansionOne)) fail(source, 'no Borderland (B)');
  return tiles;
}

// ——— writing ———
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const pair = (p: [number, number]) => `[${p[0]}, ${p[1]}]`;

function writeSide(side: Side, indent: string): string {
  const lines: string[] = [];
  lines.push(`${indent}clearings: [`);
  for (const c of side.clearings) {
    const parts = [`number: ${c.number}`, `type: ${q(c.type)}`, `xy: ${pair(c.xy)}`];
    if (c.magic !== undefined) parts.push(`magic: [${c.magic.map(q).join(', ')}]`);
    if (c.midnight !== undefined) parts.push(`midnight: ${q(c.midnight)}`);
    lines.push(`${indent}  { ${parts.join(', ')} },`);
  }
  lines.push(`${indent}],`);
  lines.push(`${indent}paths: [`);
  for (const p of side.paths) {
    const parts = [`from: ${p.from}`, `to: ${typeof p.to === 'number' ? p.to : q(p.to)}`, `type: ${q(p.type)}`];
    if (p.arc) parts.push(`arc: ${pair(p.arc)}`);
    lines.push(`${indent}  { ${parts.join(', ')} },`);
  }
  lines.push(`${indent}],`);
  lines.push(`${indent}offroadXy: ${pair(side.offroadXy)},`);
  return lines.join('\n');
}

function write(tiles: Tile[], about: string): string {
  const out: string[] = [];
  out.push('/**');
  out.push(' * GENERATED by scripts/derive-tiles.ts — do not edit by hand; run `npx tsx scripts/derive-tiles.ts` again.');
  out.push(` * Derived from ${relative(root, source).replace(/\\/g, '/')} (the facts of the published tiles, transcribed from the`);
  out.push(' * RealmSpeak data file) and checked while deriving: clearing numbers 1–6 unique per side, known types, every path');
  out.push(' * joining two clearings of its side or a clearing and an edge. A path always starts at a clearing; between two');
  out.push(' * clearings the lower number comes first. Edges are named with the tile drawn N edge up.');
  out.push(` * Source note: ${about.replace(/\*\//g, '* /').slice(0, 160)}…`);
  out.push(' */');
  out.push("import type { TileDef } from './tiles.js';");
  out.push('');
  out.push('export const TILES: readonly TileDef[] = [');
  for (const t of tiles) {
    out.push('  {');
    out.push(`    code: ${q(t.code)},`);
    out.push(`    name: ${q(t.name)},`);
    out.push(`    group: ${q(t.group)},`);
    out.push(`    expansionOne: ${t.expansionOne},`);
    out.push(`    noOffroadTravel: ${t.noOffroadTravel},`);
    out.push('    sides: {');
    for (const s of ['normal', 'enchanted'] as const) {
      out.push(`      ${s}: {`);
      out.push(writeSide(t.sides[s], '        '));
      out.push('      },');
    }
    out.push('    },');
    out.push('  },');
  }
  out.push('];');
  out.push('');
  return out.join('\n');
}

const raw: unknown = JSON.parse(readFileSync(source, 'utf8'));
const tiles = derive(raw);
if (problems.length) {
  console.error(`derive-tiles: ${problems.length} problem(s) in ${source}; nothing written:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
const about = isObject(raw) && typeof raw.about === 'string' ? raw.about : '';
writeFileSync(target, write(tiles, about));
console.log(`derive-tiles: ${tiles.length} tiles written to ${relative(root, target)}`);
