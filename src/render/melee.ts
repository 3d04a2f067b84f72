import type { MeleeSheet, StrikeMark } from '../engine/rulesets/magic-realm/combat/view-types.js';
import { drawCardBox } from './draw/box.js';
import { finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { INK, PARCHMENT } from './draw/palette.js';
import { parchmentDrawing } from './draw/sheet.js';
import { drawText, ellipsize, fittingSize } from './draw/text.js';

/**
 * A revealed melee round as a PNG (issue 14): each character's sheet as the game lays it out — three columns for the
 * three boxes (thrust/charge, swing/dodge, smash/duck), his attack (FIGHT chit and weapon) in its attack box, his
 * maneuver (MOVE chit) in its box, his shield, and the monsters on his sheet in the boxes where the tactics step put
 * them, each with the side it shows; his attack spell (MP-10) in the box he aimed it. Every attack is marked: HIT, MISS or KILLED. Drawn only after the reveal, from
 * the round's public event: nothing secret is ever on it.
 *
 * 760 px wide like the character card: Discord shows it about 450 px wide, so the text is drawn large.
 */
const WIDTH = 760;
const MARGIN = 26;
const HEAD = 46;
const ROW = 96;
const COLUMN = (WIDTH - 2 * MARGIN) / 3;
const BOXES = [
  { attack: 'thrust', maneuver: 'charge' },
  { attack: 'swing', maneuver: 'dodge' },
  { attack: 'smash', maneuver: 'duck' },
] as const;

const MARK = { hit: { text: 'HIT', colour: '#b3261e' }, killed: { text: 'KILLED', colour: '#7d0f0a' }, miss: { text: 'MISS', colour: '#5b554b' }, cancelled: { text: 'TOO LATE', colour: '#5b554b' }, held: { text: 'HELD BY SPELL', colour: '#4a5d8a' }, none: { text: '', colour: INK.muted } } as const;
const SIDE_FILL = { light: '#f6efdc', dark: '#5a4a3a' } as const;
const SIDE_INK = { light: INK.text, dark: '#fdf6e3' } as const;

/** The height of one sheet: its title, the attack row, the maneuver row, then a row per monster in the fullest box. */
function sheetHeight(s: MeleeSheet): number {
  const deepest = Math.max(0, ...[1, 2, 3].map((b) => s.denizens.filter((d) => d.box === b).length));
  return HEAD + (s.armour?.length ? ARMOUR_LINE : 0) + 30 + (s.attack2 ? 3 : 2) * ROW + deepest * (ROW + 8) + 16;
}

/** The line under the title that says what the round's hits did to his armour. */
const ARMOUR_LINE = 30;

/** "Armour: Breastplate damaged, Helmet destroyed". */
const armourText = (armour: NonNullable<MeleeSheet['armour']>): string => `Armour: ${armour.map((a) => `${a.name} ${a.after}`).join(', ')}`;

function mark(d: Drawing, m: StrikeMark, x: number, y: number): void {
  if (m === 'none') return;
  drawText(d, MARK[m].text, x, y, { size: 17, weight: 'bold', colour: MARK[m].colour, align: 'right', baseline: 'middle', halo: { colour: INK.halo, width: 3 } });
}

/** A played chit in a box: what it is and what it does (one or two lines), with the mark of the attack. */
function played(d: Drawing, x: number, y: number, top: string, lines: readonly string[], m: StrikeMark): void {
  const w = COLUMN - 12;
  drawCardBox(d, x, y, w, ROW - 8, '#f3e3b8', PARCHMENT.rule);
  drawText(d, top, x + 10, y + 25, { size: fittingSize(d, top, w - (m === 'none' ? 20 : 86), { size: 21, weight: 'bold' }, 14), weight: 'bold', colour: INK.text });
  mark(d, m, x + w - 8, y + 19);
  lines.slice(0, 2).forEach((l, i) => drawText(d, ellipsize(d, l, w - 20, { size: 17 }), x + 10, y + 50 + i * 21, { size: 17, colour: INK.muted }));
}

/** What his spell did, in a line: its targets, or that it was broken or cancelled. */
const spellLine = (sp: NonNullable<MeleeSheet['spell']>): string =>
  sp.outcome === 'broken' ? 'broken' : sp.outcome === 'cancelled' ? 'cancelled by a faster spell' : `at ${sp.targets.map((t) => t.target.replace(/^the /, '') + (t.mark === 'none' ? '' : ` ${MARK[t.mark].text.toLowerCase()}`)).join(', ')}`;

/** The mark of his spell as a whole: KILLED when it killed any target, HIT when it hit any, else MISS (none when it went nowhere). */
function spellMark(sp: NonNullable<MeleeSheet['spell']>): StrikeMark {
  const marks = sp.targets.map((t) => t.mark);
  return marks.includes('killed') ? 'killed' : marks.includes('hit') ? 'hit' : marks.includes('miss') ? 'miss' : 'none';
}

function drawSheet(d: Drawing, s: MeleeSheet, top: number): number {
  const h = sheetHeight(s);
  drawCardBox(d, MARGIN, top, WIDTH - 2 * MARGIN, h - 12, PARCHMENT.box, PARCHMENT.rule);
  const title = `${s.name}${s.killed ? ' — KILLED' : s.wounds ? ` — ${s.wounds} wound${s.wounds === 1 ? '' : 's'}` : ''}`;
  drawText(d, title, MARGIN + 14, top + 32, { size: 27, weight: 'bold', colour: s.killed ? MARK.killed.colour : PARCHMENT.heading });
  let y = top + HEAD;
  if (s.armour?.length) {
    drawText(d, ellipsize(d, armourText(s.armour), WIDTH - 2 * MARGIN - 28, { size: 19, weight: 'bold' }), MARGIN + 14, y + 12, { size: 19, weight: 'bold', colour: MARK.hit.colour });
    y += ARMOUR_LINE;
  }
  BOXES.forEach((b, i) => {
    const x = MARGIN + i * COLUMN + 6;
    drawText(d, `${i + 1}: ${b.attack} · ${b.maneuver}`, x + 4, y + 14, { size: 16, weight: 'bold', colour: INK.muted });
  });
  y += 28;
  const w0 = COLUMN - 12;
  BOXES.forEach((b, i) => {
    const x = MARGIN + i * COLUMN + 6;
    if (s.attack?.direction === b.attack) played(d, x, y, s.attack.chit, [s.attack.weapon, `at ${s.attack.target}`], s.attack.mark);
    // MP-10: his attack spell in the box he aimed it (box 1 when it went nowhere: broken, cancelled, or speed 0).
    if (s.spell && (s.spell.direction ?? 'thrust') === b.attack) played(d, x, y, s.spell.name, [s.spell.chit, spellLine(s.spell)], spellMark(s.spell));
    // X1-17 (11.3): the weapon parrying in this box.
    if (s.parry?.direction === b.attack) played(d, x, y, s.parry.chit, [`${s.parry.weapon} parries`, s.parry.destroyed ? 'destroyed' : ''], 'none');
    if (s.maneuver?.maneuver === b.maneuver) played(d, x, y + ROW, s.maneuver.chit, [b.maneuver], 'none');
    // X1-17: the second weapon's attack, in a row of its own.
    if (s.attack2?.direction === b.attack) played(d, x, y + 2 * ROW, s.attack2.chit, [`${s.attack2.weapon} (second)`, `at ${s.attack2.target}`], s.attack2.mark);
    if (s.shield === b.attack) drawText(d, 'SHIELD', x + w0 - 8, y + ROW * 2 - 18, { size: 16, weight: 'bold', colour: INK.guard, align: 'right' });
    const here = s.denizens.filter((m) => m.box === i + 1);
    const rows = s.attack2 ? 3 : 2;
    here.forEach((m, k) => {
      const my = y + rows * ROW + 6 + k * (ROW + 8);
      const w = COLUMN - 12;
      drawCardBox(d, x, my, w, ROW - 8, SIDE_FILL[m.side], m.dead ? MARK.killed.colour : PARCHMENT.rule);
      const red = m.turnedRed && !m.dead;
      drawText(d, m.label, x + 10, my + 26, { size: fittingSize(d, m.label, w - (red ? 96 : 20), { size: 21, weight: 'bold' }, 14), weight: 'bold', colour: SIDE_INK[m.side] });
      // Its hit turned it red side up at the round's end: said in this round's picture, not only in the next one's.
      if (red) drawText(d, 'NOW RED', x + w - 8, my + 19, { size: 16, weight: 'bold', colour: '#d9413a', align: 'right', baseline: 'middle', halo: { colour: INK.halo, width: 3 } });
      drawText(d, ellipsize(d, `${m.side} side: ${m.printed}`, w - 20, { size: 16 }), x + 10, my + 50, { size: 16, colour: SIDE_INK[m.side] });
      // Its attack on him: KILLED marks the monster itself killed; its own attack that killed him shows on his title.
      const own = m.dead ? 'killed' : m.mark === 'killed' ? 'hit' : m.mark;
      if (own !== 'none') drawText(d, m.dead ? 'KILLED' : `its attack: ${MARK[own].text}`, x + w - 8, my + 76, { size: 16, weight: 'bold', colour: MARK[own].colour, align: 'right', baseline: 'middle', halo: { colour: INK.halo, width: 3 } });
    });
  });
  return top + h;
}

export function renderMeleeWithLog(round: { clearing: string; round: number; sheets: readonly MeleeSheet[] }): RenderResult {
  const sheets = round.sheets.length ? round.sheets : [];
  const height = 70 + sheets.reduce((n, s) => n + sheetHeight(s), 0) + (sheets.length ? 10 : 60);
  const d = parchmentDrawing(WIDTH, Math.min(4000, height));
  drawText(d, `${round.clearing} — round ${round.round}`, WIDTH / 2, 48, { size: 32, weight: 'bold', colour: PARCHMENT.heading, align: 'center' });
  let y = 70;
  if (!sheets.length) drawText(d, 'Nobody played: a quiet round.', WIDTH / 2, y + 30, { size: 22, colour: INK.muted, align: 'center' });
  for (const s of sheets) y = drawSheet(d, s, y);
  return finish(d);
}

export const renderMelee = (round: { clearing: string; round: number; sheets: readonly MeleeSheet[] }): Promise<Buffer> => renderMeleeWithLog(round).png;
