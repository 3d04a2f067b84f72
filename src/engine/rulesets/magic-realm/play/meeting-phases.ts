/**
 * One TRADE, HIRE or STEAL phase of a character's turn (meeting.ts meetings), each over his meetings so far (the book,
 * meeting-book.ts): whom he meets where he stands, the rolls on the Meeting table (or X1-7's stealing rolls), and what
 * changes hands. Pure: the dice come from the injected source, and every roll is written into the outcome.
 */
import { RuleError } from '../../../core/types.js';
import { travellerNamed, type Traveller } from '../denizens/travellers.js';
import type { DiceSource } from '../../../dice.js';
import { priced } from '../belongings/belongings.js';
import { carry, changeSheet } from '../characters/sheet-changes.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { readSteal, readTrade } from '../orders/deals.js';
import { rollOn, type ColumnTable, type MeetingResult, type Relationship, type RollModifier } from '../tables/core-tables.js';
import { ATTEMPT_WORDS, lessFriendly, rewardFrom, REWARD_WORDS, stealAttempt, stealReward, type Reward } from './steal.js';
import { ashes, goodsOfGroup, hiredLabels, relationshipWith, spendable, trouble, type MeetingBook } from './meeting-book.js';
import type { MeetingEnd, MeetingOutcome, MeetingRoll, StealOutcome } from './meeting.js';

/** A hire lasts 14 days (core-tables "meeting": "HIRE (a native group, for 14 days)"; X1-11 keeps it for travellers). */
export const HIRE_TERM = 14;

/** The Thief/Assassin: −1 on all his stealing rolls (X1-19, 13.2/2). */
const THIEF = 'Thief/Assassin';

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

/** A phase's public outcome, and whether it blocks him (no more phases today). */
export interface MeetingPhase<O> {
  outcome: O;
  blocked: boolean;
}

/** TRADE (`T`, its kept target): he sells for the item's price, or buys at the Meeting table's price. */
export function trade(book: MeetingBook, target: string, here: string | undefined, dice: DiceSource): MeetingPhase<MeetingOutcome> {
  const { ground, lines } = book;
  const t = readTrade(target);
  const out = (end: MeetingEnd, rolls: MeetingRoll[] = []) => ({ outcome: { code: 'T' as const, with: t.group, rolls, end }, blocked: false });
  const present = here ? ground.present(here) : { natives: [], visitors: [] };
  if (!present.natives.some((n) => n.group === t.group && !hiredLabels(book).has(n.label)) && !present.visitors.includes(t.group)) return out('absent');
  const price = priced(t.item)!;
  if (t.deal === 'sell') {
    // Without the optional Commerce rule the buyer pays the item's price, no roll (core-tables commerce_optional).
    let after: CharacterSheet;
    try {
      after = changeSheet(book.sheet, ground.kit, { kind: 'take', item: t.item }).sheet;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      lines.push(`You have no ${t.item} to sell to the ${t.group}.`);
      return out('no-deal');
    }
    book.sheet = after;
    book.gold += price.price;
    goodsOfGroup(book, t.group).push(price.name);
    lines.push(`You sold the ${price.name} to the ${t.group} for ${price.price} gold: you have ${book.gold} gold.`);
    return out('deal');
  }
  const stock = goodsOfGroup(book, t.group);
  const at = stock.findIndex((g) => g.toLowerCase() === price.name.toLowerCase());
  if (at < 0) {
    lines.push(`The ${t.group} have no ${price.name} for sale${stock.length ? `: they have ${stock.join(', ')}` : ''}.`);
    return out('no-deal');
  }
  let after: CharacterSheet;
  try {
    after = changeSheet(book.sheet, ground.kit, { kind: 'give', item: price.name }).sheet;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    lines.push(`You cannot take the ${price.name}: ${e.message}.`);
    return out('no-deal');
  }
  const { rolls, result } = meet(ground.table, ground.relationship(t.group), dice, ground.modifiers?.(here, ['meeting', 'trade']) ?? []);
  const bad = trouble(book, t.group, result);
  if (bad) return { outcome: { code: 'T', with: t.group, rolls, end: bad.end }, blocked: bad.blocked };
  if (result.kind !== 'price' && result.kind !== 'boon') {
    lines.push(`No deal with the ${t.group} for the ${price.name}.`);
    return out('no-deal', rolls);
  }
  const cost = result.kind === 'boon' ? 0 : price.price * result.multiplier;
  if (cost > spendable(book)) {
    lines.push(`The ${t.group} ask ${cost} gold for the ${price.name} (${times(result)}), and you have ${book.gold}${ashes(book)}: no deal.`);
    return out('no-deal', rolls);
  }
  book.gold -= cost;
  book.sheet = after;
  stock.splice(at, 1);
  lines.push(`You bought the ${price.name} from the ${t.group} for ${cost} gold (${times(result)}): you have ${book.gold} gold.`);
  return out('deal', rolls);
}

/** HIRE (`HR`, the group): the group's unhired natives here, for their wages times the Meeting table's price. */
export function hire(book: MeetingBook, group: string, here: string | undefined, dice: DiceSource): MeetingPhase<MeetingOutcome> {
  const { ground, lines } = book;
  const out = (end: MeetingEnd, rolls: MeetingRoll[] = [], natives?: string[]) => ({ outcome: { code: 'HR' as const, with: group, rolls, end, ...(natives ? { hired: natives } : {}) }, blocked: false });
  const taken = hiredLabels(book);
  const traveller = travellerNamed(group);
  if (traveller) return hireTraveller(book, traveller, here, taken, out);
  const natives = (here ? ground.present(here).natives : []).filter((n) => n.group === group && !taken.has(n.label));
  if (natives.length === 0) return out('absent');
  const { rolls, result } = meet(ground.table, ground.relationship(group), dice, ground.modifiers?.(here, ['meeting', 'hire']) ?? []);
  const bad = trouble(book, group, result);
  if (bad) return { outcome: { code: 'HR', with: group, rolls, end: bad.end }, blocked: bad.blocked };
  if (result.kind !== 'price' && result.kind !== 'boon') {
    lines.push(`The ${group} will not be hired today.`);
    return out('no-deal', rolls);
  }
  const base = natives.reduce((sum, n) => sum + n.wage, 0);
  const wage = result.kind === 'boon' ? 0 : base * result.multiplier;
  if (wage > spendable(book)) {
    lines.push(`The ${group} ask ${wage} gold (${times(result)} of ${base}), and you have ${book.gold}${ashes(book)}: no deal.`);
    return out('no-deal', rolls);
  }
  book.gold -= wage;
  const labels = natives.map((n) => n.label);
  book.hired.push({ group, natives: labels, days: HIRE_TERM });
  const boon = result.kind === 'boon' ? ` A Boon: your relationship with the ${group} drops one level and you owe them ${base} gold (the GM notes it).` : '';
  lines.push(`You hired the ${group} (${labels.join(', ')}) for ${HIRE_TERM} days for ${wage} gold (${times(result)} of ${base}): you have ${book.gold} gold.${boon}`);
  return out('hired', rolls, labels);
}

/**
 * X1-11 (002 7.5): a traveller "employed by simply paying the amount shown (no table roll is required)"; "no substitute
 * for gold is accepted", for fourteen days, hired again for the wage once they have run. One whose card names no fixed
 * wage (the Merchant, the Children paid by the day, the captured ones) is not hired so: nothing is done, and the
 * reason is told.
 */
function hireTraveller(book: MeetingBook, t: Traveller, here: string | undefined, taken: Set<string>, out: (end: MeetingEnd, rolls?: MeetingRoll[], natives?: string[]) => MeetingPhase<MeetingOutcome>): MeetingPhase<MeetingOutcome> {
  const { ground, lines } = book;
  const piece = (here ? (ground.present(here).travellers ?? []) : []).find((x) => x.name === t.name && !taken.has(x.label));
  if (!piece) return out('absent');
  if (t.wage === null || t.wageNote) {
    lines.push(`The ${t.name} is not hired for a fixed wage${t.wageNote ? ` (${t.wageNote})` : ''}: the GM settles it.`);
    return out('no-deal');
  }
  if (t.wage > spendable(book)) {
    lines.push(`The ${t.name} asks ${t.wage} gold, and you have ${book.gold}${ashes(book)}: no deal.`);
    return out('no-deal');
  }
  book.gold -= t.wage;
  book.hired.push({ group: t.name, natives: [piece.label], days: HIRE_TERM, traveller: true });
  lines.push(`You hired the ${t.name} for ${HIRE_TERM} days for ${t.wage} gold: you have ${book.gold} gold.`);
  return out('hired', [], [piece.label]);
}

/** X1-7: one STEAL attempt (steal.ts), the group's goods, his sheet, gold and relationships carried along. */
export function theft(book: MeetingBook, target: string, here: string | undefined, dice: DiceSource): MeetingPhase<StealOutcome> {
  const { ground, lines, relationships } = book;
  const t = readSteal(target);
  const present = (here ? ground.present(here).natives : []).filter((n) => n.group === t.group && !hiredLabels(book).has(n.label));
  if (present.length === 0) return { outcome: { code: 'ST', with: t.group, end: 'absent' }, blocked: false };
  const roll = stealAttempt(dice, book.attempts++, ground.kit.name === THIEF);
  const outcome: StealOutcome = { code: 'ST', with: t.group, dice: roll.dice, modifier: roll.modifier, read: roll.read, text: ATTEMPT_WORDS[roll.result], end: roll.result === 'suspect' ? 'suspect' : roll.result === 'caught' ? 'caught' : 'success' };
  if (roll.result === 'suspect' || roll.result === 'caught') {
    const before = relationshipWith(book, t.group);
    relationships[t.group] = roll.result === 'suspect' ? lessFriendly(before) : 'enemy';
    lines.push(`The ${t.group} ${roll.result === 'suspect' ? 'suspect you' : 'caught you'}: ${before} → ${relationships[t.group]} with them.`);
    if (roll.result === 'caught' && !book.battling.includes(t.group)) book.battling.push(t.group);
    return { outcome, blocked: roll.result === 'caught' };
  }
  const stock = goodsOfGroup(book, t.group);
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
    book.gold += got.gold;
    lines.push(`You steal from the ${t.group}: ${how}: ${got.gold} gold; you have ${book.gold} gold.`);
  } else if (got.item) {
    stock.splice(stock.indexOf(got.item), 1);
    book.sheet = carry(book.sheet, got.item);
    lines.push(`You steal from the ${t.group}: ${how}: the ${got.item}.`);
  } else lines.push(`You steal from the ${t.group}: ${how}: they have nothing of that kind, so you take nothing.`);
  return { outcome, blocked: false };
}
