/**
 * Issue 29, Small Blessing ("Gets one WISH (roll)"): its target rolls on the Wish table (core-tables `wish`) with his
 * own modifiers (RealmSpeak's SmallBlessingEffect has the target roll), and the row is carried out at the reveal.
 * Readings (docs/rules.md "Instant spells"):
 * - 5 "I wish for health": every fatigued and wounded chit of his active again (the chits he plays this round are
 *   active already); his curses stay (the table's row names chits only).
 * - 1, 2, 3, 4, 6: see wishRow below, row by row.
 * Pure.
 */
import { rollerModifiers } from '../../characters/roll-modifiers.js';
import { sheetOf } from '../../characters/sheet.js';
import { describeRoll, rollOn, WISH, type WishResult } from '../../tables/core-tables.js';
import type { SpellRevealContext, SpellRevealHandler, SpellRevealOutcome } from '../spell-reveal.js';
import { capital } from '../words.js';
import { spellSheetEvents } from './sheet-event.js';

type Wish = WishResult['wish'];

/** What a row does to the wisher (`id`) now: the story's words after the roll, and its events. */
function wishRow(ctx: SpellRevealContext, id: string, wish: Wish): SpellRevealOutcome {
  const { state, labels, actor, name } = ctx;
  const who = labels[0]!;
  switch (wish) {
    case 'health': {
      const sheet = sheetOf(state, id)!;
      const after = sheet.chits.some((x) => x !== 'active') ? { ...sheet, chits: sheet.chits.map(() => 'active' as const) } : sheet;
      return { lines: [`every chit of ${who} is active again`], events: spellSheetEvents(state, id, sheet, after, `wishes for health (${name}'s Small Blessing): every chit active`, actor) };
    }
    default:
      // Not built yet: told by name, never silently left (issue 29).
      return { lines: [`the bot does not carry out this wish yet: the GM applies it (${wish})`], events: [] };
  }
}

export const wishReveal: SpellRevealHandler = (ctx) => {
  const { state, c, targets, labels } = ctx;
  const id = targets[0]!;
  if (!sheetOf(state, id) || !state.players.some((p) => p.userId === id)) return { lines: [`${ctx.spell.name} finds no character's card to act on`], events: [] };
  // The wisher rolls, with his own modifiers.
  const roll = rollOn(WISH, ctx.dice, rollerModifiers(state, id)(c.clearing, 'wish'));
  const row = wishRow(ctx, id, roll.result.wish);
  return { lines: [`${capital(labels[0]!)} rolls on the ${describeRoll(roll, 'Wish table')}`, ...row.lines], events: row.events };
};
