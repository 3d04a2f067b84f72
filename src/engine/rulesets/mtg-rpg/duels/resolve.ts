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
import type { LibraryCard } from '../wizards/cards.js';
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

export function resolveQuickTurn(o: {
  order: readonly [string, string];
  cards: Readonly<Record<string, LibraryCard | undefined>>;
  cardsInDuel: number;
  life: Readonly<Record<string, number>>;
  dealt: Readonly<Record<string, number>>;
  blooded?: string;
  names: Readonly<Record<string, string>>;
}): TurnOutcome {
  const [first, second] = o.order;
  const other = (id: string) => (id === first ? second : first);
  const life = { ...o.life };
  const dealt = { ...o.dealt };
  let blooded = o.blooded;
  const fell: string[] = [];
  const card = (id: string) => o.cards[id];
  const effect = (id: string) => card(id)?.effect;

  // Counters (three- and seven-card duels): each cancels the other's spell of this turn.
  const cancelled = new Set<string>();
  if (o.cardsInDuel > 1) {
    for (const id of o.order) {
      const target = card(other(id));
      if (effect(id)?.kind === 'counter' && target && !target.land) cancelled.add(other(id));
    }
  }
  const live = (id: string) => card(id) !== undefined && !cancelled.has(id);

  // Prevention shields, up for the whole turn.
  const shield: Record<string, number> = { [first]: 0, [second]: 0 };
  for (const id of o.order) {
    const e = effect(id);
    if (live(id) && e?.kind === 'prevent') shield[id] = e.amount;
  }

  // Blockers (seven-card duel): the second's creature, or a wall of either, blocks the other's creature.
  const blocks = new Set<string>();
  if (o.cardsInDuel >= 7) {
    for (const id of o.order) {
      const e = effect(id);
      const theirs = effect(other(id));
      if (live(id) && live(other(id)) && e?.kind === 'creature' && theirs?.kind === 'creature' && (id === second || e.wall)) blocks.add(id);
    }
  }

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

  const plays: TurnPlay[] = [];
  for (const id of o.order) {
    const c = card(id);
    const e = c?.effect;
    const play = (did: string) => plays.push({ userId: id, ...(c ? { card: c.name } : {}), ...(e ? { effect: e } : {}), did });
    if (!c) {
      play('no card left in hand');
      continue;
    }
    if (fell.includes(id)) {
      play('unconscious before it was played: no effect');
      continue;
    }
    if (cancelled.has(id)) {
      play(`countered by ${o.names[other(id)]}`);
      continue;
    }
    if (c.land) {
      play('a land: no effect in a quick duel');
      continue;
    }
    if (!e) {
      play('no effect given in the list: the GM applies it');
      continue;
    }
    switch (e.kind) {
      case 'damage':
        play(hit(id, other(id), e.amount));
        break;
      case 'creature':
        if (blocks.has(id)) play(`blocks ${o.names[other(id)]}'s ${card(other(id))!.name}`);
        else if (e.wall) play('a wall: it does not attack, and here has nothing to block');
        else if (blocks.has(other(id))) play(`attacks, blocked by ${o.names[other(id)]}'s ${card(other(id))!.name}`);
        else play(`attacks: ${hit(id, other(id), e.power)}`);
        break;
      case 'gain':
        life[id]! += e.amount;
        play(`${o.names[id]} gains ${e.amount} life`);
        break;
      case 'prevent':
        play(`prevents up to ${e.amount} damage to ${o.names[id]} this turn`);
        break;
      case 'counter':
        play(o.cardsInDuel > 1 ? (card(other(id)) && !card(other(id))!.land ? `counters ${o.names[other(id)]}'s ${card(other(id))!.name}` : 'nothing to counter') : 'no interrupts in a single-card duel: no effect');
        break;
      case 'text':
        play(`“${e.text}” — the GM applies it`);
        break;
    }
  }
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
