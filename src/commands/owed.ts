/**
 * Telling a player the chits he owes and what was paid (issue 13: "the weather's fatigue 4* or a wound asks the player
 * which chit, in his private place, with a default the bot picks if he does not answer before the GM moves on").
 * Everything here is his secret: it goes to his private place only.
 */
import type { GameState } from '../engine/core/state.js';
import type { StoredEvent } from '../engine/core/types.js';
import { owedText, owedView, owingPlayers } from '../engine/rulesets/magic-realm/characters/view.js';
import type { PlayEventPayloads } from '../engine/rulesets/magic-realm/play/view-types.js';
import { noticeEmbed } from '../render/embeds.js';
import type { MessagePayload } from '../render/message.js';

type Private = { userId: string; message: MessagePayload };

/** The command that pays it as the bot would, to copy and change. */
const chooseExample = (chits: string[]): string => `/character choose chits:"${chits.join(', ') || 'none'}"`;

/** What he owes now, and how to answer: one line each, the first with the default spelled out. */
export function owedLines(state: GameState, userId: string): string[] {
  const { owed, defaultChits: chits } = owedView(state, userId);
  return owed.map((o, i) => {
    const what = `**${owedText(o)}** (${o.cause})`;
    if (i > 0) return `then ${what}`;
    const how = o.kind === 'rest' ? 'Name the chits to rest' : o.kind === 'wound' ? 'Name the chits to wound' : 'Name the chits to fatigue';
    return `${what}. ${how}: \`${chooseExample(chits)}\`. If you do not before the GM moves the day on, the bot takes ${chits.join(', ') || 'nothing'}.`;
  });
}

/** A private ask to each player who owes chits in `state`. */
export function owedAsks(state: GameState, only?: readonly string[]): Private[] {
  return owingPlayers(state)
    .filter((id) => (only ? only.includes(id) : true))
    .map((userId) => ({ userId, message: { embeds: [noticeEmbed('🔒 Your chits', owedLines(state, userId).join('\n'))] } }));
}

/** What a payment did, in words (his card shows the result). */
export function paidText(p: PlayEventPayloads['play.chits-chosen']): string {
  // The bot pays what he had not chosen when the GM moves the day on, or before a combat round's plays.
  const by = p.byDefault ? 'You had not chosen, so the bot paid' : 'Paid';
  return `${by} ${owedText(p.owed)} (${p.owed.cause}): ${p.steps.join('; ') || 'nothing'}${p.lost ? ` — ${p.lost} asterisk${p.lost === 1 ? '' : 's'} lost, with no change to make` : ''}.`;
}

/** The bot's payments of a press, told to each payer. */
export function paidByDefault(events: readonly StoredEvent[]): Private[] {
  return events
    .filter((e) => e.type === 'play.chits-chosen' && (e.payload as PlayEventPayloads['play.chits-chosen']).byDefault)
    .map((e) => {
      const p = e.payload as PlayEventPayloads['play.chits-chosen'];
      return { userId: p.userId, message: { embeds: [noticeEmbed('🔒 Your chits', `${paidText(p)} See your card with /character show.`)] } };
    });
}
