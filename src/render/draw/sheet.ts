import { drawingOnBase, keepingBases } from './base-cache.js';
import { createDrawing, type Drawing } from './canvas.js';
import { drawKeyedOver, drawOnBase } from './layer-cache.js';
import type { Rect } from './png-bands.js';
import { INK, PARCHMENT } from './palette.js';
import { drawText, ellipsize, fittingSize, textWidth, wrapText } from './text.js';

/**
 * Paper sheets (a realm's control sheet, later a character's): parchment, boxed sections with a heading band,
 * and the blocks inside them — fields with dotted leaders, tables, bulleted lists, tally marks, notes. Each
 * block is measured before it is drawn, so sections can be placed in columns of any content length.
 */

export interface Field {
  label: string;
  value: string;
  /** Drawn in red on a pale red band: something the player must act on. */
  alert?: boolean;
}

export interface Column {
  title: string;
  /** Share of the table's width. */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export type Block =
  | { kind: 'fields'; rows: Field[] }
  | { kind: 'table'; columns: Column[]; rows: string[][]; total?: string[]; empty?: string }
  | { kind: 'list'; items: string[]; empty?: string }
  | { kind: 'tally'; label: string; count: number }
  | { kind: 'note'; text: string };

export interface Section {
  title: string;
  blocks: Block[];
}

export const SHEET = {
  fontSize: 15,
  small: 13,
  row: 24,
  line: 20,
  heading: 30,
  pad: 12,
  blockGap: 8,
} as const;

// ----------------------------------------------------------------------------------------------------------
// Measuring
// ----------------------------------------------------------------------------------------------------------

function listLines(d: Drawing, block: Extract<Block, { kind: 'list' }>, width: number): string[][] {
  if (!block.items.length) return [[block.empty ?? 'none']];
  return block.items.map((item) => wrapText(d, item, width - 16, { size: SHEET.fontSize }));
}

function noteLines(d: Drawing, text: string, width: number): string[] {
  return wrapText(d, text, width, { size: SHEET.small });
}

const VALUE = { size: SHEET.fontSize, weight: 'bold' as const };

/** A field on one line (label, leaders, value), or when the value is too long, the value wrapped below it. */
function fieldValueLines(d: Drawing, f: Field, width: number): string[] | undefined {
  const fits = textWidth(d, f.label, { size: SHEET.fontSize }) + textWidth(d, f.value, VALUE) + 24 <= width;
  return fits ? undefined : wrapText(d, f.value, width - 24, VALUE);
}

function fieldHeight(d: Drawing, f: Field, width: number): number {
  const lines = fieldValueLines(d, f, width);
  return lines ? SHEET.row + lines.length * SHEET.line : SHEET.row;
}

function tableWidths(block: Extract<Block, { kind: 'table' }>, width: number): number[] {
  const total = block.columns.reduce((s, c) => s + c.weight, 0);
  return block.columns.map((c) => (width * c.weight) / total);
}

/** Each cell's lines: a long name or status wraps within its column rather than being cut. */
function rowCells(d: Drawing, block: Extract<Block, { kind: 'table' }>, row: string[], width: number): string[][] {
  const widths = tableWidths(block, width);
  return row.map((text, i) => (text ? wrapText(d, text, widths[i]! - 8, { size: SHEET.fontSize }) : ['']));
}

function rowHeight(cells: string[][]): number {
  return SHEET.row - SHEET.line + Math.max(1, ...cells.map((c) => c.length)) * SHEET.line;
}

function blockHeight(d: Drawing, block: Block, width: number): number {
  switch (block.kind) {
    case 'fields':
      return block.rows.reduce((h, f) => h + fieldHeight(d, f, width), 0);
    case 'table': {
      const rows = block.rows.length ? block.rows.reduce((h, r) => h + rowHeight(rowCells(d, block, r, width)), 0) : SHEET.row;
      return SHEET.row * (1 + (block.total ? 1 : 0)) + rows + 2;
    }
    case 'list':
      return listLines(d, block, width).reduce((h, lines) => h + lines.length * SHEET.line + 3, 0);
    case 'tally':
      return SHEET.row + 4;
    case 'note':
      return noteLines(d, block.text, width).length * (SHEET.line - 2);
  }
}

export function sectionHeight(d: Drawing, section: Section, width: number): number {
  const inner = width - 2 * SHEET.pad;
  const blocks = section.blocks.reduce((h, b) => h + blockHeight(d, b, inner), 0);
  return Math.ceil(SHEET.heading + SHEET.pad + blocks + SHEET.blockGap * Math.max(0, section.blocks.length - 1) + SHEET.pad - 4);
}

// ----------------------------------------------------------------------------------------------------------
// Drawing
// ----------------------------------------------------------------------------------------------------------

const body = (colour: string = INK.text) => ({ size: SHEET.fontSize, colour, baseline: 'middle' as const });

function leaders(d: Drawing, from: number, to: number, y: number, colour: string): void {
  if (to - from <= 6) return;
  const { ctx } = d;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.globalAlpha = 0.6;
  ctx.setLineDash([1.2, 3.5]);
  ctx.lineWidth = 1.2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from, y);
  ctx.lineTo(to, y);
  ctx.stroke();
  ctx.restore();
}

function drawFields(d: Drawing, rows: Field[], x: number, y: number, w: number): void {
  const { ctx } = d;
  let fy = y;
  for (const f of rows) {
    const h = fieldHeight(d, f, w);
    const mid = fy + SHEET.row / 2;
    if (f.alert) {
      ctx.fillStyle = INK.alertFill;
      ctx.fillRect(x - 4, fy + 1, w + 8, h - 2);
    }
    const colour = f.alert ? INK.alert : INK.text;
    const valueStyle = { ...body(colour), ...VALUE, align: 'right' as const };
    const wrapped = fieldValueLines(d, f, w);
    const label = ellipsize(d, f.label, w, { size: SHEET.fontSize });
    drawText(d, label, x, mid, body(colour));
    const labelEnd = x + textWidth(d, label, { size: SHEET.fontSize }) + 6;
    if (wrapped) {
      // Leaders run to the line's end; the value follows, right-aligned, on its own lines.
      leaders(d, labelEnd, x + w, mid + 5, f.alert ? INK.alert : PARCHMENT.rule);
      wrapped.forEach((line, i) => drawText(d, line, x + w, fy + SHEET.row + SHEET.line * (i + 0.5) - 2, valueStyle));
    } else {
      leaders(d, labelEnd, x + w - textWidth(d, f.value, VALUE) - 6, mid + 5, f.alert ? INK.alert : PARCHMENT.rule);
      drawText(d, f.value, x + w, mid, valueStyle);
    }
    fy += h;
  }
}

function drawTable(d: Drawing, block: Extract<Block, { kind: 'table' }>, x: number, y: number, w: number): void {
  const { ctx } = d;
  const widths = tableWidths(block, w);
  const xs = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cell = (text: string, col: number, mid: number, style: { colour: string; weight?: 'bold'; size: number }) => {
    const align = block.columns[col]!.align ?? 'left';
    const tx = align === 'left' ? xs[col]! : align === 'right' ? xs[col]! + widths[col]! - 4 : xs[col]! + widths[col]! / 2;
    drawText(d, ellipsize(d, text, widths[col]! - 8, style), tx, mid, { ...style, align, baseline: 'middle' });
  };
  const rule = (yy: number, width = 1) => {
    ctx.save();
    ctx.strokeStyle = PARCHMENT.rule;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(x, Math.round(yy) + 0.5);
    ctx.lineTo(x + w, Math.round(yy) + 0.5);
    ctx.stroke();
    ctx.restore();
  };
  // Header: small bold, ruled below.
  block.columns.forEach((c, i) => c.title && cell(c.title, i, y + SHEET.row / 2, { size: SHEET.small, weight: 'bold', colour: PARCHMENT.heading }));
  rule(y + SHEET.row);
  let ry = y + SHEET.row + 1;
  if (!block.rows.length) {
    drawText(d, block.empty ?? 'none', x, ry + SHEET.row / 2, body(INK.muted));
    ry += SHEET.row;
  }
  block.rows.forEach((row, r) => {
    const cells = rowCells(d, block, row, w);
    const h = rowHeight(cells);
    if (r % 2 === 1) {
      ctx.fillStyle = 'rgba(139, 109, 69, 0.08)';
      ctx.fillRect(x, ry, w, h);
    }
    cells.forEach((lines, i) =>
      lines.forEach((line, l) => line && cell(line, i, ry + (SHEET.row - SHEET.line) / 2 + SHEET.line * (l + 0.5), { size: SHEET.fontSize, colour: INK.text })),
    );
    ry += h;
  });
  if (block.total) {
    rule(ry, 1.5);
    block.total.forEach((text, i) => cell(text, i, ry + SHEET.row / 2 + 1, { size: SHEET.fontSize, weight: 'bold', colour: INK.text }));
  }
}

function drawList(d: Drawing, block: Extract<Block, { kind: 'list' }>, x: number, y: number, w: number): void {
  let ly = y;
  const empty = !block.items.length;
  for (const lines of listLines(d, block, w)) {
    lines.forEach((line, i) => {
      const mid = ly + SHEET.line / 2 + i * SHEET.line;
      if (i === 0 && !empty) {
        d.ctx.fillStyle = PARCHMENT.rule;
        d.ctx.beginPath();
        d.ctx.arc(x + 4, mid, 2.5, 0, Math.PI * 2);
        d.ctx.fill();
      }
      drawText(d, line, x + (empty ? 0 : 16), mid, body(empty ? INK.muted : INK.text));
    });
    ly += lines.length * SHEET.line + 3;
  }
}

/** Tally marks, struck through in fives, as a GM keeps count on paper; the number beside them. */
function drawTally(d: Drawing, label: string, count: number, x: number, y: number, w: number): void {
  const mid = y + SHEET.row / 2 + 2;
  drawText(d, label, x, mid, body());
  const { ctx } = d;
  const n = Math.max(0, Math.floor(count));
  const number = String(n);
  const numberStyle = { ...body(), weight: 'bold' as const, align: 'right' as const };
  drawText(d, number, x + w, mid, numberStyle);
  const right = x + w - textWidth(d, number, numberStyle) - 12;
  const shown = Math.min(n, 20);
  const groupWidth = 34;
  let tx = right - Math.ceil(shown / 5) * groupWidth + 8;
  ctx.save();
  ctx.strokeStyle = INK.text;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  for (let g = 0; g < shown; g += 5) {
    const inGroup = Math.min(5, shown - g);
    for (let i = 0; i < Math.min(4, inGroup); i++) {
      ctx.beginPath();
      ctx.moveTo(tx + i * 6, mid - 8);
      ctx.lineTo(tx + i * 6, mid + 8);
      ctx.stroke();
    }
    if (inGroup === 5) {
      ctx.beginPath();
      ctx.moveTo(tx - 4, mid + 6);
      ctx.lineTo(tx + 22, mid - 6);
      ctx.stroke();
    }
    tx += groupWidth;
  }
  ctx.restore();
}

function drawNote(d: Drawing, text: string, x: number, y: number, w: number): void {
  noteLines(d, text, w).forEach((line, i) => drawText(d, line, x, y + (SHEET.line - 2) * (i + 0.5), { size: SHEET.small, colour: INK.muted, baseline: 'middle' }));
}

/** A box in the sheets' style: pale paper, ruled edge, a heading band with the title in capitals. */
export function drawBox(d: Drawing, title: string, x: number, y: number, width: number, height: number): void {
  const { ctx } = d;
  ctx.save();
  ctx.fillStyle = PARCHMENT.box;
  ctx.strokeStyle = PARCHMENT.rule;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.rect(x + 0.5, y + 0.5, width - 1, height - 1);
  ctx.fill();
  ctx.fillStyle = PARCHMENT.headingFill;
  ctx.fillRect(x + 1, y + 1, width - 2, SHEET.heading - 1);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x, y + SHEET.heading + 0.5);
  ctx.lineTo(x + width, y + SHEET.heading + 0.5);
  ctx.stroke();
  ctx.restore();
  if (!title) return;
  const font = { size: SHEET.small + 1, weight: 'bold' as const };
  drawText(d, ellipsize(d, title.toUpperCase(), width - 2 * SHEET.pad, font), x + SHEET.pad, y + SHEET.heading / 2 + 1, { ...font, colour: PARCHMENT.heading, baseline: 'middle' });
}

/** A boxed section with its heading band; returns its height. */
export function drawSection(d: Drawing, section: Section, x: number, y: number, width: number): number {
  const h = sectionHeight(d, section, width);
  drawBox(d, section.title, x, y, width, h);
  const inner = width - 2 * SHEET.pad;
  let by = y + SHEET.heading + SHEET.pad - 4;
  for (const block of section.blocks) {
    const bx = x + SHEET.pad;
    switch (block.kind) {
      case 'fields':
        drawFields(d, block.rows, bx, by, inner);
        break;
      case 'table':
        drawTable(d, block, bx, by, inner);
        break;
      case 'list':
        drawList(d, block, bx, by, inner);
        break;
      case 'tally':
        drawTally(d, block.label, block.count, bx, by, inner);
        break;
      case 'note':
        drawNote(d, block.text, bx, by, inner);
        break;
    }
    by += blockHeight(d, block, inner) + SHEET.blockGap;
  }
  return h;
}

/**
 * Places sections in columns, each in turn into the shortest column so far (the reading order runs down the
 * columns as on a filled-in form). Returns each section's position and the height used.
 */
export function placeInColumns(
  d: Drawing,
  sections: readonly Section[],
  columns: number,
  left: number,
  top: number,
  width: number,
  gap: number,
): { placed: { section: Section; x: number; y: number; width: number }[]; height: number } {
  const colWidth = (width - gap * (columns - 1)) / columns;
  const heights = Array.from({ length: columns }, () => 0);
  const placed = sections.map((section) => {
    const col = heights.indexOf(Math.min(...heights));
    const y = top + heights[col]!;
    heights[col]! += sectionHeight(d, section, colWidth) + gap;
    return { section, x: left + col * (colWidth + gap), y, width: colWidth };
  });
  return { placed, height: Math.max(0, ...heights) - gap };
}

/** The paper: a warm fill, darker toward the edges, a faint fixed speckle (no randomness: pictures repeat), a ruled frame. */
export function drawParchment(d: Drawing): void {
  const { ctx, width, height } = d;
  const g = ctx.createRadialGradient(width / 2, height / 2, Math.min(width, height) * 0.2, width / 2, height / 2, Math.hypot(width, height) / 2);
  g.addColorStop(0, PARCHMENT.paper);
  g.addColorStop(1, PARCHMENT.paperEdge);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  let seed = 12345;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  ctx.fillStyle = PARCHMENT.speck;
  for (let i = 0; i < (width * height) / 900; i++) {
    ctx.beginPath();
    ctx.arc(next() * width, next() * height, 0.6 + next() * 1.4, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = PARCHMENT.rule;
  ctx.lineWidth = 2;
  ctx.strokeRect(10, 10, width - 20, height - 20);
  ctx.lineWidth = 0.8;
  ctx.strokeRect(15, 15, width - 30, height - 30);
}

/**
 * A new picture on parchment: the parchment of its size drawn once and kept (base-cache.ts), since rasterising its
 * specks cost a card more than its text.
 */
export function parchmentDrawing(width: number, height: number): Drawing {
  return drawingOnBase(width, height, 'parchment', drawParchment);
}

/**
 * A sheet's header: its title large on the left (shrunk, then shortened, to leave room for the subtitle), the
 * subtitle on the right, a flag in red above it where there is one ("OUT OF PLAY", "HIDDEN"), and a rule below.
 */
export function drawSheetHeader(d: Drawing, h: { title: string; subtitle: string; flag?: string; margin: number; titleSize?: number }): void {
  const right = d.width - h.margin;
  const subStyle = { size: 15, colour: PARCHMENT.heading, align: 'right' as const };
  const room = right - h.margin - textWidth(d, h.subtitle, subStyle) - 30;
  const titleStyle = { size: h.titleSize ?? 34, weight: 'bold' as const, colour: PARCHMENT.heading };
  titleStyle.size = fittingSize(d, h.title, room, titleStyle, 22);
  drawText(d, ellipsize(d, h.title, room, titleStyle), h.margin, h.margin + 38, titleStyle);
  drawText(d, h.subtitle, right, h.margin + 36, subStyle);
  const { ctx } = d;
  ctx.save();
  ctx.strokeStyle = PARCHMENT.rule;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(h.margin, h.margin + 56.5);
  ctx.lineTo(right, h.margin + 56.5);
  ctx.stroke();
  ctx.restore();
  if (h.flag) drawText(d, h.flag, right, h.margin + 12, { size: 15, weight: 'bold', colour: INK.alert, align: 'right' });
}

/** Below the header's rule, where a sheet's content begins (the header's 92 px less the rule's margin). */
const HEADER_HEIGHT = 72;

export interface PaperSheet {
  width: number;
  margin: number;
  /** Between boxes and columns. */
  gap: number;
  header: { title: string; subtitle: string; flag?: string; titleSize?: number };
  /** Something drawn across the sheet under the header before the sections (a character's chits), and what it shows. */
  band?: { height: number; key: string; draw: (d: Drawing, top: number) => void };
  /** The boxed sections, placed in two columns. */
  sections: readonly Section[];
}

/**
 * A whole paper sheet (a realm's control sheet, a character's card, a wizard's sheet): parchment, header, band, two
 * columns of sections, sized to fit.
 *
 * Drawn on the last sheet of its size (draw/layer-cache.ts, the sheets' pool): the parchment is its base, and the
 * header, the band and each section are items named by everything they show. An item the last sheet drew the same,
 * in the same place, is left as it is; the others are put back to parchment and drawn again, each clipped to its
 * rectangle (its box with a few pixels to spare: the items never come that close to each other), and the PNG writer
 * reads and deflates only where they lie. A card whose gold changed draws one section again: the text of a sheet,
 * rasterised, cost more than its encoding.
 */
export function drawPaperSheet(s: PaperSheet): Drawing {
  const top = s.margin + HEADER_HEIGHT;
  const band = s.band ? s.band.height + s.gap : 0;
  const layout = placeInColumns(createDrawing(1, 1), s.sections, 2, s.margin, top + band, s.width - 2 * s.margin, s.gap);
  const height = Math.ceil(top + band + layout.height + s.margin);
  const items: { key: string; rect: Rect; draw: (d: Drawing) => void }[] = [
    {
      key: `header ${JSON.stringify(s.header)}`,
      rect: { x: s.margin - 6, y: Math.max(0, s.margin - 14), w: s.width - 2 * s.margin + 12, h: 76 },
      draw: (d) => drawSheetHeader(d, { ...s.header, margin: s.margin }),
    },
    ...(s.band
      ? [{ key: `band ${s.band.height} ${s.band.key}`, rect: { x: s.margin - 4, y: top - 4, w: s.width - 2 * s.margin + 8, h: s.band.height + 8 }, draw: (d: Drawing) => s.band!.draw(d, top) }]
      : []),
    ...layout.placed.map((p) => ({
      key: `section ${JSON.stringify([p.section, p.x, p.y, p.width])}`,
      rect: { x: p.x - 4, y: p.y - 4, w: p.width + 8, h: sectionHeight(createDrawing(1, 1), p.section, p.width) + 8 },
      draw: (d: Drawing) => void drawSection(d, p.section, p.x, p.y, p.width),
    })),
  ];
  if (!keepingBases()) {
    const d = createDrawing(s.width, height);
    drawParchment(d);
    for (const item of items) item.draw(d);
    return d;
  }
  const { d, stillTexts } = drawOnBase(s.width, height, 'parchment', drawParchment, { pool: 'sheets', items });
  d.texts.push(...stillTexts);
  for (const item of items) drawKeyedOver(d, item.key, item.rect, () => item.draw(d));
  return d;
}
