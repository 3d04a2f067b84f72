import type { GameState } from '../../../core/state.js';
import type { UserRef } from '../../../core/types.js';

/** A character changing hands keeps his realms: the realms he rules pass to the new holder. */
export function handCampaignOver(state: GameState, from: UserRef, to: UserRef): GameState {
  const c = state.campaign;
  if (!c?.realms.some((r) => r.ruler?.id === from.id)) return state;
  return { ...state, campaign: { ...c, realms: c.realms.map((r) => (r.ruler?.id === from.id ? { ...r, ruler: to } : r)) } };
}
