/**
 * The events of a character's death (issue 27: "a dead character is out of play at once"), by whatever kills him —
 * the day's wounds, a combat round, the GM. docs/rules.md, "A character's death", gives the reading; its application
 * (out of the players, his seat, his hirelings free) is the day's: play/death.ts. Pure.
 */
import type { GameState } from '../../../core/state.js';
import { GM_ONLY, PUBLIC, type GameEvent } from '../../../core/types.js';
import { eventMaker } from '../../../core/part.js';
import { parseClearingId } from '../map/board.js';
import type { Piece } from '../board/state.js';
import { characterClearing } from '../play/access.js';
import type { PlayEventPayloads } from '../play/events.js';
import { sheetOf, type CharacterSheet } from './sheet.js';

const ev = eventMaker<PlayEventPayloads>();

/** What he leaves lying: face up (weapons, armour not destroyed, horse) and face down (treasure cards). */
function belongings(sheet: CharacterSheet | undefined): { up: string[]; down: string[] } {
  if (!sheet) return { up: [], down: [] };
  const up = [sheet.weapon?.name, sheet.second?.name, ...sheet.armour.filter((a) => a.state !== 'destroyed').map((a) => a.name), sheet.horse].filter((x): x is string => x !== undefined);
  return { up, down: [...sheet.treasures] };
}

/**
 * The events of his death: `play.died` (public, naming what lies face up where he died), then his belongings laid in
 * that clearing — face up for everyone, the treasure cards for the GM alone. `sheet`: his card as he died (the round's
 * damage on it), else as the state holds it.
 */
export function deathEvents(state: GameState, userId: string, name: string, cause: string, actor: string, sheet: CharacterSheet | undefined = sheetOf(state, userId)): GameEvent[] {
  const clearing = characterClearing(state, userId);
  const at = clearing ? parseClearingId(clearing) : undefined;
  const { up, down } = at ? belongings(sheet) : { up: [], down: [] };
  const piece = (label: string, n: number, seenBy: Piece['seenBy']): Piece => ({ id: `left-${userId}-${n}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, label, kind: 'other', tile: at!.code, clearing: at!.number, seenBy });
  return [
    ev('play.died', { userId, name, cause, ...(clearing ? { clearing, left: up } : {}) }, PUBLIC, actor),
    ...up.map((label, n): GameEvent => ({ type: 'board.piece-set', payload: { piece: piece(label, n, 'all') }, visibility: PUBLIC, actor })),
    ...down.map((label, n): GameEvent => ({ type: 'board.piece-set', payload: { piece: piece(label, up.length + n, 'gm') }, visibility: GM_ONLY, actor })),
  ];
}
