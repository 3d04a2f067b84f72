/**
 * A character's turn in Daylight (issue 13; core-tables "day_order"): his phases carried out (turn.ts carryOut) from
 * where he stands, with the weather's toll (SW-12), and the events it makes — the public turn, then his private finds,
 * deals, loot, gold, readings and owed fatigue, then the end of his turn's summoning.
 */
import { atPeaceWithNature } from '../magic/moves-in-force.js';
import { characterOf, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import type { DecideContext } from '../../../core/part.js';
import { parseClearingId } from '../map/board.js';
import { clearingType } from '../map/graph.js';
import { boardOf } from '../board/access.js';
import type { Piece } from '../board/state.js';
import { searchGround } from '../board/access.js';
import { dayRules } from '../calendar/calendar.js';
import { isHidden, kitOf, sheetOf } from '../characters/sheet.js';
import { blockerAt } from '../denizens/blocking.js';
import { summonAtEndOfTurn, summonedAnything } from '../denizens/summoning.js';
import { boxOf } from '../setup/setup-card.js';
import { calendarOptions, characterClearing, numbersOf, playOf } from './access.js';
import { ev, type WeatherToll } from './events.js';
import { followedRoute, guideOf } from './follow.js';
import { findingOf } from './found-cards.js';
import { lootFatigue, siteHere } from './loot.js';
import { dealtFacts, meetingGround, publicOrders } from './meeting.js';
import { rollerModifiers } from '../characters/roll-modifiers.js';
import type { DayOrders, DayState, RealmPlay } from './state.js';
import { carryOut, ordersDone } from './turn.js';
import type { Board } from '../map/board.js';
import { magicMomentAt } from '../magic/moment.js';
import { energisedEvents } from '../magic/energise.js';
import type { Enchanted } from '../magic/enchant-turn.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { lostIn, magicSightOf, stormIn } from '../magic/day-rolls.js';
import { hasMagicSight } from './magic-sight.js';
import { phantasmTurn } from './phantasm.js';
import { flownEvents, flyingOf } from '../magic/fly.js';
import { shapeNow } from '../magic/shapes.js';
import { controlledBy, controlledIds } from '../magic/commanded.js';
import { followerEvents, hasFollowers } from './followers.js';

/** The next character's turn in Daylight: its events, the public turn first. */
export function daylightTurn(state: GameState, play: RealmPlay, day: DayState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] {
  const userId = day.turnOrder[day.revealed]!;
  const from = characterClearing(state, userId);
  const { orders, follows } = followingOrders(state, day, userId, from);
  // Issue 29: the monsters he controls do not block him (magic/commanded.ts); they go with him (followers.ts).
  const mine = new Set(controlledBy(state, userId).map((p) => p.id));
  const pieces = boardOf(state).pieces;
  const blockedBefore = day.blocked?.[userId];
  // A character blocked before his turn gets no turn (core-tables "day_order"); else blocking after each phase.
  const loot = (c: string, discoveredNow: readonly string[], named?: string, placedNow: readonly { label: string; clearing: string }[] = []) => {
    const at = parseClearingId(c);
    // The site cards his turn drew lie in their clearings already (site-cards.ts).
    const placed = placedNow.flatMap((p): Piece[] => {
      const where = parseClearingId(p.clearing);
      return where ? [{ id: `placed-${p.label}`, label: p.label, kind: 'chit', tile: where.code, clearing: where.number, seenBy: 'all' }] : [];
    });
    const site = at && siteHere([...pieces, ...placed], [...(boardOf(state).discoveredSites?.[userId] ?? []), ...discoveredNow], at.code, at.number, named);
    const box = site ? boxOf(play.setUpCard, site) : undefined;
    return site && box ? { site, pile: box.treasures, spells: box.spells ?? [], ...(box.opened ? { opened: true } : {}) } : undefined;
  };
  const meeting = meetingGround(state, userId);
  const kit = kitOf(state, userId);
  const modifiers = rollerModifiers(state, userId);
  // MP-1: his ENCHANT phases' ground: the board now, the colour magic around him (magic/moment.ts).
  const enchant = { board: boardOf(state).tiles, momentAt: (c: string | undefined, board: Board) => magicMomentAt(state, userId, c, board) };
  // Issue 29: the Violent Storms in force, where he may end a phase (magic/day-rolls.ts).
  const storm = (c: string) => stormIn(state, c);
  // Issue 29: Lost on him or his tile makes his MOVEs random (lost-moves.ts).
  // Issue 29: World Fades gives him Magic Sight, or takes the Phantom Glass's away.
  const magicSight = magicSightOf(state, userId, hasMagicSight(sheetOf(state, userId))).has;
  const moves = { board: boardOf(state).tiles, known: boardOf(state).discovered[userId] ?? [], lost: (c: string) => lostIn(state, userId, c) };
  // Issue 29, Broomstick: his FLY chits (magic/fly.ts).
  const flying = flyingOf(state, userId);
  const fly = flying.chits.length ? { ...flying, board: boardOf(state).tiles } : undefined;
  // Issue 29: a shape cannot REST (magic/shapes.ts).
  const shaped = shapeNow(state, userId);
  const shape = shaped ? `${shaped.shape.name} (${shaped.spell})` : undefined;
  const { found, looted, dealt, reads, enchanted, flew, ...outcome } = blockedBefore && from
    ? { unhid: false, phases: [], hidden: isHidden(state, userId), alerted: sheetOf(state, userId)?.weapon?.alerted === true, blocked: { by: blockedBefore, clearing: from }, found: { paths: [], chits: [], hiddenEnemies: false }, looted: [], dealt: undefined, reads: [], enchanted: [], flew: [] }
    : carryOut(orders, sheetOf(state, userId), { clearing: from, hidden: isHidden(state, userId), ground: (c) => searchGround(state, c), blockedBy: (c, hidden) => blockerAt(pieces.filter((p) => !mine.has(p.id)), c, hidden), loot, modifiers, boxCards: (box) => boxOf(play.setUpCard, box).treasures, enchant, storm, moves, magicSight, fly, ...(shape ? { shape } : {}), ...(kit ? { kit } : {}), ...(follows ? { follows } : {}), ...(meeting ? { meeting } : {}) }, dice);
  // SW-12: the weather's toll, by the clearings he went through (Lost, a block: ordersDone).
  const done = orders && ordersDone(orders, outcome);
  const toll = weatherToll(play, state, userId, done?.route);
  // A character whose player left after the turn order was drawn still takes his turn (by its seat).
  const name = characterOf(state, userId) ?? userId;
  // What he trades is his secret: the table sees only whom he trades with.
  const turn = { userId, name, ...(done ? { orders: publicOrders(done) } : {}), weather: toll ? [toll.line] : [], ...(toll ? { toll: toll.toll } : {}), outcome, ...(from ? { from } : {}) };
  const turnEvent = ev('play.turn', { ...turn, index: day.revealed + 1, of: day.turnOrder.length }, PUBLIC, actor);
  // MP-1: the tiles his ENCHANT phases turned over, public, right after his turn (the board's own event).
  const turned = enchantedEvents(userId, name, enchanted, actor);
  // Issue 29: the FLY chits his FLY phases used end their spells, and their MAGIC chits fatigue (magic/fly.ts).
  const events: GameEvent[] = [turnEvent, ...turned, ...flownEvents(state, flew, name, actor)];
  // Issue 29, issue 30, X1-11: the monsters he controls and his hirelings end his turn where he ends it (followers.ts).
  if (hasFollowers(state, userId)) events.push(...followerEvents(state, userId, from, characterClearing(events.reduce((s, e) => ctx.evolve(s, e), state), userId), actor));
  const afterAt = events.length;
  if (found.paths.length || found.chits.length || found.sites?.length || found.hiddenEnemies) events.push(ev('play.found', { userId, name, ...found }, onlyPlayers(userId), actor));
  if (dealt && meeting) events.push(ev('play.dealt', { userId, name, ...dealtFacts(meeting.sheet, dealt) }, onlyPlayers(userId), actor));
  // What he looted, and the fatigue a site costs (loot.ts): his and the GM's.
  for (const l of looted) events.push(ev('play.looted', { userId, name, ...l }, onlyPlayers(userId), actor));
  // The gold a find gives (the Remains of Thief: found-cards.ts), his and the GM's.
  let gold = numbersOf(play, userId).gold;
  for (const l of looted) {
    const more = findingOf(l.item)?.gold;
    if (more) events.push(ev('play.numbers-set', { userId, field: 'gold', before: gold, after: (gold += more), name }, onlyPlayers(userId), actor));
  }
  // What his readings did to the sites' spells (runes.ts): his and the GM's.
  for (const r of reads) events.push(ev('play.runes', { userId, name, ...r }, onlyPlayers(userId), actor));
  for (const p of outcome.phases) {
    // LOOT, and MAGIC SIGHT's counters and treasure cards, at a site that costs fatigue (loot.ts).
    const searched = (p.code === 'LT' || (p.code === 'MS' && 'took' in p && p.took !== undefined)) && 'site' in p && p.site && !('shut' in p && p.shut);
    const owed = searched ? lootFatigue(p.site!, 'took' in p && p.took === true) : undefined;
    // The Crypt of the Knight's gold (site-cards.ts): his, and the GM's.
    const cardGold = p.code === 'LT' && 'card' in p ? p.card?.gold : undefined;
    if (cardGold) events.push(ev('play.numbers-set', { userId, field: 'gold', before: gold, after: (gold += cardGold), name }, onlyPlayers(userId), actor));
    if (owed && kitOf(state, userId)) events.push(ev('play.owed', { userId, name, owed }, onlyPlayers(userId), actor));
  }
  // The end of his turn: the monster roll moves and summons denizens to him (core-tables "end_of_turn_summoning").
  const after = events.slice(0, afterAt).reduce((s, e) => ctx.evolve(s, e), state);
  const ends = characterClearing(after, userId);
  if (day.monsterRoll !== undefined && ends) {
    const afterDay = playOf(after).day!;
    // Issue 29: no monster roll moves a controlled monster (magic/commanded.ts).
    const summoned = summonAtEndOfTurn({ pieces: boardOf(after).pieces, card: play.setUpCard, roll: day.monsterRoll, clearing: ends, blockedMonsters: [...(afterDay.blockedMonsters ?? []), ...controlledIds(after)], summonedToday: afterDay.summonedBy ?? [], ...(atPeaceWithNature(after, userId) ? { quiet: true } : {}) });
    if (summonedAnything(summoned)) events.push(ev('play.summoned', { userId, name, roll: day.monsterRoll, ...summoned }, PUBLIC, actor));
  }
  // The game after his turn, evolved once onward from `after` (the turn and its tiles are in it already).
  const ended = events.slice(afterAt).reduce((s, e) => ctx.evolve(s, e), after);
  // MP-9: where he ended his turn, the colour there may energise an inert permanent spell (magic/energise.ts).
  const energised = energisedEvents(ended, actor);
  // Issue 29, Phantasm: his phantasm's turn right after his, his and the GM's (phantasm.ts).
  return [...events, ...energised, ...phantasmTurn(energised.reduce((s, e) => ctx.evolve(s, e), ended), userId, day.orders[userId]?.phantasm, dice, actor)];
}

/**
 * What his ENCHANT phases did, as events (MP-1), in the order they were done: a tile turned over is the board's
 * public `board.side-set`; a chit enchanted, a colour chit played, a phase that could not be done — his card and
 * his secret — `play.enchanted`, his and the GM's.
 */
function enchantedEvents(userId: string, name: string, done: readonly Enchanted[], actor: string): GameEvent[] {
  return done.flatMap((d): GameEvent[] => {
    if (d.kind === 'refused') return [ev('play.enchanted', { userId, name, refused: d.why }, onlyPlayers(userId), actor)];
    // MP-8: the MAGIC chit an ALERT prepared: his card's change, his and the GM's.
    if (d.kind === 'prepared') return [ev('play.enchanted', { userId, name, prepared: { label: d.label }, changes: sheetDelta(d.before, d.after) }, onlyPlayers(userId), actor)];
    if (d.kind === 'chit') return [ev('play.enchanted', { userId, name, chit: { label: d.label, colour: d.colour }, changes: sheetDelta(d.before, d.after) }, onlyPlayers(userId), actor)];
    const side: GameEvent = { type: 'board.side-set', payload: { code: d.tile, side: d.side }, visibility: PUBLIC, actor };
    const tile = { code: d.tile, side: d.side, ritual: d.ritual, colour: d.source.colour };
    return [side, ev('play.enchanted', { userId, name, tile, ...(d.played ? { played: d.played } : {}), changes: sheetDelta(d.before, d.after) }, onlyPlayers(userId), actor)];
  });
}

/**
 * A follower's orders as his turn carries them out: FOLLOW, with the route his guide took from the clearing they
 * shared (follow.ts); anyone else's as he recorded them.
 */
function followingOrders(state: GameState, day: DayState, userId: string, from: string | undefined): { orders?: DayOrders; follows?: { guide: string; route?: string[] } } {
  const orders = day.orders[userId];
  const guide = guideOf(state, userId, orders);
  if (!orders || !guide) return orders ? { orders } : {};
  // The route his guide went (play.turn: where Lost took him), else the one recorded.
  const route = followedRoute({ ...(day.started?.[guide] ? { from: day.started[guide] } : {}), route: day.went?.[guide] ?? day.orders[guide]?.route ?? [], ...(characterClearing(state, guide) ? { now: characterClearing(state, guide)! } : {}) }, from);
  return { orders: { ...orders, route: route ?? [] }, follows: { guide: characterOf(state, guide) ?? guide, ...(route ? { route } : {}) } };
}

/**
 * SW-12 (000 2.43): at the start of his turn a character wounds or fatigues what the week's weather says; where it
 * names a type of clearing and he is not in one, "he does not lose the counters unless and until he enters such a
 * Clearing" — the first clearing of that type his route enters that turn. Once a day: a turn is once a day. What it
 * adds, and the line that says so; none when the weather spares him.
 */
function weatherToll(play: RealmPlay, state: GameState, userId: string, route: readonly string[] = []): { toll: WeatherToll; line: string } | undefined {
  if (!play.calendar) return undefined;
  const rules = dayRules(play.calendar, calendarOptions(state));
  if (!rules.toll) return undefined;
  const start = characterClearing(state, userId);
  const named = rules.toll.clearing;
  let entered: string | undefined;
  if (named && (!start || boardClearingType(state, start) !== named)) {
    entered = route.find((c) => boardClearingType(state, c) === named);
    if (!entered) return undefined;
  }
  const toll: WeatherToll = { field: rules.toll.kind === 'fatigue' ? 'fatigue' : 'wounds', count: rules.toll.count };
  const what = rules.toll.kind === 'fatigue' ? `fatigue ${rules.toll.count}*` : `wound ${rules.toll.count} counter${rules.toll.count === 1 ? '' : 's'}`;
  return { toll, line: `${rules.weatherName}: ${what}${named ? ` (in ${named} clearings${entered ? `: on entering ${entered}` : ''})` : ''}` };
}

const boardClearingType = (state: GameState, id: string): string | undefined => clearingType(boardOf(state).tiles, id);
