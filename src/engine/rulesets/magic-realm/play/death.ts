/**
 * A character's death (issue 27: "a dead character is out of play at once"). docs/rules.md, "A character's death",
 * gives the reading:
 * - His belongings stay in the clearing where he died (core-tables `loot`: "abandoned belongings lying in the
 *   clearing"; Expansion One 2.5 scatters them only for a death offroad): his weapons, armour not destroyed and horse
 *   face up, as they lay on the board; his treasure cards face down, seen by the GM alone (what he carried is his
 *   secret). They lie as pieces of the board, as an abandoned belonging does (/combat drop).
 * - He is out of play at once: no longer among the players (nobody calls, reminds or waits on him; he takes no turn),
 *   his piece off the board, his hirelings free; his state stays under his seat (`dead:<character>`) for the record,
 *   and the game lists him dead.
 * - His player may start a new character: any the game has not seen die and nobody plays (/game join), placed by the
 *   GM (/board starts or /board piece); he records from the next Birdsong.
 * Pure.
 */
import { characterWords } from '../characters/kits.js';
import { deadSeat, findPlayer, type GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, type GameEvent } from '../../../core/types.js';
import { moveKey, swapId } from '../../../core/hand-over.js';
import { eventMaker } from '../../../core/part.js';
import { parseClearingId } from '../board/board.js';
import { boardOf } from '../board/rules.js';
import type { Piece } from '../board/state.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { sheetOf } from '../characters/sheet.js';
import { releaseHirelings } from './meeting.js';
import { characterClearing, playOf } from './access.js';
import type { PlayEventPayloads } from './events.js';

const ev = eventMaker<PlayEventPayloads>();

/** What he leaves lying: face up (weapons, armour not destroyed, horse) and face down (treasure cards). */
function belongings(sheet: CharacterSheet | undefined): { up: string[]; down: string[] } {
  if (!sheet) return { up: [], down: [] };
  const up = [sheet.weapon?.name, sheet.second?.name, ...sheet.armour.filter((a) => a.state !== 'destroyed').map((a) => a.name), sheet.horse].filter((x): x is string => x !== undefined);
  return { up, down: [...sheet.treasures] };
}

/**
 * The events of his death: `mr.died` (public, naming what lies face up where he died), then his belongings laid in
 * that clearing — face up for everyone, the treasure cards for the GM alone. `sheet`: his card as he died (the round's
 * damage on it), else as the state holds it.
 */
export function deathEvents(state: GameState, userId: string, name: string, cause: string, actor: string, sheet: CharacterSheet | undefined = sheetOf(state, userId)): GameEvent[] {
  const clearing = characterClearing(state, userId);
  const at = clearing ? parseClearingId(clearing) : undefined;
  const { up, down } = at ? belongings(sheet) : { up: [], down: [] };
  const piece = (label: string, n: number, seenBy: Piece['seenBy']): Piece => ({ id: `left-${userId}-${n}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label, kind: 'other', tile: at!.code, clearing: at!.number, seenBy });
  return [
    ev('mr.died', { userId, name, cause, ...(clearing ? { clearing, left: up } : {}) }, PUBLIC, actor),
    ...up.map((label, n): GameEvent => ({ type: 'board.piece-set', payload: { piece: piece(label, n, 'all') }, visibility: PUBLIC, actor })),
    ...down.map((label, n): GameEvent => ({ type: 'board.piece-set', payload: { piece: piece(label, up.length + n, 'gm') }, visibility: GM_ONLY, actor })),
  ];
}

/** The public words of a death: who, how, and what lies where he fell. */
export function deathLine(d: PlayEventPayloads['mr.died']): string {
  const left = d.clearing ? ` ${characterWords(d.name).Possessive} belongings lie in ${d.clearing}${d.left?.length ? `: ${d.left.join(', ')}` : ''}.` : '';
  return `☠ ${d.name} is dead (${d.cause}).${left}`;
}

/**
 * His death applied: his piece off the board, out of the players (and of the turns still to come today), his state
 * under his seat, his hirelings free, and the game's list of the dead.
 */
export function died(state: GameState, d: PlayEventPayloads['mr.died']): GameState {
  const { userId } = d;
  const player = findPlayer(state, userId);
  // A character nobody plays (his player left, even mid-combat) dies under his seat: he leaves "Nobody plays" for
  // the dead, under the player who played him last (issue 27).
  const unplayed = state.unplayed?.[userId];
  const { [userId]: _seat, ...stillUnplayed } = state.unplayed ?? {};
  const seat = deadSeat(player?.character ?? unplayed?.character ?? d.name);
  const lastPlayer = player ? { id: userId, name: player.userName } : unplayed ? unplayed.lastPlayer : { id: userId, name: userId };
  const freed = releaseHirelings(state, userId);
  const play = playOf(freed);
  const board = boardOf(freed);
  const { [userId]: _owed, ...owed } = play.owed ?? {};
  const day = play.day && {
    ...play.day,
    orders: Object.fromEntries(Object.entries(play.day.orders).filter(([id]) => id !== userId)),
    // The turns taken stay in the order (under his seat); those to come are not his any more.
    turnOrder: swapId(play.day.turnOrder.slice(0, play.day.revealed), userId, seat).concat(play.day.turnOrder.slice(play.day.revealed).filter((id) => id !== userId)),
  };
  return {
    ...freed,
    players: freed.players.filter((p) => p.userId !== userId),
    ...(unplayed ? { unplayed: stillUnplayed } : {}),
    fallen: { ...freed.fallen, [seat]: { character: player?.character ?? unplayed?.character ?? d.name, lastPlayer, cause: d.cause } },
    magicRealm: {
      ...play,
      owed,
      characters: moveKey(play.characters, userId, seat),
      setUp: moveKey(play.setUp, userId, seat),
      ...(play.sheets ? { sheets: moveKey(play.sheets, userId, seat) } : {}),
      ...(play.relationships ? { relationships: moveKey(play.relationships, userId, seat) } : {}),
      ...(day ? { day } : {}),
    },
    board: {
      ...board,
      pieces: board.pieces.filter((p) => !(p.owner === userId && p.kind === 'character')),
      discovered: moveKey(board.discovered, userId, seat),
      ...(board.discoveredSites ? { discoveredSites: moveKey(board.discoveredSites, userId, seat) } : {}),
    },
  };
}
