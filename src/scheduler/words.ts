import type { Waiting } from '../engine/core/part.js';
import { STALLED_AFTER_DAYS } from '../engine/schedule/state.js';
import { discordTime } from '../render/discord-time.js';
import { COLORS, type MessagePayload } from '../render/message.js';


/** "25 hours", "2 days". */
export function elapsed(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** A reminder, sterner each time: the first asks, the second insists, later ones say the others are held up. */
export function reminderMessage(waiting: Waiting, count: number, waitedMs: number, deadline: Date | undefined, how: string = waiting.how): MessagePayload {
  const due = deadline ? ` Due ${discordTime(deadline)}.` : '';
  const [title, text] =
    count === 1
      ? ['⏰ Reminder', `The game waits for your ${waiting.what}.${due}`]
      : count === 2
        ? ['⏰ Second reminder', `The game has waited ${elapsed(waitedMs)} for your ${waiting.what}.${due}`]
        : [`⚠ Reminder ${count}`, `The game has waited ${elapsed(waitedMs)} for your ${waiting.what}, and the other players are held up.${due}${deadline ? ' After it the GM is told.' : ''}`];
  return { embeds: [{ title, color: count >= 3 ? COLORS.error : COLORS.private, description: `${text}\n${how}` }] };
}

/** The GM's word at a deadline: who is missing, and what happens now. */
export function deadlineMessage(waiting: Waiting, names: string[], autoAdvance: boolean): MessagePayload {
  const next = autoAdvance ? 'The bot moves on now, with their orders blank.' : 'Move on when you choose (their orders are then blank), or give them more time.';
  return { embeds: [{ title: '⏰ Deadline passed', color: COLORS.private, description: `Still missing for the ${waiting.what}: ${names.join(', ')}.\n${next}` }] };
}

/** What the channel is told when the bot moves a step on for the GM (auto-advance): at its deadline, or every order in. */
export const advanceWords = (why: 'deadline' | 'all-in'): string =>
  why === 'all-in' ? '⏩ Every order is in: the bot moves the game on for the GM.' : '⏰ The deadline has passed: the bot moves the game on for the GM.';

export function stalledMessage(lastAction: Date): MessagePayload {
  return {
    embeds: [{ title: '💤 This game is stalled', color: COLORS.info, description: `Nobody has acted since ${discordTime(lastAction, 'f')} (${STALLED_AFTER_DAYS} days): the reminders stop. Any action wakes the game.` }],
  };
}
