import type { StoredEvent } from '../engine/core/types.js';

/**
 * A typed reader of the payloads of one kind of event among a command's committed events, for a part's map of event
 * types to payloads: `const payloads = payloadReader<PlayEventPayloads>();` then `payloads(events, 'mr.died')`.
 */
export const payloadReader =
  <P>() =>
  <K extends keyof P & string>(events: readonly StoredEvent[], type: K): P[K][] =>
    events.filter((e) => e.type === type).map((e) => e.payload as P[K]);
