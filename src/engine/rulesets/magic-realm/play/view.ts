import { isGm, type GameState, type Player } from '../../../core/state.js';
import { magicOfTheDay } from '../magic/today.js';
import type { Viewer } from '../../../core/types.js';
import { calendarView } from '../calendar/calendar.js';
import { SEASON_READINGS } from '../calendar/seasons.js';
import { writesNoMove } from './prophecy.js';
import { budgetOf, calendarOptions, characterClearing, dayStep, numbersOf, playOf } from './access.js';
import type { CharacterNumbers } from './state.js';
import type { RealmView, RealmViewPlayer } from './view-types.js';

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
    // Issue 29: one under Prophecy records at his turn, not at Birdsong (prophecy.ts): nothing to wait for now.
    recorded: state.players.map((p) => ({ ...named(p), done: !!orders[p.userId] || (part === 'birdsong' && writesNoMove(state, p.userId)) })),
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
    magicToday: magicOfTheDay(state),
  };
}

/** The step the day is at now (a Next ▶ button names it: a press after the step has passed is refused). */
export const dayStepOf = (state: GameState): string => dayStep(playOf(state));

/** The game's day count (1 before the first day is played). */
export const dayNumberOf = (state: GameState): number => playOf(state).day?.number ?? 1;

/** A character's numbers now (gold, fame, notoriety, …): for a reply to the player himself or the GM. */
export const numbersFor = (state: GameState, userId: string): CharacterNumbers => numbersOf(playOf(state), userId);

// What the day's replies say in words, and the questions they ask of what a turn did (issue 28): the same functions
// the rules use, so a reply tells what the engine did.
export { deathLine } from './death.js';
export { CURSE_NAMES } from '../characters/curses.js';
export { NUMBER_FIELDS } from './state.js';
export { gmActivities, needsChoice, shutLoot, siteCardForGm } from './day-flow.js';
export { blockedLine, phaseLine, toldPhases } from './turn.js';
export { phantasmTurnLine } from './phantasm-words.js';
export { stormLine } from './violent-storm.js';
export { regeneratedLine, summonedLine } from './summoned-words.js';
export { hasEffects } from './table-effects.js';
export { isSiteCard } from './site-cards.js';
export { findingOf } from './found-cards.js';
export { wishHint } from '../magic/wishes.js';
