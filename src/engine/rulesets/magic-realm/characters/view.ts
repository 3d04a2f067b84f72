/**
 * The characters as the read side sees them (issue 28): the 16 characters (and Expansion One's) for lists and
 * autocomplete, a character's card as one viewer may see it, his pronoun words and chits as printed, the states a
 * chit or an armour may be set to, and the choices of chits he owes with the default the bot would take. Commands
 * and pictures import these, never the sheet's rules.
 */
import type { GameState } from '../../../core/state.js';
import { owedOf } from './debts.js';
import { playOf } from '../play/access.js';
import { defaultChoice, LOOK_IN, type Owed } from './effort.js';
import { chitLabel } from './kits.js';
import { cardFor as sheetCardFor, kitOf, sheetOf, type CharacterCard } from './sheet.js';
import { heldText, spellsOn } from '../magic/in-force.js';

export { charactersOf, findCharacter, suggest, NATIVE_GROUPS } from './characters.js';
export { characterWords, chitLabel } from './kits.js';
export { owedText } from './effort.js';
export { ARMOUR_STATES, CHIT_STATES } from './sheet-changes.js';

/**
 * His card as one viewer may see it (sheet.ts cardFor), with the spells in force on him and how long each lasts
 * (MP-9: told to the table at their reveal, so every viewer sees them).
 */
export function cardFor(state: GameState, userId: string, viewerId: string): CharacterCard | undefined {
  const card = sheetCardFor(state, userId, viewerId);
  const held = card ? spellsOn(state, userId).map(heldText) : [];
  return card && held.length ? { ...card, inForce: held } : card;
}

/** Whether the user's character is one the game knows (he has a kit): a combat's own commands are his to see. */
export const hasCharacter = (state: GameState, userId: string): boolean => kitOf(state, userId) !== undefined;

/**
 * His chits (as printed, each print once) that the choice he owes may take next — the active and fatigued ones for
 * fatigue and wounds, the fatigued and wounded ones for a rest (effort.ts's LOOK_IN, the order the payment reads
 * them in); with nothing owed, those fatigue would take. Undefined when he has no character in the game.
 */
export function chitsToChoose(state: GameState, userId: string): string[] | undefined {
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  if (!kit || !sheet) return undefined;
  const owed = owedOf(playOf(state), userId)[0];
  const wanted = LOOK_IN[owed?.kind ?? 'fatigue'];
  return [...new Set(kit.chits.map(chitLabel).filter((_, i) => wanted.includes(sheet.chits[i]!)))];
}

/** What he owes, oldest first, and the chits the bot would name for the oldest now (the ask's default). */
export function owedView(state: GameState, userId: string): { owed: Owed[]; defaultChits: string[] } {
  const owed = owedOf(playOf(state), userId);
  const kit = kitOf(state, userId);
  const sheet = kit && sheetOf(state, userId, kit);
  const first = owed[0];
  return { owed, defaultChits: first && kit && sheet ? defaultChoice(sheet, kit, first) : [] };
}

/** The players who owe a choice of chits now, in the order the game recorded them. */
export const owingPlayers = (state: GameState): string[] => Object.keys(playOf(state).owed ?? {}).filter((id) => owedOf(playOf(state), id).length > 0);
