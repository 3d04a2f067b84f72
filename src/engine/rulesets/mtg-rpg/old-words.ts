/**
 * Words for events stored in an older shape (issue 28): a part's log lines and undo words read the event as it is
 * stored today; `wordsReadingOld` first hands them the old event turned into today's shape by the part's old-logs.ts,
 * so /log and /gm undo read games stored before the change.
 */
import type { EventTable } from '../../core/part.js';
import type { StoredEvent } from '../../core/types.js';

export function wordsReadingOld<P>(words: EventTable<P>, current: (e: StoredEvent) => StoredEvent): EventTable<P> {
  const out: Record<string, { log: (e: never, reader: never) => string; undo: ((e: never) => string) | false }> = {};
  for (const [type, w] of Object.entries(words) as [string, { log: (e: StoredEvent, reader: unknown) => string; undo: ((e: StoredEvent) => string) | false }][]) {
    const undo = w.undo;
    out[type] = { log: ((e: StoredEvent, reader: unknown) => w.log(current(e), reader)) as never, undo: undo === false ? false : (((e: StoredEvent) => undo(current(e))) as never) };
  }
  return out as unknown as EventTable<P>;
}
