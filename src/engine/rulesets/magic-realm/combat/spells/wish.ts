/**
 * Issue 29, Small Blessing ("Gets one WISH (roll)"): its target rolls on the Wish table (core-tables `wish`) with his
 * own modifiers (RealmSpeak's SmallBlessingEffect has the target roll), and the row is carried out at the reveal.
 * Readings (docs/rules.md "Instant spells"):
 * - 5 "I wish for health": every fatigued and wounded chit of his active again (the chits he plays this round are
 *   active already); his curses stay (the table's row names chits only).
 * - 4 "I wish for peace": no attack is made in this round (the spells already in effect stay done), and the combat
 *   in the clearing ends after it, for the day (combat.wished; flow.ts ends it, aftermath.ts plays no attack).
 * - 6 "I wish for strength": his next FIGHT in this combat — this round's, if he played one — inflicts Tremendous
 *   harm, unmodified (no sharpness, no Missile table); unused, it lapses with the combat (RealmSpeak expires it then).
 * - 1, 2, 3 (teleports, a vision of a box): each needs a choice after the roll — the wish waits in the play state
 *   (`play.wish-pending`) until he makes it with /character wish (magic/wishes.ts, where the readings are).
 * Pure.
 */
import { rollerModifiers } from '../../characters/roll-modifiers.js';
import { sheetOf } from '../../characters/sheet.js';
import { describeRoll, rollOn, WISH, type WishResult } from '../../tables/core-tables.js';
import type { SpellRevealContext, SpellRevealHandler, SpellRevealOutcome } from '../spell-reveal.js';
import { PUBLIC } from '../../../../core/types.js';
import { ev } from '../events.js';
import { capital, nameOf } from '../words.js';
import { spellSheetEvents } from './sheet-event.js';
import { characterWords } from '../../characters/kits.js';
import { isChosenWish, wishHasChoices, wishPending } from '../../magic/wishes.js';
import { playOf } from '../../play/access.js';

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
    case 'peace':
    case 'strength': {
      const wished = ev('combat.wished', { clearing: ctx.c.clearing, userId: id, name: nameOf(state, id), wish }, PUBLIC, actor);
      return { lines: [wish === 'peace' ? `no attack is made this round, and the combat in ${ctx.c.clearing} ends with it for the day` : `${who}'s next FIGHT in this combat inflicts Tremendous harm`], events: [wished] };
    }
    default: {
      // Rows 1, 2, 3: a choice after the roll — the wish waits for it (magic/wishes.ts), told to him privately.
      if (!isChosenWish(wish)) return { lines: [], events: [] };
      const pending = { userId: id, name: nameOf(state, id), wish, clearing: ctx.c.clearing, day: playOf(state).day?.number ?? 1 };
      if (!wishHasChoices(state, pending)) return { lines: [wish === 'vision' ? 'no box of the set-up card holds a treasure: the vision shows nothing' : `nobody else is in ${ctx.c.clearing}: the wish does nothing`], events: [] };
      return { lines: [`${who} makes the wish with /character wish (told ${characterWords(nameOf(state, id)).object} privately)`], events: [wishPending(pending, actor)] };
    }
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
