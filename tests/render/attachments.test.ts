import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_MAX_BYTES, filesWithin } from '../../src/render/attachments.js';

const text = (n: number) => Buffer.from('{"type":"play.recorded","payload":{"orders":"M CV5, H, S, R"}}\n'.repeat(n), 'utf8');

describe("files within Discord's attachment limit (issue 12: /game export of a long game)", () => {
  it('sends files as they are when they fit', () => {
    const files = [{ name: 'a.json', data: text(10) }];
    expect(filesWithin(files)).toEqual(files);
  });

  it('compresses them when together they are over the limit, and the compressed files read back the same', () => {
    const big = text(1000);
    const out = filesWithin([{ name: 'log.json', data: big }, { name: 'story.md', data: text(10) }], big.length)!;
    expect(out.map((f) => f.name)).toEqual(['log.json.gz', 'story.md.gz']);
    expect(gunzipSync(out[0]!.data as Buffer).equals(big)).toBe(true);
  });

  it('gives up when even compressed they are too big (the command then says so)', () => {
    expect(filesWithin([{ name: 'log.json', data: text(1000) }], 100)).toBeUndefined();
  });

  it("keeps a margin under Discord's 10 MiB", () => {
    expect(ATTACHMENTS_MAX_BYTES).toBeLessThan(10 * 1024 * 1024);
  });
});
