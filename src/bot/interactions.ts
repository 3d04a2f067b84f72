import {
  ApplicationCommandOptionType,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type APIInteractionGuildMember,
  type Client,
  type CommandInteractionOption,
  DiscordAPIError,
  type GuildMember,
  type Interaction,
  type ModalSubmitInteraction,
  PermissionFlagsBits,
} from 'discord.js';
import { autocomplete, dispatch, dispatchComponent, picturesEncoded } from '../commands/dispatch.js';
import { submittedForm } from '../commands/forms.js';
import { findSubcommand } from '../commands/registry.js';
import type { CommandResult, Invocation, Services } from '../commands/types.js';
import { errorReply } from '../render/embeds.js';
import type { Reply } from '../render/message.js';
import type { Outbox } from '../delivery/outbox.js';
import { channelGameOnce, deliverPrivately } from '../delivery/private-delivery.js';
import type { Logger } from './logger.js';
import { EPHEMERAL, pingsApart, toDiscord, toDiscordEdit, toDiscordModal, toDiscordReply } from './payload.js';

/**
 * Discord wants an answer within 3 s; past this (1.5 s) the bot defers and edits the reply when it is ready. An object,
 * as ANSWER_WITHIN is, so a test of the deferral need not wait the 1.5 s (its commit is held until the bot deferred).
 */
export const DEFER_AFTER = { ms: 1500 };

type Answerable = ChatInputCommandInteraction | ButtonInteraction | ModalSubmitInteraction;

function invocationOf(i: Answerable | AutocompleteInteraction, options: Record<string, unknown> = {}, command = '', subcommand?: string): Invocation {
  const member = i.member as { displayName?: string; nick?: string | null } | null;
  return {
    command,
    subcommand,
    options,
    user: { id: i.user.id, name: member?.displayName ?? member?.nick ?? i.user.globalName ?? i.user.username },
    channelId: i.channelId ?? i.user.id,
    guildId: i.guildId,
    interactionId: i.id,
    roles: memberRoles(i.member),
    userNames: namedUsers(i),
    // The member's permissions in this channel, as Discord computed them for the interaction (Administrator counts).
    manageServer: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
  };
}

/**
 * The names of the users a command's `user` options name, from the interaction's resolved users and members (a
 * handler gets only their ids): "carol runs the game", not a bare mention, also where mentions do not show (a thread's name).
 */
function namedUsers(i: Answerable | AutocompleteInteraction): Record<string, string> {
  if (!i.isChatInputCommand()) return {};
  const names: Record<string, string> = {};
  const walk = (list: readonly CommandInteractionOption[]) => {
    for (const o of list) {
      if (o.type === ApplicationCommandOptionType.User && o.user) {
        const member = o.member as { displayName?: string; nick?: string | null } | null | undefined;
        names[o.user.id] = member?.displayName ?? member?.nick ?? o.user.globalName ?? o.user.username;
      }
      walk(o.options ?? []);
    }
  };
  walk(i.options.data);
  return names;
}

/**
 * The role ids of the member who acts: the interaction's `member.roles` (an array of ids in the API payload, a role
 * manager once discord.js has made a GuildMember of it). None in a direct message.
 */
function memberRoles(member: GuildMember | APIInteractionGuildMember | null): string[] {
  if (!member) return [];
  return Array.isArray(member.roles) ? [...member.roles] : [...(member as GuildMember).roles.cache.keys()];
}

/** A subcommand's options (or a flat command's) as name → value. */
function optionValues(data: readonly CommandInteractionOption[]): { subcommand?: string; options: Record<string, unknown> } {
  const sub = data.find((o) => o.type === ApplicationCommandOptionType.Subcommand);
  const list = sub ? (sub.options ?? []) : data;
  return { subcommand: sub?.name, options: Object.fromEntries(list.map((o) => [o.name, o.value])) };
}

/** What answering an interaction needs besides the command handlers' services. */
interface Answering {
  services: Services;
  outbox: Outbox;
  log: Logger;
}

export function attachInteractionHandler(client: Client, services: Services, log: Logger, outbox: Outbox): void {
  client.on('interactionCreate', (interaction) => {
    void handleInteraction(interaction, { services, log, outbox });
  });
}

async function handleInteraction(interaction: Interaction, how: Answering): Promise<void> {
  const { log } = how;
  try {
    if (interaction.isChatInputCommand()) await onCommand(interaction, how);
    else if (interaction.isAutocomplete()) await onAutocomplete(interaction, how.services, log);
    else if (interaction.isButton()) await onButton(interaction, how);
    else if (interaction.isModalSubmit()) await onFormSubmitted(interaction, how);
  } catch (error) {
    if (interactionGone(error)) {
      // Answered past Discord's 3 s (or its token's 15 minutes): nothing more can be sent on this interaction.
      log.warn({ err: error, interaction: interaction.id }, 'answered too late: Discord no longer takes answers to this interaction');
      return;
    }
    log.error({ err: error, interaction: interaction.id }, 'interaction failed');
    if (interaction.isRepliable()) {
      // The command may have run (the failure can be in sending its answer): never claim that nothing changed.
      const payload = await toDiscordReply(errorReply('something went wrong while answering, and your command may or may not have been applied', 'look at /log before you run it again'));
      await (interaction.replied || interaction.deferred ? interaction.followUp({ ...payload, flags: EPHEMERAL }) : interaction.reply(payload)).catch((e) =>
        log.warn({ err: e }, 'could not send the error reply'),
      );
    }
  }
}

/** Discord's codes for an interaction it no longer takes answers to: Unknown interaction, Invalid Webhook Token. */
const GONE = new Set([10062, 50027]);
const interactionGone = (error: unknown) => error instanceof DiscordAPIError && GONE.has(Number(error.code));

/** The most bytes of an attached text file the bot reads (a 40 × 40 map is about 3.3 KB). */
const ATTACHMENT_BYTES = 64 * 1024;

/**
 * Attachment options arrive as a file on Discord's CDN: the handlers get its text. A file that is too big, not
 * text, or unreachable becomes a value the option check refuses with a sentence.
 */
async function readAttachments(data: readonly CommandInteractionOption[], options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const list = data.find((o) => o.type === ApplicationCommandOptionType.Subcommand)?.options ?? data;
  const out = { ...options };
  for (const o of list) {
    if (o.type !== ApplicationCommandOptionType.Attachment || !o.attachment) continue;
    const a = o.attachment;
    if (a.size > ATTACHMENT_BYTES || (a.contentType && !a.contentType.startsWith('text/'))) {
      out[o.name] = { notText: a.name };
      continue;
    }
    try {
      const response = await fetch(a.url, { signal: AbortSignal.timeout(5000) });
      out[o.name] = response.ok ? await response.text() : { unreadable: a.name };
    } catch {
      out[o.name] = { unreadable: a.name };
    }
  }
  return out;
}

async function onCommand(i: ChatInputCommandInteraction, how: Answering): Promise<void> {
  const { subcommand, options } = optionValues(i.options.data);
  await runCommand(i, i.commandName, subcommand, options, async () => readAttachments(i.options.data, options), how);
}

/**
 * Runs a command for an interaction (a slash command, a submitted form) and answers it: deferred the way the
 * command's reply will be seen when it is slow. `optionsReady` gives the options the handler gets (attachments read).
 */
async function runCommand(i: ChatInputCommandInteraction | ModalSubmitInteraction, command: string, subcommand: string | undefined, options: Record<string, unknown>, optionsReady: () => Promise<Record<string, unknown>>, how: Answering): Promise<void> {
  const found = findSubcommand(command, subcommand);
  const ephemeralGuess = found?.sub.ephemeral?.(options) ?? false;
  // A slow command is deferred before its work begins: nothing it does can then make Discord's 3 seconds pass.
  if (found?.sub.slow ?? found?.command.slow) await defer(i, ephemeralGuess);
  const work = (async () => picturesEncoded(await dispatch(invocationOf(i, await optionsReady(), command, subcommand), how.services, how.log)))();
  await deliver(i, await withDeferral(i, work, ephemeralGuess), how);
}

const defer = async (i: Answerable, ephemeral: boolean) => {
  if (i.deferred || i.replied) return;
  if (i.isButton()) await i.deferUpdate();
  else await i.deferReply({ flags: ephemeral ? EPHEMERAL : undefined });
};

/** Answers at once when the work is quick; otherwise defers first so Discord keeps the interaction alive. */
async function withDeferral(i: Answerable, work: Promise<CommandResult>, ephemeral: boolean): Promise<CommandResult> {
  if (!i.deferred) {
    let timer: NodeJS.Timeout | undefined;
    const deferred = new Promise<'defer'>((resolve) => {
      timer = setTimeout(() => resolve('defer'), DEFER_AFTER.ms);
    });
    const first = await Promise.race([work, deferred]);
    clearTimeout(timer);
    if (first !== 'defer') return first;
    await defer(i, ephemeral);
  }
  // A database that hangs (no answer, not down) must not leave the deferral "thinking": answer well inside
  // Discord's 15 minutes, without claiming what happened to the command.
  let cap: NodeJS.Timeout | undefined;
  const late = new Promise<CommandResult>((resolve) => {
    cap = setTimeout(() => resolve(tooLate()), ANSWER_WITHIN.ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(cap);
  }
}

/** How long a deferred command may take before its deferral is answered anyway (tests shorten it). */
export const ANSWER_WITHIN = { ms: 60_000 };

function tooLate(): CommandResult {
  const message = "the game's database did not answer in time, so your command may or may not have been applied";
  return { reply: errorReply(message, 'look at /log in a minute before you run it again'), error: message };
}

async function deliver(i: Answerable, result: CommandResult, how: Answering): Promise<void> {
  const { services, outbox } = how;
  if (i.isButton() && result.form && !result.error && !i.deferred) {
    await i.showModal(toDiscordModal(result.form));
    return;
  }
  const reply = await toDiscordReply(result.reply);
  if (i.isButton() && result.retireButton && !result.error) {
    // The used control is disabled on its message; what it did is a new message.
    const retired = { components: disabledComponents(i.message.components) };
    await (i.deferred ? i.editReply(retired) : i.update(retired));
    await i.followUp(reply);
  } else if (i.isButton() && result.updateMessage && !result.error) {
    await editAndCall(i, result.reply, (edit) => (i.deferred ? i.editReply(edit) : i.update(edit)));
  } else if (i.deferred) {
    const deferredEphemeral = i.ephemeral ?? false;
    if (deferredEphemeral === result.reply.ephemeral) await editAndCall(i, result.reply, (edit) => i.editReply(edit));
    else {
      // The deferral guessed the wrong visibility: replace it with a follow-up of the right one.
      await i.deleteReply().catch(() => {});
      await i.followUp(reply);
    }
  } else {
    await i.reply(reply);
  }
  // A reply too long for one message goes on in follow-ups, seen by the same people.
  for (const more of result.replyContinued ?? []) await i.followUp(await toDiscordReply({ ...more, ephemeral: result.reply.ephemeral }));
  for (const post of result.channelPosts ?? []) await i.followUp(await toDiscord(post));
  // The status of a step the command moved: its message edited in place (issue 12). Its failure is logged, not
  // told: the command's own answer is out, and the next change makes the status again.
  for (const s of result.statuses ?? []) await outbox.status(i.channelId ?? i.user.id, s.key, s.message).catch((err) => how.log.warn({ err, key: s.key }, 'the status message was not posted'));
  // Each secret to its person's private place; one that cannot be delivered is told in the channel (issue 12).
  if (result.privateMessages?.length) {
    const channelId = i.channelId ?? i.user.id;
    await deliverPrivately(outbox, { channelId, guildId: i.guildId, game: channelGameOnce(services.store, channelId) }, result.privateMessages);
  }
}

/**
 * A reply sent as an edit (of the deferral, or of the button's message), and whom it calls in a new message after it:
 * Discord rings nobody for an edit (payload.ts, pingsApart).
 */
async function editAndCall(i: Answerable, reply: Reply, sendEdit: (edit: Awaited<ReturnType<typeof toDiscordEdit>>) => Promise<unknown>): Promise<void> {
  const { edit, call } = pingsApart(reply);
  await sendEdit(await toDiscordEdit(edit));
  if (call) await i.followUp(await toDiscordReply({ ...call, ephemeral: reply.ephemeral }));
}

/** A message's rows of components as Discord's JSON, every button disabled. */
function disabledComponents(rows: ButtonInteraction['message']['components']) {
  return rows.map((row) => {
    const json = row.toJSON() as { type: number; components?: { type: number; disabled?: boolean }[] };
    return { ...json, components: (json.components ?? []).map((c) => (c.type === 2 ? { ...c, disabled: true } : c)) };
  });
}

/** Every autocomplete gets an answer: no suggestions when the payload has no focused option or the look-up fails. */
async function onAutocomplete(i: AutocompleteInteraction, services: Services, log: Logger): Promise<void> {
  const { subcommand, options } = optionValues(i.options.data);
  let choices: Awaited<ReturnType<typeof autocomplete>> = [];
  try {
    const focused = i.options.getFocused(true);
    choices = await autocomplete(invocationOf(i, options, i.commandName, subcommand), focused.name, String(focused.value ?? ''), services);
  } catch (err) {
    log.debug({ err, command: i.commandName }, 'autocomplete answered empty');
  }
  await i.respond(choices);
}

async function onButton(i: ButtonInteraction, how: Answering): Promise<void> {
  const work = dispatchComponent(i.customId, invocationOf(i), how.services, how.log).then(picturesEncoded);
  // A form is the first answer to its button or none (Discord shows no modal after a deferral): a form button is
  // not deferred; its work is one read of the game, well inside the 3 s.
  const result = i.customId.startsWith('form:') ? await work : await withDeferral(i, work, true);
  await deliver(i, result, how);
}

/** A submitted form runs the command it names, its fields as the options (forms.ts). */
async function onFormSubmitted(i: ModalSubmitInteraction, how: Answering): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [id, field] of i.fields.fields) if ('value' in field && typeof field.value === 'string') fields[id] = field.value;
  const named = submittedForm(findSubcommand, i.customId, fields);
  if (!named) {
    await i.reply(await toDiscordReply(errorReply('this form is no longer in use', 'use the slash command instead')));
    return;
  }
  await runCommand(i, named.command, named.subcommand, named.options, async () => named.options, how);
}
