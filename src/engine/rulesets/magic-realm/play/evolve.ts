
/** The Magic Realm day's events applied to the game (the part's evolve): the state after each. */
import { afterEnded } from '../magic/nullify.js';
import type { Appliers } from '../../../core/handlers.js';
import type { GameState } from '../../../core/state.js';
import { characterClearing, numbersOf, playOf } from './access.js';
import { storedCalendar } from './old-logs.js';
import { advanceDay, startCalendar } from '../calendar/calendar.js';
import { forcedDice } from '../../../dice.js';
import type { PlayEvent, PlayEventPayloads } from './events.js';
import { clearingId, parseClearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { carry } from '../characters/sheet-changes.js';
import { cursed, uncursed } from '../characters/curses.js';
import { isSiteCard } from './site-cards.js';
import { findingOf, onTopOrder } from './found-cards.js';
import { afterReading } from './runes.js';
import { owedOf, owes } from '../characters/debts.js';
import { owesForTurn } from './debts.js';
import { died } from './death.js';
import { type TurnOutcome } from './turn.js';
import { boxOf, type SetUpCard } from '../setup/setup-card.js';
import type { Piece } from '../board/state.js';
import { monsterAt } from '../denizens/blocking.js';
import { type Regeneration } from '../denizens/regeneration.js';
import { type RealmPlay } from './state.js';
import { applyDealt, countDownHires } from './meeting.js';
import { cardAfter } from './card-after.js';
import { preparedSpent } from '../magic/prepare.js';

/** What an event's handler reads of the day: the play, a setter of its fields, and the day (Birdsong when none). */
interface DayNow {
  play: RealmPlay;
  set: (p: Partial<RealmPlay>) => GameState;
  day: NonNullable<RealmPlay['day']>;
}

/** The state after one event of the day, by its type (issue 28: a table, not a switch). */
const APPLY: Appliers<PlayEvent, DayNow> = {
  'play.numbers-set': (state, e, { play, set }) => set({ characters: { ...play.characters, [e.payload.userId]: { ...numbersOf(play, e.payload.userId), [e.payload.field]: e.payload.after } } }),
  'play.setup-told': (state, e, { play, set }) => set({ setUp: { ...play.setUp, [e.payload.userId]: e.payload.secret } }),
  'play.setup-revealed': (state, _e, { set }) => set({ setUpRevealed: true }),
  'play.whispered': (state) => state,
  'play.record-noted': (state) => state,
  'play.phases-awaited': (state) => state,
  // Issue 29, Phantasm: its piece moves by its own board.piece-set; the turn itself is told, not kept.
  'play.phantasm-turn': (state) => state,
  // SW-1: the calendar as its dice make it (an older log's event carried it whole: old-logs.ts).
  'play.calendar-started': (state, e, { set }) => set({ calendar: storedCalendar(e.payload) ?? startCalendar(forcedDice(e.payload.rolled)).state, day: { part: 'birdsong', orders: {}, turnOrder: [], revealed: 0 } }),
  'play.recorded': (state, e, { set, day }) => set({ day: { ...day, orders: { ...day.orders, [e.payload.userId]: e.payload.orders } } }),
  'play.daylight': (state, e, { set, day }) => {
    const next = set({ day: { ...day, part: 'daylight', turnOrder: e.payload.turnOrder, revealed: 0, ...(e.payload.monsterRoll !== undefined ? { monsterRoll: e.payload.monsterRoll } : {}) } });
    return e.payload.regenerated ? regenerated(next, e.payload.regenerated) : next;
  },
  'play.set-up-dealt': (state, e, { play, set }) => set({ setUpCard: withBoxes(withBoxes(play.setUpCard, e.payload.treasures, 'treasures'), e.payload.spells ?? {}, 'spells') }),
  'play.set-up-shown': (state, e, { play, set }) => {
    const board = boardOf(state);
    const next = set({ setUpCard: withBoxes(play.setUpCard, e.payload.denizens, 'denizens') });
    const placed = [...e.payload.natives, ...(e.payload.monsters ?? [])];
    return { ...next, board: { ...board, pieces: [...board.pieces.filter((p) => !placed.some((n) => n.id === p.id)), ...placed] } };
  },
  'play.summoned': (state, e) => summoned(state, e.payload),
  'play.turn': (state, e, { play, set, day }) => {
    const { userId, toll, numbers: recorded, outcome } = e.payload;
    // Since the engine carries out turns (`outcome`), a character of the game owes the weather's toll as chits.
    const asChits = outcome !== undefined && kitOf(state, userId) !== undefined;
    const before = numbersOf(play, userId);
    const numbers = recorded ?? (toll && !asChits ? { ...before, [toll.field]: before[toll.field] + toll.count } : before);
    const started = e.payload.from ? { started: { ...day.started, [userId]: e.payload.from } } : {};
    const went = e.payload.orders ? { went: { ...day.went, [userId]: e.payload.orders.route } } : {};
    const blocked = outcome?.blocked;
    const next = set({
      day: { ...day, revealed: day.revealed + 1, ...started, ...went, ...(blocked ? blockedIn(state, day, userId, blocked) : {}) },
      characters: { ...play.characters, [userId]: numbers },
    });
    // A blocked character stops where his last phase left him.
    const route = e.payload.orders?.route ?? [];
    const moved = moveCharacter(next, e.payload.userId, blocked ? (blocked.code === undefined ? undefined : route[outcome!.phases.length - 1]) : route.at(-1));
    return outcome ? owesForTurn(afterTurn(opened(moved, outcome), userId, outcome), userId, outcome, asChits ? toll : undefined, e.payload.weather[0]) : moved;
  },
  'play.owed': (state, e) => owes(state, e.payload.userId, e.payload.owed),
  'play.chits-chosen': (state, e, { play, set }) => {
    const [, ...rest] = owedOf(play, e.payload.userId);
    return set({ sheets: { ...play.sheets, [e.payload.userId]: cardAfter(state, e.payload)! }, owed: { ...play.owed, [e.payload.userId]: rest } });
  },
  'play.died': (state, e) => died(state, e.payload),
  'play.found': (state, e) => foundBy(state, e.payload),
  'play.runes': (state, e, { play, set }) => {
    const { userId, site, spell, learned } = e.payload;
    const box = boxOf(play.setUpCard, site);
    const sheet = sheetOf(state, userId);
    return set({
      setUpCard: { boxes: { ...play.setUpCard?.boxes, [site]: { ...box, spells: afterReading(box.spells ?? [], e.payload) } } },
      ...(sheet && learned ? { sheets: { ...play.sheets, [userId]: { ...sheet, spells: [...new Set([...(sheet.spells ?? []), spell])] } } } : {}),
    });
  },
  'play.looted': (state, e, { play, set }) => {
    const { userId, site, item, index } = e.payload;
    const box = boxOf(play.setUpCard, site);
    // The card at its place in the pile (the first of its name, should the pile have changed since).
    const at = box.treasures[index] === item ? index : box.treasures.indexOf(item);
    const treasures = box.treasures.filter((_, k) => k !== at);
    const where = e.payload.at ? parseClearingId(e.payload.at) : undefined;
    // What finding it does to the boxes (found-cards.ts): the Skeleton's armour on top of the pile, the Remains' treasures his.
    const finding = findingOf(item);
    const held = finding?.onTop || finding?.gains ? boxOf(play.setUpCard, item).treasures : [];
    const pile = finding?.onTop ? [...onTopOrder(finding, held), ...treasures] : treasures;
    const emptied = held.length ? { [item]: { ...boxOf(play.setUpCard, item), treasures: [] } } : {};
    const taken = set({ setUpCard: { boxes: { ...play.setUpCard?.boxes, [site]: { ...box, treasures: pile }, ...emptied } } });
    // A site card stays where it was found, face up, discovered by its finder (site-cards.ts).
    if (isSiteCard(item) && where) return placeSiteCard(taken, userId, item, where.code, where.number);
    const sheet = sheetOf(state, userId);
    const gains = e.payload.gains ?? [];
    return sheet ? { ...taken, play: { ...playOf(taken), sheets: { ...play.sheets, [userId]: [item, ...gains].reduce(carry, sheet) } } } : taken;
  },
  'play.dealt': (state, e) => {
    const { userId, name: _name, ...dealt } = e.payload;
    return applyDealt(state, userId, dealt);
  },
  'play.spell-in-force': (_state, e, { play, set }) => set({ inForce: [...(play.inForce ?? []), e.payload.held] }),
  'play.demon-asked': (_state, e, { play, set }) => set({ demonQuestions: [...(play.demonQuestions ?? []), e.payload] }),
  'play.demon-answered': (_state, e, { play, set }) => set({ demonQuestions: (play.demonQuestions ?? []).filter((_q, i) => i !== e.payload.index) }),
  // Issue 29, Small Blessing (magic/wishes.ts): a wish waits; made, it waits no more, and a denizen wished away goes home.
  'play.wish-pending': (_state, e, { play, set }) => set({ wishes: [...(play.wishes ?? []), e.payload] }),
  'play.group-gone': (state) => state,
  'play.guard-set': (_state, e, { play, set }) => {
    const { userId, hireling, guard } = e.payload;
    const hires = (play.hirelings?.[userId] ?? []).map((h) => {
      if (!h.natives.includes(hireling)) return h;
      const guards = [...new Set([...(h.guards ?? []).filter((g) => g !== hireling), ...(guard ? [hireling] : [])])];
      const { guards: _g, ...rest } = h;
      return guards.length ? { ...rest, guards } : rest;
    });
    return set({ hirelings: { ...play.hirelings, [userId]: hires } });
  },
  'play.battled': (_state, e, { play, set }) => set({ battling: { ...play.battling, [e.payload.userId]: [...new Set([...(play.battling?.[e.payload.userId] ?? []), e.payload.group])] } }),
  'play.wish-made': (state, e, { play, set }) => {
    const next = set({ wishes: (play.wishes ?? []).filter((_w, i) => i !== e.payload.index) });
    return e.payload.sent ? unhired(regenerated(next, e.payload.sent), e.payload.sent) : next;
  },
  'play.spell-chit-played': (_state, e, { play, set }) => set({ inForce: (play.inForce ?? []).map((s, i) => (i === e.payload.index ? { ...s, played: true as const, playedIn: e.payload.clearing } : s)) }),
  'play.spells-energised': (_state, e, { play, set }) => set({ inForce: (play.inForce ?? []).map((s, i) => (e.payload.energised.includes(i) ? withoutInert(s) : s)) }),
  // Issue 29: the spells an ended or inert Pentangle or Melt Into Mist suspended come back (magic/nullify.ts).
  'play.spells-ended': (_state, e, { play, set }) => set(afterEnded(play.inForce ?? [], play.suspended ?? [], e.payload.ended, e.payload.inert, e.payload.endedSuspended)),
  'play.spells-suspended': (_state, e, { play, set }) => {
    const held = play.inForce ?? [];
    return set({ inForce: held.filter((_, i) => !e.payload.indices.includes(i)), suspended: [...(play.suspended ?? []), ...e.payload.indices.map((i) => ({ held: held[i]!, by: e.payload.by }))] });
  },
  'play.sheet-set': (state, e, { play, set }) => set({ sheets: { ...play.sheets, [e.payload.userId]: cardAfter(state, e.payload)! } }),
  // MP-1: his card as his ENCHANT phase left it (a refusal changes nothing).
  'play.enchanted': (state, e, { play, set }) => (e.payload.changes ? set({ sheets: { ...play.sheets, [e.payload.userId]: cardAfter(state, e.payload)! } }) : state),
  'play.part': (state, e, { set, day }) => {
    // Sunset: every character is unblocked (core-tables "day_order").
    const { blocked: _unblocked, ...rest } = day;
    return set({ day: { ...(e.payload.part === 'sunset' ? rest : day), part: e.payload.part } });
  },
  'play.new-day': (state, e, { play, set, day }) => {
    // The calendar moves on by the day's dice (an older log's event carried it whole: old-logs.ts).
    const calendar = storedCalendar(e.payload) ?? (play.calendar && advanceDay(play.calendar, forcedDice(e.payload.rolled)).state);
    return countDownHires(set({
      ...(calendar ? { calendar } : {}),
      day: { part: 'birdsong', orders: {}, turnOrder: [], revealed: 0, number: (day.number ?? 1) + 1 },
      ...(play.sheets ? { sheets: birdsongCleanUp(play.sheets, chapelClearings(state), (id) => characterClearing(state, id)) } : {}),
    }));
  },
};

/** The day part's evolve: the event applied by its handler in APPLY. */
export function applyPlayEvent(state: GameState, e: PlayEvent): GameState {
  const play = playOf(state);
  const set = (p: Partial<RealmPlay>): GameState => ({ ...state, play: { ...play, ...p } });
  const day = play.day ?? { part: 'birdsong' as const, orders: {}, turnOrder: [], revealed: 0 };
  return (APPLY[e.type] as (state: GameState, e: PlayEvent, now: DayNow) => GameState)(state, e, { play, set, day });
}


/** The set-up card with one side of its boxes (treasures or denizens) set from a deal. */
function withBoxes(card: SetUpCard | undefined, lists: Record<string, string[]>, side: 'treasures' | 'denizens' | 'spells'): SetUpCard {
  const boxes = { ...card?.boxes };
  for (const [name, list] of Object.entries(lists)) boxes[name] = { treasures: [], denizens: [], ...boxes[name], [side]: [...list] };
  return { boxes };
}

/** A character blocked after a phase: he and the monster that blocks him, for the rest of the day. */
function blockedIn(state: GameState, day: NonNullable<RealmPlay['day']>, userId: string, b: NonNullable<TurnOutcome['blocked']>) {
  const monster = monsterAt(boardOf(state).pieces, b.clearing, b.by);
  return {
    blocked: { ...day.blocked, [userId]: b.by },
    ...(monster ? { blockedMonsters: [...new Set([...(day.blockedMonsters ?? []), monster.id])] } : {}),
  };
}

/** What the end of a turn moved: chits face up, monsters moved and placed, boxes emptied, who is blocked. */
function summoned(state: GameState, s: PlayEventPayloads['play.summoned']): GameState {
  const play = playOf(state);
  const day = play.day!;
  const board = boardOf(state);
  const revealed = new Set(s.revealed.map((r) => r.id));
  const moved = new Map(s.moved.map((m) => [m.id, parseClearingId(m.to)!]));
  const pieces = board.pieces.map((p) => {
    if (revealed.has(p.id)) return { ...p, seenBy: 'all' as const };
    const to = moved.get(p.id);
    return to ? { ...p, tile: to.code, clearing: to.number } : p;
  });
  const boxes = { ...play.setUpCard?.boxes };
  for (const x of s.placed) if (boxes[x.box]) boxes[x.box] = { ...boxes[x.box]!, denizens: [] };
  const placed = s.placed.flatMap((x) => x.pieces);
  return {
    ...state,
    board: { ...board, pieces: [...pieces.filter((p) => !placed.some((n) => n.id === p.id)), ...placed] },
    play: {
      ...play,
      ...(play.setUpCard ? { setUpCard: { boxes } } : {}),
      day: {
        ...day,
        summonedBy: [...(day.summonedBy ?? []), ...s.summonedBy],
        ...(Object.keys(s.blocked).length ? { blocked: { ...day.blocked, ...s.blocked }, blockedMonsters: [...new Set([...(day.blockedMonsters ?? []), ...s.blockingMonsters])] } : {}),
      },
    },
  };
}

/** The 7th day's regeneration on the board and the set-up card: pieces back into their boxes, garrisons home. */
function regenerated(state: GameState, r: Regeneration): GameState {
  const play = playOf(state);
  const board = boardOf(state);
  const gone = new Set(r.returned.map((x) => x.id));
  const home = new Map(r.moved.map((m) => [m.id, parseClearingId(m.to)!]));
  const pieces = board.pieces.filter((p) => !gone.has(p.id)).map((p) => (home.has(p.id) ? { ...p, tile: home.get(p.id)!.code, clearing: home.get(p.id)!.number } : p));
  const boxes = { ...play.setUpCard?.boxes };
  for (const x of r.returned) boxes[x.box] = { treasures: boxes[x.box]?.treasures ?? [], denizens: [...(boxes[x.box]?.denizens ?? []), x.label] };
  return { ...state, board: { ...board, pieces }, play: { ...play, setUpCard: { boxes } } };
}

/** Issue 29: natives gone back to the set-up card are nobody's hirelings any more (Wish table row 2). */
function unhired(state: GameState, r: Regeneration): GameState {
  const play = playOf(state);
  if (!play.hirelings || !r.returned.length) return state;
  const gone = new Set(r.returned.map((x) => x.label));
  const hirelings = Object.fromEntries(Object.entries(play.hirelings).map(([who, hires]) => [who, hires.map((h) => ({ ...h, natives: h.natives.filter((n) => !gone.has(n)) })).filter((h) => h.natives.length)]));
  return { ...state, play: { ...play, hirelings } };
}

/** What a search found becomes his knowledge on the board: the paths in his routes, the chits in his view. */
function foundBy(state: GameState, f: PlayEventPayloads['play.found']): GameState {
  const board = boardOf(state);
  const known = [...new Set([...(board.discovered[f.userId] ?? []), ...f.paths])];
  const pieces = board.pieces.map((p) => {
    if (p.kind !== 'chit' || !f.chits.includes(p.label) || p.seenBy === 'all') return p;
    const seenBy = p.seenBy === 'gm' ? [f.userId] : [...new Set([...p.seenBy, f.userId])];
    return { ...p, seenBy };
  });
  const sites = f.sites?.length ? { discoveredSites: { ...board.discoveredSites, [f.userId]: [...new Set([...(board.discoveredSites?.[f.userId] ?? []), ...f.sites])] } } : {};
  return { ...state, board: { ...board, discovered: { ...board.discovered, [f.userId]: known }, pieces, ...sites } };
}

/**
 * Birdsong's share of the Midnight clean-up (core-tables.json `day_order`): alerted weapons are unalerted, prepared
 * MAGIC chits fatigue (MP-11: magic/prepare.ts), and a
 * character who starts the day in the Chapel's clearing loses his curses (core-tables "curse" notes).
 */
function birdsongCleanUp(sheets: NonNullable<RealmPlay['sheets']>, chapels: readonly string[], clearingOf: (id: string) => string | undefined): NonNullable<RealmPlay['sheets']> {
  return Object.fromEntries(
    Object.entries(sheets).map(([id, s]) => {
      // MP-11, core-tables day_order "fatigue alerted MAGIC chits": a chit prepared and never spent by a combat fatigues now.
      const unalerted = preparedSpent(s.weapon?.alerted ? { ...s, weapon: { ...s.weapon, alerted: false } } : s).sheet;
      const at = clearingOf(id);
      return [id, unalerted.curses?.length && at && chapels.includes(at) ? uncursed(unalerted) : unalerted];
    }),
  );
}

/** The shut sites his LOOTs opened (loot.ts canOpen): they stay open. */
function opened(state: GameState, outcome: TurnOutcome): GameState {
  const sites = outcome.phases.flatMap((p) => (p.code === 'LT' && 'opened' in p && p.opened && p.site ? [p.site] : []));
  if (!sites.length) return state;
  const play = playOf(state);
  const boxes = { ...play.setUpCard?.boxes };
  for (const s of sites) boxes[s] = { ...boxOf(play.setUpCard, s), opened: true };
  return { ...state, play: { ...play, setUpCard: { boxes } } };
}

/** A site card found in a pile: a face-up site in its clearing, which its finder has discovered. */
function placeSiteCard(state: GameState, userId: string, card: string, tile: string, clearing: number): GameState {
  const board = boardOf(state);
  const piece: Piece = { id: `site-${card.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: card, kind: 'chit', tile, clearing, seenBy: 'all' };
  const sites = [...new Set([...(board.discoveredSites?.[userId] ?? []), card])];
  return { ...state, board: { ...board, pieces: [...board.pieces.filter((p) => p.id !== piece.id), piece], discoveredSites: { ...board.discoveredSites, [userId]: sites } } };
}

/** The clearings where the Chapel stands. */
const chapelClearings = (state: GameState): string[] =>
  boardOf(state).pieces.filter((p) => p.kind === 'dwelling' && p.label === 'Chapel' && p.clearing !== undefined).map((p) => clearingId(p.tile, p.clearing!));

/**
 * What his turn left on his sheet and on the board (issue 13): his piece hidden or not (then only he and the GM see
 * it), and his weapon alerted or not.
 */
function afterTurn(state: GameState, userId: string, outcome: TurnOutcome): GameState {
  const sheet = sheetOf(state, userId);
  if (!sheet) return state;
  const play = playOf(state);
  const kit = kitOf(state, userId);
  // The curses his turn brought (curses.ts: Wither fatigues his chits now), public as the turn is.
  // A site card's "heal" (the Enchanted Meadow: site-cards.ts) turns every chit active, in the order of his phases.
  const withCurses = kit
    ? outcome.phases.reduce((s, p) => {
        if ('card' in p && p.card?.heal) return { ...s, chits: s.chits.map(() => 'active' as const) };
        const c = 'curse' in p && p.curse ? p.curse.curse : 'card' in p && p.card?.curse ? p.card.curse.curse : undefined;
        return c ? cursed(s, kit, c) : s;
      }, sheet)
    : sheet;
  // A sheet is kept only where it differs from what the kit would give: here, when his weapon turned or a curse fell.
  const turned = sheet.weapon && sheet.weapon.alerted !== outcome.alerted;
  const changed = turned ? { ...withCurses, weapon: { ...sheet.weapon!, alerted: outcome.alerted } } : withCurses;
  const sheets = changed !== sheet ? { ...play.sheets, [userId]: changed } : play.sheets;
  const board = boardOf(state);
  const pieces = board.pieces.map((p) => {
    if (p.owner !== userId || p.kind !== 'character') return p;
    const { hidden: _hidden, ...shown } = p;
    return outcome.hidden ? { ...shown, hidden: true } : shown;
  });
  return { ...state, play: { ...play, ...(sheets ? { sheets } : {}) }, board: { ...board, pieces } };
}

/** A revealed turn's moves carry the character's piece to the last clearing of his route. */
function moveCharacter(state: GameState, userId: string, to: string | undefined): GameState {
  const at = to ? parseClearingId(to) : undefined;
  const board = boardOf(state);
  if (!at || !board.pieces.some((p) => p.owner === userId && p.kind === 'character')) return state;
  return { ...state, board: { ...board, pieces: board.pieces.map((p) => (p.owner === userId && p.kind === 'character' ? { ...p, tile: at.code, clearing: at.number } : p)) } };
}

/** MP-9: a permanent spell energised again: no longer inert. */
const withoutInert = <T extends { inert?: true }>(s: T): T => {
  const { inert: _inert, ...active } = s;
  return active as T;
};
