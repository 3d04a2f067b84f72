import { z } from 'zod';
import type { RuleOption } from '../../../core/options.js';
import type { WeatherCounter } from './view-types.js';
import { MAGIC_COLOURS, type MagicColour } from '../magic/colour-magic.js';

/**
 * SW-14: Hamblen's TABLE OF SEASONS (seed 000, "Seasons") as data — the 13 seasons, each with its 7th-day colour
 * magic (SW-2), its mountain MOVE cost (SW-3), its campaign/mission/visitor counter set-up (SW-4) and the effects
 * of the four weather counters (SW-8…SW-13). Every printed cell is kept in `text` in the seed's own words, so a
 * reader can check the structured fields against it (tests/engine/magic-realm/calendar-table.test.ts does, cell by
 * cell). Where the seed's conversion lost a cell the field names the reading it follows (SEASON_READINGS below).
 */

/** The four weather counters in their die order: a die of 1 draws clear … 4 special (SW-8 reading). */
export const WEATHER_COUNTERS = ['clear', 'showers', 'storm', 'special'] as const satisfies readonly WeatherCounter[];


/**
 * Every campaign, mission and visitor counter the table names (the twelve of the game). The seed does not say
 * which is which; the kinds below are the core game's (reading `counter-kinds`).
 */
export const COUNTER_KINDS = {
  'FOOD/ALE': 'mission',
  'ESCORT PARTY': 'mission',
  SCHOLAR: 'visitor',
  CRONE: 'visitor',
  SHAMAN: 'visitor',
  ENCHANTER: 'visitor',
  QUEST: 'campaign',
  WAR: 'campaign',
  REVOLT: 'campaign',
  RAID: 'campaign',
  PILLAGE: 'campaign',
  CONQUEST: 'campaign',
} as const;
export type CounterName = keyof typeof COUNTER_KINDS;
export type CounterKind = (typeof COUNTER_KINDS)[CounterName];
export const COUNTER_NAMES = Object.keys(COUNTER_KINDS) as [CounterName, ...CounterName[]];

// ---------------------------------------------------------------------------------------------------------------
// The readings: where the seed's table lost a cell or is silent, what this program does (docs/rules.md "Readings").

export interface SeasonReading {
  readonly id: string;
  /** Rule IDs of RULES.md it reads. */
  readonly rules: readonly string[];
  /** The seasons it concerns (empty: all). */
  readonly seasons: readonly number[];
  readonly text: string;
}

export const SEASON_READINGS = [
  {
    id: 'christmas-seventh-day',
    rules: ['SW-2'],
    seasons: [1],
    text: "Season 1 CHRISTMAS: the table lost its 7th-day colour. Reading: no seasonal colour replaces the PERSONAL HISTORY colour on the 7th day of CHRISTMAS (the rule it would modify stays in force).",
  },
  {
    id: 'christmas-mountains',
    rules: ['SW-3'],
    seasons: [1],
    text: 'Season 1 CHRISTMAS: the table lost its mountain cost. Reading: 2 MOVE phases to enter a mountain clearing, the core rules’ cost (the rule it would modify stays in force).',
  },
  {
    id: 'lost-counter-set-up',
    rules: ['SW-4', 'SW-7'],
    seasons: [1, 4, 6, 7, 9, 11, 12],
    text: 'Seasons 1, 4, 11 (a bare "DWELLINGS:") and 6, 7, 9, 12 (a bare "LOCATIONS:"): the counter set-up was lost after its first heading. Reading: nothing is invented — the cell stays empty, marked lost; at such a month’s start the engine places no counter, takes none out of play and ends no campaign; the GM sets the counters up by hand.',
  },
  {
    id: 'desolate-counters',
    rules: ['SW-4'],
    seasons: [13],
    text: 'Season 13 DESOLATE lists BOXES and CONTINUING CAMPAIGNS but no DWELLINGS or LOCATIONS heading. Reading: the cell is complete; no counter starts at a dwelling or location that month.',
  },
  {
    id: 'seventh-day-every-week',
    rules: ['SW-2'],
    seasons: [],
    text: 'SW-2 "on the 7th day of the month" is read as the 7th day of each week (the day every week ends on, never skipped by a short week); option seventh-day=month reads it as day 7 of week 1 only.',
  },
  {
    id: 'weather-draw',
    rules: ['SW-8'],
    seasons: [],
    text: 'How the weekly counter is chosen is not stated. Reading: at the start of each week one die 1–4 draws one of the four counters (1 clear, 2 showers, 3 storm, 4 special), independently each week, shown to all.',
  },
  {
    id: 'first-week',
    rules: ['SW-1', 'SW-9'],
    seasons: [],
    text: 'The game begins in week 1 of the season rolled (SW-1); week 1’s weather is drawn when play begins, and a short first week loses its first days like any other (SW-9): play begins on its first played day.',
  },
  {
    id: 'dwellings-clearings',
    rules: ['SW-11'],
    seasons: [],
    text: 'Bonus phases "in caves, Dwellings" count in cave clearings and in clearings holding a dwelling; "in caves, mountain" in cave and mountain clearings. The number is per day.',
  },
  {
    id: 'asterisks-and-counters',
    rules: ['SW-12'],
    seasons: [],
    text: '"fatigue 1*/day" fatigues one asterisk of effort a day, "4*/day" four; "wound 4 counters /day" wounds four action counters a day.',
  },
  {
    id: 'counter-kinds',
    rules: ['SW-4', 'SW-6'],
    seasons: [],
    text: 'The table does not say which counter is a mission, a visitor or a campaign. Reading, as in the core game: FOOD/ALE and ESCORT PARTY are missions; SCHOLAR, CRONE, SHAMAN and ENCHANTER visitors; QUEST, WAR, REVOLT, RAID, PILLAGE and CONQUEST campaigns.',
  },
] as const satisfies readonly SeasonReading[];
export type SeasonReadingId = (typeof SEASON_READINGS)[number]['id'];

/** The one reading players could reasonably disagree on, as a game option (BI-1) for the ruleset's options. */
export const SEASON_OPTIONS: readonly RuleOption[] = [
  {
    key: 'seventh-day',
    label: '7th-day colour magic',
    rule: 'SW-2',
    description: 'The season\'s colour magic on the 7th day of every week (every-week), or only on day 7 of the month\'s first week (month).',
    type: 'choice',
    choices: ['every-week', 'month'],
    default: 'every-week',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The schema: the data below is checked at load (DESIGN.md: tables are typed constants checked with zod).

const readingId = z.enum(SEASON_READINGS.map((r) => r.id) as [SeasonReadingId, ...SeasonReadingId[]]);

/** SW-11: bonus phases each day of the week, and the clearings where they are recorded and executed. */
const bonusSchema = z.object({
  count: z.number().int().min(1),
  where: z.array(z.enum(['caves', 'dwellings', 'mountain'])).min(1),
});

/** SW-12: counters wounded or fatigued each day; only in the named clearing type when one is named. */
const dailySchema = z.object({
  kind: z.enum(['fatigue', 'wound']),
  count: z.number().int().min(1),
  unit: z.enum(['asterisks', 'counters']),
  clearing: z.enum(['woods', 'mountain']).optional(),
});

const weatherSchema = z
  .object({
    /** The one-word (or few-word) description: 'Flurries'. */
    name: z.string().min(1),
    /** The seed's cell, as printed. */
    text: z.string().min(1),
    /** Printed "normal": seven days of four phases (3.32). */
    normal: z.boolean(),
    /** SW-8/SW-9: days in the week; a short week loses its first days. */
    days: z.number().int().min(1).max(7),
    /** SW-10: phases a day (outside caves; caves and the Dwarf stay at two — the orders' rule). */
    phases: z.number().int().min(1),
    bonus: bonusSchema.optional(),
    daily: dailySchema.optional(),
    /** SW-13: activities no character may do this week. */
    bans: z.array(z.enum(['HIDE', 'PEER'])),
  })
  .refine((w) => !w.normal || (w.days === 7 && w.phases === 4), { message: '"normal" is seven days of four phases' });

/** One counter of the set-up: where it starts and, for "mission to …", where it is delivered for gold (SW-5). */
const placementSchema = z.object({
  counter: z.enum(COUNTER_NAMES),
  /** The dwelling, location or box, without the seed's quotes: 'INN', 'PATROL', 'CRAG1'. */
  place: z.string().min(1),
  placeKind: z.enum(['dwelling', 'location', 'box']),
  missionTo: z.string().min(1).optional(),
  /** The seed's words for this counter. */
  text: z.string().min(1),
});

/** SW-4: the CAMPAIGN COUNTERS cell, by its headings. A heading the cell does not print is absent. */
const counterSetUpSchema = z.object({
  /** The seed's cell, as printed. */
  text: z.string(),
  dwellings: z.array(placementSchema).optional(),
  locations: z.array(placementSchema).optional(),
  /** Set up in the named boxes of the APPEARANCE CHART, row 6. */
  boxes: z.array(placementSchema).optional(),
  /** Set up only when the game begins; otherwise they stay where they are (2.312). */
  continuing: z.array(placementSchema).optional(),
  /** The cell was lost in conversion: the reading followed. */
  lost: readingId.optional(),
});

const seasonSchema = z.object({
  number: z.number().int().min(1).max(13),
  name: z.string().min(1),
  description: z.string().min(1),
  /** SW-2: the colour magic of the 7th day as printed ('BLACK', 'All colors except WHITE'); absent when lost. */
  seventhDay: z.string().min(1).optional(),
  /** The same, as the colours in effect. */
  seventhDayColours: z.array(z.enum(MAGIC_COLOURS)),
  /** SW-3: MOVE phases to enter a mountain clearing. */
  mountainMovePhases: z.number().int().min(2).max(4),
  counters: counterSetUpSchema,
  weather: z.object({ clear: weatherSchema, showers: weatherSchema, storm: weatherSchema, special: weatherSchema }),
  /** Readings this season's data follows (lost cells). */
  readings: z.array(readingId),
});

export type BonusPhases = z.infer<typeof bonusSchema>;
export type BonusClearing = BonusPhases['where'][number];
export type DailyLoss = z.infer<typeof dailySchema>;
export type WeatherBan = z.infer<typeof weatherSchema>['bans'][number];
export type WeatherEntry = z.infer<typeof weatherSchema>;
export type CounterPlacement = z.infer<typeof placementSchema>;
export type CounterSetUp = z.infer<typeof counterSetUpSchema>;
export type Season = z.infer<typeof seasonSchema>;
type RawSeason = z.input<typeof seasonSchema>;
type RawWeather = z.input<typeof weatherSchema>;
type RawPlacement = z.input<typeof placementSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Builders: short names so each season reads like its row of the table.

type Extra = Pick<RawWeather, 'bonus' | 'daily' | 'bans'>;

/** 3.32: "normal" — a seven-day week, four phases a day. */
const normal = (name: string, text: string, extra: Partial<Extra> = {}): RawWeather => ({ name, text, normal: true, days: 7, phases: 4, bans: [], ...extra });
/** A week of `days` days of `phases` phases. */
const week = (name: string, text: string, days: number, phases: number, extra: Partial<Extra> = {}): RawWeather => ({ name, text, normal: false, days, phases, bans: [], ...extra });
/** 3.33: "(n bonus phases in caves, Dwellings)". */
const inCavesAndDwellings = (count: number): Partial<Extra> => ({ bonus: { count, where: ['caves', 'dwellings'] } });

const colours = (...c: MagicColour[]): MagicColour[] => c;
const ALL_COLOURS = colours(...MAGIC_COLOURS);

/** A counter as printed: the place and the destination are the seed's words without quotes. */
const counter = (placeKind: RawPlacement['placeKind'], text: string, name: CounterName, place: string, missionTo?: string): RawPlacement => ({
  counter: name,
  place,
  placeKind,
  ...(missionTo ? { missionTo } : {}),
  text,
});
const dwelling = (text: string, name: CounterName, place: string, missionTo?: string) => counter('dwelling', text, name, place, missionTo);
const location = (text: string, name: CounterName, place: string, missionTo?: string) => counter('location', text, name, place, missionTo);
const box = (text: string, name: CounterName, place: string, missionTo?: string) => counter('box', text, name, place, missionTo);

const LOST = { lost: 'lost-counter-set-up' } as const;

// ---------------------------------------------------------------------------------------------------------------
// SW-14: the table, row by row (1 … 13).

const RAW_SEASONS: RawSeason[] = [
  {
    number: 1,
    name: 'CHRISTMAS',
    description: 'Light snow swirls across the frozen earth',
    // SW-2, SW-3: both cells lost (readings christmas-seventh-day, christmas-mountains).
    seventhDayColours: [],
    mountainMovePhases: 2,
    counters: { text: 'DWELLINGS:', dwellings: [], ...LOST },
    weather: {
      clear: normal('Cold', "'Cold' normal"),
      showers: week('Flurries', "'Flurries' 5 days 4 phases/day (1 bonus phase in caves, Dwellings)", 5, 4, inCavesAndDwellings(1)),
      storm: week('Snowstorm', "'Snowstorm' 4 days 3 phases/day (2 bonus phases in caves, Dwellings)", 4, 3, inCavesAndDwellings(2)),
      special: normal('Icy Winds', "'Icy Winds' normal fatigue 1*/day", { daily: { kind: 'fatigue', count: 1, unit: 'asterisks' } }),
    },
    readings: ['christmas-seventh-day', 'christmas-mountains', 'lost-counter-set-up'],
  },
  {
    number: 2,
    name: 'ICE',
    description: 'Ice-crusted snow underfoot and still, frigid air',
    seventhDay: 'BLACK',
    seventhDayColours: colours('black'),
    mountainMovePhases: 4,
    counters: {
      text: "DWELLINGS: FOOD/ALE at INN (mission to GUARDHOUSE) ESCORT PARTY at CHAPEL (mission to INN) BOXES: SCHOLAR on 'PATROL' CRONE on 'BASHKARS' CONTINUING CAMPAIGNS: QUEST on 'SHRINE' box",
      dwellings: [
        dwelling('FOOD/ALE at INN (mission to GUARDHOUSE)', 'FOOD/ALE', 'INN', 'GUARDHOUSE'),
        dwelling('ESCORT PARTY at CHAPEL (mission to INN)', 'ESCORT PARTY', 'CHAPEL', 'INN'),
      ],
      boxes: [box("SCHOLAR on 'PATROL'", 'SCHOLAR', 'PATROL'), box("CRONE on 'BASHKARS'", 'CRONE', 'BASHKARS')],
      continuing: [box("QUEST on 'SHRINE' box", 'QUEST', 'SHRINE')],
    },
    weather: {
      clear: normal('Cold', "'Cold' normal"),
      showers: week('Ice Storm', "'Ice Storm' 4 days 4 phases/day (2 bonus phases in caves, Dwellings)", 4, 4, inCavesAndDwellings(2)),
      storm: week('Snowstorm', "'Snowstorm' 4 days 3 phases/day (2 bonus phases in caves, Dwellings)", 4, 3, inCavesAndDwellings(2)),
      special: normal('Frigid Air', "'Frigid Air' normal fatigue 4*/day", { daily: { kind: 'fatigue', count: 4, unit: 'asterisks' } }),
    },
    readings: [],
  },
  {
    number: 3,
    name: 'SNOW',
    description: 'Deep drifting snow blankets the world',
    seventhDay: 'PURPLE',
    seventhDayColours: colours('purple'),
    mountainMovePhases: 4,
    counters: {
      text: "DWELLINGS: FOOD/ALE at INN (mission to HOUSE) BOXES: ESCORT PARTY at 'COMPANY' (mission to CHAPEL) SCHOLAR on 'PATROL' (mission to L CAMPFIRE) CRONE on 'BASHKARS' CONTINUING CAMPAIGNS: QUEST on 'SHRINE' box",
      dwellings: [dwelling('FOOD/ALE at INN (mission to HOUSE)', 'FOOD/ALE', 'INN', 'HOUSE')],
      boxes: [
        // Printed "at" though it is a box: the heading decides.
        box("ESCORT PARTY at 'COMPANY' (mission to CHAPEL)", 'ESCORT PARTY', 'COMPANY', 'CHAPEL'),
        box("SCHOLAR on 'PATROL' (mission to L CAMPFIRE)", 'SCHOLAR', 'PATROL', 'L CAMPFIRE'),
        box("CRONE on 'BASHKARS'", 'CRONE', 'BASHKARS'),
      ],
      continuing: [box("QUEST on 'SHRINE' box", 'QUEST', 'SHRINE')],
    },
    weather: {
      clear: week('Snowdrifts', "'Snowdrifts' 5 days 4 phases/day (1 bonus phase in caves, Dwellings)", 5, 4, inCavesAndDwellings(1)),
      showers: week('Sleet', "'Sleet' 5 days 3 phases/day (1 bonus phase in caves, Dwellings)", 5, 3, inCavesAndDwellings(1)),
      storm: week('Snowstorm', "'Snowstorm' 4 days 3 phases/day (2 bonus phases in caves, Dwellings)", 4, 3, inCavesAndDwellings(2)),
      special: week('Blizzard', "'Blizzard' 2 days 2 phases/day (4 bonus phases in caves, Dwellings)", 2, 2, inCavesAndDwellings(4)),
    },
    readings: [],
  },
  {
    number: 4,
    name: 'EASTER',
    description: 'Melting snows and late blizzards',
    seventhDay: 'WHITE',
    seventhDayColours: colours('white'),
    mountainMovePhases: 3,
    counters: { text: 'DWELLINGS:', dwellings: [], ...LOST },
    weather: {
      clear: normal('Cool', "'Cool' normal"),
      showers: week('Showers', "'Showers' 5 days 4 phases/day (1 bonus phase in caves, Dwellings)", 5, 4, inCavesAndDwellings(1)),
      storm: week('Snowstorm', "'Snowstorm' 4 days 3 phases/day (2 bonus phases in caves, Dwellings)", 4, 3, inCavesAndDwellings(2)),
      special: normal('Soft Ground', "'Soft Ground' normal Cannot HIDE", { bans: ['HIDE'] }),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 5,
    name: 'FRESHET',
    description: 'Flooding and mud as snows melt and cold rains run off',
    seventhDay: 'GREY',
    seventhDayColours: colours('grey'),
    mountainMovePhases: 2,
    counters: {
      text: "DWELLINGS: ESCORT PARTY at 'CHAPEL' (mission to GUARDHOUSE) BOXES: ENCHANTER on 'COMPANY' (mission to CRAG1) SCHOLAR on 'LANCERS' (mission to INN) REVOLT on 'WOODFOLK' CRONE on 'BASHKARS' CONTINUING CAMPAIGNS: WAR at GUARDHOUSE",
      dwellings: [dwelling("ESCORT PARTY at 'CHAPEL' (mission to GUARDHOUSE)", 'ESCORT PARTY', 'CHAPEL', 'GUARDHOUSE')],
      boxes: [
        box("ENCHANTER on 'COMPANY' (mission to CRAG1)", 'ENCHANTER', 'COMPANY', 'CRAG1'),
        box("SCHOLAR on 'LANCERS' (mission to INN)", 'SCHOLAR', 'LANCERS', 'INN'),
        box("REVOLT on 'WOODFOLK'", 'REVOLT', 'WOODFOLK'),
        box("CRONE on 'BASHKARS'", 'CRONE', 'BASHKARS'),
      ],
      continuing: [dwelling('WAR at GUARDHOUSE', 'WAR', 'GUARDHOUSE')],
    },
    weather: {
      clear: normal('Cool', "'Cool' normal"),
      showers: week('Showers', "'Showers' 5 days 5 phases/day", 5, 5),
      storm: week('Rain', "'Rain' 4 days 6 phases/day", 4, 6),
      special: week('Flooding', "'Flooding' 3 days 6 phases/day", 3, 6),
    },
    readings: [],
  },
  {
    number: 6,
    name: 'SPRING',
    description: 'Sprouts and blossoms bloom in milder weather',
    seventhDay: 'GOLD',
    seventhDayColours: colours('gold'),
    mountainMovePhases: 2,
    counters: { text: 'LOCATIONS:', locations: [], ...LOST },
    weather: {
      clear: normal('Warm', "'Warm' normal"),
      showers: week('Showers', "'Showers' 6 days 5 phases/day", 6, 5),
      storm: week('Rain', "'Rain' 6 days 4 phases/day", 6, 4),
      special: week('Beautiful', "'Beautiful' 7 days 5 phases/day", 7, 5),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 7,
    name: 'MIDSUMMER',
    description: 'Full, green trees in long, sunny days',
    seventhDay: 'All colors except WHITE',
    seventhDayColours: colours('grey', 'gold', 'purple', 'black'),
    mountainMovePhases: 2,
    counters: { text: 'LOCATIONS:', locations: [], ...LOST },
    weather: {
      clear: week('Warm', "'Warm' 7 days 5 phases/day", 7, 5),
      showers: normal('Showers', "'Showers' Normal"),
      storm: normal('Soft Rain', "'Soft Rain' Normal"),
      special: week('Nuts and Berries', "'Nuts and Berries' 7 days 5 phases/day", 7, 5),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 8,
    name: 'HIGH SUMMER',
    description: 'Hot, clear days',
    seventhDay: 'GOLD',
    seventhDayColours: colours('gold'),
    mountainMovePhases: 2,
    counters: {
      text: "LOCATIONS: ENCHANTER at CRAG1 BOXES: RAID on 'LANCERS' SHAMAN on 'ALTAR' CONTINUING CAMPAIGNS: CONQUEST at GUARDHOUSE PILLAGE on 'BASHKARS' box REVOLT on 'WOODFOLK' box",
      locations: [location('ENCHANTER at CRAG1', 'ENCHANTER', 'CRAG1')],
      boxes: [box("RAID on 'LANCERS'", 'RAID', 'LANCERS'), box("SHAMAN on 'ALTAR'", 'SHAMAN', 'ALTAR')],
      continuing: [
        dwelling('CONQUEST at GUARDHOUSE', 'CONQUEST', 'GUARDHOUSE'),
        box("PILLAGE on 'BASHKARS' box", 'PILLAGE', 'BASHKARS'),
        box("REVOLT on 'WOODFOLK' box", 'REVOLT', 'WOODFOLK'),
      ],
    },
    weather: {
      clear: normal('Warm', "'Warm' Normal"),
      showers: normal('Showers', "'Showers' Normal"),
      storm: week('Rain', "'Rain' 5 days 5 phases/day", 5, 5),
      special: normal('Heat Wave', "'Heat Wave' Normal fatigue 1*/day (Woods Clearings only)", {
        daily: { kind: 'fatigue', count: 1, unit: 'asterisks', clearing: 'woods' },
      }),
    },
    readings: [],
  },
  {
    number: 9,
    name: 'SWELTER',
    description: 'Very hot, humid and still air',
    seventhDay: 'PURPLE',
    seventhDayColours: colours('purple'),
    mountainMovePhases: 2,
    counters: { text: 'LOCATIONS:', locations: [], ...LOST },
    weather: {
      clear: week('Hot', "'Hot' 5 days 4 phases/day (1 bonus phase in caves, mountain)", 5, 4, { bonus: { count: 1, where: ['caves', 'mountain'] } }),
      showers: normal('Showers', "'Showers' Normal"),
      storm: week('Thunder-storm', "'Thunder-storm' 7 days 3 phases/day", 7, 3),
      special: normal('Lightning Storm', "'Lightning Storm' Normal wound 4 counters /day (Mountain Clearings only)", {
        daily: { kind: 'wound', count: 4, unit: 'counters', clearing: 'mountain' },
      }),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 10,
    name: 'HARVEST',
    description: 'Golden fields of ripening crops',
    seventhDay: 'GREY',
    seventhDayColours: colours('grey'),
    mountainMovePhases: 2,
    counters: {
      text: "LOCATIONS: ENCHANTER at CRAG1 (mission to INN) BOXES: ESCORT PARTY on 'PATROL' (mission to GUARDHOUSE) CONTINUING CAMPAIGNS: CONQUEST at GUARDHOUSE REVOLT on 'WOODFOLK' box RAID on 'LANCERS' box PILLAGE on 'BASHKARS' box",
      locations: [location('ENCHANTER at CRAG1 (mission to INN)', 'ENCHANTER', 'CRAG1', 'INN')],
      boxes: [box("ESCORT PARTY on 'PATROL' (mission to GUARDHOUSE)", 'ESCORT PARTY', 'PATROL', 'GUARDHOUSE')],
      continuing: [
        dwelling('CONQUEST at GUARDHOUSE', 'CONQUEST', 'GUARDHOUSE'),
        box("REVOLT on 'WOODFOLK' box", 'REVOLT', 'WOODFOLK'),
        box("RAID on 'LANCERS' box", 'RAID', 'LANCERS'),
        box("PILLAGE on 'BASHKARS' box", 'PILLAGE', 'BASHKARS'),
      ],
    },
    weather: {
      clear: week('Warm', "'Warm' 7 days 5 phases/day", 7, 5),
      showers: normal('Showers', "'Showers' Normal"),
      storm: week('Rain', "'Rain' 7 days 3 phases/day", 7, 3),
      special: week('Ripening', "'Ripening' 7 days 5 phases/day", 7, 5),
    },
    readings: [],
  },
  {
    number: 11,
    name: 'AUTUMN',
    description: 'Brightly colored leaves on frosty mornings',
    seventhDay: 'PURPLE',
    seventhDayColours: colours('purple'),
    mountainMovePhases: 2,
    counters: { text: 'DWELLINGS:', dwellings: [], ...LOST },
    weather: {
      clear: normal('Cool', "'Cool' normal"),
      showers: normal('Showers', "'Showers' Normal"),
      storm: week('Cold Rain', "'Cold Rain' 7 days 3 phases/day", 7, 3),
      special: week('Autumn Summer', "'Autumn Summer' 7 days 5 phases/day", 7, 5),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 12,
    name: 'HALLOWEEN',
    description: 'Dead leaves blowing in long, cold nights',
    seventhDay: 'All colors',
    seventhDayColours: ALL_COLOURS,
    mountainMovePhases: 2,
    counters: { text: 'LOCATIONS:', locations: [], ...LOST },
    weather: {
      clear: normal('Cold', "'Cold' normal"),
      showers: week('Cold Showers', "'Cold Showers' 7 days 3 phases/day", 7, 3),
      storm: week('Cold Rain', "'Cold Rain' 7 days 3 phases/day", 7, 3),
      special: normal('Blowing Leaves', "'Blowing Leaves' Normal cannot PEER", { bans: ['PEER'] }),
    },
    readings: ['lost-counter-set-up'],
  },
  {
    number: 13,
    name: 'DESOLATE',
    description: 'Cold rains on barren trees and ground',
    seventhDay: 'GREY',
    seventhDayColours: colours('grey'),
    mountainMovePhases: 2,
    counters: {
      text: "BOXES: SHAMAN on 'ALTAR' CRONE on 'SHRINE' CONTINUING CAMPAIGNS: QUEST on 'PATROL' box",
      boxes: [box("SHAMAN on 'ALTAR'", 'SHAMAN', 'ALTAR'), box("CRONE on 'SHRINE'", 'CRONE', 'SHRINE')],
      continuing: [box("QUEST on 'PATROL' box", 'QUEST', 'PATROL')],
    },
    weather: {
      clear: normal('Cold', "'Cold' normal"),
      showers: week('Flurries', "'Flurries' 5 days 4 phases/day (1 bonus phase in caves, Dwellings)", 5, 4, inCavesAndDwellings(1)),
      storm: week('Freezing Rain', "'Freezing Rain' 7 days 3 phases/day", 7, 3),
      special: normal('Early Snow', "'Early Snow' Normal cannot HIDE", { bans: ['HIDE'] }),
    },
    readings: ['desolate-counters'],
  },
];

const tableSchema = z
  .array(seasonSchema)
  .length(13)
  .superRefine((seasons, ctx) => {
    seasons.forEach((s, i) => {
      if (s.number !== i + 1) ctx.addIssue({ code: 'custom', message: `row ${i + 1} is season ${s.number}` });
      // A lost cell must say so, and a season that loses its colour must name the reading.
      if (s.seventhDay === undefined && !s.readings.includes('christmas-seventh-day')) {
        ctx.addIssue({ code: 'custom', message: `${s.name}: no 7th-day colour and no reading` });
      }
      if (s.counters.lost && !s.readings.includes(s.counters.lost)) {
        ctx.addIssue({ code: 'custom', message: `${s.name}: lost counters without the reading in readings` });
      }
    });
  });

/** SW-14: the TABLE OF SEASONS, index 0 = season 1 (CHRISTMAS). */
export const SEASONS: readonly Season[] = tableSchema.parse(RAW_SEASONS);

/** The season with this number (1–13). */
export function seasonByNumber(n: number): Season {
  const s = SEASONS[n - 1];
  if (!s) throw new RangeError(`there is no season ${n}: the seasons are numbered 1 to 13`);
  return s;
}

/** SW-1: the seasons follow in the table's order, one a month; after 13 DESOLATE comes 1 CHRISTMAS again. */
export const nextSeason = (n: number): number => (n % SEASONS.length) + 1;

/** SW-8: the effects of a weather counter in a season (the table cross-indexed). */
export const weatherOf = (season: number, counter: WeatherCounter): WeatherEntry => seasonByNumber(season).weather[counter];

/** The reading with this id. */
export const seasonReading = (id: SeasonReadingId): SeasonReading => SEASON_READINGS.find((r) => r.id === id)!;
