import type { ModifierKind } from './types.js';

/**
 * RPG-F3…F23: the random events of the campaign turn, as data. RPG-R4: the seed lost the table from a card to
 * an event, so the events are numbered 1–20 in the order the seed lists them and drawn with a d20, one per
 * realm per turn. Each event's mechanical effect is one of a few kinds the turn applies; "until resolved"
 * lasts until the GM marks it resolved (`/campaign resolve`), RPG-R53.
 */
export interface RandomEvent {
  /** 1–20, the d20 roll that draws it. */
  number: number;
  id: string;
  name: string;
  rule: string;
  /** What the campaign report says of it. */
  text: string;
  /** A modifier put on the realm's sheet. `turns`: how long (null: until resolved); `dice`: 1–3 turns drawn (Bandits). */
  modifier?: { kind: ModifierKind; value: number; turns: number | null; turnsDie?: 3; endsOn?: 'hardship-passed' | 'food-stores' };
  /** Resources added to this turn's pool (Good Harvest, Resources Found; Knowledge Rediscovered by choice). */
  resources?: number;
  /** Gold instead of resources when the ruler chose it (Knowledge Rediscovered). */
  goldChoice?: number;
  /** Extra resources of maintenance this turn (Riot). */
  upkeep?: number;
  /** Trade income this turn, in percent (Natural Disaster: 50). */
  tradePercent?: number;
  /** Buildings destroyed: 1–6 drawn (Fire). */
  buildingsDie?: 6;
  /** A Diplomacy check against the ill-will with a second realm drawn at random; failure: ill-will +3 (Political Strife). */
  strife?: boolean;
  /** Only news: the GM tells its story (and any effect he chooses). */
  gm?: boolean;
}

export const RANDOM_EVENTS: readonly RandomEvent[] = [
  { number: 1, id: 'bandits', name: 'Bandits', rule: 'RPG-F4', text: 'Bandits plague the realm: tax income −25% for 1–3 turns.', modifier: { kind: 'tax-percent', value: -25, turns: null, turnsDie: 3 } },
  { number: 2, id: 'birth', name: 'Birth', rule: 'RPG-F5', text: 'A child is born to one of the realm\'s leaders.', gm: true },
  { number: 3, id: 'controversy', name: 'Controversy', rule: 'RPG-F6', text: 'A political controversy: +3 to the discontent check this turn.', modifier: { kind: 'discontent-dc', value: 3, turns: 1 } },
  { number: 4, id: 'death', name: 'Death', rule: 'RPG-F7', text: 'A leader or his relative has died.', gm: true },
  {
    number: 5,
    id: 'food-stores',
    name: 'Food Stores Damaged',
    rule: 'RPG-F8',
    text: 'The food stores are damaged: +3 to the hardship check until a Food stores is built.',
    modifier: { kind: 'hardship-dc', value: 3, turns: null, endsOn: 'food-stores' },
  },
  { number: 6, id: 'fire', name: 'Fire', rule: 'RPG-F9', text: 'A fire destroys important buildings: +3 to the discontent check until they are rebuilt.', modifier: { kind: 'discontent-dc', value: 3, turns: null }, buildingsDie: 6 },
  { number: 7, id: 'gifted', name: 'Gifted', rule: 'RPG-F10', text: 'The realm receives a gift (the GM chooses it).', gm: true },
  { number: 8, id: 'good-harvest', name: 'Good Harvest', rule: 'RPG-F11', text: 'A good harvest: +3 resources this turn.', resources: 3 },
  { number: 9, id: 'knowledge', name: 'Knowledge Rediscovered', rule: 'RPG-F12', text: 'Knowledge rediscovered: +3 resources this turn, or 3,000 gp.', resources: 3, goldChoice: 3000 },
  { number: 10, id: 'large-predator', name: 'Large Predator', rule: 'RPG-F13', text: 'A large predator roams the realm: +3 to the discontent check until it is dealt with.', modifier: { kind: 'discontent-dc', value: 3, turns: null } },
  { number: 11, id: 'messenger', name: 'Messenger', rule: 'RPG-F14', text: 'An unforeseen messenger arrives.', gm: true },
  { number: 12, id: 'natural-disaster', name: 'Natural Disaster', rule: 'RPG-F15', text: 'A natural disaster: trade income is halved this turn.', tradePercent: 50 },
  {
    number: 13,
    id: 'plague',
    name: 'Plague',
    rule: 'RPG-F16',
    text: 'Plague: +3 to the hardship check until the realm passes one (PCs in the realm: CN check DC 3, GM).',
    modifier: { kind: 'hardship-dc', value: 3, turns: null, endsOn: 'hardship-passed' },
  },
  { number: 14, id: 'envoy', name: 'Political Envoy', rule: 'RPG-F17', text: 'Another realm asks for an audience.', gm: true },
  { number: 15, id: 'strife', name: 'Political Strife', rule: 'RPG-F18', text: 'An international incident with another realm.', strife: true },
  { number: 16, id: 'windfall', name: 'Political Windfall', rule: 'RPG-F19', text: 'Help or good news from another realm (the GM chooses).', gm: true },
  { number: 17, id: 'resources-found', name: 'Resources Found', rule: 'RPG-F20', text: 'A new source of resources: +10 resources this turn.', resources: 10 },
  { number: 18, id: 'riot', name: 'Riot', rule: 'RPG-F21', text: 'A riot: 3 extra resources of maintenance this turn.', upkeep: 3 },
  { number: 19, id: 'undead', name: 'Undead', rule: 'RPG-F22', text: 'Undead plague an area: +3 to the discontent check until resolved.', modifier: { kind: 'discontent-dc', value: 3, turns: null } },
  { number: 20, id: 'wizards', name: 'Wizards', rule: 'RPG-F23', text: 'Wizards disrupt life in the realm: +3 to the hardship check until resolved.', modifier: { kind: 'hardship-dc', value: 3, turns: null } },
];

export function eventById(id: string): RandomEvent | undefined {
  return RANDOM_EVENTS.find((e) => e.id === id || e.name.toLowerCase() === id.toLowerCase());
}

export const eventByNumber = (n: number): RandomEvent => RANDOM_EVENTS[n - 1]!;
