import type { GameState } from '../engine/core/state.js';
import { findPlayer, isGm } from '../engine/core/state.js';
import type { MessagePayload } from '../render/message.js';
import type { GameStore } from '../store/game-store.js';
import type { Delivered, Outbox } from './outbox.js';

/** Who someone is in the channel's game, as his thread and the notices name him: "Amazon (bob)", "GM (carol)". */
export function placeNameIn(state: GameState | undefined, userId: string): string | undefined {
  if (!state) return undefined;
  const player = findPlayer(state, userId);
  if (player) return `${player.character} (${player.userName})`;
  if (isGm(state, userId) || state.roleGms?.[userId]) return `GM (${state.gm.name})`;
  return undefined;
}

/** The channel's game (or its last), read once and only when a thread must be named or a failure told. */
export function channelGameOnce(store: GameStore, channelId: string): () => Promise<GameState | undefined> {
  let loaded: Promise<GameState | undefined> | undefined;
  return () => (loaded ??= store.channelGame(channelId, { orLatest: true }).catch(() => undefined));
}

/** The channel's notice that a copy could not be delivered: who, and what to do — never the secret. */
export function undeliveredNotice(names: string[]): MessagePayload {
  const who = names.join(', ');
  return {
    content: `⚠ ${who}'s ${names.length === 1 ? 'copy' : 'copies'} could not be delivered: ${names.length === 1 ? 'they' : 'each'} should allow direct messages from this server's members, or the GM should check the bot's thread permissions (Create Private Threads, Send Messages in Threads). /log keeps it meanwhile.`,
  };
}

/**
 * Delivers private messages to their people's private places in a channel (issue 12). Whatever cannot be delivered
 * — no thread, no direct message — is told in the channel by name, without the secret, so that nothing secret is
 * lost without someone being told (the log keeps it for /log either way). Returns how each was delivered.
 */
export async function deliverPrivately(
  outbox: Outbox,
  where: { channelId: string; guildId: string | null; game: () => Promise<GameState | undefined> },
  messages: readonly { userId: string; message: MessagePayload; nonce?: string }[],
): Promise<Delivered[]> {
  const nameOf = async (userId: string) => placeNameIn(await where.game(), userId) ?? `<@${userId}>`;
  const results: Delivered[] = [];
  for (const m of messages) {
    results.push(await outbox.toPrivatePlace({ channelId: where.channelId, guildId: where.guildId, userId: m.userId }, () => nameOf(m.userId), m.message, m.nonce));
  }
  const failed = [...new Set(messages.filter((_, i) => results[i] === 'failed').map((m) => m.userId))];
  if (failed.length) {
    const names = await Promise.all(failed.map(nameOf));
    await outbox.post(where.channelId, undeliveredNotice(names)).catch(() => {});
  }
  return results;
}
