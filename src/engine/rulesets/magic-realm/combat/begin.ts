/**
 * Combat at Evening, clearing by clearing (issue 14; core-tables.json "day_order" step 5 and the procedures
 * "combat_round", "random_assignment", "disengagement", "end_of_combat"; seed 001 l.11–31). The GM's Next at Evening
 * begins the combat of one marked clearing (clearings.ts combatClearings, one at random when there are several); the
 * characters then take its steps, and the bot moves on by itself wherever nobody has a choice:
 *
 * 1. Luring, in the day's turn order: each character may lure unassigned monsters onto his own sheet (skipped when
 *    none is unassigned).
 * 2. Random assignment of the rest (tactics.ts assignAtRandom), rolled at once.
 * 3. Encounter actions, in turn order: run (a MOVE faster than every monster on his sheet, to a clearing one step
 *    away; BI-7's Stumble roll with optional-combat), alert his weapon (a FIGHT chit), charge another character (a
 *    MOVE chit: the charged one runs only with a faster MOVE — the reading of seed 001's "you can't prevent another
 *    character from running" when you do not charge), or pass.
 * 4. Targets, in a random order.
 * 5. The secret plays, all at once (plays.ts); the last one reveals the round (round.ts): tactics, attacks in order,
 *    harm, kills, spoils, then the fatigue step — wounds and fatigue owed as chits he chooses (/character choose).
 * 6. Two quiet rounds end it (unless a red-side Tremendous monster holds someone), or nobody left to fight.
 *
 * Instead of an action (seed 001 l.19–20) he may abandon a belonging or activate a weapon he carries (issue 27).
 * Left visible for later issues: hirelings and battling natives (deployment, their Meeting roll), activating armour
 * or treasures (all active here), horses (BI-8/BI-9), spells (MP-), Watchful Natives (BI-12), Extended
 * Treachery (BI-13). A hidden character keeps out of the combat, unless he ambushes (the option `ambush`) or casts from hiding (MP-7, hidden-cast.ts). Monsters start each clearing's combat light side up,
 * in the boxes of his sheet in the order they came to it (1, 2, 3, 1, …); the repositioning roll moves them from
 * there.
 */
import { type GameState } from '../../../core/state.js';
import { PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { recordingDice, type DiceSource } from '../../../dice.js';
import { parseClearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { castingClearings, combatClearings } from './clearings.js';
import { isDead } from '../characters/debts.js';
import { playOf } from '../play/access.js';
import { travellerNamed } from '../denizens/travellers.js';
import { battlesAnyOf, nativeDenizens, STEED } from './natives.js';
import { combatOf } from './access.js';
import { combatLabels, counterOfPiece, monsterOf } from './counters.js';
import { ev } from './events.js';
import type { CombatDenizen } from './state.js';
import type { DecideContext } from '../../../core/part.js';
import { proceed } from './flow.js';
import { nameOf, waitingOn } from './words.js';

/**
 * The GM's Next at Evening (the day offers the step `evening`: part.ts takesStep): begins the combat of the next
 * marked clearing not fought today (one at random among several), or undefined when none is left. Refused while a
 * combat is under way.
 */
export function beginCombat(state: GameState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] | undefined {
  const combat = combatOf(state);
  if (combat.current) throw new RuleError(`the combat in ${combat.current.clearing} is not over: it waits on ${waitingOn(state, combat.current)}`, 'play it out, or end it with /combat end (GM) when the table settled it');
  // MP-1: a character alone who could cast a spell has an encounter step of his own (clearings.ts castingClearings).
  const casting = castingClearings(state);
  const left = [...combatClearings(state), ...casting].sort().filter((c) => !combat.done.includes(c));
  if (left.length === 0) return undefined;
  const d = recordingDice(dice);
  const clearing = left.length > 1 ? left[d.int(0, left.length - 1)]! : left[0]!;
  const at = parseClearingId(clearing)!;
  const pieces = boardOf(state).pieces.filter((p) => p.tile === at.code && p.clearing === at.number && p.seenBy === 'all');
  const turnOrder = playOf(state).day?.turnOrder ?? [];
  const here = pieces.filter((p) => p.kind === 'character' && !p.hidden && p.owner !== undefined && !isDead(state, p.owner)).map((p) => p.owner!);
  const order = [...turnOrder.filter((id) => here.includes(id)), ...here.filter((id) => !turnOrder.includes(id))];
  const monsters = pieces.filter((p) => p.kind === 'monster' && p.owner === undefined && monsterOf(p.label, 0));
  const labels = combatLabels(monsters.map((p) => p.label));
  // Each monster, and after it its head, club or buckler (a part attacks from a box of its own).
  const denizens: CombatDenizen[] = monsters.flatMap((p, i) => {
    const def = monsterOf(p.label, 0)!;
    const body: CombatDenizen = { id: p.id, label: labels[i]!, name: def.name, counter: counterOfPiece(p.label, p.id), side: 'light', box: 1 };
    const owner = labels[i]!.slice(def.name.length);
    return [body, ...(def.parts ?? []).filter((part) => !p.lost?.includes(part.name)).map((part): CombatDenizen => ({ ...body, id: `${p.id}/${part.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: `${part.name}${owner}`, part: part.name, of: p.id }))];
  });
  // X1-12: the travellers here with a CAPTURE value, battled as if they were monsters.
  const travellers = pieces.filter((p) => p.kind === 'traveller' && p.owner === undefined).flatMap((p): CombatDenizen[] => {
    const t = travellerNamed(p.label);
    return t?.capture !== undefined ? [{ id: p.id, label: t.name, name: t.name, counter: 0, side: 'light', box: 1, capture: t.capture }] : [];
  });
  denizens.push(...travellers);
  // Issue 30: the unhired natives here fight as denizens — those whose group battles a character here are assigned
  // to him at random; the others wait unassigned unless lured or attacked (combat/natives.ts). A mounted native
  // comes with his horse (trot side up), unless he lost it in an earlier fight.
  denizens.push(...pieces.filter((p) => p.kind === 'native' && p.owner === undefined).flatMap((p) => nativeDenizens(p.id, p.label, !p.lost?.includes(STEED))));
  const names = Object.fromEntries(order.map((id) => [id, nameOf(state, id)]));
  // Issue 30: the native groups that battle nobody in the fight stand by (combat/natives.ts).
  const standingBy = [...new Set(denizens.flatMap((x) => (x.group && !battlesAnyOf(state, order, x.group) ? [x.group] : [])))];
  const begun = ev('combat.begun', { clearing, order, names, denizens, rolled: d.drawn, left: left.length - 1, natives: [], ...(casting.includes(clearing) ? { casting: true as const } : {}), ...(standingBy.length ? { standingBy } : {}) }, PUBLIC, actor);
  return [begun, ...proceed(ctx.evolve(state, begun), dice, actor, ctx)];
}

