/**
 * Fights between wizards and monsters (issue 15; RPG-C). Each action's outcome is one GM-only event holding the fight
 * as it now stands (a fight is small, and its undo entry is the patch of what changed) and the referee cards drawn;
 * the table's words are a public event; each wizard's cards and life points are events of his own. Undo words are
 * public: never a life total.
 */
import { handFightsOver } from '../hand-over.js';
import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';
import { definePart, eventMaker, type Waiting } from '../../../core/part.js';
import { isGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type GameEvent, type Viewer } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { refereeDrawer } from '../deck/part.js';
import { currentDeck, landValue } from '../deck/view.js';
import { applyDraw, type Draw } from '../referee-deck.js';
import { wizardNumbers, type Wizard } from '../wizards/creation.js';
import { applyLibraryChange, libraryTracker, type LibraryChange } from '../wizards/library-change.js';
import { wordsReadingOld } from '../old-words.js';
import { applyOldFightEvent, currentFightEvent, fightEventForWords } from './old-logs.js';
import { currentFight, fightsOf, fightsViewFor, fightViewFor, type FightView } from './view.js';
import { applyEdits, editsBetween, type Edit } from '../../../core/patch.js';
import * as flow from './flow.js';
import { parseMonsters } from './monsters.js';
import { setFight, standingOf, type Fight, type FightStanding } from './state.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's fights with monsters, the finished ones kept (issue 15). */
    fights: Fight[];
  }
}

const text = z.string().trim().min(1).max(100);

export const FIGHT_ACTIONS = [
  z.object({ type: z.literal('fight.start'), actor: userRef, monsters: z.string().trim().min(1).max(2000) }),
  z.object({ type: z.literal('fight.armour'), actor: userRef, player: playerId, points: z.number().int().min(0).max(6), magical: z.boolean().optional() }),
  z.object({ type: z.literal('fight.initiative'), actor: userRef, card: text.optional() }),
  z.object({ type: z.literal('fight.cast'), actor: userRef, card: text, target: text.optional() }),
  z.object({ type: z.literal('fight.strike'), actor: userRef, target: text }),
  z.object({ type: z.literal('fight.grapple'), actor: userRef, target: text }),
  z.object({ type: z.literal('fight.pass'), actor: userRef, hold: z.boolean().optional() }),
  z.object({ type: z.literal('fight.attack'), actor: userRef, target: playerId }),
  z.object({ type: z.literal('fight.monster-pass'), actor: userRef }),
  z.object({ type: z.literal('fight.dodge'), actor: userRef, card: text }),
  z.object({ type: z.literal('fight.take'), actor: userRef }),
  z.object({ type: z.literal('fight.life'), actor: userRef, who: text, change: z.number().int().min(-99).max(99) }),
  z.object({ type: z.literal('fight.stabilise'), actor: userRef, player: playerId }),
  z.object({ type: z.literal('fight.item-check'), actor: userRef, item: text, toughness: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('fight.end'), actor: userRef }),
] as const;

export interface FightEventPayloads {
  /**
   * A step of the fight (GM only: it holds every life total and secret choice): what it changed in the fight (`changes`,
   * from the fight before; from nothing when it starts), the life points it leaves, and the referee cards drawn.
   */
  'fight.moved': { id: number; changes: Edit[]; standing: FightStanding; draws: Draw[] };
  /** What the table sees of the step (public). */
  'fight.told': { id: number; lines: string[] };
  /** The cards the fight's step moved in a wizard's library, and his hand's size after (his and the GM's). */
  'fight.library': { userId: string; change: LibraryChange; hand: number };
  /** His life points now (his and the GM's). */
  'fight.life': { id: number; userId: string; life: number };
  /** D84: an item's destruction check, with its referee card (public). */
  'fight.item-checked': { item: string; toughness: number; draw: Draw; destroyed: boolean; lines: string[] };
  /** His sheet after the fight: the life points he lost (his and the GM's). */
  'fight.wizard-after': { userId: string; damage: number };
}

const ev = eventMaker<FightEventPayloads>();


export { currentFight, fightsOf, fightsViewFor, fightViewFor, type FightView };

/** The fight's initiative waits on every wizard's secret card; the scheduler reminds the missing. */
function fightWaiting(state: GameState): Waiting | undefined {
  const f = state.ruleset === 'mtg-rpg' ? currentFight(state) : undefined;
  if (!f || f.stage !== 'initiative') return undefined;
  return {
    step: `fight.${f.id}.initiative`,
    kind: 'fight',
    what: 'your initiative card in the fight',
    how: '/fight initiative card:<a card of your hand>',
    missing: f.wizards.map((w) => w.userId).filter((id) => f.initiative[id] === undefined),
    everyone: f.wizards.map((w) => ({ userId: w.userId, name: state.wizards?.[w.userId]?.name ?? w.userId })),
    showsWho: true,
    beganWith: ['fight.moved'],
  };
}

/** The events of a step: the fight, the libraries and lives it changed, the table's words; at the end, the sheets. */
function stepEvents(state: GameState, before: Fight | undefined, step: flow.Step, draws: Draw[], setUp: GameEvent[], actor: string): GameEvent[] {
  const events: GameEvent[] = [...setUp, ev('fight.moved', { id: step.fight.id, changes: editsBetween(before ?? {}, step.fight), standing: standingOf(step.fight), draws }, GM_ONLY, actor)];
  const track = libraryTracker((userId) => state.wizards?.[userId]?.library);
  for (const [userId, library] of Object.entries(step.libraries)) events.push(ev('fight.library', { userId, change: track(userId, library), hand: library.hand.length }, onlyPlayers(userId), actor));
  for (const userId of new Set(step.hurt)) {
    const w = step.fight.wizards.find((x) => x.userId === userId);
    if (w && w.life !== before?.wizards.find((x) => x.userId === userId)?.life) events.push(ev('fight.life', { id: step.fight.id, userId, life: w.life }, onlyPlayers(userId), actor));
  }
  events.push(ev('fight.told', { id: step.fight.id, lines: step.lines }, PUBLIC, actor));
  if (step.fight.stage === 'over') {
    for (const w of step.fight.wizards) {
      const wizard = state.wizards?.[w.userId] as Wizard | undefined;
      if (wizard) events.push(ev('fight.wizard-after', { userId: w.userId, damage: wizardNumbers(wizard).lifePoints - w.life }, onlyPlayers(w.userId), actor));
    }
  }
  return events;
}

export const fightsPart = definePart<typeof FIGHT_ACTIONS, FightEventPayloads, FightView[]>({
  id: 'fights',
  actions: FIGHT_ACTIONS,
  handOver: handFightsOver,
  decide(state, action, dice: DiceSource) {
    if (state.ruleset !== 'mtg-rpg') throw new RuleError('fights with monsters are the MtG RPG’s', 'Magic Realm fights with /combat');
    const actor = action.actor.id;
    const drawer = refereeDrawer(state, dice, actor);
    const ctx: flow.Ctx = { state, draw: drawer.draw, landValue: landValue(state) };
    const events = (before: Fight | undefined, step: flow.Step) => stepEvents(state, before, step, drawer.draws, drawer.draws.length ? drawer.setUp : [], actor);
    if (action.type === 'fight.start') {
      if (!isGm(state, actor)) throw new RuleError('the GM starts a fight', 'ask the GM');
      if (currentFight(state)) throw new RuleError('a fight is under way', 'the GM ends it first with /fight end');
      const id = fightsOf(state).reduce((n, f) => Math.max(n, f.id), 0) + 1;
      return events(undefined, flow.startFight(state, parseMonsters(action.monsters), id));
    }
    if (action.type === 'fight.item-check') {
      // D83: in a fight, or after a duel lost unconscious.
      const checked = flow.itemCheck(ctx, actor, action.item, action.toughness);
      return [...drawer.setUp, ev('fight.item-checked', { item: action.item, toughness: action.toughness, draw: drawer.draws[0]!, destroyed: checked.destroyed, lines: checked.lines }, PUBLIC, actor)];
    }
    const f = currentFight(state);
    if (!f) throw new RuleError('no fight is under way', 'the GM starts one with /fight start monsters:"1 Goblin R | creature 1/1"');
    switch (action.type) {
      case 'fight.armour':
        if (!isGm(state, actor)) throw new RuleError('the GM sets what a wizard wears', 'ask the GM');
        return events(f, flow.setArmour(state, f, action.player, action.points, action.magical ?? false));
      case 'fight.initiative':
        return events(f, flow.chooseInitiative(ctx, f, actor, action.card && action.card.toLowerCase() !== 'none' ? action.card : undefined));
      case 'fight.cast':
        return events(f, flow.cast(ctx, f, actor, action.card, action.target));
      case 'fight.strike':
        return events(f, flow.strike(ctx, f, actor, action.target));
      case 'fight.grapple':
        return events(f, flow.grapple(ctx, f, actor, action.target));
      case 'fight.pass':
        return events(f, flow.pass(ctx, f, actor, action.hold ?? false));
      case 'fight.attack':
        return events(f, flow.monsterAttack(ctx, f, actor, action.target));
      case 'fight.monster-pass':
        return events(f, flow.monsterPass(ctx, f, actor));
      case 'fight.dodge':
        return events(f, flow.answerAttack(ctx, f, actor, action.card));
      case 'fight.take':
        return events(f, flow.answerAttack(ctx, f, actor, undefined));
      case 'fight.life':
        return events(f, flow.adjust(ctx, f, actor, action.who, action.change));
      case 'fight.stabilise':
        return events(f, flow.stabilise(ctx, f, actor, action.player));
      case 'fight.end':
        if (!isGm(state, actor)) throw new RuleError('the GM ends a fight', 'ask the GM');
        return events(f, { fight: { ...f, stage: 'over' }, libraries: {}, lines: ['The GM ends the fight.'], hurt: [] });
    }
  },
  evolve(state, stored) {
    const old = applyOldFightEvent(state, stored);
    if (old) return old;
    const e = currentFightEvent(state, stored) as typeof stored;
    switch (e.type) {
      case 'fight.moved': {
        const { id, changes, draws } = e.payload;
        const before = fightsOf(state).find((f) => f.id === id);
        const fight = applyEdits((before ?? {}) as Fight, changes);
        return { ...state, fights: setFight(fightsOf(state), fight), ...(draws.length ? { refereeDeck: draws.reduce(applyDraw, currentDeck(state)) } : {}) };
      }
      case 'fight.library': {
        const w = state.wizards?.[e.payload.userId];
        return w?.library ? { ...state, wizards: { ...state.wizards, [e.payload.userId]: { ...w, library: applyLibraryChange(w.library, e.payload.change) } } } : state;
      }
      case 'fight.wizard-after': {
        const w = state.wizards?.[e.payload.userId];
        return w ? { ...state, wizards: { ...state.wizards, [e.payload.userId]: { ...w, damage: e.payload.damage } } } : state;
      }
      case 'fight.item-checked':
        return { ...state, refereeDeck: applyDraw(currentDeck(state), e.payload.draw) };
      case 'fight.told':
      case 'fight.life':
        return state;
    }
  },
  viewFor: fightsViewFor,
  waitingOn: fightWaiting,
  events: wordsReadingOld<FightEventPayloads>({
    'fight.moved': { log: (e) => `🔒 The fight, round ${e.payload.standing.round}: ${e.payload.standing.wizards.map(([userId, life]) => `${userId} ${life} LP`).join(', ')}; ${e.payload.standing.monsters.map(([name, life]) => `${name} ${life} LP`).join(', ')}`, undo: () => 'a step of a fight' },
    'fight.told': { log: (e) => e.payload.lines.join(' '), undo: false },
    'fight.library': { log: (e) => `🔒 The hand in the fight: ${e.payload.hand} cards`, undo: false },
    'fight.life': { log: (e) => `🔒 Life points in the fight: ${e.payload.life}`, undo: false },
    'fight.item-checked': { log: (e) => e.payload.lines.join(' '), undo: (e) => `the check of ${e.payload.item}` },
    'fight.wizard-after': { log: (e) => `🔒 After the fight: ${e.payload.damage} life points lost`, undo: false },
  }, fightEventForWords),
});
