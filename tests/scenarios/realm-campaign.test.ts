import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CHANNEL, ConsoleSession, type LineOutcome } from '../../src/console/session.js';
import { replay } from '../../src/engine/parts.js';
import { forcedDice, type DiceSource } from '../../src/engine/dice.js';
import { derived, illWill, realmHexes } from '../../src/engine/rulesets/mtg-rpg/campaign/realm.js';
import type { CampaignState } from '../../src/engine/rulesets/mtg-rpg/campaign/types.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { consoleWith, textOf as messageText } from '../helpers/console.js';

/**
 * The issue's scenario: 12 campaign turns of four realms (seed 004, "World Campaigning"), played through the
 * console with forced dice and referee-deck draws. After every turn each realm's sheet is compared with the
 * figures computed here from the rules (RPG-E, RPG-F and the readings RPG-R…), never with what the program
 * printed. Then the campaign is loaded again from the database, and the last turn is undone.
 *
 * The map (8 × 6, odd columns shifted down half a hex; P plains, F forest, H hills, ~ a river):
 *
 *        A   B   C   D   E   F   G   H
 *    1   F   H   P   P   P   H   F   H        Westmark  (bob)   A1–A4, B1–B4; capitol A3, town B3
 *    2   H   F   P   P   F   F   H   F        Northfold (GM)    C1 D1 E1 C2 D2 E2; capitol D2
 *    3   F   H   P   P   P   H   F   H        Eastreach (carol) F1–H3; capitol F2, town G3
 *    4   F   F   P   P   P   P   P   P        Southmoor (GM)    A5 A6 B5 B6 C5 C6; capitol B6 (river), town C5
 *    5   H   P   P   P   P   P   P   P
 *    6   H  ~P   F   P   P   P   P   P
 *
 * Terrain by the seed's table (RPG-E6, R5): plains 6 population / 1 resource, forest 4/5, hills 3/4, a base 10/0.
 * The GM sets civilian upkeep to 0 (RPG-R56 makes it a setting: at the seed's 1 no realm here could act), so a
 * realm's resources of the turn are its rating. Every check draws from the seed's guideline deck (RPG-R45):
 * land counts 1 (RPG-R3); a forced draw takes the first card left of that value (60 cards, then a reshuffle).
 */
const MAP = 'F H P P P H F H / H F P P F F H F / F H P P P H F H / F F P P P P P P / H P P P P P P P / H ~P F P P P P P';

/** Creation order is the order of the random-event dice and the initiative cards (RPG-R4, F24). */
const REALMS = {
  westmark: '@gm /realm create name:Westmark capitol:A3 hexes:"A1 A2 A3 A4 B1 B2 B3 B4" bases:B3 diplomacy:7 wisdom:2 lore:5',
  northfold: '@gm /realm create name:Northfold capitol:D2 hexes:"C1 D1 E1 C2 D2 E2" diplomacy:4 wisdom:1 lore:4',
  eastreach: '@gm /realm create name:Eastreach capitol:F2 hexes:"F1 G1 H1 F2 G2 H2 F3 G3 H3" bases:G3 diplomacy:6 wisdom:3 lore:5',
  southmoor: '@gm /realm create name:Southmoor capitol:B6 hexes:"A5 A6 B5 B6 C5 C6" bases:C5 diplomacy:4 wisdom:4 lore:4',
} as const;
type RealmId = keyof typeof REALMS;

/** What the test compares of a control sheet (RPG-E), the derived figures included (RPG-E5, F66). */
interface Sheet {
  treasury: number;
  military: number;
  discontent: number;
  hardship: number;
  failedDiscontent: number;
  tax: 'low' | 'medium' | 'high';
  festivalBonus: number;
  population: number;
  resources: number;
  hexes: string[];
  /** "B6 city capitol fort 1" */
  bases: string[];
  tradeRoutes: string[];
  wars: string[];
  /** "library 1": seasons left */
  structures: string[];
  /** "bandits 1": turns left */
  modifiers: string[];
  inPlay: boolean;
}

function sheetOf(c: CampaignState, id: RealmId): Sheet {
  const r = c.realms.find((x) => x.id === id)!;
  const { figures } = derived(c, r);
  const own = realmHexes(c, id);
  return {
    treasury: r.treasury,
    military: r.military,
    discontent: r.discontent,
    hardship: r.hardship,
    failedDiscontent: r.failedDiscontent,
    tax: r.tax,
    festivalBonus: r.festivalBonus,
    population: figures.population,
    resources: figures.resources,
    hexes: own.map((h) => h.name).sort(),
    bases: own.filter((h) => h.hex.base).map(({ name, hex: { base } }) => `${name} ${base!.size}${base!.capitol ? ' capitol' : ''}${base!.fortification ? ` fort ${base!.fortification}` : ''}`).sort(),
    tradeRoutes: r.tradeRoutes,
    wars: r.wars,
    structures: r.structures.map((s) => `${s.id} ${s.seasonsLeft}`),
    modifiers: r.modifiers.map((m) => `${m.id} ${m.turnsLeft}`),
    inPlay: r.inPlay,
  };
}

const hexesOf = (spec: string) => spec.split(' ').sort();

/** The sheets as the rules give them at the start (RPG-E5…E11, R49, R51), before turn 1. */
const W: Sheet = {
  // 5 forest (20 / 25), 3 hills (9 / 12), capitol and town (20 / 0).
  population: 20 + 9 + 20,
  resources: 25 + 12,
  military: 5, // 49 ÷ 10 rounded up (RPG-E8, R49)
  treasury: 6 * 49 * 200, // six seasons at the medium tax (RPG-E10, R51): 58,800
  discontent: 6,
  hardship: 6,
  failedDiscontent: 0,
  tax: 'medium',
  festivalBonus: 0,
  hexes: hexesOf('A1 A2 A3 A4 B1 B2 B3 B4'),
  bases: ['A3 city capitol', 'B3 town'],
  tradeRoutes: [],
  wars: [],
  structures: [],
  modifiers: [],
  inPlay: true,
};
const N: Sheet = {
  ...W,
  // 5 plains (30 / 5), 1 forest (4 / 5), capitol (10 / 0).
  population: 30 + 4 + 10,
  resources: 5 + 5,
  military: 5,
  treasury: 6 * 44 * 200, // 52,800
  hexes: hexesOf('C1 C2 D1 D2 E1 E2'),
  bases: ['D2 city capitol'],
};
const E: Sheet = {
  ...W,
  // 4 forest (16 / 20), 5 hills (15 / 20), capitol and town (20 / 0).
  population: 16 + 15 + 20,
  resources: 20 + 20,
  military: 6, // 51 ÷ 10 rounded up
  treasury: 6 * 51 * 200, // 61,200
  hexes: hexesOf('F1 F2 F3 G1 G2 G3 H1 H2 H3'),
  bases: ['F2 city capitol', 'G3 town'],
};
const S: Sheet = {
  ...W,
  // 3 plains (18 / 3), 2 hills (6 / 8), 1 forest (4 / 5), capitol and town (20 / 0).
  population: 18 + 6 + 4 + 20,
  resources: 3 + 8 + 5,
  military: 5,
  treasury: 6 * 48 * 200, // 57,600
  hexes: hexesOf('A5 A6 B5 B6 C5 C6'),
  bases: ['B6 city capitol', 'C5 town'],
};
const EXPECTED: Record<RealmId, Sheet> = { westmark: W, northfold: N, eastreach: E, southmoor: S };
/** Ill-will between each pair of realms (RPG-E17): 6 until something changes it. */
const ILL_WILL: Record<string, number> = {
  'eastreach|northfold': 6,
  'eastreach|southmoor': 6,
  'eastreach|westmark': 6,
  'northfold|southmoor': 6,
  'northfold|westmark': 6,
  'southmoor|westmark': 6,
};

/**
 * Dice whose forced values are loaded turn by turn, so each turn lists its own draws beside its arithmetic, and
 * the test checks that the turn used exactly those.
 */
function stagedDice() {
  let current = forcedDice([], []);
  const dice: DiceSource = { int: (min, max) => current.int(min, max), card: (values) => current.card!(values) };
  return { dice, load: (values: number[], draws: number[]) => (current = forcedDice(values, draws)), current: () => current };
}

let database: Database;
let session: ConsoleSession;
let images: string;
let gameId: string;
const staged = stagedDice();
/** The campaign after turn 11, for the undo. */
let afterTurn11: CampaignState;

async function play(line: string): Promise<LineOutcome> {
  const out = await session.run(line);
  expect(out.ok, `${line} → ${out.error}`).toBe(true);
  return out;
}

async function campaign(s: ConsoleSession = session): Promise<CampaignState> {
  return (await s.services.store.load(gameId))!.state.campaign!;
}

/** `/campaign turn` with this turn's forced dice (random events) and card draws, all of them used. */
async function turn(draws: number[], dice: number[] = []): Promise<LineOutcome> {
  staged.load(dice, draws);
  const out = await play('@gm /campaign turn');
  expect(staged.current().drawsRemaining(), 'every forced draw of the turn is used').toBe(0);
  expect(staged.current().remaining(), 'every forced die of the turn is used').toBe(0);
  return out;
}

/** Every realm's sheet, and the ill-will between them, against the figures computed by the rules. */
async function expectSheets(turnNo: number): Promise<CampaignState> {
  const c = await campaign();
  expect(c.turn).toBe(turnNo);
  for (const id of Object.keys(REALMS) as RealmId[]) expect(sheetOf(c, id), `${id} after turn ${turnNo}`).toEqual(EXPECTED[id]);
  for (const [pair, value] of Object.entries(ILL_WILL)) {
    const [a, b] = pair.split('|') as [string, string];
    expect(illWill(c, a, b), `ill-will ${pair} after turn ${turnNo}`).toBe(value);
  }
  return c;
}

beforeAll(async () => {
  database = await memoryDatabase();
  images = mkdtempSync(join(tmpdir(), 'realm-campaign-'));
  session = new ConsoleSession(database, staged.dice, { imagesDir: images, now: () => new Date('2026-11-22T12:00:00Z') });
  await play('@gm /game create ruleset:mtg-rpg');
  await play('@bob /game join character:Sarin');
  await play('@carol /game join character:Mira');
  await play(`@gm /campaign create map:"${MAP}"`);
  await play('@gm /campaign settings key:upkeep value:0');
  for (const line of Object.values(REALMS)) await play(line);
  await play('@gm /realm ruler realm:Westmark player:@bob');
  await play('@gm /realm ruler realm:Eastreach player:@carol');
  gameId = (await session.services.store.activeGameId(CONSOLE_CHANNEL))!;
});

afterAll(async () => {
  await database?.close();
  if (images) rmSync(images, { recursive: true, force: true });
});

describe('a realm campaign of 12 turns with four realms (RPG-E, RPG-F)', () => {
  it('starts every sheet by the rules: population, resources, strength, treasury (RPG-E5…E11)', async () => {
    await expectSheets(0);
  });

  it('turn 1: random events, a tax raise, a recruit and a Library begun (F4, F6, F11, F27, F38, F40)', async () => {
    await play('@bob /realm orders tax:high');
    await play('@bob /realm action slot:1 kind:recruit');
    await play('@carol /realm action slot:1 kind:build-structure structure:library');
    // Random events (RPG-R4), a d20 per realm in creation order: Westmark 8 Good Harvest, Northfold 1 Bandits for
    // a d3 = 2 turns, Eastreach 2 Birth, Southmoor 3 Controversy.
    // Initiative (F24): Westmark 5 + 2 = 7, Northfold 3 + 1 = 4, Eastreach 6 + 3 = 9, Southmoor 1 + 4 = 5.
    const out = await turn(
      [5, 3, 6, 1, /* Eastreach */ 1, 2, /* Westmark */ 1, 1, /* Southmoor */ 2, 1, /* Northfold */ 2, 3],
      [8, 1, 2, 2, 3],
    );
    expect(textOf(out)).toContain('Initiative: Eastreach 9, Westmark 7, Southmoor 5, Northfold 4');
    // Each ruler gets his own report; the GM's realms have no ruler to write to.
    expect(out.direct.map((d) => d.to).sort()).toEqual(['bob', 'carol']);
    // Eastreach: hardship 5 + 1 = 6 ≥ 6. Discontent 6 + 2 = 8 against 6 + 2 (population 51) = 8: calm.
    // The Library (40,000 gp, 20 resources) takes two seasons (F39, R59): one is left.
    E.treasury += 51 * 200 - 6 * 2_000 - 40_000;
    E.structures = ['library 1'];
    // Westmark: hardship 5 + 1 ≥ 6. Taxes high (F27): 49 × 300. Discontent 7 + 1 = 8 against 6 + 1 + 3 (high
    // tax, F31) = 10: unrest, discontent +1 (F33). Recruit (F40): 1,000 gp and 5 resources × strength 5.
    W.tax = 'high';
    W.treasury += 49 * 300 - 5 * 2_000 - 5 * 1_000;
    W.military = 6;
    W.discontent = 7;
    W.failedDiscontent = 1;
    // Southmoor: hardship 4 + 2 = 6. Discontent 4 + 1 = 5 against 6 + 1 + 3 (Controversy, F6) = 10: unrest.
    S.treasury += 48 * 200 - 5 * 2_000;
    S.discontent = 7;
    S.failedDiscontent = 1;
    // Northfold: hardship 4 + 2 = 6. Bandits cut the tax income by 25% (F4). Discontent 4 + 3 = 7 against 7: calm.
    N.treasury += (44 * 200 * 3) / 4 - 5 * 2_000;
    N.modifiers = ['bandits 1'];
    await expectSheets(1);
  });

  it('turn 2: a festival, a fortified capitol, a failed hardship check and the Library finished (F26, F39, F54, F57)', async () => {
    await play('@gm /campaign settings key:random-events value:gm');
    await play('@bob /realm action slot:1 kind:festival festival:impressive');
    await play('@carol /realm orders tax:high');
    await play('@gm /realm action realm:Southmoor slot:1 kind:fortify hexes:B6');
    // Initiative: Westmark 2 + 2 = 4, Northfold 6 + 1 = 7, Eastreach 4 + 3 = 7, Southmoor 5 + 4 = 9; the tie of 7
    // goes to the higher Wisdom (F24): Southmoor, Eastreach, Northfold, Westmark.
    const out = await turn([2, 6, 4, 5, /* Southmoor */ 2, 4, /* Eastreach */ 1, 5, /* Northfold */ 0, 1, /* Westmark */ 1, 4]);
    expect(textOf(out)).toContain('Initiative: Southmoor 9, Eastreach 7, Northfold 7, Westmark 4');
    // Southmoor: hardship 4 + 2 = 6. Discontent 4 + 4 = 8 against 7 + 1 = 8: calm, the failure mark is erased.
    // Fortification level I of B6: 25,000 gp, 10 resources (F57).
    S.treasury += 48 * 200 - 5 * 2_000 - 25_000;
    S.failedDiscontent = 0;
    S.bases = ['B6 city capitol fort 1', 'C5 town'];
    // Eastreach, tax high: discontent 6 + 5 = 11 against 6 + 2 + 3 = 11: calm. The Library is finished in the
    // adjustment: discontent 6 − 3 = 3 (F38, R59).
    E.tax = 'high';
    E.treasury += 51 * 300 - 6 * 2_000;
    E.structures = ['library 0'];
    E.discontent = 3;
    // Northfold: hardship 4 + 0 (the {0} artifact) = 4 < 6: failed, hardship 7 for good, +3 to the discontent
    // check (F26): 4 + 1 = 5 against 6 + 1 + 3 = 10: unrest. Bandits cut its taxes a second and last turn.
    N.treasury += (44 * 200 * 3) / 4 - 5 * 2_000;
    N.hardship = 7;
    N.discontent = 7;
    N.failedDiscontent = 1;
    N.modifiers = [];
    // Westmark: discontent 7 + 4 = 11 against 7 + 1 + 3 = 11: calm. An impressive festival: 500 gp × 49, +3 to
    // next turn's discontent check (F54, R66).
    W.treasury += 49 * 300 - 6 * 2_000 - 500 * 49;
    W.failedDiscontent = 0;
    W.festivalBonus = 3;
    await expectSheets(2);
  });

  it('turn 3: a second recruit, a lower tax, a trade route opened; initiative ties go to Wisdom (F24, F36, F40, F54)', async () => {
    await play('@bob /realm action slot:1 kind:recruit');
    await play('@carol /realm action slot:1 kind:open-trade target:Northfold');
    await play('@gm /realm orders realm:Northfold tax:low');
    // Initiative: Westmark 6 + 2 = 8, Northfold 4 + 1 = 5, Eastreach 3 + 3 = 6, Southmoor 1 + 4 = 5 (before Northfold).
    const out = await turn([6, 4, 3, 1, /* Westmark */ 1, 2, /* Eastreach */ 2, 2, 3, /* Southmoor */ 3, 4, /* Northfold */ 3, 3]);
    expect(textOf(out)).toContain('Initiative: Westmark 8, Eastreach 6, Southmoor 5, Northfold 5');
    // Westmark: discontent 7 + 3 (the festival) + 2 = 12 against 11: calm; the bonus is spent. Recruit at strength 6.
    W.treasury += 49 * 300 - 6 * 2_000 - 6 * 1_000;
    W.military = 7;
    W.festivalBonus = 0;
    // Eastreach: discontent 6 + 2 = 8 against 3 + 2 + 3 = 8. Open trade (F36): 10,000 gp, Diplomacy 6 + 3 = 9
    // against the ill-will 6: a route to Northfold, one way (E18).
    E.treasury += 51 * 300 - 6 * 2_000 - 10_000;
    E.tradeRoutes = ['northfold'];
    // Southmoor: hardship 4 + 3, discontent 4 + 4 = 8 against 8.
    S.treasury += 48 * 200 - 5 * 2_000;
    // Northfold, tax low (F27: × 100, F31: −3): hardship 4 + 3 = 7 against 7; discontent 4 + 3 = 7 against
    // 7 + 1 − 3 = 5: calm, the mark erased.
    N.tax = 'low';
    N.treasury += 44 * 100 - 5 * 2_000;
    N.failedDiscontent = 0;
    await expectSheets(3);
  });

  it('turn 4: trade income, troops against discontent and a decree (F28, F32, F62)', async () => {
    await play('@bob /realm orders troops:3');
    await play('@bob /realm free kind:decree text:"a levy on the salt road"');
    // Initiative: Westmark 2 + 2 = 4, Northfold 5 + 1 = 6, Eastreach 5 + 3 = 8, Southmoor 3 + 4 = 7.
    const out = await turn([2, 5, 5, 3, /* Eastreach */ 3, 3, /* Southmoor */ 1, 3, /* Northfold */ 3, 4, /* Westmark */ 4, 4]);
    expect(textOf(out)).toContain('Initiative: Eastreach 8, Southmoor 7, Northfold 6, Westmark 4');
    // Eastreach: trade with Northfold (F28): (12 − ill-will 6) × 1,000.
    E.treasury += 51 * 300 + (12 - 6) * 1_000 - 6 * 2_000;
    // Southmoor: hardship 4 + 1 = 5 < 6: failed, hardship 7; discontent 4 + 3 = 7 against 7 + 1 + 3 = 11: unrest.
    S.treasury += 48 * 200 - 5 * 2_000;
    S.hardship = 7;
    S.discontent = 8;
    S.failedDiscontent = 1;
    N.treasury += 44 * 100 - 5 * 2_000;
    // Westmark: 3 troops in the discontent check (F32): 7 + 3 + 4 = 14 against 11. A decree: 1,000 gp, 1 resource.
    W.treasury += 49 * 300 - 7 * 2_000 - 1_000;
    await expectSheets(4);
  });

  it('turn 5: a war takes a plundered town and a plain (F45, F47, F48, F49, F51)', async () => {
    await play('@bob /realm action slot:1 kind:war hexes:"C5 B5" amount:6');
    // Initiative: Westmark 6 + 2 = 8, Northfold 1 + 1 = 2, Eastreach 4 + 3 = 7, Southmoor 2 + 4 = 6.
    // The deck runs out after Southmoor's cards and is reshuffled for Northfold's.
    const out = await turn([6, 1, 4, 2, /* Westmark */ 4, 1, 5, /* Eastreach */ 5, 5, /* Southmoor */ 6, 6, /* Northfold */ 3, 1]);
    // Westmark: discontent 7 + 1 = 8 against 11: unrest. War with strength 6 (F45): 5,000 gp and 1 resource a
    // point. Capture points 6 + a card of 5 = 11 (F47): C5, plains with a town, 4 + 3 = 7 (Southmoor is not
    // stronger: 5 against 7), then B5, plains, 4; nothing is left. Plunder of C5 (F51, R67): Southmoor forfeits
    // 25,000, Westmark gains half.
    W.treasury += 49 * 300 - 7 * 2_000 - 6 * 5_000 + 25_000 / 2;
    W.discontent = 8;
    W.failedDiscontent = 1;
    W.hexes = hexesOf('A1 A2 A3 A4 B1 B2 B3 B4 B5 C5');
    W.bases = ['A3 city capitol', 'B3 town', 'C5 town'];
    W.population += 16 + 6;
    W.resources += 1 + 1;
    W.wars = ['southmoor'];
    expect(textOf(out)).toContain('Westmark takes C5 (plains, base) from Southmoor; the base is plundered.');
    E.treasury += 51 * 300 + 6_000 - 6 * 2_000;
    // Southmoor acts after the war, on what it still holds (F66): 26 population. Hardship 4 + 6 = 10 against 7;
    // discontent 4 + 6 = 10 against 8 + 1 = 9: calm.
    S.treasury += -25_000 + 26 * 200 - 5 * 2_000;
    S.failedDiscontent = 0;
    S.hexes = hexesOf('A5 A6 B6 C6');
    S.bases = ['B6 city capitol fort 1'];
    S.population -= 16 + 6;
    S.resources -= 1 + 1;
    S.wars = ['westmark'];
    // F49: war, and the ill-will rises to 12.
    ILL_WILL['southmoor|westmark'] = 12;
    N.treasury += 44 * 100 - 5 * 2_000;
    await expectSheets(5);
  });

  it('turn 6: a treasury too poor for its army dismisses the fewest soldiers (F29, R57)', async () => {
    await play('@bob /realm orders troops:3');
    // Initiative: Westmark 3 + 2 = 5, Northfold 6 + 1 = 7, Eastreach 1 + 3 = 4, Southmoor 5 + 4 = 9.
    await turn([3, 6, 1, 5, /* Southmoor */ 3, 1, /* Northfold */ 3, 1, /* Westmark */ 1, 3, /* Eastreach */ 1, 2]);
    // Southmoor: 1,200 + 26 × 200 = 6,400 cannot pay 5 × 2,000: cut by ceil(3,600 ÷ 2,000) = 2 to strength 3,
    // which costs 6,000. Discontent 4 + 1 = 5 against 9: unrest.
    expect(S.treasury + 26 * 200).toBe(6_400);
    S.military = 3;
    S.treasury += 26 * 200 - 3 * 2_000;
    S.discontent = 9;
    S.failedDiscontent = 1;
    N.treasury += 44 * 100 - 5 * 2_000;
    // Westmark now taxes 71 population; discontent 7 + 3 troops + 3 = 13 against 8 + 2 (population 51–100) + 3.
    W.treasury += 71 * 300 - 7 * 2_000;
    W.failedDiscontent = 0;
    E.treasury += 51 * 300 + 6_000 - 6 * 2_000;
    await expectSheets(6);
  });

  it('turn 7: random events again — Knowledge, Resources Found, Natural Disaster, Political Strife (F12, F15, F18, F20)', async () => {
    await play('@gm /campaign settings key:random-events value:per-realm');
    await play('@bob /realm orders troops:3 knowledge:gold');
    // d20: Westmark 9 Knowledge Rediscovered (its ruler takes 3,000 gp), Northfold 17 Resources Found, Eastreach 12
    // Natural Disaster, Southmoor 15 Political Strife with the second of the others (Westmark, Northfold,
    // Eastreach): Northfold. Its Diplomacy 4 + the {0} artifact = 4 against the ill-will 6: ill-will 6 + 3.
    // Initiative: Westmark 4 + 2 = 6, Northfold 2 + 1 = 3, Eastreach 6 + 3 = 9, Southmoor 1 + 4 = 5.
    await turn([0, /* initiative */ 4, 2, 6, 1, /* Eastreach */ 1, 2, /* Westmark */ 1, 3, /* Southmoor */ 3, 1, /* Northfold */ 3, 2], [9, 17, 12, 15, 2]);
    ILL_WILL['northfold|southmoor'] = 9;
    // Eastreach: the disaster halves this turn's trade (F15): 6,000 ÷ 2.
    E.treasury += 51 * 300 + 6_000 / 2 - 6 * 2_000;
    W.treasury += 71 * 300 + 3_000 - 7 * 2_000;
    // Southmoor: 400 + 5,200 = 5,600 cannot pay 3 × 2,000: cut by 1 to 2. Discontent 4 + 1 against 9 + 1: unrest.
    S.military = 2;
    S.treasury += 26 * 200 - 2 * 2_000;
    S.discontent = 10;
    S.failedDiscontent = 2;
    N.treasury += 44 * 100 - 5 * 2_000;
    await expectSheets(7);
  });

  it("turn 8: the war takes Southmoor's capitol: conquest, all its territory and half its treasury (F45, F48, F50, R68)", async () => {
    await play('@gm /campaign settings key:random-events value:gm');
    await play('@bob /realm orders troops:1');
    await play('@bob /realm action slot:1 kind:war hexes:B6 amount:6 capitol:conquer');
    // Initiative: Westmark 5 + 2 = 7, Northfold 2 + 1 = 3, Eastreach 2 + 3 = 5, Southmoor 1 + 4 = 5 (Wisdom 4 first).
    // Southmoor falls before its turn, so it draws nothing more.
    const out = await turn([5, 2, 2, 1, /* Westmark */ 2, 5, 4, /* Eastreach */ 2, 3, /* Northfold */ 3, 3]);
    expect(textOf(out)).toContain('Initiative: Westmark 7, Southmoor 5, Eastreach 5, Northfold 3');
    // Westmark: discontent 7 + 1 troop + 5 = 13 against 13. War with 6 = 7 − 1 troop (F32, F45); 6 + a card of 4 =
    // 10 capture points buy B6: plains 4 + river 2 + base 3 + fortification I 1 = 10 (F48). The capitol falls
    // (F50): Westmark takes A5, A6, B6, C6 and half of Southmoor's 1,600 gp, without plunder (R68).
    const southmoorTreasury = S.treasury;
    expect(southmoorTreasury).toBe(1_600);
    W.treasury += 71 * 300 - 7 * 2_000 - 6 * 5_000 + southmoorTreasury / 2;
    W.hexes = hexesOf('A1 A2 A3 A4 A5 A6 B1 B2 B3 B4 B5 B6 C5 C6');
    W.bases = ['A3 city capitol', 'B3 town', 'B6 city fort 1', 'C5 town'];
    W.population += 3 + 3 + 16 + 4;
    W.resources += 4 + 4 + 1 + 5;
    W.wars = [];
    S.treasury -= southmoorTreasury / 2;
    S.inPlay = false;
    S.wars = [];
    S.hexes = [];
    S.bases = [];
    S.population = 0;
    S.resources = 0;
    expect(textOf(out)).toContain('**Southmoor is conquered**: Westmark takes all its territory');
    E.treasury += 51 * 300 + 6_000 - 6 * 2_000;
    N.treasury += 44 * 100 - 5 * 2_000;
    await expectSheets(8);
  });

  it('turn 9: three realms left; a tax cut and diplomacy that lowers the ill-will (F27, F53)', async () => {
    await play('@bob /realm orders tax:medium');
    await play('@carol /realm action slot:1 kind:diplomacy target:Northfold');
    // Initiative: Westmark 1 + 2 = 3, Northfold 4 + 1 = 5, Eastreach 3 + 3 = 6.
    const out = await turn([1, 4, 3, /* Eastreach */ 4, 4, 4, /* Northfold */ 4, 4, /* Westmark */ 4, 4]);
    expect(textOf(out)).toContain('Initiative: Eastreach 6, Northfold 5, Westmark 3');
    // Eastreach: diplomacy (F53): 10,000 gp, 6 + 4 = 10 against the ill-will 6: it falls to 5.
    E.treasury += 51 * 300 + 6_000 - 6 * 2_000 - 10_000;
    ILL_WILL['eastreach|northfold'] = 5;
    N.treasury += 44 * 100 - 5 * 2_000;
    // Westmark, 97 population at the medium tax: discontent 7 + 4 = 11 against 8 + 2 + 0 = 10.
    W.tax = 'medium';
    W.treasury += 97 * 200 - 7 * 2_000;
    await expectSheets(9);
  });

  it('turn 10: trade follows the ill-will; a monument and a simple festival (F28, F38, F54)', async () => {
    await play('@bob /realm action slot:1 kind:build-structure structure:monument');
    await play('@carol /realm action slot:1 kind:festival festival:simple');
    // Initiative: Westmark 6 + 2 = 8, Northfold 6 + 1 = 7, Eastreach 1 + 3 = 4.
    await turn([6, 6, 1, /* Westmark */ 5, 5, /* Northfold */ 5, 5, /* Eastreach */ 6, 6]);
    // Westmark: a Monument, 10,000 gp and 5 resources, finished this season: discontent 8 − 1 (F38, R59).
    W.treasury += 97 * 200 - 7 * 2_000 - 10_000;
    W.structures = ['monument 0'];
    W.discontent = 7;
    N.treasury += 44 * 100 - 5 * 2_000;
    // Eastreach: trade (12 − 5) × 1,000; a simple festival, 100 gp × 51, +1 next turn.
    E.treasury += 51 * 300 + (12 - 5) * 1_000 - 6 * 2_000 - 100 * 51;
    E.festivalBonus = 1;
    await expectSheets(10);
  });

  it("turn 11: Northfold's empty treasury cuts its army; the festival decides a check (F29, R57, F54)", async () => {
    await play('@bob /realm action slot:1 kind:recruit');
    // Initiative: Westmark 2 + 2 = 4, Northfold 5 + 1 = 6, Eastreach 2 + 3 = 5.
    await turn([2, 5, 2, /* Northfold */ 3, 1, /* Eastreach */ 1, 1, /* Westmark */ 1, 2]);
    // Northfold: 1,200 + 4,400 = 5,600 against 5 × 2,000: cut by ceil(4,400 ÷ 2,000) = 3, to 2.
    expect(N.treasury + 44 * 100).toBe(5_600);
    N.military = 2;
    N.treasury += 44 * 100 - 2 * 2_000;
    // Eastreach: discontent 6 + 1 (festival) + a land 1 = 8 against 8: calm only thanks to the festival.
    E.treasury += 51 * 300 + 7_000 - 6 * 2_000;
    E.festivalBonus = 0;
    // Westmark: discontent 7 + 2 = 9 against 7 + 2; recruit at 7: 7,000 gp and 35 resources (cap 97 ÷ 5 → 20).
    W.treasury += 97 * 200 - 7 * 2_000 - 7 * 1_000;
    W.military = 8;
    afterTurn11 = structuredClone(await expectSheets(11));
  });

  it('turn 12: a fortified capitol and a grant (F57, F63)', async () => {
    await play('@carol /realm action slot:1 kind:fortify hexes:F2');
    await play('@bob /realm free kind:grant text:"the college of heralds" gold:2000');
    // Initiative: Westmark 3 + 2 = 5, Northfold 3 + 1 = 4, Eastreach 3 + 3 = 6.
    await turn([3, 3, 3, /* Eastreach */ 1, 2, /* Westmark */ 1, 2, /* Northfold */ 3, 1]);
    E.treasury += 51 * 300 + 7_000 - 6 * 2_000 - 25_000;
    E.bases = ['F2 city capitol fort 1', 'G3 town'];
    W.treasury += 97 * 200 - 8 * 2_000 - 2_000;
    N.treasury += 44 * 100 - 2 * 2_000;
    await expectSheets(12);
  });

  it('the final treasuries, summed up turn by turn', () => {
    // A cross-check of the running sums above, written out in one line per realm.
    expect(W.treasury).toBe(58_800 + 14_700 * 5 + 21_300 * 3 + 19_400 * 4 + 3_000 + 12_500 + 800 - 10_000 - 12_000 * 2 - 14_000 * 8 - 16_000 - 5_000 - 24_500 - 6_000 - 1_000 - 30_000 * 2 - 10_000 - 7_000 - 2_000);
    expect(E.treasury).toBe(61_200 + 10_200 + 15_300 * 11 + 6_000 * 6 - 3_000 + 7_000 * 3 - 12_000 * 12 - 40_000 - 10_000 * 2 - 5_100 - 25_000);
    expect(N.treasury).toBe(52_800 + 6_600 * 2 + 4_400 * 10 - 10_000 * 10 - 4_000 * 2);
    expect(S.treasury).toBe(800);
  });

  it('a second store on the same database replays the events into the same campaign: every sheet and the map', async () => {
    const before = await campaign();
    // A fresh GameStore has no cache: it loads the last snapshot (one is written every 100 events) and replays
    // the events after it…
    expect(await session.services.store.version(gameId)).toBeGreaterThan(100);
    const second = new ConsoleSession(database, forcedDice([]), { imagesDir: images });
    const reloaded = await campaign(second);
    expect(reloaded).toEqual(before);
    for (const id of Object.keys(REALMS) as RealmId[]) expect(sheetOf(reloaded, id)).toEqual(EXPECTED[id]);
    // …and a replay of every event from the first one, without any snapshot, gives the same campaign too.
    const all = await second.services.store.events(gameId);
    expect(replay(all)!.campaign).toEqual(before);
    // The second console reads the same sheet as the first.
    const sheet = await second.run('@bob /realm sheet picture:false');
    expect(textOf(sheet)).toContain(`"name":"Treasury","value":"${W.treasury.toLocaleString('en-US')} gp`);
  });

  it('/gm undo after turn 12 restores the sheets of turn 11 exactly: the whole turn is one action', async () => {
    const undo = await play('@gm /gm undo');
    expect(textOf(undo)).toContain('The GM reverted campaign turn 12.');
    const c = await campaign();
    expect(c.turn).toBe(11);
    expect(c.realms).toEqual(afterTurn11.realms);
    expect(c.map).toEqual(afterTurn11.map);
    expect(c.illWill).toEqual(afterTurn11.illWill);
    // What the rules keep of past turns (the espionage that RPG-F60's trace reads) is that of turn 11.
    expect(c.espionage).toEqual(afterTurn11.espionage);
    // The orders given for turn 12 are pending again.
    expect(c.orders.eastreach!.actions[0]).toMatchObject({ kind: 'fortify', hexes: ['F2'] });
    expect(c.orders.westmark!.free).toEqual([{ kind: 'grant', text: 'the college of heralds', gold: 2000 }]);
  });
});

describe('civilian upkeep at the seed\'s rate (RPG-F30, R56)', () => {
  /**
   * Dustvale alone on the map: five plains and its capitol on a sixth: population 6 × 6 + 10 = 46, resources 6,
   * and at 1 resource per person (the seed's rate) it is 40 short every season. Its treasury starts at
   * 6 × 46 × 200 and loses 10,000 − 9,200 for the army each season.
   */
  async function dustvale() {
    const db = await memoryDatabase();
    const dice = stagedDice();
    const solo = new ConsoleSession(db, dice.dice, { imagesDir: images });
    const run = async (line: string) => {
      const out = await solo.run(line);
      expect(out.ok, `${line} → ${out.error}`).toBe(true);
      return out;
    };
    await run('@gm /game create ruleset:mtg-rpg');
    await run('@gm /campaign create map:"P P P / P P P"');
    await run('@gm /campaign settings key:random-events value:gm');
    await run('@gm /realm create name:Dustvale capitol:A1 hexes:"A1 B1 C1 A2 B2 C2" diplomacy:5 wisdom:2 lore:5');
    const id = (await solo.services.store.activeGameId(CONSOLE_CHANNEL))!;
    return {
      /** One turn: the initiative card, the hardship card, the discontent card. */
      turn: async (draws: number[]) => {
        dice.load([], draws);
        const out = await run('@gm /campaign turn');
        expect(dice.current().drawsRemaining()).toBe(0);
        return out;
      },
      sheet: async () => (await solo.services.store.load(id))!.state.campaign!.realms[0]!,
      close: () => db.close(),
    };
  }

  it('three seasons short in a row raise hardship and discontent by 1 for good, and the count starts again', async () => {
    const d = await dustvale();
    try {
      // Turn 1: hardship 5 + 3 = 8 against 6; discontent 5 + 5 = 10 against 6 + 1 (population 46) = 7. Short: +1 to
      // both of next season's checks.
      await d.turn([5, 3, 5]);
      expect(await d.sheet()).toMatchObject({ shortfallSeasons: 1, hardship: 6, discontent: 6, treasury: 6 * 46 * 200 + 46 * 200 - 5 * 2_000 });
      // Turn 2: hardship 5 + 1 = 6 against 6 + 1 (last season's shortfall): failed, hardship 7 for good (F26).
      // Discontent 5 + 6 = 11 against 6 + 1 + 1 (shortfall) + 3 (failed hardship) = 11: calm.
      await d.turn([5, 1, 6]);
      expect(await d.sheet()).toMatchObject({ shortfallSeasons: 2, hardship: 7, discontent: 6, failedDiscontent: 0 });
      // Turn 3: hardship 5 + 3 = 8 against 7 + 1; discontent 5 + 5 = 10 against 6 + 1 + 1. The third season short:
      // hardship and discontent +1 for good, and the count starts again (R56).
      await d.turn([5, 3, 5]);
      const s = await d.sheet();
      expect(s).toMatchObject({ shortfallSeasons: 0, hardship: 8, discontent: 7, failedDiscontent: 0, treasury: 6 * 46 * 200 + 3 * (46 * 200 - 5 * 2_000) });
      expect(s.modifiers.map((m) => [m.id, m.value, m.fromTurn])).toEqual([
        ['shortfall-discontent-3', 1, 4],
        ['shortfall-hardship-3', 1, 4],
      ]);
    } finally {
      await d.close();
    }
  });

  it("a shortfall raises the next season's discontent check even when that season is short too (F30)", async () => {
    const d = await dustvale();
    try {
      // Turn 1: short by 40.
      await d.turn([5, 3, 3]);
      // Turn 2: hardship 5 + 2 = 7 against 6 + 1: the last season's shortfall counts, and passes.
      // Discontent 5 + 2 = 7 against 6 + 1 (population) + 1 (last season's shortfall) = 8: unrest.
      const out = await d.turn([5, 2, 2]);
      const report = JSON.stringify(out.events!.find((e) => e.type === 'campaign.realm-report')!.payload);
      expect(report).toContain('Hardship: Wilderness Lore card');
      expect(report).toMatch(/Discontent: Diplomacy card [^"]*against 8/);
      expect(await d.sheet()).toMatchObject({ discontent: 7, failedDiscontent: 1 });
    } finally {
      await d.close();
    }
  });
});

/** Everything a console line shows (reply, channel posts, direct messages), as one text. */
function textOf(o: LineOutcome): string {
  return JSON.stringify([o.reply.content ?? '', o.reply.embeds, o.channel, o.direct]);
}

describe('a realm whose calling and demeanor are not set yet', () => {
  it('says so, and how the GM sets them, where it said "unknown / unknown" (the realm sheet, the campaign overview)', async () => {
    const c = await consoleWith([]);
    try {
      for (const line of ['@gm /game create ruleset:mtg-rpg', '@gm /campaign create map:"P P P / P P P"']) expect((await c.play(line)).ok, line).toBe(true);
      const created = await c.play('@gm /realm create name:Dustvale capitol:A1 hexes:"A1 B1 C1"');
      expect(created.ok, messageText(created.reply)).toBe(true);
      const sheet = messageText((await c.play('@gm /realm sheet realm:Dustvale picture:false')).reply);
      const overview = messageText((await c.play('@gm /campaign info')).reply);
      for (const text of [sheet, overview]) {
        expect(text).not.toContain('unknown');
        expect(text).toContain('calling and demeanor not set yet (the GM: /realm set field:calling)');
      }
      expect((await c.play('@gm /realm set realm:Dustvale field:calling value:Merchant')).ok).toBe(true);
      expect(messageText((await c.play('@gm /realm sheet realm:Dustvale picture:false')).reply)).toContain('Merchant/demeanor not set');
    } finally {
      await c.database.close();
    }
  });
});
