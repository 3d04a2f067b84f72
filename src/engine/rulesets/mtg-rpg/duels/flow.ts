/**
 * The steps of a duel between two wizards (issue 15; RPG-C20–C32): what each action of `/duel` decides, as events.
 * Secrets — life points (C20), hands and libraries, the cards chosen before their reveal, the ante cards — go out
 * only in events for their wizard (and the GM); the table's events carry the terms, who has chosen, the cards once
 * revealed and what they did, and the outcome, never a life total.
 */
import { wizardWords } from '../sheet/words.js';
import { isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError } from '../../../core/types.js';
import { cardValue } from '../sheet/checks.js';
import { cardInHand, readyWizard, spendCard } from '../sheet/library-rules.js';
import { currentLife, effectiveAttributes, exhaustedRefusal, wizardNumbers, type Library, type Wizard } from '../sheet/creation.js';
import { initiativeOrder } from '../sheet/fighting.js';
import { libraryTracker, type LibraryChange } from '../sheet/library-change.js';
import { duelEvent, type DuelEventPayloads } from './events.js';
import { decideDuel, resolveQuickTurn } from './resolve.js';
import { isIn, otherOf, QUICK_CARDS, TURN_LIMIT, type Duel, type DuelLength, type DuelResult, type RevealedTurn, type Stakes, type Victory } from './terms.js';

type Ev = ReturnType<typeof duelEvent>;

export const duelsOf = (state: GameState): Duel[] => state.duels ?? [];
export const activeDuelOf = (state: GameState, userId: string): Duel | undefined => duelsOf(state).find((d) => d.stage !== 'over' && isIn(d, userId));
const wizardsOf = (state: GameState): Record<string, Wizard> => state.wizards ?? {};

/** The changes of one decision's library events, each from the library the one before left. */
const tracker = (state: GameState) => libraryTracker((userId) => wizardsOf(state)[userId]?.library);
type Track = ReturnType<typeof tracker>;

/** A wizard's cards moved by the duel (his and the GM's); `ante`: the card set aside for the ante. */
function libraryEvent(track: Track, d: Duel, userId: string, library: Library, actor: string, ante?: number): Ev {
  return duelEvent('duels.library', { id: d.id, userId, change: track(userId, library), hand: library.hand.length, ...(ante !== undefined ? { ante, anteCard: library.cards[ante]!.name } : {}) }, onlyPlayers(userId), actor);
}

const nameOf = (state: GameState, userId: string) => wizardsOf(state)[userId]?.name ?? userId;
const namesOf = (state: GameState, d: Pick<Duel, 'challenger' | 'defender'>) => ({ [d.challenger]: nameOf(state, d.challenger), [d.defender]: nameOf(state, d.defender) });


/** C25: a challenge. */
export function challenge(state: GameState, actor: string, opponent: string): Ev[] {
  if (opponent === actor) throw new RuleError('a wizard cannot duel themselves', 'name another wizard: /duel challenge opponent:@someone');
  for (const [id, who] of [[actor, 'you'], [opponent, 'that player']] as const) {
    const spent = exhaustedRefusal(readyWizard(state, id, who), 'spell');
    if (spent) throw spent;
  }
  for (const id of [actor, opponent]) {
    const busy = activeDuelOf(state, id);
    if (busy) throw new RuleError(`${nameOf(state, id)} is already in a duel`, 'finish it first (/duel yield, or the GM ends it with /duel end)');
  }
  const id = duelsOf(state).reduce((n, d) => Math.max(n, d.id), 0) + 1;
  return [duelEvent('duels.challenged', { id, challenger: actor, defender: opponent, names: namesOf(state, { challenger: actor, defender: opponent }) }, PUBLIC, actor)];
}

/** The duel the actor is in and at the step he must take, or the rule. */
function stepOf(state: GameState, actor: string, stage: Duel['stage'], role: 'challenger' | 'defender' | 'either', what: string): Duel {
  const d = activeDuelOf(state, actor);
  if (!d) throw new RuleError('you are in no duel', 'challenge someone with /duel challenge opponent:@someone');
  if (d.stage !== stage) throw new RuleError(`the duel is not at that step: ${stageWords(state, d, actor)}`, 'see /duel show');
  if (role !== 'either' && d[role] !== actor) throw new RuleError(`the ${role} ${what}`, `it is ${nameOf(state, d[role])}'s step`);
  return d;
}

/**
 * What the duel waits on, as `reader` reads it: the commands of a step only when the step is his to take (issue 27:
 * the challenger refused a step is not offered `/duel refuse`, which is the challenged wizard's).
 */
export function stageWords(state: GameState, d: Duel, reader: string): string {
  const turn = ({ challenged: [d.defender, 'accepts or refuses the challenge'], stakes: [d.challenger, 'sets the stakes'], victory: [d.defender, 'sets the victory condition'] } as Partial<Record<Duel['stage'], [string, string]>>)[d.stage];
  if (turn && turn[0] !== reader) return `${nameOf(state, turn[0])} ${turn[1]}`;
  const chosen = d.stage === 'initiative' ? d.initiative[reader] !== undefined : d.stage === 'playing' && QUICK_CARDS[d.length!] ? d.chosen[reader] !== undefined : false;
  if (chosen) return `${nameOf(state, otherOf(d, reader))} chooses in secret${d.stage === 'playing' ? `, turn ${d.turn}` : ''}`;
  switch (d.stage) {
    case 'challenged':
      return 'the challenged wizard accepts with a length (/duel accept) or refuses (/duel refuse)';
    case 'stakes':
      return 'the challenger sets the stakes (/duel stakes)';
    case 'victory':
      return 'the challenged wizard sets the victory condition (/duel victory)';
    case 'initiative':
      return 'both choose an initiative card in secret (/duel initiative)';
    case 'playing':
      return QUICK_CARDS[d.length!] ? `both choose a card in secret (/duel play), turn ${d.turn}` : `turn ${d.turn} is played at the table; the GM applies life changes (/duel life) and ends the turn (/duel turn)`;
    case 'over':
      return 'the duel is over';
  }
}

export function refuse(state: GameState, actor: string): Ev[] {
  const d = stepOf(state, actor, 'challenged', 'defender', 'answers the challenge');
  return [duelEvent('duels.refused', { id: d.id, challenger: d.challenger, defender: d.defender }, PUBLIC, actor)];
}

export function setLength(state: GameState, actor: string, length: DuelLength): Ev[] {
  const d = stepOf(state, actor, 'challenged', 'defender', 'sets the length (RPG-C26)');
  return [duelEvent('duels.length-set', { id: d.id, length }, PUBLIC, actor)];
}

export function setStakes(state: GameState, actor: string, stakes: Stakes): Ev[] {
  const d = stepOf(state, actor, 'stakes', 'challenger', 'sets the stakes (RPG-C27)');
  return [duelEvent('duels.stakes-set', { id: d.id, stakes }, PUBLIC, actor)];
}

/**
 * C28, then the duel begins: each draws up to his hand size (C2, C21.1); with the stakes "ante" each sets aside the
 * top card of his library (R32); his life points are his current ones, hidden from the other (C20).
 */
export function setVictory(state: GameState, actor: string, victory: Victory): Ev[] {
  const d = stepOf(state, actor, 'victory', 'defender', 'sets the victory condition (RPG-C28)');
  const events: Ev[] = [duelEvent('duels.victory-set', { id: d.id, victory }, PUBLIC, actor)];
  const track = tracker(state);
  const libs: Record<string, Library> = {};
  const antes: Record<string, number> = {};
  const ranOut: string[] = [];
  for (const userId of [d.challenger, d.defender]) {
    const w = readyWizard(state, userId, nameOf(state, userId));
    let lib = w.library;
    let ante: number | undefined;
    if (d.stakes === 'ante') {
      if (lib.deck.length === 0) throw new RuleError(`${w.name} has no card left in ${wizardWords(state, userId).possessive} library for the ante`, 'the GM changes the stakes, or ends the duel');
      ante = lib.deck[0]!;
      antes[userId] = ante;
      lib = { ...lib, deck: lib.deck.slice(1) };
    }
    const size = wizardNumbers(w).handSize;
    const need = Math.max(0, size - lib.hand.length);
    if (need > lib.deck.length) ranOut.push(userId);
    const drawn = lib.deck.slice(0, need);
    lib = { ...lib, hand: [...lib.hand, ...drawn], deck: lib.deck.slice(drawn.length) };
    libs[userId] = lib;
    events.push(libraryEvent(track, d, userId, lib, actor, ante));
    events.push(duelEvent('duels.life', { id: d.id, userId, life: currentLife(w) }, onlyPlayers(userId), actor));
  }
  events.push(duelEvent('duels.began', { id: d.id }, PUBLIC, actor));
  // C44: one who cannot draw his hand up has run out of library cards: he loses (the challenger first, if both).
  const loser = ranOut[0];
  if (loser) {
    const started: Duel = { ...d, ...(Object.keys(antes).length ? { ante: antes } : {}) };
    events.push(...endDuel(state, started, libs, { winner: otherOf(d, loser), loser, why: `${wizardWords(state, loser).subject} ran out of library cards` }, actor, track, ranOut));
  }
  return events;
}

/**
 * C8: his initiative card (or none: DX alone) and who should play first if he wins, in secret. When both have
 * chosen: total = card + DX + 3 per Alertness; ties to the higher DX, then IQ, then a card drawn from the top of
 * each library (R3's value), again while tied. The initiative card goes to the graveyard (C8).
 */
export function chooseInitiative(state: GameState, actor: string, card: string | undefined, first: 'me' | 'opponent', opts: { landValue: 0 | 1 }): Ev[] {
  const d = stepOf(state, actor, 'initiative', 'either', '');
  if (d.initiative[actor]) throw new RuleError('you have chosen your initiative already', 'wait for the other wizard; the GM can take it back with /gm undo');
  const w = readyWizard(state, actor, 'you');
  const index = card ? cardInHand(w.library, card) : undefined;
  const events: Ev[] = [
    duelEvent('duels.initiative-chosen', { id: d.id, userId: actor, ...(index !== undefined ? { card: index } : {}), first }, onlyPlayers(actor), actor),
    duelEvent('duels.choice-noted', { id: d.id, userId: actor, step: 'initiative' }, PUBLIC, actor),
  ];
  const other = otherOf(d, actor);
  const theirs = d.initiative[other];
  if (!theirs) return events;
  const chosen = { ...d.initiative, [actor]: { ...(index !== undefined ? { card: index } : {}), first } };
  const sides = [d.challenger, d.defender].map((id) => {
    const wz = readyWizard(state, id, nameOf(state, id));
    const c = chosen[id]!.card;
    return { id, card: c === undefined ? 0 : cardValue(wz.library.cards[c]!, opts), dx: effectiveAttributes(wz).DX, iq: effectiveAttributes(wz).IQ, alertness: wz.feats.filter((f) => f === 'Alertness').length };
  });
  let draws = 0;
  const drawn: Record<string, number> = {};
  const order = initiativeOrder(sides, (id) => {
    // Each tied wizard draws the next card from the top of his library; it is only looked at.
    const lib = readyWizard(state, id, nameOf(state, id)).library;
    const at = drawn[id] ?? 0;
    drawn[id] = at + 1;
    draws = Math.max(draws, at + 1);
    const next = lib.deck[at];
    return next === undefined ? -1 : cardValue(lib.cards[next]!, opts);
  });
  const winner = order[0]!;
  const ordered: [string, string] = chosen[winner]!.first === 'me' ? [winner, otherOf(d, winner)] : [otherOf(d, winner), winner];
  const cards: Record<string, string | null> = {};
  const track = tracker(state);
  for (const id of [d.challenger, d.defender]) {
    const c = chosen[id]!.card;
    const lib = readyWizard(state, id, nameOf(state, id)).library;
    cards[id] = c === undefined ? null : lib.cards[c]!.name;
    if (c !== undefined) events.push(libraryEvent(track, d, id, spendCard(lib, c), actor));
  }
  events.push(duelEvent('duels.initiative-decided', { id: d.id, order: ordered, winner, cards, ...(draws > 0 ? { tieDraws: draws } : {}) }, PUBLIC, actor));
  return events;
}

/**
 * A card for this turn of a quick duel, in secret (C21.3). When both have chosen, the turn is revealed and resolved in
 * initiative order; the cards go to the graveyard; the duel ends when it is decided (C21.5–6, C28, R31).
 */
export function chooseCard(state: GameState, actor: string, card: string): Ev[] {
  const d = stepOf(state, actor, 'playing', 'either', '');
  const cards = QUICK_CARDS[d.length!];
  if (!cards) throw new RuleError(`a ${d.length} duel is played at the table`, 'the GM applies life changes with /duel life and ends each turn with /duel turn');
  if (d.chosen[actor] !== undefined) throw new RuleError('you have chosen your card for this turn', 'wait for the other wizard');
  const w = readyWizard(state, actor, 'you');
  const index = cardInHand(w.library, card);
  const events: Ev[] = [
    duelEvent('duels.card-chosen', { id: d.id, userId: actor, card: index }, onlyPlayers(actor), actor),
    duelEvent('duels.choice-noted', { id: d.id, userId: actor, step: `turn ${d.turn}` }, PUBLIC, actor),
  ];
  // A wizard with no card left in hand plays none (C21.6: on a tie that loses him the duel).
  const other = otherOf(d, actor);
  const theirs = d.chosen[other] ?? (readyWizard(state, other, nameOf(state, other)).library.hand.length === 0 ? 'none' : undefined);
  if (theirs === undefined) return events;
  return [...events, ...revealTurn(state, { ...d, chosen: { ...d.chosen, [actor]: index, [other]: theirs } }, actor)];
}

/** Both cards known: the turn resolved, and what follows from it. */
function revealTurn(state: GameState, d: Duel, actor: string): Ev[] {
  const order = d.order!;
  const libs = Object.fromEntries(order.map((id) => [id, readyWizard(state, id, nameOf(state, id)).library]));
  const cardOf = (id: string) => (d.chosen[id] === 'none' ? undefined : libs[id]!.cards[d.chosen[id] as number]);
  const out = resolveQuickTurn({
    order,
    cards: Object.fromEntries(order.map((id) => [id, cardOf(id)])),
    cardsInDuel: QUICK_CARDS[d.length!]!,
    life: d.life,
    dealt: d.dealt,
    ...(d.blooded !== undefined ? { blooded: d.blooded } : {}),
    names: namesOf(state, d),
  });
  const events: Ev[] = [duelEvent('duels.turn-revealed', { id: d.id, turn: { n: d.turn, plays: out.plays }, dealt: out.dealt, ...(out.blooded !== undefined ? { blooded: out.blooded } : {}) }, PUBLIC, actor)];
  const after: Record<string, Library> = {};
  const track = tracker(state);
  for (const id of order) {
    const c = d.chosen[id];
    after[id] = c === 'none' ? libs[id]! : spendCard(libs[id]!, c as number);
    if (c !== 'none') events.push(libraryEvent(track, d, id, after[id]!, actor));
    if (out.life[id] !== d.life[id]) events.push(duelEvent('duels.life', { id: d.id, userId: id, life: out.life[id]! }, onlyPlayers(id), actor));
  }
  const played = { ...d, life: out.life, dealt: out.dealt, ...(out.blooded !== undefined ? { blooded: out.blooded } : {}) };
  // The last of the duel's cards, or no card left to either: the end decides (C21.5).
  const final = d.turn >= QUICK_CARDS[d.length!]! || order.every((id) => after[id]!.hand.length === 0);
  let result = decideDuel({ ...played, order }, out.fell, final);
  // R31: on a tie after the last card, another card each; the first (in playing order) with none left loses.
  if (!result && final) {
    const empty = order.find((id) => after[id]!.hand.length === 0);
    if (empty) result = { winner: otherOf(d, empty), loser: empty, why: 'no card left in hand on a tie' };
  }
  if (result) events.push(...endDuel(state, played, after, result, actor, track));
  return events;
}

/** The GM changes a wizard's life points in the duel (a card only he can read, a limited duel at the table). */
export function adjustLife(state: GameState, actor: string, userId: string, change: number): Ev[] {
  if (!isGm(state, actor)) throw new RuleError('the GM applies life changes', 'ask the GM');
  const d = activeDuelOf(state, userId);
  if (!d || (d.stage !== 'playing' && d.stage !== 'initiative')) throw new RuleError(`${nameOf(state, userId)} is in no duel under way`, 'see /duel show');
  const life = d.life[userId]! + change;
  const other = otherOf(d, userId);
  const events: Ev[] = [duelEvent('duels.life', { id: d.id, userId, life }, onlyPlayers(userId), actor), duelEvent('duels.adjusted', { id: d.id, userId }, PUBLIC, actor)];
  const dealt = change < 0 ? { ...d.dealt, [other]: (d.dealt[other] ?? 0) - change } : d.dealt;
  const blooded = d.blooded ?? (change < 0 ? userId : undefined);
  const played: Duel = { ...d, life: { ...d.life, [userId]: life }, dealt, ...(blooded !== undefined ? { blooded } : {}) };
  if (d.stage !== 'playing' || !d.order) return events;
  const result = decideDuel({ ...played, order: d.order }, d.life[userId]! > 0 && life <= 0 ? [userId] : [], false);
  if (result) events.push(...endDuel(state, played, librariesOf(state, d), result, actor));
  return events;
}

/** C24: a turn of a limited duel is over; after the last, the victory condition decides (fewer life points lose). */
export function endTurn(state: GameState, actor: string, duelist: string): Ev[] {
  if (!isGm(state, actor)) throw new RuleError('the GM ends a turn of a duel played at the table', 'ask the GM');
  const d = activeDuelOf(state, duelist);
  if (!d || d.stage !== 'playing') throw new RuleError(`${nameOf(state, duelist)} is in no duel under way`, 'see /duel show');
  if (QUICK_CARDS[d.length!]) throw new RuleError('a quick duel moves on when both have chosen their cards', 'each plays with /duel play card:<name>');
  const events: Ev[] = [duelEvent('duels.turn-ended', { id: d.id, turn: d.turn }, PUBLIC, actor)];
  const limit = TURN_LIMIT[d.length!];
  if (limit !== undefined && d.turn >= limit) {
    const result = decideDuel({ ...d, order: d.order! }, [], true);
    events.push(...endDuel(state, d, librariesOf(state, d), result, actor));
  }
  return events;
}

/** C15: he yields, and loses. */
export function yieldDuel(state: GameState, actor: string): Ev[] {
  const d = activeDuelOf(state, actor);
  if (!d) throw new RuleError('you are in no duel', 'see /duel show');
  const events: Ev[] = [duelEvent('duels.yielded', { id: d.id, userId: actor }, PUBLIC, actor)];
  if (d.stage === 'challenged' || d.stage === 'stakes' || d.stage === 'victory') return [...events, duelEvent('duels.over', { id: d.id, calledOff: true }, PUBLIC, actor)];
  return [...events, ...endDuel(state, d, librariesOf(state, d), { winner: otherOf(d, actor), loser: actor, why: `${wizardWords(state, actor).subject} yielded` }, actor)];
}

/** The GM ends a duel: with a winner (a full-deck duel played at the table), or called off. */
export function gmEnd(state: GameState, actor: string, duelist: string, winner: string | undefined): Ev[] {
  if (!isGm(state, actor)) throw new RuleError('the GM ends a duel', 'a wizard may yield with /duel yield');
  const d = activeDuelOf(state, duelist);
  if (!d) throw new RuleError(`${nameOf(state, duelist)} is in no duel`, 'see /duel show');
  if (winner !== undefined && !isIn(d, winner)) throw new RuleError('the winner must be one of the two wizards', `name ${nameOf(state, d.challenger)} or ${nameOf(state, d.defender)}`);
  if (winner === undefined || d.stage !== 'playing') return endDuel(state, d, librariesOf(state, d), undefined, actor);
  return endDuel(state, d, librariesOf(state, d), { winner, loser: otherOf(d, winner), why: 'the GM decided it' }, actor);
}

const librariesOf = (state: GameState, d: Duel): Record<string, Library> =>
  Object.fromEntries([d.challenger, d.defender].map((id) => [id, readyWizard(state, id, nameOf(state, id)).library]));

/**
 * The end (C21.5, C32, C35, C37): the ante — the winner takes the loser's ante card into his library, and his own
 * comes back (R32); each wizard's sheet carries the life points he lost; one at 0 or less is unconscious and loses
 * his hand (C35).
 */
function endDuel(state: GameState, d: Duel, libs: Record<string, Library>, result: DuelResult | undefined, actor: string, track = tracker(state), ranOut: readonly string[] = []): Ev[] {
  if (!result) return [duelEvent('duels.over', { id: d.id, calledOff: true }, PUBLIC, actor), ...afterDuel(state, d, libs, undefined, actor, track, ranOut)];
  let anteWon: string | undefined;
  const after = { ...libs };
  if (d.ante) {
    const lost = d.ante[result.loser]!;
    const own = d.ante[result.winner]!;
    const card = after[result.loser]!.cards[lost]!;
    anteWon = card.name;
    const w = after[result.winner]!;
    after[result.winner] = { ...w, cards: [...w.cards, card], deck: [...w.deck, own, w.cards.length] };
    after[result.loser] = { ...after[result.loser]!, removed: [...(after[result.loser]!.removed ?? []), lost] };
  }
  return [duelEvent('duels.over', { id: d.id, result, ...(anteWon ? { anteWon } : {}) }, PUBLIC, actor), ...afterDuel(state, d, after, result, actor, track, ranOut)];
}

function afterDuel(state: GameState, d: Duel, libs: Record<string, Library>, result: DuelResult | undefined, actor: string, track: Track, ranOut: readonly string[]): Ev[] {
  return [d.challenger, d.defender].map((userId) => {
    const w = wizardsOf(state)[userId]!;
    const life = d.life[userId] ?? currentLife(w);
    // C44: out of cards, he falls unconscious for an hour — unless Mental Toughness keeps him awake.
    const exhausted = ranOut.includes(userId);
    const unconscious = life <= 0 || (exhausted && !w.feats.includes('Mental Toughness'));
    let library = libs[userId];
    // A duel called off gives each his ante card back, on top of his library.
    if (library && d.ante && !result) library = { ...library, deck: [d.ante[userId]!, ...library.deck] };
    if (library && unconscious) library = { ...library, hand: [], graveyard: [...library.graveyard, ...library.hand] };
    return duelEvent('duels.wizard-after', { userId, damage: wizardNumbers(w).lifePoints - life, ...(library ? { change: track(userId, library) } : {}), unconscious, ...(exhausted ? { exhausted: true } : {}) }, onlyPlayers(userId), actor);
  });
}

/** C29: the loser did not honour the terms — no land tapped until restitution or the winner's death; or the GM lifts it. */
export function backlash(state: GameState, actor: string, userId: string, on: boolean): Ev[] {
  if (!isGm(state, actor)) throw new RuleError('the GM marks the karmic backlash', 'ask the GM');
  const w = wizardsOf(state)[userId];
  if (!w) throw new RuleError('that player has no wizard', 'name a wizard’s player');
  if (!on) return [duelEvent('duels.backlash', { userId }, PUBLIC, actor)];
  const lost = [...duelsOf(state)].reverse().find((d) => d.result?.loser === userId);
  if (!lost) throw new RuleError(`${w.name} has lost no duel`, 'the backlash falls on a loser who does not honour the terms (RPG-C29)');
  return [duelEvent('duels.backlash', { userId, winner: lost.result!.winner }, PUBLIC, actor)];
}
