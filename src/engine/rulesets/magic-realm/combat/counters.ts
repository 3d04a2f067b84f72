/**
 * Which monster counter a board piece is (issue 14): a piece carries its monster's name ("Wolf"), and where the
 * counters of one name differ (the Wolves: three of one print, three of another) the piece's number picks one of
 * them — the nth piece of that name (its id's trailing number, from 1) is the nth counter in the data's order. Also
 * the labels the table uses for the denizens of one combat ("Wolf", "Wolf 2"). Pure.
 */
import { monstersNamed, nativeNamed, type MonsterDef, type NativeDef } from '../denizens/denizens.js';
import type { DenizenSide } from '../terms.js';

/** The counters of a monster's name, one entry per physical counter, in the data's order. */
export function countersOf(name: string): MonsterDef[] {
  return monstersNamed(name, { expansionOne: true }).flatMap((m) => Array.from({ length: m.count }, () => m));
}

const sameSides = (a: MonsterDef, b: MonsterDef): boolean => JSON.stringify([a.light, a.dark]) === JSON.stringify([b.light, b.dark]);

/** The counter index of a piece of that name (0 when every counter of the name prints the same sides). */
export function counterOfPiece(name: string, pieceId: string): number {
  const all = countersOf(name);
  if (all.length <= 1 || all.every((m) => sameSides(m, all[0]!))) return 0;
  const n = Number(/(\d+)$/.exec(pieceId)?.[1] ?? '1');
  return (Math.max(1, n) - 1) % all.length;
}

/** The monster a combat denizen is (undefined: no monster of that name). */
export const monsterOf = (name: string, counter: number): MonsterDef | undefined => countersOf(name)[counter] ?? countersOf(name)[0];

/** Labels for pieces of one combat: the name alone when it is the only one, else numbered in order ("Wolf 2"). */
export function combatLabels(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const total = (n: string) => names.filter((x) => x === n).length;
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return total(n) > 1 ? `${n} ${k}` : n;
  });
}

/**
 * X1-12 (7.9): a traveller battled "as if a monster": his CAPTURE value is his MOVE on both sides, and he has no
 * attack. Never killed, never worth fame: a hit captures him.
 */
export function travellerAsMonster(name: string, capture: number): MonsterDef {
  return { name, vulnerability: 'T', fame: 0, notoriety: 0, light: { move: capture }, dark: { move: capture }, setUp: { row: 6, start: name }, count: 1 };
}

/**
 * Issue 30: a native fights as his counter prints him (natives-data: light and dark sides, vulnerability, armour), his
 * notoriety the bounty; his wage, the gold his killer takes, is the Denizen's (round.ts).
 */
export function nativeAsMonster(n: NativeDef): MonsterDef {
  return { name: n.name, vulnerability: n.vulnerability, ...(n.armoured ? { armoured: true as const } : {}), fame: n.fame, notoriety: n.notoriety, light: n.light, dark: n.dark, setUp: n.setUp, count: 1 };
}

/** Issue 30: a native's horse as a counter of its own: its trot on the light side, its gallop on the dark, no attack. */
export function steedAsMonster(rider: NativeDef): MonsterDef | undefined {
  const h = rider.horse;
  return h && { name: h.kind, vulnerability: h.vulnerability, ...(h.armoured ? { armoured: true as const } : {}), fame: 0, notoriety: 0, light: { move: h.trot.move }, dark: { move: h.gallop.move }, setUp: rider.setUp, count: 1 };
}

/** The monster a combat denizen fights as: a monster counter, a native or his horse (issue 30), or a traveller to capture. */
export function fightsAs(d: { name: string; counter: number; capture?: number; group?: string; steed?: true }): MonsterDef | undefined {
  if (d.capture !== undefined) return travellerAsMonster(d.name, d.capture);
  if (d.steed) return nativeNamed(d.name) && steedAsMonster(nativeNamed(d.name)!);
  const native = d.group !== undefined ? nativeNamed(d.name) : undefined;
  return native ? nativeAsMonster(native) : monsterOf(d.name, d.counter);
}

/** What a combat denizen prints on the side it shows: its monster's side, or its part's (a head, a club). */
export function printedSide(d: { name: string; counter: number; side: 'light' | 'dark'; part?: string; capture?: number; group?: string; steed?: true }): DenizenSide | undefined {
  const m = fightsAs(d);
  if (!m) return undefined;
  return d.part && !d.steed ? m.parts?.find((p) => p.name === d.part)?.[d.side] : m[d.side];
}
