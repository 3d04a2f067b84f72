/**
 * Combat at Evening, clearing by clearing (issue 14; core-tables.json "day_order" step 5 and the procedures
 * "combat_round", "random_assignment", "disengagement", "end_of_combat"; seed 001 l.11–31). The GM's Next at Evening
 * begins the combat of one marked clearing (day-flow.ts combatClearings, one at random when there are several); the
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
 * Treachery (BI-13). A hidden character keeps out of the combat, unless he ambushes (the option `ambush`). Monsters start each clearing's combat light side up,
 * in the boxes of his sheet in the order they came to it (1, 2, 3, 1, …); the repositioning roll moves them from
 * there.
 */
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import { clearingId, parseClearingId } from '../board/board.js';
import { boardOf } from '../board/rules.js';
import { weaponNamed } from '../belongings/belongings.js';
import { characterWords, chitLabel } from '../characters/kits.js';
import { sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { combatClearings } from '../play/day-flow.js';
import { isDead, playOf } from '../play/rules.js';
import { applyRealmEvent } from '../apply.js';
import { payEveryDebt } from '../play/debts.js';
import { modifierWords, rollerModifiers } from '../play/roll-modifiers.js';
import { travellerNamed } from '../denizens/travellers.js';
import { cardOf, combatOf, currentCombat } from './access.js';
import { revealEvents } from './aftermath.js';
import { stumble } from './bimr4.js';
import { combatLabels, counterOfPiece, monsterOf } from './counters.js';
import { ev, owedEvent } from './events.js';
import type { Box } from './melee.js';
import { fighterOf, playOf as readPlay, playText, type PlayInput } from './plays.js';
import { assignAtRandom, combatEnds, fatigueOf, type AssignRoll } from './tactics.js';
import { checkAlert, checkCharge, checkRun } from './encounter.js';
import type { ClearingCombat, CombatDenizen, CombatStep } from './state.js';
import type { CombatAction } from './actions.js';
import { labelIn, nameOf, stepName, waitingOn } from './words.js';

// The combat's face to the day (play/rules.ts) and the commands.
export { combatOf, currentCombat } from './access.js';
export { applyCombatEvent } from './evolve.js';

/**
 * The GM's Next at Evening: begins the combat of the next marked clearing not fought today (one at random among
 * several), or undefined when none is left. Refused while a combat is under way.
 */
export function beginCombat(state: GameState, dice: DiceSource, actor: string): GameEvent[] | undefined {
  const combat = combatOf(state);
  if (combat.current) throw new RuleError(`the combat in ${combat.current.clearing} is not over: it waits on ${waitingOn(state, combat.current)}`, 'play it out, or end it with /combat end (GM) when the table settled it');
  const left = combatClearings(state).filter((c) => !combat.done.includes(c));
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
  const travellers = pieces.filter((p) => p.kind === 'traveller').flatMap((p): CombatDenizen[] => {
    const t = travellerNamed(p.label);
    return t?.capture !== undefined ? [{ id: p.id, label: t.name, name: t.name, counter: 0, side: 'light', box: 1, capture: t.capture }] : [];
  });
  denizens.push(...travellers);
  const natives = pieces.filter((p) => p.kind === 'native' && p.owner === undefined).map((p) => p.label);
  const names = Object.fromEntries(order.map((id) => [id, nameOf(state, id)]));
  const begun = ev('mr.combat-begun', { clearing, order, names, denizens, rolled: d.drawn, left: left.length - 1, natives }, PUBLIC, actor);
  return [begun, ...proceed(applyRealmEvent(state, begun), dice, actor)];
}

const playerFor = (state: GameState, action: { actor: { id: string }; player?: string | undefined }): string => {
  if (action.player) {
    if (!isGm(state, action.actor.id)) throw new RuleError("the option player: is the GM's", 'leave player: out to act for your own character');
    if (!findPlayer(state, action.player)) throw new RuleError('that player has not joined this game', 'name a player who joined, e.g. player:@bob');
    return action.player;
  }
  if (!findPlayer(state, action.actor.id)) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  return action.actor.id;
};

function requireCombat(state: GameState): ClearingCombat {
  const c = currentCombat(state);
  if (!c) throw new RuleError('no combat is under way', 'combat begins at Evening in a clearing where an unhidden character meets a monster or another character: the GM moves the day on with /day next');
  return c;
}

function requireTurn(state: GameState, c: ClearingCombat, step: CombatStep, userId: string, how: string): void {
  const name = nameOf(state, userId);
  if (!c.order.includes(userId)) throw new RuleError(`${name} is not in the combat in ${c.clearing}`, 'only the characters fighting there take its steps');
  if (c.step !== step) throw new RuleError(`the combat in ${c.clearing} is at ${stepName(c.step)}, not ${stepName(step)}`, `it waits on ${waitingOn(state, c)}`);
  const turnOf = step === 'target' ? c.targetOrder![c.turn] : c.order[c.turn];
  if (turnOf !== userId) throw new RuleError(`it is ${nameOf(state, turnOf!)}'s turn to ${how}`, `wait for your turn; the combat waits on ${waitingOn(state, c)}`);
}

/** The denizen a player names: by its label in this combat ("Wolf 2"), any case; a traveller only as a target. */
function denizenNamed(c: ClearingCombat, name: string, { travellers = false } = {}): CombatDenizen {
  const key = name.trim().toLowerCase().replace(/^the /, '');
  const bodies = c.denizens.filter((x) => !x.part && (travellers || x.capture === undefined));
  const d = bodies.find((x) => x.label.toLowerCase() === key || x.id === name.trim());
  const part = c.denizens.find((x) => x.part && x.label.toLowerCase() === key);
  if (part) throw new RuleError(`the ${part.label} goes with the ${c.denizens.find((x) => x.id === part.of)?.label ?? 'monster'}`, `name the monster itself: ${c.denizens.find((x) => x.id === part.of)?.label}`);
  if (!d) throw new RuleError(`no monster "${name}" fights in ${c.clearing}`, `name one of ${bodies.map((x) => x.label).join(', ') || 'none'}`);
  return d;
}

const isRedHolder = (d: CombatDenizen): boolean => !d.part && d.side === 'dark' && monsterOf(d.name, d.counter)?.dark.holds === true;

export function decideCombat(state: GameState, action: CombatAction, dice: DiceSource): GameEvent[] {
  const actor = action.actor.id;
  if (action.type === 'mr.combat-end') {
    const c = requireCombat(state);
    if (!isGm(state, actor)) throw new RuleError('only the GM ends a combat before its time', 'play the combat out: it ends after two quiet rounds');
    return [ev('mr.combat-ended', { clearing: c.clearing, why: 'the GM ended it' }, PUBLIC, actor)];
  }
  const c = requireCombat(state);
  const userId = playerFor(state, action);
  const name = nameOf(state, userId);
  const then = (events: GameEvent[]): GameEvent[] => [...events, ...proceed(events.reduce((s, e) => applyRealmEvent(s, e), state), dice, actor)];
  switch (action.type) {
    case 'mr.combat-lure': {
      requireTurn(state, c, 'lure', userId, 'lure');
      const wanted = action.denizens ? action.denizens.split(/[,;]/).map((s) => s.trim()).filter((s) => s && !/^(none|nothing|-)$/i.test(s)) : [];
      const chosen = wanted.map((w) => denizenNamed(c, w));
      for (const d of chosen) if (d.on) throw new RuleError(`the ${d.label} is on ${nameOf(state, d.on)}'s sheet already`, `lure only unassigned monsters: ${c.denizens.filter((x) => !x.on).map((x) => x.label).join(', ') || 'none'}`);
      return then([ev('mr.combat-lured', { userId, name, ids: chosen.map((d) => d.id), labels: chosen.map((d) => d.label) }, PUBLIC, actor)]);
    }
    case 'mr.combat-pass': {
      if (c.step === 'lure') {
        requireTurn(state, c, 'lure', userId, 'lure');
        return then([ev('mr.combat-lured', { userId, name, ids: [], labels: [] }, PUBLIC, actor)]);
      }
      if (c.step === 'target') {
        requireTurn(state, c, 'target', userId, 'pick a target');
        return then([ev('mr.combat-targeted', { userId, name }, PUBLIC, actor)]);
      }
      requireTurn(state, c, 'action', userId, 'act');
      return then([ev('mr.combat-acted', { userId, name, what: 'pass', effort: 0, text: `${name} passes` }, PUBLIC, actor)]);
    }
    case 'mr.combat-run':
      requireTurn(state, c, 'action', userId, 'act');
      return then(run(state, c, userId, action.chit, action.to, dice, actor));
    case 'mr.combat-alert': {
      requireTurn(state, c, 'action', userId, 'act');
      const { sheet } = cardOf(state, userId);
      const { chit, weapon } = checkAlert(state, c, userId, action.chit);
      const after: CharacterSheet = { ...sheet, weapon: { ...sheet.weapon!, alerted: true } };
      return then([
        ev('mr.combat-acted', { userId, name, what: 'alert', chit: chitLabel(chit), effort: chit.effort, text: `${name} alerts ${characterWords(name).possessive} ${weapon.name} with ${chitLabel(chit)}` }, PUBLIC, actor),
        { type: 'mr.sheet-set', payload: { userId, name, sheet: after, what: `alerts ${characterWords(name).possessive} ${weapon.name}` }, visibility: onlyPlayers(userId), actor },
      ]);
    }
    case 'mr.combat-drop': {
      // Seed 001 l.20: one who did not charge or act may abandon belongings instead (or activate a weapon: below).
      requireTurn(state, c, 'action', userId, 'act');
      const { kit, sheet } = cardOf(state, userId);
      const { sheet: after, what } = changeSheet(sheet, kit, { kind: 'take', item: action.item });
      const item = what.replace(/^gives up the /, '');
      const at = parseClearingId(c.clearing)!;
      const dropped = { id: `dropped-${userId}-${item.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${c.round}`, label: item, kind: 'other' as const, tile: at.code, clearing: at.number, seenBy: 'all' as const };
      return then([
        ev('mr.combat-acted', { userId, name, what: 'drop', effort: 0, text: `${name} abandons ${characterWords(name).possessive} ${item}: it lies in ${c.clearing}` }, PUBLIC, actor),
        { type: 'mr.sheet-set', payload: { userId, name, sheet: after, what: `abandons ${characterWords(name).possessive} ${item}` }, visibility: onlyPlayers(userId), actor },
        { type: 'board.piece-set', payload: { piece: dropped }, visibility: PUBLIC, actor },
      ]);
    }
    case 'mr.combat-activate': {
      // Seed 001 l.19: one who did not charge or act may activate and/or inactivate one weapon instead (issue 27).
      requireTurn(state, c, 'action', userId, 'act');
      const { kit, sheet } = cardOf(state, userId);
      const { sheet: after, what } = changeSheet(sheet, kit, { kind: action.inactivate ? 'inactivate' : 'activate', item: action.item });
      // The table sees the weapon he now holds (it lies face up on the board); what else he carries stays his.
      const w = characterWords(name);
      const text = after.weapon ? `${name} now fights with ${w.possessive} ${after.weapon.name}` : `${name} puts ${w.possessive} weapon away: ${w.subject} ${w.verb('fights')} with ${w.possessive} dagger`;
      return then([
        ev('mr.combat-acted', { userId, name, what: 'activate', effort: 0, text }, PUBLIC, actor),
        { type: 'mr.sheet-set', payload: { userId, name, sheet: after, what }, visibility: onlyPlayers(userId), actor },
      ]);
    }
    case 'mr.combat-ambush':
      return then([ambush(state, c, userId, action, actor)]);
    case 'mr.combat-charge': {
      requireTurn(state, c, 'action', userId, 'act');
      const target = targetNamed(state, c, action.who, userId);
      const { chit } = checkCharge(state, c, userId, target, action.chit);
      const who = nameOf(state, target);
      return then([ev('mr.combat-acted', { userId, name, what: 'charge', charged: target, chit: chitLabel(chit), time: chit.time, effort: chit.effort, text: `${name} charges the ${who} with ${chitLabel(chit)}` }, PUBLIC, actor)]);
    }
    case 'mr.combat-target': {
      requireTurn(state, c, 'target', userId, 'pick a target');
      if (!action.who) return then([ev('mr.combat-targeted', { userId, name }, PUBLIC, actor)]);
      const target = targetNamed(state, c, action.who, userId);
      // X1-17 (11.1/3): his second weapon may strike another.
      if (action.who2 && !sheetOf(state, userId)?.second) throw new RuleError(`${name} wields no second weapon`, 'leave who2: out');
      const target2 = action.who2 ? targetNamed(state, c, action.who2, userId) : undefined;
      const second = target2 && target2 !== target ? { target2, label2: labelIn(state, c, target2) } : {};
      return then([ev('mr.combat-targeted', { userId, name, target, label: labelIn(state, c, target), ...second }, PUBLIC, actor)]);
    }
    case 'mr.combat-play': {
      if (!c.order.includes(userId)) throw new RuleError(`${name} is not in the combat in ${c.clearing}`, 'only the characters fighting there play');
      if (c.step !== 'play') throw new RuleError(`the combat in ${c.clearing} is at ${stepName(c.step)}, not the secret plays`, `it waits on ${waitingOn(state, c)}`);
      if (!c.playing.includes(userId)) throw new RuleError(`${name} has nothing to play this round: ${characterWords(name).subject} attacks nobody and nothing attacks ${characterWords(name).object}`, 'wait for the reveal');
      if (c.plays[userId]) throw new RuleError(`${name} has played this round already`, 'a play cannot be changed once given: wait for the reveal');
      const { kit, sheet } = cardOf(state, userId);
      if (action.parry && state.options['expansion-one'] !== true) throw new RuleError("parrying is Expansion One's rule (11.3)", 'play your shield (shield:), or a game created with expansion-one');
      const input: PlayInput = {
        ...(action.fight ? { fight: action.fight } : {}),
        ...(action.direction ? { direction: action.direction } : {}),
        ...(action.fight2 ? { fight2: action.fight2 } : {}),
        ...(action.parry ? { parry: action.parry } : {}),
        ...(action.direction2 ? { direction2: action.direction2 } : {}),
        ...(action.move ? { move: action.move } : {}),
        ...(action.maneuver ? { maneuver: action.maneuver } : {}),
        ...(action.shield ? { shield: action.shield } : {}),
      };
      const play = readPlay(kit, sheet, input, c.targets[userId], c.targets2?.[userId] ?? c.targets[userId]);
      // Checked now, as the reveal will read it: strength for the weapon and the load, two asterisks at most.
      fighterOf(kit, sheet, userId, play, c.effort?.[userId] ?? 0);
      const text = playText(kit, play, (id) => labelIn(state, c, id));
      const played = Object.keys(c.plays).length + 1;
      return then([
        ev('mr.combat-played', { userId, name, play, text }, onlyPlayers(userId), actor),
        ev('mr.combat-play-noted', { userId, name, played, of: c.playing.length }, PUBLIC, actor),
      ]);
    }
  }
}

/**
 * An ambush (the option `ambush`, the Ambush advanced rule MP-7 names; Expansion One 11.2): a hidden character in the
 * clearing, not among the fighters, attacks from hiding with a missile weapon — or, with Expansion One, throws his
 * spear or axe (length 12, one shot: the weapon stays in the clearing). Recorded in secret any time before the
 * reveal; after it he rolls on the Hide table to stay hidden.
 */
function ambush(state: GameState, c: ClearingCombat, userId: string, action: Extract<CombatAction, { type: 'mr.combat-ambush' }>, actor: string): GameEvent {
  const name = nameOf(state, userId);
  if (state.options.ambush !== true) throw new RuleError('this game does not use the Ambush rule', 'the GM chooses it at /game create (options:ambush)');
  const piece = boardOf(state).pieces.find((p) => p.owner === userId && p.kind === 'character');
  const here = piece && piece.clearing !== undefined && clearingId(piece.tile, piece.clearing) === c.clearing;
  if (!here || !piece.hidden || c.order.includes(userId)) throw new RuleError(`only a hidden character in ${c.clearing} ambushes`, 'an unhidden character fights in the combat itself (/combat target, /combat play)');
  if (c.ambushes?.[userId]) throw new RuleError(`${name} lies in ambush this round already`, 'wait for the reveal');
  const { kit, sheet } = cardOf(state, userId);
  const weapon = sheet.weapon && weaponNamed(sheet.weapon.name);
  const thrown = !weapon?.missile && weapon?.throwable === true && state.options['expansion-one'] === true;
  if (!weapon?.missile && !thrown) throw new RuleError(`an ambush is made with a missile weapon${state.options['expansion-one'] === true ? ', or a spear or axe thrown (Expansion One 11.2)' : ''}`, `${name} carries ${sheet.weapon ? `the ${sheet.weapon.name}` : 'no weapon'}`);
  const target = targetNamed(state, c, action.who, userId);
  const play = readPlay(kit, sheet, { fight: action.fight, direction: action.direction }, target);
  fighterOf(kit, sheet, userId, play);
  const text = playText(kit, play, (id) => labelIn(state, c, id)) + (thrown ? ` (the ${weapon!.name} thrown)` : '');
  return ev('mr.combat-ambushed', { userId, name, play, text, ...(thrown ? { thrown: true as const } : {}) }, onlyPlayers(userId), actor);
}

/** A target named: a monster of this combat by its label, or a character fighting here by his name. */
function targetNamed(state: GameState, c: ClearingCombat, who: string, userId: string): string {
  const key = who.trim().toLowerCase().replace(/^the /, '');
  const character = c.order.find((id) => nameOf(state, id).toLowerCase() === key || id === who.trim());
  if (character === userId) throw new RuleError('a character cannot attack themselves', 'name a monster or another character fighting here');
  if (character) return character;
  return denizenNamed(c, who, { travellers: true }).id;
}

/** A run (core-tables "combat_round" encounter step; BI-7 with optional-combat). */
function run(state: GameState, c: ClearingCombat, userId: string, chitName: string, to: string, dice: DiceSource, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  const { chit, to: where, times, stumbles: bimr4 } = checkRun(state, c, userId, chitName, to);
  const dest = parseClearingId(where)!;
  const d = recordingDice(dice);
  // His own modifiers (the Lucky Charm's one die) reach the Stumble roll too (003 5.1/1 "in addition to his normal die roll modifiers").
  const rolled = bimr4 ? stumble({ ownMoveTime: chit.time, attackerMoveTimes: times, redTremendous: false, own: rollerModifiers(state, userId)(c.clearing, []) }, d) : undefined;
  const ran = rolled ? rolled.completed : true;
  const w = characterWords(name);
  const text = rolled
    ? `${name} runs for ${where} with ${chitLabel(chit)}: Stumble ${rolled.roll.dice.join(', ')}: ${rolled.roll.natural}${modifierWords(rolled.roll.modifiers.filter((m) => m.value !== 0))} → ${rolled.read}, ${ran ? `${w.subject} ${w.verb('gets')} away` : `${w.subject} ${w.verb('stumbles')} and ${w.verb('stays')}`}`
    : `${name} runs to ${where} with ${chitLabel(chit)}`;
  const events: GameEvent[] = [
    ev('mr.combat-acted', { userId, name, what: 'run', chit: chitLabel(chit), to: where, ...(rolled ? { stumble: { dice: rolled.roll.dice, read: rolled.read, completed: ran } } : {}), ran, effort: chit.effort, text }, PUBLIC, actor),
  ];
  if (ran) {
    const piece = boardOf(state).pieces.find((p) => p.owner === userId && p.kind === 'character')!;
    events.push({ type: 'board.piece-set', payload: { piece: { ...piece, tile: dest.code, clearing: dest.number } }, visibility: PUBLIC, actor });
    // He leaves the round now: the fatigue of his MOVE is paid as he goes (core-tables "wounds_and_fatigue").
    const tired = fatigueOf(chit.effort);
    if (tired) events.push(owedEvent(userId, name, { kind: 'fatigue', count: tired, cause: `running from ${c.clearing}` }, actor));
  }
  return events;
}



/**
 * Moves the combat on while nobody has a choice: luring with nothing unassigned, the assignment roll, the target
 * order, a round with nothing to play, the reveal when every play is in, and the end.
 */
function proceed(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  const out: GameEvent[] = [];
  let now = state;
  const push = (events: GameEvent[]) => {
    out.push(...events);
    now = events.reduce((s, e) => applyRealmEvent(s, e), now);
  };
  // Each pass moves one step; the bound only guards a rule that never stops.
  for (let n = 0; n < 200; n++) {
    const c = currentCombat(now);
    if (!c) break;
    const ended = endOf(now, c);
    if (ended) {
      // Asterisks played in an encounter step that no reveal followed still fatigue (a charge, an alert).
      const tired = c.order.filter((id) => fatigueOf(c.effort?.[id] ?? 0) > 0).map((id) => owedEvent(id, nameOf(now, id), { kind: 'fatigue', count: fatigueOf(c.effort![id]!), cause: `combat, round ${c.round}` }, actor));
      push([...tired, ev('mr.combat-ended', { clearing: c.clearing, why: ended }, PUBLIC, actor)]);
      break;
    }
    if (c.step === 'lure') {
      const free = c.denizens.some((d) => !d.on && !d.part && d.capture === undefined);
      if (c.turn < c.order.length && free) break;
      if (c.turn < c.order.length) {
        push([ev('mr.combat-step', { step: 'action' }, PUBLIC, actor)]);
        continue;
      }
      push(assignment(now, c, dice, actor));
      continue;
    }
    if (c.step === 'action') {
      if (c.turn < c.order.length) break;
      const d = recordingDice(dice);
      const targetOrder = shuffle(d, c.order);
      push([ev('mr.combat-step', { step: 'target', targetOrder, rolled: d.drawn }, PUBLIC, actor)]);
      continue;
    }
    if (c.step === 'target') {
      if (c.turn < c.targetOrder!.length) break;
      const playing = c.order.filter((id) => c.targets[id] !== undefined || c.denizens.some((d) => d.on === id) || Object.values(c.targets).includes(id) || Object.values(c.targets2 ?? {}).includes(id));
      push([...payEveryDebt(now, actor, applyRealmEvent, { of: playing, while: (o) => o.kind !== 'rest' }), ev('mr.combat-step', { step: 'play', playing }, PUBLIC, actor)]);
      if (playing.length === 0) push(revealEvents(now, currentCombat(now)!, dice, actor));
      continue;
    }
    // The secret plays: the last one reveals the round.
    if (c.playing.every((id) => c.plays[id])) {
      push(revealEvents(now, c, dice, actor));
      continue;
    }
    break;
  }
  return out;
}

/** Why the combat ends now, or undefined (core-tables "end_of_combat"). */
function endOf(state: GameState, c: ClearingCombat): string | undefined {
  if (c.order.length === 0) return 'no character is left in it';
  if (c.denizens.length === 0 && c.order.length < 2) return c.order.length === 1 ? `only the ${nameOf(state, c.order[0]!)} is left` : 'nobody is left';
  const red = c.denizens.some((d) => d.on && isRedHolder(d));
  if (combatEnds(c.rounds, { redHolding: red, charactersLeft: c.order.length })) return 'two quiet rounds in a row';
  return undefined;
}

/** Random assignment of the monsters nobody lured (core-tables "random_assignment"). */
function assignment(state: GameState, c: ClearingCombat, dice: DiceSource, actor: string): GameEvent[] {
  const free = c.denizens.filter((d) => !d.on && !d.part && d.capture === undefined);
  const rolled: AssignRoll[] = free.length ? assignAtRandom(free.map((d) => d.id), c.order, dice) : [];
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
      'mr.combat-assigned',
      { rolls: rolled.map((r) => ({ denizen: label(r.denizen), rolls: r.rolls.map((x) => ({ name: nameOf(state, x.candidate), dice: x.dice })), to: nameOf(state, r.to) })), placed },
      PUBLIC,
      actor,
    ),
  ];
}
