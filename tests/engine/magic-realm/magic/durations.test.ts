import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/core/types.js';
import { durationOf, energisedBy, energiseWithChit, spellAfter, type SpellInForce } from '../../../../src/engine/rulesets/magic-realm/magic/durations.js';
import { fatiguedAt, type MagicChitUse } from '../../../../src/engine/rulesets/magic-realm/magic/spell-fatigue.js';
import { SPELLS, spellNamed } from '../../../../src/engine/rulesets/magic-realm/magic/spells.js';

/** A spell of the data in force, cast on game day 5. */
const inForce = (name: string): SpellInForce => {
  const s = spellNamed(name)!;
  return { spell: s.name, duration: durationOf(s), colour: s.colour, castDay: 5 };
};

describe('MP-9: durations (seed 001 l.41–53)', () => {
  it('every spell of both lists has one of the seven durations', () => {
    expect(new Set(SPELLS.map((s) => durationOf(s)))).toEqual(new Set(['instant', 'attack', 'combat', 'move', 'phase', 'day', 'permanent']));
    expect(() => durationOf({ name: 'Odd', duration: 'week' })).toThrow(RangeError);
  });

  it('instant ends when targets are assigned; attack when attacks are resolved; combat at the end of combat', () => {
    expect(spellAfter(inForce('Make Whole'), { at: 'targets-assigned' })).toBe('expired');
    const blast = inForce('Fiery Blast');
    expect(spellAfter(blast, { at: 'targets-assigned' })).toEqual(blast);
    expect(spellAfter(blast, { at: 'attacks-resolved' })).toBe('expired');
    const peace = inForce('Peace');
    expect(spellAfter(peace, { at: 'attacks-resolved' })).toEqual(peace);
    expect(spellAfter(peace, { at: 'combat-ended' })).toBe('expired');
    expect(spellAfter(peace, { at: 'midnight', day: 5 })).toBe('expired');
  });

  it('move and phase spells last until their chit is played, then to the end of that movement or phase', () => {
    const broom = inForce('Broomstick');
    expect(spellAfter(broom, { at: 'use-ended' })).toEqual(broom);
    expect(spellAfter(broom, { at: 'midnight', day: 5 })).toEqual(broom);
    expect(spellAfter({ ...broom, played: true }, { at: 'use-ended' })).toBe('expired');
    expect(spellAfter({ ...inForce('Protection from Magic'), played: true }, { at: 'use-ended' })).toBe('expired');
  });

  it('a day spell cast on day 5 lasts through Sunset of day 5 and ends at Sunset of day 6', () => {
    const fog = inForce('Fog');
    expect(spellAfter(fog, { at: 'sunset', day: 5 })).toEqual(fog);
    expect(spellAfter(fog, { at: 'midnight', day: 5 })).toEqual(fog);
    expect(spellAfter(fog, { at: 'sunset', day: 6 })).toBe('expired');
  });

  it('a permanent spell falls inert at Midnight of the day it is cast, and only breaking ends it', () => {
    const lost = inForce('Lost');
    expect(spellAfter(lost, { at: 'combat-ended' })).toEqual(lost);
    expect(spellAfter(lost, { at: 'sunset', day: 9 })).toEqual(lost);
    expect(spellAfter(lost, { at: 'midnight', day: 5 })).toEqual({ ...lost, inert: true });
    for (const s of ['Lost', 'Fog', 'Peace', 'Broomstick']) expect(spellAfter(inForce(s), { at: 'broken' })).toBe('expired');
  });

  it('an inert permanent spell is energised by its colour present — the day, the tile, an item — not by a chit lying by', () => {
    const transform = { ...inForce('Transform'), inert: true as const }; // VI, purple
    expect(energisedBy(transform, [{ kind: 'day', colour: 'purple', day: 21 }])).toEqual(inForce('Transform'));
    expect(energisedBy(transform, [{ kind: 'tile', colour: 'purple', clearing: 'L2' }])).toEqual(inForce('Transform'));
    expect(energisedBy(transform, [{ kind: 'day', colour: 'grey', day: 14 }])).toEqual(transform);
    expect(energisedBy(transform, [{ kind: 'chit', colour: 'purple', chit: 3 }])).toEqual(transform);
    // Bad Luck needs any colour.
    const badLuck = { ...inForce('Bad Luck'), inert: true as const };
    expect(energisedBy(badLuck, [{ kind: 'treasure', colour: 'gold', treasure: 'Flowers of Rest' }]).inert).toBeUndefined();
  });
});

describe('MP-12: a colour chit energises any character’s permanent spell whose target is in his clearing, without counting as an action (seed 001 l.55)', () => {
  const inert = { ...inForce('Melt Into Mist'), inert: true as const }; // VI, purple

  it('the Witch King’s purple chit (MAGIC IV4*, chit 0) on his turn of the Encounter step: energised, the chit fatigues, no action taken', () => {
    expect(energiseWithChit(inert, { colour: 'purple', chit: 0, targetInClearing: true, when: 'encounter-turn' })).toEqual({ spell: inForce('Melt Into Mist'), fatigue: 0, action: false });
    expect(energiseWithChit(inert, { colour: 'purple', chit: 0, targetInClearing: true, when: 'phase-start' }).spell.inert).toBeUndefined();
  });

  it('refused: the wrong colour, the target elsewhere, another moment, a spell in force already, a spell not permanent', () => {
    const refusal = (s: SpellInForce, play: Parameters<typeof energiseWithChit>[1]) => {
      try {
        energiseWithChit(s, play);
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        return (e as RuleError).message;
      }
      throw new Error('not refused');
    };
    const ok = { colour: 'purple' as const, chit: 0, targetInClearing: true, when: 'encounter-turn' as const };
    expect(refusal(inert, { ...ok, colour: 'black' })).toBe('Melt Into Mist needs purple magic; the chit holds black');
    expect(refusal(inert, { ...ok, targetInClearing: false })).toBe("Melt Into Mist's target is not in your clearing");
    expect(refusal(inert, { ...ok, when: 'other' })).toBe('a colour chit energises a permanent spell only when a phase of a turn starts in your clearing, or on your turn of the Encounter step');
    expect(refusal(inForce('Melt Into Mist'), ok)).toBe('Melt Into Mist is in force already: it falls inert at Midnight');
    expect(refusal(inForce('Fog'), ok)).toBe('Fog is a day spell: only a permanent spell is energised by colour');
  });
});

describe('MP-11: when the chits used in magic fatigue (seed 001 l.11)', () => {
  // The Witch: her black colour chit (9) played for Deal with Goblins cast with MAGIC VIII2* (11); MAGIC VIII4* (3)
  // prepared and used for an instant spell; MAGIC V6* (4) prepared and never used.
  const uses: MagicChitUse[] = [
    { chit: 9, kind: 'colour' },
    { chit: 11, kind: 'magic', spell: 'Deal with Goblins' },
    { chit: 3, kind: 'prepared', spell: 'Make Whole' },
    { chit: 4, kind: 'prepared' },
  ];
  it('colour chits when played; MAGIC chits when their spell expires; prepared chits at the end of combat (or their spell’s end); none in the Fatigue step', () => {
    expect(fatiguedAt(uses, { at: 'played' })).toEqual([9]);
    expect(fatiguedAt(uses, { at: 'fatigue-step' })).toEqual([]);
    expect(fatiguedAt(uses, { at: 'spell-expired', spell: 'Make Whole' })).toEqual([3]);
    expect(fatiguedAt(uses, { at: 'end-of-combat' })).toEqual([3, 4]);
    expect(fatiguedAt(uses, { at: 'spell-expired', spell: 'Deal with Goblins' })).toEqual([11]);
  });
});
