import { calling, filesReady, type Form, type Reply, type MessagePayload } from '../render/message.js';

/** Discord's message flag for a reply only its user sees. */
export const EPHEMERAL = 64;

/**
 * Our message as a new message, in the shape discord.js sends: embeds and components as Discord's JSON, files as
 * buffers. It rings exactly the users it calls (`pings`) and nobody else: no @everyone, no role, no other user named
 * in it (Discord's `allowed_mentions`). Async because a picture may still be encoding on the thread pool: this is
 * where the bot waits for it.
 */
export async function toDiscord(message: MessagePayload) {
  return {
    ...(await toDiscordEdit(message)),
    allowedMentions: { parse: [], users: [...(message.pings ?? [])] },
  };
}

/**
 * Our message as an edit of one already sent. Discord never notifies for a mention added by an edit, so an edit
 * names nobody to ring; a message that calls someone is split first (`pingsApart`).
 */
export async function toDiscordEdit(message: MessagePayload) {
  return {
    allowedMentions: { parse: [], users: [] as string[] },
    content: message.content ?? undefined,
    embeds: message.embeds ?? [],
    files: (await filesReady(message)).map((f) => ({ attachment: f.data, name: f.name })),
    components: (message.buttons ?? []).map((row) => ({
      type: 1,
      components: row.map((b) => ({ type: 2, style: 2, custom_id: b.customId, label: b.label, disabled: !!b.disabled })),
    })),
  };
}

/**
 * A message that calls users, about to go out as an edit (a deferred reply, a button's message): the edit keeps
 * everything but the call, and the call (its content, which names them) goes in a new message after it, where
 * Discord does ring (issue 26). A message that calls nobody is the edit itself.
 */
export function pingsApart(message: MessagePayload): { edit: MessagePayload; call?: MessagePayload } {
  const { pings, ...rest } = message;
  if (!pings?.length) return { edit: rest };
  const hasBody = !!(rest.embeds?.length || rest.files?.length);
  if (!hasBody) return { edit: rest, call: { ...calling(pings) } };
  const { content, ...body } = rest;
  return { edit: body, call: { content: content ?? calling(pings).content!, pings } };
}

export async function toDiscordReply(reply: Reply) {
  return { ...(await toDiscord(reply)), flags: reply.ephemeral ? EPHEMERAL : undefined };
}

/** A form as Discord's modal: one text input per row (https://discord.com/developers/docs/interactions/message-components#text-inputs). */
export function toDiscordModal(form: Form) {
  return {
    custom_id: form.customId,
    title: form.title,
    components: form.fields.map((f) => ({
      type: 1,
      components: [
        {
          type: 4,
          custom_id: f.id,
          label: f.label,
          style: f.long ? 2 : 1,
          required: f.required,
          ...(f.value ? { value: f.value } : {}),
          ...(f.placeholder ? { placeholder: f.placeholder } : {}),
          ...(f.maxLength ? { max_length: f.maxLength } : {}),
        },
      ],
    })),
  };
}
