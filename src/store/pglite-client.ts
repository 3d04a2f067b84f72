import { types, type PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite as drizzle is given it: the same client, without drizzle's result parsers on every query.
 *
 * drizzle's PGlite driver passes its parsers (dates, times and intervals kept as the text PostgreSQL sends) with every
 * query, and PGlite 0.5 then copies its whole table of parsers for that query: 0.17 ms for a one-row INSERT against
 * 0.075 ms without (medians of 500 here), on every statement the bot runs. (The table is slow to copy because PGlite,
 * once ready, adds a parser for each of its hundred-odd array types to it.) The same parsers are set once on the
 * client instead (`DRIZZLE_PARSERS`, after those array types), and drizzle's queries reach it through this wrapper,
 * which leaves the per-query copy out; every other option (drizzle's row mode) is passed on.
 */

/** drizzle's parsers (drizzle-orm/pglite/session.js): these types stay text. */
const keepText = (value: string) => value;
export const DRIZZLE_PARSERS: ParserOptions = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** What drizzle's PGlite session calls on its client. */
export interface DrizzlePgliteClient {
  query: Transaction['query'];
  transaction<T>(callback: (tx: DrizzlePgliteClient) => Promise<T>): Promise<T>;
}

const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
};

/** The client, once ready, for drizzle: drizzle's parsers set on it, and its queries through `forDrizzle`. */
export async function readyForDrizzle(client: PGlite): Promise<DrizzlePgliteClient> {
  await client.waitReady;
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return forDrizzle(client);
}

/** The client (or a transaction of it) for drizzle: its queries without their parsers, its transactions wrapped too. */
function forDrizzle(client: PGlite | Transaction): DrizzlePgliteClient {
  return {
    query: (query, params, options) => client.query(query, params, withoutParsers(options)),
    transaction: (callback) => {
      if (!('transaction' in client)) throw new Error('PGlite has no transaction inside a transaction');
      return client.transaction((tx) => callback(forDrizzle(tx)));
    },
  };
}
