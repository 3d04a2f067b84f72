import { describe, expect, it } from 'vitest';
import { filesReady, later } from '../../src/render/message.js';

describe('a picture drawn when its message is sent (render/message.ts later)', () => {
  it('draws nothing until asked, then once however often it is asked for', async () => {
    let drawn = 0;
    const picture = later(async () => {
      drawn++;
      return Buffer.from('png');
    });
    const message = { content: 'board', files: [{ name: 'board.png', data: picture }, { name: 'log.json', data: Buffer.from('{}') }] };
    expect(drawn).toBe(0);
    const [first, second] = await Promise.all([filesReady(message), filesReady(message)]);
    expect(drawn).toBe(1);
    expect(first).toEqual([{ name: 'board.png', data: Buffer.from('png') }, { name: 'log.json', data: Buffer.from('{}') }]);
    expect(second![0]!.data).toBe(first![0]!.data);
  });

  it('a drawing that fails fails every ask with its error', async () => {
    const picture = later(() => Promise.reject(new Error('picture size out of range: 0×0')));
    await expect(filesReady({ files: [{ name: 'x.png', data: picture }] })).rejects.toThrow('out of range');
    await expect(picture()).rejects.toThrow('out of range');
  });
});
