import { RuleError } from '../engine/core/types.js';
import { causes } from '../error-causes.js';

/**
 * The database could not be reached (down, restarting, refusing connections): the command is answered with a
 * sentence the user can act on instead of "something went wrong". A RuleError, so every place that turns errors
 * into replies already shows its message and hint.
 */
export class DatabaseUnreachableError extends RuleError {
  constructor(
    /** True when the connection broke while the action's commit was in flight: it may or may not have been applied. */
    readonly duringCommit = false,
  ) {
    super(
      duringCommit
        ? "the game's database stopped answering while your action was being saved, so it may or may not have been applied"
        : "the game's database is unreachable, nothing was changed",
      duringCommit ? 'look at /log in a minute before you run it again' : 'try again in a minute',
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** Node's socket errors and postgres.js's own codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Ours: a statement the server did not answer in time (query-deadline.ts).
  'QUERY_DEADLINE',
]);
/** PostgreSQL's SQLSTATEs of a server going away: shutting down, starting up, a crash. */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '57P05']);

/** Whether an error (or one of its causes: drizzle wraps the driver's) says the database is unreachable. */
export function isConnectionError(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e instanceof DatabaseUnreachableError) return true;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (CONNECTION_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08'))) return true;
    if (Array.isArray(e.errors) && e.errors.some(isConnectionError)) return true; // AggregateError of a dual-stack connect
  }
  return false;
}

/** Only connection errors: made not connecting (the request never reached the server), so nothing was sent. */
export function isRefusedConnection(error: unknown): boolean {
  for (const e of causes(error)) {
    if (['ECONNREFUSED', 'CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', '57P03'].includes(e.code ?? '')) return true;
    if (Array.isArray(e.errors) && e.errors.some(isRefusedConnection)) return true;
  }
  return false;
}
