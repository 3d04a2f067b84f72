/**
 * Are a day's recorded phases allowed? Pure: the board, where the character begins the day, what he has
 * discovered, and the day's budget from the weather (SW-10, SW-11, SW-13), the season's mountain cost (SW-3) and
 * the Dwarf (classic, or revised by X1-19). The answer is the route (where he stands after each phase) or every
 * broken rule, each naming the phase that breaks it.
 *
 * The readings (docs/rules.md):
 * - Caves (SW-10, the core "sunlight phases"): a character who starts the day in a caves clearing, or whose
 *   recorded moves enter one at any point of the day, has 2 basic phases that day whatever the weather gives.
 * - The classic Dwarf has 2 basic phases every day; caves change nothing for him.
 * - The revised Dwarf (X1-19) has the weather's phases, caves do not limit him, and at most 2 of his recorded
 *   phases are MOVE phases, counted as phases: a mountain clearing that costs 2 takes both (as Expansion One 3.3/2
 *   reads it), one that costs 3 or 4 in a winter season cannot be entered on foot.
 * - Bonus phases (SW-11) come on top of the basic phases, for every character (caves and the Dwarf included): the
 *   phases recorded beyond the basic ones are bonus phases, at most the weather's count. They are recorded in
 *   Birdsong, so the clearing where the character stands at Birdsong must be of a type the weather names (caves,
 *   mountain, woods, or a clearing with a dwelling); and each is executed where he stands when that phase begins
 *   (for a MOVE, the clearing he leaves; during a mountain move, the clearing he has not yet left), which must be
 *   one too — not necessarily the same clearing (000 2.42).
 * - A mountain clearing (and any clearing of the Volcano) is entered by recording `M X` as many times in a row as
 *   it costs (graph.ts moveCost); the move completes on the last of them.
 * - FOLLOW is recorded alone: following another character replaces the day's own phases.
 * - A MOVE right after a GATE phase (Expansion One 3.3) goes through the gate to the clearing named, wherever it
 *   is: no path is checked (the gates he knows are the GM's to check); a mountain clearing still takes its phases.
 * - After a refused move the check goes on as if the character were where he meant to go, so each error stands
 *   on its own and one mistake does not bring a cascade of others.
 * - FLY (issue 29, Broomstick: magic/fly.ts) takes a FLY chit he holds, one a phase, that carries his weight and his
 *   load; it flies to his own tile or one beside the tile he stands in (or flew to). Where he lands is rolled in his
 *   turn, so no MOVE may follow a FLY; the phases after it are judged as if he were still where he took off.
 * - Extra phases (X1-19's Thief/Assassin; issue 29's spells: See Hidden Signs, Blend Into Background, Sense Danger,
 *   Blazing Light): each is one phase more a day, counted when the day records a phase it may be used for (its
 *   activity; Blazing Light's, a phase begun in a cave clearing on a day that begins in or enters the lit clearing).
 */
import { RuleError } from '../../../core/types.js';
import { adjacentTiles, parseClearingId, placedTile, type Board, type ClearingId } from '../map/board.js';
import { clearingOf, connectionBetween, moveCost, stepsFrom, type Known } from '../map/graph.js';
import { VOLCANO } from '../map/tiles.js';
import { phaseText, type Activity, type Phase } from './phases.js';
import { flyTiles } from '../magic/fly.js';

/** The clearing types where a week's bonus phases may be recorded and executed (SW-11). */
export type BonusPlace = 'caves' | 'mountain' | 'woods' | 'dwellings';

export interface DayBudget {
  /** The weather's phases per day (4 normally) for characters who stay out of caves (SW-10). */
  readonly phasesPerDay: number;
  /** SW-11: extra phases each day and the clearing types where they may be recorded. */
  readonly bonus?: { readonly count: number; readonly where: readonly BonusPlace[] };
  /** SW-13: the weather forbids HIDE / PEER this week. */
  readonly noHide?: boolean;
  readonly noPeer?: boolean;
  /** SW-3: MOVE phases to enter a mountain clearing this month; 2 when absent. */
  readonly mountainMovePhases?: number;
  /** The week's weather (`Rain`, `Soft Ground`), for the messages. */
  readonly weatherName?: string;
}

export interface OrdersContext {
  readonly board: Board;
  /** Where the character begins the day. */
  readonly start: ClearingId;
  /** The tile path ids of the hidden paths and secret passages he has discovered. */
  readonly known?: Known;
  readonly budget: DayBudget;
  /** The clearings that hold a dwelling (bonus phases "in Dwellings"). */
  readonly dwellings?: readonly ClearingId[] | ReadonlySet<ClearingId>;
  /** Issue 29, Fog ("Cannot PEER normally in hex"): the tiles where nobody may PEER today, nor PEER into, with the spell. */
  readonly noPeerTiles?: readonly { readonly code: string; readonly spell: string }[];
  readonly character?: {
    readonly dwarf?: 'classic' | 'revised';
    /** X1-19 (002 13.2): the Thief/Assassin's "Extra HIDE phase": one phase more a day, used for a HIDE. */
    readonly extraHide?: true;
  };
  /** Issue 29: the extra phases the spells in force on him give today (play/extra-phases.ts). */
  readonly extraPhases?: readonly ExtraPhase[];
  /** Issue 29, Broomstick: the FLY chits he holds (magic/fly.ts), and why they cannot carry him, if they cannot. */
  readonly fly?: { readonly chits: number; readonly tooHeavy?: string };
}

/**
 * One extra phase a day beyond the day's phases, for one use only (X1-19's Thief/Assassin; issue 29's spells): it
 * counts when the day records a phase it may be used for. "An extra phase is one more phase of that activity only."
 */
export interface ExtraPhase {
  /** The extra phase as the messages name it: `the Thief/Assassin's extra phase`, `the extra phase of See Hidden Signs`. */
  readonly named: string;
  /** The rule or spell that gives it (X1-19, or the spell's name). */
  readonly rule: string;
  /** The activities it may be used for (absent: any). */
  readonly activities?: readonly Activity[];
  /** What it is for, in words: `a HIDE`, `a phase begun in a cave clearing`. */
  readonly for: string;
  /** Blazing Light: only for a phase begun in a cave clearing, on a day that begins in or enters this lit clearing. */
  readonly lit?: ClearingId;
}

/** One broken rule: the phase (1-based; `lastPhase` when it spans several), the rule's id, the sentence. */
export interface OrderError {
  readonly phase: number;
  readonly lastPhase?: number;
  /** The rule broken: `SW-3`, `SW-10`, `SW-11`, `SW-13`, `X1-19`, or `move` (paths), `follow`, a spell in force (`Fog`). */
  readonly rule: string;
  readonly message: string;
  /** A refused move: where the character stood, and the clearings he can reach from there by the paths he knows. */
  readonly from?: { readonly clearing: ClearingId; readonly reachable: readonly ClearingId[] };
}

/** The day's phases for this character. */
export interface DayAllowance {
  /** Basic phases: the weather's, or 2 in caves or for the classic Dwarf. */
  readonly basic: number;
  /** Bonus phases the weather allows on top (where the clearings allow them). */
  readonly bonus: number;
  /** Why, as the messages say it: `Rain: 6 phases a day, but you start the day in caves (CN5): 2`. */
  readonly reason: string;
  /** Where the character is first in caves: phase 0 = at the start of the day, k = after phase k. */
  readonly caves?: { readonly clearing: ClearingId; readonly phase: number };
}

export type OrdersCheck =
  | { readonly ok: true; readonly route: ClearingId[]; readonly allowance: DayAllowance }
  | { readonly ok: false; readonly errors: OrderError[]; readonly allowance: DayAllowance };

/** SW-10: the phases a day in caves (and the classic Dwarf's), whatever the weather. */
export const CAVES_PHASES = 2;
export const CLASSIC_DWARF_PHASES = 2;
/** X1-19: the revised Dwarf's MOVE phases a day. */
export const REVISED_DWARF_MOVE_PHASES = 2;

const PLACE_TEXT: Record<BonusPlace, string> = {
  caves: 'caves',
  mountain: 'mountain clearings',
  woods: 'woods',
  dwellings: 'clearings with a dwelling',
};

const orList = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/**
 * SW-11: may a bonus phase be recorded (or executed) in this clearing this week? Caves, mountain and woods are the
 * clearing's type; "dwellings" a clearing that holds a dwelling.
 */
export function bonusPlaceAllows(
  board: Board,
  clearing: ClearingId,
  where: readonly BonusPlace[],
  dwellings: OrdersContext['dwellings'] = [],
): boolean {
  const type = clearingOf(board, clearing)?.type;
  const dw = dwellings instanceof Set ? dwellings : new Set(dwellings as readonly ClearingId[]);
  return where.some((w) => (w === 'dwellings' ? dw.has(clearing) : w === type));
}

/** How a list of phases is named in a message: `phase 3 (M BV2)`, `phases 5–6 (S, R)`. */
function label(phases: readonly Phase[], first: number, last = first): string {
  const texts = phases.slice(first, last + 1).map(phaseText);
  const shown = texts.every((t) => t === texts[0]) ? texts[0] : texts.join(', ');
  return last > first ? `phases ${first + 1}–${last + 1} (${shown})` : `phase ${first + 1} (${shown})`;
}

/** The day's allowance once the route is known (caves: where the character first is in caves, if anywhere). */
function allowance(ctx: OrdersContext, caves: DayAllowance['caves']): DayAllowance {
  const b = ctx.budget;
  const weather = `${b.weatherName ? `${b.weatherName}: ` : ''}${plural(b.phasesPerDay, 'phase')} a day`;
  const dwarf = ctx.character?.dwarf;
  let basic = b.phasesPerDay;
  let reason = weather;
  if (dwarf === 'classic') {
    basic = CLASSIC_DWARF_PHASES;
    if (basic !== b.phasesPerDay) reason += `, but the Dwarf has ${basic}`;
  } else if (dwarf !== 'revised' && caves) {
    basic = CAVES_PHASES;
    if (basic !== b.phasesPerDay) {
      reason +=
        caves.phase === 0
          ? `, but you start the day in caves (${caves.clearing}): ${basic}`
          : `, but you enter caves (${caves.clearing}) at phase ${caves.phase}: ${basic}`;
    }
  }
  const bonus = b.bonus && b.bonus.where.length > 0 ? Math.max(0, b.bonus.count) : 0;
  if (bonus > 0) reason += `; plus ${plural(bonus, 'bonus phase')} in ${orList(b.bonus!.where.map((w) => PLACE_TEXT[w]))}`;
  return { basic, bonus, reason, ...(caves ? { caves } : {}) };
}

/**
 * PEER from a mountain (core-tables.json `peer`: "from a mountain, any non-cave clearing of this or an adjacent
 * tile"): why he may not look into `target` from `here`, or undefined.
 */
export function mountainPeerProblem(board: Board, here: ClearingId, target: ClearingId): string | undefined {
  const from = clearingOf(board, here);
  const to = clearingOf(board, target);
  if (!from || !to) return `${target} is not on this board`;
  if (from.type !== 'mountain') return `only from a mountain clearing does PEER look into another clearing, and ${here} is not one: write "P" to search ${here}`;
  if (to.type === 'caves') return `${target} is a cave clearing, which PEER from a mountain cannot see into`;
  const tile = placedTile(board, from.code)!;
  if (to.code !== from.code && !adjacentTiles(board, tile).some((t) => t.code === to.code)) return `${target} is neither on ${from.code} nor on a tile beside it`;
  return undefined;
}

/** The check of a day's orders as it goes: the phases, the ground, the errors found so far. */
interface Judging {
  readonly phases: readonly Phase[];
  readonly ctx: OrdersContext;
  /** The week's weather as the messages name it. */
  readonly weather: string;
  readonly errors: OrderError[];
}

/** A broken rule over phases first..last (from 0); a refused move tells where he stood and where he could go. */
function fail(j: Judging, rule: string, first: number, last: number, message: string, from?: ClearingId): void {
  const reachable = from ? stepsFrom(j.ctx.board, from, j.ctx.known).map((s) => s.clearing).sort() : [];
  j.errors.push({
    phase: first + 1,
    ...(last > first ? { lastPhase: last + 1 } : {}),
    rule,
    message: `${label(j.phases, first, last)}: ${message}`,
    ...(from ? { from: { clearing: from, reachable } } : {}),
  });
}

/** The walk along the recorded phases: where he stands, where he first is in caves, a mountain move under way. */
interface Walk extends Judging {
  /** Where the character stands when each phase begins, and after it. */
  readonly before: ClearingId[];
  readonly after: ClearingId[];
  here: ClearingId;
  caves: DayAllowance['caves'];
  /** SW-3: a mountain clearing being entered: its MOVE phases needed, those recorded so far, the first of them. */
  pending?: { target: ClearingId; needed: number; done: number; first: number };
  /** SW-3: the MOVE phases a mountain clearing takes this month. */
  readonly mountain: number;
  /** Issue 29: the FLY phases so far — the first of them, and the tile he flew to last. */
  flown?: { first: number; count: number; tile: string };
}

/** He stands in `c` after phase `phase` (0: the start of the day); the first caves clearing counts (SW-10). */
function arrive(w: Walk, c: ClearingId, phase: number): void {
  w.here = c;
  if (!w.caves && clearingOf(w.ctx.board, c)?.type === 'caves') w.caves = { clearing: c, phase };
}

/** SW-3: a mountain move recorded with too few MOVE phases; the check goes on as if he had arrived. */
function incomplete(w: Walk, p: NonNullable<Walk['pending']>): void {
  const why = clearingOf(w.ctx.board, p.target)!.code === VOLCANO ? 'a clearing of the Volcano' : `a mountain clearing (${p.needed} MOVE phases this month)`;
  fail(
    w,
    'SW-3',
    p.first,
    p.first + p.done - 1,
    `entering ${p.target}, ${why}, takes ${p.needed} MOVE phases in a row and you recorded ${p.done}: write "${Array(p.needed).fill(`M ${p.target}`).join(', ')}"`,
  );
  arrive(w, p.target, p.first + p.done);
}

/** SW-3: phase i goes on with the mountain move under way (true), or ends it too soon (false). */
function continuesMountainMove(w: Walk, p: Phase, i: number): boolean {
  const pending = w.pending!;
  if (p.activity === 'move' && p.clearing === pending.target) {
    w.before[i] = w.here;
    pending.done++;
    if (pending.done === pending.needed) {
      arrive(w, pending.target, i + 1);
      w.pending = undefined;
    }
    w.after[i] = w.here;
    return true;
  }
  incomplete(w, pending);
  w.pending = undefined;
  return false;
}

/**
 * A MOVE at phase i: by a path he knows (or through a gate, Expansion One 3.3), a mountain clearing's phases begun.
 * Returns the last phase it takes (a refused move takes the phases of the same mountain move with it).
 */
function movePhase(w: Walk, i: number): number {
  const { phases, ctx } = w;
  const { board } = ctx;
  const here = w.here;
  const target = phases[i]!.clearing!;
  if (target === here) {
    fail(w, 'move', i, i, `you are already in ${here}`);
    return i;
  }
  if (!clearingOf(board, target)) {
    let last = i;
    while (phases[last + 1]?.activity === 'move' && phases[last + 1]?.clearing === target) last++;
    for (let k = i + 1; k <= last; k++) [w.before[k], w.after[k]] = [here, here];
    fail(w, 'move', i, last, `${target} is not on this board`, here);
    return last;
  }
  const cost = moveCost(board, target, { mountainMovePhases: w.mountain });
  // Expansion One 3.3: after a GATE phase the MOVE phases enter the clearing of the other gate, wherever it is
  // (which gates the character knows is the GM's to check).
  const throughGate = phases[i - 1]?.activity === 'gate';
  if (!throughGate && !connectionBetween(board, here, target, ctx.known)) {
    // The phases of the same mountain move belong to this one refusal.
    let last = i;
    while (last - i + 1 < cost && phases[last + 1]?.activity === 'move' && phases[last + 1]?.clearing === target) last++;
    fail(w, 'move', i, last, `${target} is not joined to ${here} by a path you know`, here);
    for (let k = i + 1; k <= last; k++) w.before[k] = here;
    arrive(w, target, last + 1);
    for (let k = i; k <= last; k++) w.after[k] = w.here;
    return last;
  }
  if (cost <= 1) arrive(w, target, i + 1);
  else w.pending = { target, needed: cost, done: 1, first: i };
  return i;
}

/** Issue 29, Fog: the fog over the tile he stands in, or over the tile of the clearing he peers into; none when clear. */
function fogOver(ctx: OrdersContext, here: ClearingId, into: string | undefined): { code: string; spell: string } | undefined {
  const tiles = [here, into].flatMap((c) => (c ? [parseClearingId(c)?.code] : [])).filter((x): x is string => !!x);
  return ctx.noPeerTiles?.find((f) => tiles.includes(f.code));
}

/** Any other phase where he stands: HIDE and PEER in the weather (SW-13), Fog's tile (issue 29), PEER from a mountain, FOLLOW alone. */
function otherPhase(w: Walk, p: Phase, i: number): void {
  const { budget } = w.ctx;
  if (p.activity === 'hide' && budget.noHide) {
    fail(w, 'SW-13', i, i, `nobody may HIDE this week (${w.weather})`);
  } else if (p.activity === 'peer' && budget.noPeer) {
    fail(w, 'SW-13', i, i, `nobody may PEER this week (${w.weather})`);
  } else if (p.activity === 'peer' && fogOver(w.ctx, w.here, p.clearing)) {
    const fog = fogOver(w.ctx, w.here, p.clearing)!;
    fail(w, fog.spell, i, i, `${fog.spell} is in force on tile ${fog.code}: nobody may PEER there, nor into it from a mountain, today`);
  } else if (p.activity === 'peer' && p.clearing) {
    const why = mountainPeerProblem(w.ctx.board, w.here, p.clearing);
    if (why) fail(w, 'peer', i, i, why);
  } else if (p.activity === 'follow' && w.phases.length > 1) {
    fail(w, 'follow', i, i, 'FOLLOW is recorded alone: following another character takes the place of the whole day\'s phases');
  }
}

/**
 * Issue 29, FLY (magic/fly.ts): a FLY chit for each FLY phase, one that carries him, to his tile or one beside the tile
 * he stands in (or flew to last). Where he lands is rolled in his turn: the route keeps him where he took off.
 */
function flyPhase(w: Walk, p: Phase, i: number): void {
  const count = (w.flown?.count ?? 0) + 1;
  const chits = w.ctx.fly?.chits ?? 0;
  const from = w.flown?.tile ?? parseClearingId(w.here)?.code ?? '';
  w.flown = { first: w.flown?.first ?? i, count, tile: p.target! };
  if (chits < count) {
    fail(w, 'fly', i, i, chits === 0 ? 'a FLY takes a FLY chit (a Broomstick in force on you), and you hold none' : `a FLY takes a FLY chit, each used once, and you hold ${plural(chits, 'chit')}`);
    return;
  }
  if (w.ctx.fly?.tooHeavy) return fail(w, 'fly', i, i, w.ctx.fly.tooHeavy);
  const tiles = flyTiles(w.ctx.board, from, true);
  if (!tiles.includes(p.target!)) fail(w, 'fly', i, i, `${p.target} is ${placedTile(w.ctx.board, p.target!) ? 'neither' : 'not on this board, nor'} ${from} nor a tile beside it: fly to one of ${tiles.join(', ')}`);
}

/** Walks the phases in order: where he stands before and after each, and each phase's own rules. */
function walkRoute(w: Walk): void {
  const { phases } = w;
  for (let i = 0; i < phases.length; i++) {
    const p = phases[i]!;
    if (w.pending && continuesMountainMove(w, p, i)) continue;
    w.before[i] = w.here;
    if (p.activity === 'move' && w.flown) fail(w, 'fly', i, i, `where you land after the FLY of phase ${w.flown.first + 1} is rolled in your turn, so no MOVE may follow it today: move before the FLY, or tomorrow`);
    else if (p.activity === 'move') i = movePhase(w, i);
    else if (p.activity === 'fly') flyPhase(w, p, i);
    else otherPhase(w, p, i);
    w.after[i] = w.here;
  }
  if (w.pending) incomplete(w, w.pending);
}

/** X1-19 (002 13.2): the Thief/Assassin's extra phase, as an extra phase for a HIDE. */
const THIEF_EXTRA: ExtraPhase = { named: "the Thief/Assassin's extra phase", rule: 'X1-19', activities: ['hide'], for: 'a HIDE' };

/** The day's extra phases: the Thief/Assassin's, then the spells'. */
const extrasOf = (ctx: OrdersContext): ExtraPhase[] => [...(ctx.character?.extraHide ? [THIEF_EXTRA] : []), ...(ctx.extraPhases ?? [])];

/**
 * Which extra phases the day's phases use (true: used): each takes a recorded phase of its own kind, none taken twice.
 * Those of some activities first, each taking a phase out of caves before one in caves, so that Blazing Light's (any
 * phase begun in caves) finds the most left: the most extra phases the orders can use.
 */
function extrasUsed(w: Walk, extras: readonly ExtraPhase[]): boolean[] {
  const taken = new Set<number>();
  const inCaves = (i: number) => clearingOf(w.ctx.board, w.before[i] ?? w.ctx.start)?.type === 'caves';
  const onDay = (c: ClearingId) => c === w.ctx.start || w.after.includes(c);
  const fits = (e: ExtraPhase, i: number) => !taken.has(i) && (!e.activities || e.activities.includes(w.phases[i]!.activity)) && (!e.lit || inCaves(i));
  const order = extras.map((e, k) => ({ e, k })).sort((a, b) => Number(!a.e.activities) - Number(!b.e.activities));
  const used: boolean[] = extras.map(() => false);
  for (const { e, k } of order) {
    if (e.lit && !onDay(e.lit)) continue;
    const at = w.phases.map((_, i) => i).sort((a, b) => Number(inCaves(a)) - Number(inCaves(b))).find((i) => fits(e, i));
    if (at === undefined) continue;
    taken.add(at);
    used[k] = true;
  }
  return used;
}

/** SW-10 / SW-11 / X1-19 / issue 29: too many phases for the day (an extra phase counts when the day records its use). */
function tooManyPhases(w: Walk, allow: DayAllowance): void {
  const { phases, ctx } = w;
  const total = allow.basic + allow.bonus;
  const extras = extrasOf(ctx);
  const used = extrasUsed(w, extras);
  const extra = used.filter(Boolean).length;
  if (phases.length > total + extra) {
    const unused = extras.find((_, k) => !used[k]);
    const rule = unused && phases.length <= total + extras.length ? unused.rule : allow.bonus > 0 ? 'SW-11' : 'SW-10';
    const none = (e: ExtraPhase) => (e.lit && !(e.lit === ctx.start || w.after.includes(e.lit)) ? `, and your day does not pass the lit clearing ${e.lit}` : ', and these orders have none');
    const why = [allow.reason, ...extras.map((e, k) => `${e.named} is for ${e.for}${e.named.includes(e.rule) ? '' : ` (${e.rule})`}${used[k] ? ', one only' : none(e)}`)].join('; ');
    fail(w, rule, total + extra, phases.length - 1, `only ${plural(total + extra, 'phase')} today (${why})`);
  }
}

/**
 * SW-11 (000 l.69-74): a bonus phase is recorded in Birdsong, so the clearing where the character stands then
 * must be of the proper type; and it is executed where he stands when the phase begins, which must be one too
 * ("not necessarily the same Clearing").
 */
function bonusPlaces(w: Walk, allow: DayAllowance): void {
  if (allow.bonus <= 0) return;
  const { phases, ctx, weather } = w;
  const { board } = ctx;
  const total = allow.basic + allow.bonus;
  const where = ctx.budget.bonus!.where;
  const bonusPhases = Math.min(phases.length, total) - allow.basic;
  const recordedWell = bonusPlaceAllows(board, ctx.start, where, ctx.dwellings);
  if (bonusPhases > 0 && !recordedWell) {
    const type = clearingOf(board, ctx.start)!.type;
    fail(
      w,
      'SW-11',
      allow.basic,
      allow.basic + bonusPhases - 1,
      `${bonusPhases === 1 ? 'a bonus phase' : 'bonus phases'} (the day has ${plural(allow.basic, 'basic phase')}): ${weather}'s bonus phases are recorded only in ${orList(where.map((place) => PLACE_TEXT[place]))} (SW-11), and in Birdsong you stand in ${ctx.start}, a ${type} clearing${where.includes('dwellings') ? ' without a dwelling' : ''}`,
    );
  }
  for (let i = allow.basic; recordedWell && i < Math.min(phases.length, total); i++) {
    const at = w.before[i]!;
    if (bonusPlaceAllows(board, at, where, ctx.dwellings)) continue;
    const type = clearingOf(board, at)!.type;
    fail(
      w,
      'SW-11',
      i,
      i,
      `a bonus phase (the day has ${plural(allow.basic, 'basic phase')}): ${weather}'s bonus phases are executed only in ${orList(where.map((place) => PLACE_TEXT[place]))} (SW-11), and there you are in ${at}, a ${type} clearing${where.includes('dwellings') ? ' without a dwelling' : ''}`,
    );
  }
}

/** X1-19: the revised Dwarf's two MOVE phases. */
function revisedDwarfMoves(j: Judging): void {
  if (j.ctx.character?.dwarf !== 'revised') return;
  const moves = j.phases.map((p, i) => (p.activity === 'move' ? i : -1)).filter((i) => i >= 0);
  if (moves.length > REVISED_DWARF_MOVE_PHASES) {
    const third = moves[REVISED_DWARF_MOVE_PHASES]!;
    fail(
      j,
      'X1-19',
      third,
      third,
      `the Dwarf records at most ${REVISED_DWARF_MOVE_PHASES} MOVE phases a day (revised Dwarf, X1-19; a mountain clearing's phases count each) and this is the ${ordinal(REVISED_DWARF_MOVE_PHASES + 1)} of ${moves.length}`,
    );
  }
}

/**
 * Checks a day's recorded phases: each MOVE by a path the character may use (hidden paths and secret passages only
 * when known), mountain clearings recorded as many times in a row as they cost, the day's phases (SW-10, the
 * Dwarf, X1-19), bonus phases only in the proper clearings (SW-11), HIDE and PEER when the weather forbids them
 * (SW-13), FOLLOW alone. Returns the route (the clearing after each phase) or every error, in phase order.
 */
export function checkDayOrders(phases: readonly Phase[], ctx: OrdersContext): OrdersCheck {
  const { board, budget } = ctx;
  if (!clearingOf(board, ctx.start)) throw new Error(`the starting clearing ${ctx.start} is not on the board`);
  const w: Walk = {
    phases,
    ctx,
    weather: budget.weatherName ?? 'the weather',
    errors: [],
    before: [],
    after: [],
    here: ctx.start,
    caves: clearingOf(board, ctx.start)?.type === 'caves' ? { clearing: ctx.start, phase: 0 } : undefined,
    mountain: budget.mountainMovePhases ?? 2,
  };
  walkRoute(w);
  const allow = allowance(ctx, w.caves);
  tooManyPhases(w, allow);
  bonusPlaces(w, allow);
  revisedDwarfMoves(w);
  if (w.errors.length) {
    w.errors.sort((a, b) => a.phase - b.phase);
    return { ok: false, errors: w.errors, allowance: allow };
  }
  return { ok: true, route: w.after, allowance: allow };
}

/**
 * The errors as one RuleError for the player (ephemeral): one line per broken rule. `example`: orders he may record
 * now (orders/example.ts, judged by the same checks, issue 27), for a hint that names no clearing to move to.
 */
export function ordersRuleError(errors: readonly OrderError[], example?: () => string): RuleError {
  const lines = errors.map((e) => `• ${e.message}`).join('\n');
  // A refused move: the hint names where the character can go from where he stood, not a fixed example.
  const move = errors.find((e) => e.from);
  const where = move?.from
    ? move.from.reachable.length
      ? ` From ${move.from.clearing} you can move to ${orList(move.from.reachable)}, e.g. "M ${move.from.reachable[0]}".`
      : ` From ${move.from.clearing} no path you know leads on.`
    : example
      ? ` e.g. "${example()}".`
      : '';
  return new RuleError(
    `${errors.length === 1 ? 'These orders break a rule' : `These orders break ${errors.length} rules`}:\n${lines}`,
    `Fix the phases named and record the whole day again.${where}`,
  );
}

/** checkDayOrders, throwing the RuleError of its errors; the route when the orders are allowed. */
export function requireDayOrders(phases: readonly Phase[], ctx: OrdersContext): ClearingId[] {
  const r = checkDayOrders(phases, ctx);
  if (!r.ok) throw ordersRuleError(r.errors);
  return r.route;
}
