/**
 * Combat events as logs stored before today's shapes wrote them (issue 28), read in this one place.
 *
 * - `combat.round` before issue 28 carried `sheets` (each sheet as the melee picture showed it) and no `reveal`
 *   facts: its sheets are ignored, and no revealed round is kept from it (the picture of a round is drawn only after
 *   the action that reveals it, which today's code writes).
 */
import { formerPrefix } from '../../../core/part.js';
import type { CombatEventPayloads, RoundReveal } from './events.js';

/** The facts of a revealed round, or none for a round stored before issue 28. */
export const revealOf = (payload: CombatEventPayloads['combat.round']): RoundReveal | undefined => payload.reveal;

/**
 * The name each of combat's event types had until issue 28 gave each part one name (`mr.combat-…`, today `combat.…`): a
 * stored event of the former name is read as today's (engine.ts currentEvent).
 */
export const formerName = formerPrefix('combat.', 'mr.combat-');
