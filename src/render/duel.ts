import { LENGTH_LABEL, STAKES_LABEL, VICTORY_LABEL, type DuelView } from '../engine/rulesets/mtg-rpg/duels/view.js';
import { drawCardBox } from './draw/box.js';
import { createDrawing, finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { INK, PARCHMENT } from './draw/palette.js';
import { parchmentDrawing } from './draw/sheet.js';
import { drawText, ellipsize, fittingSize, wrapText } from './draw/text.js';

/**
 * A duel as a PNG (issue 15): the two wizards face to face, the terms, each revealed turn with the card each played
 * and what it did, and a life bar under each name — filled only where the viewer may know those life points (his
 * own; the GM's every one), else marked hidden (RPG-C20: "life points will be unknown to an opponent during a duel").
 * The channel's picture is drawn for a viewer who knows none. Nothing chosen and not yet revealed is on it.
 *
 * 760 px wide, large text: Discord shows it about 450 px wide.
 */
const WIDTH = 760;
const MARGIN = 24;
const COLUMN = (WIDTH - 2 * MARGIN - 20) / 2;
const TURN_HEAD = 34;
const LINE = 24;

/** A life bar out of the life the wizard began with (or a hidden bar with a question mark). */
function lifeBar(d: Drawing, x: number, y: number, w: number, life: number | undefined, of: number | undefined): void {
  const h = 26;
  drawCardBox(d, x, y, w, h, '#efe4c6', PARCHMENT.rule, 2);
  if (life === undefined || of === undefined) {
    drawText(d, 'life points hidden', x + w / 2, y + h / 2 + 1, { size: 17, colour: INK.muted, align: 'center', baseline: 'middle' });
    return;
  }
  const share = Math.max(0, Math.min(1, life / Math.max(1, of)));
  if (share > 0) drawCardBox(d, x, y, Math.max(12, w * share), h, life <= 0 ? INK.alert : '#6b9e4a', PARCHMENT.rule, 2);
  drawText(d, `${life} life`, x + w / 2, y + h / 2 + 1, { size: 18, weight: 'bold', colour: INK.text, align: 'center', baseline: 'middle', halo: { colour: INK.halo, width: 3 } });
}

const cardLines = (d: Drawing, text: string): string[] => wrapText(d, text, COLUMN - 20, { size: 19 }).slice(0, 3);

function turnHeight(d: Drawing, view: DuelView, n: number): number {
  const t = view.turns[n]!;
  const lines = Math.max(...t.plays.map((p) => cardLines(d, p.did).length), 1);
  return TURN_HEAD + 30 + lines * LINE + 14;
}

export function renderDuelWithLog(view: DuelView): RenderResult {
  const probe = createDrawing(10, 10);
  const sides = [view.challenger, view.defender] as const;
  const height = 190 + view.turns.reduce((h, _, i) => h + turnHeight(probe, view, i) + 10, 0) + (view.result ? 60 : 20);
  const d = parchmentDrawing(WIDTH, Math.min(4000, height));
  const title = `${view.names[view.challenger]} against ${view.names[view.defender]}`;
  drawText(d, title, WIDTH / 2, 44, { size: fittingSize(d, title, WIDTH - 2 * MARGIN, { size: 32, weight: 'bold' }, 20), weight: 'bold', colour: PARCHMENT.heading, align: 'center' });
  const terms = [view.length ? LENGTH_LABEL[view.length] : 'challenged', view.stakes ? `for ${STAKES_LABEL[view.stakes]}` : '', view.victory ? `to ${VICTORY_LABEL[view.victory]}` : ''].filter(Boolean).join(' · ');
  drawText(d, ellipsize(d, terms, WIDTH - 2 * MARGIN, { size: 19 }), WIDTH / 2, 76, { size: 19, colour: INK.muted, align: 'center' });
  sides.forEach((id, i) => {
    const x = MARGIN + i * (COLUMN + 20);
    const first = view.order?.[0] === id ? ' — plays first' : '';
    drawText(d, ellipsize(d, `${view.names[id]}${first}`, COLUMN, { size: 23, weight: 'bold' }), x, 114, { size: 23, weight: 'bold', colour: INK.text });
    lifeBar(d, x, 128, COLUMN, view.life[id], view.began[id]);
  });
  let y = 172;
  view.turns.forEach((t, n) => {
    const h = turnHeight(d, view, n);
    drawCardBox(d, MARGIN - 6, y, WIDTH - 2 * MARGIN + 12, h, PARCHMENT.box, PARCHMENT.rule, 2);
    drawText(d, `Turn ${t.n}`, MARGIN + 6, y + 26, { size: 20, weight: 'bold', colour: PARCHMENT.heading });
    sides.forEach((id, i) => {
      const x = MARGIN + i * (COLUMN + 20);
      const p = t.plays.find((q) => q.userId === id);
      const name = p?.card ?? 'no card';
      drawText(d, ellipsize(d, name, COLUMN - 10, { size: 20, weight: 'bold' }), x + 6, y + TURN_HEAD + 22, { size: 20, weight: 'bold', colour: INK.text });
      cardLines(d, p?.did ?? '').forEach((line, k) => drawText(d, line, x + 6, y + TURN_HEAD + 30 + (k + 1) * LINE, { size: 19, colour: INK.text }));
    });
    y += h + 10;
  });
  if (view.result) {
    const r = view.result;
    drawText(d, ellipsize(d, `${view.names[r.winner]} wins: ${r.why}`, WIDTH - 2 * MARGIN, { size: 24, weight: 'bold' }), WIDTH / 2, y + 30, { size: 24, weight: 'bold', colour: PARCHMENT.heading, align: 'center' });
  } else if (view.stage === 'over') {
    drawText(d, 'Called off', WIDTH / 2, y + 30, { size: 24, weight: 'bold', colour: INK.muted, align: 'center' });
  }
  return finish(d);
}

export const renderDuel = (view: DuelView): Promise<Buffer> => renderDuelWithLog(view).png;
