import type { RuleOption } from '../../core/options.js';
import { SEASON_OPTIONS } from './calendar/seasons.js';

/** BI-1: the rule set of a BIMR game, chosen when the game is created. */
export const MAGIC_REALM_OPTIONS: readonly RuleOption[] = [
  {
    key: 'seasons-weather',
    label: 'Seasons and Weather',
    rule: 'SW-1',
    description: 'Months of 28 days through the 13 seasons, weekly weather, missions and campaigns (Hamblen).',
    type: 'boolean',
    default: false,
  },
  {
    key: 'optional-combat',
    label: 'Optional combat tables',
    rule: 'BI-7',
    description: 'Stumble, fumble and optional missile tables (BIMR4 5.1-5.5), rolls read 1-10.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'ambush',
    label: 'Ambushes',
    rule: 'MP-7',
    description: 'The Ambush advanced rule: a hidden character attacks from hiding with a missile weapon (with Expansion One a thrown spear or axe, 11.2) and stays hidden on a Hide roll.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'watchful-natives',
    label: 'Watchful Natives',
    rule: 'BI-12',
    description: 'Unassigned unhired natives defend each other against a surprise attack: attack one, and it and the rest of its group that stand unassigned turn on you that round.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'extended-treachery',
    label: 'Extended Treachery',
    rule: 'BI-13',
    description: 'The BIMR4 Extended Treachery optional rule.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'knights-adjustment',
    label: "Knight's Adjustment",
    rule: 'BI-14',
    description: "The BIMR4 Knight's Adjustment optional rule.",
    type: 'boolean',
    default: false,
  },
  {
    key: 'expanded-meetings',
    label: 'Expanded meeting-table opportunities',
    rule: 'BI-6',
    description: 'An OPPORTUNITY result on the Meeting Table may be taken as the "2" result of its column.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'expansion-one',
    label: 'Expansion One',
    rule: 'X1-1',
    description: 'The fan expansion: 30-tile map, offroad travel, bounty, stealing, gambling, travellers, guilds, generators.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'realm-campaign',
    label: 'Realm campaign',
    rule: 'RPG-E1',
    description: 'Run the MtG RPG realm campaign (kingdoms, seasonal campaign turns) beside this game.',
    type: 'boolean',
    default: false,
  },
  // SW-2: the reading of "the 7th day of the month" (the TABLE OF SEASONS readings are in calendar/seasons.ts).
  ...SEASON_OPTIONS,
];
