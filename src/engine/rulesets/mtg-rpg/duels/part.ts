/**
 * Wizards' duels (issue 15; RPG-C20–C32): the ritual's steps, the secret choices, the quick duels of one, three and
 * seven cards resolved by the bot, the limited and full-deck duels played at the table with the GM, the ante and the
 * karmic backlash. Undo words are public: never a card before its reveal, never a life total.
 */
import { handDuelsOver } from '../hand-over.js';
import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';
import type { Waiting } from '../../../core/part.js';
import { definePart } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { landValue } from '../deck/view.js';
import type { Wizard } from '../wizards/creation.js';
import { applyLibraryChange, type LibraryChange } from '../wizards/library-change.js';
import { wordsReadingOld } from '../old-words.js';
import * as flow from './flow.js';
import { currentDuelEvent, duelEventForWords } from './old-logs.js';
import { duelsViewFor, wizardName, type DuelView } from './view.js';
import { activeDuelOf, duelsOf, type DuelEventPayloads } from './flow.js';
import { challengedDuel, DUEL_LENGTHS, QUICK_CARDS, STAKES, STAKES_LABEL, VICTORIES, VICTORY_LABEL, type Duel } from './terms.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's duels, the finished ones kept (issue 15). */
    duels: Duel[];
  }
}

const card = z.string().trim().min(1).max(100);

export const DUEL_ACTIONS = [
  z.object({ type: z.literal('duel.challenge'), actor: userRef, opponent: playerId }),
  z.object({ type: z.literal('duel.refuse'), actor: userRef }),
  z.object({ type: z.literal('duel.accept'), actor: userRef, length: z.enum(DUEL_LENGTHS) }),
  z.object({ type: z.literal('duel.stakes'), actor: userRef, stakes: z.enum(STAKES) }),
  z.object({ type: z.literal('duel.victory'), actor: userRef, victory: z.enum(VICTORIES) }),
  z.object({ type: z.literal('duel.initiative'), actor: userRef, card: card.optional(), first: z.enum(['me', 'opponent']) }),
  z.object({ type: z.literal('duel.play'), actor: userRef, card }),
  z.object({ type: z.literal('duel.yield'), actor: userRef }),
  z.object({ type: z.literal('duel.life'), actor: userRef, player: playerId, change: z.number().int().min(-99).max(99) }),
  z.object({ type: z.literal('duel.turn'), actor: userRef, player: playerId }),
  z.object({ type: z.literal('duel.end'), actor: userRef, player: playerId, winner: playerId.optional() }),
  z.object({ type: z.literal('duel.backlash'), actor: userRef, player: playerId, on: z.boolean() }),
] as const;

/** The secret choices of a duel wait on their wizards: the scheduler reminds the missing in their private places. */
function duelWaiting(state: GameState): Waiting | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  const d = duelsOf(state).find((x) => (x.stage === 'initiative' || (x.stage === 'playing' && QUICK_CARDS[x.length!] !== undefined)));
  if (!d) return undefined;
  const both = [d.challenger, d.defender];
  const initiative = d.stage === 'initiative';
  return {
    step: `duel.${d.id}.${initiative ? 'initiative' : d.turn}`,
    kind: 'duel',
    what: initiative ? `your initiative card in the duel` : `your card for turn ${d.turn} of the duel`,
    how: initiative ? '/duel initiative card:<a card of your hand> first:me' : '/duel play card:<a card of your hand>',
    missing: both.filter((id) => (initiative ? !d.initiative[id] : d.chosen[id] === undefined)),
    everyone: both.map((userId) => ({ userId, name: wizardName(state, userId) })),
    showsWho: true,
    beganWith: ['duel.began', 'duel.initiative-decided', 'duel.turn-revealed'],
  };
}

const setDuel = (state: GameState, id: number, f: (d: Duel) => Duel): GameState => ({ ...state, duels: duelsOf(state).map((d) => (d.id === id ? f(d) : d)) });
const setWizard = (state: GameState, userId: string, f: (w: Wizard) => Wizard): GameState => {
  const w = state.wizards?.[userId];
  return w ? { ...state, wizards: { ...state.wizards, [userId]: f(w) } } : state;
};
/** The cards the duel moved in his library. */
const setLibrary = (state: GameState, userId: string, change: LibraryChange | undefined): GameState => (change ? setWizard(state, userId, (w) => (w.library ? { ...w, library: applyLibraryChange(w.library, change) } : w)) : state);

export const duelsPart = definePart<typeof DUEL_ACTIONS, DuelEventPayloads, DuelView[]>({
  id: 'duels',
  actions: DUEL_ACTIONS,
  handOver: handDuelsOver,
  decide(state, action) {
    if (state.ruleset !== 'mtg-rpg') throw new RuleError('duels are the MtG RPG’s', 'Magic Realm fights with /combat');
    const actor = action.actor.id;
    switch (action.type) {
      case 'duel.challenge':
        return flow.challenge(state, actor, action.opponent);
      case 'duel.refuse':
        return flow.refuse(state, actor);
      case 'duel.accept':
        return flow.setLength(state, actor, action.length);
      case 'duel.stakes':
        return flow.setStakes(state, actor, action.stakes);
      case 'duel.victory':
        return flow.setVictory(state, actor, action.victory);
      case 'duel.initiative':
        return flow.chooseInitiative(state, actor, action.card && action.card.toLowerCase() !== 'none' ? action.card : undefined, action.first, { landValue: landValue(state) });
      case 'duel.play':
        return flow.chooseCard(state, actor, action.card);
      case 'duel.yield':
        return flow.yieldDuel(state, actor);
      case 'duel.life':
        return flow.adjustLife(state, actor, action.player, action.change);
      case 'duel.turn':
        return flow.endTurn(state, actor, action.player);
      case 'duel.end':
        return flow.gmEnd(state, actor, action.player, action.winner);
      case 'duel.backlash':
        return flow.backlash(state, actor, action.player, action.on);
    }
  },
  evolve(state, stored) {
    const e = currentDuelEvent(state, stored) as typeof stored;
    const p = e.payload as { id: number };
    switch (e.type) {
      case 'duel.challenged':
        return { ...state, duels: [...duelsOf(state), challengedDuel(e.payload.id, e.payload.challenger, e.payload.defender)] };
      case 'duel.refused':
        return setDuel(state, p.id, (d) => ({ ...d, stage: 'over' }));
      case 'duel.length-set':
        return setDuel(state, p.id, (d) => ({ ...d, length: e.payload.length, stage: 'stakes' }));
      case 'duel.stakes-set':
        return setDuel(state, p.id, (d) => ({ ...d, stakes: e.payload.stakes, stage: 'victory' }));
      case 'duel.victory-set':
        return setDuel(state, p.id, (d) => ({ ...d, victory: e.payload.victory }));
      case 'duel.library': {
        const { userId, change, ante } = e.payload;
        const s = setLibrary(state, userId, change);
        return ante === undefined ? s : setDuel(s, p.id, (d) => ({ ...d, ante: { ...d.ante, [userId]: ante } }));
      }
      case 'duel.life': {
        const { userId, life } = e.payload;
        return setDuel(state, p.id, (d) => ({ ...d, life: { ...d.life, [userId]: life }, began: { ...d.began, [userId]: d.began?.[userId] ?? life } }));
      }
      case 'duel.began':
        return setDuel(state, p.id, (d) => ({ ...d, stage: 'initiative' }));
      case 'duel.initiative-chosen': {
        const { userId, card: c, first } = e.payload;
        return setDuel(state, p.id, (d) => ({ ...d, initiative: { ...d.initiative, [userId]: { ...(c !== undefined ? { card: c } : {}), first } } }));
      }
      case 'duel.card-chosen':
        return setDuel(state, p.id, (d) => ({ ...d, chosen: { ...d.chosen, [e.payload.userId]: e.payload.card } }));
      case 'duel.initiative-decided':
        return setDuel(state, p.id, (d) => ({ ...d, order: e.payload.order, stage: 'playing', turn: 1, chosen: {} }));
      case 'duel.turn-revealed': {
        const { turn, dealt, blooded } = e.payload;
        return setDuel(state, p.id, (d) => ({ ...d, turns: [...d.turns, turn], dealt, ...(blooded !== undefined ? { blooded } : {}), turn: d.turn + 1, chosen: {} }));
      }
      case 'duel.turn-ended':
        return setDuel(state, p.id, (d) => ({ ...d, turn: d.turn + 1 }));
      case 'duel.adjusted':
      case 'duel.yielded':
        return state;
      case 'duel.over':
        return setDuel(state, p.id, (d) => ({ ...d, stage: 'over', ...(e.payload.result ? { result: e.payload.result } : {}) }));
      case 'duel.wizard-after': {
        const { userId, damage, change, exhausted } = e.payload;
        return setWizard(setLibrary(state, userId, change), userId, (w) => ({ ...w, damage, ...(exhausted ? { exhausted: true } : {}) }));
      }
      case 'duel.backlash': {
        const { userId, winner } = e.payload;
        return setWizard(state, userId, (w) => {
          const { backlash: _lifted, ...rest } = w;
          return winner ? { ...rest, backlash: winner } : rest;
        });
      }
    }
    return state;
  },
  viewFor: duelsViewFor,
  waitingOn: duelWaiting,
  events: wordsReadingOld<DuelEventPayloads>({
    'duel.challenged': { log: (e) => `${e.payload.names[e.payload.challenger]} challenges ${e.payload.names[e.payload.defender]} to a duel`, undo: () => 'a challenge to a duel' },
    'duel.refused': { log: () => 'The challenge is refused: the challenger is bound by no rules against the refuser (RPG-C25)', undo: () => 'a refused challenge' },
    'duel.length-set': { log: (e) => `The challenge is accepted: a duel of ${e.payload.length}`, undo: () => 'the duel’s length' },
    'duel.stakes-set': { log: (e) => `The stakes: ${STAKES_LABEL[e.payload.stakes]}`, undo: () => 'the duel’s stakes' },
    'duel.victory-set': { log: (e) => `The victory condition: ${VICTORY_LABEL[e.payload.victory]}`, undo: () => 'the duel’s victory condition' },
    'duel.library': { log: (e) => `🔒 In the duel, a hand of ${e.payload.hand}${e.payload.ante !== undefined ? `; the ante set aside: ${e.payload.anteCard}` : ''}`, undo: () => 'a wizard’s cards in a duel' },
    'duel.life': { log: (e) => `🔒 Life points in the duel: ${e.payload.life}`, undo: () => 'life points in a duel' },
    'duel.began': { log: () => 'The duel begins: both choose their initiative in secret', undo: () => 'the start of a duel' },
    'duel.initiative-chosen': { log: (e) => `🔒 Initiative chosen: ${e.payload.card === undefined ? 'no card' : `card #${e.payload.card + 1} of the library`}, ${e.payload.first === 'me' ? 'to play first' : 'to let the other play first'}`, undo: () => 'a secret choice in a duel' },
    'duel.card-chosen': { log: (e) => `🔒 Card chosen: ${e.payload.card === 'none' ? 'none' : `#${e.payload.card + 1} of the library`}`, undo: () => 'a secret choice in a duel' },
    'duel.choice-noted': { log: (e) => `A wizard has chosen (${e.payload.step})`, undo: false },
    'duel.initiative-decided': { log: (e) => `Initiative decided; the order of play is set`, undo: () => 'the duel’s initiative' },
    'duel.turn-revealed': { log: (e) => `Duel, turn ${e.payload.turn.n}: ${e.payload.turn.plays.map((x) => `${x.card ?? 'no card'} — ${x.did}`).join('; ')}`, undo: () => 'a turn of a duel' },
    'duel.turn-ended': { log: (e) => `Duel: turn ${e.payload.turn} is over`, undo: () => 'the end of a duel’s turn' },
    'duel.adjusted': { log: () => 'The GM applies a change to life points in the duel', undo: () => 'a life change in a duel' },
    'duel.yielded': { log: () => 'A wizard yields the duel', undo: () => 'a yield' },
    'duel.over': { log: (e) => (e.payload.calledOff || !e.payload.result ? 'The duel is called off' : `The duel is over (${e.payload.result.why})${e.payload.anteWon ? `; the ante won: ${e.payload.anteWon}` : ''}`), undo: () => 'the end of a duel' },
    'duel.wizard-after': { log: (e) => `🔒 After the duel: ${e.payload.damage} life points lost${e.payload.unconscious ? ', unconscious (the hand lost)' : ''}`, undo: () => 'a wizard’s sheet after a duel' },
    'duel.backlash': { log: (e) => (e.payload.winner ? 'Karmic backlash: the loser taps no land until restitution is made (RPG-C29)' : 'The karmic backlash is lifted'), undo: () => 'a karmic backlash' },
  }, duelEventForWords),
});

export { activeDuelOf, duelsOf, duelsViewFor, type DuelView };
export { duelViewFor } from './view.js';
