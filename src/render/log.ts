import type { LogReader } from '../engine/core/part.js';
import type { StoredEvent } from '../engine/core/types.js';
import { describeEvent } from '../engine/parts.js';
import { COLORS, type Button, type Embed } from './message.js';

export const LOG_PAGE_SIZE = 15;

/** One page of the log (1 = oldest) as an embed with Older/Newer buttons; each line in the reader's terms. */
export function logPage(
  events: readonly StoredEvent[],
  page: number | undefined,
  title: string,
  reader: LogReader,
): { embed: Embed; buttons: Button[][]; page: number; pages: number } {
  const undone = new Set(events.filter((e) => e.type === 'action.undone').map((e) => (e.payload as { actionSeq: number }).actionSeq));
  const pages = Math.max(1, Math.ceil(events.length / LOG_PAGE_SIZE));
  const current = Math.min(Math.max(page ?? pages, 1), pages);
  const slice = events.slice((current - 1) * LOG_PAGE_SIZE, current * LOG_PAGE_SIZE);
  const lines = slice.map((e) => {
    const text = `\`#${e.seq}\` ${describeEvent(e, reader)}`;
    return undone.has(e.actionSeq) ? `~~${text}~~ (undone)` : text;
  });
  return {
    page: current,
    pages,
    embed: {
      title,
      description: lines.join('\n') || 'Nothing has happened yet.',
      color: COLORS.info,
      footer: { text: `page ${current} of ${pages} · ${events.length} entries you may see` },
    },
    buttons: [
      [
        { customId: `log:${current - 1}`, label: '◀ Older', disabled: current <= 1 },
        { customId: `log:${current + 1}`, label: 'Newer ▶', disabled: current >= pages },
      ],
    ],
  };
}
