import type { RulesetConfig } from './lifecycle.js';
import type { OptionValue, RuleOption } from './options.js';
import { isGm, type CoreState, type GameStatus, type Player } from './state.js';
import type { FallenCharacter, GameState, UnplayedCharacter } from './state.js';
import type { GameEvent, UserRef, Viewer } from './types.js';

/**
 * What one viewer may see of a game. Renderers and replies receive only this, never the raw state,
 * so a secret cannot reach a channel message or a picture by accident.
 */
export interface GameView {
  id: string;
  ruleset: { id: string; title: string; playerNoun: string };
  options: { option: RuleOption; value: OptionValue }[];
  gm: UserRef;
  /** The co-GMs (`/gm add`). */
  coGms: UserRef[];
  players: Player[];
  /** The characters nobody plays now (`/game leave`), waiting for `/game replace`. */
  unplayed: UnplayedCharacter[];
  /** The characters who died (issue 27): out of play, public. */
  fallen: FallenCharacter[];
  status: GameStatus;
  createdAt: string;
  rollCount: number;
  /** The dice rolled in the open (state.diceRolled). */
  diceRolled: number;
  /** The viewer's own standing in the game. */
  viewer: { userId: string; isGm: boolean; player?: Player };
  /** What /gm undo would revert next (GM only). */
  nextUndo?: string;
}

export function coreView(ruleset: RulesetConfig, state: GameState, viewer: Viewer): GameView {
  const gm = isGm(state, viewer.userId);
  return {
    id: state.id,
    ruleset: { id: ruleset.id, title: ruleset.title, playerNoun: ruleset.playerNoun },
    options: ruleset.options.map((option) => ({ option, value: state.options[option.key] ?? option.default })),
    gm: state.gm,
    // The co-GMs the game made (a member acting through the server's GM role is not one of them).
    coGms: Object.values(state.coGms ?? {}),
    players: state.players,
    unplayed: Object.values(state.unplayed ?? {}),
    fallen: Object.values(state.fallen ?? {}),
    status: state.status,
    createdAt: state.createdAt,
    rollCount: state.rollCount,
    diceRolled: state.diceRolled ?? 0,
    viewer: { userId: viewer.userId, isGm: gm, player: state.players.find((p) => p.userId === viewer.userId) },
    nextUndo: gm ? state.undo[state.undo.length - 1]?.summary : undefined,
  };
}

/** The public view: what anyone in the channel may see. */
export const publicViewer: Viewer = { userId: '' };

/**
 * May this viewer see this event? The GM and the co-GMs see everything; a player sees public events and his own.
 * (A log read whole also gives a player the secrets of a character he took over: src/engine/core/seats.ts.)
 */
export function canSee(event: Pick<GameEvent, 'visibility'>, game: Pick<CoreState, 'gm' | 'coGms' | 'actingGm'>, viewer: Viewer): boolean {
  if (isGm(game, viewer.userId)) return true;
  switch (event.visibility.kind) {
    case 'public':
      return true;
    case 'gm':
      return false;
    case 'players':
      return viewer.userId !== '' && event.visibility.userIds.includes(viewer.userId);
  }
}
