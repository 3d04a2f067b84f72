import type { MapTerrain } from '../engine/rulesets/mtg-rpg/campaign/types.js';
import type { RealmSheetView } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';
import { finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { capitalised, grouped, roman, signed } from './draw/format.js';
import { CARD_FRAME } from './draw/frame.js';
import { drawPaperSheet, type Block, type Field, type Section } from './draw/sheet.js';
import { UNSET_PERSONA } from '../engine/rulesets/mtg-rpg/campaign/view.js';

/** A calling or demeanor as the sheet prints it: one not set yet says so. */
const shownPersona = (value: string): string => (value === UNSET_PERSONA ? 'not set yet' : value);

/**
 * A realm's control sheet as a PNG, laid out like the paper one: boxed sections on parchment. It draws only
 * what the RealmSheetView holds; on a public sheet (`full` false) the private fields are absent and their
 * sections are left out, never shown as empty or "undefined".
 */

const { width: WIDTH, margin: MARGIN, gap: GAP } = CARD_FRAME;

const TERRAINS: readonly MapTerrain[] = ['plains', 'forest', 'hills', 'swamp', 'coastal', 'desert', 'sea'];

/** Fields whose value is known to this viewer; the rest are left out. */
function fields(rows: (Field | undefined | false)[]): Field[] {
  return rows.filter((r): r is Field => !!r);
}

const num = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? undefined : n);
const field = (label: string, value: number | undefined, show: (n: number) => string = String, alert?: (n: number) => boolean): Field | undefined => {
  const n = num(value);
  return n === undefined ? undefined : { label, value: show(n), alert: alert?.(n) };
};
const gp = (n: number) => `${grouped(n)} gp`;

function identitySection(v: RealmSheetView): Section {
  return {
    title: 'Realm',
    blocks: [
      {
        kind: 'fields',
        rows: fields([
          v.ruler !== undefined && { label: 'Ruler', value: v.ruler },
          { label: 'Calling', value: shownPersona(v.calling) },
          { label: 'Demeanor', value: shownPersona(v.demeanor) },
          { label: 'Capitol', value: v.capitol ?? 'none' },
          { label: 'At war with', value: v.wars.length ? v.wars.join(', ') : 'no one' },
        ]),
      },
    ],
  };
}

/** RPG-E5: the hexes held by terrain and the bases; population and resources only on the full sheet. */
function populationSection(v: RealmSheetView): Section {
  const rows = TERRAINS.filter((t) => t !== 'sea' || (v.hexesByTerrain[t] ?? 0) > 0).map((t) => [capitalised(t), String(v.hexesByTerrain[t] ?? 0)]);
  const cities = v.bases.filter((b) => b.size === 'city').length;
  const towns = v.bases.length - cities;
  const kinds = [cities && `${cities} ${cities === 1 ? 'city' : 'cities'}`, towns && `${towns} ${towns === 1 ? 'town' : 'towns'}`].filter(Boolean).join(', ');
  const totals = fields([
    { label: 'Bases', value: kinds ? `${v.bases.length} (${kinds})` : '0' },
    field('Population', v.population),
    field('Resources', v.resources),
  ]);
  return {
    title: totals.length > 1 ? 'Population and Resources' : 'Territory',
    blocks: [
      { kind: 'table', columns: [{ title: 'Terrain', weight: 3 }, { title: 'Hexes', weight: 1, align: 'right' }], rows, total: ['Hexes held', String(v.hexes)] },
      { kind: 'fields', rows: totals },
    ],
  };
}

/** RPG-E2 bases and RPG-F57 fortification levels, where the view holds them. */
function basesSection(v: RealmSheetView): Section {
  const showFort = v.bases.some((b) => b.fortification !== undefined);
  const columns = [
    { title: 'Hex', weight: 1 },
    { title: 'Base', weight: 2 },
    ...(showFort ? [{ title: 'Fortification', weight: 1.6, align: 'right' as const }] : []),
  ];
  const rows = v.bases.map((b) => [
    b.hex,
    `${capitalised(b.size)}${b.capitol ? ' (capitol)' : ''}`,
    ...(showFort ? [b.fortification === undefined ? '—' : b.fortification > 0 ? roman(b.fortification) : 'none'] : []),
  ]);
  return { title: 'Bases', blocks: [{ kind: 'table', columns, rows, empty: 'no bases' }] };
}

function militarySection(v: RealmSheetView): Section | undefined {
  const rows = fields([field('Military strength', v.military), field('Military cap', v.militaryCap)]);
  const u = v.units;
  if (u) {
    rows.push(
      ...fields([field('Mercenaries (M)', u.mercenaries), field('Naval units (N)', u.naval), field('Wizard units (W)', u.wizard), field('Scouts', u.scouts)]),
      { label: 'Guarding armies (g)', value: u.guardingArmies.length ? u.guardingArmies.join(', ') : 'none' },
    );
  }
  return rows.length ? { title: 'Military', blocks: [{ kind: 'fields', rows }] } : undefined;
}

/** Treasury, taxes and the civilian upkeep, with a shortfall in red (RPG-F30, R56). */
function treasurySection(v: RealmSheetView): Section | undefined {
  const rows = fields([
    field('Treasury', v.treasury, gp),
    v.tax !== undefined && { label: 'Tax rate', value: capitalised(v.tax) },
    field('Tax income', v.taxIncome, gp),
    field('Upkeep needed', v.upkeep?.needed, (n) => `${grouped(n)} resources`),
    field('Upkeep shortfall', v.upkeep?.shortfall, (n) => (n > 0 ? `${grouped(n)} resources` : 'none'), (n) => n > 0),
    field('Seasons short', v.shortfallSeasons, String, (n) => n > 0),
  ]);
  return rows.length ? { title: 'Treasury and Upkeep', blocks: [{ kind: 'fields', rows }] } : undefined;
}

function stabilitySection(v: RealmSheetView): Section | undefined {
  const blocks: Block[] = [];
  const rows = fields([field('Discontent', v.discontent), field('Hardship', v.hardship), field('Festival bonus', v.festivalBonus, signed)]);
  if (rows.length) blocks.push({ kind: 'fields', rows });
  const failed = num(v.failedDiscontent);
  if (failed !== undefined) blocks.push({ kind: 'tally', label: 'Failed discontent checks', count: failed });
  return blocks.length ? { title: 'Stability', blocks } : undefined;
}

function rulerSection(v: RealmSheetView): Section | undefined {
  const rows = fields([
    field('Diplomacy', v.diplomacy),
    field('Wisdom', v.wisdom),
    field('Wilderness Lore', v.wildernessLore),
    field('War', v.war),
    field('Encounter factor', v.encounterFactor),
  ]);
  return rows.length ? { title: 'Ruler and Realm Ratings', blocks: [{ kind: 'fields', rows }] } : undefined;
}

function illWillSection(v: RealmSheetView): Section | undefined {
  if (!v.illWill) return undefined;
  return {
    title: 'Ill-will',
    blocks: [
      {
        kind: 'table',
        columns: [{ title: 'Realm', weight: 2.2 }, { title: 'Ill-will', weight: 1, align: 'right' }, { title: '', weight: 0.2 }, { title: 'Calling', weight: 1.6 }, { title: 'Demeanor', weight: 1.6 }],
        rows: v.illWill.map((w) => [w.name, String(w.value), '', shownPersona(w.calling), shownPersona(w.demeanor)]),
        empty: 'no other realms',
      },
    ],
  };
}

function listSection(title: string, items: string[] | undefined, empty = 'none'): Section | undefined {
  return items ? { title, blocks: [{ kind: 'list', items, empty }] } : undefined;
}

function structuresSection(v: RealmSheetView): Section | undefined {
  if (!v.structures) return undefined;
  return {
    title: 'Structures',
    blocks: [{ kind: 'table', columns: [{ title: 'Structure', weight: 3 }, { title: 'Status', weight: 2 }], rows: v.structures.map((s) => [s.name, s.status]), empty: 'none' }],
  };
}

function modifiersSection(v: RealmSheetView): Section | undefined {
  if (!v.modifiers) return undefined;
  return {
    title: 'Temporary Modifiers',
    blocks: v.modifiers.length
      ? [{ kind: 'list', items: v.modifiers.map((m) => `${m.source}: ${m.effect} (${m.lasts})`) }]
      : [{ kind: 'list', items: [], empty: 'none' }],
  };
}

export function realmSheetSections(v: RealmSheetView): Section[] {
  const sections: (Section | undefined)[] = [
    identitySection(v),
    populationSection(v),
    basesSection(v),
    militarySection(v),
    treasurySection(v),
    stabilitySection(v),
    rulerSection(v),
    illWillSection(v),
    listSection('Trade Routes', v.tradeRoutes),
    listSection('Roads', v.roads),
    structuresSection(v),
    modifiersSection(v),
    listSection('Intelligence', v.intel, 'nothing learned yet'),
  ];
  const out = sections.filter((s): s is Section => s !== undefined);
  if (!v.full) {
    out.push({ title: 'Public Sheet', blocks: [{ kind: 'note', text: 'What every realm knows. Population, treasury, military, stability and the rest are known to the realm’s ruler and the GM.' }] });
  }
  return out;
}

function draw(v: RealmSheetView): Drawing {
  const subtitle = `${v.full ? 'Control sheet' : 'Public control sheet'} · turn ${v.turn}`;
  return drawPaperSheet({ width: WIDTH, margin: MARGIN, gap: GAP, header: { title: v.name, subtitle, ...(v.inPlay ? {} : { flag: 'OUT OF PLAY' }) }, sections: realmSheetSections(v) });
}

export function renderRealmSheetWithLog(view: RealmSheetView): RenderResult {
  return finish(draw(view));
}

export function renderRealmSheet(view: RealmSheetView): Promise<Buffer> {
  return renderRealmSheetWithLog(view).png;
}
