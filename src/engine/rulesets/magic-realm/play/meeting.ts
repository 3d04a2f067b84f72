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
 * what he bought or sold, the price and his gold are his and the GM's (the `mr.dealt` event). Pure: the dice come
 * from the injected source, and every roll is written into the outcome.
 */
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { clearingId } from '../board/board.js';
import { boardOf } from '../board/rules.js';
import { priced } from '../belongings/belongings.js';
import type { CharacterKit } from '../characters/kits.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { kitOf, relationshipNow, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { nativeNamed } from '../denizens/denizens.js';
import { readSteal, readTrade, VISITORS } from '../orders/deals.js';
import { carry } from '../characters/sheet-changes.js';
import { ATTEMPT_WORDS, lessFriendly, rewardFrom, REWARD_WORDS, stealAttempt, stealReward, type Reward } from './steal.js';
import { rollerModifiers } from './roll-modifiers.js';
import { MEETING, rollOn, withOptions, type ColumnTable, type MeetingResult, type Relationship, type RollKey, type RollModifier } from '../tables/core-tables.js';
import { numbersOf, playOf } from './access.js';
import type { DayOrders, Hire, RealmPlay } from './state.js';

/** A hire lasts 14 days (core-tables "meeting": "HIRE (a native group, for 14 days)"; X1-11 keeps it for travellers). */
export const HIRE_TERM = 14;

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

/** The Thief/Assassin: −1 on all his stealing rolls (X1-19, 13.2/2). */
const THIEF = 'Thief/Assassin';

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

/** What his meetings changed, for him and the GM: the `mr.dealt` event's payload but his id and name. */
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
  /** The unhired natives (labels and groups) and the visitors in a clearing. */
  present(clearing: string): { natives: { label: string; group: string; wage: number }[]; visitors: string[] };
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
      return { natives, visitors };
    },
    goods: (group) => goodsOf(state, group),
    relationship: (group) => relationshipNow(state, userId, kit, group),
    table: withOptions(MEETING, state.options),
    modifiers: rollerModifiers(state, userId),
  };
}

/** The orders as the table sees them: a TRADE phase names only the group (what he buys or sells is his secret). */
export function publicOrders(orders: DayOrders): DayOrders {
  const group = (p: DayOrders['phases'][number]) => (p.code === 'T' ? readTrade(p.target!).group : readSteal(p.target!).group);
  const phases = orders.phases.map((p) => ((p.code === 'T' || p.code === 'ST') && p.target ? { ...p, target: group(p) } : p));
  return { ...orders, phases, text: phases.map((p) => `${p.code}${p.choice ? `/${p.choice}` : ''}${p.target ? ` ${p.target}` : ''}`).join(', ') };
}

/**
 * Rolls on the Meeting table from `column`: an Opportunity or Trouble rolls again on the column it names (with BI-6 an
 * Opportunity is taken as the "2" of its column: a sure price, never worse on average than the roll again), until a
 * row that ends the meeting.
 */
function meet(table: ColumnTable<MeetingResult>, column: Relationship, dice: DiceSource, mods: readonly RollModifier[] = []): { rolls: MeetingRoll[]; result: MeetingResult } {
  const rolls: MeetingRoll[] = [];
  let col = column;
  // An Opportunity leads friendlier, Trouble once to Unfriendly: at most four rolls; the bound only guards the data.
  for (let n = 0; n < 10; n++) {
    const r = rollOn(table, dice, mods, col);
    const withMods = r.modifiers.length ? { mods: r.modifiers } : {};
    const result = r.result;
    if (result.kind === 'opportunity' && result.instead) {
      rolls.push({ column: col, dice: r.dice, read: r.read, text: `Opportunity, taken as the "2" (BI-6): ${short(result.instead.text)}`, ...withMods });
      return { rolls, result: result.instead.result };
    }
    rolls.push({ column: col, dice: r.dice, read: r.read, text: short(r.text), ...withMods });
    if (result.kind === 'opportunity' || result.kind === 'trouble') {
      col = result.rerollOn;
      continue;
    }
    return { rolls, result };
  }
  throw new RangeError('the Meeting table kept sending the roll on');
}

/** A row's name without its explanation: "Price x2", "Opportunity", "Block/Battle". */
const short = (text: string): string => text.split(':')[0]!;

const times = (r: MeetingResult): string => (r.kind === 'boon' ? 'a Boon' : r.kind === 'price' ? `Price x${r.multiplier}` : '');

/**
 * A character's meetings through his turn: each TRADE or HIRE phase in order, his gold, fame, notoriety, sheet and
 * the groups' goods carried from one to the next; `result` gives what changed, for him and the GM.
 */
export function meetings(ground: MeetingGround) {
  let { gold, fame, notoriety, sheet } = ground;
  // The Ashes curse (curses.ts): his gold is worthless — he may gain it, never pay it.
  const cursedGold = () => sheet.curses?.includes('Ashes') === true;
  const spendable = () => (cursedGold() ? 0 : gold);
  const ashes = () => (cursedGold() ? ', worthless under the Ashes curse' : '');
  const start = { gold, fame, notoriety };
  const goods: Record<string, string[]> = {};
  const lines: string[] = [];
  const hired: Hire[] = [];
  const battling: string[] = [];
  const relationships: Record<string, Relationship> = {};
  let attempts = 0;
  const relationshipWith = (g: string) => relationships[g] ?? ground.relationship(g);
  const goodsOfGroup = (g: string) => (goods[g] ??= [...ground.goods(g)]);
  const hiredLabels = () => new Set(hired.flatMap((h) => h.natives));

  /** An Insult, a Challenge or Block/Battle: what it costs him, and whether he is blocked. */
  function trouble(group: string, result: MeetingResult): { end: MeetingEnd; blocked: boolean } | undefined {
    if (result.kind === 'insult' && notoriety >= result.loseNotoriety) {
      notoriety -= result.loseNotoriety;
      lines.push(`The ${group} insulted you: you lose ${result.loseNotoriety} notoriety.`);
      return { end: 'insult', blocked: false };
    }
    if (result.kind === 'challenge' && fame >= result.loseFame) {
      fame -= result.loseFame;
      lines.push(`The ${group} challenged you: you lose ${result.loseFame} fame.`);
      return { end: 'challenge', blocked: false };
    }
    if (result.kind === 'insult' || result.kind === 'challenge' || result.kind === 'block-battle') {
      if (result.kind !== 'block-battle') lines.push(`The ${group} ${result.kind === 'insult' ? 'insulted' : 'challenged'} you and you have not ${result.kind === 'insult' ? `${result.loseNotoriety} notoriety` : `${result.loseFame} fame`} to lose: Block/Battle.`);
      if (!battling.includes(group)) battling.push(group);
      return { end: 'block-battle', blocked: true };
    }
    return undefined;
  }

  function trade(target: string, here: string | undefined, dice: DiceSource): { outcome: MeetingOutcome; blocked: boolean } {
    const t = readTrade(target);
    const out = (end: MeetingEnd, rolls: MeetingRoll[] = []) => ({ outcome: { code: 'T' as const, with: t.group, rolls, end }, blocked: false });
    const present = here ? ground.present(here) : { natives: [], visitors: [] };
    if (!present.natives.some((n) => n.group === t.group && !hiredLabels().has(n.label)) && !present.visitors.includes(t.group)) return out('absent');
    const price = priced(t.item)!;
    if (t.deal === 'sell') {
      // Without the optional Commerce rule the buyer pays the item's price, no roll (core-tables commerce_optional).
      let after: CharacterSheet;
      try {
        after = changeSheet(sheet, ground.kit, { kind: 'take', item: t.item }).sheet;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        lines.push(`You have no ${t.item} to sell to the ${t.group}.`);
        return out('no-deal');
      }
      sheet = after;
      gold += price.price;
      goodsOfGroup(t.group).push(price.name);
      lines.push(`You sold the ${price.name} to the ${t.group} for ${price.price} gold: you have ${gold} gold.`);
      return out('deal');
    }
    const stock = goodsOfGroup(t.group);
    const at = stock.findIndex((g) => g.toLowerCase() === price.name.toLowerCase());
    if (at < 0) {
      lines.push(`The ${t.group} have no ${price.name} for sale${stock.length ? `: they have ${stock.join(', ')}` : ''}.`);
      return out('no-deal');
    }
    let after: CharacterSheet;
    try {
      after = changeSheet(sheet, ground.kit, { kind: 'give', item: price.name }).sheet;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      lines.push(`You cannot take the ${price.name}: ${e.message}.`);
      return out('no-deal');
    }
    const { rolls, result } = meet(ground.table, ground.relationship(t.group), dice, ground.modifiers?.(here, ['meeting', 'trade']) ?? []);
    const bad = trouble(t.group, result);
    if (bad) return { outcome: { code: 'T', with: t.group, rolls, end: bad.end }, blocked: bad.blocked };
    if (result.kind !== 'price' && result.kind !== 'boon') {
      lines.push(`No deal with the ${t.group} for the ${price.name}.`);
      return out('no-deal', rolls);
    }
    const cost = result.kind === 'boon' ? 0 : price.price * result.multiplier;
    if (cost > spendable()) {
      lines.push(`The ${t.group} ask ${cost} gold for the ${price.name} (${times(result)}), and you have ${gold}${ashes()}: no deal.`);
      return out('no-deal', rolls);
    }
    gold -= cost;
    sheet = after;
    stock.splice(at, 1);
    lines.push(`You bought the ${price.name} from the ${t.group} for ${cost} gold (${times(result)}): you have ${gold} gold.`);
    return out('deal', rolls);
  }

  function hire(group: string, here: string | undefined, dice: DiceSource): { outcome: MeetingOutcome; blocked: boolean } {
    const out = (end: MeetingEnd, rolls: MeetingRoll[] = [], natives?: string[]) => ({ outcome: { code: 'HR' as const, with: group, rolls, end, ...(natives ? { hired: natives } : {}) }, blocked: false });
    const taken = hiredLabels();
    const natives = (here ? ground.present(here).natives : []).filter((n) => n.group === group && !taken.has(n.label));
    if (natives.length === 0) return out('absent');
    const { rolls, result } = meet(ground.table, ground.relationship(group), dice, ground.modifiers?.(here, ['meeting', 'hire']) ?? []);
    const bad = trouble(group, result);
    if (bad) return { outcome: { code: 'HR', with: group, rolls, end: bad.end }, blocked: bad.blocked };
    if (result.kind !== 'price' && result.kind !== 'boon') {
      lines.push(`The ${group} will not be hired today.`);
      return out('no-deal', rolls);
    }
    const base = natives.reduce((sum, n) => sum + n.wage, 0);
    const wage = result.kind === 'boon' ? 0 : base * result.multiplier;
    if (wage > spendable()) {
      lines.push(`The ${group} ask ${wage} gold (${times(result)} of ${base}), and you have ${gold}${ashes()}: no deal.`);
      return out('no-deal', rolls);
    }
    gold -= wage;
    const labels = natives.map((n) => n.label);
    hired.push({ group, natives: labels, days: HIRE_TERM });
    const boon = result.kind === 'boon' ? ` A Boon: your relationship with the ${group} drops one level and you owe them ${base} gold (the GM notes it).` : '';
    lines.push(`You hired the ${group} (${labels.join(', ')}) for ${HIRE_TERM} days for ${wage} gold (${times(result)} of ${base}): you have ${gold} gold.${boon}`);
    return out('hired', rolls, labels);
  }

  /** X1-7: one STEAL attempt (steal.ts), the group's goods, his sheet, gold and relationships carried along. */
  function theft(target: string, here: string | undefined, dice: DiceSource): { outcome: StealOutcome; blocked: boolean } {
    const t = readSteal(target);
    const present = (here ? ground.present(here).natives : []).filter((n) => n.group === t.group && !hiredLabels().has(n.label));
    if (present.length === 0) return { outcome: { code: 'ST', with: t.group, end: 'absent' }, blocked: false };
    const roll = stealAttempt(dice, attempts++, ground.kit.name === THIEF);
    const outcome: StealOutcome = { code: 'ST', with: t.group, dice: roll.dice, modifier: roll.modifier, read: roll.read, text: ATTEMPT_WORDS[roll.result], end: roll.result === 'suspect' ? 'suspect' : roll.result === 'caught' ? 'caught' : 'success' };
    if (roll.result === 'suspect' || roll.result === 'caught') {
      const before = relationshipWith(t.group);
      relationships[t.group] = roll.result === 'suspect' ? lessFriendly(before) : 'enemy';
      lines.push(`The ${t.group} ${roll.result === 'suspect' ? 'suspect you' : 'caught you'}: ${before} → ${relationships[t.group]} with them.`);
      if (roll.result === 'caught' && !battling.includes(t.group)) battling.push(t.group);
      return { outcome, blocked: roll.result === 'caught' };
    }
    const stock = goodsOfGroup(t.group);
    let reward: Reward | 'desired' = 'desired';
    let how = 'you take what you wanted';
    if (roll.result !== 'take-desired') {
      // The Thief/Assassin's −1 counts on all his stealing rolls; a 2 on the attempt subtracts 1 more.
      const r = stealReward(dice, (roll.result === 'reward-less-one' ? -1 : 0) - (ground.kit.name === THIEF ? 1 : 0));
      reward = r.reward;
      how = `the reward roll ${r.dice.join(', ')}${r.modifier ? ` ${r.modifier > 0 ? '+' : ''}${r.modifier}` : ''} → ${r.read}: ${REWARD_WORDS[r.reward]}`;
    }
    const got = rewardFrom(reward, stock, t.item, dice);
    if (got.gold) {
      gold += got.gold;
      lines.push(`You steal from the ${t.group}: ${how}: ${got.gold} gold; you have ${gold} gold.`);
    } else if (got.item) {
      stock.splice(stock.indexOf(got.item), 1);
      sheet = carry(sheet, got.item);
      lines.push(`You steal from the ${t.group}: ${how}: the ${got.item}.`);
    } else lines.push(`You steal from the ${t.group}: ${how}: they have nothing of that kind, so you take nothing.`);
    return { outcome, blocked: false };
  }

  return {
    /** One TRADE (`T`, its kept target), HIRE (`HR`, the group) or STEAL (`ST`) phase where he stands. */
    phase(code: 'T' | 'HR' | 'ST', target: string, here: string | undefined, dice: DiceSource): { outcome: MeetingOutcome | StealOutcome; blocked: boolean } {
      if (code === 'ST') return theft(target, here, dice);
      return code === 'T' ? trade(target, here, dice) : hire(target, here, dice);
    },
    /** What changed, or undefined when nothing did. */
    result(): Dealt | undefined {
      const now = { gold, fame, notoriety };
      const numbers: Dealt['numbers'] = {};
      for (const f of ['gold', 'fame', 'notoriety'] as const) if (now[f] !== start[f]) numbers[f] = { before: start[f], after: now[f] };
      const changed = Object.keys(goods).filter((g) => goods[g]!.join('\n') !== ground.goods(g).join('\n'));
      if (lines.length === 0 && battling.length === 0) return undefined;
      return {
        ...(Object.keys(relationships).length ? { relationships } : {}),
        lines,
        numbers,
        ...(sheet !== ground.sheet ? { sheet } : {}),
        ...(changed.length ? { goods: Object.fromEntries(changed.map((g) => [g, goods[g]!])) } : {}),
        ...(hired.length ? { hired } : {}),
        ...(battling.length ? { battling } : {}),
      };
    },
  };
}

/** Where a piece is a native of these labels, owned by `from` (undefined: unhired), it becomes `to`'s (undefined: free). */
function handOver(state: GameState, labels: readonly string[], from: string | undefined, to: string | undefined): GameState {
  const board = boardOf(state);
  const pieces = board.pieces.map((p) => {
    if (p.kind !== 'native' || !labels.includes(p.label) || p.owner !== from) return p;
    const { owner: _owner, ...free } = p;
    return to === undefined ? free : { ...free, owner: to };
  });
  return { ...state, board: { ...board, pieces } };
}

/**
 * A dead character's hirelings (issue 27): his hires end and their natives stand free, unhired, where they are; the
 * groups that battled him battle him no more.
 */
export function releaseHirelings(state: GameState, userId: string): GameState {
  const play = playOf(state);
  const { [userId]: hires = [], ...hirelings } = play.hirelings ?? {};
  const { [userId]: _battled, ...battling } = play.battling ?? {};
  const freed = hires.reduce((s: GameState, h) => handOver(s, h.natives, userId, undefined), state);
  return { ...freed, magicRealm: { ...playOf(freed), ...(play.hirelings ? { hirelings } : {}), ...(play.battling ? { battling } : {}) } };
}

/** What his meetings changed, applied (the `mr.dealt` event): his numbers, sheet, hirelings, the groups' goods. */
export function applyDealt(state: GameState, userId: string, d: Dealt): GameState {
  const play = playOf(state);
  const numbers = { ...numbersOf(play, userId) };
  for (const [f, v] of Object.entries(d.numbers)) numbers[f as 'gold' | 'fame' | 'notoriety'] = v.after;
  const boxes = { ...play.setUpCard?.boxes };
  for (const [g, list] of Object.entries(d.goods ?? {})) boxes[g] = { denizens: [], ...boxes[g], treasures: list };
  const next: RealmPlay = {
    ...play,
    characters: { ...play.characters, [userId]: numbers },
    ...(d.sheet ? { sheets: { ...play.sheets, [userId]: d.sheet } } : {}),
    ...(d.goods ? { setUpCard: { ...play.setUpCard, boxes } } : {}),
    ...(d.hired ? { hirelings: { ...play.hirelings, [userId]: [...(play.hirelings?.[userId] ?? []), ...d.hired] } } : {}),
    ...(d.battling ? { battling: { ...play.battling, [userId]: [...new Set([...(play.battling?.[userId] ?? []), ...d.battling])] } } : {}),
    ...(d.relationships ? { relationships: { ...play.relationships, [userId]: { ...play.relationships?.[userId], ...d.relationships } } } : {}),
  };
  const after: GameState = { ...state, magicRealm: next };
  return (d.hired ?? []).reduce((s: GameState, h) => handOver(s, h.natives, undefined, userId), after);
}

/** The hires whose last day ends at this Midnight, by user id: the lines the new day tells. */
export function hiresEnding(play: RealmPlay, nameOf: (userId: string) => string): string[] {
  return Object.entries(play.hirelings ?? {}).flatMap(([id, hires]) =>
    hires.filter((h) => h.days <= 1).map((h) => `The ${h.group} (${h.natives.join(', ')}) leave ${nameOf(id)}'s service: their term of hire is over.`),
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
  return { ...next, magicRealm: { ...rest, ...(Object.keys(hirelings).length ? { hirelings } : {}) } };
}
