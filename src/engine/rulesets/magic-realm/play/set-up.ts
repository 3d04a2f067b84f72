/** The set-up at /game start and /board setup (core-tables "treasure_setup"; issue 13): map chits and the set-up card. */
import type { GameState } from '../../../core/state.js';
import { playOf } from './access.js';
import { ev } from './events.js';
import { GM_ONLY, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { type DiceSource } from '../../../dice.js';
import { clearingId } from '../board/board.js';
import { boardNotice, boardOf, dealChits } from '../board/rules.js';
import type { DecideContext } from '../../../core/part.js';
import { dealSetUp } from '../setup/deal.js';
import { nativeNamed } from '../denizens/denizens.js';

/**
 * The set-up at /game start (core-tables "treasure_setup"; issue 13): on a laid board, the map chits are dealt to the
 * tiles first — unless the GM has put chits or dwellings on the board himself, or starts with `chits: false` to place
 * them himself — so that the Valley warnings' dwellings stand before their garrisons are placed; then the set-up
 * card. A game with no board yet starts without either (the GM deals them later with /board chits and /board setup).
 */
export function startsWithSetUp(state: GameState, dice: DiceSource, actor: string, how: { chits?: boolean }, ctx: DecideContext): GameEvent[] {
  if (state.ruleset !== 'magic-realm' || boardOf(state).tiles.length === 0) return [];
  const chits = how.chits === false ? [] : chitsAtStart(state, dice, actor);
  const after = chits.reduce(ctx.evolve, state);
  return [...chits, ...(playOf(state).setUpCard ? [] : setUpEvents(after, dice, actor))];
}

/** The map chits dealt at /game start (board/rules.ts dealChits), or a notice saying why not and how the GM deals them. */
function chitsAtStart(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  if (boardOf(state).pieces.some((p) => p.kind === 'chit' || p.kind === 'dwelling')) return [];
  try {
    return dealChits(state, dice, actor);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return [boardNotice(`The map chits are not dealt: ${e.message}. The GM places them with /board piece.`, actor)];
  }
}

/** The set-up dealt: the treasures in a GM-only event, what everyone sees of it in a public one. */
export function setUpEvents(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  const dealt = dealSetUp(dice, boardOf(state).pieces);
  const count = Object.values(dealt.treasures).reduce((n, t) => n + t.length, 0);
  const waiting = Object.values(dealt.denizens).reduce((n, d) => n + d.length, 0);
  const placed = [...new Set(dealt.natives.map((p) => `the ${nativeNamed(p.label)?.group ?? p.label} at ${clearingId(p.tile, p.clearing!)}`))];
  const text = [
    `The set-up card is dealt: ${count} treasure and belonging cards face down into ${Object.keys(dealt.treasures).length} boxes (the GM sees them)`,
    `${waiting} monsters and natives wait in their boxes`,
    placed.length ? `natives on their dwellings: ${placed.join(', ')}` : 'no dwelling of a garrison is on the board yet, so its natives wait in their box',
    ...(dealt.monsters.length ? [`the ${dealt.monsters.length} Ghosts stand at ${[...new Set(dealt.monsters.map((p) => clearingId(p.tile, p.clearing!)))].join(', ')} (Bones V)`] : []),
    `${Object.values(dealt.spells).reduce((n, s) => n + s.length, 0)} spell cards face down into ${Object.keys(dealt.spells).length} boxes.`,
  ].join('; ');
  return [
    ev('mr.set-up-dealt', { treasures: dealt.treasures, spells: dealt.spells }, GM_ONLY, actor),
    ev('mr.set-up-shown', { denizens: dealt.denizens, natives: dealt.natives, ...(dealt.monsters.length ? { monsters: dealt.monsters } : {}), text: text.charAt(0).toUpperCase() + text.slice(1) }, PUBLIC, actor),
  ];
}
