import { gzipSync } from 'node:zlib';
import type { MessageFile } from './message.js';

/**
 * Discord takes at most 10 MiB of attachments in one message on a server without boosts (the interaction's
 * `attachment_size_limit`); a margin is kept for the message itself.
 */
export const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024 - 64 * 1024;

/**
 * Text files that fit in one message: sent as they are when they fit, else each compressed (`.gz`, which every
 * system opens; a log compresses about ten times). Undefined when even compressed they are too big.
 */
export function filesWithin(files: readonly { name: string; data: Buffer }[], limit = ATTACHMENTS_MAX_BYTES): MessageFile[] | undefined {
  const total = (list: readonly { data: Buffer }[]) => list.reduce((n, f) => n + f.data.length, 0);
  if (total(files) <= limit) return [...files];
  const packed = files.map((f) => ({ name: `${f.name}.gz`, data: gzipSync(f.data, { level: 9 }) }));
  return total(packed) <= limit ? packed : undefined;
}
