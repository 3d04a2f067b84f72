import type { Drawing } from './canvas.js';
import { INK } from './palette.js';
import { drawText, ellipsize, textWidth } from './text.js';

/** A legend's line: a swatch drawn by the caller (the same drawing as on the picture) and its label. */
export interface LegendEntry {
  label: string;
  /** Draws the swatch centred on (x, y) within a box of `size` pixels. */
  swatch?: (d: Drawing, x: number, y: number, size: number) => void;
  /** Greyed: something listed but not in play. */
  muted?: boolean;
}

export interface LegendSection {
  title: string;
  entries: LegendEntry[];
}

export interface LegendStyle {
  fontSize: number;
  /** The swatch box, in pixels. */
  swatch: number;
  padding: number;
  /** A fixed outer width; labels that do not fit are ellipsized. Without it the legend is as wide as its text. */
  width?: number;
}

function rowHeight(style: LegendStyle): number {
  return Math.max(style.swatch, style.fontSize * 1.35) + 4;
}

function titleHeight(style: LegendStyle): number {
  return style.fontSize * 1.9;
}

export function measureLegend(d: Drawing, sections: readonly LegendSection[], style: LegendStyle): { width: number; height: number } {
  const labelWidth = Math.max(
    0,
    ...sections.flatMap((s) => [
      textWidth(d, s.title, { size: style.fontSize, weight: 'bold' }) - style.swatch - 8,
      ...s.entries.map((e) => textWidth(d, e.label, { size: style.fontSize })),
    ]),
  );
  const width = style.width ?? Math.ceil(style.padding * 2 + style.swatch + 8 + labelWidth);
  const height = style.padding * 2 + sections.reduce((h, s) => h + titleHeight(style) + s.entries.length * rowHeight(style), 0) - style.fontSize * 0.5;
  return { width, height: Math.ceil(height) };
}

/** Draws the legend in a light box with its top-left corner at (x, y); returns its size. */
export function drawLegend(d: Drawing, x: number, y: number, sections: readonly LegendSection[], style: LegendStyle): { width: number; height: number } {
  const size = measureLegend(d, sections, style);
  const { ctx } = d;
  ctx.save();
  ctx.fillStyle = 'rgba(255, 253, 246, 0.92)';
  ctx.strokeStyle = INK.frame;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.roundRect(x + 0.5, y + 0.5, size.width - 1, size.height - 1, 6);
  ctx.fill();
  ctx.stroke();
  ctx.restore();

  const labelX = x + style.padding + style.swatch + 8;
  const labelMax = x + size.width - style.padding - labelX;
  let cy = y + style.padding;
  sections.forEach((section, i) => {
    if (i > 0) {
      ctx.save();
      ctx.strokeStyle = 'rgba(59, 48, 36, 0.25)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(x + style.padding, Math.round(cy - style.fontSize * 0.35) + 0.5);
      ctx.lineTo(x + size.width - style.padding, Math.round(cy - style.fontSize * 0.35) + 0.5);
      ctx.stroke();
      ctx.restore();
    }
    const title = ellipsize(d, section.title, size.width - 2 * style.padding, { size: style.fontSize, weight: 'bold' });
    drawText(d, title, x + style.padding, cy + style.fontSize * 1.05, { size: style.fontSize, weight: 'bold', colour: INK.text });
    cy += titleHeight(style);
    for (const entry of section.entries) {
      const mid = cy + rowHeight(style) / 2 - 2;
      if (entry.swatch) {
        ctx.save();
        if (entry.muted) ctx.globalAlpha = 0.35;
        entry.swatch(d, x + style.padding + style.swatch / 2, mid, style.swatch);
        ctx.restore();
      }
      const label = ellipsize(d, entry.label, labelMax, { size: style.fontSize });
      drawText(d, label, labelX, mid, { size: style.fontSize, colour: entry.muted ? INK.faint : INK.text, baseline: 'middle' });
      cy += rowHeight(style);
    }
  });
  return size;
}
