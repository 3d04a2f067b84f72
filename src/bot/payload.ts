import type { Reply, MessagePayload } from '../render/message.js';

/** Discord's message flag for a reply only its user sees. */
export const EPHEMERAL = 64;

/** Our message, in the shape discord.js sends: embeds and components as Discord's JSON, files as buffers. */
export function toDiscord(message: MessagePayload) {
  return {
    content: message.content ?? undefined,
    embeds: message.embeds ?? [],
    files: (message.files ?? []).map((f) => ({ attachment: f.data, name: f.name })),
    components: (message.buttons ?? []).map((row) => ({
      type: 1,
      components: row.map((b) => ({ type: 2, style: 2, custom_id: b.customId, label: b.label, disabled: !!b.disabled })),
    })),
  };
}

export function toDiscordReply(reply: Reply) {
  return { ...toDiscord(reply), flags: reply.ephemeral ? EPHEMERAL : undefined };
}
