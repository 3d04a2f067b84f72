import { isGm, type GameState, type Player } from '../../../core/state.js';
import type { Viewer } from '../../../core/types.js';
import { calendarView } from '../calendar/calendar.js';
import { SEASON_READINGS } from '../calendar/seasons.js';
import { budgetOf, calendarOptions, characterClearing, dayStep, numbersOf, playOf } from './access.js';
import type { RealmView, RealmViewPlayer } from './view-types.js';

// The day's read-only queries, for commands and pictures (issue 28: the day's public face is this file).
export { dayStep, numbersOf, playOf } from './access.js';
export { owedOf } from './debts.js';

/**
 * A Magic Realm game in play as one viewer may see it. The one rule of its secrets: a player sees his own orders,
 * numbers and set-up secret, the GM everyone's, the public nobody's; the set-up secrets become everyone's once the
 * GM reveals them (BI-4). Who has recorded, the calendar and the day's budget are public.
 */
export function realmViewFor(state: GameState, viewer: Viewer): RealmView {
  const play = playOf(state);
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  const his = (p: Player) => gm || p.userId === viewer.userId;
  const named = (p: Player): RealmViewPlayer => ({ userId: p.userId, character: p.character, userName: p.userName });
  const part = play.day?.part ?? 'birdsong';
  const orders = play.day?.orders ?? {};
  const calendar = play.calendar ? calendarView(play.calendar, part, calendarOptions(state)) : undefined;
  return {
    seasonsWeather: state.options['seasons-weather'] === true,
    ...(calendar ? { calendar } : {}),
    readings: calendar ? SEASON_READINGS.filter((r) => (r.seasons as readonly number[]).includes(calendar.season.number)).map((r) => `${r.id}: ${r.text}`) : [],
    part,
    turns: { revealed: play.day?.revealed ?? 0, of: play.day?.turnOrder.length ?? 0 },
    budget: budgetOf(play, calendarOptions(state)),
    recorded: state.players.map((p) => ({ ...named(p), done: !!orders[p.userId] })),
    orders: state.players.filter(his).map((p) => ({ ...named(p), ...(orders[p.userId] ? { orders: orders[p.userId] } : {}) })),
    characters: state.players.filter(his).map((p) => {
      const where = characterClearing(state, p.userId);
      return { ...named(p), numbers: numbersOf(play, p.userId), ...(where ? { where } : {}) };
    }),
    setUp: state.players.filter((p) => play.setUpRevealed || his(p)).map((p) => ({ ...named(p), ...(play.setUp[p.userId] ? { secret: play.setUp[p.userId] } : {}) })),
    setUpRevealed: play.setUpRevealed,
    ...(play.setUpCard
      ? { setUpCard: Object.entries(play.setUpCard.boxes).map(([box, b]) => ({ box, denizens: [...b.denizens], ...(gm ? { treasures: [...b.treasures], ...(b.spells?.length ? { spells: [...b.spells] } : {}) } : {}) })) }
      : {}),
    step: dayStep(play),
  };
}
