import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import type { DiceSource } from '../../../src/engine/dice.js';
import { hexName, type Hex } from '../../../src/engine/hex/grid.js';
import { hexAt, mapHexes, mapNeighbours, mapText, parseMapText } from '../../../src/engine/rulesets/mtg-rpg/campaign-map.js';
import {
  generateCampaignMap,
  MAP_HEXES_PER_REALM,
  REALM_NAMES,
  realmSlug,
  type GeneratedMap,
} from '../../../src/engine/rulesets/mtg-rpg/campaign/generate-map.js';
import { realmFigures } from '../../../src/engine/rulesets/mtg-rpg/realm-figures.js';

/** A small seeded PRNG (mulberry32) as a dice source; it also checks every roll it is asked for is sane. */
function seededDice(seed: number): DiceSource & { rolls: number } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const dice = {
    rolls: 0,
    int(min: number, max: number): number {
      if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) throw new Error(`bad roll ${min}..${max}`);
      dice.rolls += 1;
      return min + Math.floor(next() * (max - min + 1));
    },
  };
  return dice;
}

const generate = (seed: number, cols: number, rows: number, realms: number): GeneratedMap =>
  generateCampaignMap(seededDice(seed), { cols, rows, realms });

/** The hexes reachable from the first one without leaving the set. */
function reachable(g: GeneratedMap, names: readonly string[]): Set<string> {
  const inSet = new Set(names);
  const seen = new Set([names[0]!]);
  const queue: Hex[] = [hexAt(g.map, names[0]!).at];
  while (queue.length > 0) {
    for (const n of mapNeighbours(g.map, queue.shift()!)) {
      const name = hexName(n);
      if (inSet.has(name) && !seen.has(name)) {
        seen.add(name);
        queue.push(n);
      }
    }
  }
  return seen;
}

/** Every rule a generated map must keep (RPG-E1 to E4), checked hex by hex. */
function expectPlayable(g: GeneratedMap, realms: number): void {
  expect(g.map.hexes).toHaveLength(g.map.cols * g.map.rows);
  expect(g.realms).toHaveLength(realms);
  expect(new Set(g.realms.map((r) => r.name)).size).toBe(realms);

  const claimed = new Map<string, string>();
  for (const realm of g.realms) {
    expect(realm.id).toBe(realmSlug(realm.name));
    expect(realm.hexes[0]).toBe(realm.capitol);
    for (const name of realm.hexes) {
      expect(claimed.get(name), `${name} is in two realms`).toBeUndefined();
      claimed.set(name, realm.id);
      const { hex } = hexAt(g.map, name);
      expect(hex.realm).toBe(realm.id);
      expect(hex.terrain).not.toBe('sea');
    }
    // RPG-E4: one contiguous border.
    expect(reachable(g, realm.hexes).size).toBe(realm.hexes.length);

    const capitol = hexAt(g.map, realm.capitol).hex;
    expect(capitol.base).toEqual({ size: 'city', fortification: 0, capitol: true });
    expect(realm.bases).toHaveLength(1);
    for (const base of realm.bases) {
      expect(realm.hexes).toContain(base);
      expect(hexAt(g.map, base).hex.base).toEqual({ size: 'town', fortification: 0, capitol: false });
    }

    const own = g.map.hexes.filter((h) => h.realm === realm.id);
    expect(own).toHaveLength(realm.hexes.length);
    const guards = mapHexes(g.map).filter(({ hex }) => hex.realm === realm.id && hex.guard);
    expect(guards).toHaveLength(1);
    expect(guards[0]!.hex).toMatchObject({ guard: 'army' });
    expect(guards[0]!.hex.base).toBeUndefined();
    const guardRing = mapNeighbours(g.map, guards[0]!.at).map((n) => hexAt(g.map, hexName(n)).hex.realm);
    expect(guardRing.length < 6 || guardRing.some((id) => id !== realm.id), 'the guard stands on the border').toBe(true);

    const figures = realmFigures(own);
    expect(figures.population).toBeGreaterThanOrEqual(10);
    expect(figures.bases).toBe(2);
  }
  // Only realms' hexes carry a realm, bases and guards.
  for (const { hex, name } of mapHexes(g.map)) {
    expect(claimed.get(name)).toBe(hex.realm);
    if (!hex.realm) expect(hex.base ?? hex.guard).toBeUndefined();
  }
  // Borders never touch: unowned land lies between two realms.
  for (const { hex, at } of mapHexes(g.map)) {
    if (!hex.realm) continue;
    for (const n of mapNeighbours(g.map, at)) {
      const other = hexAt(g.map, hexName(n)).hex.realm;
      if (other) expect(other).toBe(hex.realm);
    }
  }
  expect(g.map.hexes.some((h) => h.terrain !== 'sea' && !h.realm)).toBe(true);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the realm names', () => {
  it('are at least 16, distinct, with distinct ids', () => {
    expect(REALM_NAMES.length).toBeGreaterThanOrEqual(16);
    expect(new Set(REALM_NAMES).size).toBe(REALM_NAMES.length);
    expect(new Set(REALM_NAMES.map(realmSlug)).size).toBe(REALM_NAMES.length);
    expect(realmSlug('High Aldren')).toBe('high-aldren');
  });
});

describe('generateCampaignMap', () => {
  it('makes a playable 12 × 10 map with 4 realms of Harloon-like size', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = generate(seed, 12, 10, 4);
      expectPlayable(g, 4);
      for (const realm of g.realms) {
        expect(realm.hexes.length).toBeGreaterThanOrEqual(4);
        expect(realm.hexes.length).toBeLessThanOrEqual(16);
      }
    }
  });

  it('gives realms 8 to 16 hexes when the map has room', () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const realm of generate(seed, 30, 24, 4).realms) {
        expect(realm.hexes.length).toBeGreaterThanOrEqual(8);
        expect(realm.hexes.length).toBeLessThanOrEqual(16);
      }
    }
  });

  it.each([
    [6, 6, 1],
    [6, 6, 2],
    [40, 40, 1],
    [40, 40, 8],
    [40, 6, 8],
    [6, 40, 8],
    [16, 8, 8],
    [8, 16, 8],
    [11, 12, 8],
    [8, 6, 3],
  ])('keeps every rule on %i × %i with %i realms', (cols, rows, realms) => {
    for (let seed = 1; seed <= 8; seed++) {
      const g = generate(seed * 97, cols, rows, realms);
      expect(g.map).toMatchObject({ cols, rows });
      expectPlayable(g, realms);
    }
  });

  it('puts the sea along the edges, coast beside it, and rivers from the hills into the sea', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = generate(seed, 20, 16, 3);
      const all = mapHexes(g.map);
      const isSea = (at: Hex): boolean => hexAt(g.map, hexName(at)).hex.terrain === 'sea';
      const onRim = all.filter(({ at }) => mapNeighbours(g.map, at).length < 6);
      expect(onRim.some(({ hex }) => hex.terrain === 'sea')).toBe(true);
      for (const { hex, at } of all) {
        // No inland seas: every sea hex is on the rim or joins other sea toward it.
        if (hex.terrain === 'sea') expect(mapNeighbours(g.map, at).some(isSea)).toBe(true);
        else expect(hex.terrain === 'coastal').toBe(mapNeighbours(g.map, at).some(isSea));
      }
      // Each river's course reaches the sea.
      const rivers = all.filter(({ hex }) => hex.river);
      expect(rivers.length).toBeGreaterThan(0);
      expect(rivers.some(({ hex }) => hex.terrain === 'hills')).toBe(true);
      const names = rivers.map((h) => h.name);
      const left = new Set(names);
      while (left.size > 0) {
        const course = reachable(g, [...left]);
        expect([...course].some((name) => mapNeighbours(g.map, hexAt(g.map, name).at).some(isSea))).toBe(true);
        for (const name of course) left.delete(name);
      }
    }
  });

  it('grows terrain in regions, not noise', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = generate(seed, 30, 30, 4);
      const land = mapHexes(g.map).filter(({ hex }) => hex.terrain !== 'sea' && hex.terrain !== 'coastal');
      const withKin = land.filter(({ hex, at }) =>
        mapNeighbours(g.map, at).some((n) => hexAt(g.map, hexName(n)).hex.terrain === hex.terrain),
      );
      expect(withKin.length / land.length).toBeGreaterThan(0.9);
      expect(new Set(land.map(({ hex }) => hex.terrain)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes a map whose text reads back to the same terrain and rivers', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { map } = generate(seed, 14, 9, 3);
      const read = parseMapText(mapText(map));
      expect(read).toEqual({ cols: 14, rows: 9, hexes: map.hexes.map(({ terrain, river }) => ({ terrain, river })) });
    }
  });

  it('gives the same map for the same dice and another map for other dice, and never asks Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const a = generate(42, 12, 10, 4);
    expect(generate(42, 12, 10, 4)).toEqual(a);
    const b = generate(43, 12, 10, 4);
    expect(mapText(b.map)).not.toBe(mapText(a.map));
    expect(b.realms).not.toEqual(a.realms);
    expect(random).not.toHaveBeenCalled();
  });

  it('refuses sizes out of bounds with a hint', () => {
    const dice = seededDice(1);
    const refuse = (cols: number, rows: number, realms: number, hint: RegExp): void => {
      let error: unknown;
      try {
        generateCampaignMap(dice, { cols, rows, realms });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).hint).toMatch(hint);
    };
    refuse(5, 10, 2, /6 to 40 hexes/);
    refuse(41, 10, 2, /6 to 40 hexes/);
    refuse(10, 0, 2, /6 to 40 hexes/);
    refuse(10.5, 10, 2, /6 to 40 hexes/);
    refuse(10, 10, 0, /1 to 8 realms/);
    refuse(10, 10, 9, /1 to 8 realms/);
    refuse(10, 10, 2.5, /1 to 8 realms/);
    refuse(10, 10, Number.NaN, /1 to 8 realms/);
    // Too small for that many realms: the hint says how many fit and what size would do.
    refuse(6, 6, 3, /at most 2 realms, or a map of at least 7 × 7/);
    refuse(15, 8, 8, /at most 7 realms/);
    expect(dice.rolls).toBe(0);
  });

  it('accepts exactly the smallest map for each number of realms', () => {
    for (let realms = 1; realms <= 8; realms++) {
      const side = Math.ceil(Math.sqrt(realms * MAP_HEXES_PER_REALM));
      expectPlayable(generate(realms, Math.max(6, side), Math.max(6, side), realms), realms);
    }
  });
});
