/**
 * The decisions of a combat under way (issue 14; core-tables.json "combat_round"; seed 001 l.11–31): one named handler
 * per action type (COMBAT_DECISIONS). A fighter's action is followed by what the combat then does by itself
 * (flow.ts proceed). The steps of a clearing's combat are told in begin.ts.
 */
import { checkDetail } from './spells/moves-detail.js';
import { playSpellChit } from '../magic/spell-chits.js';
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { recordingDice, type DiceSource } from '../../../dice.js';
import { parseClearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { weaponNamed } from '../belongings/belongings.js';
import { characterWords, chitLabel } from '../characters/kits.js';
import { sheetOf, type CharacterSheet } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { modifierWords, rollerModifiers } from '../characters/roll-modifiers.js';
import { magicChitsBusy } from './spells/sheet-spells.js';
import { cardOf, currentCombat } from './access.js';
import { stumble } from './bimr4.js';
import { ev, owedEvent } from './events.js';
import { fighterOf, playOf as readPlay, playText, type PlayInput } from './plays.js';
import { fatigueOf } from './tactics.js';
import { checkAlert, checkCharge, checkRun, type FlyRunChecked } from './encounter.js';
import { flownEvents, landingRoll, landingWords } from '../magic/fly.js';
import type { ClearingCombat, CombatStep } from './state.js';
import type { CombatAction } from './actions.js';
import { decideBy, type Handler as CombatHandler, type Handlers } from '../../../core/handlers.js';
import { combatEndEvents, proceed } from './flow.js';
import { labelIn, nameOf, stepName, waitingOn } from './words.js';
import { denizenNamed, targetNamed } from './targets.js';
import { checkCombatCast, combatCast, spellTargets } from './cast.js';
import { withFatigued } from '../magic/spell-fatigue.js';
import { playColourChit } from '../magic/colour-chits.js';
import { secretPlayOf } from './secret-play.js';
import { lureBarred } from '../magic/commanded.js';
import { sentAgainst } from './spells/denizens.js';
import { lurable } from './offers.js';
import { hiddenCast } from './hidden-cast.js';
import { hiddenHere } from './hidden-here.js';
import { provokedEvents, watchfulEvents } from './natives.js';
import { checkBelongingsInShape } from '../magic/shapes.js';

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



/** Who acts in a fighter's action, and where: the combat under way, his user id and name, the acting user. */
interface Fighter {
  state: GameState;
  c: ClearingCombat;
  userId: string;
  name: string;
  actor: string;
}

/** A fighter's action of one type: the events it causes (the combat then moves on by itself: decideCombat). */
type FighterHandler<T extends CombatAction['type']> = (f: Fighter, action: Extract<CombatAction, { type: T }>, dice: DiceSource) => GameEvent[];

/** Any combat action of one type, on the combat under way. */
type Handler<T extends CombatAction['type']> = CombatHandler<CombatAction, UnderWay, T>;

/** What every combat action is decided on: the game, and the combat under way. */
interface UnderWay {
  state: GameState;
  c: ClearingCombat;
}

/** A fighter's action, decided for the fighter it names (his own, or the GM's for him), then run on (flow.ts). */
const forFighter =
  <T extends CombatAction['type']>(handle: FighterHandler<T>): Handler<T> =>
  ({ state, c }, action, dice, ctx) => {
    const userId = playerFor(state, action);
    const events = handle({ state, c, userId, name: nameOf(state, userId), actor: action.actor.id }, action, dice);
    return [...events, ...proceed(events.reduce(ctx.evolve, state), dice, action.actor.id, ctx)];
  };

/** The GM ends the combat before its time (the table settled it). */
const endByGm: Handler<'combat.end'> = ({ state, c }, action, _dice, ctx) => {
  if (!isGm(state, action.actor.id)) throw new RuleError('only the GM ends a combat before its time', 'play the combat out: it ends after two quiet rounds');
  // As a combat played out ends: prepared chits fatigue, its combat spells expire (flow.ts combatEndEvents).
  return combatEndEvents(state, c.clearing, 'the GM ended it', action.actor.id, ctx);
};

const lure: FighterHandler<'combat.lure'> = ({ state, c, userId, name, actor }, action) => {
  requireTurn(state, c, 'lure', userId, 'lure');
  const wanted = action.denizens ? action.denizens.split(/[,;]/).map((s) => s.trim()).filter((s) => s && !/^(none|nothing|-)$/i.test(s)) : [];
  const chosen = wanted.map((w) => denizenNamed(c, w));
  for (const d of chosen) if (d.on) throw new RuleError(`the ${d.label} is on ${nameOf(state, d.on)}'s sheet already`, `lure only unassigned monsters: ${c.denizens.filter((x) => !x.on).map((x) => x.label).join(', ') || 'none'}`);
  // Issue 29: the monsters he controls, sent against another character (magic/commanded.ts sendable).
  if (action.onto) {
    const onto = sentAgainst(state, c, userId, action.onto, chosen);
    return [ev('combat.lured', { userId, name, ids: chosen.map((d) => d.id), labels: chosen.map((d) => d.label), onto: { userId: onto, name: nameOf(state, onto) } }, PUBLIC, actor)];
  }
  // Issue 29: a monster a spell keeps from him (controlled, or pacified by him) is not lured (magic/commanded.ts).
  for (const d of chosen) {
    const barred = lureBarred(state, d.id, userId, d.label);
    if (barred) throw new RuleError(barred, `lure only ${lurable(c, state, userId).join(', ') || 'nothing (pass)'}`);
  }
  // Issue 30: a native lured brings his group to battle him for the rest of the day (combat/natives.ts).
  return [...provokedEvents(state, c, userId, chosen.map((d) => d.id), 'lured', actor), ev('combat.lured', { userId, name, ids: chosen.map((d) => d.id), labels: chosen.map((d) => d.label) }, PUBLIC, actor)];
};

const pass: FighterHandler<'combat.pass'> = ({ state, c, userId, name, actor }, action) => {
  if (c.step === 'lure') {
    requireTurn(state, c, 'lure', userId, 'lure');
    return ([ev('combat.lured', { userId, name, ids: [], labels: [] }, PUBLIC, actor)]);
  }
  if (c.step === 'target') {
    requireTurn(state, c, 'target', userId, 'pick a target');
    if (c.casts?.[userId]) return spellTargeted(state, c, userId, undefined, actor);
    return ([ev('combat.targeted', { userId, name }, PUBLIC, actor)]);
  }
  requireTurn(state, c, 'action', userId, 'act');
  return ([ev('combat.acted', { userId, name, what: 'pass', effort: 0, text: `${name} passes` }, PUBLIC, actor)]);
};

const runAway: FighterHandler<'combat.run'> = ({ state, c, userId, actor }, action, dice) => {
  requireTurn(state, c, 'action', userId, 'act');
  return (run(state, c, userId, action.chit, action.to, dice, actor));
};

const alert: FighterHandler<'combat.alert'> = ({ state, c, userId, name, actor }, action) => {
  requireTurn(state, c, 'action', userId, 'act');
  const { sheet } = cardOf(state, userId);
  const { chit, weapon } = checkAlert(state, c, userId, action.chit);
  const after: CharacterSheet = { ...sheet, weapon: { ...sheet.weapon!, alerted: true } };
  return ([
    ev('combat.acted', { userId, name, what: 'alert', chit: chitLabel(chit), effort: chit.effort, text: `${name} alerts ${characterWords(name).possessive} ${weapon.name} with ${chitLabel(chit)}` }, PUBLIC, actor),
    { type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `alerts ${characterWords(name).possessive} ${weapon.name}` }, visibility: onlyPlayers(userId), actor },
  ]);
};

const drop: FighterHandler<'combat.drop'> = ({ state, c, userId, name, actor }, action) => {
  // Seed 001 l.20: one who did not charge or act may abandon belongings instead (or activate a weapon: below).
  requireTurn(state, c, 'action', userId, 'act');
  const { kit, sheet } = cardOf(state, userId);
  const { sheet: after, what } = changeSheet(sheet, kit, { kind: 'take', item: action.item });
  const item = what.replace(/^gives up the /, '');
  const at = parseClearingId(c.clearing)!;
  const dropped = { id: `dropped-${userId}-${item.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${c.round}`, label: item, kind: 'other' as const, tile: at.code, clearing: at.number, seenBy: 'all' as const };
  return ([
    ev('combat.acted', { userId, name, what: 'drop', effort: 0, text: `${name} abandons ${characterWords(name).possessive} ${item}: it lies in ${c.clearing}` }, PUBLIC, actor),
    { type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `abandons ${characterWords(name).possessive} ${item}` }, visibility: onlyPlayers(userId), actor },
    { type: 'board.piece-set', payload: { piece: dropped }, visibility: PUBLIC, actor },
  ]);
};

const activate: FighterHandler<'combat.activate'> = ({ state, c, userId, name, actor }, action) => {
  // Seed 001 l.19: one who did not charge or act may activate and/or inactivate one weapon instead (issue 27).
  requireTurn(state, c, 'action', userId, 'act');
  checkBelongingsInShape(state, userId, name);
  const { kit, sheet } = cardOf(state, userId);
  const { sheet: after, what } = changeSheet(sheet, kit, { kind: action.inactivate ? 'inactivate' : 'activate', item: action.item });
  // The table sees the weapon he now holds (it lies face up on the board); what else he carries stays his.
  const w = characterWords(name);
  const text = after.weapon ? `${name} now fights with ${w.possessive} ${after.weapon.name}` : `${name} puts ${w.possessive} weapon away: ${w.subject} ${w.verb('fights')} with ${w.possessive} dagger`;
  return ([
    ev('combat.acted', { userId, name, what: 'activate', effort: 0, text }, PUBLIC, actor),
    { type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what }, visibility: onlyPlayers(userId), actor },
  ]);
};

const ambushFromHiding: FighterHandler<'combat.ambush'> = ({ state, c, userId, actor }, action) => {
  return ([ambush(state, c, userId, action, actor)]);
};

const charge: FighterHandler<'combat.charge'> = ({ state, c, userId, name, actor }, action) => {
  requireTurn(state, c, 'action', userId, 'act');
  const target = targetNamed(state, c, action.who, userId);
  const { chit } = checkCharge(state, c, userId, target, action.chit);
  const who = nameOf(state, target);
  return ([ev('combat.acted', { userId, name, what: 'charge', charged: target, chit: chitLabel(chit), time: chit.time, effort: chit.effort, text: `${name} charges the ${who} with ${chitLabel(chit)}` }, PUBLIC, actor)]);
};

const target: FighterHandler<'combat.target'> = ({ state, c, userId, name, actor }, action) => {
  requireTurn(state, c, 'target', userId, 'pick a target');
  // MP-6: one who cast a spell this round picks its target now (he attacks with no weapon: seed 001 l.9).
  if (c.casts?.[userId]) {
    if (action.who2) throw new RuleError(`the ${name} cast a spell this round: ${characterWords(name).subject} attacks with no weapon`, 'name the target of the spell with who: (several split by commas for Fiery Blast or Stones Fly)');
    return spellTargeted(state, c, userId, action.who, actor);
  }
  if (!action.who) return ([ev('combat.targeted', { userId, name }, PUBLIC, actor)]);
  const target = targetNamed(state, c, action.who, userId);
  // X1-17 (11.1/3): his second weapon may strike another.
  if (action.who2 && !sheetOf(state, userId)?.second) throw new RuleError(`${name} wields no second weapon`, 'leave who2: out');
  const target2 = action.who2 ? targetNamed(state, c, action.who2, userId) : undefined;
  const second = target2 && target2 !== target ? { target2, label2: labelIn(state, c, target2) } : {};
  // Issue 30: a native attacked brings his group to battle him for the rest of the day (combat/natives.ts).
  // BI-12: with Watchful Natives the natives of the group he attacked turn on him at once (combat/natives.ts).
  return [...provokedEvents(state, c, userId, [target, ...(target2 ? [target2] : [])], 'attacked', actor), ...watchfulEvents(state, c, userId, target, actor), ev('combat.targeted', { userId, name, target, label: labelIn(state, c, target), ...second }, PUBLIC, actor)];
};

const cast: FighterHandler<'combat.cast'> = ({ state, c, userId, name, actor }, action) => {
  const input = { spell: action.spell, chit: action.chit, ...(action.colour ? { colour: action.colour } : {}) };
  // MP-7: a hidden character in the clearing casts in secret, naming its targets with it.
  if (hiddenHere(state, c, userId)) return hiddenCast(state, c, userId, { ...input, who: action.who, aim: action.aim, detail: action.detail }, actor);
  if (action.who || action.aim) throw new RuleError(`${name} is fighting here: ${characterWords(name).possessive} spell's target is picked in the target step, its direction with the secret play`, 'leave who: and aim: out of the cast (/combat target who:, then /combat play … aim:)');
  // MP-1 (seed 001 l.16–20): a spell is cast on his turn of the encounter step, as his one action.
  requireTurn(state, c, 'action', userId, 'act');
  const { kit, sheet } = cardOf(state, userId);
  const checked = checkCombatCast(state, c, userId, input);
  // Issue 29: what the spell names besides its target (a clearing, a sound chit, a question), secret with the cast.
  const detail = checkDetail(state, userId, checked.spell.name, action.detail);
  const events: GameEvent[] = [ev('combat.cast', { userId, name, cast: { ...combatCast(kit, checked), ...(detail ? { detail } : {}) } }, onlyPlayers(userId), actor)];
  // MP-11 (seed 001 l.11, l.27): "Color magic chits fatigue when they are played", and revert to ordinary MAGIC chits.
  if (checked.fatigueNow.length) {
    const after = checked.fatigueNow.reduce(playColourChit, sheet);
    events.push({ type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `plays ${checked.fatigueNow.map((i) => chitLabel(kit.chits[i]!)).join(', ')} as colour (fatigued)` }, visibility: onlyPlayers(userId), actor });
  }
  // The table sees only that he acted (✔), as for a secret play.
  events.push(ev('combat.cast-noted', { userId, name }, PUBLIC, actor));
  return events;
};

/** MP-6: his spell's target, public like any target; or the spell broken, and its MAGIC chit fatigued at once (MP-11). */
function spellTargeted(state: GameState, c: ClearingCombat, userId: string, who: string | undefined, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  const picked = spellTargets(state, c, userId, who);
  if ('targets' in picked) return [ev('combat.spell-targeted', { userId, name, targets: picked.targets, labels: picked.targets.map((id) => labelIn(state, c, id)) }, PUBLIC, actor)];
  const events: GameEvent[] = [ev('combat.spell-targeted', { userId, name, targets: [], labels: [], broken: picked.broken }, PUBLIC, actor)];
  const means = c.casts![userId]!.means;
  if ('chit' in means) {
    const { kit, sheet } = cardOf(state, userId);
    const after = withFatigued(sheet, [means.chit]);
    events.push({ type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `${chitLabel(kit.chits[means.chit]!)} fatigued (${characterWords(name).possessive} spell broken)` }, visibility: onlyPlayers(userId), actor });
  }
  return events;
}

const playSecretly: FighterHandler<'combat.play'> = ({ state, c, userId, name, actor }, action) => {
  if (!c.order.includes(userId)) throw new RuleError(`${name} is not in the combat in ${c.clearing}`, 'only the characters fighting there play');
  if (c.step !== 'play') throw new RuleError(`the combat in ${c.clearing} is at ${stepName(c.step)}, not the secret plays`, `it waits on ${waitingOn(state, c)}`);
  if (!c.playing.includes(userId)) throw new RuleError(`${name} has nothing to play this round: ${characterWords(name).subject} attacks nobody and nothing attacks ${characterWords(name).object}`, 'wait for the reveal');
  if (c.plays[userId]) throw new RuleError(`${name} has played this round already`, 'a play cannot be changed once given: wait for the reveal');
  const { kit } = cardOf(state, userId);
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
    ...(action.aim ? { aim: action.aim } : {}),
  };
  const play = secretPlayOf(state, c, userId, input);
  // Issue 29, Unleash Power: a MAGIC chit busy with magic plays as no MOVE or FIGHT chit.
  const busy = magicChitsBusy(state, c, userId).find((i) => [play.fight, play.fight2, play.parry, play.move].some((p) => p?.chit === i));
  if (busy !== undefined) throw new RuleError(`${chitLabel(kit.chits[busy]!)} is busy with magic (it casts this round, or holds a spell in force)`, 'play another chit');
  const text = playText(kit, play, (id) => labelIn(state, c, id));
  const played = Object.keys(c.plays).length + 1;
  return ([
    ev('combat.played', { userId, name, play, text }, onlyPlayers(userId), actor),
    ev('combat.play-noted', { userId, name, played, of: c.playing.length }, PUBLIC, actor),
  ]);
};

const useSpellChit: FighterHandler<'combat.use'> = ({ state, c, userId, name, actor }, action) => playSpellChit(state, c, userId, name, action.spell, actor);

/** Each combat action and its handler (issue 28: a table, not a switch). */
const COMBAT_DECISIONS: Handlers<CombatAction, UnderWay> = {
  'combat.lure': forFighter(lure),
  'combat.pass': forFighter(pass),
  'combat.run': forFighter(runAway),
  'combat.alert': forFighter(alert),
  'combat.drop': forFighter(drop),
  'combat.activate': forFighter(activate),
  'combat.ambush': forFighter(ambushFromHiding),
  'combat.charge': forFighter(charge),
  'combat.cast': forFighter(cast),
  'combat.use': forFighter(useSpellChit),
  'combat.target': forFighter(target),
  'combat.play': forFighter(playSecretly),
  'combat.end': endByGm,
};

/** The combat part's decide: every action needs a combat under way. */
export const decideCombat = decideBy(COMBAT_DECISIONS, (state): UnderWay => ({ state, c: requireCombat(state) }));

/**
 * An ambush (the option `ambush`, the Ambush advanced rule MP-7 names; Expansion One 11.2): a hidden character in the
 * clearing, not among the fighters, attacks from hiding with a missile weapon — or, with Expansion One, throws his
 * spear or axe (length 12, one shot: the weapon stays in the clearing). Recorded in secret any time before the
 * reveal; after it he rolls on the Hide table to stay hidden.
 */
function ambush(state: GameState, c: ClearingCombat, userId: string, action: Extract<CombatAction, { type: 'combat.ambush' }>, actor: string): GameEvent {
  const name = nameOf(state, userId);
  if (state.options.ambush !== true) throw new RuleError('this game does not use the Ambush rule', 'the GM chooses it at /game create (options:ambush)');
  if (!hiddenHere(state, c, userId)) throw new RuleError(`only a hidden character in ${c.clearing} ambushes`, 'an unhidden character fights in the combat itself (/combat target, /combat play)');
  if (c.ambushes?.[userId]) throw new RuleError(`${name} lies in ambush this round already`, 'wait for the reveal');
  if (c.casts?.[userId]) throw new RuleError(`${name} cast a spell from hiding this round: a caster attacks with no weapon (seed 001 l.9)`, 'wait for the reveal');
  const { kit, sheet } = cardOf(state, userId);
  const weapon = sheet.weapon && weaponNamed(sheet.weapon.name);
  const thrown = !weapon?.missile && weapon?.throwable === true && state.options['expansion-one'] === true;
  if (!weapon?.missile && !thrown) throw new RuleError(`an ambush is made with a missile weapon${state.options['expansion-one'] === true ? ', or a spear or axe thrown (Expansion One 11.2)' : ''}`, `${name} carries ${sheet.weapon ? `the ${sheet.weapon.name}` : 'no weapon'}`);
  const target = targetNamed(state, c, action.who, userId);
  const play = readPlay(kit, sheet, { fight: action.fight, direction: action.direction }, target);
  fighterOf(kit, sheet, userId, play);
  const text = playText(kit, play, (id) => labelIn(state, c, id)) + (thrown ? ` (the ${weapon!.name} thrown)` : '');
  return ev('combat.ambushed', { userId, name, play, text, ...(thrown ? { thrown: true as const } : {}) }, onlyPlayers(userId), actor);
}

/**
 * Issue 29: a run by flying (magic/fly.ts): BI-7's Stumble roll with optional-combat (the flying monsters alone count),
 * then the landing die on the tile named; the FLY chit is played (even by one who stumbles), so its spell ends and its
 * MAGIC chit fatigues (MP-9, MP-11). No effort: a FLY chit has no asterisks.
 */
function flyAway(state: GameState, c: ClearingCombat, userId: string, checked: FlyRunChecked, dice: DiceSource, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { fly, tile, times, stumbles: bimr4 } = checked;
  const d = recordingDice(dice);
  const rolled = bimr4 ? stumble({ ownMoveTime: fly.time, attackerMoveTimes: times, redTremendous: false, own: rollerModifiers(state, userId)(c.clearing, []) }, d) : undefined;
  const ran = rolled ? rolled.completed : true;
  const landing = ran ? landingRoll(boardOf(state).tiles, tile, d) : undefined;
  const stumbled = rolled ? `Stumble ${rolled.roll.dice.join(', ')}: ${rolled.roll.natural}${modifierWords(rolled.roll.modifiers.filter((m) => m.value !== 0))} → ${rolled.read}, ` : '';
  const text = `${name} flies for ${tile} on the ${fly.spell}: ${stumbled}${landing ? landingWords(landing) : `${w.subject} ${w.verb('stumbles')} and ${w.verb('stays')}`}`;
  const events: GameEvent[] = [
    ev('combat.acted', { userId, name, what: 'run', chit: fly.spell, time: fly.time, ...(landing ? { to: landing.clearing } : {}), ...(rolled ? { stumble: { dice: rolled.roll.dice, read: rolled.read, completed: ran } } : {}), ran, effort: 0, text }, PUBLIC, actor),
  ];
  if (landing) {
    const at = parseClearingId(landing.clearing)!;
    const piece = boardOf(state).pieces.find((p) => p.owner === userId && p.kind === 'character')!;
    events.push({ type: 'board.piece-set', payload: { piece: { ...piece, tile: at.code, clearing: at.number } }, visibility: PUBLIC, actor });
  }
  // MP-9: the chit is played, flown or stumbled: its spell ends.
  return [...events, ...flownEvents(state, [fly.index], name, actor, c.clearing)];
}

/** A run (core-tables "combat_round" encounter step; BI-7 with optional-combat). */
function run(state: GameState, c: ClearingCombat, userId: string, chitName: string, to: string, dice: DiceSource, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  const checked = checkRun(state, c, userId, chitName, to);
  if (checked.fly) return flyAway(state, c, userId, checked, dice, actor);
  const { chit, to: where, times, stumbles: bimr4 } = checked;
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
    ev('combat.acted', { userId, name, what: 'run', chit: chitLabel(chit), to: where, ...(rolled ? { stumble: { dice: rolled.roll.dice, read: rolled.read, completed: ran } } : {}), ran, effort: chit.effort, text }, PUBLIC, actor),
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



