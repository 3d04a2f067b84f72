/**
 * Issue 29, Phantasm (VI, purple, day, character): "Move unseen searcher (PEER only), can SPELL". The reading for play
 * by post (docs/rules.md, "Spells on the day's phases"; RealmSpeak PhantasmEffect makes a piece of the target's, in
 * his clearing, whose one special action is PEER):
 * - at the reveal an unseen phantasm piece appears in its target's clearing (combat/spells/day-phases.ts): on the
 *   board, seen by him and the GM only (`seenBy: [him]`), never fought nor blocked;
 * - at Birdsong of the next day he records its phases with his own orders (`/orders record … phantasm:"M CV5, P"`):
 *   MOVE and PEER only, judged by the Birdsong checks from where it stands (his discovered paths, the day's phases
 *   and weather); refused without the spell in force on him. We read "can SPELL" as no phase of its own: it has no
 *   MAGIC chits to ENCHANT with (refused, saying so);
 * - its turn comes right after his (daylight-turn.ts), carried out by the engine's own phase steps (turn.ts carryOut):
 *   what it does and finds is his and the GM's (`play.phantasm-turn`, `play.found`), never the table's;
 * - it goes at Sunset, when the spell ends (day-steps.ts), or whenever the spell is no longer in force on him.
 * Pure.
 */
import { characterOf, type GameState, type Player } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { boardOf, searchGround } from '../board/access.js';
import type { Piece } from '../board/state.js';
import { clearingId, parseClearingId } from '../map/board.js';
import { DAY_PHASES_EFFECTS } from '../magic/effects/day-phases.js';
import { spellsOn } from '../magic/in-force.js';
import { noPeerTiles } from '../magic/day-rolls.js';
import { activityByCode, parsePhases, phaseText } from '../orders/phases.js';
import { checkDayOrders, ordersRuleError } from '../orders/validate.js';
import { budgetOf, calendarOptions, playOf } from './access.js';
import { ev } from './events.js';
import type { DayOrders } from './state.js';
import { carryOut } from './turn.js';

/** The phantasm's phases, as recorded with his orders (no choice of turn, no phantasm of its own). */
export type PhantasmOrders = Pick<DayOrders, 'text' | 'phases' | 'route'>;

/** The activities a phantasm may record: "Move unseen searcher (PEER only)". */
const PHANTASM_CODES = ['M', 'P'] as const;

/** The board piece of his phantasm (one at a time: a Phantasm cast again on him puts the piece where he stands). */
export const phantasmId = (userId: string): string => `phantasm:${userId}`;

/** Whether a Phantasm is in force on him (not inert). */
export const hasPhantasmSpell = (state: GameState, userId: string): boolean => spellsOn(state, userId).some((s) => !s.inert && DAY_PHASES_EFFECTS[s.spell]?.kind === 'phantasm');

/** His phantasm on the board, while its spell is in force on him. */
export function phantasmOf(state: GameState, userId: string): Piece | undefined {
  if (!hasPhantasmSpell(state, userId)) return undefined;
  return boardOf(state).pieces.find((p) => p.id === phantasmId(userId));
}

/** The phantasm piece that appears in a clearing (`CV5`) for him: unseen — his and the GM's. */
export function phantasmPiece(userId: string, character: string, clearing: string): Piece | undefined {
  const at = parseClearingId(clearing);
  return at ? { id: phantasmId(userId), label: `${character}'s Phantasm`, kind: 'other', tile: at.code, clearing: at.number, seenBy: [userId], owner: userId } : undefined;
}

const pieceClearing = (p: Piece): string | undefined => (p.clearing !== undefined ? clearingId(p.tile, p.clearing) : undefined);

/**
 * The /orders record `phantasm:` judged: refused unless his phantasm stands on the board with its spell in force;
 * MOVE and PEER only, by the Birdsong checks from its clearing. Its orders, or nothing when none were given.
 */
export function judgePhantasm(state: GameState, p: Pick<Player, 'userId' | 'character'>, typed: string | undefined): PhantasmOrders | undefined {
  if (typed === undefined) return undefined;
  const piece = phantasmOf(state, p.userId);
  const at = piece && pieceClearing(piece);
  if (!at) throw new RuleError(`the ${p.character} has no phantasm: only the target of a Phantasm in force records its phases ("Move unseen searcher (PEER only), can SPELL")`, 'leave phantasm: out');
  const phases = parsePhases(typed);
  const other = phases.find((ph) => !(PHANTASM_CODES as readonly string[]).includes(ph.code));
  if (other) {
    const why = other.activity === 'enchant' ? ': it has no MAGIC chits of its own to enchant' : '';
    throw new RuleError(`"${phaseText(other)}": a phantasm only MOVEs and PEERs ("Move unseen searcher (PEER only)")${why}`, 'record only M <clearing> and P phases for it, split by commas');
  }
  const checked = checkDayOrders(phases, {
    board: boardOf(state).tiles,
    start: at,
    known: boardOf(state).discovered[p.userId] ?? [],
    budget: budgetOf(playOf(state), calendarOptions(state)),
    noPeerTiles: noPeerTiles(state),
    dwellings: boardOf(state).pieces.filter((x) => x.kind === 'dwelling' && x.clearing !== undefined && x.seenBy === 'all').map((x) => clearingId(x.tile, x.clearing!)),
  });
  if (!checked.ok) {
    const e = ordersRuleError(checked.errors);
    throw new RuleError(`the ${p.character}'s phantasm (in ${at}): ${e.message}`, e.hint ?? '');
  }
  return { text: phases.map(phaseText).join(', '), phases: phases.map((ph) => ({ code: activityByCode(ph.code)!.code, ...(ph.clearing ? { target: ph.clearing } : {}), ...(ph.choice ? { choice: ph.choice } : {}) })), route: checked.route };
}

/**
 * His phantasm's turn, right after his own (daylight-turn.ts): its phases carried out from where it stands by the
 * turn's own steps, unseen (no blocking, no hiding roll); its moves, dice and finds his and the GM's.
 */
export function phantasmTurn(state: GameState, userId: string, orders: PhantasmOrders | undefined, dice: DiceSource, actor: string): GameEvent[] {
  const piece = phantasmOf(state, userId);
  const from = piece && pieceClearing(piece);
  if (!orders || !piece || !from) return [];
  const name = characterOf(state, userId) ?? userId;
  const done = carryOut({ ...orders }, undefined, { clearing: from, hidden: true, ground: (c) => searchGround(state, c) }, dice);
  const to = orders.route.at(-1) ?? from;
  const told = onlyPlayers(userId);
  const events: GameEvent[] = [ev('play.phantasm-turn', { userId, name, from, text: orders.text, phases: done.phases, ...(to !== from ? { to } : {}) }, told, actor)];
  const moved = to !== from ? phantasmPiece(userId, name, to) : undefined;
  if (moved) events.push({ type: 'board.piece-set', payload: { piece: moved }, visibility: told, actor });
  const found = done.found;
  if (found.paths.length || found.chits.length || found.sites?.length || found.hiddenEnemies) events.push(ev('play.found', { userId, name, ...found }, told, actor));
  return events;
}

/** Sunset (or earlier): the phantasm pieces whose spell is not in force after this moment go, his and the GM's. */
export function phantasmsGone(after: GameState, actor: string): GameEvent[] {
  return boardOf(after).pieces
    .filter((p) => p.id.startsWith('phantasm:') && p.owner && !hasPhantasmSpell(after, p.owner))
    .map((p): GameEvent => ({ type: 'board.piece-removed', payload: { id: p.id, label: p.label }, visibility: onlyPlayers(p.owner!), actor }));
}
