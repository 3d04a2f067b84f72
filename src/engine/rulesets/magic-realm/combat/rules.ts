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
 * Left visible for later issues: hirelings and battling natives (deployment, their Meeting roll), activating or
 * abandoning a belonging (the GM's /character give and take), horses (BI-8/BI-9), spells (MP-), Watchful Natives (BI-12), Extended
 * Treachery (BI-13). A hidden character keeps out of the combat. Monsters start each clearing's combat light side up,
 * in the boxes of his sheet in the order they came to it (1, 2, 3, 1, …); the repositioning roll moves them from
 * there.
 */
import { characterOf, findPlayer, isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { eventMaker } from '../../../core/part.js';
import { recordingDice, shuffle, type DiceSource } from '../../../dice.js';
import { clearingId, parseClearingId } from '../board/board.js';
import { stepsFrom } from '../board/graph.js';
import { applyBoardEvent, boardOf, type BoardEvent } from '../board/rules.js';
import { weaponNamed } from '../belongings/belongings.js';
import { chitLabel, type CharacterKit } from '../characters/kits.js';
import { kitOf, sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { owedText, type Owed } from '../characters/effort.js';
import { combatClearings } from '../play/day-flow.js';
import { applyPlayEvent, isDead, numbersOf, owedOf, playOf, type PlayEvent } from '../play/rules.js';
import { payOwed } from '../play/debts.js';
import { stumble } from './bimr4.js';
import { combatLabels, counterOfPiece, fightsAs, monsterOf, printedSide } from './counters.js';
import { travellerNamed } from '../../../reference/travellers.js';
import type { Box, Maneuver } from './melee.js';
import { ATTACK_DIRECTIONS, type AttackDirection } from '../terms.js';
import { chitNamed, fighterOf, heaviestLoad, playOf as readPlay, playText, type MeleePlay, type PlayInput } from './plays.js';
import { playRound, type InCombat, type RoundOutcome } from './round.js';
import { assignAtRandom, canRun, combatEnds, fatigueOf, type AssignRoll } from './tactics.js';
import type { ClearingCombat, CombatDenizen, CombatStep, RealmCombat } from './state.js';
import type { CombatAction } from './actions.js';

/** A line of the reveal's story, with the dice. */
export interface StrikeLine {
  by: string;
  on: string;
  text: string;
}

/** What a strike did, as the melee picture marks it ('cancelled': its attacker or target fell first). */
export type StrikeMark = 'hit' | 'miss' | 'killed' | 'cancelled' | 'none';

/** One character's sheet at the reveal, as the game lays it out (the melee picture draws these). */
export interface MeleeSheet {
  name: string;
  attack?: { chit: string; weapon: string; direction: AttackDirection; target: string; mark: StrikeMark };
  /** X1-17 (11.3): his weapon parrying in a shield box. */
  parry?: { chit: string; weapon: string; direction: AttackDirection; destroyed: boolean };
  /** X1-17: his second weapon's attack. */
  attack2?: { chit: string; weapon: string; direction: AttackDirection; target: string; mark: StrikeMark };
  maneuver?: { chit: string; maneuver: Maneuver };
  shield?: AttackDirection;
  /** The monsters on his sheet where the tactics step left them, and what each one's attack on him did. */
  denizens: { label: string; side: 'light' | 'dark'; box: Box; printed: string; mark: StrikeMark; dead: boolean }[];
  wounds: number;
  killed: boolean;
}

export interface CombatEventPayloads {
  /** The combat of a clearing begins: who fights, the monsters, the die that picked it among several (public). */
  'mr.combat-begun': { clearing: string; order: string[]; names: Record<string, string>; denizens: CombatDenizen[]; rolled: number[]; left: number; /** Natives battling there: the GM's until natives fight (a later issue). */ natives: string[] };
  /** A character lured monsters onto his sheet, or none (public). */
  'mr.combat-lured': { userId: string; name: string; ids: string[]; labels: string[] };
  /** Random assignment: each roll, and where each monster went (public). */
  'mr.combat-assigned': { rolls: { denizen: string; rolls: { name: string; dice: number[] }[]; to: string }[]; placed: { id: string; on: string; box: Box }[] };
  /** A character's encounter action (public: the table sees a run, an alert, a pass). */
  'mr.combat-acted': {
    userId: string;
    name: string;
    what: 'pass' | 'run' | 'alert' | 'charge';
    /** The character he charged (user id). */
    charged?: string;
    /** The time of the MOVE chit he charged or ran with. */
    time?: number;
    chit?: string;
    to?: string;
    /** BI-7's Stumble roll of a run. */
    stumble?: { dice: number[]; read: number; completed: boolean };
    ran?: boolean;
    effort: number;
    text: string;
  };
  /** The round moves to a step (public): the target order drawn, or who must play. */
  'mr.combat-step': { step: CombatStep; targetOrder?: string[]; rolled?: number[]; playing?: string[] };
  /** A character's target for the round, or none (public). */
  'mr.combat-targeted': { userId: string; name: string; target?: string; label?: string; /** X1-17: his second weapon's other target. */ target2?: string; label2?: string };
  /** His secret play (his and the GM's until the reveal). */
  'mr.combat-played': { userId: string; name: string; play: MeleePlay; text: string };
  /** The table sees that he played (✔), never what. */
  'mr.combat-play-noted': { userId: string; name: string; played: number; of: number };
  /** The round revealed (public): the plays, the tactics, every attack in order with its dice, what it left. */
  'mr.combat-round': {
    clearing: string;
    round: number;
    plays: { userId: string; name: string; text: string }[];
    tactics: { name: string; die: number; text: string; changes: { box: Box; dice: number[]; turned: boolean }[] }[];
    strikes: StrikeLine[];
    /** Denizens still fighting: their boxes and sides for the next round. */
    denizens: Record<string, { box: Box; side: 'light' | 'dark' }>;
    killed: string[];
    active: boolean;
    lines: string[];
    /** Each sheet as the melee picture shows it (absent in no log yet: always written). */
    sheets: MeleeSheet[];
  };
  /** The combat in the clearing is over (public). */
  'mr.combat-ended': { clearing: string; why: string };
  /** X1-12: a traveller hit in the round is captured: he goes with his captor for the rest of the game (public). */
  'mr.combat-captured': { userId: string; name: string; traveller: string; id: string };
  /** X1-12: a traveller attacked and not hit escapes; his card says where (the GM moves him, X1-13). Public. */
  'mr.combat-escaped': { traveller: string; id: string };
}

type CombatEvent = { [K in keyof CombatEventPayloads]: GameEvent<K, CombatEventPayloads[K]> }[keyof CombatEventPayloads];

const ev = eventMaker<CombatEventPayloads>();

const today = (state: GameState): number => playOf(state).day?.number ?? 1;

/** Today's combats (a combat state of an earlier day counts as none). */
export function combatOf(state: GameState): RealmCombat {
  const c = state.realmCombat;
  return c && c.day === today(state) ? c : { day: today(state), done: [] };
}

/** The combat under way, if any. */
export const currentCombat = (state: GameState): ClearingCombat | undefined => combatOf(state).current;

const nameOf = (state: GameState, id: string): string => characterOf(state, id) ?? id;

/** A denizen's or a character's name in this combat. */
export function labelIn(state: GameState, c: ClearingCombat, id: string): string {
  const d = c.denizens.find((x) => x.id === id);
  return d ? `the ${d.label}` : `the ${nameOf(state, id)}`;
}

/** What the combat waits on now, in words (for a refusal, a reminder, the post). */
export function waitingOn(state: GameState, c: ClearingCombat): string {
  const who = (id: string) => nameOf(state, id);
  switch (c.step) {
    case 'lure':
      return `${who(c.order[c.turn]!)} to lure or pass (/combat lure)`;
    case 'action':
      return `${who(c.order[c.turn]!)} to run, alert or pass (/combat run, /combat alert, /combat pass)`;
    case 'target':
      return `${who(c.targetOrder![c.turn]!)} to pick a target (/combat target)`;
    case 'play':
      return `the secret plays of ${c.playing.filter((id) => !c.plays[id]).map(who).join(', ')} (/combat play)`;
  }
}

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
  return [begun, ...proceed(applyCombatEvent(state, begun), dice, actor)];
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

const stepName = (s: CombatStep): string => ({ lure: 'luring', action: 'the encounter actions', target: 'the targets', play: 'the secret plays' })[s];

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
  const then = (events: GameEvent[]): GameEvent[] => [...events, ...proceed(events.reduce((s, e) => applyAny(s, e), state), dice, actor)];
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
      const { kit, sheet } = cardOf(state, userId);
      const weapon = sheet.weapon && weaponNamed(sheet.weapon.name);
      if (!sheet.weapon || !weapon) throw new RuleError(`${name} has no weapon to alert`, 'pass instead (/combat pass), or run');
      if (sheet.weapon.alerted) throw new RuleError(`his ${weapon.name} is alerted already`, 'pass instead (/combat pass)');
      const i = chitNamed(kit, sheet, action.chit, 'FIGHT', 'alert his weapon');
      const chit = kit.chits[i]!;
      if ('NLMHTX'.indexOf(chit.strength ?? 'N') < 'NLMHTX'.indexOf(weapon.weight)) throw new RuleError(`${chitLabel(chit)} is too weak for the ${weapon.name} (weight ${weapon.weight})`, `alert it with a FIGHT chit of strength ${weapon.weight} or more`);
      const after: CharacterSheet = { ...sheet, weapon: { ...sheet.weapon, alerted: true } };
      return then([
        ev('mr.combat-acted', { userId, name, what: 'alert', chit: chitLabel(chit), effort: chit.effort, text: `${name} alerts his ${weapon.name} with ${chitLabel(chit)}` }, PUBLIC, actor),
        { type: 'mr.sheet-set', payload: { userId, name, sheet: after, what: `alerts his ${weapon.name}` }, visibility: onlyPlayers(userId), actor },
      ]);
    }
    case 'mr.combat-charge': {
      requireTurn(state, c, 'action', userId, 'act');
      const { kit, sheet } = cardOf(state, userId);
      const target = targetNamed(state, c, action.who, userId);
      if (!c.order.includes(target)) throw new RuleError(`only a character can be charged`, `name a character fighting here: ${c.order.filter((id) => id !== userId).map((id) => nameOf(state, id)).join(', ') || 'none'}`);
      const i = chitNamed(kit, sheet, action.chit, 'MOVE', 'charge');
      const chit = kit.chits[i]!;
      const load = heaviestLoad(sheet);
      if ('NLMHTX'.indexOf(chit.strength ?? 'N') < 'NLMHTX'.indexOf(load)) throw new RuleError(`${chitLabel(chit)} cannot carry his load (the heaviest is ${load})`, `charge with a MOVE chit of strength ${load} or more`);
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
      if (!c.playing.includes(userId)) throw new RuleError(`${name} has nothing to play this round: he attacks nobody and nothing attacks him`, 'wait for the reveal');
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

/** Whether a red-side Tremendous monster on his sheet holds him (no running). */
const runningHeld = (c: ClearingCombat, userId: string): boolean => c.denizens.some((d) => d.on === userId && isRedHolder(d));

function cardOf(state: GameState, userId: string): { kit: CharacterKit; sheet: CharacterSheet } {
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  if (!kit || !sheet) throw new RuleError(`${nameOf(state, userId)} is not a character of the game, so he has no chits to fight with`, 'the GM resolves his fight and sets what it did with /character set');
  return { kit, sheet };
}

/** A target named: a monster of this combat by its label, or a character fighting here by his name. */
function targetNamed(state: GameState, c: ClearingCombat, who: string, userId: string): string {
  const key = who.trim().toLowerCase().replace(/^the /, '');
  const character = c.order.find((id) => nameOf(state, id).toLowerCase() === key || id === who.trim());
  if (character === userId) throw new RuleError('he cannot attack himself', 'name a monster or another character fighting here');
  if (character) return character;
  return denizenNamed(c, who, { travellers: true }).id;
}

/** A run (core-tables "combat_round" encounter step; BI-7 with optional-combat). */
function run(state: GameState, c: ClearingCombat, userId: string, chitName: string, to: string, dice: DiceSource, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  const { kit, sheet } = cardOf(state, userId);
  if (runningHeld(c, userId)) throw new RuleError(`a Tremendous monster is red side up on ${name}'s sheet and holds him`, 'he cannot run while it holds him: pass (/combat pass) or alert');
  const i = chitNamed(kit, sheet, chitName, 'MOVE', 'run');
  const chit = kit.chits[i]!;
  const load = heaviestLoad(sheet);
  if ('NLMHTX'.indexOf(chit.strength ?? 'N') < 'NLMHTX'.indexOf(load)) throw new RuleError(`${chitLabel(chit)} cannot carry his load (the heaviest is ${load})`, `run with a MOVE chit of strength ${load} or more`);
  const times = c.denizens.filter((d) => d.on === userId && !d.part && d.capture === undefined).map((d) => monsterOf(d.name, d.counter)![d.side].move).filter((t): t is number => t !== undefined);
  // A charge (seed 001: it keeps him from running) counts its MOVE among the times he must beat.
  const charge = c.charged?.[userId];
  if (charge) times.push(charge.time);
  // BI-7 (003 5.1): with the optional combat rules his move time need not beat theirs; the Stumble roll decides.
  const bimr4 = state.options['optional-combat'] === true;
  if (!bimr4 && charge && !canRun(chit.time, [charge.time])) throw new RuleError(`the ${nameOf(state, charge.by)} charged him with a MOVE of time ${charge.time}`, `run with a MOVE chit of time ${charge.time - 1} or less, or pass`);
  if (!bimr4 && !canRun(chit.time, times)) throw new RuleError(`${chitLabel(chit)} is not faster than every monster on his sheet (move times ${times.join(', ')})`, `run with a MOVE chit of time ${Math.min(...times) - 1} or less, or pass`);
  const from = parseClearingId(c.clearing)!;
  const dest = parseClearingId(to.trim().toUpperCase());
  const known = boardOf(state).discovered[userId] ?? [];
  const steps = stepsFrom(boardOf(state).tiles, clearingId(from.code, from.number), known).map((s) => s.clearing);
  if (!dest || !steps.includes(clearingId(dest.code, dest.number))) throw new RuleError(`${to} is not one step from ${c.clearing} by a path he knows`, `run to one of ${steps.join(', ') || 'none'}`);
  const where = clearingId(dest.code, dest.number);
  const d = recordingDice(dice);
  const rolled = bimr4 ? stumble({ ownMoveTime: chit.time, attackerMoveTimes: times, redTremendous: false }, d) : undefined;
  const ran = rolled ? rolled.completed : true;
  const text = rolled
    ? `${name} runs for ${where} with ${chitLabel(chit)}: Stumble ${rolled.roll.dice.join(' + ')} → ${rolled.read}, ${ran ? 'he gets away' : 'he stumbles and stays'}`
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

const owedEvent = (userId: string, name: string, owed: Owed, actor: string): GameEvent => ({ type: 'mr.owed', payload: { userId, name, owed }, visibility: onlyPlayers(userId), actor });

/** An event of an action applied for the next decision: the combat's own, and those of the parts it touches. */
function applyAny(state: GameState, e: GameEvent): GameState {
  if (e.type.startsWith('mr.combat-')) return applyCombatEvent(state, e);
  if (e.type.startsWith('board.')) return applyBoardEvent(state, e as BoardEvent);
  return applyPlayEvent(state, e as PlayEvent);
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
    now = events.reduce((s, e) => applyAny(s, e), now);
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
        push([ev('mr.combat-step', { step: 'action' }, PUBLIC, actor)].map((e) => e));
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
      push([...payDebts(now, playing, actor), ev('mr.combat-step', { step: 'play', playing }, PUBLIC, actor)]);
      if (playing.length === 0) push(reveal(now, currentCombat(now)!, dice, actor));
      continue;
    }
    // The secret plays: the last one reveals the round.
    if (c.playing.every((id) => c.plays[id])) {
      push(reveal(now, c, dice, actor));
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

/** What each fighter still owes from the last round, paid by the bot before the plays (the chits must be known). */
function payDebts(state: GameState, fighters: readonly string[], actor: string): GameEvent[] {
  const out: GameEvent[] = [];
  let now = state;
  for (const id of fighters) {
    while (owedOf(playOf(now), id).some((o) => o.kind !== 'rest') && !isDead(now, id)) {
      const paid = payOwed(now, id, owedOf(playOf(now), id)[0]!, undefined, actor);
      out.push(...paid);
      now = paid.reduce((s, e) => applyAny(s, e), now);
    }
  }
  return out;
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

/** The round revealed, in one go: tactics, attacks, the fatigue step, and what it leaves on the cards and the board. */
function reveal(state: GameState, c: ClearingCombat, dice: DiceSource, actor: string): GameEvent[] {
  const fighters: InCombat[] = c.playing.map((userId) => {
    const { kit, sheet } = cardOf(state, userId);
    return {
      userId,
      kit,
      sheet,
      play: c.plays[userId] ?? {},
      denizens: c.denizens.filter((d) => d.on === userId).map((d) => ({ id: d.id, def: fightsAs(d)!, side: d.side, box: d.box, ...(d.part ? { part: d.part, of: d.of! } : {}), ...(d.capture !== undefined ? { capture: true as const } : {}) })),
      ...(c.effort?.[userId] ? { spent: c.effort[userId] } : {}),
    };
  });
  // Encounter-step effort of those who did not play still fatigues them.
  const outcome: RoundOutcome = fighters.length
    ? playRound(fighters, c.round, { dice, ...(state.options['optional-combat'] === true ? { bimr4: true } : {}) })
    : { tactics: {}, reveal: { strikes: [], killed: [], wounds: {}, armour: {}, turnedRed: [], harmed: false }, owed: [], denizens: {}, spoils: {}, active: false };
  for (const id of c.order) {
    const spent = c.effort?.[id] ?? 0;
    if (!c.playing.includes(id) && fatigueOf(spent)) {
      outcome.owed.push({ userId: id, owed: { kind: 'fatigue', count: fatigueOf(spent), cause: `combat, round ${c.round}` } });
      outcome.active = true;
    }
  }
  const label = (id: string) => labelIn(state, c, id);
  const strikes: StrikeLine[] = outcome.reveal.strikes.map((s) => ({ by: label(s.by), on: label(s.on), text: strikeText(s, label) }));
  const tactics = Object.entries(outcome.tactics).map(([id, t]) => ({ name: nameOf(state, id), die: t.reposition.die, text: t.reposition.text, changes: t.changes }));
  const killed = outcome.reveal.killed.map((k) => k.id);
  const lines = [
    ...tactics.map((t) => `${t.name}'s sheet: repositioning ${t.die} (${t.text})${t.changes.length ? `; change tactics ${t.changes.map((x) => `box ${x.box} ${x.dice.join('+')}${x.turned ? ' turns over' : ''}`).join(', ')}` : ''}`),
    ...strikes.map((s) => s.text),
    ...outcome.reveal.killed.map((k) => `${capital(label(k.id))} is ${c.denizens.find((d) => d.id === k.id)?.part ? 'destroyed' : 'killed'} by ${k.by.map(label).join(' and ')}`),
    ...outcome.reveal.turnedRed.map((id) => `${capital(label(id))} turns red side up`),
  ];
  const plays = c.playing.map((id) => ({ userId: id, name: nameOf(state, id), text: playText(kitOf(state, id)!, c.plays[id] ?? {}, label) }));
  const sheets = fighters.map((f) => meleeSheet(state, c, f, outcome));
  const events: GameEvent[] = [
    ev('mr.combat-round', { clearing: c.clearing, round: c.round, plays, tactics, strikes, denizens: outcome.denizens, killed, active: outcome.active, lines, sheets }, PUBLIC, actor),
  ];
  // What the round leaves: wounds and fatigue owed, armour, fame and notoriety, the dead.
  const dead = new Set(killed);
  for (const o of outcome.owed) events.push(owedEvent(o.userId, nameOf(state, o.userId), o.owed, actor));
  for (const f of fighters) {
    if (dead.has(f.userId)) continue;
    const { sheet, what } = sheetAfter(f, outcome);
    if (what.length) events.push({ type: 'mr.sheet-set', payload: { userId: f.userId, name: nameOf(state, f.userId), sheet, what: `in combat: ${what.join(', ')}` }, visibility: onlyPlayers(f.userId), actor });
  }
  for (const [id, s] of Object.entries(outcome.spoils)) {
    if (dead.has(id)) continue;
    const n = numbersOf(playOf(state), id);
    if (s.fame) events.push({ type: 'mr.numbers-set', payload: { userId: id, field: 'fame', before: n.fame, after: n.fame + s.fame, name: nameOf(state, id) }, visibility: onlyPlayers(id), actor });
    if (s.notoriety) events.push({ type: 'mr.numbers-set', payload: { userId: id, field: 'notoriety', before: n.notoriety, after: n.notoriety + s.notoriety, name: nameOf(state, id) }, visibility: onlyPlayers(id), actor });
  }
  // X1-12: a traveller hit is captured (off the board, with his captor); one attacked and missed escapes.
  const captured = outcome.reveal.captured ?? [];
  for (const k of captured) {
    const d = c.denizens.find((x) => x.id === k.id)!;
    events.push(ev('mr.combat-captured', { userId: k.by, name: nameOf(state, k.by), traveller: d.name, id: d.id }, PUBLIC, actor));
    events.push({ type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor });
  }
  for (const d of c.denizens.filter((x) => x.capture !== undefined && x.on && !captured.some((k) => k.id === x.id))) {
    events.push(ev('mr.combat-escaped', { traveller: d.name, id: d.id }, PUBLIC, actor));
  }
  for (const k of outcome.reveal.killed) {
    const d = c.denizens.find((x) => x.id === k.id);
    // A destroyed buckler stays lost with its monster's piece until the monster returns to the set-up card.
    if (d?.part) {
      const piece = boardOf(state).pieces.find((p) => p.id === d.of);
      if (piece && !dead.has(piece.id)) events.push({ type: 'board.piece-set', payload: { piece: { ...piece, lost: [...(piece.lost ?? []), d.part] } }, visibility: PUBLIC, actor });
      continue;
    }
    if (d) events.push({ type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor });
    else events.push({ type: 'mr.died', payload: { userId: k.id, name: nameOf(state, k.id), cause: `killed in combat in ${c.clearing} by ${k.by.map(label).join(' and ')}` }, visibility: PUBLIC, actor });
  }
  return events;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * His sheet after the round: armour damaged or destroyed; his (primary) weapon turned alerted side up when its attack
 * missed and unalerted when it hit (Expansion One 11.1 names "alerted … by a miss"; RealmSpeak turns it so), as it
 * was when it did not strike.
 */
function sheetAfter(f: InCombat, outcome: RoundOutcome): { sheet: CharacterSheet; what: string[] } {
  const changes = outcome.reveal.armour[f.userId] ?? [];
  const what = changes.map((x) => `${x.name} ${x.after}`);
  let sheet: CharacterSheet = changes.length ? { ...f.sheet, armour: f.sheet.armour.map((a) => ({ ...a, state: (changes.filter((x) => x.name === a.name).at(-1)?.after as typeof a.state) ?? a.state })) } : f.sheet;
  // X1-17 (11.3): a weapon destroyed parrying is gone; a second weapon becomes his only one.
  const lost = outcome.reveal.weaponsLost?.[f.userId];
  if (lost && sheet.weapon?.name === lost) {
    const { weapon: _w, second, ...rest } = sheet;
    sheet = second ? { ...rest, weapon: { name: second.name, alerted: false } } : rest;
    what.push(`his ${lost} destroyed parrying`);
  }
  const mark = f.play.fight ? markOf(outcome, f.userId) : 'none';
  if (sheet.weapon && (mark === 'miss' || mark === 'hit' || mark === 'killed')) {
    const alerted = mark === 'miss';
    const weapon = sheet.weapon;
    if (weapon.alerted !== alerted) {
      sheet = { ...sheet, weapon: { ...weapon, alerted } };
      what.push(`his ${weapon.name} ${alerted ? 'alerted (it missed)' : 'unalerted (it hit)'}`);
    }
  }
  return { sheet, what };
}

/** A roll's modifiers as the table shows them: " + 4 for did not intercept", or nothing. */
const signed = (mods: readonly { label: string; value: number }[] | undefined): string =>
  (mods ?? []).map((m) => ` ${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} for ${m.label}`).join('');

/** What the strike of `by` did this round. */
function markOf(outcome: RoundOutcome, by: string, second = false): StrikeMark {
  const s = outcome.reveal.strikes.find((x) => x.by === by && (x.second === true) === second);
  if (!s) return 'none';
  if (s.cancelled) return 'cancelled';
  if (s.hit === 'miss') return 'miss';
  return s.killed ? 'killed' : 'hit';
}

/** A character's sheet at the reveal: his plays, and the monsters where the tactics step put them. */
function meleeSheet(state: GameState, c: ClearingCombat, f: InCombat, outcome: RoundOutcome): MeleeSheet {
  const placed = outcome.tactics[f.userId]?.placed ?? [];
  const dead = new Set(outcome.reveal.killed.map((k) => k.id));
  const weapon = f.sheet.weapon?.name ?? 'dagger';
  const { fight, fight2, move, shield } = f.play;
  return {
    name: nameOf(state, f.userId),
    ...(fight ? { attack: { chit: chitLabel(f.kit.chits[fight.chit]!), weapon, direction: fight.direction, target: labelIn(state, c, fight.target), mark: markOf(outcome, f.userId) } } : {}),
    ...(f.play.parry ? { parry: { chit: chitLabel(f.kit.chits[f.play.parry.chit]!), weapon: f.sheet.weapon?.name ?? 'weapon', direction: f.play.parry.direction, destroyed: outcome.reveal.weaponsLost?.[f.userId] !== undefined } } : {}),
    ...(fight2 && f.sheet.second ? { attack2: { chit: chitLabel(f.kit.chits[fight2.chit]!), weapon: f.sheet.second.name, direction: fight2.direction, target: labelIn(state, c, fight2.target), mark: markOf(outcome, f.userId, true) } } : {}),
    ...(move ? { maneuver: { chit: chitLabel(f.kit.chits[move.chit]!), maneuver: move.maneuver } } : {}),
    ...(shield ? { shield: ATTACK_DIRECTIONS[shield - 1]! } : {}),
    denizens: f.denizens.map((d) => {
      const p = placed.find((x) => x.id === d.id);
      const side = p?.turned ? (d.side === 'light' ? 'dark' : 'light') : d.side;
      const denizen = c.denizens.find((x) => x.id === d.id)!;
      return { label: denizen.label, side, box: p?.box ?? d.box, printed: sideText({ ...denizen, side }), mark: markOf(outcome, d.id), dead: dead.has(d.id) || (denizen.of !== undefined && dead.has(denizen.of)) };
    }),
    wounds: outcome.reveal.wounds[f.userId] ?? 0,
    killed: dead.has(f.userId),
  };
}

/** One attack in the table's words, with its dice. */
function strikeText(s: RoundOutcome['reveal']['strikes'][number], label: (id: string) => string): string {
  const who = `${capital(label(s.by))}${s.second ? '’s second weapon' : ''} → ${label(s.on)}`;
  if (s.cancelled) return `${who}: no attack (${s.cancelled === 'attacker-dead' ? 'the attacker fell first' : 'the target fell first'})`;
  if (s.hit === 'miss') return `${who}: misses`;
  if (s.captured) return `${who}: ${s.hit === 'intercept' ? 'intercepts' : 'undercuts'} — captured`;
  const rolls = [
    ...(s.missile ? [`Missile table ${s.missile.dice.join(', ')} → ${s.missile.read}: ${s.missile.levels >= 0 ? '+' : ''}${s.missile.levels} level${Math.abs(s.missile.levels) === 1 ? '' : 's'}`] : []),
    ...(s.optional ? [`${s.optional.table === 'fumble' ? 'Fumble' : 'Optional Missile'} table ${s.optional.dice.join(', ')} → ${Math.max(...s.optional.dice)}${signed(s.optional.modifiers)} = ${s.optional.read}: ${s.optional.result}`] : []),
  ];
  const armour = s.armour ? `; his ${s.armour.name} ${s.armour.after === s.armour.before ? 'holds' : `is ${s.armour.after}`}` : s.parry ? `; parried by his ${s.parry.name}, which ${s.parry.destroyed ? 'is destroyed' : 'holds'}` : s.buckler ? `; on the ${s.buckler.name}, which ${s.buckler.destroyed ? 'is destroyed' : 'holds'}` : '';
  const through = s.penetration ? `; ${s.penetration.through ? `through ${s.penetration.penetrated.join(', ') || 'no armour'} at ${s.penetration.through}` : `stopped by his ${s.penetration.stoppedBy?.name}`}` : '';
  const result = s.killed ? ' — killed' : s.wound ? ' — a wound' : '';
  return `${who}: ${s.hit === 'intercept' ? 'intercepts' : 'undercuts'}${rolls.length ? ` (${rolls.join('; ')})` : ''}, harm ${s.harm ?? '—'}${armour}${through}${result}`;
}

const withCombat = (state: GameState, f: (c: RealmCombat) => RealmCombat): GameState => ({ ...state, realmCombat: f(combatOf(state)) });
const withCurrent = (state: GameState, f: (c: ClearingCombat) => ClearingCombat): GameState => withCombat(state, (k) => (k.current ? { ...k, current: f(k.current) } : k));

/** The state after a combat event (other events leave the combat alone). */
export function applyCombatEvent(state: GameState, e: GameEvent): GameState {
  const x = e as CombatEvent;
  switch (x.type) {
    case 'mr.combat-begun':
      return withCombat(state, (k) => ({ ...k, current: { clearing: x.payload.clearing, round: 1, step: 'lure', order: x.payload.order, turn: 0, denizens: x.payload.denizens, targets: {}, playing: [], plays: {}, rounds: [] } }));
    case 'mr.combat-lured':
      return withCurrent(state, (c) => ({ ...c, turn: c.turn + 1, denizens: placeOn(c.denizens, x.payload.ids, x.payload.userId) }));
    case 'mr.combat-assigned':
      return withCurrent(state, (c) => ({ ...c, step: 'action', turn: 0, denizens: c.denizens.map((d) => { const p = x.payload.placed.find((y) => y.id === d.id); return p ? { ...d, on: p.on, box: p.box } : d; }) }));
    case 'mr.combat-acted':
      return withCurrent(state, (c) => {
        const effort = { ...c.effort, [x.payload.userId]: (c.effort?.[x.payload.userId] ?? 0) + x.payload.effort };
        const charged = x.payload.charged ? { charged: { ...c.charged, [x.payload.charged]: { by: x.payload.userId, time: x.payload.time ?? 0 } } } : {};
        if (!x.payload.ran) return { ...c, turn: c.turn + 1, effort, ...charged };
        // He ran: out of the combat; the monsters on his sheet are unassigned again.
        const { [x.payload.userId]: _gone, ...rest } = effort;
        return { ...c, order: c.order.filter((id) => id !== x.payload.userId), effort: rest, denizens: c.denizens.map((d) => (d.on === x.payload.userId ? withoutOn(d) : d)) };
      });
    case 'mr.combat-step':
      return withCurrent(state, (c) => ({ ...c, step: x.payload.step, turn: x.payload.step === 'lure' ? c.turn : 0, ...(x.payload.targetOrder ? { targetOrder: x.payload.targetOrder } : {}), ...(x.payload.playing ? { playing: x.payload.playing } : {}) }));
    case 'mr.combat-targeted':
      return withCurrent(state, (c) => {
        // X1-12: a traveller he attacks comes onto his sheet, in its next box, as a monster would.
        const onSheet = c.denizens.filter((d) => d.on === x.payload.userId).length;
        const denizens = c.denizens.map((d) => ([x.payload.target, x.payload.target2].includes(d.id) && d.capture !== undefined && !d.on ? { ...d, on: x.payload.userId, box: ((onSheet % 3) + 1) as Box } : d));
        const { [x.payload.userId]: _old, ...targets } = c.targets;
        const { [x.payload.userId]: _old2, ...targets2 } = c.targets2 ?? {};
        return {
          ...c,
          denizens,
          turn: c.turn + 1,
          targets: x.payload.target ? { ...targets, [x.payload.userId]: x.payload.target } : targets,
          targets2: x.payload.target2 ? { ...targets2, [x.payload.userId]: x.payload.target2 } : targets2,
        };
      });
    case 'mr.combat-played':
      return withCurrent(state, (c) => ({ ...c, plays: { ...c.plays, [x.payload.userId]: x.payload.play } }));
    case 'mr.combat-play-noted':
      return state;
    case 'mr.combat-round':
      return withCurrent(state, (c) => {
        const killed = new Set(x.payload.killed);
        return {
          ...c,
          round: c.round + 1,
          step: 'lure',
          turn: 0,
          order: c.order.filter((id) => !killed.has(id)),
          denizens: c.denizens.filter((d) => !killed.has(d.id) && !(d.of && killed.has(d.of))).map((d) => {
            const now = x.payload.denizens[d.id];
            const on = d.on && killed.has(d.on) ? undefined : d.on;
            const moved = now ? { ...d, box: now.box, side: now.side } : d;
            return on ? { ...moved, on } : withoutOn(moved);
          }),
          targets: {},
          targets2: {},
          playing: [],
          plays: {},
          rounds: [...c.rounds, x.payload.active],
          effort: {},
          charged: {},
          targetOrder: [],
        };
      });
    case 'mr.combat-captured': {
      const play = state.magicRealm;
      const next = withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== x.payload.id) }));
      return play ? { ...next, magicRealm: { ...play, captured: { ...play.captured, [x.payload.userId]: [...(play.captured?.[x.payload.userId] ?? []), x.payload.traveller] } } } : next;
    }
    case 'mr.combat-escaped':
      return withCurrent(state, (c) => ({ ...c, denizens: c.denizens.filter((d) => d.id !== x.payload.id) }));
    case 'mr.combat-ended':
      return withCombat(state, (k) => {
        const { current: _done, ...rest } = k;
        return { ...rest, done: [...k.done, x.payload.clearing] };
      });
    default:
      return state;
  }
}

const withoutOn = (d: CombatDenizen): CombatDenizen => {
  const { on: _on, ...rest } = d;
  return rest;
};

/** Monsters lured onto his sheet, in the boxes after those already there. */
function placeOn(denizens: readonly CombatDenizen[], ids: readonly string[], userId: string): CombatDenizen[] {
  let k = denizens.filter((d) => d.on === userId).length;
  // A monster's head, club or buckler comes with it, into the next box.
  return denizens.map((d) => (ids.includes(d.id) || (d.of && ids.includes(d.of)) ? { ...d, on: userId, box: ((k++ % 3) + 1) as Box } : d));
}

/** For the view and the words: what a denizen's side prints (move, attack, harm, length). */
export function sideText(d: CombatDenizen): string {
  const s = printedSide(d);
  if (!s) return '';
  return [s.strength !== undefined ? `${s.strength}${'*'.repeat(s.sharpness ?? 0)}${s.attack ?? ''}` : undefined, s.move !== undefined ? `move ${s.move}` : undefined, s.length !== undefined ? `length ${s.length}` : undefined].filter(Boolean).join(', ');
}

export { owedText };
