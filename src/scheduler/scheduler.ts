import { createHash } from 'node:crypto';
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
import { nextDue } from './next-due.js';
import type { MessagePayload } from '../render/message.js';
import { deadlineMessage, reminderMessage, stalledMessage } from './words.js';

/** The one lease all processes of the bot share: its holder runs the scheduler. */
export const SCHEDULER_LEASE = 'scheduler';

/** What the GM would press or type to move past a step. */
type Move = { click: string } | { command: string; subcommand: string };

/** How the bot moves past a step at its deadline, by kind of step. */
const ADVANCE: Record<string, (w: Waiting) => Move> = {
  birdsong: (w) => ({ click: `day:next:${w.step}:anyway` }),
  'realm-orders': () => ({ command: 'campaign', subcommand: 'turn' }),
};

/** Where a game's private messages go: its channel's private places, named from its state. */
const placesOf = (state: GameState) => ({ channelId: state.channelId, guildId: state.guildId, game: async () => state });

/**
 * The points of a duty at which a test kills the scheduler (issue 26): after the claim, after the advance's engine
 * action committed, after a message was sent and before it is recorded, and before the mark. Never set in production.
 */
export type CrashPoint = 'claimed' | 'committed' | 'sent' | 'before-mark';

export interface SchedulerDeps {
  services: Services;
  schedule: ScheduleStore;
  outbox: Outbox;
  /** This process, as the lease names it. */
  holder: string;
  /** How long a lease lasts unless renewed: longer than the time between ticks. Also a duty's claim. */
  leaseMs?: number;
  /** At most this many games are read at a time (a tick reads batches until none is left). */
  batch?: number;
  /** Tests only: called at each point of a duty, to kill the process there. */
  crashPoint?: (point: CrashPoint, key: string) => void | Promise<void>;
  log?: DispatchLogger & { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/** What the scheduler knows of a game while it does its duties. */
interface GameNow {
  gameId: string;
  state: GameState;
  settings: ScheduleSettings;
  waiting: Waiting | undefined;
  now: Date;
  stepBegan: Date;
  lastAction: Date;
}

/** One claimed duty while it is done: what of it Discord has confirmed. */
interface Claimed {
  gameId: string;
  key: string;
  sent: Set<string>;
}

/** A message's stable nonce (Discord takes 25 characters): the same for every attempt at the same delivery. */
export const nonceOf = (gameId: string, key: string, delivery: string) => createHash('sha256').update(`${gameId}|${key}|${delivery}`).digest('base64url').slice(0, 25);

/**
 * The scheduler (issues 12 and 26): it reminds, tells the GM at deadlines and moves on where the GM allowed it,
 * without a command. It runs in the one process that holds the lease (a row in the database, renewed at every tick
 * and taken over when it runs out), and computes what is due from the database — never from timers kept in memory,
 * so a restart loses nothing.
 *
 * Cost by what is due: each game's next due time is kept in games.next_due_at (written by every commit and by the
 * scheduler after each look at a game), so a tick reads only the games whose time has come.
 *
 * Exactly once: a duty is claimed for a lease, done, and marked done. A claim not marked done when its lease runs
 * out (its holder died) is taken again by the next holder. Each delivery of a duty is recorded in the duty's row as
 * soon as Discord confirmed it, so a retry sends only what was not confirmed; the one left in doubt — sent, and the
 * process killed before the record — goes again with the same nonce and `enforce_nonce`, which Discord answers with
 * the message already made instead of a second one. We record in the database rather than read the channel back
 * before resending because the record needs no extra request on the usual path, works the same for a thread, a
 * direct message and a post, and leaves only a window of one statement for the nonce to cover. An advance is an
 * engine action with its own interaction id, which the store applies once: a retry gets the first one's result.
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

  /** One pass over the games that are due, if this process holds the lease. Returns the number of duties done. */
  tick(): Promise<number> {
    // Ticks never overlap: a slow pass makes the next one wait for it.
    const previous = this.running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => this.pass());
    this.running = next;
    return next;
  }

  private get leaseMs(): number {
    return this.deps.leaseMs ?? 180_000;
  }

  private async pass(): Promise<number> {
    const { schedule, services, holder } = this.deps;
    const now = services.now();
    const held = await schedule.acquireLease(SCHEDULER_LEASE, holder, now, this.leaseMs);
    if (held !== this.holding) {
      this.holding = held;
      this.deps.log?.info?.({ holder }, held ? 'scheduler: this process holds the lease and acts' : 'scheduler: another process holds the lease; this one stands by');
    }
    if (!held) return 0;
    const batch = this.deps.batch ?? 500;
    const seen = new Set<string>();
    let done = 0;
    // Batch after batch until one is not full or brings no game not looked at already (one that failed stays due).
    for (;;) {
      const got = await schedule.dueGames(now, batch);
      const fresh = got.filter((g) => !seen.has(g.id));
      for (const game of fresh) {
        seen.add(game.id);
        try {
          done += await this.passGame(game.id, now);
        } catch (err) {
          this.deps.log?.warn({ err, game: game.id }, 'scheduler: a game was skipped');
        }
      }
      if (got.length < batch || fresh.length === 0) break;
    }
    return done;
  }

  private async passGame(gameId: string, now: Date): Promise<number> {
    const { schedule, services } = this.deps;
    const loaded = await services.store.load(gameId);
    if (!loaded) return 0;
    const { state, version } = loaded;
    const waiting = waitingOn(state);
    const times = await services.store.times(gameId, waiting?.beganWith);
    const lastAction = times.lastAction ?? new Date(state.createdAt);
    const stepBegan = times.stepBegan ?? lastAction;
    const settings = scheduleOf(state);
    const game: GameNow = { gameId, state, settings, waiting, now, stepBegan, lastAction };
    const input = { waiting, settings, now, stepBegan, lastAction };
    const duties = plan(input);
    const keys = duties.map((d) => d.key);
    const { settled, abandoned } = await schedule.dutiesOf(gameId, keys, now);
    let count = 0;
    for (const duty of duties) {
      if (settled.has(duty.key)) continue;
      if (await this.run(game, duty.key, duty.kind === 'advance' ? { move: ADVANCE[waiting!.kind]?.(waiting!) } : undefined, (claimed, detail) => this.perform(duty, game, claimed, detail))) count++;
      settled.add(duty.key);
    }
    // Claims left by a holder that died, of duties the game has moved past since: an advance whose action committed
    // (its messages are still owed); any other is closed unsent, overtaken (the player acted, a later reminder is due).
    for (const key of abandoned.filter((k) => !keys.includes(k))) {
      const resumed = await this.run(game, key, undefined, async (claimed, detail) => {
        const move = (detail as { move?: Move } | null)?.move;
        if (key.startsWith('advance:') && move) await this.advance(game, claimed, move);
        else this.deps.log?.info?.({ game: gameId, key }, 'scheduler: a duty left unfinished is overtaken, closed unsent');
      });
      if (resumed && key.startsWith('advance:')) count++;
    }
    await schedule.setNextDue(gameId, version, nextDue(input, settled));
    return count;
  }

  /** Claims a duty, does it, marks it done. False when another holder has it or it is done. */
  private async run(game: GameNow, key: string, detail: unknown, work: (claimed: Claimed, detail: unknown) => Promise<void>): Promise<boolean> {
    const { schedule, holder } = this.deps;
    const until = new Date(game.now.getTime() + this.leaseMs);
    const claim = await schedule.claim(game.gameId, key, holder, game.now, until, detail);
    if (!claim) return false;
    await this.deps.crashPoint?.('claimed', key);
    await work({ gameId: game.gameId, key, sent: new Set(claim.sent) }, claim.detail);
    await this.deps.crashPoint?.('before-mark', key);
    await schedule.markDone(game.gameId, key, holder, game.now);
    return true;
  }

  /** One delivery of a claimed duty: skipped when confirmed before, else sent with its stable nonce and recorded. */
  private async deliver(claimed: Claimed, delivery: string, send: (nonce: string) => Promise<unknown>): Promise<void> {
    if (claimed.sent.has(delivery)) return;
    await send(nonceOf(claimed.gameId, claimed.key, delivery));
    await this.deps.crashPoint?.('sent', claimed.key);
    await this.deps.schedule.recordSent(claimed.gameId, claimed.key, this.deps.holder, delivery);
    claimed.sent.add(delivery);
  }

  private async perform(duty: Duty, game: GameNow, claimed: Claimed, detail: unknown): Promise<void> {
    const { state, settings, waiting, now, stepBegan } = game;
    const where = placesOf(state);
    const privately = (delivery: string, userId: string, message: MessagePayload) =>
      this.deliver(claimed, delivery, (nonce) => deliverPrivately(this.deps.outbox, where, [{ userId, message, nonce }]));
    switch (duty.kind) {
      case 'remind': {
        const message = reminderMessage(waiting!, duty.count, now.getTime() - stepBegan.getTime(), deadlineOf(waiting!, settings, stepBegan));
        await privately(`to:${duty.userId}`, duty.userId, message);
        return;
      }
      case 'deadline': {
        const names = duty.missing.map((id) => placeNameIn(state, id) ?? id);
        const message = deadlineMessage(waiting!, names, settings.autoAdvance);
        for (const gm of gmsOf(state)) await privately(`to:${gm.id}`, gm.id, message);
        return;
      }
      case 'advance': {
        const move = (detail as { move?: Move } | null)?.move;
        if (move) await this.advance(game, claimed, move);
        return;
      }
      case 'stalled':
        await this.deliver(claimed, 'post', (nonce) => this.deps.outbox.post(state.channelId, stalledMessage(game.lastAction), nonce));
        return;
    }
  }

  /**
   * Moves past the step as the GM would, and posts what his command would have shown. Done again after a crash, the
   * action is a duplicate of the first (same interaction id), which the store answers with the first one's events.
   */
  private async advance(game: GameNow, claimed: Claimed, move: Move): Promise<void> {
    const { state } = game;
    const { services, outbox, log } = this.deps;
    const invocation: Invocation = {
      command: 'click' in move ? '' : move.command,
      subcommand: 'click' in move ? undefined : move.subcommand,
      options: {},
      user: state.gm,
      channelId: state.channelId,
      guildId: state.guildId,
      interactionId: `scheduler:${state.id}:${claimed.key}`,
    };
    const result: CommandResult = await picturesEncoded('click' in move ? await dispatchComponent(move.click, invocation, services, log) : await dispatch(invocation, services, log));
    await this.deps.crashPoint?.('committed', claimed.key);
    const where = placesOf(state);
    const privately = (delivery: string, userId: string, message: MessagePayload) =>
      this.deliver(claimed, delivery, (nonce) => deliverPrivately(outbox, where, [{ userId, message, nonce }]));
    if (result.error) {
      await privately(`to:${state.gm.id}`, state.gm.id, { content: `⏰ At the deadline the bot could not move the game on: ${result.error}.` });
      return;
    }
    // What the GM's command would have shown him alone goes to his private place, never to the channel.
    const forGm = result.reply.ephemeral ? [result.reply, ...(result.replyContinued ?? [])].map((message) => ({ userId: state.gm.id, message })) : [];
    const announce = { ...result.reply, content: ['⏰ The deadline has passed: the bot moves the game on for the GM.', result.reply.content].filter(Boolean).join('\n') };
    const posts = [...(result.reply.ephemeral ? [] : [announce, ...(result.replyContinued ?? [])]), ...(result.channelPosts ?? [])];
    for (const [i, message] of posts.entries()) await this.deliver(claimed, `post:${i}`, (nonce) => outbox.post(state.channelId, message, nonce));
    for (const s of result.statuses ?? []) await this.deliver(claimed, `status:${s.key}`, (nonce) => outbox.status(state.channelId, s.key, s.message, nonce));
    for (const [i, m] of [...forGm, ...(result.privateMessages ?? [])].entries()) await privately(`to:${i}:${m.userId}`, m.userId, m.message);
  }
}
