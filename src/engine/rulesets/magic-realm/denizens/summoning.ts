/**
 * The monster roll at the end of a character's turn (core-tables procedure "end_of_turn_summoning", read with the
 * "appearance_chart" row of the day's roll): the chits of his tile turn face up; the prowling monsters of the row in
 * his tile move to his clearing; native groups of the row appear at a dwelling in his clearing; site chits of the row
 * summon their guardians into the site's clearing; warning chits summon the first matching box of the row into his
 * clearing, sound chits into their own clearing — each chit once a day. A monster that arrives blocks every unhidden
 * character there (procedure "blocking", step 3). Pure: it reads the board and the set-up card and says what moves;
 * the turn's public event carries it (play/events.ts 'play.summoned'). Expansion One's generators and travellers
 * (X1-10, X1-18) and the row-6 visitor boxes are left to the GM.
 */
import { clearingId, parseClearingId } from '../map/board.js';
import type { Piece } from '../board/state.js';
import { tileByCode, type TileGroup } from '../map/tiles.js';
import { appearanceRow, type AppearanceRow, type MonsterBox } from '../tables/core-tables.js';
import { boxOf, type SetUpCard } from '../setup/setup-card.js';
import { monstersNamed, nativeNamed } from './denizens.js';

/** What the end of one turn moved: every list public (the chits are face up now, the set-up card lies open). */
export interface Summoning {
  /** The chits of his tile turned face up now. */
  revealed: { id: string; label: string }[];
  /** Monsters on the board that prowled to his clearing. */
  moved: { id: string; label: string; from: string; to: string }[];
  /** Denizens that came off the set-up card: the box, what summoned them, and their pieces. */
  placed: { box: string; by: string; pieces: Piece[] }[];
  /** The chits that summoned (each once a day). */
  summonedBy: string[];
  /** Characters (user ids) blocked by a monster arriving, and the monster that blocks each. */
  blocked: Record<string, string>;
  /** Monsters (piece ids) that block someone and are blocked themselves for the day. */
  blockingMonsters: string[];
}

export interface SummoningInput {
  pieces: readonly Piece[];
  card: SetUpCard | undefined;
  /** The day's monster roll, 1–6. */
  roll: number;
  /** The clearing where the character ends his turn. */
  clearing: string;
  /** Monsters blocked today (piece ids): they do not prowl. */
  blockedMonsters: readonly string[];
  /** Chits that summoned today (labels). */
  summonedToday: readonly string[];
  /** Issue 29, Peace with Nature in force on him (magic/moves-in-force.ts): his warning and sound chits summon nothing. */
  quiet?: boolean;
}

const WARNINGS = ['smoke', 'stink', 'dank', 'ruins', 'bones'];
const SOUNDS = ['flutter', 'slither', 'roar', 'howl', 'patter'];
const TILE_TYPE: Partial<Record<TileGroup, 'V' | 'W' | 'M' | 'C'>> = { valley: 'V', woods: 'W', mountain: 'M', cave: 'C' };

/** A warning chit by its label (`Smoke M`: the warning and its own tile type). */
export function warningOf(label: string): { chit: string; tileType: 'V' | 'W' | 'M' | 'C' } | undefined {
  const m = label.trim().toLowerCase().match(/^(\w+)\s+([vwmc])$/);
  return m && WARNINGS.includes(m[1]!) ? { chit: m[1]!, tileType: m[2]!.toUpperCase() as 'V' | 'W' | 'M' | 'C' } : undefined;
}

/** A sound chit by its label (`Flutter 1`: the sound and its clearing). */
export function soundOf(label: string): { chit: string; clearing: number } | undefined {
  const m = label.trim().toLowerCase().match(/^(\w+)\s+(\d)$/);
  return m && SOUNDS.includes(m[1]!) ? { chit: m[1]!, clearing: Number(m[2]) } : undefined;
}

/** The row a monster prowls on, by its label: 1–6, or 'every' (the Ghosts). */
export const monsterRow = (label: string) => monstersNamed(label)[0]?.setUp.row;

/**
 * The set-up card's name of a box of a chart row: numbered (as MonsterDef.setUp.box) where the row has several boxes
 * of that name ('Giant Box 1', 'Giant Box 2').
 */
export function chartBoxName(row: AppearanceRow, box: MonsterBox): string {
  const same = row.boxes.filter((b) => b.box === box.box);
  return same.length > 1 ? `${box.box} ${same.indexOf(box) + 1}` : box.box;
}

/** The first box of the row, lowest order first, that still holds creatures and that this chit summons. */
function firstBox(row: AppearanceRow, card: SetUpCard | undefined, chit: string, tileType: string | undefined, emptied: Set<string>): string | undefined {
  const boxes = [...row.boxes].sort((a, b) => a.order - b.order);
  const match = boxes.find((b) => {
    const name = chartBoxName(row, b);
    return !emptied.has(name) && boxOf(card, name).denizens.length > 0 && b.summonedBy.some((s) => s.chit === chit && (!s.tileType || s.tileType === tileType));
  });
  return match && chartBoxName(row, match);
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function summonAtEndOfTurn(input: SummoningInput): Summoning {
  const { pieces, card, roll, clearing, blockedMonsters, summonedToday, quiet } = input;
  const here = parseClearingId(clearing);
  const out: Summoning = { revealed: [], moved: [], placed: [], summonedBy: [], blocked: {}, blockingMonsters: [] };
  if (!here) return out;
  const tile = here.code;
  const tileType = TILE_TYPE[tileByCode(tile)?.group as TileGroup];
  const row = appearanceRow(roll);
  const at = (p: Piece) => (p.clearing === undefined ? undefined : clearingId(p.tile, p.clearing));
  const ids = new Set(pieces.map((p) => p.id));
  const newId = (label: string) => {
    let n = 1;
    while (ids.has(`${slug(label)}-${n}`)) n++;
    ids.add(`${slug(label)}-${n}`);
    return `${slug(label)}-${n}`;
  };
  const arrivals = new Map<string, string[]>();
  const arrive = (where: string, id: string) => arrivals.set(where, [...(arrivals.get(where) ?? []), id]);

  // 1. Every chit of his tile turns face up.
  const chits = pieces.filter((p) => p.kind === 'chit' && p.tile === tile);
  out.revealed = chits.filter((p) => p.seenBy !== 'all').map((p) => ({ id: p.id, label: p.label }));

  // 2. Prowling: unhired, unblocked monsters of the row (the Ghosts on every roll) in his tile come to his clearing.
  for (const p of pieces) {
    if (p.kind !== 'monster' || p.tile !== tile || p.clearing === undefined || blockedMonsters.includes(p.id)) continue;
    const r = monsterRow(p.label);
    if (r !== roll && r !== 'every') continue;
    if (at(p) !== clearing) out.moved.push({ id: p.id, label: p.label, from: at(p)!, to: clearing });
    arrive(clearing, p.id);
  }

  const emptied = new Set<string>();
  const place = (box: string, by: string, where: string) => {
    const where_ = parseClearingId(where)!;
    const denizens = boxOf(card, box).denizens;
    if (!denizens.length || emptied.has(box)) return;
    emptied.add(box);
    const placed = denizens.map((name): Piece => {
      const native = nativeNamed(name);
      const id = native ? `native-${slug(name)}` : newId(name);
      return { id, label: name, kind: native ? 'native' : 'monster', tile: where_.code, clearing: where_.number, seenBy: 'all' };
    });
    for (const p of placed) if (p.kind === 'monster') arrive(where, p.id);
    out.placed.push({ box, by, pieces: placed });
  };

  // 3. Natives: a dwelling in his clearing calls the native groups of the row that appear at it.
  const dwellings = pieces.filter((p) => p.kind === 'dwelling' && p.seenBy === 'all' && at(p) === clearing).map((p) => p.label.trim().toLowerCase());
  for (const group of row.natives) {
    const dwelling = group.dwellings.find((d) => dwellings.includes(d.toLowerCase()));
    if (dwelling) place(group.group, dwelling, clearing);
  }

  const once = (label: string) => !summonedToday.includes(label) && !out.summonedBy.includes(label);
  // 4. Site chits of the row summon their guardians into the site's own clearing.
  for (const site of row.sites) {
    const chit = chits.find((c) => c.label.trim().toLowerCase() === site.site.toLowerCase());
    if (!chit || !once(chit.label) || !boxOf(card, site.site).denizens.length) continue;
    out.summonedBy.push(chit.label);
    place(site.site, chit.label, clearingId(tile, site.clearing));
  }
  // 5. Warning chits: the first matching box of the row empties into his clearing.
  for (const chit of chits) {
    const w = warningOf(chit.label);
    if (!w || quiet || !once(chit.label)) continue;
    const box = firstBox(row, card, w.chit, w.tileType, emptied);
    if (!box) continue;
    out.summonedBy.push(chit.label);
    place(box, chit.label, clearing);
  }
  // 6. Sound chits, lowest clearing first: the first matching box of the row empties into the sound's clearing.
  const sounds = chits.flatMap((c) => {
    const s = soundOf(c.label);
    return s ? [{ c, s }] : [];
  });
  for (const { c, s } of sounds.sort((a, b) => a.s.clearing - b.s.clearing)) {
    if (quiet || !once(c.label)) continue;
    const box = firstBox(row, card, s.chit, tileType, emptied);
    if (!box) continue;
    out.summonedBy.push(c.label);
    place(box, c.label, clearingId(tile, s.clearing));
  }

  // 7. A monster that arrives blocks every unhidden character in its clearing, and is blocked itself.
  for (const [where, monsters] of arrivals) {
    const characters = pieces.filter((p) => p.kind === 'character' && !p.hidden && p.owner && at(p) === where);
    if (!characters.length) continue;
    const label = (id: string) => pieces.find((p) => p.id === id)?.label ?? out.placed.flatMap((x) => x.pieces).find((p) => p.id === id)!.label;
    for (const c of characters) out.blocked[c.owner!] = label(monsters[0]!);
    out.blockingMonsters.push(...monsters);
  }
  return out;
}

/** Whether a turn's end moved anything at all. */
export const summonedAnything = (s: Summoning): boolean => s.revealed.length + s.moved.length + s.placed.length + Object.keys(s.blocked).length > 0;
