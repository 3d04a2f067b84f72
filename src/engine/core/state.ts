import type { RulesetId } from '../rulesets/index.js';
import type { OptionValue } from '../rulesets/options.js';
import type { RefereeDeck } from '../rulesets/mtg-rpg/referee-deck.js';
import type { CampaignState } from '../rulesets/mtg-rpg/campaign/types.js';
import type { BoardState } from '../rulesets/magic-realm/board/state.js';
import type { RealmPlay } from '../rulesets/magic-realm/play/state.js';
import { RuleError, type UserRef } from './types.js';

export interface Player {
  userId: string;
  /** The Discord name of the person. */
  userName: string;
  /** The character (Magic Realm) or wizard (MtG RPG) he plays. */
  character: string;
}

export type GameStatus = 'setup' | 'playing' | 'ended';

/** What /gm undo restores: the state before one action, without its own undo history. */
export interface UndoEntry {
  actionSeq: number;
  summary: string;
  before: Omit<GameState, 'undo'>;
}

export interface GameState {
  id: string;
  channelId: string;
  guildId: string | null;
  ruleset: RulesetId;
  options: Record<string, OptionValue>;
  gm: UserRef;
  players: Player[];
  status: GameStatus;
  createdAt: string;
  /** Rolls made in this game (dice and tables), public and private. */
  rollCount: number;
  /** The MtG RPG referee deck, once the GM has set it or drawn from it (the guideline deck until then). */
  refereeDeck?: RefereeDeck;
  /** The realm campaign (MtG RPG, or Magic Realm with realm-campaign): map, realms, orders, turns. */
  campaign?: CampaignState;
  /** The Magic Realm board: tiles, pieces, what each character discovered, board building. */
  board?: BoardState;
  /** A Magic Realm game in play: characters' numbers, set-up secrets, the calendar and the day. */
  realm?: RealmPlay;
  /** The last actions that /gm undo can revert, newest last. */
  undo: UndoEntry[];
}

/** How many actions back /gm undo reaches. */
export const UNDO_DEPTH = 20;

export const isGm = (state: Pick<GameState, 'gm'>, userId: string): boolean => state.gm.id === userId;

/** A GM command run by someone else is refused, naming the GM and the command. */
export function requireGm(state: Pick<GameState, 'gm'>, userId: string, command: string): void {
  if (!isGm(state, userId)) throw new RuleError(`only the GM (${state.gm.name}) may use ${command}`, 'ask your GM to do it');
}

export const findPlayer = (state: Pick<GameState, 'players'>, userId: string): Player | undefined =>
  state.players.find((p) => p.userId === userId);
