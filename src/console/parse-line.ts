import type { Invocation } from '../commands/types.js';

export interface ParsedLine {
  user: string;
  channel?: string;
  command: string;
  subcommand?: string;
  options: Record<string, string>;
  /** `@bob !click log:2` presses a button instead of running a command. */
  click?: string;
  /** `@bob !submit form:orders:record phases:"M CV5"` sends a form (forms.ts) with these fields. */
  form?: string;
}

export class LineError extends Error {}

/** Splits a line into words, keeping "quoted text" (and key:"quoted text") together. */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quote: string | null = null;
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) tokens.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (quote) throw new LineError(`a quote (${quote}) is not closed`);
  if (started) tokens.push(current);
  return tokens;
}

/**
 * Reads a console line: `@alice /roll table name:bounty modifier:1`, optionally with a channel
 * (`@alice #tavern /game info`), or a button press (`@alice !click log:2`).
 */
export function parseLine(line: string): ParsedLine {
  const tokens = tokenize(line.trim());
  const user = tokens.shift();
  if (!user?.startsWith('@') || user.length < 2) throw new LineError('a line starts with the user, e.g. @alice /roll dice notation:2d6');
  let channel: string | undefined;
  if (tokens[0]?.startsWith('#')) channel = tokens.shift()!.slice(1);
  const head = tokens.shift();
  if (head === '!click') {
    const id = tokens.shift();
    if (!id) throw new LineError('!click needs the button id, e.g. @alice !click log:2');
    return { user: user.slice(1), channel, command: '', options: {}, click: id };
  }
  if (head === '!submit') {
    const id = tokens.shift();
    if (!id?.startsWith('form:')) throw new LineError('!submit needs the form id and its fields, e.g. @bob !submit form:orders:record phases:"M CV5, H"');
    return { ...withOptions({ user: user.slice(1), channel, command: '', options: {} }, tokens, false), form: id };
  }
  if (!head?.startsWith('/') || head.length < 2) throw new LineError('after the user comes a slash command, e.g. /roll dice notation:2d6');
  return withOptions({ user: user.slice(1), channel, command: head.slice(1).toLowerCase(), options: {} }, tokens, true);
}

/** The words after the command: its subcommand (the first word without a colon, where allowed) and name:value options. */
function withOptions(parsed: ParsedLine, tokens: string[], subcommand: boolean): ParsedLine {
  for (const [i, token] of tokens.entries()) {
    const colon = token.indexOf(':');
    if (colon < 0) {
      if (i === 0 && subcommand) {
        parsed.subcommand = token.toLowerCase();
        continue;
      }
      // A value with spaces left unquoted: `character:Black Knight` splits into two words.
      const before = tokens[i - 1];
      if (before?.includes(':')) {
        const colonAt = before.indexOf(':');
        const rest = tokens.slice(i);
        const words = rest.slice(0, rest.findIndex((t) => t.includes(':')) + 1 || rest.length + 1).filter((t) => !t.includes(':'));
        throw new LineError(`"${token}" is not an option: a value with spaces is quoted, e.g. ${before.slice(0, colonAt)}:"${[before.slice(colonAt + 1), ...words].join(' ')}"`);
      }
      throw new LineError(`"${token}" is not an option: write name:value, e.g. modifier:1`);
    }
    const key = token.slice(0, colon).toLowerCase();
    const value = token.slice(colon + 1);
    if (!key) throw new LineError(`"${token}" has no option name before the colon`);
    if (value === '') throw new LineError(`the option ${key} has no value: write ${key}:value`);
    parsed.options[key] = value;
  }
  return parsed;
}

export function toInvocation(p: ParsedLine, defaultChannel: string): Invocation {
  return {
    command: p.command,
    subcommand: p.subcommand,
    options: p.options,
    user: { id: p.user, name: p.user },
    channelId: p.channel ?? defaultChannel,
    guildId: 'console',
    // The console is its host's own table: whoever types a line may manage its one "server" (`/gm role`).
    manageServer: true,
  };
}
