/**
 * The decisions of the Magic Realm board (issue 5; BI-2, BI-3, Expansion One 1.2/3): laying and dealing the tiles,
 * building the board in turn, the chits and start positions, pieces and discoveries. One named handler per action
 * type (BOARD_DECISIONS).
 */
import { characterWords } from '../characters/kits.js';
import { findPlayer, isGm, requireGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type Visibility } from '../../../core/types.js';
import type { BoardAction } from './actions.js';
import { decideBy, type Handler as BoardHandler, type Handlers } from '../../../core/handlers.js';
import { parseClearingId, placedTile, type PlacedTile } from '../map/board.js';
import { boardGraph, needsDiscovery } from '../map/graph.js';
import { defaultLayout, layoutFromList, readyLayout, READY_LAYOUTS } from './layouts.js';
import { BOARD_RULES, checkPlacement, dealTiles, swapAmbush } from './placement.js';
import { type BoardBuilding, type BoardState, type Piece } from './state.js';
import { AMBUSH, BORDERLAND, findTile } from '../map/tiles.js';
import { type PieceKind } from './view-types.js';
import { requireCharacter, requireNativeGroup } from '../characters/characters.js';
import { nativeNamed } from '../denizens/denizens.js';
import { startPositions } from './start-positions.js';
import { PLACE_DWELLINGS_HINT } from './view-types.js';
import { boardOf } from './access.js';
import { dealChits } from './deal-chits.js';
import { ev } from './events.js';
import { parsePosition } from './position.js';

/** The tile code a user typed (`bv`, `Bad Valley`). */
function tileCode(text: string): string {
  const def = findTile(text);
  if (!def) throw new RuleError(`there is no tile "${text}"`, 'use its code (BV) or its name (Bad Valley)');
  return def.code;
}

/** The player whose turn it is to place, during board building. */
const placer = (b: BoardBuilding) => b.order[b.turn % b.order.length]!;

/** After a player's turn: the next player who still has something to do (a tile to place or a character to pick). */
function nextTurn(b: BoardBuilding): BoardBuilding | undefined {
  for (let step = 1; step <= b.order.length; step++) {
    const turn = (b.turn + step) % b.order.length;
    const id = b.order[turn]!;
    if ((b.hands[id]?.length ?? 0) > 0 || !b.picks[id]) return { ...b, turn };
  }
  return undefined;
}

/** One action of the board, decided. */
type Handler<T extends BoardAction['type']> = BoardHandler<BoardAction, GameState, T>;

const layOut: Handler<'board.layout'> = (state, action) => {
  const actor = action.actor.id;
  requireGm(state, actor, '/board layout');
  if (action.list) {
    const { board: laid, errors } = layoutFromList(action.list, BOARD_RULES);
    if (errors.length) throw new RuleError(errors.slice(0, 3).join(' '), 'one tile a part, split by ;: code q,r rotation [enchanted], e.g. "B 0,0 0; BV 0,-1 2"');
    return [ev('board.laid', { tiles: [...laid], layout: 'the GM\'s list' }, PUBLIC, actor)];
  }
  const expansion = state.options['expansion-one'] === true;
  const layout = action.layout ? readyLayout(action.layout) : defaultLayout(expansion);
  if (!layout) throw new RuleError(`there is no ready layout "${action.layout}"`, `the layouts are: ${READY_LAYOUTS.map((l) => l.name).join(', ')}`);
  return [ev('board.laid', { tiles: [...layout.board], layout: layout.name }, PUBLIC, actor)];
};

const dealTilesOut: Handler<'board.deal'> = (state, action, dice) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board deal');
  if (state.players.length === 0) throw new RuleError('nobody has joined yet', 'players join with /game join character:<name> before the tiles are dealt');
  if (board.tiles.length > 0) throw new RuleError('the board already has tiles', 'deal before any tile is laid, or /gm undo the layout');
  const deal = dealTiles(dice, state.players.length, state.options['expansion-one'] === true);
  const order = state.players.map((p) => p.userId);
  // BI-2: the first player places the Borderland first.
  const hands = Object.fromEntries(order.map((id, i) => [id, [...(i === 0 ? [deal.first] : []), ...deal.hands[i]!]]));
  return [ev('board.dealt', { building: { order, turn: 0, hands, discarded: [...deal.discarded], picks: {} } }, PUBLIC, actor)];
};

const dealMapChits: Handler<'board.chits'> = (state, action, dice) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board chits');
  if (board.pieces.some((p) => p.kind === 'chit')) throw new RuleError('the chits are already set up', '/gm undo the set-up to deal them again');
  return dealChits(state, dice, actor);
};

const placeStarts: Handler<'board.starts'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  // Each joined character at one of his start locations, as the dwelling pieces on the board show them.
  requireGm(state, actor, '/board starts');
  if (board.tiles.length === 0) throw new RuleError('the board has no tiles yet', `lay it first (/board layout or /board deal); then ${PLACE_DWELLINGS_HINT}`);
  const setUp = state.play?.setUp ?? {};
  const players = state.players.map((p) => ({ userId: p.userId, character: p.character, ...(setUp[p.userId]?.start ? { told: setUp[p.userId]!.start } : {}) }));
  const { placed, missing } = startPositions(board.pieces, players, state.options['expansion-one'] === true);
  if (placed.length === 0) {
    if (missing.length === 0) throw new RuleError('every character is on the board already', 'move one with /board piece label:<character> at:<clearing>');
    throw new RuleError(
      `no start location of ${missing.map((m) => `the ${m.character} (${m.starts.join(', ')})`).join(', ')} is on the board yet`,
      PLACE_DWELLINGS_HINT,
    );
  }
  let n = board.pieces.length;
  const events = placed.map((x) => {
    const piece: Piece = { id: `p${++n}-${x.character.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label: x.character, kind: 'character', tile: x.tile, clearing: x.number, seenBy: 'all', owner: x.userId };
    return ev('board.piece-set', { piece }, PUBLIC, actor);
  });
  const text = [
    ...placed.map((x) => `the ${x.character} starts at the ${x.dwelling} (${x.clearing})`),
    ...missing.map((m) => `the ${m.character}'s start (${m.starts.join(', ')}) is not on the board yet: the GM places ${characterWords(m.character).object}`),
  ].join('; ');
  return [...events, ev('board.notice', { text: text.charAt(0).toUpperCase() + text.slice(1) + '.' }, PUBLIC, actor)];
};

const placeTile: Handler<'board.place'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  const code = tileCode(action.tile);
  const building = board.building;
  const gm = isGm(state, actor);
  if (building && !gm) {
    if (placer(building) !== actor) throw new RuleError(`it is ${findPlayer(state, placer(building))?.userName ?? 'another player'}'s turn to place a tile`, 'wait for your turn');
    if (!building.hands[actor]?.includes(code)) throw new RuleError(`${code} is not in your hand`, `your tiles: ${building.hands[actor]?.join(', ') || 'none — pick your character with /board pick'}`);
    if (board.tiles.length === 0 && code !== BORDERLAND) throw new RuleError('the Borderland is placed first', 'place B first: /board place tile:B at:0,0 rotation:0');
  } else if (!gm) throw new RuleError('the board is not being built', 'the GM deals the tiles with /board deal, or lays a board with /board layout');
  const placed: PlacedTile = { code, ...(board.tiles.length === 0 && !action.at ? { q: 0, r: 0 } : parsePosition(board.tiles, action.at ?? '')), rotation: action.rotation, side: 'normal' };
  const why = checkPlacement(board.tiles, placed, BOARD_RULES);
  if (why) throw new RuleError(why.replace(/\.$/, ''), 'each tile touches the board with a road meeting a road; /board tiles lists where a tile fits');
  let next: BoardBuilding | undefined;
  if (building) {
    const owner = building.hands[actor]?.includes(code) ? actor : Object.keys(building.hands).find((id) => building.hands[id]!.includes(code));
    const hands = owner ? { ...building.hands, [owner]: building.hands[owner]!.filter((c) => c !== code) } : building.hands;
    next = nextTurn({ ...building, hands });
  }
  return [ev('board.placed', { tile: placed, by: action.actor, ...(next ? { building: next } : {}) }, PUBLIC, actor)];
};

const swapTheAmbush: Handler<'board.swap-ambush'> = (state, action, dice) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  const building = board.building;
  if (!building?.hands[actor]?.includes(AMBUSH)) throw new RuleError('you hold no Ambush tile', 'only the player holding the Ambush (AM) may swap it (Expansion One 1.2/3)');
  const swapped = swapAmbush(building.hands[actor]!, building.discarded, dice);
  return [ev('board.ambush-swapped', { by: action.actor, drawn: swapped.drawn, building: { ...building, hands: { ...building.hands, [actor]: swapped.hand }, discarded: swapped.discarded } }, PUBLIC, actor)];
};

const pickCharacter: Handler<'board.pick'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  const building = board.building;
  if (!building) throw new RuleError('the board is not being built', 'characters are picked during board building (BI-3)');
  if (placer(building) !== actor) throw new RuleError('it is not your turn', 'you pick your character on your turn, when your tiles are placed (BI-3)');
  if ((building.hands[actor]?.length ?? 0) > 0) throw new RuleError(`you still have tiles: ${building.hands[actor]!.join(', ')}`, 'place them first; you pick your character when your hand is empty (BI-3)');
  const player = findPlayer(state, actor);
  const typed = action.character ?? player?.character ?? '';
  if (!typed) throw new RuleError('name your character', 'e.g. /board pick character:Amazon natives:Company');
  // BI-3: a character of the game, and one of the nine native groups.
  const character = requireCharacter(typed, state.options['expansion-one'] === true).name;
  const natives = requireNativeGroup(action.natives);
  const taken = Object.entries(building.picks).find(([id, p]) => id !== actor && p.character.toLowerCase() === character.toLowerCase());
  if (taken) throw new RuleError(`${character} is already picked`, 'choose a character nobody picked');
  const picked = { ...building, picks: { ...building.picks, [actor]: { character, natives } } };
  const next = nextTurn(picked);
  return [ev('board.picked', { by: action.actor, character, natives, ...(next ? { building: next } : {}) }, PUBLIC, actor)];
};

const enchant: Handler<'board.enchant'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board enchant');
  const t = placedTile(board.tiles, tileCode(action.tile));
  if (!t) throw new RuleError(`${action.tile} is not on the board`, 'enchant a placed tile');
  return [ev('board.side-set', { code: t.code, side: t.side === 'normal' ? 'enchanted' : 'normal' }, PUBLIC, actor)];
};

const setPiece: Handler<'board.piece'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board piece');
  const { tile, clearing } = where(board, action.at);
  const existing = board.pieces.find((p) => p.label.toLowerCase() === action.label.toLowerCase());
  const owner = action.owner ? findPlayer(state, action.owner)?.userId : existing?.owner;
  if (action.owner && !owner) throw new RuleError('that player has not joined this game', 'name a player who joined');
  const seenBy: Piece['seenBy'] = action.seen === 'gm' ? 'gm' : action.seen === 'owner' ? (owner ? [owner] : 'gm') : action.seen === 'all' ? 'all' : (existing?.seenBy ?? 'all');
  const piece: Piece = {
    id: existing?.id ?? `p${board.pieces.length + 1}-${action.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    label: existing?.label ?? action.label,
    kind: (action.kind as PieceKind | undefined) ?? existing?.kind ?? 'other',
    tile,
    ...(clearing !== undefined ? { clearing } : {}),
    seenBy,
    ...((action.hidden ?? existing?.hidden) ? { hidden: true } : {}),
    ...(owner ? { owner } : {}),
  };
  // A dwelling moved carries its garrison standing on it (the Rogues with the Inn: their start is the dwelling).
  const moved = existing?.kind === 'dwelling' && existing.clearing !== undefined && (existing.tile !== tile || existing.clearing !== clearing);
  const garrison = moved
    ? board.pieces.filter((p) => p.kind === 'native' && p.owner === undefined && p.tile === existing.tile && p.clearing === existing.clearing && nativeNamed(p.label)?.setUp.start.toLowerCase() === existing.label.toLowerCase())
    : [];
  return [piece, ...garrison.map((n) => ({ ...n, tile, ...(clearing !== undefined ? { clearing } : {}) }))].map((p) => ev('board.piece-set', { piece: p }, pieceVisibility(p), actor));
};

const removePiece: Handler<'board.remove'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board remove');
  const piece = board.pieces.find((p) => p.label.toLowerCase() === action.label.toLowerCase());
  if (!piece) throw new RuleError(`there is no piece "${action.label}" on the board`, 'name a piece as /board show lists it');
  return [ev('board.piece-removed', { id: piece.id, label: piece.label }, pieceVisibility(piece), actor)];
};

const discover: Handler<'board.discover'> = (state, action) => {
  const actor = action.actor.id;
  const board = boardOf(state);
  requireGm(state, actor, '/board discover');
  const player = findPlayer(state, action.player);
  if (!player) throw new RuleError('that player has not joined this game', 'name a player who joined, e.g. player:@bob');
  const id = action.path.trim().toUpperCase();
  const found = boardGraph(board.tiles).connections.flatMap((c) => c.parts).find((p) => p.id.toUpperCase() === id);
  if (!found) throw new RuleError(`there is no path "${action.path}" on the board`, 'name it by its clearings as the tile shows it, e.g. path:"BV2-BV5" (a path to an edge: "DF1-SW")');
  if (!needsDiscovery(found.type)) throw new RuleError(`${found.id} is a ${found.type === 'caves' ? 'cave road' : 'road'}, known to everyone`, 'only hidden paths and secret passages are discovered');
  return [ev('board.discovered', { userId: player.userId, path: found.id }, onlyPlayers(player.userId), actor)];
};

/** Each action of the board and its handler (issue 28: a table, not a switch). */
const BOARD_DECISIONS: Handlers<BoardAction, GameState> = {
  'board.layout': layOut,
  'board.deal': dealTilesOut,
  'board.chits': dealMapChits,
  'board.starts': placeStarts,
  'board.place': placeTile,
  'board.swap-ambush': swapTheAmbush,
  'board.pick': pickCharacter,
  'board.enchant': enchant,
  'board.piece': setPiece,
  'board.remove': removePiece,
  'board.discover': discover,
};

/** The board part's decide: each action by its handler in BOARD_DECISIONS. */
export const decideBoard = decideBy(BOARD_DECISIONS, (state) => {
  if (state.ruleset !== 'magic-realm') throw new RuleError('the board belongs to Magic Realm', 'create a game with /game create ruleset:magic-realm');
  return state;
});

/** A piece's events are seen by whoever may see the piece. */
export function pieceVisibility(p: Piece): Visibility {
  if (p.hidden) return p.owner ? onlyPlayers(p.owner) : GM_ONLY;
  if (p.seenBy === 'all') return PUBLIC;
  if (p.seenBy === 'gm') return GM_ONLY;
  return onlyPlayers(...p.seenBy);
}

/** `BV5` (a clearing) or `BV` (the tile, outside its clearings). */
function where(board: BoardState, at: string): { tile: string; clearing?: number } {
  const clearing = parseClearingId(at);
  const code = clearing?.code ?? findTile(at)?.code;
  if (!code || !placedTile(board.tiles, code)) throw new RuleError(`${at} is not on the board`, 'name a clearing (BV5) or a tile (BV) that is placed');
  return clearing ? { tile: code, clearing: clearing.number } : { tile: code };
}

