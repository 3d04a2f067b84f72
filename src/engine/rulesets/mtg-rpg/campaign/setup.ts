import { RuleError } from '../../../core/types.js';
import { hexAt, mapNeighbours, type CampaignHex, type CampaignMap, type MapTerrain } from '../campaign-map.js';
import { TERRAINS, type Terrain } from '../lookup-tables.js';
import { DEFAULT_TERRAIN_VALUES, realmFigures, startingMilitary, startingTreasury } from '../realm-figures.js';
import { findRealm, hexNamed, readingsOf, realmSlug } from './realm.js';
import type { CampaignSettings, CampaignState, RealmSheet } from './types.js';
import { fromOffset, toOffset } from '../../../hex/grid.js';

/** A realm's calling or demeanor the GM has not set yet (stored so in every log). */
export const UNSET_PERSONA = 'unknown';

/** The campaign's settings at creation: the rules, with the project's terrain figures (RPG-R5). */
export const DEFAULT_SETTINGS: CampaignSettings = {
  terrain: DEFAULT_TERRAIN_VALUES,
  militaryRounding: 'up',
  encounterCountsBases: false,
  upkeepPerPopulation: 1,
  upkeepPool: 'separate',
  warGoldPerStrength: 5_000,
  festivalPrice: 'table',
  randomEvents: 'per-realm',
};

export function newCampaign(map: CampaignMap, settings: CampaignSettings = DEFAULT_SETTINGS): CampaignState {
  return { map, roads: [], realms: [], illWill: {}, settings: structuredClone(settings), turn: 0, orders: {}, espionage: [] };
}

/**
 * A campaign set up on its map with its realms (RPG-E4): each realm's hexes placed and its starting sheet computed
 * from them (the generator's realms, or none for a map given as text). The map given is left as it was.
 */
export function campaignFrom(map: CampaignMap, realms: readonly NewRealm[]): CampaignState {
  const campaign = newCampaign(structuredClone(map));
  for (const r of realms) {
    const { realm, hexes } = addRealm(campaign, r);
    for (const h of hexes) campaign.map.hexes[h.index] = h.hex;
    campaign.realms.push(realm);
  }
  return campaign;
}

/** The settings a GM can change, with what each reads (shown by /campaign settings). */
export const SETTING_KEYS = [
  ...TERRAINS.map((t) => ({ key: t, help: `population/resources of a ${t} hex, e.g. 6/1` })),
  { key: 'base', help: 'population/resources of a base, e.g. 10/0' },
  { key: 'military-rounding', help: 'starting strength = population ÷ 10 rounded up (the rule) or down (Harloon\'s 7): up | down (RPG-R49)' },
  { key: 'encounter-counts-bases', help: 'the encounter factor counts bases as hexes (Harloon\'s 14): on | off (RPG-R50)' },
  { key: 'upkeep', help: 'resources of civilian upkeep per point of population, 0–5 (the seed: 1; RPG-R56)' },
  { key: 'upkeep-pool', help: 'actions bounded by the resource rating, upkeep assessed beside them (separate, l.1652) or paid from the same pool first (shared; RPG-R56): separate | shared' },
  { key: 'war-gold', help: 'gold per point of attacking strength: 5000 (the rule) or 10000 (the example; RPG-R62)' },
  { key: 'festival-price', help: 'impressive festival at 500 gp × population (table) or 1,000 (example; RPG-R66): table | example' },
  { key: 'random-events', help: 'one random event per realm each turn (per-realm) or none drawn (gm; RPG-R4)' },
] as const;

/** Changes one setting from its typed value, or throws a RuleError saying what fits. */
export function changeSetting(settings: CampaignSettings, key: string, raw: string): CampaignSettings {
  const s = structuredClone(settings);
  const v = raw.trim().toLowerCase();
  const bad = (hint: string): never => {
    throw new RuleError(`"${raw}" is not a value for ${key}`, hint);
  };
  if ((TERRAINS as readonly string[]).includes(key) || key === 'base') {
    const m = v.match(/^(\d{1,2})\s*\/\s*(\d{1,2})$/);
    if (!m) bad('write population/resources, e.g. 6/1');
    s.terrain = { ...s.terrain, [key]: { population: Number(m![1]), resources: Number(m![2]), source: 'gm' } };
    return s;
  }
  switch (key) {
    case 'military-rounding':
      if (v !== 'up' && v !== 'down') bad('up or down');
      s.militaryRounding = v as 'up' | 'down';
      return s;
    case 'encounter-counts-bases':
      if (!['on', 'off', 'true', 'false'].includes(v)) bad('on or off');
      s.encounterCountsBases = v === 'on' || v === 'true';
      return s;
    case 'upkeep': {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 5) bad('a whole number from 0 to 5');
      s.upkeepPerPopulation = n;
      return s;
    }
    case 'upkeep-pool':
      if (v !== 'separate' && v !== 'shared') bad('separate or shared');
      s.upkeepPool = v as 'separate' | 'shared';
      return s;
    case 'war-gold':
      if (v !== '5000' && v !== '10000') bad('5000 or 10000');
      s.warGoldPerStrength = Number(v);
      return s;
    case 'festival-price':
      if (v !== 'table' && v !== 'example') bad('table or example');
      s.festivalPrice = v as 'table' | 'example';
      return s;
    case 'random-events':
      if (v !== 'per-realm' && v !== 'gm') bad('per-realm or gm');
      s.randomEvents = v as 'per-realm' | 'gm';
      return s;
  }
  throw new RuleError(`there is no campaign setting "${key}"`, `the settings are: ${SETTING_KEYS.map((k) => k.key).join(', ')}`);
}

export interface NewRealm {
  name: string;
  capitol: string;
  /** All its hexes; the capitol is added if missing. */
  hexes: string[];
  /** Base hexes besides the capitol (towns). */
  bases?: string[];
  calling?: string;
  demeanor?: string;
  diplomacy?: number;
  wisdom?: number;
  wildernessLore?: number;
  war?: number;
  wizardRuler?: boolean;
  /** A realm created during play starts with an empty treasury (RPG-E10). */
  createdInPlay?: boolean;
}

/**
 * Adds a realm to the campaign (RPG-E): its hexes on the map (one contiguous territory, not overlapping another,
 * RPG-E4), a capitol city and its bases (RPG-E2), and the starting sheet: strength population ÷ 10 (R49),
 * discontent and hardship 6 (E9), six seasons of medium tax (E10, R51), medium tax (E11). Returns the changed hexes.
 */
export function addRealm(c: CampaignState, input: NewRealm): { realm: RealmSheet; hexes: { index: number; hex: CampaignHex }[] } {
  const id = realmSlug(input.name);
  if (!id) throw new RuleError('a realm needs a name with letters or digits', 'e.g. name:Harloon');
  if (c.realms.some((r) => r.id === id)) throw new RuleError(`there is already a realm called ${input.name}`, 'choose another name');
  const capitol = hexNamed(c, input.capitol);
  const names = [...new Set([capitol, ...input.hexes.map((h) => hexNamed(c, h))])];
  const bases = new Set((input.bases ?? []).map((h) => hexNamed(c, h)));
  for (const b of bases) if (!names.includes(b)) throw new RuleError(`the base ${b} is not among the realm's hexes`, 'list every base hex in hexes: too');
  const changed = names.map((name) => {
    const { hex, index } = hexAt(c.map, name);
    if (hex.terrain === 'sea') throw new RuleError(`${name} is sea`, 'a realm holds land hexes');
    if (hex.realm && hex.realm !== id) throw new RuleError(`${name} belongs to ${findRealm(c, hex.realm).name}`, 'borders do not overlap (RPG-E4)');
    const next: CampaignHex = { ...hex, realm: id };
    if (name === capitol) next.base = { size: 'city', fortification: hex.base?.fortification ?? 0, capitol: true };
    else if (bases.has(name)) next.base = { size: hex.base?.size ?? 'town', fortification: hex.base?.fortification ?? 0, capitol: false };
    return { index, hex: next };
  });
  if (!contiguous(c.map, changed.map((x) => x.index))) throw new RuleError(`the hexes of ${input.name} are not one contiguous territory`, 'list hexes that touch each other (RPG-E4)');
  const figures = realmFigures(changed.map((x) => x.hex), c.settings.terrain);
  const realm: RealmSheet = {
    id,
    name: input.name.trim(),
    calling: input.calling ?? UNSET_PERSONA,
    demeanor: input.demeanor ?? UNSET_PERSONA,
    diplomacy: input.diplomacy ?? 5,
    wisdom: input.wisdom ?? 2,
    wildernessLore: input.wildernessLore ?? 5,
    war: input.war ?? 0,
    wizardRuler: input.wizardRuler ?? false,
    military: startingMilitary(figures.population, readingsOf(c.settings)),
    discontent: 6,
    hardship: 6,
    treasury: startingTreasury(figures.population, input.createdInPlay),
    tax: 'medium',
    tradeRoutes: [],
    wars: [],
    structures: [],
    mercenaries: 0,
    naval: 0,
    wizardUnits: 0,
    scouts: 0,
    modifiers: [],
    failedDiscontent: 0,
    shortfallSeasons: 0,
    festivalBonus: 0,
    createdInPlay: input.createdInPlay ?? false,
    inPlay: true,
    intel: [],
  };
  return { realm, hexes: changed };
}

/** Are these hexes (indexes into the map) one connected territory? */
export function contiguous(map: CampaignMap, indexes: number[]): boolean {
  if (indexes.length <= 1) return true;
  const set = new Set(indexes);
  const seen = new Set([indexes[0]!]);
  const queue = [indexes[0]!];
  while (queue.length) {
    const i = queue.pop()!;
    for (const n of mapNeighbours(map, fromOffset(i % map.cols, Math.floor(i / map.cols)))) {
      const { col, row } = toOffset(n);
      const j = row * map.cols + col;
      if (set.has(j) && !seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen.size === set.size;
}

export const TERRAIN_CHOICES: readonly MapTerrain[] = [...(TERRAINS as readonly Terrain[]), 'sea'];
