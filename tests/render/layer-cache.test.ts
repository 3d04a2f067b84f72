import { describe, expect, it } from 'vitest';
import { createDrawing, encodePng } from '../../src/render/draw/canvas.js';
import { drawOnBase, drawOver, forgetLayers, layersKept } from '../../src/render/draw/layer-cache.js';
import { decode } from './pixels.js';

/** A 200 × 100 base: white, with a grey square at (20, 20). */
const drawBase = (d: ReturnType<typeof createDrawing>) => {
  d.ctx.fillStyle = '#ffffff';
  d.ctx.fillRect(0, 0, d.width, d.height);
  d.ctx.fillStyle = '#808080';
  d.ctx.fillRect(20, 20, 20, 20);
};

const pixel = async (png: Promise<Buffer>, x: number, y: number) => {
  const p = await decode(await png);
  return [...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3)];
};

const red = (d: ReturnType<typeof createDrawing>, x: number) => () => {
  d.ctx.fillStyle = '#ff0000';
  d.ctx.fillRect(x, 50, 30, 30);
};

describe('a picture over a kept base (draw/layer-cache.ts)', () => {
  it('shows only what is drawn through drawOver, inside its rectangle, and puts the base back before the next picture', async () => {
    forgetLayers();
    const first = drawOnBase(200, 100, 'test', drawBase).d;
    // Drawn outside drawOver: not shown. Through it: shown, cut to its rectangle.
    red(first, 150)();
    drawOver(first, { x: 100, y: 50, w: 15, h: 30 }, red(first, 100));
    const png = encodePng(first);
    expect(await pixel(png, 155, 60)).toEqual([255, 255, 255]);
    expect(await pixel(png, 105, 60)).toEqual([255, 0, 0]);
    expect(await pixel(png, 120, 60)).toEqual([255, 255, 255]);
    // The next picture over the same base starts from the base: the last one's square is gone.
    const second = drawOnBase(200, 100, 'test', () => {
      throw new Error('the base is kept: not drawn again');
    }).d;
    expect(second.canvas).toBe(first.canvas);
    drawOver(second, { x: 0, y: 50, w: 40, h: 30 }, red(second, 0));
    const png2 = encodePng(second);
    expect(await pixel(png2, 105, 60)).toEqual([255, 255, 255]);
    expect(await pixel(png2, 5, 60)).toEqual([255, 0, 0]);
    expect(await pixel(png2, 25, 25)).toEqual([128, 128, 128]);
  });

  it('puts back a base with clear parts as it is: what the last picture drew there is gone', async () => {
    forgetLayers();
    const clearBase = (b: ReturnType<typeof createDrawing>) => {
      b.ctx.fillStyle = '#808080';
      b.ctx.fillRect(20, 20, 20, 20);
    };
    const first = drawOnBase(200, 100, 'clear', clearBase).d;
    drawOver(first, { x: 0, y: 50, w: 40, h: 30 }, red(first, 0));
    await encodePng(first);
    const second = drawOnBase(200, 100, 'clear', clearBase).d;
    const p = await decode(await encodePng(second));
    const at = (50 * p.width + 5) * 4;
    expect([...p.data.subarray(at, at + 4)]).toEqual([0, 0, 0, 0]);
  });

  it('drops a base whose overlay failed halfway, so the next picture starts afresh; on a drawing of its own drawOver just draws', async () => {
    forgetLayers();
    const { d } = drawOnBase(200, 100, 'failing', drawBase);
    expect(() =>
      drawOver(d, { x: 0, y: 0, w: 50, h: 50 }, () => {
        d.ctx.save();
        throw new Error('a bug in a renderer');
      }),
    ).toThrow('a bug in a renderer');
    expect(layersKept()).toBe(0);
    let drawn = 0;
    const again = drawOnBase(200, 100, 'failing', (b) => {
      drawn++;
      drawBase(b);
    }).d;
    expect(drawn).toBe(1);
    expect(again.canvas).not.toBe(d.canvas);

    const plain = createDrawing(200, 100);
    drawBase(plain);
    drawOver(plain, { x: 0, y: 0, w: 1, h: 1 }, red(plain, 150));
    expect(await pixel(encodePng(plain), 170, 60)).toEqual([255, 0, 0]);
  });
});
