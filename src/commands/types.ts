import type { StoredEvent, UserRef } from '../engine/core/types.js';
import type { DiceSource } from '../engine/dice.js';
import type { Form, MessagePayload, Reply } from '../render/message.js';
import type { GameStore } from '../store/game-store.js';
import type { StatusUpdate } from './step-status.js';
import type { ServerSettings } from '../store/server-settings.js';

/**
 * `user`: a Discord user (in the console `@bob`), handed to the handler as the user's id.
 * `role`: a role of the server (in the console `@&Referees` or `Referees`), handed to the handler as the role's id.
 * `attachment`: a text file (in the console a path), handed to the handler as its text.
 */
export type OptionType = 'string' | 'integer' | 'number' | 'boolean' | 'user' | 'role' | 'attachment';
export type OptionValue = string | number | boolean;

export interface Choice {
  name: string;
  value: string | number;
}

export interface OptionSpec {
  name: string;
  description: string;
  type: OptionType;
  required?: boolean;
  choices?: readonly Choice[];
  minValue?: number;
  maxValue?: number;
  maxLength?: number;
  /** Suggestions while the user types (Discord autocomplete; the console ignores it). */
  autocomplete?: (typed: string, ctx: AutocompleteContext) => Promise<Choice[]> | Choice[];
}

/** Everything outside the engine that a handler uses: injected, so tests and the console swap them. */
export interface Services {
  store: GameStore;
  /** Each server's own settings: its GM role. */
  servers: ServerSettings;
  dice: DiceSource;
  now: () => Date;
  newId: () => string;
}

/** One use of a command, from Discord or the console. */
export interface Invocation {
  command: string;
  subcommand?: string;
  options: Record<string, unknown>;
  user: UserRef;
  channelId: string;
  guildId: string | null;
  /** Discord's interaction id: a delivery seen twice applies once. */
  /** The names of the users its `user` options name, where Discord resolved them (the console's ids are names). */
  userNames?: Record<string, string>;
  interactionId?: string;
  /**
   * The ids of the server roles the user holds (Discord's `member.roles`; in the console those given with `~roles`).
   * Whether one of them is the server's GM role is the command layer's question (game-context.ts), never the engine's.
   */
  roles?: readonly string[];
  /** The user may manage the server (Discord's Manage Server permission; everyone in the console, its host's own). */
  manageServer?: boolean;
}

export interface HandlerContext {
  invocation: Invocation;
  /** The options, checked against the command's definition. */
  options: Record<string, OptionValue | undefined>;
  services: Services;
}

export interface AutocompleteContext {
  invocation: Invocation;
  services: Services;
}

/** What a command produced: the reply, what goes to the channel, what goes to single users, what was committed. */
export interface CommandResult {
  reply: Reply;
  /**
   * The rest of a reply too long for one message, sent right after it to the same people. Set by dispatch
   * (which splits every long message), not by the handlers.
   */
  replyContinued?: MessagePayload[];
  /** Public messages for the channel beside the reply (e.g. "alice made a private roll"). */
  channelPosts?: MessagePayload[];
  /**
   * Private messages to single users (the GM's copy of a private roll, a whisper, a report): delivered to each
   * one's private place in the channel — his private thread, else a direct message, else the channel is told.
   */
  privateMessages?: { userId: string; message: MessagePayload }[];
  /**
   * The status messages of the steps this command began, moved on or closed (issue 12): each posted once in the
   * channel and edited in place after. Set by dispatch from what was committed, not by the handlers.
   */
  statuses?: StatusUpdate[];
  /** A form to open for the user instead of a reply (a Discord modal), from a button: `reply` is its fallback text. */
  form?: Form;
  /** The events this command committed, for the console's --json and the tests. */
  events?: StoredEvent[];
  /** For a button: replace the message the button sits on instead of sending a new one. */
  updateMessage?: boolean;
  /**
   * For a button that did its work: the message it sits on keeps its text, its buttons are disabled, and the reply
   * is a new message (issue 12: a used control cannot be pressed again).
   */
  retireButton?: boolean;
  /** Set when the command failed: the sentence the user was told. Nothing was committed. */
  error?: string;
}

export type Handler = (ctx: HandlerContext) => Promise<CommandResult>;

export interface SubcommandSpec {
  name: string;
  description: string;
  /** Overrides its command's `slow` (a quick look inside a command that otherwise draws, e.g. `/day status`). */
  slow?: boolean;
  options: readonly OptionSpec[];
  /** A line that shows how to use it, for help and for error replies. */
  example: string;
  /** The reply will be ephemeral for these options (so a slow command defers the same way). */
  ephemeral?: (options: Record<string, unknown>) => boolean;
  /**
   * A secret the user keeps (recorded orders, a private roll, a whisper he sent, a set-up secret, realm orders): the
   * reply is also posted in his private place, so the record stays after the ephemeral reply is gone (issue 12).
   */
  keepInPrivatePlace?: (options: Record<string, unknown>) => boolean;
  /**
   * The command as a form (issue 12): a button `form:<command>:<subcommand>` opens these options as text fields,
   * filled with what `prefill` gives (his orders of today or yesterday); submitting runs the command.
   */
  form?: { title: string; fields: readonly string[]; prefill?: (ctx: { invocation: Invocation; services: Services }) => Promise<Record<string, string>> };
  handler: Handler;
}

/** A slash command: either a group of subcommands or one handler (`subcommands` with a single unnamed entry). */
export interface CommandSpec {
  name: string;
  description: string;
  subcommands: readonly SubcommandSpec[];
  /** True when the command has no subcommands: its one entry's options sit on the command itself. */
  flat?: boolean;
  /**
   * Its answers draw pictures or play a whole step of the game (the board, the calendar, the day, combat, a duel, a
   * campaign turn): on Discord it is deferred before its work begins (issue 26), so a slow database or a busy
   * machine never makes it miss Discord's 3 seconds. Other commands are deferred only once they take 1.5 s.
   */
  slow?: boolean;
}

/** A button's handler, found by the prefix of its custom id (`log:3` → `log`). */
export interface ComponentSpec {
  prefix: string;
  handler: (args: string[], ctx: { invocation: Invocation; services: Services }) => Promise<CommandResult>;
}
