import type { Waiting } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';
import { currentFight } from './view.js';

/** The fight's initiative waits on every wizard's secret card; the scheduler reminds the missing. */
export function fightWaiting(state: GameState): Waiting | undefined {
  const f = state.ruleset === 'mtg-rpg' ? currentFight(state) : undefined;
  if (!f || f.stage !== 'initiative') return undefined;
  return {
    step: `fight.${f.id}.initiative`,
    kind: 'fight',
    what: 'your initiative card in the fight',
    how: '/fight initiative card:<a card of your hand>',
    missing: f.wizards.map((w) => w.userId).filter((id) => f.initiative[id] === undefined),
    everyone: f.wizards.map((w) => ({ userId: w.userId, name: state.wizards?.[w.userId]?.name ?? w.userId })),
    showsWho: true,
    beganWith: ['fights.moved'],
  };
}
