import type { LogReader } from '../engine/core/part.js';
import type { StoredEvent } from '../engine/core/types.js';
import { describeEvent } from '../engine/parts.js';
import { LIMITS } from './limits.js';
import { COLORS, type Button, type Embed } from './message.js';
import { packLines, splitText } from './split-text.js';

/** At most this many entries a page; fewer when they are long, for a page is one embed within Discord's limits. */
export const LOG_PAGE_SIZE = 15;

/**
 * One page of the log (1 = oldest; default the newest) as an embed with Older/Newer buttons; each line in the
 * reader's terms. Pages are cut from the whole log by size, so no entry is ever left off: a page that would
 * overflow ends early and the rest goes on the next one. An entry longer than a page comes in marked parts.
 */
export function logPage(
  events: readonly StoredEvent[],
  page: number | undefined,
  title: string,
  reader: LogReader,
): { embed: Embed; buttons: Button[][]; page: number; pages: number } {
  const undone = new Set(events.filter((e) => e.type === 'action.undone').map((e) => (e.payload as { actionSeq: number }).actionSeq));
  const footer = (current: number, pages: number) => `page ${current} of ${pages} · ${events.length} entries you may see`;
  // Room for a page's lines, against the longest footer any page can have (there are never more pages than entries).
  const most = Math.max(1, events.length);
  const room = Math.min(LIMITS.embedDescription, LIMITS.embedTotal - Math.min(title.length, LIMITS.embedTitle) - footer(most, most).length);
  const lines = events.flatMap((e) => entryLines(e.seq, describeEvent(e, reader), undone.has(e.actionSeq), room));
  const chunks = packLines(lines, room, LOG_PAGE_SIZE);
  const pages = chunks.length;
  const current = Math.min(Math.max(page ?? pages, 1), pages);
  return {
    page: current,
    pages,
    embed: {
      title,
      description: chunks[current - 1]!.join('\n') || 'Nothing has happened yet.',
      color: COLORS.info,
      footer: { text: footer(current, pages) },
    },
    buttons: [
      [
        { customId: `log:${current - 1}`, label: '◀ Older', disabled: current <= 1 },
        { customId: `log:${current + 1}`, label: 'Newer ▶', disabled: current >= pages },
      ],
    ],
  };
}

/** An entry's line (struck through when undone); one longer than `room` as several, each marked "(part 1 of 3)". */
export function entryLines(seq: number, text: string, undone: boolean, room: number): string[] {
  const line = (body: string) => {
    const marked = `\`#${seq}\` ${body}`;
    return undone ? `~~${marked}~~ (undone)` : marked;
  };
  const whole = line(text);
  if (whole.length <= room) return [whole];
  const parts = splitText(text, room - line('(part 99999 of 99999) ').length);
  return parts.map((part, i) => line(`(part ${i + 1} of ${parts.length}) ${part}`));
}
