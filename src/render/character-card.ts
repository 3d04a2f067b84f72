import { characterWords } from '../engine/rulesets/magic-realm/characters/view.js';
import type { CharacterCard, ChitOnCard } from '../engine/rulesets/magic-realm/characters/view-types.js';
import { finish, type Drawing, type RenderResult } from './draw/canvas.js';
import { capitalised } from './draw/format.js';
import { CARD_FRAME } from './draw/frame.js';
import { INK, MAGIC_PALETTE, PARCHMENT } from './draw/palette.js';
import { drawPaperSheet, type Field, type Section } from './draw/sheet.js';
import { drawText, fittingSize } from './draw/text.js';

/**
 * A Magic Realm character's card as a PNG (issue 13): his twelve action chits as the game prints them (MOVE M4,
 * FIGHT H5*, MAGIC II3*), each active, fatigued (greyed) or wounded (struck through in red), a colour chit in its
 * colour (MP-1); then his belongings,
 * treasures, gold, fame and notoriety, where he is and what he has found. A public card (`full` false) has the
 * character and what lies face up only. It draws only what the CharacterCard holds.
 */

/**
 * Narrower than the other cards (1000 px): Discord shows a picture about 450 px wide in an embed, and a
 * character's card is read at a glance, so it is drawn at 760 px and its text comes out larger.
 */
const WIDTH = 760;
const MARGIN = 26;
const GAP = CARD_FRAME.gap - 4;
const PER_ROW = 6;
const CHIT_GAP = 10;
const CHIT = Math.floor((WIDTH - 2 * MARGIN - (PER_ROW - 1) * CHIT_GAP) / PER_ROW);

const CHIT_FILL = { active: '#f3e3b8', fatigued: '#b9b2a3', wounded: '#c9a29b' } as const;
const CHIT_INK = { active: INK.text, fatigued: '#5b554b', wounded: '#6b2a22' } as const;
const WOUND = '#a3261b';

/** MP-1: an active chit enchanted into colour is drawn in its colour, named at its foot (the board's colours). */
const colourOf = (c: ChitOnCard) => (c.colour && c.state === 'active' ? MAGIC_PALETTE[c.colour] : undefined);

function drawChit(d: Drawing, c: ChitOnCard, x: number, y: number): void {
  const { ctx } = d;
  const colour = colourOf(c);
  ctx.save();
  ctx.fillStyle = colour?.fill ?? CHIT_FILL[c.state];
  ctx.strokeStyle = PARCHMENT.rule;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(x + 1.5, y + 1.5, CHIT - 3, CHIT - 3, 10);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  const ink = colour?.ink ?? CHIT_INK[c.state];
  const mid = x + CHIT / 2;
  // Laid out in fractions of the chit: its kind on top, strength (or magic type) and time large, the asterisks below.
  const at = (f: number) => y + CHIT * f;
  drawText(d, c.kind, mid, at(0.2), { size: fittingSize(d, c.kind, CHIT - 14, { size: 21, weight: 'bold' }, 13), weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
  drawText(d, `${c.magic ?? c.strength ?? ''}${c.time}`, mid, at(0.47), { size: Math.round(CHIT * 0.32), weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
  if (c.effort) drawText(d, '*'.repeat(c.effort), mid, at(0.8), { size: Math.round(CHIT * 0.26), weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
  if (colour) drawText(d, c.colour!.toUpperCase(), mid, at(0.93), { size: 13, weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
  if (c.state !== 'active') {
    drawText(d, c.state.toUpperCase(), mid, at(0.93), { size: 13, weight: 'bold', colour: c.state === 'wounded' ? WOUND : ink, align: 'center', baseline: 'middle' });
  }
  if (c.state === 'wounded') {
    ctx.save();
    ctx.strokeStyle = WOUND;
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(x + 14, y + 14);
    ctx.lineTo(x + CHIT - 14, y + CHIT - 14);
    ctx.moveTo(x + CHIT - 14, y + 14);
    ctx.lineTo(x + 14, y + CHIT - 14);
    ctx.stroke();
    ctx.restore();
  }
}

function belongings(card: CharacterCard): Section {
  const rows: Field[] = [];
  rows.push(card.weapon ? { label: `Weapon${card.weapon.alerted ? ' (alerted)' : ''}`, value: `${card.weapon.name} — ${card.weapon.text}` } : { label: 'Weapon', value: 'dagger only' });
  if (card.second) rows.push({ label: 'Second weapon', value: `${card.second.name} — ${card.second.text}` });
  if (card.inactive?.length) rows.push({ label: 'Carried inactive', value: card.inactive.join(', ') });
  for (const a of card.armour) rows.push({ label: capitalised(a.state === 'intact' ? a.name : `${a.name} (${a.state})`), value: a.state === 'destroyed' ? 'destroyed' : `protects ${a.protects}`, alert: a.state !== 'intact' });
  if (card.armour.length === 0) rows.push({ label: 'Armour', value: 'none' });
  rows.push({ label: 'Horse', value: card.horse ?? 'none' });
  // His curses are seen by all (characters/curses.ts): what they forbid shows.
  for (const c of card.curses ?? []) rows.push({ label: 'Cursed', value: c, alert: true });
  for (const t of card.captured ?? []) rows.push({ label: 'Captured', value: t });
  return { title: 'Belongings', blocks: [{ kind: 'fields', rows }] };
}

/** The card's words for its character (issue 27: the Amazon is "she"). */
const words = (card: CharacterCard) => characterWords(card.character);

function sections(card: CharacterCard): Section[] {
  if (!card.full) return [belongings(card), { title: 'Seen by the table', blocks: [{ kind: 'note', text: `Only what lies face up on the board: ${words(card).possessive} chits, treasures, gold and where ${words(card).subject} hides are ${words(card).own} and the GM’s.` }] }];
  return [
    belongings(card),
    {
      title: 'Numbers',
      blocks: [
        {
          kind: 'fields',
          rows: [
            { label: 'Gold', value: String(card.gold ?? 0) },
            { label: 'Fame', value: String(card.fame ?? 0) },
            { label: 'Notoriety', value: String(card.notoriety ?? 0) },
            { label: 'Fatigued chits', value: String(card.fatigue ?? 0), alert: (card.fatigue ?? 0) > 0 },
            { label: 'Wounded chits', value: String(card.wounds ?? 0), alert: (card.wounds ?? 0) > 0 },
            ...(card.owed ?? []).map((o) => ({ label: 'Owes', value: o, alert: true })),
            // MP-1: his colour chits, until he plays them.
            ...(card.chits ?? []).filter((c) => colourOf(c)).map((c) => ({ label: 'Colour chit', value: `${c.colour} (${c.label})` })),
          ],
        },
      ],
    },
    { title: 'Treasures', blocks: [{ kind: 'list', items: card.treasures ?? [], empty: 'none' }] },
    { title: 'Spells', blocks: [{ kind: 'list', items: card.spells ?? [], empty: 'none recorded or learned' }] },
    // MP-9: the spells in force on him, with their casters and how long they last.
    ...(card.inForce?.length ? [{ title: 'Spells in force on him', blocks: [{ kind: 'list' as const, items: card.inForce, empty: '' }] }] : []),
    {
      title: 'Natives and visitors',
      blocks: [
        {
          kind: 'fields',
          rows: (card.relationships ?? []).map((r) => ({ label: r.with, value: capitalised(r.relationship), alert: r.relationship === 'enemy' || r.relationship === 'unfriendly' })),
        },
        { kind: 'note', text: 'All others: neutral.' },
      ],
    },
    {
      title: 'On the board',
      blocks: [
        { kind: 'fields', rows: [{ label: 'Where', value: card.where ?? 'not on the board' }, { label: 'Hidden', value: card.hidden ? 'yes' : 'no' }] },
        { kind: 'list', items: (card.discoveries ?? []).map((p) => `found ${p}`), empty: 'no hidden paths or secret passages found' },
      ],
    },
  ];
}

function draw(card: CharacterCard): Drawing {
  const chits = card.chits ?? [];
  const rows = Math.ceil(chits.length / PER_ROW);
  return drawPaperSheet({
    width: WIDTH,
    margin: MARGIN,
    gap: GAP,
    header: { title: card.character, subtitle: card.full ? `played by ${card.userName}` : `played by ${card.userName} · as the table sees ${words(card).object}`, titleSize: 40, ...(card.hidden ? { flag: 'HIDDEN' } : {}) },
    ...(rows
      ? { band: { height: rows * CHIT + (rows - 1) * CHIT_GAP, key: JSON.stringify(chits), draw: (d, top) => chits.forEach((c, i) => drawChit(d, c, MARGIN + (i % PER_ROW) * (CHIT + CHIT_GAP), top + Math.floor(i / PER_ROW) * (CHIT + CHIT_GAP))) } }
      : {}),
    sections: sections(card),
  });
}

export function renderCharacterCardWithLog(card: CharacterCard): RenderResult {
  return finish(draw(card));
}

export function renderCharacterCard(card: CharacterCard): Promise<Buffer> {
  return renderCharacterCardWithLog(card).png;
}
