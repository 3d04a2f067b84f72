import { roman } from '../engine/roman.js';
import type { CampaignSettings, RealmOrders } from '../engine/rulesets/mtg-rpg/campaign/types.js';
import type { RealmSheetView } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';
import { gp, personaWords, seasonName, TERRAIN_LABEL, TERRAINS } from '../engine/rulesets/mtg-rpg/campaign/view.js';
import { COLORS, type Embed } from './message.js';

/** Where a terrain figure comes from (docs/rules.md, RPG-R5). */
const SOURCE = {
  seed: "population: the seed's (Harloon); resources: the fit to Harloon's 35 (R5)",
  reading: 'a reading of the seed',
  project: "the project's own (the seed gives none)",
  gm: 'set by the GM',
} as const;


/** A realm control sheet as an embed: the public part for anyone, every field for its ruler and the GM. */
export function realmSheetEmbed(v: RealmSheetView): Embed {
  const terrain = Object.entries(v.hexesByTerrain)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  const bases = v.bases.map((b) => `${b.hex} ${b.capitol ? '★ capitol' : b.size}${b.fortification ? ` (fort ${roman(b.fortification)})` : ''}`).join(', ');
  const fields: Embed['fields'] = [
    { name: 'Calling / demeanor', value: personaWords(v), inline: true },
    { name: 'Ruler', value: v.ruler ?? 'the GM', inline: true },
    { name: 'Capitol', value: v.capitol ?? 'none', inline: true },
    { name: `Territory: ${v.hexes} hexes`, value: `${terrain || 'none'}\nBases: ${bases || 'none'}` },
    { name: 'Wars', value: v.wars.join(', ') || 'none', inline: true },
  ];
  if (v.full) {
    const up = v.upkeep!;
    fields.push(
      { name: 'Population / resources', value: `${v.population} / ${v.resources}`, inline: true },
      { name: 'Military strength', value: `${v.military} (cap ${v.militaryCap})`, inline: true },
      { name: 'Discontent / hardship', value: `${v.discontent} / ${v.hardship}${v.failedDiscontent ? ` · ${'✗'.repeat(v.failedDiscontent)} failed in a row` : ''}`, inline: true },
      { name: 'Treasury', value: `${gp(v.treasury!)}\ntax ${v.tax}: ${gp(v.taxIncome!)} a season`, inline: true },
      { name: 'Ratings', value: `Diplomacy ${v.diplomacy} · Wisdom ${v.wisdom} · Wilderness Lore ${v.wildernessLore} · War ${v.war}`, inline: true },
      { name: 'Encounter factor', value: `${v.encounterFactor}`, inline: true },
      { name: 'Civilian upkeep', value: up.shortfall > 0 ? `⚠ ${up.needed} needed, short by **${up.shortfall}**${v.shortfallSeasons ? ` (${v.shortfallSeasons} season(s) in a row)` : ''}` : `${up.needed} of ${v.resources}` },
      { name: 'Ill-will', value: v.illWill!.map((i) => `${i.name} ${i.value}`).join(' · ') || 'no other realm', inline: false },
      { name: 'Trade routes', value: v.tradeRoutes!.join(', ') || 'none', inline: true },
      { name: 'Roads', value: v.roads!.join('\n') || 'none', inline: true },
      { name: 'Structures', value: v.structures!.map((s) => `${s.name} (${s.status})`).join(', ') || 'none' },
      {
        name: 'Units',
        value: `guarding armies: ${v.units!.guardingArmies.join(', ') || 'none'} · mercenaries ${v.units!.mercenaries} · naval ${v.units!.naval} · wizard ${v.units!.wizard} · scouts ${v.units!.scouts}${v.festivalBonus ? ` · festival +${v.festivalBonus} next check` : ''}`,
      },
      { name: 'Modifiers', value: v.modifiers!.map((m) => `${m.source}: ${m.effect}, ${m.lasts}`).join('\n') || 'none' },
    );
    if (v.intel?.length) fields.push({ name: '🔒 Intelligence', value: v.intel.slice(-5).join('\n') });
  }
  return {
    title: `${v.full ? '' : 'Public sheet: '}${v.name}${v.inPlay ? '' : ' (conquered)'}`,
    color: v.full ? COLORS.private : COLORS.info,
    fields,
    footer: { text: `after campaign turn ${v.turn}${v.full ? ' · the full sheet: only its ruler and the GM see it' : ''}` },
  };
}

/** The terrain figures and readings of a campaign, shown to the GM at creation and by /campaign settings (RPG-R5). */
export function settingsEmbed(s: CampaignSettings): Embed {
  const rows = [...TERRAINS, 'base' as const].map((t) => {
    const v = s.terrain[t];
    const label = t === 'base' ? 'Base' : TERRAIN_LABEL[t];
    return `${label}: population ${v.population}, resources ${v.resources} — ${SOURCE[v.source]}`;
  });
  return {
    title: 'Campaign settings',
    color: COLORS.info,
    description: 'Change any with `/campaign settings key:<key> value:<value>` (terrain as population/resources, e.g. `6/1`).',
    fields: [
      { name: 'Terrain (per hex; a base on top of its hex)', value: rows.join('\n') },
      {
        name: 'Readings',
        value: [
          `military-rounding: **${s.militaryRounding}** (RPG-R49)`,
          `encounter-counts-bases: **${s.encounterCountsBases ? 'on' : 'off'}** (RPG-R50)`,
          `upkeep: **${s.upkeepPerPopulation}** resource(s) per population (RPG-R56)`,
          `war-gold: **${s.warGoldPerStrength.toLocaleString('en-US')}** gp per point of strength (RPG-R62)`,
          `festival-price: **${s.festivalPrice}** (RPG-R66)`,
          `random-events: **${s.randomEvents}** (RPG-R4)`,
        ].join('\n'),
      },
    ],
  };
}

const ACTION_WORDS = (a: NonNullable<RealmOrders['actions'][number]>): string => {
  const bits: string[] = [a.kind];
  if (a.target) bits.push(`→ ${a.target}`);
  if (a.structure) bits.push(a.structure);
  if (a.festival) bits.push(a.festival);
  if (a.amount !== undefined) bits.push(a.kind === 'build-road' && a.amount === 0 ? '(continues action 1)' : `amount ${a.amount}`);
  if (a.hexes?.length) bits.push(a.hexes.join(' '));
  if (a.extraGold) bits.push(`+${a.extraGold} × 10,000 gp`);
  if (a.spy) bits.push(`spy: ${a.spy}${a.item ? ` (${a.item})` : ''}`);
  if (a.raze) bits.push('raze');
  if (a.capitol) bits.push(`capitol: ${a.capitol}`);
  if (a.rulerJoins) bits.push('the ruler joins');
  if (a.withWizard) bits.push('with a wizard unit');
  return bits.join(' ');
};

/** A realm's secret orders, for its ruler (ephemeral) and the GM. */
export function ordersEmbed(realm: string, o: RealmOrders, cost: { gold: number; resources: number }): Embed {
  return {
    title: `🔒 Orders of ${realm} for the coming season`,
    color: COLORS.private,
    fields: [
      { name: 'Tax rate', value: o.tax, inline: true },
      { name: 'Hardship gold', value: o.hardshipGold ? 'paid (+1)' : 'no', inline: true },
      { name: 'Troops against discontent', value: `${o.troops}`, inline: true },
      { name: 'Action 1', value: o.actions[0] ? ACTION_WORDS(o.actions[0]) : 'none', inline: true },
      { name: 'Action 2', value: o.actions[1] ? ACTION_WORDS(o.actions[1]) : 'none', inline: true },
      { name: 'Delay', value: o.delay ? 'acts after the others' : 'no', inline: true },
      { name: 'Free actions', value: o.free.map((f) => `${f.kind}${f.text ? `: ${f.text}` : ''}${f.from ? ` ${f.from}→${f.to}` : ''}${f.amount ? ` ${f.amount}` : ''}${f.gold ? ` ${gp(f.gold)}` : ''}`).join('\n') || 'none' },
      { name: 'Cost', value: `${gp(cost.gold)} and ${cost.resources} resources (gold is paid after this season's taxes)` },
    ],
    footer: { text: `Only you and the GM see these; change them until the GM runs /campaign turn. Given by ${o.by.name}.` },
  };
}

/** The channel's report of a campaign turn. */
export function turnReportEmbed(turn: number, lines: string[]): Embed {
  return { title: `Campaign turn ${turn}: ${seasonName(turn)}`, color: COLORS.info, description: lines.slice(1).join('\n'), image: { url: 'attachment://campaign-map.png' } };
}

/** A ruler's own report, sent to him alone. */
export function realmReportEmbed(realm: string, turn: number, lines: string[]): Embed {
  return { title: `🔒 ${realm}: campaign turn ${turn}`, color: COLORS.private, description: lines.join('\n'), footer: { text: 'Your realm\'s full report: only you and the GM see it.' } };
}
