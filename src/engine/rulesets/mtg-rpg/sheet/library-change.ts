/**
 * What happened to a wizard's library, as an event states it (issue 28: events carry facts, not the library after):
 * the cards added to it, the cards that went from one pile to another, and a pile's new order where a shuffle made
 * it. `libraryChange` reads it from the library before and after a rule's step; `applyLibraryChange` (evolve) turns
 * the library before into the library after again.
 */
import type { LibraryCard } from './cards.js';
import type { Library } from './creation.js';

/** A library's piles; `aside` is out of every pile for a while (a duel's ante card, RPG-R32). */
export type Pile = 'deck' | 'hand' | 'graveyard' | 'removed' | 'aside';
const PILES = ['deck', 'hand', 'graveyard', 'removed'] as const satisfies readonly Pile[];
type Held = (typeof PILES)[number];

/** A card (its index in the library) moved to the bottom of a pile, or to its top (`top`: the deck's top). */
export interface CardMove {
  card: number;
  to: Pile;
  top?: true;
}

export interface LibraryChange {
  /** Cards new to the library (a spell learned, an ante won), numbered after the cards it held. */
  added?: LibraryCard[];
  /** Cards moved, in the order they moved (drawn, spent, set aside, won). */
  moved?: CardMove[];
  /** A pile in a new order (a shuffle's result, the deck top first); its cards leave every other pile. */
  order?: Partial<Record<Held, number[]>>;
}

const without = (pile: readonly number[] | undefined, cards: ReadonlySet<number>) => pile?.filter((i) => !cards.has(i));

/** The library after the change. */
export function applyLibraryChange(lib: Library, change: LibraryChange): Library {
  let out: Library = change.added?.length ? { ...lib, cards: [...lib.cards, ...change.added] } : lib;
  for (const m of change.moved ?? []) {
    const one = new Set([m.card]);
    out = { ...out, deck: without(out.deck, one)!, hand: without(out.hand, one)!, graveyard: without(out.graveyard, one)!, ...(out.removed ? { removed: without(out.removed, one) } : {}) };
    if (m.to === 'aside') continue;
    const pile = out[m.to] ?? [];
    out = { ...out, [m.to]: m.top ? [m.card, ...pile] : [...pile, m.card] };
  }
  for (const pile of PILES) {
    const order = change.order?.[pile];
    if (!order) continue;
    const cards = new Set(order);
    for (const other of PILES) if (other !== pile && out[other]) out = { ...out, [other]: without(out[other], cards) };
    out = { ...out, [pile]: order };
  }
  return out;
}

/**
 * How a pile became what it is: the cards that stayed keep their order, the newcomers come on top or at the bottom
 * (moves); anything else (a shuffle) is its new order.
 */
function pileChange(before: readonly number[], after: readonly number[], pile: Held): { moved: CardMove[] } | { order: number[] } {
  const was = new Set(before);
  const stayed = before.filter((i) => after.includes(i));
  // With none staying, the newcomers fill the pile from its bottom.
  const first = stayed.length ? after.indexOf(stayed[0]!) : 0;
  const top = after.slice(0, first);
  const middle = after.slice(first, first + stayed.length);
  const bottom = after.slice(first + stayed.length);
  const fits = middle.length === stayed.length && middle.every((i, n) => i === stayed[n]) && [...top, ...bottom].every((i) => !was.has(i));
  if (!fits) return { order: [...after] };
  return { moved: [...[...top].reverse().map((card): CardMove => ({ card, to: pile, top: true })), ...bottom.map((card): CardMove => ({ card, to: pile }))] };
}

/** What happened between two states of one library: `applyLibraryChange(before, libraryChange(before, after))` is `after`. */
export function libraryChange(before: Library, after: Library): LibraryChange {
  const added = after.cards.slice(before.cards.length);
  const moved: CardMove[] = [];
  const order: Partial<Record<Held, number[]>> = {};
  const held = new Set<number>();
  for (const pile of PILES) {
    const b = before[pile] ?? [];
    const a = after[pile] ?? [];
    for (const i of a) held.add(i);
    if (b.length === a.length && b.every((i, n) => i === a[n])) continue;
    const c = pileChange(b, a, pile);
    if ('order' in c) order[pile] = c.order;
    else moved.push(...c.moved);
  }
  // Cards that left every pile: set aside (a duel's ante).
  for (const pile of PILES) for (const i of before[pile] ?? []) if (!held.has(i)) moved.push({ card: i, to: 'aside' });
  return { ...(added.length ? { added } : {}), ...(moved.length ? { moved } : {}), ...(Object.keys(order).length ? { order } : {}) };
}

/**
 * The changes of one decision's library events, each from the library the event before it left (the state's at
 * first): a duel's or a fight's step may move a wizard's cards twice (cards spent, then a hand lost).
 */
export function libraryTracker(libraryOf: (userId: string) => Library | undefined): (userId: string, after: Library) => LibraryChange {
  const now = new Map<string, Library>();
  return (userId, after) => {
    const before = now.get(userId) ?? libraryOf(userId);
    now.set(userId, after);
    return before ? libraryChange(before, after) : { order: { deck: after.deck, hand: after.hand, graveyard: after.graveyard } };
  };
}
