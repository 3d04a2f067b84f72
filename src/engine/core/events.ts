import type { OptionValue } from './options.js';
import type { CoreState } from './state.js';
import type { UserRef } from './types.js';

/** The payload of every event of the game's own lifecycle. */
export interface LifecycleEventPayloads {
  'game.created': Pick<CoreState, 'id' | 'channelId' | 'guildId' | 'ruleset' | 'options' | 'gm'> & { at: string };
  'game.joined': { userId: string; userName: string; character: string };
  'game.option-set': { key: string; value: OptionValue };
  'game.started': Record<string, never>;
  'game.ended': Record<string, never>;
  /** `/gm add`: a co-GM, named by whoever added him. */
  'game.gm-added': { user: UserRef; by: UserRef };
  /**
   * A member holding the server's GM role (`/gm role`) acts in this game for the first time, as one of its GMs: the
   * first event of that action, so the log says who ran the game through the role. `role` is the role's id.
   */
  'game.gm-role-used': { user: UserRef; role: string };
  /** `/gm remove`: a co-GM no longer. */
  'game.gm-removed': { user: UserRef; by: UserRef };
  /** `/game leave`: the player is gone; his character waits under its seat, played by nobody. */
  'game.left': { userId: string; userName: string; character: string; seat: string };
  /**
   * `/game replace`: a character changes hands — from its player, or from its seat when nobody played it (then
   * `unplayed`, and `from` is the seat with the name of the player who left it). Whatever the parts keyed by the
   * old id moves to the new player's (src/engine/core/hand-over.ts).
   */
  'game.replaced': { character: string; from: UserRef; unplayed: boolean; to: UserRef; by: UserRef };
  'action.undone': { actionSeq: number; summary: string; by: UserRef };
}
