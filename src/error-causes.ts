/** An error as drivers and libraries throw it: a code, a message, the error it wraps, and what else they add. */
export interface ErrorLike {
  code?: string;
  message?: string;
  cause?: unknown;
  [more: string]: unknown;
}

/**
 * The error and the causes under it, outermost first: drizzle, discord.js and fetch wrap the error that says what
 * happened. At most `depth` of them; a thrown value that is not an object ends the chain.
 */
export function causes(error: unknown, depth = 8): ErrorLike[] {
  const out: ErrorLike[] = [];
  for (let e = error; e && typeof e === 'object' && out.length < depth; e = (e as ErrorLike).cause) out.push(e as ErrorLike);
  return out;
}
