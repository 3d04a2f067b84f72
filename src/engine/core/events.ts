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
  'action.undone': { actionSeq: number; summary: string; by: UserRef };
}
