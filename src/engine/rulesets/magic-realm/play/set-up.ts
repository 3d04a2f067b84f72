/** The set-up at /game start and /board setup (core-tables "treasure_setup"; issue 13): map chits and the set-up card. */
import type { GameState } from '../../../core/state.js';
import { playOf } from './access.js';
import { ev } from './events.js';
import { GM_ONLY, PUBLIC, type GameEvent } from '../../../core/types.js';
import { type DiceSource } from '../../../dice.js';
import { clearingId } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { dealSetUp } from '../setup/deal.js';
import { nativeNamed } from '../denizens/denizens.js';

/**
 * The set-up card at /game start (core-tables "treasure_setup"; issue 13), dealt on a laid board after the board's
 * part has dealt the map chits (board/deal-chits.ts chitsAtStart: the engine gives each part the state the parts
 * before it made), so that the Valley warnings' dwellings stand before their garrisons are placed. A game with no
 * board yet starts without it (the GM deals it later with /board setup).
 */
export function startsWithSetUp(state: GameState, dice: DiceSource, actor: string): GameEvent[] {
  if (state.ruleset !== 'magic-realm' || boardOf(state).tiles.length === 0) return [];
  return playOf(state).setUpCard ? [] : setUpEvents(state, dice, actor);
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
    ev('play.set-up-dealt', { treasures: dealt.treasures, spells: dealt.spells }, GM_ONLY, actor),
    ev('play.set-up-shown', { denizens: dealt.denizens, natives: dealt.natives, ...(dealt.monsters.length ? { monsters: dealt.monsters } : {}), text: text.charAt(0).toUpperCase() + text.slice(1) }, PUBLIC, actor),
  ];
}
