import { filesReady, type Form, type Reply, type MessagePayload } from '../render/message.js';

/** Discord's message flag for a reply only its user sees. */
export const EPHEMERAL = 64;

/**
 * Our message, in the shape discord.js sends: embeds and components as Discord's JSON, files as buffers. Async
 * because a picture may still be encoding on the thread pool: this is where the bot waits for it.
 */
export async function toDiscord(message: MessagePayload) {
  return {
    content: message.content ?? undefined,
    embeds: message.embeds ?? [],
    files: (await filesReady(message)).map((f) => ({ attachment: f.data, name: f.name })),
    components: (message.buttons ?? []).map((row) => ({
      type: 1,
      components: row.map((b) => ({ type: 2, style: 2, custom_id: b.customId, label: b.label, disabled: !!b.disabled })),
    })),
  };
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
