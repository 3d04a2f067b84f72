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
 */
import { RuleError } from '../../../core/types.js';
import { adjacentTiles, placedTile, type Board, type ClearingId } from '../board/board.js';
import { clearingOf, connectionBetween, moveCost, stepsFrom, type Known } from '../board/graph.js';
import { VOLCANO } from '../board/tiles.js';
import { phaseText, type Phase } from './phases.js';

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
  readonly character?: {
    readonly dwarf?: 'classic' | 'revised';
    /** X1-19 (002 13.2): the Thief/Assassin's "Extra HIDE phase": one phase more a day, used for a HIDE. */
    readonly extraHide?: true;
  };
}

/** One broken rule: the phase (1-based; `lastPhase` when it spans several), the rule's id, the sentence. */
export interface OrderError {
  readonly phase: number;
  readonly lastPhase?: number;
  /** The rule broken: `SW-3`, `SW-10`, `SW-11`, `SW-13`, `X1-19`, or `move` (paths), `follow`. */
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

/**
 * Checks a day's recorded phases: each MOVE by a path the character may use (hidden paths and secret passages only
 * when known), mountain clearings recorded as many times in a row as they cost, the day's phases (SW-10, the
 * Dwarf, X1-19), bonus phases only in the proper clearings (SW-11), HIDE and PEER when the weather forbids them
 * (SW-13), FOLLOW alone. Returns the route (the clearing after each phase) or every error, in phase order.
 */
export function checkDayOrders(phases: readonly Phase[], ctx: OrdersContext): OrdersCheck {
  const { board, budget } = ctx;
  if (!clearingOf(board, ctx.start)) throw new Error(`the starting clearing ${ctx.start} is not on the board`);
  const mountain = budget.mountainMovePhases ?? 2;
  const errors: OrderError[] = [];
  const fail = (rule: string, first: number, last: number, message: string, from?: ClearingId): void => {
    const reachable = from ? stepsFrom(board, from, ctx.known).map((s) => s.clearing).sort() : [];
    errors.push({
      phase: first + 1,
      ...(last > first ? { lastPhase: last + 1 } : {}),
      rule,
      message: `${label(phases, first, last)}: ${message}`,
      ...(from ? { from: { clearing: from, reachable } } : {}),
    });
  };
  const weather = budget.weatherName ?? 'the weather';

  /** Where the character stands when each phase begins, and after it. */
  const before: ClearingId[] = [];
  const after: ClearingId[] = [];
  let here = ctx.start;
  let caves: DayAllowance['caves'] = clearingOf(board, here)?.type === 'caves' ? { clearing: here, phase: 0 } : undefined;
  const arrive = (c: ClearingId, phase: number): void => {
    here = c;
    if (!caves && clearingOf(board, c)?.type === 'caves') caves = { clearing: c, phase };
  };
  let pending: { target: ClearingId; needed: number; done: number; first: number } | undefined;
  const incomplete = (p: NonNullable<typeof pending>): void => {
    const why = clearingOf(board, p.target)!.code === VOLCANO ? 'a clearing of the Volcano' : `a mountain clearing (${p.needed} MOVE phases this month)`;
    fail(
      'SW-3',
      p.first,
      p.first + p.done - 1,
      `entering ${p.target}, ${why}, takes ${p.needed} MOVE phases in a row and you recorded ${p.done}: write "${Array(p.needed).fill(`M ${p.target}`).join(', ')}"`,
    );
    arrive(p.target, p.first + p.done);
  };

  for (let i = 0; i < phases.length; i++) {
    const p = phases[i]!;
    if (pending) {
      if (p.activity === 'move' && p.clearing === pending.target) {
        before[i] = here;
        pending.done++;
        if (pending.done === pending.needed) {
          arrive(pending.target, i + 1);
          pending = undefined;
        }
        after[i] = here;
        continue;
      }
      incomplete(pending);
      pending = undefined;
    }
    before[i] = here;
    if (p.activity === 'move') {
      const target = p.clearing!;
      if (target === here) {
        fail('move', i, i, `you are already in ${here}`);
      } else if (!clearingOf(board, target)) {
        let last = i;
        while (phases[last + 1]?.activity === 'move' && phases[last + 1]?.clearing === target) last++;
        for (let k = i + 1; k <= last; k++) [before[k], after[k]] = [here, here];
        fail('move', i, last, `${target} is not on this board`, here);
        i = last;
      } else {
        const cost = moveCost(board, target, { mountainMovePhases: mountain });
        // Expansion One 3.3: after a GATE phase the MOVE phases enter the clearing of the other gate, wherever it is
        // (which gates the character knows is the GM's to check).
        const throughGate = phases[i - 1]?.activity === 'gate';
        if (!throughGate && !connectionBetween(board, here, target, ctx.known)) {
          // The phases of the same mountain move belong to this one refusal.
          let last = i;
          while (last - i + 1 < cost && phases[last + 1]?.activity === 'move' && phases[last + 1]?.clearing === target) last++;
          fail('move', i, last, `${target} is not joined to ${here} by a path you know`, here);
          for (let k = i + 1; k <= last; k++) before[k] = here;
          arrive(target, last + 1);
          for (let k = i; k <= last; k++) after[k] = here;
          i = last;
          continue;
        }
        if (cost <= 1) arrive(target, i + 1);
        else pending = { target, needed: cost, done: 1, first: i };
      }
    } else if (p.activity === 'hide' && budget.noHide) {
      fail('SW-13', i, i, `nobody may HIDE this week (${weather})`);
    } else if (p.activity === 'peer' && budget.noPeer) {
      fail('SW-13', i, i, `nobody may PEER this week (${weather})`);
    } else if (p.activity === 'peer' && p.clearing) {
      const why = mountainPeerProblem(board, here, p.clearing);
      if (why) fail('peer', i, i, why);
    } else if (p.activity === 'follow' && phases.length > 1) {
      fail('follow', i, i, 'FOLLOW is recorded alone: following another character takes the place of the whole day\'s phases');
    }
    after[i] = here;
  }
  if (pending) incomplete(pending);

  const allow = allowance(ctx, caves);
  const total = allow.basic + allow.bonus;
  // X1-19: the Thief/Assassin's extra phase, when the day records a HIDE to use it for.
  const extraHide = ctx.character?.extraHide === true;
  const extra = extraHide && phases.some((p) => p.activity === 'hide') ? 1 : 0;

  // SW-10 / SW-11: too many phases.
  if (phases.length > total + extra) {
    const rule = extraHide && phases.length === total + 1 ? 'X1-19' : allow.bonus > 0 ? 'SW-11' : 'SW-10';
    const why = extraHide ? `${allow.reason}; the Thief/Assassin's extra phase is for a HIDE (X1-19)${extra ? ', one only' : ', and these orders have none'}` : allow.reason;
    fail(rule, total + extra, phases.length - 1, `only ${plural(total + extra, 'phase')} today (${why})`);
  }
  // SW-11 (000 l.69-74): a bonus phase is recorded in Birdsong, so the clearing where the character stands then
  // must be of the proper type; and it is executed where he stands when the phase begins, which must be one too
  // ("not necessarily the same Clearing").
  if (allow.bonus > 0) {
    const where = budget.bonus!.where;
    const bonusPhases = Math.min(phases.length, total) - allow.basic;
    const recordedWell = bonusPlaceAllows(board, ctx.start, where, ctx.dwellings);
    if (bonusPhases > 0 && !recordedWell) {
      const type = clearingOf(board, ctx.start)!.type;
      fail(
        'SW-11',
        allow.basic,
        allow.basic + bonusPhases - 1,
        `${bonusPhases === 1 ? 'a bonus phase' : 'bonus phases'} (the day has ${plural(allow.basic, 'basic phase')}): ${weather}'s bonus phases are recorded only in ${orList(where.map((w) => PLACE_TEXT[w]))} (SW-11), and in Birdsong you stand in ${ctx.start}, a ${type} clearing${where.includes('dwellings') ? ' without a dwelling' : ''}`,
      );
    }
    for (let i = allow.basic; recordedWell && i < Math.min(phases.length, total); i++) {
      const at = before[i]!;
      if (bonusPlaceAllows(board, at, where, ctx.dwellings)) continue;
      const type = clearingOf(board, at)!.type;
      fail(
        'SW-11',
        i,
        i,
        `a bonus phase (the day has ${plural(allow.basic, 'basic phase')}): ${weather}'s bonus phases are executed only in ${orList(where.map((w) => PLACE_TEXT[w]))} (SW-11), and there you are in ${at}, a ${type} clearing${where.includes('dwellings') ? ' without a dwelling' : ''}`,
      );
    }
  }
  // X1-19: the revised Dwarf's two MOVE phases.
  if (ctx.character?.dwarf === 'revised') {
    const moves = phases.map((p, i) => (p.activity === 'move' ? i : -1)).filter((i) => i >= 0);
    if (moves.length > REVISED_DWARF_MOVE_PHASES) {
      const third = moves[REVISED_DWARF_MOVE_PHASES]!;
      fail(
        'X1-19',
        third,
        third,
        `the Dwarf records at most ${REVISED_DWARF_MOVE_PHASES} MOVE phases a day (revised Dwarf, X1-19; a mountain clearing's phases count each) and this is the ${ordinal(REVISED_DWARF_MOVE_PHASES + 1)} of ${moves.length}`,
      );
    }
  }

  if (errors.length) {
    errors.sort((a, b) => a.phase - b.phase);
    return { ok: false, errors, allowance: allow };
  }
  return { ok: true, route: after, allowance: allow };
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
