import { definePart } from '../../../core/part.js';
import { handPlayOver } from './hand-over.js';
import { formerName } from './old-logs.js';
import { PLAY_ACTIONS } from './actions.js';
import { decidePlay } from './decide.js';
import { PLAY_EVENT_WORDS, type PlayEventPayloads } from './events.js';
import { applyPlayEvent } from './evolve.js';
import { startsWithSetUp } from './set-up.js';
import { realmViewFor } from './view.js';
import { dayWaiting } from './waiting.js';
import type { RealmView } from './view-types.js';

/**
 * A Magic Realm game in play (issue 6): the characters' numbers, BIMR4's set-up secrets and whispers, the calendar,
 * and the day — Birdsong orders, Daylight turns, Sunset to Midnight. Undo words are public: never an order or a secret.
 */
export const playPart = definePart<typeof PLAY_ACTIONS, PlayEventPayloads, RealmView>({
  id: 'play',
  formerName,
  actions: PLAY_ACTIONS,
  decide: decidePlay,
  evolve: applyPlayEvent,
  handOver: handPlayOver,
  viewFor: (state, viewer) => (state.ruleset === 'magic-realm' ? realmViewFor(state, viewer) : undefined),
  waitingOn: dayWaiting,
  startsWith: startsWithSetUp,
  events: PLAY_EVENT_WORDS,
});
