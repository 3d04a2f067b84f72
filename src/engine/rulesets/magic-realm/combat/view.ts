/**
 * The combat under way as one viewer may see it (issue 14): everything the table sees — the clearing, the round and
 * step, whose turn, the monsters with their sides and boxes on whose sheet, the targets, who has played (✔) — and
 * the secret plays only to their player and the GM, until the reveal makes them everyone's (the round's event).
 */
import { characterOf, isGm, type GameState } from '../../../core/state.js';
import { playOf } from '../play/access.js';
import { heldText } from '../magic/in-force.js';
import type { Viewer } from '../../../core/types.js';
import { kitOf } from '../characters/sheet.js';
import { playText } from './plays.js';
import { combatOf, currentCombat, kitInCombat } from './access.js';
import { encounterOffers, lurable, offeredCommands } from './offers.js';
import { labelIn, sideText, waitingOn } from './words.js';
import type { CombatStep, RevealedRound } from './state.js';

export interface CombatView {
  clearing: string;
  round: number;
  step: CombatStep;
  /** What it waits on, in words. */
  waiting: string;
  /** Whose turn it is in a step taken in turn (user id). */
  turn?: string;
  fighters: { userId: string; name: string; target?: string; mustPlay: boolean; played: boolean; /** His play: his own, or the GM's view. */ play?: string }[];
  denizens: { id: string; label: string; side: 'light' | 'dark'; box: number; on?: string; printed: string; /** A head, club or buckler: it goes with its monster. */ part?: true }[];
  /** The clearings fought to the end today. */
  done: string[];
  /** The ambushes of this round the viewer may see: his own, or every one for the GM (the option `ambush`). */
  ambushes: { userId: string; name: string; play: string }[];
  /** MP-9: the spells in force on those in this clearing, or cast here, with their caster and how long they last (told at their reveal). */
  inForce: string[];
}

export function combatViewFor(state: GameState, viewer: Viewer): CombatView | undefined {
  if (state.ruleset !== 'magic-realm') return undefined;
  const combat = combatOf(state);
  const c = combat.current;
  if (!c) return undefined;
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  const turn = c.step === 'play' ? undefined : c.step === 'target' ? c.targetOrder?.[c.turn] : c.order[c.turn];
  return {
    clearing: c.clearing,
    round: c.round,
    step: c.step,
    waiting: waitingOn(state, c),
    ...(turn ? { turn } : {}),
    fighters: c.order.map((userId) => {
      const mine = gm || viewer.userId === userId;
      const play = c.plays[userId];
      const kit = kitInCombat(state, userId);
      return {
        userId,
        name: characterOf(state, userId) ?? userId,
        ...(c.targets[userId] ? { target: labelIn(state, c, c.targets[userId]) } : {}),
        mustPlay: c.step === 'play' && c.playing.includes(userId),
        played: play !== undefined,
        ...(mine && play && kit ? { play: playText(kit, play, (id) => labelIn(state, c, id)) } : {}),
      };
    }),
    denizens: c.denizens.map((d) => ({ id: d.id, label: d.label, side: d.side, box: d.box, ...(d.on ? { on: characterOf(state, d.on) ?? d.on } : {}), printed: sideText(d), ...(d.part ? { part: true as const } : {}) })),
    done: [...combat.done],
    inForce: (playOf(state).inForce ?? []).filter((s) => s.clearing === c.clearing || s.targets.some((t) => c.order.includes(t))).map((s) => `${heldText(s)}, on ${s.labels.join(', ')}`),
    ambushes: Object.entries(c.ambushes ?? {})
      .filter(([id]) => gm || id === viewer.userId)
      .map(([id, a]) => ({ userId: id, name: characterOf(state, id) ?? id, play: playText(kitInCombat(state, id)!, a.play, (x) => labelIn(state, c, x)) })),
  };
}

/** Whether a combat is under way now (the day's hints read it). */
export const combatUnderWay = (state: GameState): boolean => currentCombat(state) !== undefined;

/** MP-12: the clearing of the combat under way when it is his turn of its encounter step (else undefined). */
export function encounterTurnOf(state: GameState, userId: string): string | undefined {
  const c = currentCombat(state);
  return c && c.step === 'action' && c.order[c.turn] === userId ? c.clearing : undefined;
}

/**
 * What may be done at the step under way, for the replies' hints (issue 28): each one the engine accepts now, asked of
 * the same checks that judge the command (offers.ts). The monsters one may lure and the kinds of encounter action open
 * to whose turn it is are the table's to see (never his chits); the viewer's own commands are his secret, for him alone.
 */
export interface CombatChoices {
  lurable: string[];
  /** At the encounter step: the kinds of action open to whose turn it is, besides a pass. */
  actionKinds: ('cast' | 'run' | 'alert' | 'charge' | 'drop')[];
  /** The viewer's own commands the engine accepts now, each as typed (none for one with no character in it). */
  commands: string[];
}

export function combatChoicesFor(state: GameState, viewer: Viewer): CombatChoices | undefined {
  if (state.ruleset !== 'magic-realm') return undefined;
  const c = combatOf(state).current;
  if (!c) return undefined;
  const turn = c.step === 'action' ? c.order[c.turn] : undefined;
  const o = turn ? encounterOffers(state, c, turn) : undefined;
  const actionKinds = o ? ([...(o.cast ? ['cast'] : []), ...(o.run || o.fly ? ['run'] : []), ...(o.alert ? ['alert'] : []), ...(o.charge ? ['charge'] : []), ...(o.drop.length ? ['drop'] : [])] as CombatChoices['actionKinds']) : [];
  return { lurable: lurable(c, state, viewer.userId), actionKinds, commands: kitOf(state, viewer.userId) ? offeredCommands(state, c, viewer.userId) : [] };
}

/**
 * The last round revealed today, each sheet as the melee picture shows it (issue 14): public once revealed — its
 * plays, every strike's mark, where the tactics step put the monsters, what the round did. Undefined before any.
 */
export function meleeViewFor(state: GameState): RevealedRound | undefined {
  if (state.ruleset !== 'magic-realm') return undefined;
  // Kept with the combats of its day; read as it stands, so a reveal's own action always finds it.
  return state.combat?.revealed;
}

export { againstWords, assignmentWhy } from './events.js';
