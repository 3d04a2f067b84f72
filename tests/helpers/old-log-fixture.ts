import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StoredEvent } from '../../src/engine/core/types.js';
import { currentEvent } from '../../src/engine/parts.js';

/**
 * The state keys older versions used, and today's (issue 28 gave each part one name: the Magic Realm day's state
 * `magicRealm` is `play`, its combat's `realmCombat` is `combat`, the referee deck's `refereeDeck` is `deck`).
 */
const FORMER_KEYS: Readonly<Record<string, string>> = { magicRealm: 'play', realmCombat: 'combat', refereeDeck: 'deck' };

/** A recorded value under today's state keys (the same values: only the names of the parts' slices changed). */
function todaysKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(todaysKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [FORMER_KEYS[k] ?? k, todaysKeys(v)]));
}

/**
 * A log recorded by an older version (tests/fixtures/README.md), as the store reads it today: its events under
 * today's type names (engine.ts currentEvent, as the store's reads do), the states that code computed under today's
 * state keys; `storedTypes` are the event types as the file holds them.
 */
export function oldLogFixture<T extends { events: StoredEvent[] }>(file: string): T & { storedTypes: string[] } {
  const raw = JSON.parse(readFileSync(resolve(__dirname, '../fixtures', file), 'utf8')) as T & { expected?: unknown };
  return {
    ...raw,
    ...('expected' in raw ? { expected: todaysKeys(raw.expected) } : {}),
    events: raw.events.map((e) => currentEvent(e)),
    storedTypes: raw.events.map((e) => e.type),
  };
}
