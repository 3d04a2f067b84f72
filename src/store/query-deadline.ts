import type postgres from 'postgres';

/**
 * A client-side deadline on every statement and every transaction the bot sends PostgreSQL (issue 26). The server's
 * own statement_timeout cannot help when the server itself is frozen (stopped, swapping, a network path that drops
 * packets without a reset): the statement then waits for ever, and with it the command, the game's queue of commands
 * (src/store/keyed-queue.ts) and, one by one, the pool's connections. With the deadline the statement's promise
 * fails with QueryDeadlineError, which the store reads as a lost connection (unreachable.ts): the user is told, the
 * queue moves on, and the next statement takes another connection.
 *
 * The statement itself is not withdrawn: the server may still run it once it wakes. So a deadline that passes while
 * a commit is in flight is answered "may or may not have been applied" (game-store.ts), never "nothing changed".
 */
export class QueryDeadlineError extends Error {
  /** Read by unreachable.ts with the driver's own connection codes. */
  readonly code = 'QUERY_DEADLINE';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'QueryDeadlineError';
  }
}

export function within<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueryDeadlineError(ms)), ms);
  });
  return Promise.race([Promise.resolve(work), late]).finally(() => clearTimeout(timer));
}

/**
 * A statement as drizzle uses it: awaited, or asked for `.values()` first. postgres.js runs a query when it is first
 * awaited, so this stays lazy until then and asks for the values before running it, as drizzle expects.
 */
function timedQuery(query: postgres.PendingQuery<postgres.Row[]>, ms: number) {
  return {
    then<A, B>(onFulfilled?: (rows: postgres.Row[]) => A | PromiseLike<A>, onRejected?: (reason: unknown) => B | PromiseLike<B>) {
      return within(query, ms).then(onFulfilled, onRejected);
    },
    values: () => within(query.values(), ms),
  };
}

/**
 * The postgres.js client with a deadline of `ms` on each statement (`unsafe`, which is how drizzle sends every one)
 * and on each transaction as a whole (`begin`, whose statements get the deadline too). The rest passes through.
 */
export function withQueryDeadline(client: postgres.Sql, ms: number): postgres.Sql {
  const wrap = (sql: postgres.Sql): postgres.Sql => {
    // What is assigned onto the client (a test counting its statements replaces `unsafe`) is kept here, in front of
    // the deadline, so that calling back into the deadline's `unsafe` reaches the driver's, not itself.
    const assigned = new Map<string | symbol, unknown>();
    return new Proxy(sql, {
      set(_target, prop, value) {
        assigned.set(prop, value);
        return true;
      },
      get(target, prop, receiver) {
        if (assigned.has(prop)) return assigned.get(prop);
        if (prop === 'unsafe') return (query: string, params?: unknown[], options?: unknown) => timedQuery((target.unsafe as (...a: unknown[]) => postgres.PendingQuery<postgres.Row[]>)(query, params, options), ms);
        if (prop === 'begin') {
          return (...args: unknown[]) => {
            const fn = args.pop() as (tx: postgres.Sql) => unknown;
            return within((target.begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: postgres.Sql) => fn(wrap(tx))), ms);
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return wrap(client);
}
