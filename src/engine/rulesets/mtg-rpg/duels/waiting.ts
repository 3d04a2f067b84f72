import type { Waiting } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { duelsOf } from './flow.js';
import { QUICK_CARDS } from './terms.js';
import { wizardName } from './view.js';

/** The secret choices of a duel wait on their wizards: the scheduler reminds the missing in their private places. */
export function duelWaiting(state: GameState): Waiting | undefined {
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
    beganWith: ['duels.began', 'duels.initiative-decided', 'duels.turn-revealed'],
  };
}
