/** Who may see an event: everyone, only the GM, or the GM and the named players (Discord user ids). */
export type Visibility =
  | { kind: 'public' }
  | { kind: 'gm' }
  | { kind: 'players'; userIds: string[] };

export const PUBLIC: Visibility = { kind: 'public' };
export const GM_ONLY: Visibility = { kind: 'gm' };
export const onlyPlayers = (...userIds: string[]): Visibility => ({ kind: 'players', userIds });

/** A person in a game: a Discord user (or a console `@name`). */
export interface UserRef {
  id: string;
  name: string;
}

/** One fact that happened. `payload` is JSON: it holds every die drawn, so replay never rolls again. */
export interface GameEvent<T extends string = string, P = unknown> {
  type: T;
  payload: P;
  visibility: Visibility;
  /** User id of whoever caused it. */
  actor: string;
}

/** An event as stored: numbered within its game and tied to the action that produced it. */
export interface StoredEvent extends GameEvent {
  seq: number;
  actionSeq: number;
  at: string;
}

/** A viewer of a game: the GM sees everything, a player his own secrets and the public facts. */
export interface Viewer {
  userId: string;
}

/** A rule was broken or input does not fit the game: told to the user, nothing is committed. */
export class RuleError extends Error {
  constructor(
    message: string,
    /** How to do it right, shown under the message. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/**
 * Whether a rule check accepts (true when it returns, false when it throws a RuleError; any other error is thrown
 * on): how an offer, a hint or an example asks the same check that judges the command.
 */
export function accepts(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}
