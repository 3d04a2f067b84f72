/** Whether a character may record these phases today (issue 6, 13, 27): the judge of /orders record and of the hints' examples. */
import { characterWords } from '../characters/kits.js';
import { budgetOf, calendarOptions, characterClearing, playOf } from './access.js';
import { type GameState, type Player } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { PLACE_DWELLINGS_HINT } from '../board/view-types.js';
import { activityByCode, activityHelp, parsePhases, phaseText, type HintExamples } from '../orders/phases.js';
import { checkDayOrders, ordersRuleError } from '../orders/validate.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { curseForbidding } from '../characters/curses.js';
import { guideNamed } from './follow.js';
import { spellExtraPhases } from './extra-phases.js';
import { hasMagicSight, MAGIC_SIGHT_TREASURE } from './magic-sight.js';
import { type DayOrders } from './state.js';
import { enchantRun } from '../magic/enchant-turn.js';
import { magicMomentAt } from '../magic/moment.js';
import { readEnchant } from '../magic/enchanting.js';
import type { Phase } from '../orders/phases.js';
import { magicSightOf, noPeerTiles } from '../magic/day-rolls.js';
import { flyingOf } from '../magic/fly.js';

/**
 * MP-1: his ENCHANT phases, in order, as his turn would do them today (magic/enchant-turn.ts): a chit he may enchant,
 * a tile he may turn over where he stands then. The first that cannot be done refuses the orders, saying which.
 */
function enchantProblem(state: GameState, p: Pick<Player, 'userId' | 'character'>, phases: readonly Phase[], start: string | undefined, route: readonly string[], examples?: HintExamples): void {
  if (!phases.some((ph) => ph.activity === 'enchant' || (ph.activity === 'alert' && ph.target))) return;
  const kit = kitOf(state, p.userId);
  const sheet = kit && sheetOf(state, p.userId, kit);
  if (!kit || !sheet) throw new RuleError(`${p.character} is no character of the game's, with MAGIC chits to enchant`, 'record other phases');
  const run = enchantRun(kit, sheet, boardOf(state).tiles, (c, board) => magicMomentAt(state, p.userId, c, board));
  phases.forEach((ph, i) => {
    // MP-8: an ALERT naming a MAGIC chit prepares it, judged on his card as his earlier phases left it (magic/prepare.ts).
    if (ph.activity === 'alert' && ph.target) {
      const done = run.prepare(ph.target);
      if ('refused' in done) throw new RuleError(`"${phaseText(ph)}": ${done.refused.message}`, done.refused.hint ?? '');
      return;
    }
    if (ph.activity !== 'enchant') return;
    const here = i === 0 ? start : (route[i - 1] ?? start);
    const done = run.enchant(readEnchant(ph.target!.split(' '))!, here);
    if ('refused' in done) {
      const other = examples?.phase('E');
      throw new RuleError(`"${phaseText(ph)}": ${done.refused.message}`, `${done.refused.hint ?? ''}${other ? `${done.refused.hint ? '; ' : ''}e.g. "${other}"` : ''}`);
    }
  });
}

/**
 * Whether a character may record these phases today, by every rule an order is judged by (the activities of the
 * game's options, his curses, MAGIC SIGHT, the day's budget and his routes): his orders, or the RuleError that says
 * why not. /orders record judges with it, and the hints' examples are drawn through it (orders/example.ts, issue 27).
 */
/** The searches Magic Sight replaces (core-tables "magic_sight": "instead of Peer, Locate and Loot"). */
const MAGIC_SIGHT_INSTEAD: readonly string[] = ['P', 'L', 'LT'];

export function judgeOrders(state: GameState, p: Pick<Player, 'userId' | 'character'>, typed: string, examples?: HintExamples): { orders: DayOrders; today?: string } {
  // A refusal's examples are his own, drawn from his position (orders/example.ts hintExamplesFor, issue 27).
  const phases = parsePhases(typed, examples);
  const needsOption = phases.map((ph) => activityByCode(ph.code)!).find((a) => a.option && state.options[a.option] !== true);
  if (needsOption) throw new RuleError(`${needsOption.name} (${needsOption.code}) is an activity of ${needsOption.rule ?? needsOption.option}, which this game does not use`, `record the core activities: ${activityHelp()}`);
  // FOLLOW names another character of the game (issue 27: "F Black Knight" where nobody plays him would follow nobody).
  const follow = phases.find((ph) => ph.activity === 'follow');
  if (follow && !guideNamed(state, p.userId, follow.target!)) {
    const others = state.players.filter((o) => o.userId !== p.userId).map((o) => o.character);
    const example = examples?.phase('F');
    throw new RuleError(`nobody else in this game plays "${follow.target}" for ${p.character} to follow`, others.length ? `follow one of: ${others.join(', ')}${example ? `, e.g. "${example}"` : ''}` : 'nobody else plays a character yet: record other phases');
  }
  // His curses forbid some activities (curses.ts); MAGIC SIGHT needs the Phantom Glass (magic-sight.ts).
  const sheet = sheetOf(state, p.userId);
  const barred = phases.map((ph) => ({ ph, curse: curseForbidding(sheet?.curses, ph.code) })).find((x) => x.curse);
  if (barred) throw new RuleError(`${p.character}'s curse ${barred.curse} forbids ${activityByCode(barred.ph.code)!.name} (${barred.ph.code})`, 'record other phases; a character who starts a day in the Chapel\'s clearing loses their curses');
  // Issue 29, World Fades: Magic Sight toggles — the spell gives it, or takes the Phantom Glass's away (magic/day-rolls.ts).
  const sight = magicSightOf(state, p.userId, hasMagicSight(sheet));
  if (phases.some((ph) => ph.code === 'MS') && kitOf(state, p.userId) && !sight.has) {
    if (sight.spell) throw new RuleError(`${p.character} has no Magic Sight: ${sight.spell} on ${characterWords(p.character).object} cancels the ${MAGIC_SIGHT_TREASURE}'s`, 'search with P (PEER), L (LOCATE) or LT (LOOT) instead');
    throw new RuleError(`${p.character} has no Magic Sight: MAGIC SIGHT (MS) needs the ${MAGIC_SIGHT_TREASURE}`, 'search with P (PEER), L (LOCATE) or LT (LOOT) instead');
  }
  // core-tables "magic_sight": one with Magic Sight "must use it instead of Peer, Locate and Loot".
  const eyes = sight.has ? phases.find((ph) => MAGIC_SIGHT_INSTEAD.includes(ph.code)) : undefined;
  if (eyes) throw new RuleError(`${p.character} has Magic Sight (${sight.spell ? `${sight.spell} on ${characterWords(p.character).object}` : `the ${MAGIC_SIGHT_TREASURE}`}): ${characterWords(p.character).subject} must search with MAGIC SIGHT instead of PEER, LOCATE and LOOT, so not ${activityByCode(eyes.code)!.name} (${eyes.code})`, `record MS (MAGIC SIGHT) for the search, e.g. "MS"${sight.spell ? '' : `, or inactivate the ${MAGIC_SIGHT_TREASURE} first`}`);
  const start = characterClearing(state, p.userId);
  let route: string[] = [];
  let today: string | undefined;
  const moves = phases.some((ph) => ph.activity === 'move');
  if (start) {
    const flying = flyingOf(state, p.userId);
    const checked = checkDayOrders(phases, {
      board: boardOf(state).tiles,
      start,
      known: boardOf(state).discovered[p.userId] ?? [],
      budget: budgetOf(playOf(state), calendarOptions(state)),
      noPeerTiles: noPeerTiles(state),
      dwellings: boardOf(state).pieces.filter((x) => x.kind === 'dwelling' && x.clearing !== undefined && x.seenBy === 'all').map((x) => clearingId(x.tile, x.clearing!)),
      character: {
        ...(p.character.toLowerCase() === 'dwarf' ? { dwarf: state.options['expansion-one'] === true ? ('revised' as const) : ('classic' as const) } : {}),
        ...(p.character === 'Thief/Assassin' ? { extraHide: true as const } : {}),
      },
      // Issue 29: the extra phases of the spells in force on him (See Hidden Signs, Blazing Light…).
      extraPhases: spellExtraPhases(state, p.userId),
      // Issue 29: his FLY chits (Broomstick: magic/fly.ts).
      fly: { chits: flying.chits.length, ...(flying.tooHeavy ? { tooHeavy: flying.tooHeavy } : {}) },
    });
    if (!checked.ok) throw ordersRuleError(checked.errors, examples && (() => examples.orders()));
    route = checked.route;
    // His own day in words (SW-10, the Dwarf, caves): `Warm: 4 phases a day, but the Dwarf has 2`.
    today = checked.allowance.reason;
  } else if (moves) {
    throw new RuleError(`${p.character} is not on the board yet, so ${characterWords(p.character).possessive} moves cannot be checked`, `record phases without a MOVE until then; ${PLACE_DWELLINGS_HINT}`);
  }
  // MP-1: each ENCHANT phase judged on his card as his earlier phases leave it, where the route has him then.
  enchantProblem(state, p, phases, start, route, examples);
  const orders = { text: phases.map(phaseText).join(', '), phases: phases.map((ph) => ({ code: ph.code, ...(ph.clearing ? { target: ph.clearing } : ph.target ? { target: ph.target } : {}), ...(ph.choice ? { choice: ph.choice } : {}) })), route };
  return { orders, ...(today ? { today } : {}) };
}
