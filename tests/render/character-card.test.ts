import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCharacterCardWithLog } from '../../src/render/character-card.js';
import { isPng, pngSize } from './pixels.js';
import { battered } from './sheet-fixtures.js';
import { chitLabel, chitsOf } from '../../src/engine/rulesets/magic-realm/characters/kits.js';

/** The Witch's chits: MAGIC V4* a black colour chit; MAGIC V5* fatigued (a colour chit played: it reverted). */
const witchChits = () => chitsOf('Witch').map((c, i) => ({ ...c, label: chitLabel(c), state: i === 6 ? ('fatigued' as const) : ('active' as const), ...(i === 9 ? { colour: 'black' as const } : {}) }));

describe("the character card picture (issue 13)", () => {
  it('draws every chit as printed, each state marked, and the numbers, at a width Discord shows legibly', async () => {
    const { png, texts } = renderCharacterCardWithLog(battered());
    const bytes = await png;
    expect(isPng(bytes)).toBe(true);
    expect(pngSize(bytes).width).toBe(760);
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object/);
    expect(texts.filter((t) => t === 'FATIGUED')).toHaveLength(2);
    expect(texts.filter((t) => t === 'WOUNDED')).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['Black Knight', 'HIDDEN', 'Crystal Ball', '23', '7', 'CV5', 'Shield (damaged)', 'Weapon (alerted)', 'Owes', 'rest 1* (REST)', 'SPELLS', 'Hurricane Winds', 'Cursed', 'Squeak']));
    mkdirSync('out/test-images', { recursive: true });
    writeFileSync('out/test-images/character-card-battered.png', bytes);
  });

  it('MP-1: a colour chit is drawn in its colour, named at its foot, and listed with the numbers', async () => {
    // The Witch's MAGIC V4* (chit 9) enchanted into black; her MAGIC V5* (6) enchanted into black and then played: fatigued.
    const card = { ...battered(), character: 'Witch', chits: witchChits() };
    const { png, texts } = renderCharacterCardWithLog(card);
    const bytes = await png;
    expect(texts.filter((t) => t === 'BLACK')).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['Colour chit', 'black (MAGIC V4*)']));
    expect(texts).not.toContain('black (MAGIC V5*)');
    mkdirSync('out/test-images', { recursive: true });
    writeFileSync('out/test-images/character-card-colour-chit.png', bytes);
  });

  it('a public card draws no chit, gold or treasure', () => {
    const { chits: _c, treasures: _t, gold: _g, fame: _f, notoriety: _n, fatigue: _fa, wounds: _w, owed: _o, hidden: _h, where: _wh, discoveries: _d, spells: _s, ...open } = battered();
    const { texts } = renderCharacterCardWithLog({ ...open, full: false });
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null|\[object/);
    expect(texts).not.toEqual(expect.arrayContaining(['Crystal Ball']));
    expect(texts).not.toContain('MOVE');
    expect(texts).not.toContain('23');
    expect(texts).not.toContain('HIDDEN');
    expect(texts).toEqual(expect.arrayContaining(['Black Knight', 'Shield (damaged)', 'Squeak']));
    expect(texts).not.toContain('Hurricane Winds');
  });
});
