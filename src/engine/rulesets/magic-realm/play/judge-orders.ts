
/** Whether a character may record these phases today (issue 6, 13, 27): the judge of /orders record and of the hints' examples. */
import { characterWords } from '../characters/kits.js';
import { budgetOf, calendarOptions, characterClearing, playOf } from './access.js';
import { type GameState, type Player } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { clearingId } from '../board/board.js';
import { boardOf } from '../board/rules.js';
import { PLACE_DWELLINGS_HINT } from '../board/start-positions.js';
import { activityByCode, activityHelp, HOW_EXAMPLE, MOVE_EXAMPLE, parsePhases, phaseText } from '../orders/phases.js';
import { checkDayOrders, ordersRuleError } from '../orders/validate.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { curseForbidding } from './curses.js';
import { hasMagicSight, MAGIC_SIGHT_TREASURE } from './magic-sight.js';
import { type DayOrders } from './state.js';

/** parsePhases, its refusal's general example replaced by his own (`example`, drawn from his position: issue 27). */
function parsedFor(typed: string, example?: () => string) {
  try {
    return parsePhases(typed);
  } catch (e) {
    if (!(e instanceof RuleError) || !example || !e.hint?.includes(HOW_EXAMPLE)) throw e;
    const own = example();
    // The MOVE hint's example becomes the move of his own (none when he cannot move: the example goes).
    const move = /\bM [A-Z]+\d+/.exec(own)?.[0];
    const hint = e.hint.replace(HOW_EXAMPLE, `"${own}"`).replace(`, e.g. ${MOVE_EXAMPLE}`, move ? `, e.g. "${move}"` : '');
    throw new RuleError(e.message, hint);
  }
}

/**
 * Whether a character may record these phases today, by every rule an order is judged by (the activities of the
 * game's options, his curses, MAGIC SIGHT, the day's budget and his routes): his orders, or the RuleError that says
 * why not. /orders record judges with it, and the hints' examples are drawn through it (orders/example.ts, issue 27).
 */
export function judgeOrders(state: GameState, p: Pick<Player, 'userId' | 'character'>, typed: string, example?: () => string): { orders: DayOrders; today?: string } {
  const phases = parsedFor(typed, example);
  const needsOption = phases.map((ph) => activityByCode(ph.code)!).find((a) => a.option && state.options[a.option] !== true);
  if (needsOption) throw new RuleError(`${needsOption.name} (${needsOption.code}) is an activity of ${needsOption.rule ?? needsOption.option}, which this game does not use`, `record the core activities: ${activityHelp()}`);
  // His curses forbid some activities (curses.ts); MAGIC SIGHT needs the Phantom Glass (magic-sight.ts).
  const sheet = sheetOf(state, p.userId);
  const barred = phases.map((ph) => ({ ph, curse: curseForbidding(sheet?.curses, ph.code) })).find((x) => x.curse);
  if (barred) throw new RuleError(`${p.character}'s curse ${barred.curse} forbids ${activityByCode(barred.ph.code)!.name} (${barred.ph.code})`, 'record other phases; a character who starts a day in the Chapel\'s clearing loses their curses');
  if (phases.some((ph) => ph.code === 'MS') && kitOf(state, p.userId) && !hasMagicSight(sheet)) {
    throw new RuleError(`${p.character} has no Magic Sight: MAGIC SIGHT (MS) needs the ${MAGIC_SIGHT_TREASURE}`, 'search with P (PEER), L (LOCATE) or LT (LOOT) instead');
  }
  const start = characterClearing(state, p.userId);
  let route: string[] = [];
  let today: string | undefined;
  const moves = phases.some((ph) => ph.activity === 'move');
  if (start) {
    const checked = checkDayOrders(phases, {
      board: boardOf(state).tiles,
      start,
      known: boardOf(state).discovered[p.userId] ?? [],
      budget: budgetOf(playOf(state), calendarOptions(state)),
      dwellings: boardOf(state).pieces.filter((x) => x.kind === 'dwelling' && x.clearing !== undefined && x.seenBy === 'all').map((x) => clearingId(x.tile, x.clearing!)),
      character: {
        ...(p.character.toLowerCase() === 'dwarf' ? { dwarf: state.options['expansion-one'] === true ? ('revised' as const) : ('classic' as const) } : {}),
        ...(p.character === 'Thief/Assassin' ? { extraHide: true as const } : {}),
      },
    });
    if (!checked.ok) throw ordersRuleError(checked.errors, example);
    route = checked.route;
    // His own day in words (SW-10, the Dwarf, caves): `Warm: 4 phases a day, but the Dwarf has 2`.
    today = checked.allowance.reason;
  } else if (moves) {
    throw new RuleError(`${p.character} is not on the board yet, so ${characterWords(p.character).possessive} moves cannot be checked`, `record phases without a MOVE until then; ${PLACE_DWELLINGS_HINT}`);
  }
  const orders = { text: phases.map(phaseText).join(', '), phases: phases.map((ph) => ({ code: ph.code, ...(ph.clearing ? { target: ph.clearing } : ph.target ? { target: ph.target } : {}), ...(ph.choice ? { choice: ph.choice } : {}) })), route };
  return { orders, ...(today ? { today } : {}) };
}
