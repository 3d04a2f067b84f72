import { describe, expect, it } from 'vitest';
import { fitMessage } from '../../src/render/limits.js';
import type { MessagePayload, Reply } from '../../src/render/message.js';
import { splitMessage } from '../../src/render/split-message.js';
import { splitLines, splitText } from '../../src/render/split-text.js';
import { discordRefuses } from '../fake-discord/limits.js';
import { linesOf, numberedLines } from '../helpers/long-command.js';

describe('a long message is split, never clipped', () => {
  it('leaves a message that fits as it is', () => {
    const reply: Reply = { ephemeral: true, content: 'hi', embeds: [{ title: 't', description: 'd'.repeat(4096), fields: [{ name: 'n', value: 'v' }] }], buttons: [[{ customId: 'log:1', label: 'Older' }]] };
    const parts = splitMessage(reply);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toBe(reply);
  });

  it('spreads a long reply over several messages in order, each within Discord’s limits, nothing lost', () => {
    const description = numberedLines('line', 150).join('\n'); // ~16,000 characters
    const reply: Reply = {
      ephemeral: true,
      content: numberedLines('content', 40).join('\n'), // ~4,300 characters
      embeds: [
        { title: 'A long answer', color: 7, description, fields: [{ name: 'Notes', value: numberedLines('note', 25).join('\n'), inline: true }], footer: { text: 'the end' } },
        ...Array.from({ length: 12 }, (_, i) => ({ title: `Extra ${i + 1}`, description: numberedLines(`extra${i + 1}`, 10).join('\n') })),
      ],
      buttons: [[{ customId: 'log:1', label: 'Older' }]],
    };
    const parts = splitMessage(reply).map(fitMessage);
    expect(parts.length).toBeGreaterThan(4);
    for (const p of parts) expect(discordRefuses(p)).toBeUndefined();
    // fitMessage (the last guard) had nothing to cut: the parts are exactly what splitMessage made.
    expect(parts.map((p) => JSON.stringify(p))).toEqual(splitMessage(reply).map((p) => JSON.stringify(fitMessage(p))));
    const lines = linesOf(parts);
    expect(lines.filter((l) => l === 'Notes (continued)').length).toBeGreaterThan(0);
    expect(lines.filter((l) => l !== 'Notes (continued)')).toEqual([
      ...numberedLines('content', 40),
      'A long answer',
      ...numberedLines('line', 150),
      'Notes',
      ...numberedLines('note', 25),
      'the end',
      ...Array.from({ length: 12 }, (_, i) => [`Extra ${i + 1}`, ...numberedLines(`extra${i + 1}`, 10)]).flat(),
    ]);
    // The reply's own marks: ephemeral on the first, the buttons after the text on the last; the embed's look on every piece.
    expect((parts[0] as Reply).ephemeral).toBe(true);
    expect(parts.map((p) => !!p.buttons)).toEqual(parts.map((_, i) => i === parts.length - 1));
    const pieces = parts.flatMap((p) => p.embeds ?? []).filter((e) => !e.title?.startsWith('Extra'));
    expect(pieces.every((e) => e.color === 7)).toBe(true);
    expect(pieces.filter((e) => e.title).map((e) => e.title)).toEqual(['A long answer']);
    expect(pieces.at(-1)!.footer).toEqual({ text: 'the end' });
    expect(pieces.flatMap((e) => e.fields ?? []).every((f) => f.inline)).toBe(true);
  });

  it('keeps a picture with the embed that shows it and cuts only what has a hard limit', () => {
    const picture = { name: 'map.png', data: Buffer.from('png') };
    const message: MessagePayload = {
      embeds: [
        { title: 'T'.repeat(300), description: numberedLines('a', 60).join('\n') },
        { title: 'The map', description: numberedLines('b', 50).join('\n'), image: { url: 'attachment://map.png' } },
      ],
      files: [picture],
    };
    const parts = splitMessage(message).map(fitMessage);
    for (const p of parts) expect(discordRefuses(p)).toBeUndefined();
    const withMap = parts.find((p) => p.embeds?.some((e) => e.image))!;
    expect(withMap.files).toEqual([picture]);
    expect(parts.filter((p) => p.files?.length)).toHaveLength(1);
    // The title keeps its hard limit of 256 (cut with a visible ellipsis); the body is whole.
    expect(parts[0]!.embeds![0]!.title).toBe('T'.repeat(255) + '…');
    expect(linesOf(parts).filter((l) => /^[ab] /.test(l))).toEqual([...numberedLines('a', 60), ...numberedLines('b', 50)]);
  });

  it('cuts a line with no break where it must, and a text at its line breaks', () => {
    const word = 'x'.repeat(5000);
    expect(splitText(word, 2000).map((p) => p.length)).toEqual([2000, 2000, 1000]);
    expect(splitText(word, 2000).join('')).toBe(word);
    const spaced = 'ab '.repeat(1000);
    expect(splitText(spaced, 100).join('')).toBe(spaced);
    expect(splitText(spaced, 100).every((p) => p.length <= 100 && p.endsWith(' '))).toBe(true);
    const emoji = '🔒'.repeat(10); // surrogate pairs are never cut in two
    expect(splitText(emoji, 5).every((p) => !/[\ud800-\udbff]$/.test(p))).toBe(true);
    expect(splitText(emoji, 5).join('')).toBe(emoji);
    const text = numberedLines('l', 50).join('\n');
    expect(splitLines(text, 2000).join('\n')).toBe(text);
    expect(splitMessage({ content: word }).map((m) => m.content).join('')).toBe(word);
  });
});
