/**
 * A character's meetings through his turn (meeting.ts meetings): his gold, fame, notoriety and sheet, the groups'
 * goods, his hires, the groups battling him and his changed relationships, carried from one TRADE, HIRE or STEAL phase
 * to the next in one small context (the book) each phase (meeting-phases.ts) reads and writes; and what it all changed.
 */
import type { CharacterSheet } from '../characters/sheet.js';
import type { MeetingResult, Relationship } from '../tables/core-tables.js';
import type { Dealt, MeetingEnd, MeetingGround } from './meeting.js';
import type { Hire } from './state.js';

/** His meetings so far this turn. */
export interface MeetingBook {
  ground: MeetingGround;
  gold: number;
  fame: number;
  notoriety: number;
  sheet: CharacterSheet;
  /** His numbers as the turn began. */
  start: { gold: number; fame: number; notoriety: number };
  /** The goods of each group he dealt with, as his deals left them. */
  goods: Record<string, string[]>;
  /** Each deal in words, his and the GM's. */
  lines: string[];
  hired: Hire[];
  battling: string[];
  relationships: Record<string, Relationship>;
  /** His STEAL attempts so far today (steal.ts). */
  attempts: number;
}

/** His meetings as his turn begins: nothing dealt yet. */
export function openBook(ground: MeetingGround): MeetingBook {
  const { gold, fame, notoriety, sheet } = ground;
  return { ground, gold, fame, notoriety, sheet, start: { gold, fame, notoriety }, goods: {}, lines: [], hired: [], battling: [], relationships: {}, attempts: 0 };
}

/** The Ashes curse (curses.ts): his gold is worthless — he may gain it, never pay it. */
const cursedGold = (book: MeetingBook) => book.sheet.curses?.includes('Ashes') === true;

/** The gold he may pay. */
export const spendable = (book: MeetingBook): number => (cursedGold(book) ? 0 : book.gold);

/** The words the Ashes curse adds to a price he cannot pay. */
export const ashes = (book: MeetingBook): string => (cursedGold(book) ? ', worthless under the Ashes curse' : '');

/** His relationship with a group as today's thefts left it. */
export const relationshipWith = (book: MeetingBook, group: string): Relationship => book.relationships[group] ?? book.ground.relationship(group);

/** A group's goods as his deals left them (the first deal copies the ground's). */
export const goodsOfGroup = (book: MeetingBook, group: string): string[] => (book.goods[group] ??= [...book.ground.goods(group)]);

/** The natives he hired this turn. */
export const hiredLabels = (book: MeetingBook): Set<string> => new Set(book.hired.flatMap((h) => h.natives));

/** An Insult, a Challenge or Block/Battle: what it costs him, and whether he is blocked. */
export function trouble(book: MeetingBook, group: string, result: MeetingResult): { end: MeetingEnd; blocked: boolean } | undefined {
  if (result.kind === 'insult' && book.notoriety >= result.loseNotoriety) {
    book.notoriety -= result.loseNotoriety;
    book.lines.push(`The ${group} insulted you: you lose ${result.loseNotoriety} notoriety.`);
    return { end: 'insult', blocked: false };
  }
  if (result.kind === 'challenge' && book.fame >= result.loseFame) {
    book.fame -= result.loseFame;
    book.lines.push(`The ${group} challenged you: you lose ${result.loseFame} fame.`);
    return { end: 'challenge', blocked: false };
  }
  if (result.kind === 'insult' || result.kind === 'challenge' || result.kind === 'block-battle') {
    if (result.kind !== 'block-battle') book.lines.push(`The ${group} ${result.kind === 'insult' ? 'insulted' : 'challenged'} you and you have not ${result.kind === 'insult' ? `${result.loseNotoriety} notoriety` : `${result.loseFame} fame`} to lose: Block/Battle.`);
    if (!book.battling.includes(group)) book.battling.push(group);
    return { end: 'block-battle', blocked: true };
  }
  return undefined;
}

/** What his meetings changed, or undefined when nothing did. */
export function dealtOf(book: MeetingBook): Dealt | undefined {
  const { ground, start, goods, lines, hired, battling, relationships, sheet } = book;
  const now = { gold: book.gold, fame: book.fame, notoriety: book.notoriety };
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
}
