import { isGm, type GameState } from '../../../core/state.js';
import type { StoredEvent, Viewer } from '../../../core/types.js';
import { mapHexes } from '../campaign-map.js';
import { STRUCTURES } from '../lookup-tables.js';
import { ordersCost, ordersOf } from './orders.js';
import { capitolOf, derived, illWill, realmHexes } from './realm.js';
import { UNSET_PERSONA } from './setup.js';
import type { CampaignEventPayloads } from './events.js';
import type { CampaignState, RealmSheet, TempModifier } from './types.js';
import type { CampaignRealmView, CampaignView, MapView, MapViewHex, OrdersView, RealmSheetView } from './view-types.js';

/**
 * Who is looking: the GM sees everything; a ruler sees his realm in full and what it learned of others; anyone
 * else sees the public campaign (terrain, territories, bases, capitols, roads, wars).
 */
export interface CampaignViewer {
  isGm: boolean;
  /** The realms this viewer rules. */
  realms: string[];
}

export function campaignViewer(c: CampaignState, userId: string, isGm: boolean): CampaignViewer {
  return { isGm, realms: userId ? c.realms.filter((r) => r.ruler?.id === userId).map((r) => r.id) : [] };
}

export const PUBLIC_CAMPAIGN_VIEWER: CampaignViewer = { isGm: false, realms: [] };

/** Hexes whose guards and fortifications this viewer knows: his own realm's, and last turn's spies' and scouts' reports. */
function knownHexes(c: CampaignState, v: CampaignViewer): Set<string> | 'all' {
  if (v.isGm) return 'all';
  const known = new Set<string>();
  for (const id of v.realms) {
    for (const h of realmHexes(c, id)) known.add(h.name);
    const r = c.realms.find((x) => x.id === id)!;
    // Intel of the latest turn only: "troop movement or stationing for one turn" (RPG-F60), scouts for the season.
    for (const i of r.intel) if (i.turn === c.turn) for (const h of i.hexes ?? []) known.add(h);
  }
  return known;
}

/** The map as this viewer may see it (the public one when `v` is PUBLIC_CAMPAIGN_VIEWER). */
export function mapViewFor(c: CampaignState, v: CampaignViewer): MapView {
  const known = knownHexes(c, v);
  const sees = (name: string) => known === 'all' || known.has(name);
  const hexes: MapViewHex[] = mapHexes(c.map).map(({ hex, name }, i) => {
    const out: MapViewHex = { name, col: i % c.map.cols, row: Math.floor(i / c.map.cols), terrain: hex.terrain, river: hex.river };
    if (hex.realm) out.realm = hex.realm;
    if (hex.base) out.base = { size: hex.base.size, capitol: hex.base.capitol, ...(sees(name) ? { fortification: hex.base.fortification } : {}) };
    if (hex.guard && sees(name)) out.guard = hex.guard;
    return out;
  });
  const perspective = v.isGm ? 'GM' : v.realms.length ? v.realms.map((id) => c.realms.find((r) => r.id === id)!.name).join(', ') : 'public';
  return {
    cols: c.map.cols,
    rows: c.map.rows,
    hexes,
    roads: c.roads.map((r) => ({ hexes: r.hexes })),
    realms: c.realms.map((r, i) => ({ id: r.id, name: r.name, colour: i, inPlay: r.inPlay })),
    turn: c.turn,
    perspective,
  };
}

/** A realm's control sheet as this viewer may see it: in full for its ruler and the GM, else the public part. */
export function sheetViewFor(c: CampaignState, r: RealmSheet, v: CampaignViewer): RealmSheetView {
  const full = v.isGm || v.realms.includes(r.id);
  const d = derived(c, r);
  const own = realmHexes(c, r.id);
  const nameOf = (id: string) => c.realms.find((x) => x.id === id)?.name ?? id;
  const view: RealmSheetView = {
    id: r.id,
    name: r.name,
    full,
    ...(r.ruler ? { ruler: r.ruler.name } : {}),
    calling: r.calling,
    demeanor: r.demeanor,
    ...(capitolOf(c, r.id) ? { capitol: capitolOf(c, r.id)! } : {}),
    hexes: d.figures.hexes,
    hexesByTerrain: d.figures.hexesByTerrain,
    bases: own.filter((h) => h.hex.base).map((h) => ({ hex: h.name, size: h.hex.base!.size, capitol: h.hex.base!.capitol, ...(full ? { fortification: h.hex.base!.fortification } : {}) })),
    wars: r.wars.map(nameOf),
    inPlay: r.inPlay,
    turn: c.turn,
  };
  if (!full) return view;
  const others = c.realms.filter((o) => o.id !== r.id && o.inPlay);
  return {
    ...view,
    population: d.figures.population,
    resources: d.figures.resources,
    military: r.military,
    militaryCap: d.cap,
    discontent: r.discontent,
    hardship: r.hardship,
    treasury: r.treasury,
    tax: r.tax,
    taxIncome: d.taxIncome,
    diplomacy: r.diplomacy,
    wisdom: r.wisdom,
    wildernessLore: r.wildernessLore,
    war: r.war,
    encounterFactor: d.encounter,
    upkeep: d.upkeep,
    illWill: others.map((o) => ({ realm: o.id, name: o.name, value: illWill(c, r.id, o.id), calling: o.calling, demeanor: o.demeanor })),
    tradeRoutes: r.tradeRoutes.map(nameOf),
    roads: c.roads.filter((road) => road.hexes.some((h) => own.some((o) => o.name === h))).map((road) => road.hexes.join('–')),
    structures: r.structures.map((s) => ({
      name: STRUCTURES.find((x) => x.id === s.id)?.name ?? s.id,
      status: s.seasonsLeft === 0 ? 'finished' : `${s.seasonsLeft} season${s.seasonsLeft === 1 ? '' : 's'} to build`,
    })),
    units: {
      mercenaries: r.mercenaries,
      naval: r.naval,
      wizard: r.wizardUnits,
      scouts: r.scouts,
      guardingArmies: own.filter((h) => h.hex.guard).map((h) => `${h.name}${h.hex.guard === 'army-with-wizard' ? ' (W)' : ''}`),
    },
    modifiers: r.modifiers.map((m) => ({ source: m.source, effect: modifierEffect(m), lasts: m.turnsLeft === null ? (m.endsOn ? endsOnText(m) : 'until resolved') : `${m.turnsLeft} turn${m.turnsLeft === 1 ? '' : 's'}${m.fromTurn && m.fromTurn > c.turn ? ' (next turn)' : ''}` })),
    failedDiscontent: r.failedDiscontent,
    shortfallSeasons: r.shortfallSeasons,
    festivalBonus: r.festivalBonus,
    intel: r.intel.map((i) => `turn ${i.turn}: ${i.text}`),
  };
}

export function modifierEffect(m: TempModifier): string {
  switch (m.kind) {
    case 'discontent-dc':
      return `+${m.value} to the discontent check`;
    case 'hardship-dc':
      return `+${m.value} to the hardship check`;
    case 'tax-percent':
      return `tax income ${m.value}%`;
  }
}

const endsOnText = (m: TempModifier) => (m.endsOn === 'food-stores' ? 'until a Food stores is built' : 'until a hardship check is passed');

/** A realm's calling and demeanor in words: what is not set yet says so, and how the GM sets it. */
export function personaWords(r: Pick<RealmSheet, 'calling' | 'demeanor'>): string {
  const unset = [r.calling === UNSET_PERSONA ? 'calling' : '', r.demeanor === UNSET_PERSONA ? 'demeanor' : ''].filter(Boolean);
  if (unset.length === 2) return 'calling and demeanor not set yet (the GM: /realm set field:calling)';
  return `${r.calling === UNSET_PERSONA ? 'calling not set' : r.calling}/${r.demeanor === UNSET_PERSONA ? 'demeanor not set' : r.demeanor}`;
}

/** A short public line per realm for the campaign overview. */
export function publicSummary(c: CampaignState, r: RealmSheet): string {
  const d = derived(c, r);
  const wars = r.wars.length ? ` · at war with ${r.wars.map((id) => c.realms.find((x) => x.id === id)?.name ?? id).join(', ')}` : '';
  return `${r.inPlay ? '' : '~~'}**${r.name}**${r.inPlay ? '' : '~~ (conquered)'} — capitol ${capitolOf(c, r.id) ?? 'none'}, ${d.figures.hexes} hexes, ${personaWords(r)}${r.ruler ? ` · ruled by ${r.ruler.name}` : ''}${wars}`;
}


/**
 * What one viewer may see of the campaign (undefined when the game has none): the maps, every realm's sheet as he
 * may see it, and the orders he may see. The campaign commands reply from this alone.
 */
export function campaignViewFor(state: GameState, viewer: Viewer): CampaignView | undefined {
  const c = state.campaign;
  if (!c) return undefined;
  const gm = isGm(state, viewer.userId);
  const v = campaignViewer(c, viewer.userId, gm);
  const realms: CampaignRealmView[] = c.realms.map((r) => ({
    id: r.id,
    name: r.name,
    inPlay: r.inPlay,
    ...(r.ruler ? { ruler: r.ruler } : {}),
    summary: publicSummary(c, r),
    ordersGiven: r.id in c.orders,
    sheet: sheetViewFor(c, r, v),
  }));
  // Orders are secret: a ruler sees his own realms' (RPG-F24…F65: he gives them), the GM every realm's.
  const orders: OrdersView[] = c.realms
    .filter((r) => v.isGm || v.realms.includes(r.id))
    .map((r) => {
      const o = ordersOf(c, r, state.gm);
      return { realm: r.id, name: r.name, inPlay: r.inPlay, orders: o, cost: ordersCost(c, r, o), given: r.id in c.orders };
    });
  return {
    turn: c.turn,
    settings: c.settings,
    gm: state.gm,
    viewer: { userId: viewer.userId, ...v },
    publicMap: mapViewFor(c, PUBLIC_CAMPAIGN_VIEWER),
    map: mapViewFor(c, v),
    realms,
    seesAllOrders: v.isGm,
    orders,
  };
}

/** One turn of a realm's log as a viewer reads it. */
export interface RealmLogEntryView {
  turn: number;
  lines: string[];
}

/**
 * A realm's log, turn by turn, from the game's events that the viewer may read (src/engine/core/seats.ts,
 * readableEvents; RPG-F67: the recording phase). Its ruler and the GM read the realm's own reports — those the
 * viewer may see —; anyone else the lines of the channel's reports that name it.
 */
export function realmLogFor(realm: CampaignRealmView, visible: readonly StoredEvent[]): RealmLogEntryView[] {
  if (realm.sheet.full) {
    return visible
      .filter((e) => e.type === 'campaign.realm-report' && (e.payload as CampaignEventPayloads['campaign.realm-report']).realm === realm.id)
      .map((e) => {
        const p = e.payload as CampaignEventPayloads['campaign.realm-report'];
        return { turn: p.turn, lines: p.lines };
      });
  }
  return visible
    .filter((e) => e.type === 'campaign.report')
    .map((e) => {
      const p = e.payload as CampaignEventPayloads['campaign.report'];
      return { turn: p.turn, lines: p.lines.filter((line) => line.includes(realm.name)) };
    });
}

/**
 * The read-only queries and tables /campaign, /realm and the campaign's pictures ask of the rules, for their choices,
 * hints and replies (issue 28: the read side imports a part's view and types only). Each is pure and changes nothing.
 */
export { TERRAIN_CHOICES, SETTING_KEYS, UNSET_PERSONA } from './setup.js';
export { findRealm } from './realm.js';
export { noCampaign, REALM_FIELDS, splitHexes } from './decide.js';
export { seasonName } from './turn.js';
export { FESTIVALS, gp, STRUCTURES, TERRAIN_LABEL, TERRAINS } from '../lookup-tables.js';
