/**
 * What a combat does by itself (issue 14): luring with nothing unassigned, the random assignment, the target order,
 * the reveal when every play is in, and the end (core-tables "random_assignment", "end_of_combat").
 */
import { type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../core/types.js';
import { chitLabel } from '../characters/kits.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { characterClearing } from '../play/access.js';
import { preparedSpent } from '../magic/prepare.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import { currentCombat } from './access.js';
import { revealEvents } from './aftermath.js';
import { fightsAs } from './counters.js';
import { ev, owedEvent } from './events.js';
import type { Box } from './melee.js';
import { assignAtRandom, combatEnds, fatigueOf, type AssignRoll } from './tactics.js';
import { assignableTo, inTheFight } from './natives.js';
import { controllerOf, sparesHim } from '../magic/commanded.js';
import type { ClearingCombat, CombatDenizen } from './state.js';
import type { DecideContext } from '../../../core/part.js';
import { payEveryDebt } from '../characters/debts.js';
import { nameOf } from './words.js';
import { aimedCast } from './secret-play.js';
import { spellsEndedEvents } from '../magic/in-force.js';
import { kindOf } from '../magic/spell-effects.js';
import { playOf } from '../play/access.js';

const isRedHolder = (d: CombatDenizen): boolean => !d.part && d.side === 'dark' && fightsAs(d)?.dark.holds === true;

/**
 * Moves the combat on while nobody has a choice: luring with nothing unassigned, the assignment roll, the target
 * order, a round with nothing to play, the reveal when every play is in, and the end.
 */
export function proceed(state: GameState, dice: DiceSource, actor: string, ctx: DecideContext): GameEvent[] {
  const out: GameEvent[] = [];
  let now = state;
  const push = (events: GameEvent[]) => {
    out.push(...events);
    now = events.reduce(ctx.evolve, now);
  };
  // Each pass moves one step; the bound only guards a rule that never stops.
  for (let n = 0; n < 200; n++) {
    const c = currentCombat(now);
    if (!c) break;
    const ended = endOf(now, c);
    if (ended) {
      // Asterisks played in an encounter step that no reveal followed still fatigue (a charge, an alert).
      const tired = c.order.filter((id) => fatigueOf(c.effort?.[id] ?? 0) > 0).map((id) => owedEvent(id, nameOf(now, id), { kind: 'fatigue', count: fatigueOf(c.effort![id]!), cause: `combat, round ${c.round}` }, actor));
      push(tired);
      push(combatEndEvents(now, c.clearing, ended, actor, ctx));
      break;
    }
    if (c.step === 'lure') {
      // Issue 30: natives whose group battles nobody here hold no luring step of their own (combat/natives.ts): they
      // may be lured in one a monster holds, or attacked in the target step.
      const free = c.denizens.some((d) => !d.on && !d.part && d.capture === undefined && inTheFight(now, c, d));
      if (c.turn < c.order.length && free) break;
      if (c.turn < c.order.length) {
        push([ev('combat.step', { step: 'action' }, PUBLIC, actor)]);
        continue;
      }
      push(assignment(now, c, dice, actor));
      continue;
    }
    if (c.step === 'action') {
      if (c.turn < c.order.length) break;
      const d = recordingDice(dice);
      const targetOrder = shuffle(d, c.order);
      push([ev('combat.step', { step: 'target', targetOrder, rolled: d.drawn }, PUBLIC, actor)]);
      continue;
    }
    if (c.step === 'target') {
      if (c.turn < c.targetOrder!.length) {
        // MP-1: a character alone who cast nothing has no target to pick.
        const who = c.targetOrder![c.turn]!;
        if (c.casting && c.denizens.length === 0 && c.order.length === 1 && !c.casts?.[who]) {
          push([ev('combat.targeted', { userId: who, name: nameOf(now, who) }, PUBLIC, actor)]);
          continue;
        }
        break;
      }
      // MP-6, MP-10: a caster whose attack spell is aimed plays (its direction), and so does every character it is aimed at (his maneuver).
      // Issue 29: a clearing's attack (Roof Collapses) is aimed at every character here.
      const spellTargets = Object.values(c.casts ?? {}).flatMap((k) => (k.broken || k.hidden ? [] : kindOf(k.spell) === 'clearing-attack' ? c.order : kindOf(k.spell) !== 'attack' ? [] : k.targets ?? []));
      const playing = c.order.filter((id) => c.targets[id] !== undefined || aimedCast(c, id) !== undefined || c.denizens.some((d) => d.on === id) || Object.values(c.targets).includes(id) || Object.values(c.targets2 ?? {}).includes(id) || spellTargets.includes(id));
      push([...payEveryDebt(now, actor, ctx.evolve, { of: playing, while: (o) => o.kind !== 'rest' }), ev('combat.step', { step: 'play', playing }, PUBLIC, actor)]);
      if (playing.length === 0) push(revealEvents(now, currentCombat(now)!, dice, actor, ctx.evolve));
      continue;
    }
    // The secret plays: the last one reveals the round.
    if (c.playing.every((id) => c.plays[id])) {
      push(revealEvents(now, c, dice, actor, ctx.evolve));
      continue;
    }
    break;
  }
  return out;
}

/**
 * The end of a combat, played out or ended by the GM: unused prepared chits fatigue (MP-11), the combat ends, and
 * its combat spells expire — "A Combat Spell expires at the end of combat in the clearing" (MP-9) — their MAGIC chits
 * fatiguing (MP-11), judged on the cards as the prepared chits left them.
 */
export function combatEndEvents(state: GameState, clearing: string, why: string, actor: string, ctx: Pick<DecideContext, 'evolve'>): GameEvent[] {
  const ending = [...preparedAtEnd(state, clearing, actor), ev('combat.ended', { clearing, why }, PUBLIC, actor)];
  const after = ending.reduce(ctx.evolve, state);
  return [...ending, ...spellsEndedEvents(after, { at: 'combat-ended' }, playOf(after).day?.number ?? 1, actor, clearing)];
}

/**
 * MP-11 (seed 001 l.11): "Magic chits that were 'prepared' in an Alert phase during the Day fatigue at the end of
 * combat even if they were not used to cast a spell" — of every character in the clearing as it ends, hidden or not
 * (magic/prepare.ts preparedSpent); his card's change, his and the GM's.
 */
function preparedAtEnd(state: GameState, clearing: string, actor: string): GameEvent[] {
  return state.players.flatMap((p) => {
    const kit = kitOf(state, p.userId);
    const sheet = kit && sheetOf(state, p.userId, kit);
    if (!kit || !sheet?.prepared?.length || characterClearing(state, p.userId) !== clearing) return [];
    const spent = preparedSpent(sheet);
    const what = spent.fatigued.length ? `${spent.fatigued.map((i) => chitLabel(kit.chits[i]!)).join(', ')} fatigued (prepared, at the end of combat)` : 'no MAGIC chit prepared any more (the end of combat)';
    return [{ type: 'play.sheet-set', payload: { userId: p.userId, name: nameOf(state, p.userId), changes: sheetDelta(sheet, spent.sheet), what }, visibility: onlyPlayers(p.userId), actor }];
  });
}

/** Why the combat ends now, or undefined (core-tables "end_of_combat"). */
function endOf(state: GameState, c: ClearingCombat): string | undefined {
  if (c.order.length === 0) return 'no character is left in it';
  // Issue 29: Small Blessing's "I wish for peace".
  if (c.peace && c.rounds.length) return c.peace;
  // MP-1: a character alone casts round after round; the first round he casts nothing ends it.
  // Issue 30: natives whose group battles nobody here, on nobody's sheet, do not hold a lone caster's step
  // (combat/natives.ts); a fight already under way they keep going — he may attack them — until two quiet rounds.
  if (c.casting && c.order.length === 1 && !c.denizens.some((d) => inTheFight(state, c, d))) return c.rounds.length && !c.rounds.at(-1) ? `the ${nameOf(state, c.order[0]!)} cast nothing more` : undefined;
  if (c.denizens.length === 0 && c.order.length < 2) return c.order.length === 1 ? `only the ${nameOf(state, c.order[0]!)} is left` : 'nobody is left';
  const red = c.denizens.some((d) => d.on && isRedHolder(d));
  if (combatEnds(c.rounds, { redHolding: red, charactersLeft: c.order.length })) return 'two quiet rounds in a row';
  return undefined;
}

/** Random assignment of the monsters nobody lured (core-tables "random_assignment"). */
function assignment(state: GameState, c: ClearingCombat, dice: DiceSource, actor: string): GameEvent[] {
  // Issue 29: a controlled monster is assigned to nobody; a pacified one never to whom it spares (magic/commanded.ts).
  const held = playOf(state).inForce ?? [];
  const free = c.denizens.filter((d) => !d.on && !d.part && d.capture === undefined && !controllerOf(held, d.id));
  // Issue 30: a native only to a character his group battles (combat/natives.ts).
  const rolled: AssignRoll[] = free.flatMap((d) => assignAtRandom([d.id], c.order.filter((id) => !sparesHim(held, d.id, id) && assignableTo(state, d, id)), dice));
  const count = new Map<string, number>(c.order.map((id) => [id, c.denizens.filter((d) => d.on === id).length]));
  const place = (id: string, to: string) => {
    const k = count.get(to)!;
    count.set(to, k + 1);
    return { id, on: to, box: ((k % 3) + 1) as Box };
  };
  // Each monster, then its head, club or buckler in the next box of the same sheet.
  const placed = rolled.flatMap((r) => [place(r.denizen, r.to), ...c.denizens.filter((d) => d.of === r.denizen).map((d) => place(d.id, r.to))]);
  const label = (id: string) => c.denizens.find((d) => d.id === id)!.label;
  return [
    ev(
      'combat.assigned',
      { rolls: rolled.map((r) => ({ denizen: label(r.denizen), rolls: r.rolls.map((x) => ({ name: nameOf(state, x.candidate), dice: x.dice })), to: nameOf(state, r.to) })), placed },
      PUBLIC,
      actor,
    ),
  ];
}
