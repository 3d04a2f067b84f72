import { dispatch, dispatchComponent, picturesEncoded, type DispatchLogger } from '../commands/dispatch.js';
import type { CommandResult, Invocation, Services } from '../commands/types.js';
import type { Waiting } from '../engine/core/part.js';
import { gmsOf, type GameState } from '../engine/core/state.js';
import { waitingOn } from '../engine/parts.js';
import { scheduleOf, type ScheduleSettings } from '../engine/schedule/part.js';
import type { Outbox } from '../delivery/outbox.js';
import { deliverPrivately, placeNameIn } from '../delivery/private-delivery.js';
import type { ScheduleStore } from '../store/schedule-store.js';
import { deadlineOf, plan, type Duty } from './plan.js';
import { deadlineMessage, reminderMessage, stalledMessage } from './words.js';

/** The one lease all processes of the bot share: its holder runs the scheduler. */
export const SCHEDULER_LEASE = 'scheduler';

/** How the bot moves past a step at its deadline: what the GM would press or type, by kind of step. */
const ADVANCE: Record<string, (w: Waiting) => { click: string } | { command: string; subcommand: string }> = {
  birdsong: (w) => ({ click: `day:next:${w.step}:anyway` }),
  'realm-orders': () => ({ command: 'campaign', subcommand: 'turn' }),
};

/** Where a game's private messages go: its channel's private places, named from its state. */
const placesOf = (state: GameState) => ({ channelId: state.channelId, guildId: state.guildId, game: async () => state });

export interface SchedulerDeps {
  services: Services;
  schedule: ScheduleStore;
  outbox: Outbox;
  /** This process, as the lease names it. */
  holder: string;
  /** How long a lease lasts unless renewed: longer than the time between ticks. */
  leaseMs?: number;
  log?: DispatchLogger & { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/**
 * The scheduler (issue 12): it reminds, tells the GM at deadlines and moves on where the GM allowed it, without a
 * command. It runs in the one process that holds the lease (a row in the database, renewed at every tick and taken
 * over when it runs out), computes what is due from the database at each tick — never from timers kept in memory,
 * so a restart loses nothing — and claims each duty in the database before doing it, so none is done twice.
 */
export class Scheduler {
  private running: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Whether the last pass held the lease: each change is logged once, so the log says which process acts. */
  private holding: boolean | undefined;

  constructor(private readonly deps: SchedulerDeps) {}

  /** Ticks every `everyMs` (and once now) until stopped. */
  start(everyMs = 60_000): void {
    const run = () => void this.tick().catch((err) => this.deps.log?.warn({ err }, 'scheduler tick failed'));
    run();
    this.timer = setInterval(run, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => 0);
    await this.deps.schedule.releaseLease(SCHEDULER_LEASE, this.deps.holder).catch(() => {});
  }

  /** One pass over the running games, if this process holds the lease. Returns the number of duties done. */
  tick(): Promise<number> {
    // Ticks never overlap: a slow pass makes the next one wait for it.
    const previous = this.running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => this.pass());
    this.running = next;
    return next;
  }

  private async pass(): Promise<number> {
    const { schedule, services, holder } = this.deps;
    const now = services.now();
    const held = await schedule.acquireLease(SCHEDULER_LEASE, holder, now, this.deps.leaseMs ?? 180_000);
    if (held !== this.holding) {
      this.holding = held;
      this.deps.log?.info?.({ holder }, held ? 'scheduler: this process holds the lease and acts' : 'scheduler: another process holds the lease; this one stands by');
    }
    if (!held) return 0;
    let done = 0;
    for (const game of await schedule.runningGames()) {
      try {
        done += await this.passGame(game.id, now);
      } catch (err) {
        this.deps.log?.warn({ err, game: game.id }, 'scheduler: a game was skipped');
      }
    }
    return done;
  }

  private async passGame(gameId: string, now: Date): Promise<number> {
    const { schedule, services } = this.deps;
    const state = (await services.store.load(gameId))?.state;
    if (!state) return 0;
    const waiting = waitingOn(state);
    const times = await services.store.times(gameId, waiting?.beganWith);
    const lastAction = times.lastAction ?? new Date(state.createdAt);
    const stepBegan = times.stepBegan ?? lastAction;
    const settings = scheduleOf(state);
    const duties = plan({ waiting, settings, now, stepBegan, lastAction });
    if (duties.length === 0) return 0;
    const done = await schedule.done(gameId, duties.map((d) => d.key));
    let count = 0;
    for (const duty of duties) {
      if (done.has(duty.key) || !(await schedule.claim(gameId, duty.key, now))) continue;
      await this.perform(duty, { state, settings, waiting, now, stepBegan, lastAction });
      count++;
    }
    return count;
  }

  private async perform(duty: Duty, at: { state: GameState; settings: ScheduleSettings; waiting: Waiting | undefined; now: Date; stepBegan: Date; lastAction: Date }): Promise<void> {
    const { state, settings, waiting, now, stepBegan } = at;
    const where = placesOf(state);
    switch (duty.kind) {
      case 'remind': {
        const message = reminderMessage(waiting!, duty.count, now.getTime() - stepBegan.getTime(), deadlineOf(waiting!, settings, stepBegan));
        await deliverPrivately(this.deps.outbox, where, [{ userId: duty.userId, message }]);
        return;
      }
      case 'deadline': {
        const names = duty.missing.map((id) => placeNameIn(state, id) ?? id);
        const message = deadlineMessage(waiting!, names, settings.autoAdvance);
        await deliverPrivately(this.deps.outbox, where, gmsOf(state).map((gm) => ({ userId: gm.id, message })));
        return;
      }
      case 'advance':
        await this.advance(state, waiting!, duty.key);
        return;
      case 'stalled':
        await this.deps.outbox.post(state.channelId, stalledMessage(at.lastAction));
        return;
    }
  }

  /** Moves past the step as the GM would, and posts what his command would have shown. */
  private async advance(state: GameState, waiting: Waiting, key: string): Promise<void> {
    const how = ADVANCE[waiting.kind];
    if (!how) return;
    const { services, outbox, log } = this.deps;
    const move = how(waiting);
    const invocation: Invocation = {
      command: 'click' in move ? '' : move.command,
      subcommand: 'click' in move ? undefined : move.subcommand,
      options: {},
      user: state.gm,
      channelId: state.channelId,
      guildId: state.guildId,
      // The store applies one action per interaction id: two processes doing this duty would apply it once.
      interactionId: `scheduler:${state.id}:${key}`,
    };
    const result: CommandResult = await picturesEncoded('click' in move ? await dispatchComponent(move.click, invocation, services, log) : await dispatch(invocation, services, log));
    const where = placesOf(state);
    if (result.error) {
      await deliverPrivately(outbox, where, [{ userId: state.gm.id, message: { content: `⏰ At the deadline the bot could not move the game on: ${result.error}.` } }]);
      return;
    }
    // What the GM's command would have shown him alone goes to his private place, never to the channel.
    const forGm = result.reply.ephemeral ? [result.reply, ...(result.replyContinued ?? [])].map((message) => ({ userId: state.gm.id, message })) : [];
    const announce = { ...result.reply, content: ['⏰ The deadline has passed: the bot moves the game on for the GM.', result.reply.content].filter(Boolean).join('\n') };
    const posts = [...(result.reply.ephemeral ? [] : [announce, ...(result.replyContinued ?? [])]), ...(result.channelPosts ?? [])];
    for (const message of posts) await outbox.post(state.channelId, message);
    for (const s of result.statuses ?? []) await outbox.status(state.channelId, s.key, s.message);
    if (forGm.length || result.privateMessages?.length) await deliverPrivately(outbox, where, [...forGm, ...(result.privateMessages ?? [])]);
  }
}
