/**
 * A character's death applied, and told (issue 27: "a dead character is out of play at once"); its events are
 * characters/death.ts deathEvents. docs/rules.md, "A character's death",
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
import { moveKey, swapId } from '../../../core/hand-over.js';
import { boardOf } from '../board/access.js';
import { releaseHirelings } from './meeting.js';
import { playOf } from './access.js';
import type { PlayEventPayloads } from './events.js';

/** The public words of a death: who, how, and what lies where he fell. */
export function deathLine(d: PlayEventPayloads['play.died']): string {
  const left = d.clearing ? ` ${characterWords(d.name).Possessive} belongings lie in ${d.clearing}${d.left?.length ? `: ${d.left.join(', ')}` : ''}.` : '';
  return `☠ ${d.name} is dead (${d.cause}).${left}`;
}

/**
 * His death applied: his piece off the board, out of the players (and of the turns still to come today), his state
 * under his seat, his hirelings free, and the game's list of the dead.
 */
export function died(state: GameState, d: PlayEventPayloads['play.died']): GameState {
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
    play: {
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
