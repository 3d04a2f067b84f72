import type { GameState } from '../engine/core/state.js';

/**
 * Whether a stored snapshot fits the state shape this code builds, so a snapshot written by an older version is
 * not trusted blindly (STATE_FORMAT only helps when someone remembers to bump it).
 *
 * The reference is the state this code builds from the game's own first event (`game.created`, one event, cheap
 * to replay): every key it holds must be in the snapshot with the same kind of value (object, array, string,
 * number, boolean), recursively through plain objects (the options, the GM). That catches a field added to the
 * core state, one renamed, or one whose type changed. The slices of the parts (board, campaign, …) only appear
 * with later events, so they get a lighter check here: each must be a plain object. The store adds the second
 * half of the check: it replays the log's tail onto the snapshot, and a tail that throws on it also means the
 * snapshot does not fit. On any misfit the store replays the whole log instead, which is always right.
 *
 * Returns undefined when it fits, else the path of the first misfit (for the log).
 */
export function snapshotMisfit(reference: GameState, snapshot: unknown): string | undefined {
  if (!isPlainObject(snapshot)) return '(the snapshot is not an object)';
  const core = misfit(reference, snapshot, '');
  if (core) return core;
  for (const [key, value] of Object.entries(snapshot)) {
    if (key in reference) continue;
    if (value !== null && value !== undefined && !isPlainObject(value)) return key;
  }
  return undefined;
}

function misfit(reference: unknown, candidate: unknown, path: string): string | undefined {
  if (!isPlainObject(reference)) return undefined;
  if (!isPlainObject(candidate)) return path || '(root)';
  for (const [key, want] of Object.entries(reference)) {
    // A null or missing reference value says nothing about the kind the field takes later.
    if (want === null || want === undefined) continue;
    const at = path ? `${path}.${key}` : key;
    const got = candidate[key];
    if (kind(got) !== kind(want)) return at;
    const deeper = misfit(want, got, at);
    if (deeper) return deeper;
  }
  return undefined;
}

function kind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null || value === undefined) return 'missing';
  return typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
