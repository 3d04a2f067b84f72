/**
 * Issue 29: the extra phases the spells in force give a character today, as the judge of his Birdsong orders counts
 * them (play/judge-orders.ts → orders/validate.ts ExtraPhase), so that his refusals and the hints' examples, drawn
 * through the same judge, count them too. Read at Birdsong: a day spell cast at the Evening of day 1 is in force
 * through day 2 (MP-9), so it gives day 2's turn its phase.
 * - `extra-phase` (See Hidden Signs, Blend Into Background, Sense Danger): on him, one more phase of its activities.
 * - `extra-cave-phase` (Blazing Light): on a cave clearing; one more phase, begun in a cave clearing, for whoever's
 *   day begins in the lit clearing or whose route enters it (RealmSpeak: the clearing's "extra cave phase").
 * An inert permanent spell (Sense Danger after Midnight, until energised: MP-9, MP-12) gives nothing — unless the
 * colour where its target stands energises it at Sunrise (magic/energise.ts), which comes right after the orders are
 * recorded and before any turn: then it is in force for the day's turns, and counts.
 */
import type { GameState } from '../../../core/state.js';
import { DAY_PHASES_EFFECTS } from '../magic/effects/day-phases.js';
import type { SpellHeld } from '../magic/in-force.js';
import { energisedEvents, type SpellsEnergised } from '../magic/energise.js';
import type { ExtraPhase } from '../orders/validate.js';
import { playOf } from './access.js';

/** The clearing a spell is cast on, from its target id (`clearing:<id>`: combat/cast.ts spellTargets). */
const CLEARING_TARGET = /^clearing:(.+)$/;

/**
 * The spells in force for today's turns, as Birdsong sees them: those not inert, and at Birdsong the inert permanent
 * ones Sunrise's colour energises (MP-9: energise.ts, judged on the same board — nothing moves before Sunrise).
 */
function inForceToday(state: GameState): SpellHeld[] {
  const held = playOf(state).inForce ?? [];
  const atSunrise = playOf(state).day?.part === 'birdsong' ? ((energisedEvents(state, '')[0]?.payload as SpellsEnergised | undefined)?.energised ?? []) : [];
  return held.filter((s, i) => !s.inert || atSunrise.includes(i));
}

/** His extra phases today from the spells in force (in the order they went into force). */
export function spellExtraPhases(state: GameState, userId: string): ExtraPhase[] {
  const today = inForceToday(state);
  const own = today
    .filter((s) => s.targets.includes(userId))
    .flatMap((s): ExtraPhase[] => {
      const e = DAY_PHASES_EFFECTS[s.spell];
      return e?.kind === 'extra-phase' ? [{ named: `the extra phase of ${s.spell} (by the ${s.name})`, rule: s.spell, activities: e.activities, for: e.for }] : [];
    });
  const lit = today
    .filter((s) => DAY_PHASES_EFFECTS[s.spell]?.kind === 'extra-cave-phase')
    .flatMap((s): ExtraPhase[] => s.targets.flatMap((t) => {
      const c = CLEARING_TARGET.exec(t)?.[1];
      return c ? [{ named: `the extra phase of ${s.spell} in ${c}`, rule: s.spell, for: 'a phase begun in a cave clearing', lit: c }] : [];
    }));
  return [...own, ...lit];
}
