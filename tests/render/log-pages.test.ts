import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/engine/core/types.js';
import { embedLength, LIMITS } from '../../src/render/limits.js';
import { LOG_PAGE_SIZE, logPage } from '../../src/render/log.js';

const GM = { id: 'gm', name: 'alice' };
const BOB = { id: 'bob', name: 'bob' };
const reader = { viewer: { userId: GM.id }, isGm: true };

/** A whisper is logged with its whole text: a log line as long as the text. */
function whisper(seq: number, text: string): StoredEvent {
  return { seq, actionSeq: seq, at: '2026-11-22T12:00:00Z', type: 'play.whispered', payload: { from: BOB, to: GM, text }, visibility: { kind: 'public' }, actor: BOB.id };
}

/** Every page of the log, oldest first, as logPage shows them. */
function allPages(events: StoredEvent[]) {
  const { pages } = logPage(events, undefined, 'Log of the magic-realm game', reader);
  return Array.from({ length: pages }, (_, i) => logPage(events, i + 1, 'Log of the magic-realm game', reader));
}

describe('/log pages', () => {
  it('puts every entry of a busy log on exactly one page, and no page breaks Discord’s limits', () => {
    // 40 entries of 900 to 1,500 characters: 15 a page would be ~18,000 characters, four times what an embed holds.
    const events = Array.from({ length: 40 }, (_, i) => whisper(i + 1, `message ${i + 1}: ${'word '.repeat(180 + (i * 37) % 120)}end ${i + 1}`));
    const pages = allPages(events);
    expect(pages.length).toBeGreaterThan(Math.ceil(40 / LOG_PAGE_SIZE));
    for (const p of pages) {
      expect(p.embed.description!.length).toBeLessThanOrEqual(LIMITS.embedDescription);
      expect(embedLength(p.embed)).toBeLessThanOrEqual(LIMITS.embedTotal);
      expect(p.embed.footer!.text).toBe(`page ${p.page} of ${pages.length} · 40 entries you may see`);
    }
    for (const e of events) {
      const line = `\`#${e.seq}\` 🔒 bob whispers to alice: “${(e.payload as { text: string }).text}”`;
      const holding = pages.filter((p) => p.embed.description!.split('\n').includes(line));
      expect(holding, `entry #${e.seq}`).toHaveLength(1);
    }
    // In order: page 1 the oldest, the last page the newest (and the default).
    const seqs = pages.flatMap((p) => [...p.embed.description!.matchAll(/^`#(\d+)`/gm)].map((m) => Number(m[1])));
    expect(seqs).toEqual(events.map((e) => e.seq));
    expect(logPage(events, undefined, 'Log', reader).page).toBe(pages.length);
  });

  it('keeps at most 15 short entries a page and pages with the Older/Newer buttons', () => {
    const events = Array.from({ length: 31 }, (_, i) => whisper(i + 1, 'hello'));
    const pages = allPages(events);
    expect(pages.map((p) => p.embed.description!.split('\n').length)).toEqual([15, 15, 1]);
    const middle = pages[1]!;
    expect(middle.buttons[0]!.map((b) => [b.customId, !!b.disabled])).toEqual([
      ['log:1', false],
      ['log:3', false],
    ]);
    expect(pages[0]!.buttons[0]![0]!.disabled).toBe(true);
    expect(pages[2]!.buttons[0]![1]!.disabled).toBe(true);
    expect(logPage(events, 99, 'Log', reader).page).toBe(3);
    expect(logPage([], undefined, 'Log', reader).embed.description).toBe('Nothing has happened yet.');
  });

  it('shows an entry longer than a page in parts that say so, nothing lost', () => {
    const long = Array.from({ length: 1500 }, (_, i) => `w${i}`).join(' '); // ~7,900 characters
    const events = [whisper(1, 'before'), whisper(2, long), whisper(3, 'after')];
    const pages = allPages(events);
    const lines = pages.flatMap((p) => p.embed.description!.split('\n'));
    expect(lines[0]).toContain('before');
    expect(lines.at(-1)).toContain('after');
    const parts = lines.filter((l) => l.startsWith('`#2`'));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    parts.forEach((l, i) => expect(l).toMatch(new RegExp(`^\`#2\` \\(part ${i + 1} of ${parts.length}\\) `)));
    const text = parts.map((l) => l.replace(/^`#2` \(part \d+ of \d+\) /, '')).join('');
    expect(text).toBe(`🔒 bob whispers to alice: “${long}”`);
    for (const p of pages) expect(embedLength(p.embed)).toBeLessThanOrEqual(LIMITS.embedTotal);
    for (const p of pages) expect(p.embed.description!.length).toBeLessThanOrEqual(LIMITS.embedDescription);
  });
});
