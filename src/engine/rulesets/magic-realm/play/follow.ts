/**
 * FOLLOW (issue 13; core-tables.json `day_order`: "A character following another takes his turn with his guide,
 * right after him; all the others are shuffled into a random order"). A follower records FOLLOW alone (validate.ts);
 * when his turn comes, right after his guide's, he goes where his guide went — if he stood in his guide's clearing
 * as the guide's turn began. He does none of the guide's other activities. Pure.
 */
import type { GameState } from '../../../core/state.js';
import type { DayOrders } from './state.js';

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The guide a player's orders follow: the user id of the character named, when it is another player's. */
export function guideOf(state: Pick<GameState, 'players'>, userId: string, orders: DayOrders | undefined): string | undefined {
  const f = orders?.phases.find((p) => p.code === 'F');
  return f?.target ? guideNamed(state, userId, f.target) : undefined;
}

/** The player (user id) of the character a FOLLOW names, another than his own; undefined when nobody plays him. */
export const guideNamed = (state: Pick<GameState, 'players'>, userId: string, name: string): string | undefined =>
  state.players.find((p) => key(p.character) === key(name) && p.userId !== userId)?.userId;

/**
 * The day's turn order: `shuffled` (the characters who follow nobody, in the drawn order) with each follower placed
 * right after his guide, a follower's follower after him. A circle of followers follows nobody.
 */
export function withFollowers(shuffled: readonly string[], guides: ReadonlyMap<string, string>): string[] {
  const order: string[] = [];
  const place = (id: string) => {
    order.push(id);
    for (const [follower, guide] of guides) if (guide === id && !order.includes(follower)) place(follower);
  };
  for (const id of shuffled) place(id);
  return order;
}

/** The followers whose chain of guides reaches a character who follows nobody (a circle never does). */
export function leadingGuides(players: readonly string[], guideOfId: (id: string) => string | undefined): Map<string, string> {
  const guides = new Map<string, string>();
  for (const id of players) {
    const seen = new Set([id]);
    let at = guideOfId(id);
    while (at !== undefined && !seen.has(at)) {
      seen.add(at);
      at = guideOfId(at);
    }
    const guide = guideOfId(id);
    if (guide !== undefined && at === undefined) guides.set(id, guide);
  }
  return guides;
}

/**
 * The clearings a follower passes through: his guide's route as far as the guide went (to where his piece stands
 * now), when the follower stood where the guide began; none otherwise.
 */
export function followedRoute(guide: { from?: string; route: readonly string[]; now?: string }, followerAt: string | undefined): string[] | undefined {
  if (!guide.from || followerAt !== guide.from) return undefined;
  const last = guide.now === undefined ? -1 : guide.route.lastIndexOf(guide.now);
  return guide.route.slice(0, last + 1);
}
