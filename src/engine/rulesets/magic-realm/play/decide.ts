/**
 * The decisions of the Magic Realm day (issue 6, 13, 27): the characters' numbers and cards, the set-up secrets and
 * whispers (BI-4, BI-5), the calendar (SW-1), chits owed, table rolls, Birdsong orders, the set-up card and the GM's
 * Next. One named handler per action type (DAY_ACTIONS).
 */
import { answerDemon } from '../magic/ask-demon.js';
import { makeWish } from '../magic/wishes.js';
import { checkBelongingsInShape } from '../magic/shapes.js';
import { findPlayer, isGm, requireGm, type GameState, type Player } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { recordingDice, type DiceSource } from '../../../dice.js';
import type { DecideContext } from '../../../core/part.js';
import { decideBy, type Handler as DayHandler, type Handlers } from '../../../core/handlers.js';
import { boardOf } from '../board/access.js';
import { clearingId } from '../map/board.js';
import { startCalendar } from '../calendar/calendar.js';
import { findCharacter } from '../characters/characters.js';
import { parseChitList } from '../characters/effort.js';
import { characterKit, characterWords } from '../characters/kits.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { combatUnderWay, encounterTurnOf } from '../combat/view.js';
import { energiseEvents } from '../magic/energise.js';
import { exampleOrdersFor, hintExamplesFor } from '../orders/example.js';
import { dayStep, numbersOf, playOf } from './access.js';
import type { PlayAction } from './actions.js';
import { advance, runThrough } from './day-steps.js';
import { deathEvents } from '../characters/death.js';
import { isDead, owedOf, payEveryDebt, payOwed } from '../characters/debts.js';
import { owedByGm } from './debts.js';
import { dateOf, ev } from './events.js';
import { judgeOrders } from './judge-orders.js';
import { judgeChosenTurn } from './chosen-turn.js';
import { judgePhantasm } from './phantasm.js';
import { prophecyRecording } from './prophecy.js';
import { prophecyTurn } from './day-steps.js';
import { setUpEvents } from './set-up.js';
import { checkSpells, checkStart, parseVictory, victoryText } from './setup-secret.js';
import { rollTableFor } from './table-roll.js';

function playerOf(state: GameState, id: string) {
  const p = findPlayer(state, id);
  if (!p) throw new RuleError('that player has not joined this game', 'name a player who joined, e.g. player:@bob');
  return p;
}

/** The day's decisions (the part's decide): each action by its handler in DAY_ACTIONS. */
export function decidePlay(state: GameState, action: PlayAction, dice: DiceSource, ctx: DecideContext): GameEvent[] {
  if (state.ruleset !== 'magic-realm') throw new RuleError('this belongs to Magic Realm', 'create a game with /game create ruleset:magic-realm');
  const events = decideDay(state, action, dice, ctx);
  // Issue 27: a GM who lays the pieces by hand may play without /game start; the first day's action (an order, /day next)
  // begins play, as /game start would (without its deals): the options lock, the game is under way.
  const begins = state.status === 'setup' && BEGIN_PLAY.has(action.type);
  return begins ? [{ type: 'game.started', payload: {}, visibility: PUBLIC, actor: action.actor.id }, ...events] : events;
}

/** The actions that are play itself: the first of them begins play when the GM has not run /game start. */
const BEGIN_PLAY: ReadonlySet<PlayAction['type']> = new Set(['play.record', 'play.advance']);

/** One action of the day, decided. */
type Handler<T extends PlayAction['type']> = DayHandler<PlayAction, GameState, T>;

const setNumbers: Handler<'play.numbers'> = (state, action) => {
  const actor = action.actor.id;
  const play = playOf(state);
  requireGm(state, actor, '/character set');
  const p = playerOf(state, action.player);
  if ((action.field === 'fatigue' || action.field === 'wounds') && kitOf(state, p.userId)) return owedByGm(p, action, actor);
  const before = numbersOf(play, p.userId)[action.field];
  const after = action.mode === 'set' ? action.value : before + action.value;
  if (after < 0) throw new RuleError(`${p.character} would have ${after} ${action.field}`, 'a number of a character is never below 0');
  return [ev('play.numbers-set', { userId: p.userId, field: action.field, before, after, name: p.character }, onlyPlayers(p.userId), actor)];
};

const tellSetUp: Handler<'play.setup'> = (state, action) => {
  const actor = action.actor.id;
  const play = playOf(state);
  const player = findPlayer(state, actor);
  if (!player) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  if (play.setUpRevealed) throw new RuleError('the set-up secrets are revealed already', 'they are told before play (BI-4)');
  // BI-4 (003 l.29): told "before the Dwellings are revealed" — refused once play has begun or a dwelling is placed.
  if (state.status !== 'setup') throw new RuleError('play has begun: the set-up secrets were told before the dwellings were revealed', 'they are told before /game start (BI-4); ask the GM, who may /gm undo the start');
  if (boardOf(state).pieces.some((x) => x.kind === 'dwelling')) throw new RuleError('the dwellings are on the board: the set-up secrets were told before they were revealed', 'they are told before the GM places the dwellings (BI-4); ask the GM');
  const { victory, start, spells, enchanted } = action;
  if (!victory && !start && !spells && !enchanted) throw new RuleError('tell the GM at least one thing', 'e.g. /setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn');
  const character = findCharacter(player.character, state.options['expansion-one'] === true);
  const checked = {
    ...(victory ? { victory: victoryText(parseVictory(victory)) } : {}),
    ...(start ? { start: character ? checkStart(start, character) : start } : {}),
    ...(spells ? { spells: character ? checkSpells(spells, character, characterKit(character.name, { expansionOne: state.options['expansion-one'] === true }), state.options['expansion-one'] === true) : spells } : {}),
    ...(enchanted ? { enchanted } : {}),
  };
  const secret = { ...play.setUp[actor], ...checked };
  return [ev('play.setup-told', { userId: actor, secret }, onlyPlayers(actor), actor)];
};

const revealSetUp: Handler<'play.setup-reveal'> = (state, action) => {
  const actor = action.actor.id;
  const play = playOf(state);
  requireGm(state, actor, '/setup reveal');
  return [ev('play.setup-revealed', { secrets: play.setUp }, PUBLIC, actor)];
};

const whisper: Handler<'play.whisper'> = (state, action) => {
  const actor = action.actor.id;
  const from = findPlayer(state, actor);
  if (!from && !isGm(state, actor)) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  const to = playerOf(state, action.to);
  if (to.userId === actor) throw new RuleError('you whisper to yourself', 'name another player');
  return [ev('play.whispered', { from: action.actor, to: { id: to.userId, name: to.userName }, text: action.text }, onlyPlayers(actor, to.userId), actor)];
};

const changeCard: Handler<'play.sheet'> = (state, action) => {
  const actor = action.actor.id;
  requireGm(state, actor, '/character give, take, chit or armour');
  const p = playerOf(state, action.player);
  const kit = kitOf(state, p.userId);
  const sheet = kit && sheetOf(state, p.userId, kit);
  if (!kit || !sheet) throw new RuleError(`${p.character} is not a character of the game, so ${characterWords(p.character).subject} has no card`, `keep ${characterWords(p.character).possessive} numbers with /character set`);
  const changed = changeSheet(sheet, kit, action.change, { expansionOne: state.options['expansion-one'] === true });
  const set = ev('play.sheet-set', { userId: p.userId, name: p.character, changes: sheetDelta(sheet, changed.sheet), what: changed.what }, onlyPlayers(p.userId), actor);
  // His last chit wounded by the GM: he is dead (issue 27: out of play at once, death.ts).
  const dies = changed.sheet.chits.every((c) => c === 'wounded');
  return dies ? [set, ...deathEvents(state, p.userId, p.character, `the GM wounded ${characterWords(p.character).possessive} last chit`, actor, changed.sheet)] : [set];
};

/**
 * The player an action is for: the GM's `player:`, else the actor himself; a RuleError for `player:` from a player
 * (the hint: "leave player: out to <own>") or for one who has not joined.
 */
function actingPlayer(state: GameState, action: { actor: { id: string }; player?: string | undefined }, own: string): Player {
  if (action.player && !isGm(state, action.actor.id)) throw new RuleError("the option player: is the GM's", `leave player: out to ${own}`);
  const p = action.player ? playerOf(state, action.player) : findPlayer(state, action.actor.id);
  if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  return p;
}

const activate: Handler<'play.activate'> = (state, action) => {
  const actor = action.actor.id;
  const play = playOf(state);
  const p = actingPlayer(state, action, 'activate your own weapon');
  const kit = kitOf(state, p.userId);
  const sheet = kit && sheetOf(state, p.userId, kit);
  if (!kit || !sheet) throw new RuleError(`${p.character} is not a character of the game, so he has no card`, 'the GM keeps his belongings');
  // 001 l.67: belongings are activated "at the beginning of any phase during the day or in the Encounter Step in
  // combat". Our reading: by day, any time before Sunset (the bot carries a turn out in one go); in the evening only
  // in combat (/combat activate).
  const part = play.day?.part ?? 'birdsong';
  if (part !== 'birdsong' && part !== 'daylight') throw new RuleError(`it is ${part}: belongings are activated by day, or in combat's encounter step`, combatUnderWay(state) ? 'in the combat, on your encounter action: /combat activate' : 'activate it at the next Birdsong or in Daylight');
  checkBelongingsInShape(state, p.userId, p.character);
  const changed = changeSheet(sheet, kit, { kind: action.inactivate ? 'inactivate' : 'activate', item: action.item });
  return [ev('play.sheet-set', { userId: p.userId, name: p.character, changes: sheetDelta(sheet, changed.sheet), what: changed.what }, onlyPlayers(p.userId), actor)];
};

const beginCalendar: Handler<'play.calendar-start'> = (state, action, dice) => {
  const actor = action.actor.id;
  const play = playOf(state);
  requireGm(state, actor, '/calendar start');
  if (state.options['seasons-weather'] !== true) throw new RuleError('this game does not use Seasons and Weather', 'create the game with options:seasons-weather (or set it before /game start)');
  if (play.calendar) throw new RuleError('the calendar has begun already', 'see it with /calendar');
  const d = recordingDice(dice);
  const started = startCalendar(d);
  return [ev('play.calendar-started', { rolled: d.drawn, lines: started.lines, date: dateOf(started.state) }, PUBLIC, actor)];
};

const chooseChits: Handler<'play.chits'> = (state, action) => {
  const actor = action.actor.id;
  const play = playOf(state);
  const p = actingPlayer(state, action, 'choose your own chits, e.g. /character choose chits:"MOVE M3*"');
  const owed = owedOf(play, p.userId)[0];
  if (!owed) throw new RuleError(`${p.character} owes no fatigue, wound or rest now`, 'the bot asks in your private place when the weather, a wound or a REST phase needs chits chosen');
  return payOwed(state, p.userId, owed, parseChitList(action.chits), actor);
};

/** MP-12: a colour chit played to energise a permanent spell, in Daylight or on his encounter turn (magic/energise.ts). */
const energise: Handler<'play.energise'> = (state, action) => {
  const actor = action.actor.id;
  const p = actingPlayer(state, action, 'play your own colour chit');
  const when = encounterTurnOf(state, p.userId) !== undefined ? 'encounter-turn' : playOf(state).day?.part === 'daylight' && !combatUnderWay(state) ? 'phase-start' : 'other';
  return energiseEvents(state, p.userId, { spell: action.spell, chit: action.chit, ...(action.on ? { on: action.on } : {}) }, when, actor);
};

const rollTable: Handler<'play.table'> = (state, action, dice) => {
  return rollTableFor(state, action, dice);
};

const recordOrders: Handler<'play.record'> = (state, action, dice, ctx) => {
  const actor = action.actor.id;
  const play = playOf(state);
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  const gm = isGm(state, actor);
  if (action.player && !gm) {
    // Issue 27: the example is his own, drawn from his position and day as the Birdsong hint's is.
    const own = findPlayer(state, actor);
    throw new RuleError('the option player: is the GM\'s: only the GM records orders for another player', own ? `leave player: out to record your own orders, e.g. /orders record phases:"${exampleOrdersFor(state, own.userId)}"` : 'join with /game join character:<name> to record orders of your own');
  }
  const p = action.player ? playerOf(state, action.player) : findPlayer(state, actor);
  // Issue 27: a dead character records nothing; his player may start a new one.
  const fallen = !p ? Object.values(state.fallen ?? {}).filter((f) => f.lastPlayer.id === actor).at(-1) : undefined;
  if (fallen) throw new RuleError(`${fallen.character} is dead (${fallen.cause})`, 'start a new character with /game join character:<name> (one nobody plays); the GM places it on the board');
  if (!p) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  if (isDead(state, p.userId)) throw new RuleError(`${p.character} is dead`, 'a new character joins with /game join character:<name> (ask the GM)');
  // Issue 29, Prophecy: he records at his turn, which is carried out at once (prophecy.ts); at Birdsong, nothing.
  const now = prophecyRecording(state, p);
  if (day.part !== 'birdsong' && !now) throw new RuleError(`it is ${day.part}: orders are recorded in Birdsong`, 'record tomorrow\'s phases when the GM opens the next day');
  // Issue 27: a refusal's example is drawn from his own position and day, judged as this is.
  const judged = judgeOrders(state, p, action.phases, hintExamplesFor(state, p.userId));
  // Issue 29, Premonition: his place in the turn order, with his orders (play/chosen-turn.ts).
  judgeChosenTurn(state, p, judged.orders, action.turn);
  const { today } = judged;
  // Issue 29, Phantasm: his phantasm's phases, with his orders (play/phantasm.ts).
  const phantasm = judgePhantasm(state, p, action.phantasm);
  const orders = { ...judged.orders, ...(action.turn !== undefined ? { turn: action.turn } : {}), ...(phantasm ? { phantasm } : {}) };
  // Today's players who have recorded (orders kept for a character nobody plays now do not count).
  const recorded = state.players.filter((x) => x.userId === p.userId || day.orders[x.userId]).length;
  const told = ev('play.recorded', { userId: p.userId, orders, name: p.character, ...(today ? { today } : {}) }, onlyPlayers(p.userId), actor);
  // Prophecy: his turn, from the phases he records now (the day waited for them).
  if (now === 'turn') return [told, ...prophecyTurn(ctx.evolve(state, told), dice, actor, ctx)];
  return [told, ev('play.record-noted', { userId: p.userId, name: p.userName, recorded, of: state.players.length }, PUBLIC, actor)];
};

const dealSetUpCard: Handler<'play.set-up'> = (state, action, dice) => {
  const actor = action.actor.id;
  const play = playOf(state);
  requireGm(state, actor, '/board setup');
  if (play.setUpCard) throw new RuleError('the set-up card is dealt already', 'it is dealt once a game: see it with /board setup-card; /gm undo the deal to deal it again');
  if (boardOf(state).tiles.length === 0) throw new RuleError('the board has no tiles yet', 'lay it first with /board layout (or deal it with /board deal), then /board setup');
  return setUpEvents(state, dice, actor);
};

const moveDayOn: Handler<'play.advance'> = (state, action, dice, ctx) => {
  const actor = action.actor.id;
  const play = playOf(state);
  requireGm(state, actor, '/day next');
  // A button made for an earlier step (an old message, a double press) changes nothing.
  if (action.step !== undefined && action.step !== dayStep(play)) {
    throw new RuleError('this step has already passed', 'press Next ▶ under the newest message of the day, or use /day next');
  }
  // What anyone still owes is paid by the bot before the day moves on (issue 13: "a default the bot picks if he
  // does not answer before the GM moves on").
  const paid = payEveryDebt(state, actor, ctx.evolve);
  const now = paid.reduce(ctx.evolve, state);
  return [...paid, ...(action.through ? runThrough(now, dice, actor, ctx) : advance(now, dice, actor, ctx))];
};

/** Issue 29, Small Blessing: the wish that waits for his choice (magic/wishes.ts). */
const wish: Handler<'play.wish'> = (state, action) => {
  const actor = action.actor.id;
  const p = actingPlayer(state, action, 'make your own wish');
  return makeWish(state, actor, p.userId, { to: action.to, who: action.who, box: action.box });
};

/**
 * Issue 30: a hired native left as a guard where he stands — he no longer follows his employer (play/followers.ts) —
 * or, `follow`, following him again once they share a clearing. Travellers never leave their employer (X1-11).
 */
const guard: Handler<'play.guard'> = (state, action) => {
  const actor = action.actor.id;
  const p = actingPlayer(state, action, 'give your own hirelings orders');
  const hires = playOf(state).hirelings?.[p.userId] ?? [];
  const natives = hires.filter((h) => !h.traveller).flatMap((h) => h.natives);
  const hire = hires.find((h) => h.natives.some((n) => n.toLowerCase() === action.hireling.trim().toLowerCase()));
  const label = hire?.natives.find((n) => n.toLowerCase() === action.hireling.trim().toLowerCase());
  if (!hire || !label) throw new RuleError(`the ${p.character} has hired no "${action.hireling}"`, natives.length ? `name one of ${characterWords(p.character).possessive} hired natives: ${natives.join(', ')}` : 'hire natives first (an HR phase)');
  if (hire.traveller) throw new RuleError(`the ${hire.group} never ventures away from ${characterWords(p.character).possessive} employer (Expansion One 7.5)`, 'a traveller goes wherever you go');
  const piece = boardOf(state).pieces.find((x) => x.kind === 'native' && x.label === label && x.owner === p.userId);
  const guarding = hire.guards?.includes(label) === true;
  const follow = action.follow === true;
  if (follow === !guarding) throw new RuleError(`the ${label} ${follow ? 'follows you already' : 'stands guard already'}`, follow ? 'leave him on guard with /character guard hireling:<name>' : 'to take him along again: follow:true');
  const clearing = piece?.clearing !== undefined ? clearingId(piece.tile, piece.clearing) : undefined;
  return [ev('play.guard-set', { userId: p.userId, name: p.character, hireling: label, guard: !follow, ...(clearing ? { clearing } : {}) }, PUBLIC, actor)];
};

/** Each action of the day and its handler (issue 28: a table, not a switch). */
const DAY_ACTIONS: Handlers<PlayAction, GameState> = {
  'play.numbers': setNumbers,
  'play.setup': tellSetUp,
  'play.setup-reveal': revealSetUp,
  'play.whisper': whisper,
  'play.demon-answer': (state, action) => answerDemon(state, action.actor.id, playerOf(state, action.player).userId, action.answer),
  'play.wish': wish,
  'play.sheet': changeCard,
  'play.activate': activate,
  'play.guard': guard,
  'play.calendar-start': beginCalendar,
  'play.chits': chooseChits,
  'play.energise': energise,
  'play.table': rollTable,
  'play.record': recordOrders,
  'play.set-up': dealSetUpCard,
  'play.advance': moveDayOn,
};

/** Each action of the day by its handler. */
const decideDay = decideBy(DAY_ACTIONS, (state) => state);
