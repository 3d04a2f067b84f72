/** The schedule's decisions: one named handler per action type (SCHEDULE_DECISIONS), routed by decideBy. */
import { decideBy, type Handlers } from '../core/handlers.js';
import { findPlayer, isGm, requireGm, type GameState } from '../core/state.js';
import { PUBLIC, RuleError, onlyPlayers } from '../core/types.js';
import type { ScheduleAction } from './actions.js';
import { ev, plural, type ScheduleChange } from './events.js';
import { STEP_KINDS } from './state.js';

const SCHEDULE_DECISIONS: Handlers<ScheduleAction, GameState> = {
  'schedule.set': (state, action) => {
    const actor = action.actor.id;
    requireGm(state, actor, '/schedule set');
    const change: ScheduleChange = {};
    const what: string[] = [];
    if (action.reminderHours !== undefined) {
      change.reminderHours = action.reminderHours;
      what.push(`reminders every ${plural(action.reminderHours, 'hour')}`);
    }
    if (action.deadlineHours !== undefined) {
      if (!action.step) throw new RuleError('a deadline is for one kind of step', 'name it, e.g. /schedule set step:birdsong deadline-hours:48');
      change.deadline = { step: action.step, hours: action.deadlineHours };
      what.push(action.deadlineHours === 0 ? `no deadline for ${STEP_KINDS[action.step]}` : `${STEP_KINDS[action.step]} due ${plural(action.deadlineHours, 'hour')} after they open`);
    } else if (action.step) {
      throw new RuleError('step: names the step whose deadline you set', 'add deadline-hours, e.g. /schedule set step:birdsong deadline-hours:48');
    }
    if (action.autoAdvance !== undefined) {
      change.autoAdvance = action.autoAdvance;
      what.push(action.autoAdvance ? 'the bot moves on at a deadline, with the missing orders blank' : 'the GM moves on himself at a deadline');
    }
    if (what.length === 0) throw new RuleError('nothing to change', 'e.g. /schedule set reminder-hours:12, or step:birdsong deadline-hours:48, or auto-advance:true');
    return [ev('schedule.set', { by: action.actor, ...change, what }, PUBLIC, actor)];
  },
  'schedule.mine': (state, action) => {
    const actor = action.actor.id;
    const player = findPlayer(state, actor);
    if (!player && !isGm(state, actor)) throw new RuleError('you have not joined this game', 'join with /game join first');
    return [ev('schedule.mine-set', { userId: actor, name: player?.character ?? action.actor.name, hours: action.hours }, onlyPlayers(actor), actor)];
  },
};

export const decideSchedule = decideBy(SCHEDULE_DECISIONS, (state) => state);
