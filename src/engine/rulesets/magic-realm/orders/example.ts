/**
 * The example orders a hint teaches (issue 27: "every hint's example uses codes the engine carries out, drawn from
 * his real position"). Drawn, never written by hand: candidates made of codes the engine carries out in a turn
 * (turn.ts CARRIED_OUT — never SEARCH, which stops the day for the GM), each judged by the checks that judge
 * /orders record (play/judge-orders.ts judgeOrders: the day's budget, the weather's bans, his curses, his routes); the first one
 * accepted is the example. For a character on the board it begins with a move to a clearing he may enter from where
 * he stands (by the paths he knows); the public hint names no one's clearing.
 */
import { findPlayer, type GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { stepsFrom } from '../board/graph.js';
import { boardOf } from '../board/rules.js';
import { characterClearing } from '../play/access.js';
import { judgeOrders } from '../play/judge-orders.js';
import { CARRIED_OUT } from '../play/turn.js';

/** What fills the day after the move, in the order a hint shows them: HIDE, PEER, REST, ALERT, BLANK. */
const FILL = ['H', 'P', 'R', 'A', 'B'] as const;

/** Candidates of `n` phases at most: the move first (when given), then the fill, less the codes a ban takes out. */
function candidates(move: string | undefined): string[][] {
  const out: string[][] = [];
  // Each fill code left out in turn covers the weather's bans (no HIDE, no PEER) and a curse's.
  const fills = [FILL.slice(), ...FILL.map((_, i) => FILL.filter((__, j) => j !== i)), ['R', 'A', 'B'], ['B']];
  for (const fill of fills) {
    for (let n = 4; n >= 1; n--) {
      const phases = [...(move ? [move] : []), ...fill].slice(0, n);
      if (phases.every((p) => CARRIED_OUT.has(p.split(' ')[0]!))) out.push(phases);
    }
  }
  return out;
}

/** Whether /orders record would take these phases from him now. */
function accepted(state: GameState, p: { userId: string; character: string }, typed: string): boolean {
  try {
    judgeOrders(state, p, typed);
    return true;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return false;
  }
}

/** The first candidate the orders of every one of them would be taken with, as typed. */
function firstAccepted(state: GameState, who: readonly { userId: string; character: string }[], lists: readonly string[][]): string | undefined {
  return lists.map((phases) => phases.join(', ')).find((typed) => who.every((p) => accepted(state, p, typed)));
}

/**
 * An example of orders the player may record now, as `/orders record` takes them: from his own clearing when he is
 * on the board (a move by a path he knows, then phases the engine carries out), else the phases alone.
 */
export function exampleOrdersFor(state: GameState, userId: string): string {
  const p = findPlayer(state, userId);
  if (!p) return exampleOrders(state);
  const start = characterClearing(state, userId);
  const moves = start ? stepsFrom(boardOf(state).tiles, start, boardOf(state).discovered[userId] ?? []).map((s) => s.clearing).sort() : [];
  const lists = [...[...new Set(moves)].slice(0, 6).flatMap((to) => candidates(`M ${to}`)), ...candidates(undefined)];
  return firstAccepted(state, [p], lists) ?? 'B';
}

/**
 * The public example (a status message): no one's clearing, phases the engine carries out that today allows every
 * player's character (issue 27: the Dwarf's 2 phases under Frigid Air, where the others have 4), judged by each one's
 * own checks; without players, as a character not on the board.
 */
export function exampleOrders(state: GameState): string {
  const who = state.players.length ? state.players : [{ userId: '', character: '' }];
  return firstAccepted(state, who, candidates(undefined)) ?? 'B';
}
