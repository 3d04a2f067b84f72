import type { Waiting } from '../../../core/part.js';
import { characterOf, type GameState } from '../../../core/state.js';
import { playOf } from '../play/access.js';
import { currentCombat } from './access.js';

/**
 * The secret plays of a combat round wait on their players (issue 14): the channel's status message shows a ✔ per
 * character as each plays (edited in place), and the scheduler reminds the missing in their private places. The
 * steps taken in turn (luring, the encounter actions, the targets) mention their player in the combat message
 * instead. No deadline moves a combat on: the GM plays for a character with `player:`, or ends it with /combat end.
 */
export function combatWaiting(state: GameState): Waiting | undefined {
  if (state.ruleset !== 'magic-realm' || state.status !== 'playing') return undefined;
  const c = currentCombat(state);
  if (!c || c.step !== 'play') return undefined;
  return {
    step: `${playOf(state).day?.number ?? 1}.combat.${c.clearing}.${c.round}`,
    kind: 'combat',
    what: `your secret play in the combat in ${c.clearing}, round ${c.round}`,
    how: '/combat play fight:"FIGHT M4" direction:thrust move:"MOVE M4" maneuver:dodge',
    missing: c.playing.filter((id) => !c.plays[id]),
    everyone: c.playing.map((userId) => ({ userId, name: characterOf(state, userId) ?? userId })),
    showsWho: true,
    form: { command: 'combat', subcommand: 'play', label: '🤫 Record my play' },
    beganWith: ['combat.step'],
  };
}
