/**
 * A quick duel's turn resolved (RPG-C21–C23, 004 l.823–843): both cards revealed, then played in initiative order.
 * No land or mana is needed; creatures have no summoning sickness, attack once and leave play. Pure.
 *
 * Readings (docs/rules.md, "Quick duels"):
 * - The single-card duel names no interrupts; the three- and seven-card duels let interrupts "block the other
 *   Wizard's spells". So a counter cancels the other's card of the same turn in those two, and does nothing in a
 *   single-card duel. Two counters cancel each other.
 * - A prevention shield is up for the whole turn, whichever wizard plays first (it is an instant).
 * - Seven-card duel: a creature of the wizard who plays second blocks the first one's creature ("played during a
 *   defender's action in order to be played as a blocker"), and a wall blocks whoever plays first ("walls can also
 *   be played as interrupt creatures"). A blocking creature does not attack; both go to the graveyard. A wall never
 *   attacks: with nothing to block it does nothing.
 * - A wizard brought to 0 life points or less before his card resolves is unconscious, and his card does nothing.
 * - A card whose effect is text is the GM's to apply (/duel life).
 */
import { effectPlay, type EffectPlay } from '../card-effects.js';
import type { LibraryCard } from '../sheet/cards.js';
import type { Duel, TurnPlay } from './terms.js';

export interface TurnOutcome {
  life: Record<string, number>;
  dealt: Record<string, number>;
  /** The first wizard to lose a life point, in the order the damage was done. */
  blooded?: string;
  /** Wizards brought to 0 or less, in the order they fell. */
  fell: string[];
  plays: TurnPlay[];
}

interface TurnInput {
  order: readonly [string, string];
  cards: Readonly<Record<string, LibraryCard | undefined>>;
  cardsInDuel: number;
  life: Readonly<Record<string, number>>;
  dealt: Readonly<Record<string, number>>;
  blooded?: string;
  names: Readonly<Record<string, string>>;
}

/** The turn as it is being played: who plays what, and what each card does (card-effects.ts). */
interface Turn {
  o: TurnInput;
  first: string;
  second: string;
  other: (id: string) => string;
  card: (id: string) => LibraryCard | undefined;
  does: (id: string) => EffectPlay | undefined;
}

/** C22: in the three- and seven-card duels a counter cancels the other's spell of this turn (a land is no spell). */
function countered(t: Turn): Set<string> {
  const cancelled = new Set<string>();
  if (t.o.cardsInDuel > 1) {
    for (const id of t.o.order) {
      const target = t.card(t.other(id));
      if (t.does(id)?.counter && target && !target.land) cancelled.add(t.other(id));
    }
  }
  return cancelled;
}

/** Prevention shields, up for the whole turn. */
function shields(t: Turn, live: (id: string) => boolean): Record<string, number> {
  const shield: Record<string, number> = { [t.first]: 0, [t.second]: 0 };
  for (const id of t.o.order) {
    const prevent = t.does(id)?.prevent;
    if (live(id) && prevent !== undefined) shield[id] = prevent;
  }
  return shield;
}

/** Seven-card duel: the second's creature, or a wall of either, blocks the other's creature. */
function blockers(t: Turn, live: (id: string) => boolean): Set<string> {
  const blocks = new Set<string>();
  if (t.o.cardsInDuel >= 7) {
    for (const id of t.o.order) {
      const mine = t.does(id)?.attack;
      const theirs = t.does(t.other(id))?.attack;
      if (live(id) && live(t.other(id)) && mine && theirs && (id === t.second || mine.wall)) blocks.add(id);
    }
  }
  return blocks;
}

export function resolveQuickTurn(o: TurnInput): TurnOutcome {
  const [first, second] = o.order;
  const t: Turn = { o, first, second, other: (id) => (id === first ? second : first), card: (id) => o.cards[id], does: (id) => effectPlay(o.cards[id]?.effect) };
  const { other, card, does } = t;
  const life = { ...o.life };
  const dealt = { ...o.dealt };
  let blooded = o.blooded;
  const fell: string[] = [];

  const cancelled = countered(t);
  const live = (id: string) => card(id) !== undefined && !cancelled.has(id);
  const shield = shields(t, live);
  const blocks = blockers(t, live);

  const hit = (from: string, to: string, amount: number): string => {
    const prevented = Math.min(shield[to]!, amount);
    shield[to]! -= prevented;
    const done = amount - prevented;
    const wasUp = life[to]! > 0;
    life[to]! -= done;
    dealt[from] = (dealt[from] ?? 0) + done;
    if (done > 0 && blooded === undefined) blooded = to;
    if (wasUp && life[to]! <= 0) fell.push(to);
    return `${done} damage to ${o.names[to]}${prevented > 0 ? ` (${prevented} prevented)` : ''}`;
  };

  /** What one card did, in the turn's words; its damage and life gained applied. */
  const played = (id: string, c: LibraryCard | undefined, p: EffectPlay | undefined): string => {
    if (!c) return 'no card left in hand';
    if (fell.includes(id)) return 'unconscious before it was played: no effect';
    if (cancelled.has(id)) return `countered by ${o.names[other(id)]}`;
    if (c.land) return 'a land: no effect in a quick duel';
    if (!p) return 'no effect given in the list: the GM applies it';
    if (p.damage !== undefined) return hit(id, other(id), p.damage);
    if (p.attack) {
      if (blocks.has(id)) return `blocks ${o.names[other(id)]}'s ${card(other(id))!.name}`;
      if (p.attack.wall) return 'a wall: it does not attack, and here has nothing to block';
      if (blocks.has(other(id))) return `attacks, blocked by ${o.names[other(id)]}'s ${card(other(id))!.name}`;
      return `attacks: ${hit(id, other(id), p.attack.power)}`;
    }
    if (p.gain !== undefined) {
      life[id]! += p.gain;
      return `${o.names[id]} gains ${p.gain} life`;
    }
    if (p.prevent !== undefined) return `prevents up to ${p.prevent} damage to ${o.names[id]} this turn`;
    if (p.counter) return o.cardsInDuel > 1 ? (card(other(id)) && !card(other(id))!.land ? `counters ${o.names[other(id)]}'s ${card(other(id))!.name}` : 'nothing to counter') : 'no interrupts in a single-card duel: no effect';
    return `“${p.gmApplies}” — the GM applies it`;
  };

  const plays: TurnPlay[] = o.order.map((id) => {
    const c = card(id);
    const e = c?.effect;
    const did = played(id, c, does(id));
    return { userId: id, ...(c ? { card: c.name } : {}), ...(e ? { effect: e } : {}), did };
  });
  return { life, dealt, ...(blooded !== undefined ? { blooded } : {}), fell, plays };
}

/**
 * Whether the duel is decided after a turn, and how (C21.5–6, C28, R31). `final`: the quick duel's cards are all
 * played (or a limited duel's turns). Undefined: it goes on (another card each, on a tie).
 */
export function decideDuel(d: Pick<Duel, 'victory' | 'life' | 'dealt' | 'blooded'> & { order: readonly [string, string] }, fell: readonly string[], final: boolean): { winner: string; loser: string; why: string } | undefined {
  const [a, b] = d.order;
  const other = (id: string) => (id === a ? b : a);
  if (d.victory === 'first-blood' && d.blooded) return { winner: other(d.blooded), loser: d.blooded, why: 'first blood' };
  // Anyone at 0 or less is unconscious: he has lost, whatever the condition (he can play no more).
  if (fell.length > 0) return { winner: other(fell[0]!), loser: fell[0]!, why: 'unconscious' };
  if (!final) return undefined;
  if (d.victory === 'most-damage') {
    const [x, y] = [d.dealt[a] ?? 0, d.dealt[b] ?? 0];
    if (x !== y) return x > y ? { winner: a, loser: b, why: 'more damage dealt' } : { winner: b, loser: a, why: 'more damage dealt' };
    return undefined;
  }
  // C21.5: whoever has fewer life points at the end is defeated (also when first blood or unconsciousness did not come).
  const [x, y] = [d.life[a]!, d.life[b]!];
  if (x !== y) return x > y ? { winner: a, loser: b, why: 'fewer life points at the end' } : { winner: b, loser: a, why: 'fewer life points at the end' };
  return undefined;
}
