/**
 * Issue 29: what the spells of magic/effects/day-rolls.ts do at the reveal, by kind (combat/spell-reveal.ts). Bad Luck,
 * Illusion and Fog do nothing now: they act while in force, where the day reads them (magic/day-rolls.ts). Violent
 * Storm rolls its table now: the caster rolls, with his own modifiers, and the phases it takes stay with the spell.
 */
import { rollerModifiers, modifierWords } from '../../characters/roll-modifiers.js';
import { rollOn, VIOLENT_STORM } from '../../tables/core-tables.js';
import { parseClearingId } from '../../map/board.js';
import { tileWords } from '../../magic/day-rolls.js';
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

export const DAY_ROLLS_REVEALS: Readonly<Record<string, SpellRevealHandler>> = { 'phases-lost': phasesLost };
