import type { Waiting } from '../../../core/part.js';
import type { GameState } from '../../../core/state.js';

/**
 * A season of the realm campaign waits on the rulers whose realms in play have no orders yet (issue 12): the
 * scheduler reminds them, and at the deadline (where the GM allows it) resolves the turn, their realms acting on no
 * orders. A season begins with the campaign's creation or the last turn resolved.
 */
export function realmOrdersWaiting(state: GameState): Waiting | undefined {
  const c = state.campaign;
  if (!c || state.status === 'ended') return undefined;
  const ruled = c.realms.filter((r) => r.inPlay && r.ruler);
  if (ruled.length === 0) return undefined;
  const turn = c.turn + 1;
  return {
    step: `campaign.${turn}`,
    kind: 'realm-orders',
    what: `realm orders for campaign turn ${turn}`,
    how: '/realm orders tax:medium',
    missing: [...new Set(ruled.filter((r) => !c.orders[r.id]).map((r) => r.ruler!.id))],
    everyone: ruled.map((r) => ({ userId: r.ruler!.id, name: `${r.name} (${r.ruler!.name})` })),
    // A realm's orders are its ruler's secret, and so is whether he has given them: the table learns how many.
    showsWho: false,
    form: { command: 'realm', subcommand: 'orders', label: '📝 Give realm orders' },
    beganWith: ['campaign.created', 'campaign.turn-resolved'],
  };
}
