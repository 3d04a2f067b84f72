/**
 * X1-2 (Expansion One 1.2/1): "At midnight of each turn, you take damage depending on the clearing you are in" on the
 * Volcano — NORMAL none, RED MOUNTAIN fatigue 1 asterisk, ORANGE MOUNTAIN wound 1 chit, WHITE MOUNTAIN wound 1d6
 * chits. Each clearing's colour is the tile data's `midnight`. The damage is a choice of chits he owes
 * (characters/effort.ts). Pure: the die comes from the injected source.
 */
import { characterOf, type GameState } from '../../../core/state.js';
import { d6, type DiceSource } from '../../../dice.js';
import { clearingOf } from '../map/graph.js';
import { boardOf } from '../board/access.js';
import type { VolcanoMidnight } from '../map/tiles.js';
import type { Owed } from '../characters/effort.js';
import { kitOf } from '../characters/sheet.js';
import { characterClearing } from './access.js';

const COLOUR: Record<VolcanoMidnight, string> = { fatigue: 'Red Mountain', wound: 'Orange Mountain', serious_wound: 'White Mountain' };

/** What the Volcano does to each character of the game standing in one of its coloured clearings at midnight. */
export function volcanoMidnight(state: GameState, dice: DiceSource): { userId: string; name: string; owed: Owed; rolled: number[] }[] {
  const out: { userId: string; name: string; owed: Owed; rolled: number[] }[] = [];
  for (const p of state.players) {
    const at = characterClearing(state, p.userId);
    const midnight = at ? clearingOf(boardOf(state).tiles, at)?.def.midnight : undefined;
    if (!at || !midnight || !kitOf(state, p.userId)) continue;
    const rolled = midnight === 'serious_wound' ? [d6(dice)] : [];
    const owed: Owed =
      midnight === 'fatigue' ? { kind: 'fatigue', count: 1, cause: '' } : { kind: 'wound', count: rolled[0] ?? 1, cause: '' };
    owed.cause = `the Volcano at midnight (${at}, ${COLOUR[midnight]}${rolled.length ? `: 1d6 = ${rolled[0]}` : ''})`;
    out.push({ userId: p.userId, name: characterOf(state, p.userId) ?? p.character, owed, rolled });
  }
  return out;
}
