import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findTable } from '../../../src/engine/parts.js';
import { kindOf, SPELL_EFFECTS, spellsInTwoFamilies, unknownSpellEntries } from '../../../src/engine/rulesets/magic-realm/magic/spell-effects.js';
import { EXPANSION_ONE_SPELLS, SPELL_CARDS, SPELLS, spellNamed } from '../../../src/engine/rulesets/magic-realm/magic/spells.js';

/**
 * Spells: one list (magic/spells.ts) of the published game's cards and Expansion One's LIST OF SPELLS (X1-22), each
 * marked with its source, and one effect map (magic/spell-effects.ts) with an entry for each, ready for the magic work.
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const objectsFile = resolve(root, '../shared/data/realm-objects.json');
const seedFile = resolve(root, '../shared/seeds/002_87778c78da73bade.txt');

const simple = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ' ').trim();
const count = (name: string) => SPELLS.filter((s) => simple(s.name) === simple(name)).length;

/** The published game's spell cards of types I–VIII (the typeless three are a treasure's own, never dealt). */
function publishedSpells(): string[] {
  const data = JSON.parse(readFileSync(objectsFile, 'utf8')) as { objects: { spell: { name: string; attributes: { this: Record<string, string> } }[] } };
  return data.objects.spell.filter((s) => 'original_game' in s.attributes.this && /^[IV]+$/.test(s.attributes.this.spell ?? '')).map((s) => s.name);
}

/** The names of Expansion One's LIST OF SPELLS: each entry opens "NAME (type/colour)" in capitals. */
function seedSpells(): string[] {
  const text = readFileSync(seedFile, 'utf8');
  const list = text.slice(text.indexOf('\nLIST OF SPELLS'));
  return [...list.matchAll(/^([A-Z][A-Z ]+[A-Z]) ?\(/gm)].map((m) => m[1]!).filter((name) => name !== 'NAME OF SPELL');
}

describe('spells: one list, one type (X1-22 and the published cards)', () => {
  it.skipIf(!existsSync(objectsFile))('every spell card of the published data is in the list exactly once, marked core', () => {
    const published = publishedSpells();
    expect(published).toHaveLength(47);
    for (const name of published) {
      expect(count(name), name).toBe(1);
      expect(spellNamed(name)?.source, name).toBe('core');
    }
    expect(SPELL_CARDS.map((s) => s.name).sort()).toEqual([...published].sort());
  });

  it.skipIf(!existsSync(seedFile))('every spell of Expansion One’s LIST OF SPELLS is in the list exactly once, marked expansion-one', () => {
    const listed = seedSpells();
    expect(listed).toHaveLength(40);
    for (const name of listed) {
      expect(count(name), name).toBe(1);
      expect(spellNamed(name)?.source, name).toBe('expansion-one');
    }
    expect(EXPANSION_ONE_SPELLS.map((s) => simple(s.name))).toEqual(listed.map(simple));
  });

  it('the list is the cards and Expansion One’s, nothing else, no name twice', () => {
    expect(SPELLS).toEqual([...SPELL_CARDS, ...EXPANSION_ONE_SPELLS]);
    expect(new Set(SPELLS.map((s) => simple(s.name))).size).toBe(SPELLS.length);
    expect(SPELL_CARDS.every((s) => s.source === 'core')).toBe(true);
    expect(EXPANSION_ONE_SPELLS.every((s) => s.source === 'expansion-one')).toBe(true);
  });

  it('a spell’s table is a table of the catalogue (Small Blessing rolls on the Wish table, Stones Fly on the Missile table)', () => {
    for (const s of SPELLS.filter((s) => s.table)) expect(findTable(s.table!), `${s.name}: ${s.table}`).toBeDefined();
    expect(spellNamed('small blessing')?.table).toBe('wish');
    expect(spellNamed('Stones Fly')?.table).toBe('standard-missile');
    expect(spellNamed('Power of the Pit')?.table).toBe('power-of-the-pit');
    expect(spellNamed('Raise Dead')?.table).toBe('raise-dead');
  });

  it('the effect map has one entry for each spell and none other; every family entry names a spell of the lists, once', () => {
    expect(Object.keys(SPELL_EFFECTS).sort()).toEqual(SPELLS.map((s) => s.name).sort());
    expect(spellsInTwoFamilies()).toEqual([]);
    expect(unknownSpellEntries()).toEqual([]);
    expect(Object.keys(SPELL_EFFECTS).filter((n) => kindOf(n) === 'magic-change')).toEqual(["Witch's Brew", 'Faerie Lights', 'Elemental Spirit']);
    expect(Object.keys(SPELL_EFFECTS).filter((n) => kindOf(n) === 'attack')).toEqual(['Stones Fly', 'Lightning Bolt', 'Fiery Blast']);
  });
});
