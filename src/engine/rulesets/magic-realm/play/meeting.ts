/**
 * TRADE and HIRE in a character's Daylight turn (issue 13): he meets a native group or a visitor in his clearing
 * and rolls on the Meeting table in the column of his relationship with it (core-tables "meeting"; BI-14's Knight's
 * Adjustment and play's changes in relationshipNow); an Opportunity or Trouble rolls again on the column it names, or with BI-6
 * (`expanded-meetings`) the Opportunity is taken as the "2" of its column. Buying: the price is the item's price
 * (belongings' data) times the row's multiplier, a Boon is free, and he must have the gold. Selling: without the
 * optional Commerce rule the buyer pays the item's price, no roll. Hiring: the wage is the sum of the wages of the
 * group's unhired natives in his clearing times the multiplier; they serve him for HIRE_TERM days, counted down at
 * Midnight. Insult and Challenge cost 5 notoriety or 5 fame, or Block/Battle when he has not that many;
 * Block/Battle blocks him (no more phases today) and marks the group as battling him this Evening.
 *
 * What the table learns (the turn's outcome, public) is whom he met, the dice and rows, and whether a deal was made;
 * what he bought or sold, the price and his gold are his and the GM's (the `play.dealt` event). Pure: the dice come
 * from the injected source, and every roll is written into the outcome.
 */
import { publicEnchantText, readEnchant } from '../magic/enchanting.js';
import type { GameState } from '../../../core/state.js';
import type { DiceSource } from '../../../dice.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import type { CharacterKit } from '../characters/kits.js';
import { kitOf, relationshipNow, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { sheetDelta, type SheetDelta } from '../characters/sheet-delta.js';
import { storedSheet } from './old-logs.js';
import { cardAfter } from './card-after.js';
import { travellerNamed } from '../denizens/travellers.js';
import { nativeNamed } from '../denizens/denizens.js';
import { readSteal, readTrade, VISITORS } from '../orders/deals.js';
import { rollerModifiers } from '../characters/roll-modifiers.js';
import { MEETING, withOptions, type ColumnTable, type MeetingResult, type Relationship, type RollKey, type RollModifier } from '../tables/core-tables.js';
import { numbersOf, playOf } from './access.js';
import type { DayOrders, Hire, RealmPlay } from './state.js';
import { dealtOf, openBook } from './meeting-book.js';
import { hire, theft, trade } from './meeting-phases.js';
import { pacifiedRelationship } from '../magic/commanded.js';

export { HIRE_TERM } from './meeting-phases.js';

/** What a group of the set-up card holds for sale: its box's treasures (none before the set-up is made). */
export function goodsOf(state: GameState, group: string): string[] {
  return playOf(state).setUpCard?.boxes[group]?.treasures ?? [];
}

/** One roll on the Meeting table, as the table sees it. */
export interface MeetingRoll {
  column: Relationship;
  dice: number[];
  read: number;
  /** The row read, in short: "Price x2", "No deal", "Opportunity". */
  text: string;
  /** The roll's modifiers (roll-modifiers.ts). */
  mods?: RollModifier[];
}

/** How a meeting ended, for the table: no item, price or gold in it. */
export type MeetingEnd = 'deal' | 'hired' | 'no-deal' | 'insult' | 'challenge' | 'block-battle' | 'absent';

/** A STEAL phase's public outcome (X1-7): whom he tried, the attempt's dice and row, how it ended — never the item. */
export interface StealOutcome {
  code: 'ST';
  with: string;
  dice?: number[];
  /** Earlier attempts today, less the Thief/Assassin's 1. */
  modifier?: number;
  read?: number;
  text?: string;
  end: 'success' | 'suspect' | 'caught' | 'absent';
}

/** A TRADE or HIRE phase's public outcome. */
export interface MeetingOutcome {
  code: 'T' | 'HR';
  /** The native group or visitor met. */
  with: string;
  rolls: MeetingRoll[];
  end: MeetingEnd;
  /** HIRE: the natives hired (their pieces are on the board for all to see). */
  hired?: string[];
}

/** What his meetings changed, for him and the GM: the `play.dealt` event's payload but his id and name. */
export interface Dealt {
  /** Each deal in words: "You bought the Shield from the Lancers for 7 gold (Price x1)". */
  lines: string[];
  /** His numbers that changed: before and after. */
  numbers: Partial<Record<'gold' | 'fame' | 'notoriety', { before: number; after: number }>>;
  /** His sheet after his purchases and sales. */
  sheet?: CharacterSheet;
  /** The goods of each group that changed hands, as they are now. */
  goods?: Record<string, string[]>;
  hired?: Hire[];
  battling?: string[];
  /** His relationships that changed (a STEAL that was Suspect or Caught), by group. */
  relationships?: Record<string, Relationship>;
}

/** What his TRADE and HIRE phases need of the game, gathered as his turn begins. */
export interface MeetingGround {
  kit: CharacterKit;
  sheet: CharacterSheet;
  gold: number;
  fame: number;
  notoriety: number;
  /** The unhired natives (labels and groups), the visitors and (X1-11) the unhired travellers in a clearing. */
  present(clearing: string): { natives: { label: string; group: string; wage: number }[]; visitors: string[]; travellers?: { label: string; name: string }[] };
  goods(group: string): string[];
  relationship(group: string): Relationship;
  /** The Meeting table as this game reads it (BI-6 with `expanded-meetings`). */
  table: ColumnTable<MeetingResult>;
  /** His modifiers of a roll in a clearing (roll-modifiers.ts: the White Knight's −1, the Dwarf's one die in caves…). */
  modifiers?: (clearing: string | undefined, roll: RollKey | readonly RollKey[]) => RollModifier[];
}

/** The ground of a player's meetings, or undefined when he plays no character of the game. */
export function meetingGround(state: GameState, userId: string): MeetingGround | undefined {
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  if (!kit || !sheet) return undefined;
  const n = numbersOf(playOf(state), userId);
  return {
    kit,
    sheet,
    gold: n.gold,
    fame: n.fame,
    notoriety: n.notoriety,
    present: (clearing) => {
      const here = boardOf(state).pieces.filter((p) => p.clearing !== undefined && clearingId(p.tile, p.clearing) === clearing);
      const natives = here.flatMap((p) => {
        const def = p.kind === 'native' && p.owner === undefined ? nativeNamed(p.label) : undefined;
        return def ? [{ label: p.label, group: def.group, wage: def.wage }] : [];
      });
      const visitors = here.flatMap((p) => (p.kind === 'visitor' ? VISITORS.filter((v) => p.label.toLowerCase().includes(v.toLowerCase())) : []));
      // X1-11: the travellers standing here, face up and nobody's.
      const travellers = here.flatMap((p) => (p.kind === 'traveller' && p.owner === undefined && p.seenBy === 'all' && travellerNamed(p.label) ? [{ label: p.label, name: travellerNamed(p.label)!.name }] : []));
      return { natives, visitors, travellers };
    },
    goods: (group) => goodsOf(state, group),
    // Issue 29: Persuade, Deal with Goblins in force on the group (magic/commanded.ts).
    relationship: (group) => pacifiedRelationship(state, userId, group) ?? relationshipNow(state, userId, kit, group),
    table: withOptions(MEETING, state.options),
    modifiers: rollerModifiers(state, userId),
  };
}

/**
 * The orders as the table sees them: a TRADE phase names only the group (what he buys or sells is his secret); an
 * ENCHANT phase (MP-1) says a MAGIC chit or the tile, never which chit.
 */
export function publicOrders(orders: DayOrders): DayOrders {
  const group = (p: DayOrders['phases'][number]) => (p.code === 'T' ? readTrade(p.target!).group : readSteal(p.target!).group);
  // MP-8: which MAGIC chit an ALERT prepares is his secret (`A MAGIC`).
  const enchanted = (p: DayOrders['phases'][number]) => publicEnchantText(readEnchant(p.target!.split(' '))!);
  const phases = orders.phases.map((p) => ((p.code === 'T' || p.code === 'ST') && p.target ? { ...p, target: group(p) } : (p.code === 'E' || p.code === 'SP') && p.target ? { ...p, target: enchanted(p) } : p.code === 'A' && p.target ? { ...p, target: 'MAGIC' } : p));
  return { ...orders, phases, text: phases.map((p) => `${p.code}${p.choice ? `/${p.choice}` : ''}${p.target ? ` ${p.target}` : ''}`).join(', ') };
}

/**
 * A character's meetings through his turn: each TRADE or HIRE phase in order, his gold, fame, notoriety, sheet and
 * the groups' goods carried from one to the next in his book (meeting-book.ts), each phase a step of
 * meeting-phases.ts; `result` gives what changed, for him and the GM.
 */
export function meetings(ground: MeetingGround) {
  const book = openBook(ground);
  return {
    /** One TRADE (`T`, its kept target), HIRE (`HR`, the group) or STEAL (`ST`) phase where he stands. */
    phase(code: 'T' | 'HR' | 'ST', target: string, here: string | undefined, dice: DiceSource): { outcome: MeetingOutcome | StealOutcome; blocked: boolean } {
      if (code === 'ST') return theft(book, target, here, dice);
      return code === 'T' ? trade(book, target, here, dice) : hire(book, target, here, dice);
    },
    /** What changed, or undefined when nothing did. */
    result: (): Dealt | undefined => dealtOf(book),
  };
}

/** Where a piece is a native of these labels, owned by `from` (undefined: unhired), it becomes `to`'s (undefined: free). */
function handOver(state: GameState, labels: readonly string[], from: string | undefined, to: string | undefined): GameState {
  const board = boardOf(state);
  const pieces = board.pieces.map((p) => {
    if ((p.kind !== 'native' && p.kind !== 'traveller') || !labels.includes(p.label) || p.owner !== from) return p;
    const { owner: _owner, ...free } = p;
    return to === undefined ? free : { ...free, owner: to };
  });
  return { ...state, board: { ...board, pieces } };
}

/**
 * A dead character's hirelings (issue 27): his hires end and their natives stand free, unhired, where they are; his
 * hired travellers are removed from the game (X1-11, 002 7.8); the groups that battled him battle him no more.
 */
export function releaseHirelings(state: GameState, userId: string): GameState {
  const play = playOf(state);
  const { [userId]: hires = [], ...hirelings } = play.hirelings ?? {};
  const { [userId]: _battled, ...battling } = play.battling ?? {};
  const gone = new Set(hires.filter((h) => h.traveller).flatMap((h) => h.natives));
  const board = boardOf(state);
  const left = gone.size ? { ...state, board: { ...board, pieces: board.pieces.filter((p) => !(p.kind === 'traveller' && p.owner === userId && gone.has(p.label))) } } : state;
  const freed = hires.filter((h) => !h.traveller).reduce((s: GameState, h) => handOver(s, h.natives, userId, undefined), left);
  return { ...freed, play: { ...playOf(freed), ...(play.hirelings ? { hirelings } : {}), ...(play.battling ? { battling } : {}) } };
}

/** What his meetings changed as the `play.dealt` event tells it: his card's change, not the card after it (issue 28). */
export type DealtFacts = Omit<Dealt, 'sheet'> & { changes?: SheetDelta };

/** The facts of his meetings, his card's change taken from the card he began them with. */
export function dealtFacts(before: CharacterSheet, d: Dealt): DealtFacts {
  const { sheet, ...rest } = d;
  return { ...rest, ...(sheet ? { changes: sheetDelta(before, sheet) } : {}) };
}

/**
 * What his meetings changed, applied (the `play.dealt` event): his numbers, card, hirelings, the groups' goods. An
 * older event carries his card after them (`sheet`, until 10d2d2a: play/old-logs.ts).
 */
export function applyDealt(state: GameState, userId: string, d: DealtFacts): GameState {
  const play = playOf(state);
  const card = storedSheet(d) || d.changes ? cardAfter(state, { userId, ...d }) : undefined;
  const numbers = { ...numbersOf(play, userId) };
  for (const [f, v] of Object.entries(d.numbers)) numbers[f as 'gold' | 'fame' | 'notoriety'] = v.after;
  const boxes = { ...play.setUpCard?.boxes };
  for (const [g, list] of Object.entries(d.goods ?? {})) boxes[g] = { denizens: [], ...boxes[g], treasures: list };
  const next: RealmPlay = {
    ...play,
    characters: { ...play.characters, [userId]: numbers },
    ...(card ? { sheets: { ...play.sheets, [userId]: card } } : {}),
    ...(d.goods ? { setUpCard: { ...play.setUpCard, boxes } } : {}),
    ...(d.hired ? { hirelings: { ...play.hirelings, [userId]: [...(play.hirelings?.[userId] ?? []), ...d.hired] } } : {}),
    ...(d.battling ? { battling: { ...play.battling, [userId]: [...new Set([...(play.battling?.[userId] ?? []), ...d.battling])] } } : {}),
    ...(d.relationships ? { relationships: { ...play.relationships, [userId]: { ...play.relationships?.[userId], ...d.relationships } } } : {}),
  };
  const after: GameState = { ...state, play: next };
  return (d.hired ?? []).reduce((s: GameState, h) => handOver(s, h.natives, undefined, userId), after);
}

/** The hires whose last day ends at this Midnight, by user id: the lines the new day tells. */
export function hiresEnding(play: RealmPlay, nameOf: (userId: string) => string): string[] {
  return Object.entries(play.hirelings ?? {}).flatMap(([id, hires]) =>
    hires.filter((h) => h.days <= 1).map((h) => (h.traveller ? `The ${h.group} leaves ${nameOf(id)}'s service: the term of hire is over (he may be hired again for his wage).` : `The ${h.group} (${h.natives.join(', ')}) leave ${nameOf(id)}'s service: their term of hire is over.`)),
  );
}

/**
 * Midnight (core-tables `day_order`: "hire terms count down"): each hire has a day less; a hire at 0 ends, and its
 * natives' pieces are nobody's again. The Evening's battling groups are forgotten.
 */
export function countDownHires(state: GameState): GameState {
  const play = playOf(state);
  let next: GameState = state;
  const hirelings: Record<string, Hire[]> = {};
  for (const [id, hires] of Object.entries(play.hirelings ?? {})) {
    const left = hires.map((h) => ({ ...h, days: h.days - 1 }));
    for (const h of left.filter((x) => x.days <= 0)) next = handOver(next, h.natives, id, undefined);
    const staying = left.filter((h) => h.days > 0);
    if (staying.length) hirelings[id] = staying;
  }
  const { battling: _battling, hirelings: _hirelings, ...rest } = playOf(next);
  return { ...next, play: { ...rest, ...(Object.keys(hirelings).length ? { hirelings } : {}) } };
}
