import type { OptionValue } from './options.js';
import type { Change } from './patch.js';
import { RuleError, type UserRef } from './types.js';

export interface Player {
  userId: string;
  /** The Discord name of the person. */
  userName: string;
  /** The character (Magic Realm) or wizard (MtG RPG) he plays. */
  character: string;
}

/** A character whose player left: its state waits under its seat (`unplayed:<character>`) for a new player. */
export interface UnplayedCharacter {
  character: string;
  /** Who played it last. */
  lastPlayer: UserRef;
}

/** A character who died: who played him last, and how he died. */
export interface FallenCharacter {
  character: string;
  lastPlayer: UserRef;
  cause: string;
}

export type GameStatus = 'setup' | 'playing' | 'ended';

/** What /gm undo restores: the values one action replaced (src/engine/core/patch.ts), not a copy of the game. */
export interface UndoEntry {
  actionSeq: number;
  summary: string;
  changes: Change[];
}

/** The game's own state, whatever its ruleset: who plays, its options, where play stands. */
export interface CoreState {
  id: string;
  channelId: string;
  guildId: string | null;
  /** A ruleset id of the engine's configuration (src/engine/rulesets). */
  ruleset: string;
  options: Record<string, OptionValue>;
  /** The GM who created the game: he cannot be removed, and the refusals name him. */
  gm: UserRef;
  /**
   * Co-GMs by user id (`/gm add`): each may do all the GM may and sees every secret. Absent in older logs and
   * snapshots (none). A record rather than a list: a snapshot taken before this field existed still fits, and a
   * later-added record is what src/store/snapshot-fit.ts accepts.
   */
  coGms?: Record<string, UserRef>;
  /**
   * Who has acted in this game through the server's GM role (`/gm role`), by user id, with the role he held: a
   * record for the log and the thread names only. It gives no power: whether someone holds the role is asked at
   * each command (src/commands/game-context.ts) and passed to the engine's decide as an input. Absent in older logs.
   */
  roleGms?: Record<string, UserRef & { role: string }>;
  /**
   * The member acting in this one action or view through the server's GM role: set only on a copy of the state, by
   * the engine's decide and by the command layer's look-ups (throughGmRole), never in a stored state or snapshot.
   */
  actingGm?: UserRef;
  players: Player[];
  /**
   * Characters nobody plays now (`/game leave`), by their seat: the id the parts' states key them by while they wait
   * for `/game replace` to give them to a new player. Absent in older logs (none).
   */
  unplayed?: Record<string, UnplayedCharacter>;
  /**
   * Characters who died (issue 27), by their seat (`dead:<character>`): out of play at once — no longer among the
   * players, their state kept under the seat for the record. Their players may join again with a new character.
   * Absent in older logs (none).
   */
  fallen?: Record<string, FallenCharacter>;
  status: GameStatus;
  createdAt: string;
  /** Rolls made in this game (dice and tables), public and private. */
  rollCount: number;
  /**
   * The dice rolled in the open in this game (issue 27), the engine's and /roll's, counted from the public events
   * (core/dice-count.ts). A private roll's dice are not counted: their number would tell what was rolled.
   */
  diceRolled: number;
  /** The last actions that /gm undo can revert, newest last. */
  undo: UndoEntry[];
}

/**
 * Each part keeps its slice of the state under its own key, declared in its own folder by augmenting this
 * interface (`declare module '…/core/state.js' { interface PartStates { board: BoardState } }`), so the core
 * names no ruleset and a new part touches no file outside its folder but the list of parts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PartStates {}

export type GameState = CoreState & Partial<PartStates>;

/** How many actions back /gm undo reaches. */
export const UNDO_DEPTH = 20;

/** The seat of a dead character (issue 27): like an unplayed seat, never a user id. */
export const deadSeat = (character: string): string => `dead:${character}`;

/** The seat of a character nobody plays: never a Discord user id nor a console name (they have no colon). */
export const unplayedSeat = (character: string): string => `unplayed:${character}`;

type GmFields = Pick<CoreState, 'gm' | 'coGms' | 'actingGm'>;

/** The GM and the co-GMs, the GM first (and last, the member acting now through the server's GM role). */
export const gmsOf = (state: GmFields): UserRef[] => [state.gm, ...Object.values(state.coGms ?? {}), ...(state.actingGm ? [state.actingGm] : [])];

/**
 * The GM, a co-GM, or the member acting now through the server's GM role: he may do all the GM may and sees every
 * secret.
 */
export const isGm = (state: GmFields, userId: string): boolean =>
  userId !== '' && (state.gm.id === userId || !!state.coGms?.[userId] || state.actingGm?.id === userId);

/**
 * The state as a member holding the server's GM role acts on it or sees it: as one of its GMs (`actingGm`), unless
 * he runs the game already or plays in it — a player with the role stays a player, and gains no GM sight.
 */
export function throughGmRole<S extends CoreState>(state: S, user: UserRef): S {
  if (isGm(state, user.id) || findPlayer(state, user.id)) return state;
  return { ...state, actingGm: user };
}

/** Who runs the game, as a refusal names them: `the GM (Gandalf)` or `the GM (Gandalf) or a co-GM (Bob, Carol)`. */
export function gmNames(state: GmFields): string {
  const co = Object.values(state.coGms ?? {}).map((u) => u.name);
  return `the GM (${state.gm.name})${co.length ? ` or a co-GM (${co.join(', ')})` : ''}`;
}

/** A GM command run by someone else is refused, naming the GM (and the co-GMs) and the command. */
export function requireGm(state: GmFields, userId: string, command: string): void {
  if (!isGm(state, userId)) throw new RuleError(`only ${gmNames(state)} may use ${command}`, 'ask your GM to do it');
}

export const findPlayer = (state: Pick<CoreState, 'players'>, userId: string): Player | undefined =>
  state.players.find((p) => p.userId === userId);

/** The character a player or a seat holds: his player's, or the unplayed one's waiting under that seat. */
export const characterOf = (state: Pick<CoreState, 'players' | 'unplayed'>, id: string): string | undefined =>
  findPlayer(state, id)?.character ?? state.unplayed?.[id]?.character;
