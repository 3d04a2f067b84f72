import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { findSubcommand } from '../commands/registry.js';
import type { Invocation } from '../commands/types.js';
import { join, resolve } from 'node:path';
import { dispatch, dispatchComponent, type DispatchLogger } from '../commands/dispatch.js';
import type { CommandResult, Services } from '../commands/types.js';
import type { DiceSource } from '../engine/dice.js';
import { filesReady, type Embed, type MessagePayload } from '../render/message.js';
import { GameStore } from '../store/game-store.js';
import type { Database } from '../store/db.js';
import { LineError, parseLine, toInvocation } from './parse-line.js';

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
  events: CommandResult['events'];
}

/**
 * The local console: the same command handlers as the bot, driven by lines of text. A game played
 * here is the same game the bot would play.
 */
export class ConsoleSession {
  readonly services: Services;
  private imageCount = 0;

  constructor(
    db: Database,
    dice: DiceSource,
    private readonly opts: { imagesDir?: string; now?: () => Date; log?: DispatchLogger } = {},
  ) {
    this.services = { store: new GameStore(db.db, { now: opts.now }), dice, now: opts.now ?? (() => new Date()), newId: randomUUID };
  }

  async run(line: string): Promise<LineOutcome> {
    let result: CommandResult;
    let user = '';
    let command = '';
    try {
      const parsed = parseLine(line);
      user = parsed.user;
      const invocation = readAttachments(toInvocation(parsed, CONSOLE_CHANNEL));
      command = parsed.click ? `!click ${parsed.click}` : `/${[parsed.command, parsed.subcommand].filter(Boolean).join(' ')}`;
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
      events: result.events,
    };
  }

  /** Writes attached pictures (once encoded) to the images folder and names them by path. */
  private messageJSON(m: MessagePayload) {
    return messageJSON(m, (name, data) => {
      const dir = resolve(this.opts.imagesDir ?? 'out/images');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${String(++this.imageCount).padStart(3, '0')}-${name}`);
      writeFileSync(path, data);
      return path;
    });
  }
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

async function messageJSON(m: MessagePayload, save: (name: string, data: Buffer) => string = (n) => n) {
  return {
    content: m.content,
    embeds: m.embeds ?? [],
    files: (await filesReady(m)).map((f) => save(f.name, f.data)),
    buttons: (m.buttons ?? []).flat().map((b) => ({ id: b.customId, label: b.label, disabled: !!b.disabled })),
  };
}

/** The outcome as a person reads it in a terminal. */
export function formatOutcome(o: LineOutcome): string {
  const out: string[] = [];
  const reply = o.reply;
  out.push(`${o.ok ? '' : ''}── reply to @${o.user || '?'}${reply.ephemeral ? ' (only you see this)' : ''}`);
  out.push(...messageLines(reply));
  for (const more of o.replyContinued ?? []) out.push(`── reply to @${o.user || '?'}, continued${reply.ephemeral ? ' (only you see this)' : ''}`, ...messageLines(more));
  for (const post of o.channel) out.push('── posted in the channel', ...messageLines(post));
  for (const dm of o.direct) out.push(`── direct message to @${dm.to}`, ...messageLines(dm.message));
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
  for (const f of m.files) lines.push(`  [picture] ${f}`);
  const active = m.buttons.filter((b) => !b.disabled);
  if (active.length) lines.push(`  buttons: ${active.map((b) => `[${b.label}] (!click ${b.id})`).join('  ')}`);
  return lines;
}
