/**
 * Issue 29: what the spells of magic/effects/day-rolls.ts do at the reveal, by kind (combat/spell-reveal.ts). Bad Luck,
 * Illusion, Fog and Lost do nothing now: they act while in force, where the day reads them (magic/day-rolls.ts). Violent
 * Storm rolls its table now: the caster rolls, with his own modifiers, and the phases it takes stay with the spell.
 * World Fades acts at the end of each round (worldFadesAfter, called by aftermath.ts).
 */
import type { GameState } from '../../../../core/state.js';
import { PUBLIC, type GameEvent } from '../../../../core/types.js';
import type { DiceSource } from '../../../../dice.js';
import { rollerModifiers, modifierWords } from '../../characters/roll-modifiers.js';
import { sheetOf } from '../../characters/sheet.js';
import { boardOf } from '../../board/access.js';
import { HIDE, rollOn, VIOLENT_STORM } from '../../tables/core-tables.js';
import { parseClearingId } from '../../map/board.js';
import { tileWords, worldFadesOn } from '../../magic/day-rolls.js';
import type { SpellHeld } from '../../magic/in-force.js';
import { budgetOf, calendarOptions, playOf } from '../../play/access.js';
import { ev } from '../events.js';
import type { ClearingCombat } from '../state.js';
import { nameOf } from '../words.js';
import type { SpellRevealHandler } from '../spell-reveal.js';

/**
 * Violent Storm ("Roll to see number of phases lost"): the caster rolls on the Violent Storm table (his modifiers:
 * Bad Luck's +1 among them); the result — the phases each character loses who ends a phase in a woods or mountain
 * clearing of the tile, once a turn — is the spell's outcome while it is in force.
 */
const phasesLost: SpellRevealHandler = ({ state, c, caster, name, dice }) => {
  const roll = rollOn(VIOLENT_STORM, dice, rollerModifiers(state, caster)(c.clearing, 'violent-storm'));
  const lost = roll.result.phases;
  const tile = parseClearingId(c.clearing)?.code ?? c.clearing;
  const outcome = `${lost} phase${lost === 1 ? '' : 's'} lost`;
  return {
    lines: [`the ${name} rolls on the Violent Storm table: ${roll.dice.join(', ')}${modifierWords(roll.modifiers)} → ${roll.read}: ${outcome} by each character who ends a phase in a woods or mountain clearing of ${tileWords(tile)} (once a turn)`],
    events: [],
    outcome,
  };
};

/**
 * World Fades ("Roll HIDE each round - Use MAGIC SIGHT"), at the end of each round (RealmSpeak's text): each
 * character it holds (the spells in force and those that went into force this round, `held`) who is still in the
 * fight — unhidden, alive — with no denizen on his sheet rolls on the Hide table with his own modifiers; hidden, he
 * keeps out of the combat as a hidden character does, until he is found or unhides by the usual rules. No roll under
 * the Squeak curse, nor in a week whose weather forbids HIDE (SW-13), as RealmSpeak.
 */
export function worldFadesAfter(state: GameState, c: ClearingCombat, held: readonly SpellHeld[], killed: ReadonlySet<string>, dice: DiceSource, actor: string): GameEvent[] {
  const noHide = budgetOf(playOf(state), calendarOptions(state)).noHide === true;
  return c.order.flatMap((id): GameEvent[] => {
    const spell = worldFadesOn(state, id, held);
    if (!spell || killed.has(id) || noHide || sheetOf(state, id)?.curses?.includes('Squeak')) return [];
    if (c.denizens.some((d) => d.on === id && !killed.has(d.id))) return [];
    const roll = rollOn(HIDE, dice, rollerModifiers(state, id)(c.clearing, 'hide'));
    const hidden = roll.result.kind === 'hidden';
    const faded = ev('combat.faded', { userId: id, name: nameOf(state, id), spell, dice: roll.dice, read: roll.read, hidden, ...(roll.modifiers.length ? { mods: roll.modifiers } : {}) }, PUBLIC, actor);
    const piece = boardOf(state).pieces.find((p) => p.owner === id && p.kind === 'character');
    return [faded, ...(hidden && piece ? [{ type: 'board.piece-set', payload: { piece: { ...piece, hidden: true } }, visibility: PUBLIC, actor } as GameEvent] : [])];
  });
}

export const DAY_ROLLS_REVEALS: Readonly<Record<string, SpellRevealHandler>> = { 'phases-lost': phasesLost };
