import { createHash } from 'node:crypto';
import { dispatch, dispatchComponent, picturesEncoded, type DispatchLogger } from '../commands/dispatch.js';
import type { CommandResult, Invocation, Services } from '../commands/types.js';
import type { Waiting } from '../engine/core/part.js';
import { gmsOf, type GameState } from '../engine/core/state.js';
import { waitingOn } from '../engine/parts.js';
import type { ScheduleSettings } from '../engine/schedule/state.js';
import { scheduleOf } from '../engine/schedule/view.js';
import type { Outbox } from '../delivery/outbox.js';
import { deliverPrivately, placeNameIn } from '../delivery/private-delivery.js';
import { dutyId, type DueGame, type ScheduleStore } from '../store/schedule-store.js';
import type { LoadedState } from '../store/game-store.js';
import { deadlineOf, plan, type AdvanceWhy, type Duty } from '../engine/schedule/plan.js';
import { nextDue } from '../store/next-due.js';
import type { MessagePayload } from '../render/message.js';
import { advanceWords, deadlineMessage, reminderMessage, stalledMessage } from './words.js';

/** The one lease all processes of the bot share: its holder runs the scheduler. */
export const SCHEDULER_LEASE = 'scheduler';

/**
 * How long the scheduler's lease and a duty's claim last unless renewed, and how often the bot ticks (issue 26). A
 * delivery left in doubt by a dead holder is sent again, with its nonce, once both ran out and the next holder ticks:
 * at most DOUBT_MS + LEASE_MS + TICK_MS ≈ 2 minutes after it was first sent, within the "few minutes" Discord keeps
 * a nonce (enforce_nonce) to answer with the message already made.
 */
export const LEASE_MS = 90_000;
export const TICK_MS = 30_000;
/** The longest a confirmed delivery waits for its record (see Ledger). */
export const DOUBT_MS = 5_000;

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
  /** The deliveries confirmed before their record is written (with the duties done since): see Ledger. */
  recordEvery?: number;
  /** The longest a confirmed delivery waits for its record (DOUBT_MS unless set): see Ledger. */
  recordWithinMs?: number;
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

/** One claimed duty while it is done: what of it Discord has confirmed, and the ledger that records it. */
interface Claimed {
  gameId: string;
  key: string;
  sent: Set<string>;
  ledger: Ledger;
}

/**
 * What a batch's duties became, kept until it is written in one statement (issue 26): the deliveries Discord
 * confirmed and the duties done. Written at the end of the batch, and sooner once `every` deliveries wait or the
 * oldest has waited `withinMs`, which bounds what a kill can leave in doubt (sent, not recorded: sent again with the
 * same nonce, see the class comment) in number and in age. A delivery recorded alone costs a statement each, as many
 * as the due games, which is what a tick must not cost.
 */
class Ledger {
  private readonly outcomes = new Map<string, { gameId: string; key: string; sent: string[]; done: boolean }>();
  private waiting = 0;
  private oldest = 0;

  constructor(
    private readonly write: (outcomes: { gameId: string; key: string; sent: string[]; done: boolean }[]) => Promise<void>,
    private readonly every: number,
    private readonly withinMs: number,
    private readonly now: () => number,
  ) {}

  private of(c: Claimed) {
    const id = dutyId(c.gameId, c.key);
    let o = this.outcomes.get(id);
    if (!o) this.outcomes.set(id, (o = { gameId: c.gameId, key: c.key, sent: [], done: false }));
    return o;
  }

  sent(c: Claimed, delivery: string): void {
    this.of(c).sent.push(delivery);
    if (this.waiting++ === 0) this.oldest = this.now();
  }

  /** A duty done: written with the others once enough deliveries, or old enough ones, wait (a duty's few go with its mark). */
  async done(c: Claimed): Promise<void> {
    this.of(c).done = true;
    if (this.waiting >= this.every || (this.waiting > 0 && this.now() - this.oldest >= this.withinMs)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.outcomes.size === 0) return;
    const outcomes = [...this.outcomes.values()];
    this.outcomes.clear();
    this.waiting = 0;
    await this.write(outcomes);
  }
}

/**
 * When the last event of `types` was written, from the events a load read: null when it read the whole log and none is
 * of them (the step's time is then the last action's, as times() has it), undefined when they do not tell.
 */
function beganIn(loaded: LoadedState, types: readonly string[]): Date | null | undefined {
  for (let i = loaded.read.length - 1; i >= 0; i--) if (types.includes(loaded.read[i]!.type)) return new Date(loaded.read[i]!.at);
  return loaded.from === 0 ? null : undefined;
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
 * out (its holder died) is taken again by the next holder. The deliveries of a duty Discord confirmed are recorded in
 * its row, so a retry sends only what was not confirmed. They are recorded with the batch's others, every
 * `recordEvery` deliveries or DOUBT_MS (see Ledger): those left in doubt — sent, and the process killed before the
 * record — go again with the same nonce and `enforce_nonce`, which Discord answers with the message already made
 * instead of a second one, within the few minutes it keeps a nonce (LEASE_MS). We record in the database rather than read the channel back before resending because the record needs
 * no extra request, works the same for a thread, a direct message and a post, and costs a tick one statement for
 * many deliveries. An advance is an engine action with its own interaction id, which the store applies once: a retry
 * gets the first one's result.
 */
export class Scheduler {
  private running: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Whether the last pass held the lease: each change is logged once, so the log says which process acts. */
  private holding: boolean | undefined;

  constructor(private readonly deps: SchedulerDeps) {}

  /** Ticks every `everyMs` (and once now) until stopped. */
  start(everyMs = TICK_MS): void {
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
    return this.deps.leaseMs ?? LEASE_MS;
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
    for (let first = true; ; first = false) {
      // A long pass renews its lease before each further batch, and stops if another process has taken it meanwhile.
      if (!first && !(await schedule.acquireLease(SCHEDULER_LEASE, holder, services.now(), this.leaseMs))) break;
      const got = await schedule.dueGames(now, batch);
      const fresh = got.filter((g) => !seen.has(g.id));
      for (const game of fresh) seen.add(game.id);
      if (fresh.length > 0) done += await this.passBatch(fresh, now);
      if (got.length < batch || fresh.length === 0) break;
    }
    return done;
  }

  /**
   * One batch of due games, in a fixed number of statements whatever its size (issue 26): their states (one, none
   * for games cached), when their waiting steps began (taken from the events just read; one statement for the games
   * whose events were not read), the claims of every duty owed (one), the records of what was sent and done (one for
   * every `recordEvery` deliveries, or one at the end), the next due times (one). A game whose duty fails is skipped:
   * its time is not written, so it stays due, and its claim is taken again once its lease runs out.
   */
  private async passBatch(due: readonly DueGame[], now: Date): Promise<number> {
    const { schedule, services, holder } = this.deps;
    const loaded = await services.store.statesAt(due);
    const games: (GameNow & { version: number; abandoned: string[] })[] = [];
    for (const d of due) {
      const got = loaded.get(d.id);
      if (!got) {
        this.deps.log?.warn({ game: d.id }, 'scheduler: a game that cannot be read was skipped');
        continue;
      }
      const { state, version } = got;
      const lastAction = (version === d.version ? d.lastAction : undefined) ?? (await services.store.times(d.id)).lastAction ?? new Date(state.createdAt);
      games.push({ gameId: d.id, state, version, settings: scheduleOf(state), waiting: waitingOn(state), now, stepBegan: lastAction, lastAction, abandoned: d.abandoned });
    }
    // When each waiting step began: from the events just read where they tell, else asked in one statement.
    const unknown: { id: string; types: readonly string[] }[] = [];
    for (const g of games) {
      if (!g.waiting) continue;
      const began = beganIn(loaded.get(g.gameId)!, g.waiting.beganWith);
      if (began === undefined) unknown.push({ id: g.gameId, types: g.waiting.beganWith });
      else if (began) g.stepBegan = began;
    }
    const asked = await services.store.stepsBegan(unknown);
    for (const g of games) g.stepBegan = asked.get(g.gameId) ?? g.stepBegan;
    const owed = games.map((game) => {
      const duties = plan(game);
      const keys = duties.map((d) => d.key);
      // Claims left by a holder that died, of duties the game has moved past since (see finish()).
      return { game, duties, keys, overtaken: game.abandoned.filter((k) => !keys.includes(k)) };
    });
    // The claims last a lease from when this batch claims them (a later batch of a long pass claims later).
    const began = services.now().getTime();
    const until = new Date(began + this.leaseMs);
    const claims = await schedule.claimAll(
      owed.flatMap(({ game, duties, overtaken }) => [
        ...duties.map((duty) => ({ gameId: game.gameId, key: duty.key, detail: duty.kind === 'advance' ? { move: ADVANCE[game.waiting!.kind]?.(game.waiting!), why: duty.why } : undefined })),
        ...overtaken.map((key) => ({ gameId: game.gameId, key })),
      ]),
      holder,
      now,
      until,
    );
    const ledger = new Ledger((outcomes) => schedule.record(holder, now, outcomes), this.deps.recordEvery ?? 25, this.deps.recordWithinMs ?? DOUBT_MS, () => services.now().getTime());
    const times: { gameId: string; version: number; at: Date | null }[] = [];
    // The claims run out at `until`, and then another process may take them: past half of that, the batch stops and
    // leaves the rest of its games due (their claims are taken again once they ran out, by this process or another).
    const stopAt = began + this.leaseMs / 2;
    let count = 0;
    for (const [i, { game, duties, keys, overtaken }] of owed.entries()) {
      if (services.now().getTime() > stopAt) {
        this.deps.log?.warn({ left: owed.length - i }, 'scheduler: a batch ran past half its lease; the games left wait for a later tick');
        break;
      }
      try {
        for (const duty of duties) {
          const claim = claims.get(dutyId(game.gameId, duty.key));
          if (claim && (await this.run(game, duty.key, claim, ledger, (claimed, detail) => this.perform(duty, game, claimed, detail)))) count++;
        }
        for (const key of overtaken) {
          const claim = claims.get(dutyId(game.gameId, key));
          if (claim && (await this.run(game, key, claim, ledger, (claimed, detail) => this.finish(game, claimed, detail))) && key.startsWith('advance:')) count++;
        }
        // Every duty owed is now done or another holder's: the game's next time is computed with all of them settled.
        times.push({ gameId: game.gameId, version: game.version, at: nextDue(game, new Set(keys)) });
      } catch (err) {
        this.deps.log?.warn({ err, game: game.gameId }, 'scheduler: a game was skipped');
      }
    }
    await ledger.flush();
    await schedule.setNextDue(times);
    return count;
  }

  /**
   * A claim left by a holder that died, for a duty the game has moved past: an advance whose action committed (its
   * messages are still owed) is finished; any other is closed unsent, overtaken (the player acted, a later reminder
   * is due).
   */
  private async finish(game: GameNow, claimed: Claimed, detail: unknown): Promise<void> {
    const { move, why } = (detail as { move?: Move; why?: AdvanceWhy } | null) ?? {};
    if (claimed.key.startsWith('advance:') && move) await this.advance(game, claimed, move, why);
    else this.deps.log?.info?.({ game: game.gameId, key: claimed.key }, 'scheduler: a duty left unfinished is overtaken, closed unsent');
  }

  /** Does a claimed duty and marks it done (in the ledger, written with the batch). True when it was done. */
  private async run(game: GameNow, key: string, claim: { sent: string[]; detail: unknown }, ledger: Ledger, work: (claimed: Claimed, detail: unknown) => Promise<void>): Promise<boolean> {
    await this.deps.crashPoint?.('claimed', key);
    const claimed: Claimed = { gameId: game.gameId, key, sent: new Set(claim.sent), ledger };
    await work(claimed, claim.detail);
    await this.deps.crashPoint?.('before-mark', key);
    await ledger.done(claimed);
    return true;
  }

  /** One delivery of a claimed duty: skipped when confirmed before, else sent with its stable nonce and recorded. */
  private async deliver(claimed: Claimed, delivery: string, send: (nonce: string) => Promise<unknown>): Promise<void> {
    if (claimed.sent.has(delivery)) return;
    await send(nonceOf(claimed.gameId, claimed.key, delivery));
    await this.deps.crashPoint?.('sent', claimed.key);
    claimed.sent.add(delivery);
    claimed.ledger.sent(claimed, delivery);
  }

  private async perform(duty: Duty, game: GameNow, claimed: Claimed, detail: unknown): Promise<void> {
    const { state, settings, waiting, now, stepBegan } = game;
    const where = placesOf(state);
    const privately = (delivery: string, userId: string, message: MessagePayload) =>
      this.deliver(claimed, delivery, (nonce) => deliverPrivately(this.deps.outbox, where, [{ userId, message, nonce }]));
    switch (duty.kind) {
      case 'remind': {
        // His own example, from where he stands (issue 27), in his private place.
        const message = reminderMessage(waiting!, duty.count, now.getTime() - stepBegan.getTime(), deadlineOf(waiting!, settings, stepBegan), waiting!.howFor?.(duty.userId));
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
        if (move) await this.advance(game, claimed, move, duty.why);
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
  private async advance(game: GameNow, claimed: Claimed, move: Move, why: AdvanceWhy = 'deadline'): Promise<void> {
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
      await privately(`to:${state.gm.id}`, state.gm.id, { content: `⏰ ${why === 'all-in' ? 'With every order in' : 'At the deadline'} the bot could not move the game on: ${result.error}.` });
      return;
    }
    // What the GM's command would have shown him alone goes to his private place, never to the channel.
    const forGm = result.reply.ephemeral ? [result.reply, ...(result.replyContinued ?? [])].map((message) => ({ userId: state.gm.id, message })) : [];
    const announce = { ...result.reply, content: [advanceWords(why), result.reply.content].filter(Boolean).join('\n') };
    const posts = [...(result.reply.ephemeral ? [] : [announce, ...(result.replyContinued ?? [])]), ...(result.channelPosts ?? [])];
    for (const [i, message] of posts.entries()) await this.deliver(claimed, `post:${i}`, (nonce) => outbox.post(state.channelId, message, nonce));
    for (const s of result.statuses ?? []) await this.deliver(claimed, `status:${s.key}`, (nonce) => outbox.status(state.channelId, s.key, s.message, nonce));
    for (const [i, m] of [...forGm, ...(result.privateMessages ?? [])].entries()) await privately(`to:${i}:${m.userId}`, m.userId, m.message);
  }
}
