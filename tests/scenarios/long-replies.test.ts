import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatOutcome } from '../../src/console/session.js';
import { consoleWith, textOf } from '../helpers/console.js';
import { addLongCommand, expectedReplyLines, linesOf, numberedLines } from '../helpers/long-command.js';
import { discordRefuses } from '../fake-discord/limits.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function table() {
  const c = await consoleWith();
  close = () => c.database.close();
  return c;
}

describe('long replies in the console', () => {
  let remove: () => void;
  beforeAll(() => void (remove = addLongCommand()));
  afterAll(() => remove());

  it('prints a reply too long for one message as several, in order, nothing lost', async () => {
    const { play } = await table();
    const o = await play('@bob /long lines:150');
    expect(o.ok).toBe(true);
    const messages = [o.reply, ...(o.replyContinued ?? [])];
    expect(messages.length).toBeGreaterThan(3);
    for (const m of messages) expect(discordRefuses(m)).toBeUndefined();
    expect(linesOf(messages).filter((l) => l !== 'Notes (continued)')).toEqual(expectedReplyLines(150));
    // The channel post and the direct message are split the same way.
    expect(o.channel.length).toBeGreaterThan(1);
    expect(linesOf(o.channel)).toEqual(['Posted', ...numberedLines('post', 150)]);
    expect(o.direct.length).toBeGreaterThan(1);
    expect(o.direct.every((d) => d.to === 'bob')).toBe(true);
    expect(linesOf(o.direct.map((d) => d.message))).toEqual(numberedLines('dm', 150));
    // What the terminal shows: the reply, then its continuations, then the post and the direct messages.
    const printed = formatOutcome(o);
    expect(printed.match(/── reply to @bob, continued \(only you see this\)/g)).toHaveLength(messages.length - 1);
    const at = (s: string) => printed.indexOf(s);
    expect(at('content 1 ')).toBeLessThan(at('line 150 '));
    expect(at('line 150 ')).toBeLessThan(at('extra12 10 '));
    expect(at('extra12 10 ')).toBeLessThan(at('── posted in the channel'));
    for (const line of expectedReplyLines(150)) expect(printed).toContain(line);
  });

  it('keeps a short reply in one message, as before', async () => {
    const { play } = await table();
    const o = await play('@bob /long lines:1');
    expect(o.replyContinued).toBeUndefined();
    expect(o.channel).toHaveLength(1);
    expect(o.direct).toHaveLength(1);
  });

  it('shows every one of many long whispers on exactly one page of /log', async () => {
    const { play } = await table();
    await play('@alice /game create ruleset:magic-realm');
    await play('@bob /game join character:Amazon');
    await play('@carol /game join character:"Black Knight"');
    const texts = Array.from({ length: 12 }, (_, i) => `whisper ${i + 1}: ${'meet me at the inn '.repeat(70)}w${i + 1}`);
    for (const text of texts) expect((await play(`@bob /whisper to:@carol text:"${text}"`)).ok).toBe(true);
    const newest = await play('@alice /log');
    const pages = Number(/page (\d+) of (\d+)/.exec(newest.reply.embeds[0]!.footer!.text)![2]);
    expect(pages).toBeGreaterThan(3);
    const shown: string[] = [];
    for (let p = 1; p <= pages; p++) {
      const page = await play(`@alice !click log:${p}`);
      expect(discordRefuses(page.reply)).toBeUndefined();
      expect(page.replyContinued).toBeUndefined();
      expect(page.reply.embeds[0]!.footer!.text).toContain(`page ${p} of ${pages}`);
      shown.push(page.reply.embeds[0]!.description!);
    }
    for (const text of texts) expect(shown.filter((d) => d.includes(`“${text}”`)), text.slice(0, 12)).toHaveLength(1);
    expect(textOf(newest.reply)).toContain(texts.at(-1));
  }, 120_000);
});
