import { RuleError } from '../engine/core/types.js';
import { DiceExhaustedError } from '../engine/dice.js';
import { errorReply } from '../render/embeds.js';
import { witnessCommits } from '../store/commit-witness.js';
import type { Committed } from '../store/game-store.js';
import { completionCalls, stepStatuses } from './step-status.js';
import { DatabaseUnreachableError, isConnectionError } from '../store/unreachable.js';
import { fitMessage } from '../render/limits.js';
import { filesReady, type MessagePayload } from '../render/message.js';
import { splitMessage } from '../render/split-message.js';
import { COMMANDS, COMPONENTS, findSubcommand } from './registry.js';
import { OptionError, parseOptions } from './parse-options.js';
import type { Choice, CommandResult, Invocation, Services, SubcommandSpec } from './types.js';

export interface DispatchLogger {
  error(obj: object, msg: string): void;
}

/**
 * Runs one command for Discord or the console. Never throws: every failure becomes an ephemeral reply
 * that says what was wrong and how to do it right. Nothing is committed unless the handler's action
 * committed whole.
 */
export async function dispatch(invocation: Invocation, services: Services, log?: DispatchLogger): Promise<CommandResult> {
  const found = findSubcommand(invocation.command, invocation.subcommand);
  if (!found) {
    const group = COMMANDS.find((c) => c.name === invocation.command);
    if (group) {
      // A command that exists, without a subcommand it has (the console lets one type `/orders` alone).
      const subs = group.subcommands.map((x) => x.name).join(', ');
      const message = invocation.subcommand ? `/${group.name} has no subcommand ${invocation.subcommand}` : `/${group.name} needs a subcommand: ${subs}`;
      return { reply: errorReply(message, `the subcommands of /${group.name} are ${subs}; for example: ${group.subcommands[0]!.example}`), error: message };
    }
    const message = `there is no command /${[invocation.command, invocation.subcommand].filter(Boolean).join(' ')}`;
    return { reply: errorReply(message, `the commands are: ${COMMANDS.map((c) => '/' + c.name).join(', ')}`), error: message };
  }
  const run = await witnessCommits(async () => {
    const options = parseOptions(found.sub, invocation.options);
    return fit(kept(await found.sub.handler({ invocation, options, services }), found.sub, invocation));
  });
  return 'result' in run ? withStatuses(run.result, run.commits, services, log) : failure(run.error, `for example: ${found.sub.example}`, log, invocation, run.committed);
}

/** Runs a button press (custom id `prefix:arg:arg`). */
export async function dispatchComponent(customId: string, invocation: Invocation, services: Services, log?: DispatchLogger): Promise<CommandResult> {
  const [prefix = '', ...args] = customId.split(':');
  const component = COMPONENTS.find((c) => c.prefix === prefix);
  if (!component) return { reply: errorReply('this button is no longer in use', 'run the command again'), error: 'unknown button' };
  const run = await witnessCommits(async () => fit(await component.handler(args, { invocation, services })));
  return 'result' in run ? withStatuses(run.result, run.commits, services, log) : failure(run.error, 'run the command again', log, invocation, run.committed);
}

/** The status messages of the steps the commits moved (step-status.ts); a failure there costs the status, not the reply. */
async function withStatuses(result: CommandResult, commits: readonly Committed[], services: Services, log?: DispatchLogger): Promise<CommandResult> {
  if (commits.length === 0) return result;
  try {
    const statuses = await stepStatuses(commits, services);
    // A step the commits completed calls for what its kind does then (Birdsong: the GM), whichever command did it.
    const calls = completionCalls(commits);
    const withCalls = calls.channelPosts.length || calls.privateMessages.length
      ? { ...result, channelPosts: [...(result.channelPosts ?? []), ...calls.channelPosts], privateMessages: [...(result.privateMessages ?? []), ...calls.privateMessages] }
      : result;
    return statuses.length ? { ...withCalls, statuses } : withCalls;
  } catch (err) {
    log?.error({ err }, 'the step status was not made');
    return result;
  }
}

/** Suggestions for the option being typed; empty on any trouble (autocomplete must never fail loudly). */
export async function autocomplete(invocation: Invocation, focused: string, typed: string, services: Services): Promise<Choice[]> {
  const found = findSubcommand(invocation.command, invocation.subcommand);
  const option = found?.sub.options.find((o) => o.name === focused);
  if (!option?.autocomplete) return [];
  try {
    return (await option.autocomplete(typed, { invocation, services })).slice(0, 25);
  } catch {
    return [];
  }
}

/** A secret the user keeps: his reply goes to his private place too (SubcommandSpec.keepInPrivatePlace). */
function kept(result: CommandResult, sub: SubcommandSpec, invocation: Invocation): CommandResult {
  if (result.error || !result.events?.length || !result.reply.ephemeral || !sub.keepInPrivatePlace?.(invocation.options)) return result;
  const { ephemeral: _ephemeral, buttons: _buttons, ...message } = result.reply;
  return { ...result, privateMessages: [{ userId: invocation.user.id, message }, ...(result.privateMessages ?? [])] };
}

/** Every message within Discord's limits: one too long goes out as several (splitMessage), in order, nothing cut from its body. */
function fit(result: CommandResult): CommandResult {
  const [reply, ...continued] = splitMessage(result.reply);
  return {
    ...result,
    reply: fitMessage(reply),
    ...(continued.length ? { replyContinued: continued.map(fitMessage) } : {}),
    channelPosts: result.channelPosts?.flatMap(asMessages),
    privateMessages: result.privateMessages?.flatMap((d) => asMessages(d.message).map((message) => ({ ...d, message }))),
  };
}

/**
 * Resolves (with the same result) when every picture in it has finished encoding: the renderers deflate on the
 * thread pool, so a handler returns before its pictures are ready. The bot awaits this inside its deferral
 * window, so a slow encoding still gets the interaction deferred in time.
 */
export async function picturesEncoded(result: CommandResult): Promise<CommandResult> {
  const messages = [result.reply, ...(result.replyContinued ?? []), ...(result.channelPosts ?? []), ...(result.privateMessages ?? []).map((d) => d.message)];
  await Promise.all(messages.map(filesReady));
  return result;
}

function asMessages(message: MessagePayload): MessagePayload[] {
  return splitMessage(message).map(fitMessage);
}

function failure(error: unknown, example: string, log: DispatchLogger | undefined, invocation: Invocation, committed = false): CommandResult {
  if (committed) {
    // The action stands: saying "nothing was changed" would make the user run it again and apply it twice.
    log?.error({ err: error, command: invocation.command, subcommand: invocation.subcommand }, 'failed after the commit');
    const message = 'your action was applied, but something went wrong on our side while answering';
    return { reply: errorReply(message, 'do not run it again: /log shows what happened'), error: message };
  }
  // A read (a view, /log) that could not reach the database; the store already turns an action's into this error.
  if (!(error instanceof RuleError) && isConnectionError(error)) {
    log?.error({ err: error, command: invocation.command, subcommand: invocation.subcommand }, 'database unreachable');
    error = new DatabaseUnreachableError();
  }
  if (error instanceof RuleError) return { reply: errorReply(error.message, error.hint), error: error.message };
  if (error instanceof OptionError) return { reply: errorReply(error.message, example), error: error.message };
  if (error instanceof DiceExhaustedError) return { reply: errorReply(error.message), error: error.message };
  log?.error({ err: error, command: invocation.command, subcommand: invocation.subcommand }, 'command failed');
  const message = 'something went wrong on our side, and nothing was changed';
  return { reply: errorReply(message, "try again; if it keeps failing, tell the bot's host"), error: message };
}
