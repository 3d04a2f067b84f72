import type { Embed, MessagePayload } from './message.js';

/**
 * Discord's limits, in one place. Commands are checked against them at registration and in a test; every
 * outgoing message is split to them first (split-message.ts: a long text goes out as several messages) and then
 * fitted here, the last guard, so a long log or table never makes Discord refuse a reply.
 */
export const LIMITS = {
  commandName: /^[-_\p{L}\p{N}]{1,32}$/u,
  commandDescription: 100,
  optionsPerCommand: 25,
  choicesPerOption: 25,
  choiceName: 100,
  /** A string choice's value (https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure). */
  choiceValue: 100,
  /**
   * One command's names, descriptions and choice names and values, its subcommands' and options' included, added
   * up (https://discord.com/developers/docs/interactions/application-commands#registering-a-command): Discord
   * refuses a larger command, and with it the whole bulk registration.
   */
  commandTotal: 4000,
  /** Commands of one kind (chat input) an application may register, globally or in one server. */
  commandsPerApplication: 100,
  autocompleteChoices: 25,
  content: 2000,
  embedsPerMessage: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  embedTotal: 6000,
  buttonLabel: 80,
  buttonsPerRow: 5,
  buttonRows: 5,
  customId: 100,
  filesPerMessage: 10,
} as const;

const ELLIPSIS = '…';

export function clip(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - ELLIPSIS.length) + ELLIPSIS;
}

/**
 * The cuts a message's body never needs: a title, a footer and a field's name clipped to their limits (an empty
 * field name or value, which Discord refuses, becomes an invisible space). The body is left whole for
 * `splitMessage` (split-message.ts) to spread over several embeds and messages.
 */
export function fitEmbedHeads(embed: Embed): Embed {
  const fitted: Embed = { ...embed };
  if (fitted.title !== undefined) fitted.title = clip(fitted.title, LIMITS.embedTitle);
  if (fitted.footer) fitted.footer = { text: clip(fitted.footer.text, LIMITS.footer) };
  if (fitted.fields) fitted.fields = fitted.fields.map((f) => ({ ...f, name: clip(f.name || '\u200b', LIMITS.fieldName), value: f.value || '\u200b' }));
  return fitted;
}

/**
 * Cuts an embed to Discord's limits (fields beyond 25 dropped, texts clipped, the 6,000 total respected): the last
 * guard before Discord. Replies are split first (split-message.ts), so that this never has to cut a body.
 */
export function fitEmbed(embed: Embed): Embed {
  const fitted = fitEmbedHeads(embed);
  if (fitted.description !== undefined) fitted.description = clip(fitted.description, LIMITS.embedDescription);
  if (fitted.fields) fitted.fields = fitted.fields.slice(0, LIMITS.embedFields).map((f) => ({ ...f, value: clip(f.value, LIMITS.fieldValue) }));
  // The total of all texts: shorten the description first, then drop trailing fields.
  while (embedLength(fitted) > LIMITS.embedTotal) {
    const excess = embedLength(fitted) - LIMITS.embedTotal;
    if (fitted.description && fitted.description.length > excess + 100) {
      fitted.description = clip(fitted.description, fitted.description.length - excess);
    } else if (fitted.fields?.length) {
      fitted.fields = fitted.fields.slice(0, -1);
    } else {
      fitted.description = clip(fitted.description ?? '', Math.max(1, (fitted.description ?? '').length - excess));
      break;
    }
  }
  return fitted;
}

export function embedLength(e: Embed): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

export function fitMessage<T extends MessagePayload>(message: T): T {
  return {
    ...message,
    content: message.content === undefined ? undefined : clip(message.content, LIMITS.content),
    embeds: message.embeds?.slice(0, LIMITS.embedsPerMessage).map(fitEmbed),
    files: message.files?.slice(0, LIMITS.filesPerMessage),
    buttons: message.buttons
      ?.slice(0, LIMITS.buttonRows)
      .map((row) => row.slice(0, LIMITS.buttonsPerRow).map((b) => ({ ...b, label: clip(b.label, LIMITS.buttonLabel) }))),
  };
}
