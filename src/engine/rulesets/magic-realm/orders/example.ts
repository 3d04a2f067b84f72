/**
 * The example orders a hint teaches (issue 27: "every hint's example uses codes the engine carries out, drawn from
 * his real position"). Drawn, never written by hand: candidates made of codes the engine carries out in a turn
 * (turn.ts CARRIED_OUT — never SEARCH, which stops the day for the GM), each judged by the checks that judge
 * /orders record (play/judge-orders.ts judgeOrders: the day's budget, the weather's bans, his curses, his routes); the first one
 * accepted is the example. For a character on the board it begins with a move to a clearing he may enter from where
 * he stands (by the paths he knows); the public hint names no one's clearing.
 */
import { findPlayer, type GameState } from '../../../core/state.js';
import { accepts } from '../../../core/types.js';
import { parseClearingId } from '../map/board.js';
import { boardGraph, stepsFrom } from '../map/graph.js';
import { boardOf } from '../board/access.js';
import { priced } from '../belongings/belongings.js';
import { characterClearing } from '../play/access.js';
import { judgeOrders } from '../play/judge-orders.js';
import { spellExtraPhases } from '../play/extra-phases.js';
import { siteHere } from '../play/loot.js';
import { meetingGround } from '../play/meeting.js';
import { CARRIED_OUT } from '../play/turn.js';
import { CHOICE_ROWS } from '../tables/search-choice.js';
import type { HintExamples, PhaseForm } from './phases.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { enchantCandidates } from '../magic/enchanting.js';
import { prepareCandidates } from '../magic/prepare.js';
import { flyTiles } from '../magic/fly.js';
import { judgePhantasm, phantasmOf } from '../play/phantasm.js';

/** What fills the day after the move, in the order a hint shows them: HIDE, PEER, REST, ALERT, BLANK. */
const FILL = ['H', 'P', 'R', 'A', 'B'] as const;

/**
 * Candidates of 4 phases at most (and one more for each extra phase a spell in force gives him, issue 29: his hint
 * counts it): the move first (when given), then the fill, less the codes a ban takes out.
 */
function candidates(move: string | undefined, extra = 0): string[][] {
  const out: string[][] = [];
  // Each fill code left out in turn covers the weather's bans (no HIDE, no PEER) and a curse's.
  const fills = [FILL.slice(), ...FILL.map((_, i) => FILL.filter((__, j) => j !== i)), ['R', 'A', 'B'], ['B']];
  for (const fill of fills) {
    for (let n = 4 + extra; n >= 1; n--) {
      const phases = [...(move ? [move] : []), ...fill].slice(0, n);
      if (phases.every((p) => CARRIED_OUT.has(p.split(' ')[0]!))) out.push(phases);
    }
  }
  return out;
}

/** Whether /orders record would take these phases from him now. */
const accepted = (state: GameState, p: { userId: string; character: string }, typed: string): boolean => accepts(() => judgeOrders(state, p, typed));

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
  const extra = spellExtraPhases(state, userId).length;
  const lists = [...movesFrom(state, userId).slice(0, 6).flatMap((to) => candidates(`M ${to}`, extra)), ...candidates(undefined, extra)];
  return firstAccepted(state, [p], lists) ?? 'B';
}

/** The clearings he may step into from where he stands, by the paths he knows (none off the board). */
function movesFrom(state: GameState, userId: string): string[] {
  const start = characterClearing(state, userId);
  return start ? [...new Set(stepsFrom(boardOf(state).tiles, start, boardOf(state).discovered[userId] ?? []).map((s) => s.clearing))].sort() : [];
}

/**
 * The phases of one kind a hint may show him, drawn from his position, nearest first; each is then judged alone as
 * /orders record judges it (a mountain's move that needs two phases, a PEER the weather bans, fall out there).
 */
function phaseCandidates(state: GameState, userId: string, code: string, form?: PhaseForm): string[] {
  const here = characterClearing(state, userId);
  if (form === 'choice') return CHOICE_ROWS.map((row) => `${code}/${row}`);
  if (form === 'clearing') {
    // PEER from a mountain: the clearings of the board, his own tile's first (the judge keeps those he may look into).
    if (!here) return [];
    const tile = parseClearingId(here)!.code;
    const all = [...boardGraph(boardOf(state).tiles).byClearing.keys()].filter((c) => c !== here).sort();
    return [...all.filter((c) => parseClearingId(c)?.code === tile), ...all.filter((c) => parseClearingId(c)?.code !== tile)].map((c) => `${code} ${c}`);
  }
  if (form === 'chit') {
    // MP-8: an ALERT preparing one of his MAGIC chits (magic/prepare.ts; the judge keeps those his turn could do).
    const kit = kitOf(state, userId);
    const sheet = kit && sheetOf(state, userId, kit);
    return kit && sheet ? prepareCandidates(kit, sheet) : [];
  }
  if (form === 'site') {
    // LOOT naming a site: the sites he discovered that stand in his clearing.
    const at = here ? parseClearingId(here) : undefined;
    const known = boardOf(state).discoveredSites?.[userId] ?? [];
    return at ? known.filter((s) => siteHere(boardOf(state).pieces, known, at.code, at.number, s)).map((s) => `${code} ${s}`) : [];
  }
  if (code === 'M') return movesFrom(state, userId).map((to) => `M ${to}`);
  if (code === 'T' || code === 'HR' || code === 'ST') {
    // A meeting: the groups in his clearing (meeting.ts's ground, as his turn sees it); a trade sells what he carries.
    const ground = meetingGround(state, userId);
    const present = here && ground ? ground.present(here) : { natives: [], visitors: [] };
    const groups = [...new Set(present.natives.map((n) => n.group))];
    if (code === 'HR') return groups.map((gr) => `HR ${gr}`);
    if (code === 'ST') return groups.map((gr) => `ST ${gr}`);
    const sheet = ground?.sheet;
    const carried = sheet ? [sheet.weapon?.name, ...sheet.armour.map((a) => a.name), ...sheet.treasures].filter((x): x is string => x !== undefined && priced(x) !== undefined) : [];
    return [...groups, ...present.visitors].flatMap((gr) => carried.map((item) => `T ${gr} sell ${item}`));
  }
  if (code === 'E' || code === 'SP') {
    // MP-1: each MAGIC chit he may enchant now, then his tile (the judge keeps those his turn could do).
    const kit = kitOf(state, userId);
    const sheet = kit && sheetOf(state, userId, kit);
    return kit && sheet ? enchantCandidates(kit, sheet).map((typed) => typed.replace(/^E/, code)) : [];
  }
  if (code === 'FL') {
    // Issue 29, FLY: his tile and the tiles beside it (the judge keeps them only while he holds a FLY chit that carries him).
    const tile = here ? parseClearingId(here)?.code : undefined;
    return tile ? flyTiles(boardOf(state).tiles, tile, true).map((t) => `FL ${t}`) : [];
  }
  if (code === 'F') {
    // FOLLOW: another character in the game, those in his clearing first.
    const others = state.players.filter((o) => o.userId !== userId);
    const near = others.filter((o) => here && characterClearing(state, o.userId) === here);
    return [...near, ...others.filter((o) => !near.includes(o))].map((o) => `F ${o.character}`);
  }
  return [code];
}

/**
 * The examples of his refusals' hints (orders/phases.ts HintExamples): his whole orders (exampleOrdersFor), and one
 * phase of each kind drawn from his position and judged as /orders record judges it — never a fixed one.
 */
export function hintExamplesFor(state: GameState, userId: string): HintExamples {
  const p = findPlayer(state, userId);
  let orders: string | undefined;
  return {
    orders: () => (orders ??= exampleOrdersFor(state, userId)),
    phase: (code, form) => (p ? phaseCandidates(state, userId, code, form).find((typed) => accepted(state, p, typed)) : undefined),
  };
}

/**
 * Issue 29, Phantasm: phases his phantasm may be given now (`/orders record … phantasm:`), judged by the command's own
 * judge (play/phantasm.ts judgePhantasm): a MOVE from its clearing by a path he knows and a PEER, else a PEER alone;
 * undefined when no phantasm of his stands on the board.
 */
export function phantasmExampleFor(state: GameState, userId: string): string | undefined {
  const p = findPlayer(state, userId);
  const piece = p && phantasmOf(state, userId);
  if (!p || !piece || piece.clearing === undefined) return undefined;
  const steps = stepsFrom(boardOf(state).tiles, `${piece.tile}${piece.clearing}`, boardOf(state).discovered[userId] ?? []).map((s) => `M ${s.clearing}, P`);
  return [...new Set(steps)].sort().concat('P').find((typed) => accepts(() => judgePhantasm(state, p, typed)));
}

/**
 * MP-1: the ENCHANT phases he may record now, each alone as /orders record would take it: the MAGIC chits he may
 * enchant, then his tile where he may turn it over (the autocomplete's offers: the same judge as the command's).
 */
export const enchantExamplesFor = (state: GameState, userId: string): string[] => acceptedPhasesFor(state, userId, 'E');

/** Issue 29: the FLY phases he may record now, each alone as /orders record would take it (none without a FLY chit). */
export const flyExamplesFor = (state: GameState, userId: string): string[] => acceptedPhasesFor(state, userId, 'FL');

/** The phases of one code he may record now, each judged alone as /orders record judges it. */
function acceptedPhasesFor(state: GameState, userId: string, code: string): string[] {
  const p = findPlayer(state, userId);
  return p ? phaseCandidates(state, userId, code).filter((typed) => accepted(state, p, typed)) : [];
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
