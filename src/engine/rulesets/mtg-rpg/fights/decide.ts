/**
 * What each fight action decides (issue 15; RPG-C), one named handler per action type (issue 28). A step of the fight
 * is judged by flow.ts; its events state what it changed (stepEvents): the fight's edits, the cards moved, the life
 * points left, the table's words, and at the end each wizard's damage.
 */
import { isGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { editsBetween } from '../../../core/patch.js';
import type { DiceSource } from '../../../dice.js';
import { refereeDrawer } from '../deck/access.js';
import { landValue } from '../deck/view.js';
import { decideBy, type Handlers } from '../../../core/handlers.js';
import type { Draw } from '../referee-deck.js';
import { wizardNumbers, type Wizard } from '../sheet/creation.js';
import { libraryTracker } from '../sheet/library-change.js';
import type { FightAction } from './actions.js';
import { fightEvent as ev } from './events.js';
import * as flow from './flow.js';
import { parseMonsters } from './monsters.js';
import { standingOf, type Fight } from './state.js';
import { currentFight, fightsOf } from './view.js';

/** The events of a step: the fight, the libraries and lives it changed, the table's words; at the end, the sheets. */
function stepEvents(state: GameState, before: Fight | undefined, step: flow.Step, draws: Draw[], setUp: GameEvent[], actor: string): GameEvent[] {
  const events: GameEvent[] = [...setUp, ev('fights.moved', { id: step.fight.id, changes: editsBetween(before ?? {}, step.fight), standing: standingOf(step.fight), draws }, GM_ONLY, actor)];
  const track = libraryTracker((userId) => state.wizards?.[userId]?.library);
  for (const [userId, library] of Object.entries(step.libraries)) events.push(ev('fights.library', { userId, change: track(userId, library), hand: library.hand.length }, onlyPlayers(userId), actor));
  for (const userId of new Set(step.hurt)) {
    const w = step.fight.wizards.find((x) => x.userId === userId);
    if (w && w.life !== before?.wizards.find((x) => x.userId === userId)?.life) events.push(ev('fights.life', { id: step.fight.id, userId, life: w.life }, onlyPlayers(userId), actor));
  }
  events.push(ev('fights.told', { id: step.fight.id, lines: step.lines }, PUBLIC, actor));
  if (step.fight.stage === 'over') {
    for (const w of step.fight.wizards) {
      const wizard = state.wizards?.[w.userId] as Wizard | undefined;
      if (wizard) events.push(ev('fights.wizard-after', { userId: w.userId, damage: wizardNumbers(wizard).lifePoints - w.life }, onlyPlayers(w.userId), actor));
    }
  }
  return events;
}

/** What every fight action knows: the game, who acts, the referee drawer, and how a step becomes events. */
interface Ctx {
  state: GameState;
  actor: string;
  drawer: ReturnType<typeof refereeDrawer>;
  flow: flow.Ctx;
  events: (before: Fight | undefined, step: flow.Step) => GameEvent[];
}

function fightContext(state: GameState, action: FightAction, dice: DiceSource): Ctx {
  if (state.ruleset !== 'mtg-rpg') throw new RuleError('fights with monsters are the MtG RPG’s', 'Magic Realm fights with /combat');
  const actor = action.actor.id;
  const drawer = refereeDrawer(state, dice, actor);
  const events = (before: Fight | undefined, step: flow.Step) => stepEvents(state, before, step, drawer.draws, drawer.draws.length ? drawer.setUp : [], actor);
  return { state, actor, drawer, flow: { state, draw: drawer.draw, landValue: landValue(state) }, events };
}

/** The fight under way, or the refusal that there is none. */
function underWay(c: Ctx): Fight {
  const f = currentFight(c.state);
  if (!f) throw new RuleError('no fight is under way', 'the GM starts one with /fight start monsters:"1 Goblin R | creature 1/1"');
  return f;
}

function gmOnly(c: Ctx, why: string): void {
  if (!isGm(c.state, c.actor)) throw new RuleError(why, 'ask the GM');
}

/** A step of the fight under way, judged by flow.ts, as events. */
function inFight(c: Ctx, judge: (fight: Fight) => flow.Step): GameEvent[] {
  const fight = underWay(c);
  return c.events(fight, judge(fight));
}

const HANDLERS: Handlers<FightAction, Ctx> = {
  'fights.start': (c, action) => {
    gmOnly(c, 'the GM starts a fight');
    if (currentFight(c.state)) throw new RuleError('a fight is under way', 'the GM ends it first with /fight end');
    const id = fightsOf(c.state).reduce((n, f) => Math.max(n, f.id), 0) + 1;
    return c.events(undefined, flow.startFight(c.state, parseMonsters(action.monsters), id));
  },
  // D83: in a fight, or after a duel lost unconscious.
  'fights.item-check': (c, action) => {
    const checked = flow.itemCheck(c.flow, c.actor, action.item, action.toughness);
    return [...c.drawer.setUp, ev('fights.item-checked', { item: action.item, toughness: action.toughness, draw: c.drawer.draws[0]!, destroyed: checked.destroyed, lines: checked.lines }, PUBLIC, c.actor)];
  },
  'fights.armour': (c, action) =>
    inFight(c, (f) => {
      gmOnly(c, 'the GM sets what a wizard wears');
      return flow.setArmour(c.state, f, action.player, action.points, action.magical ?? false);
    }),
  'fights.initiative': (c, action) => inFight(c, (f) => flow.chooseInitiative(c.flow, f, c.actor, action.card && action.card.toLowerCase() !== 'none' ? action.card : undefined)),
  'fights.cast': (c, action) => inFight(c, (f) => flow.cast(c.flow, f, c.actor, action.card, action.target)),
  'fights.strike': (c, action) => inFight(c, (f) => flow.strike(c.flow, f, c.actor, action.target)),
  'fights.grapple': (c, action) => inFight(c, (f) => flow.grapple(c.flow, f, c.actor, action.target)),
  'fights.pass': (c, action) => inFight(c, (f) => flow.pass(c.flow, f, c.actor, action.hold ?? false)),
  'fights.attack': (c, action) => inFight(c, (f) => flow.monsterAttack(c.flow, f, c.actor, action.target)),
  'fights.monster-pass': (c) => inFight(c, (f) => flow.monsterPass(c.flow, f, c.actor)),
  'fights.dodge': (c, action) => inFight(c, (f) => flow.answerAttack(c.flow, f, c.actor, action.card)),
  'fights.take': (c) => inFight(c, (f) => flow.answerAttack(c.flow, f, c.actor, undefined)),
  'fights.life': (c, action) => inFight(c, (f) => flow.adjust(c.flow, f, c.actor, action.who, action.change)),
  'fights.stabilise': (c, action) => inFight(c, (f) => flow.stabilise(c.flow, f, c.actor, action.player)),
  'fights.end': (c) =>
    inFight(c, (f) => {
      gmOnly(c, 'the GM ends a fight');
      return { fight: { ...f, stage: 'over' }, libraries: {}, lines: ['The GM ends the fight.'], hurt: [] };
    }),
};

export const decideFights = decideBy(HANDLERS, fightContext);
