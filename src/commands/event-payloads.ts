import type { StoredEvent } from '../engine/core/types.js';

/**
 * A typed reader of the payloads of one kind of event among a command's committed events, for a part's map of event
 * types to payloads: `const payloads = payloadReader<PlayEventPayloads>();` then `payloads(events, 'play.died')`.
 */
export const payloadReader =
  <P>() =>
  <K extends keyof P & string>(events: readonly StoredEvent[], type: K): P[K][] =>
    events.filter((e) => e.type === type).map((e) => e.payload as P[K]);

/**
 * The first event an action made of its own. A server GM role holder's first act in a game is preceded by
 * `game.gm-role-used` (core/engine.ts), so a handler that read `events[0]` answered with that event's payload
 * ("undefined: undefined undefined → undefined") and told nobody.
 */
export const actionEvent = (events: readonly StoredEvent[]): StoredEvent => {
  const found = events.find((e) => e.type !== 'game.gm-role-used');
  if (!found) throw new Error('the action committed no event of its own');
  return found;
};
