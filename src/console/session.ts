import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { findSubcommand } from '../commands/registry.js';
import type { Invocation } from '../commands/types.js';
import { join, resolve } from 'node:path';
import { dispatch, dispatchComponent, type DispatchLogger } from '../commands/dispatch.js';
import type { CommandResult, Services } from '../commands/types.js';
import type { DiceSource } from '../engine/dice.js';
import { filesReady, type Embed, type Form, type MessagePayload } from '../render/message.js';
import { GameStore } from '../store/game-store.js';
import type { Database } from '../store/db.js';
import { ScheduleStore } from '../store/schedule-store.js';
import { ServerSettings } from '../store/server-settings.js';
import { Scheduler } from '../scheduler/scheduler.js';
import type { Delivered, Outbox } from '../delivery/outbox.js';
import { submittedForm } from '../commands/forms.js';
import { LineError, parseLine, toInvocation, type ParsedLine } from './parse-line.js';

export const CONSOLE_CHANNEL = 'console';

/** What one console line did, as `--json` prints it. */
export interface LineOutcome {
  line: string;
  user: string;
  command: string;
  ok: boolean;
  error?: string;
  reply: Awaited<ReturnType<typeof messageJSON>> & { ephemeral: boolean };
  /** The rest of a reply too long for one Discord message: the messages that follow it (only when there are). */
  replyContinued?: Awaited<ReturnType<typeof messageJSON>>[];
  channel: Awaited<ReturnType<typeof messageJSON>>[];
  direct: { to: string; message: Awaited<ReturnType<typeof messageJSON>> }[];
  /** A form opened for the user (a Discord modal), from a button: its fields and what is in them. */
  form?: Form;
  /** Status messages of steps (issue 12): `edited` when the channel already had this one and it was edited in place. */
  status?: { key: string; edited: boolean; message: Awaited<ReturnType<typeof messageJSON>> }[];
  events: CommandResult['events'];
}

/**
 * The local console: the same command handlers as the bot, driven by lines of text. A game played
 * here is the same game the bot would play.
 */
export class ConsoleSession {
  readonly services: Services;
  private imageCount = 0;
  /** Time moved on by `~wait` lines. */
  private shiftMs = 0;
  private readonly outbox = new CollectingOutbox();
  private readonly scheduler: Scheduler;
  private readonly schedule: ScheduleStore;
  /** The status messages the channel has (their keys): the next change of one is an edit. */
  private readonly statusKeys = new Set<string>();
  /** The server roles each console user holds (`~roles @erin Referees`): Discord's member roles, played by hand. */
  private readonly roles = new Map<string, string[]>();

  constructor(
    db: Database,
    dice: DiceSource,
    private readonly opts: { imagesDir?: string; now?: () => Date; log?: DispatchLogger } = {},
  ) {
    const clock = opts.now ?? (() => new Date());
    const now = () => new Date(clock().getTime() + this.shiftMs);
    this.services = { store: new GameStore(db.db, { now, soleWriter: db.kind === 'pglite', notices: db.notices }), servers: new ServerSettings(db.db, now), dice, now, newId: randomUUID };
    this.schedule = new ScheduleStore(db.db);
    this.scheduler = new Scheduler({ services: this.services, schedule: this.schedule, outbox: this.outbox, holder: `console:${process.pid}:${randomUUID().slice(0, 8)}`, log: opts.log && { ...opts.log, warn: opts.log.error } });
  }

  async run(line: string): Promise<LineOutcome> {
    if (line.trim().startsWith('~roles')) return this.rolesLine(line.trim());
    if (line.trim().startsWith('~')) return this.timeLine(line.trim());
    let result: CommandResult;
    let user = '';
    let command = '';
    try {
      const parsed = fromForm(parseLine(line));
      user = parsed.user;
      const invocation = readAttachments({ ...toInvocation(parsed, CONSOLE_CHANNEL), roles: this.roles.get(parsed.user) ?? [] });
      command = parsed.click ? `!click ${parsed.click}` : parsed.form ? `!submit ${parsed.form}` : `/${[parsed.command, parsed.subcommand].filter(Boolean).join(' ')}`;
      result = parsed.click
        ? await dispatchComponent(parsed.click, invocation, this.services, this.opts.log)
        : await dispatch(invocation, this.services, this.opts.log);
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      result = { reply: { ephemeral: true, content: `✖ ${error.message}` }, error: error.message };
    }
    return {
      line,
      user,
      command,
      ok: !result.error,
      error: result.error,
      reply: { ephemeral: result.reply.ephemeral, ...(await this.messageJSON(result.reply)) },
      ...(result.replyContinued ? { replyContinued: await Promise.all(result.replyContinued.map((m) => this.messageJSON(m))) } : {}),
      channel: await Promise.all((result.channelPosts ?? []).map((m) => this.messageJSON(m))),
      direct: await Promise.all((result.privateMessages ?? []).map(async (d) => ({ to: d.userId, message: await this.messageJSON(d.message) }))),
      ...(await this.statusJSON(result.statuses ?? [])),
      ...(result.form && !result.error ? { form: result.form } : {}),
      events: result.events,
    };
  }

  /** Status messages as the channel shows them: posted the first time, edited in place after. */
  private async statusJSON(statuses: readonly { key: string; message: MessagePayload }[]): Promise<Pick<LineOutcome, 'status'>> {
    if (statuses.length === 0) return {};
    const status = [];
    for (const s of statuses) {
      const edited = this.statusKeys.has(s.key);
      this.statusKeys.add(s.key);
      status.push({ key: s.key, edited, message: await this.messageJSON(s.message) });
    }
    return { status };
  }

  /**
   * `~roles @erin Referees Scribes`: from now on erin holds these server roles (each named by its name, which is its
   * id in the console), as Discord tells the bot a member's roles; `~roles @erin` alone: none. With `/gm role`, this
   * is how a console game tries the server's GM role.
   */
  private rolesLine(line: string): LineOutcome {
    const [word, who = '', ...names] = line.split(/\s+/);
    const base = { line, user: '', command: word ?? '~roles', events: [] as CommandResult['events'], channel: [], direct: [] };
    const reply = (ok: boolean, text: string): LineOutcome => ({ ...base, ok, ...(ok ? {} : { error: text }), reply: { ephemeral: true, content: ok ? text : `✖ ${text}`, embeds: [], files: [], buttons: [] } });
    if (word !== '~roles' || !/^@[^\s@]+$/.test(who)) return reply(false, 'write the user and his roles, e.g. ~roles @erin Referees (or ~roles @erin for none)');
    const user = who.slice(1);
    const roles = [...new Set(names.map((n) => n.replace(/^@&?/, '')).filter(Boolean))];
    this.roles.set(user, roles);
    return reply(true, roles.length ? `${user} holds the roles ${roles.join(', ')}.` : `${user} holds no role.`);
  }

  /**
   * `~wait 25h` (also `30m`, `2d`, `1d12h`): that much time passes, the scheduler looking every hour of it (but those
   * before the next moment anything can be due, ScheduleStore.nextWake: it would find nothing), and
   * what it posts comes out as channel posts and private messages, as the bot would send them (issue 12).
   */
  private async timeLine(line: string): Promise<LineOutcome> {
    const [word, amount = ''] = line.split(/\s+/, 2);
    const ms = durationMs(amount);
    const base = { line, user: '', command: word ?? '~', events: [] as CommandResult['events'], channel: [], direct: [] };
    if (word !== '~wait' || ms === undefined) {
      const error = word !== '~wait' ? `"${word}" is not a console word: the console words are ~wait (e.g. ~wait 25h) and ~roles (e.g. ~roles @erin Referees)` : 'write how long, e.g. ~wait 25h, ~wait 30m, ~wait 2d';
      return { ...base, ok: false, error, reply: { ephemeral: true, content: `✖ ${error}`, embeds: [], files: [], buttons: [] } };
    }
    let left = ms;
    // The hours before the next moment something can be due are passed over: the scheduler would find nothing in them.
    let wake: Date | null | undefined;
    while (left > 0) {
      const step = Math.min(left, 3_600_000);
      this.shiftMs += step;
      left -= step;
      if (wake === null || (wake && this.services.now() < wake)) continue;
      await this.scheduler.tick();
      wake = await this.schedule.nextWake();
    }
    await this.scheduler.stop();
    const sent = this.outbox.take();
    return {
      ...base,
      ok: true,
      reply: { ephemeral: true, content: `⏳ ${amount} pass: it is now ${this.services.now().toISOString().replace('T', ' ').slice(0, 16)} UTC.`, embeds: [], files: [], buttons: [] },
      channel: await Promise.all(sent.posts.map((m) => this.messageJSON(m))),
      direct: await Promise.all(sent.privates.map(async (d) => ({ to: d.userId, message: await this.messageJSON(d.message) }))),
      ...(await this.statusJSON(sent.statuses)),
    };
  }

  /**
   * Writes attached files (pictures once drawn) to the images folder and names them by path. A session with no images
   * folder (a test that reads only the text) names them and draws nothing.
   */
  private messageJSON(m: MessagePayload) {
    const imagesDir = this.opts.imagesDir;
    if (imagesDir === undefined) return messageJSON(m);
    return messageJSON(m, (name, data) => {
      const dir = resolve(imagesDir);
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${String(++this.imageCount).padStart(3, '0')}-${name}`);
      writeFileSync(path, data);
      return path;
    });
  }
}

/** `25h`, `30m`, `2d`, `1d12h` in milliseconds; undefined when it is none of these (or over a year). */
export function durationMs(text: string): number | undefined {
  if (!/^(\d+[dhm])+$/.test(text)) return undefined;
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
  let ms = 0;
  for (const [, n, u] of text.matchAll(/(\d+)([dhm])/g)) ms += Number(n) * unit[u as keyof typeof unit];
  return ms > 0 && ms <= 366 * 86_400_000 ? ms : undefined;
}

/** The console's outbox: what the scheduler sends is kept until the `~wait` line that made it prints it. */
class CollectingOutbox implements Outbox {
  private posts: MessagePayload[] = [];
  private privates: { userId: string; message: MessagePayload }[] = [];
  private statuses: { key: string; message: MessagePayload }[] = [];

  async status(_channelId: string, key: string, message: MessagePayload): Promise<void> {
    this.statuses.push({ key, message });
  }

  async post(_channelId: string, message: MessagePayload): Promise<void> {
    this.posts.push(message);
  }

  async toPrivatePlace(to: { userId: string }, _name: () => Promise<string>, message: MessagePayload): Promise<Delivered> {
    this.privates.push({ userId: to.userId, message });
    return 'thread';
  }

  take() {
    const taken = { posts: this.posts, privates: this.privates, statuses: this.statuses };
    this.posts = [];
    this.privates = [];
    this.statuses = [];
    return taken;
  }
}

/** `!submit form:orders:record phases:…`: the command the form names, its fields as the options (as Discord's modal). */
function fromForm(parsed: ParsedLine): ParsedLine {
  if (!parsed.form) return parsed;
  const named = submittedForm(findSubcommand, parsed.form, parsed.options);
  if (!named) throw new LineError(`there is no form ${parsed.form}: the forms are form:orders:record and form:realm:orders`);
  return { ...parsed, command: named.command, subcommand: named.subcommand, options: named.options };
}

/** In the console an attachment option names a file (`file:maps/world.txt`): the handler gets its text, as from Discord. */
function readAttachments(invocation: Invocation): Invocation {
  const spec = findSubcommand(invocation.command, invocation.subcommand);
  const options = { ...invocation.options };
  for (const o of spec?.sub.options ?? []) {
    if (o.type !== 'attachment' || typeof options[o.name] !== 'string') continue;
    try {
      options[o.name] = readFileSync(options[o.name] as string, 'utf8');
    } catch {
      throw new LineError(`cannot read the file "${options[o.name]}" for ${o.name}:`);
    }
  }
  return { ...invocation, options };
}

/** The message as JSON; its files saved by `save` (and named by what it returns), or only named when there is none. */
async function messageJSON(m: MessagePayload, save?: (name: string, data: Buffer) => string) {
  return {
    content: m.content,
    embeds: m.embeds ?? [],
    files: save ? (await filesReady(m)).map((f) => save(f.name, f.data)) : (m.files ?? []).map((f) => f.name),
    buttons: (m.buttons ?? []).flat().map((b) => ({ id: b.customId, label: b.label, disabled: !!b.disabled })),
  };
}

/** The outcome as a person reads it in a terminal. */
export function formatOutcome(o: LineOutcome): string {
  const out: string[] = [];
  const reply = o.reply;
  out.push(o.user ? `── reply to @${o.user}${reply.ephemeral ? ' (only you see this)' : ''}` : '── the console');
  out.push(...messageLines(reply));
  for (const more of o.replyContinued ?? []) out.push(`── reply to @${o.user || '?'}, continued${reply.ephemeral ? ' (only you see this)' : ''}`, ...messageLines(more));
  for (const post of o.channel) out.push('── posted in the channel', ...messageLines(post));
  for (const dm of o.direct) out.push(`── private to @${dm.to} (in Discord: the private thread, else a direct message)`, ...messageLines(dm.message));
  if (o.form) {
    out.push(`── a form opens for @${o.user}: ${o.form.title}`);
    for (const f of o.form.fields) out.push(`  ${f.id}: ${f.value ?? ''}${f.value ? '' : `   (${f.placeholder ?? ''})`}`);
    out.push(`  (in the console, send it with: @${o.user} !submit ${o.form.customId} ${o.form.fields.map((f) => `${f.id}:"${f.value ?? '…'}"`).join(' ')})`);
  }
  for (const s of o.status ?? []) out.push(`── the status message in the channel, ${s.edited ? 'edited in place' : 'posted (later changes edit it)'}`, ...messageLines(s.message));
  return out.join('\n');
}

function messageLines(m: { content?: string; embeds: Embed[]; files: string[]; buttons: { id: string; label: string; disabled: boolean }[] }): string[] {
  const lines: string[] = [];
  if (m.content) lines.push(m.content);
  for (const e of m.embeds) {
    if (e.title) lines.push(`【${e.title}】`);
    if (e.description) lines.push(...e.description.split('\n').map((l) => `  ${l}`));
    for (const f of e.fields ?? []) lines.push(`  ${f.name}: ${f.value.replace(/\n/g, '\n    ')}`);
    if (e.footer) lines.push(`  — ${e.footer.text}`);
  }
  for (const f of m.files) lines.push(`  [${f.endsWith('.png') ? 'picture' : 'file'}] ${f}`);
  const active = m.buttons.filter((b) => !b.disabled);
  if (active.length) lines.push(`  buttons: ${active.map((b) => `[${b.label}] (!click ${b.id})`).join('  ')}`);
  return lines;
}
