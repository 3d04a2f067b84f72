/**
 * Issue 29: what a spell of the moves family names with its cast besides its target (`/combat cast detail:`;
 * magic/effects/moves.ts `detail`), judged at the cast: a clearing of the board to PEER into (Talk to Wise Bird), a
 * sound chit to whistle to or from his tile (Whistle for Monsters), the question for the demon (Ask Demon), the spell
 * and the artifact it goes into (Enchant Artifact), the clearing of a tile beside his that the target is blown to
 * (Hurricane Winds). Kept on
 * the cast, secret until the reveal. Bad input is refused with what was wrong and how to say it right. Pure.
 */
import type { GameState } from '../../../../core/state.js';
import { RuleError } from '../../../../core/types.js';
import { boardOf } from '../../board/access.js';
import type { Piece } from '../../board/state.js';
import { soundOf } from '../../denizens/summoning.js';
import { adjacentTiles, boardClearings, clearingId, parseClearingId, placedTile } from '../../map/board.js';
import { effectOf } from '../../magic/spell-effects.js';
import { characterClearing } from '../../play/access.js';
import type { MovesDetail, MovesEffect } from '../../magic/effects/moves.js';
import { enchantmentOf, spellsOnCard } from '../../magic/enchanted-artifacts.js';
import { treasureNamed } from '../../belongings/belongings.js';
import { sheetOf } from '../../characters/sheet.js';

/** The longest question the demon hears (Discord's option limit is the command's). */
export const QUESTION_MAX = 200;

/** What this spell names with its cast, if anything. */
export function detailOf(spell: string): MovesDetail | undefined {
  const e = effectOf(spell);
  return e === 'open' ? undefined : (e as MovesEffect).detail;
}

/** A sound chit he may name: face up, or one he has seen (a chit he never saw is no chit he knows of). */
const knownSounds = (state: GameState, userId: string): Piece[] =>
  boardOf(state).pieces.filter((p) => p.kind === 'chit' && soundOf(p.label) && (p.seenBy === 'all' || (Array.isArray(p.seenBy) && p.seenBy.includes(userId))));

/** Whistle for Monsters: the sound chit named, and the tile it goes to (his own, or the one named after "to"). */
export interface SoundMove {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** "Howl 4" (a sound chit in another tile: to his) or "Howl 4 to CV" (one in his tile: away to that tile). */
export function soundMoveOf(state: GameState, userId: string, detail: string): SoundMove {
  const here = parseClearingId(characterClearing(state, userId) ?? '')?.code;
  const sounds = knownSounds(state, userId);
  const hint = `name a sound chit you know of: ${sounds.map((p) => `"${p.label}"${p.tile === here ? ` to <tile>` : ''}`).join(', ') || 'none is face up, nor seen by you'} (one in your tile goes away to the tile named after "to"; one elsewhere comes to your tile)`;
  const [chitText, toText] = detail.split(/\s+to\s+/i) as [string, string | undefined];
  const chit = sounds.find((p) => p.label.trim().toLowerCase() === chitText.trim().toLowerCase());
  if (!chit) throw new RuleError(`"${chitText.trim()}" is no sound chit you know of`, hint);
  if (!here) throw new RuleError('you stand in no clearing of the board', 'cast Whistle for Monsters from a clearing');
  if (chit.tile !== here) {
    if (toText) throw new RuleError(`the ${chit.label} lies in ${chit.tile}, not in your tile: it can only come to ${here}`, `name it alone: detail:"${chit.label}"`);
    return { id: chit.id, label: chit.label, from: chit.tile, to: here };
  }
  const to = toText?.trim().toUpperCase();
  if (!to) throw new RuleError(`the ${chit.label} lies in your tile already: name the tile it goes to`, `detail:"${chit.label} to <tile code>"`);
  if (!placedTile(boardOf(state).tiles, to)) throw new RuleError(`"${toText!.trim()}" is no tile of the board`, `name a tile code on the board, e.g. detail:"${chit.label} to ${boardOf(state).tiles.find((t) => t.code !== here)?.code ?? here}"`);
  if (to === here) throw new RuleError(`the ${chit.label} lies in ${here} already`, 'name another tile');
  return { id: chit.id, label: chit.label, from: here, to };
}

/**
 * Hurricane Winds ("Must FLY T1 one hex"): the clearings it may blow its target to — every clearing of each tile that
 * shares an edge with the caster's tile (one hex, flying: no path needed). A FLY of strength T carries any individual
 * and all he carries (nothing weighs more than Tremendous), so no weight is judged.
 */
export function blownTo(state: GameState, userId: string): string[] {
  const here = parseClearingId(characterClearing(state, userId) ?? '')?.code;
  const board = boardOf(state).tiles;
  const tile = here ? placedTile(board, here) : undefined;
  if (!tile) return [];
  const beside = new Set(adjacentTiles(board, tile).map((t) => t.code));
  return boardClearings(board).filter((c) => beside.has(c.code)).map((c) => c.id);
}

/**
 * The detail of his cast, as kept (a clearing as the board writes it, the sound chit's move as typed, the question
 * trimmed), or the RuleError that refuses it. A spell that names nothing refuses a detail.
 */
export function checkDetail(state: GameState, userId: string, spell: string, detail: string | undefined): string | undefined {
  const kind = detailOf(spell);
  if (!kind) {
    if (detail) throw new RuleError(`${spell} names nothing besides its target`, 'leave detail: out');
    return undefined;
  }
  const text = detail?.trim() ?? '';
  switch (kind) {
    case 'clearing': {
      const at = parseClearingId(text);
      const id = at && boardClearings(boardOf(state).tiles).find((c) => c.code === at.code && c.number === at.number)?.id;
      if (!id) throw new RuleError(text ? `"${text}" is no clearing of the board` : `${spell} PEERs into a clearing you name`, `add detail: with a clearing of any tile, e.g. detail:${characterClearing(state, userId) ?? 'CV5'}`);
      return id;
    }
    case 'sound':
      if (!text) throw new RuleError(`${spell} moves a sound chit you name`, soundExampleHint(state, userId));
      soundMoveOf(state, userId, text);
      return text;
    case 'enchant': {
      if (!text) throw new RuleError(`${spell} names a spell of yours and the artifact it goes into`, `add detail:"<spell> on <artifact or book you carry>"`);
      const e = enchantmentOf(state, userId, text);
      return `${e.spell} on ${e.treasure}`;
    }
    case 'blown': {
      const at = parseClearingId(text.toUpperCase());
      const to = blownTo(state, userId);
      const id = at && to.find((c) => c === clearingId(at.code, at.number));
      const eg = to[0] ? `, e.g. detail:${to[0]}` : '';
      if (!text) throw new RuleError(`${spell} blows its target one tile away, to a clearing you name`, `add detail: with a clearing of a tile beside yours${eg}`);
      if (!id) throw new RuleError(`"${text}" is no clearing of a tile beside yours: ${spell} blows its target one tile away`, `name a clearing of ${[...new Set(to.map((c) => parseClearingId(c)!.code))].join(', ') || 'a tile beside yours'}${eg}`);
      return id;
    }
    case 'question':
      if (!text) throw new RuleError(`${spell} asks the demon a question`, 'add detail:"your question" (one answered yes, no or with a number)');
      if (text.length > QUESTION_MAX) throw new RuleError(`the question is ${text.length} characters long`, `ask it in ${QUESTION_MAX} or fewer`);
      return text;
  }
}

const soundExampleHint = (state: GameState, userId: string): string => {
  const ex = detailExample(state, userId, 'Whistle for Monsters');
  return ex ? `add detail:"${ex}"` : 'no sound chit is face up or seen by you: there is none to whistle for';
};

/** A detail the cast accepts now (for the bot's offer of the cast), or undefined when none would be. */
export function detailExample(state: GameState, userId: string, spell: string): string | undefined {
  const kind = detailOf(spell);
  if (kind === 'clearing') return characterClearing(state, userId);
  if (kind === 'blown') return blownTo(state, userId)[0];
  if (kind === 'question') return 'Is the Crypt of the Knight in the Cliff?';
  if (kind === 'enchant') {
    const spellName = spellsOnCard(state, userId).find((s) => s !== spell);
    const artifact = (sheetOf(state, userId)?.treasures ?? []).find((n) => ['artifact', 'book'].includes(treasureNamed(n)?.kind ?? ''));
    return spellName && artifact ? `${spellName} on ${artifact}` : undefined;
  }
  if (kind === 'sound') {
    const here = parseClearingId(characterClearing(state, userId) ?? '')?.code;
    const chit = knownSounds(state, userId).find((p) => p.tile !== here) ?? knownSounds(state, userId)[0];
    if (!chit || !here) return undefined;
    if (chit.tile !== here) return chit.label;
    const other = boardOf(state).tiles.find((t) => t.code !== here);
    return other ? `${chit.label} to ${other.code}` : undefined;
  }
  return undefined;
}
