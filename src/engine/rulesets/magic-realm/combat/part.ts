import { definePart } from '../../../core/part.js';
import { formerName } from './old-logs.js';
import { COMBAT_ACTIONS } from './actions.js';
import { COMBAT_EVENT_WORDS, type CombatEventPayloads } from './events.js';
import { applyCombatEvent } from './evolve.js';
import { beginCombat } from './begin.js';
import { decideCombat } from './decide.js';
import { handCombatOver } from './hand-over.js';
import { combatViewFor, type CombatView } from './view.js';
import { combatWaiting } from './waiting.js';
import { demonWaiting } from '../magic/ask-demon.js';

/**
 * Magic Realm combat at Evening (issue 14): a clearing's rounds — luring, assignment, encounter actions, targets, the
 * secret plays and the reveal. Undo words are public: never a play before its reveal.
 */
export const combatPart = definePart<typeof COMBAT_ACTIONS, CombatEventPayloads, CombatView>({
  id: 'combat',
  formerName,
  actions: COMBAT_ACTIONS,
  decide: decideCombat,
  evolve: applyCombatEvent,
  handOver: handCombatOver,
  viewFor: combatViewFor,
  // Issue 29: a question to the demon waits on the GM when no combat play waits (magic/ask-demon.ts).
  waitingOn: (state) => combatWaiting(state) ?? demonWaiting(state),
  // The day's Evening offers its step to the parts at each GM's Next: combat begins its next marked clearing there.
  takesStep: (state, step, dice, actor, ctx) => (step === 'evening' ? beginCombat(state, dice, actor, ctx) : undefined),
  events: COMBAT_EVENT_WORDS,
});
