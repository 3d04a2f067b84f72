import { waitingOn } from '../engine/parts.js';
import { findPlayer, type GameState } from '../engine/core/state.js';
import { STALLED_AFTER_DAYS, STEP_KINDS } from '../engine/schedule/state.js';
import { reminderHoursOf, scheduleOf } from '../engine/schedule/view.js';
import { noticeEmbed } from '../render/embeds.js';
import { COLORS, type Embed } from '../render/message.js';
import { deadlineOf, isStalled } from '../engine/schedule/plan.js';
import { discordTime } from '../render/discord-time.js';
import { act, currentGame } from './game-context.js';
import type { CommandSpec, HandlerContext } from './types.js';

const stepChoices = Object.entries(STEP_KINDS).map(([value, name]) => ({ name, value }));
const hoursText = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;

/** The schedule as this user may read it: the settings, the step that waits and on whom, its deadline. */
async function scheduleEmbed(state: GameState, ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<Embed> {
  const s = scheduleOf(state);
  const me = ctx.invocation.user.id;
  const waiting = waitingOn(state);
  const times = await ctx.services.store.times(state.id, waiting?.beganWith);
  const now = ctx.services.now();
  const lines = [
    `Reminders every ${hoursText(s.reminderHours)}${s.playerHours[me] ? ` (yours: every ${hoursText(reminderHoursOf(s, me))})` : ''}, in each player's private thread.`,
    ...Object.entries(STEP_KINDS).map(([kind, name]) => `${name}: ${s.deadlineHours[kind] ? `due ${hoursText(s.deadlineHours[kind])} after they open` : 'no deadline'}`),
    s.autoAdvance ? 'At a deadline the bot moves on, with the missing orders blank.' : 'At a deadline the GM is told; he moves on himself.',
  ];
  const fields: Embed['fields'] = [];
  if (times.lastAction && isStalled(times.lastAction, now)) {
    fields.push({ name: 'Stalled', value: `No action for ${STALLED_AFTER_DAYS} days or more: the reminders have stopped. Any action wakes the game.` });
  } else if (waiting) {
    const began = times.stepBegan ?? times.lastAction ?? now;
    const deadline = deadlineOf(waiting, s, began);
    // Who is missing is public (the channel sees each ✔), never what anyone recorded.
    const names = waiting.missing.map((id) => findPlayer(state, id)?.character ?? id);
    fields.push({
      name: 'Waiting now',
      value: `The ${waiting.what}, since ${discordTime(began)}${deadline ? `, due ${discordTime(deadline)}` : ''}\n${names.length ? `Missing: ${names.join(', ')}` : 'Nobody is missing: the GM moves on.'}`,
    });
  }
  return { title: '⏰ Schedule', color: COLORS.info, description: lines.join('\n'), fields };
}

/** `/schedule`: reminders, deadlines and the bot moving on by itself (issue 12). */
export const scheduleCommand: CommandSpec = {
  name: 'schedule',
  description: 'Reminders and deadlines: when the bot pings players who keep the game waiting',
  subcommands: [
    {
      name: 'show',
      description: 'The reminder interval, the deadlines, and who the game waits on now',
      example: '/schedule show',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => ({ reply: { ephemeral: true, embeds: [await scheduleEmbed(await currentGame(ctx), ctx)] } }),
    },
    {
      name: 'set',
      description: 'GM: the reminder interval, a deadline per step, and whether the bot moves on at a deadline',
      example: '/schedule set reminder-hours:12 step:birdsong deadline-hours:48 auto-advance:true',
      options: [
        { name: 'reminder-hours', description: 'Hours between reminders to a player the game waits on (default 24)', type: 'integer', minValue: 1, maxValue: 1440 },
        { name: 'step', description: 'The step whose deadline you set', type: 'string', choices: stepChoices },
        { name: 'deadline-hours', description: 'Hours from the step’s start to its deadline (0: no deadline)', type: 'integer', minValue: 0, maxValue: 1440 },
        { name: 'auto-advance', description: 'At a deadline the bot moves on, the missing orders blank', type: 'boolean' },
      ],
      handler: async (ctx) => {
        const o = ctx.options;
        const committed = await act(ctx, {
          type: 'schedule.set',
          ...(o['reminder-hours'] !== undefined ? { reminderHours: o['reminder-hours'] as number } : {}),
          ...(o.step !== undefined ? { step: o.step as keyof typeof STEP_KINDS } : {}),
          ...(o['deadline-hours'] !== undefined ? { deadlineHours: o['deadline-hours'] as number } : {}),
          ...(o['auto-advance'] !== undefined ? { autoAdvance: o['auto-advance'] as boolean } : {}),
        });
        return { reply: { ephemeral: false, embeds: [await scheduleEmbed(committed.state, ctx)] }, events: committed.events };
      },
    },
    {
      name: 'mine',
      description: 'Your own reminder interval (0: the game’s)',
      example: '/schedule mine hours:12',
      ephemeral: () => true,
      options: [{ name: 'hours', description: 'Hours between your reminders; 0 for the game’s interval', type: 'integer', required: true, minValue: 0, maxValue: 1440 }],
      handler: async (ctx) => {
        const hours = ctx.options.hours as number;
        const committed = await act(ctx, { type: 'schedule.mine', hours: hours === 0 ? null : hours });
        const s = scheduleOf(committed.state);
        return { reply: { ephemeral: true, embeds: [noticeEmbed('⏰ Your reminders', `Every ${hoursText(reminderHoursOf(s, ctx.invocation.user.id))}${hours === 0 ? ' (the game’s interval)' : ''}, in your private thread.`)] }, events: committed.events };
      },
    },
  ],
};
