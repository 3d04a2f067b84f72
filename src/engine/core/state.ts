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
  gm: UserRef;
  players: Player[];
  status: GameStatus;
  createdAt: string;
  /** Rolls made in this game (dice and tables), public and private. */
  rollCount: number;
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

export const isGm = (state: Pick<CoreState, 'gm'>, userId: string): boolean => state.gm.id === userId;

/** A GM command run by someone else is refused, naming the GM and the command. */
export function requireGm(state: Pick<CoreState, 'gm'>, userId: string, command: string): void {
  if (!isGm(state, userId)) throw new RuleError(`only the GM (${state.gm.name}) may use ${command}`, 'ask your GM to do it');
}

export const findPlayer = (state: Pick<CoreState, 'players'>, userId: string): Player | undefined =>
  state.players.find((p) => p.userId === userId);
