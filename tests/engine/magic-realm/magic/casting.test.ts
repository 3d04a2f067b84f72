import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/core/types.js';
import { dayRules, type CalendarState } from '../../../../src/engine/rulesets/magic-realm/calendar/calendar.js';
import { characterKit, chitLabel, type CharacterKit } from '../../../../src/engine/rulesets/magic-realm/characters/kits.js';
import type { ChitState } from '../../../../src/engine/rulesets/magic-realm/characters/sheet.js';
import type { Board } from '../../../../src/engine/rulesets/magic-realm/map/board.js';
import { canCastAt, castRefusal, castText, checkCast, type CastAttempt } from '../../../../src/engine/rulesets/magic-realm/magic/casting.js';
import { spellNamed } from '../../../../src/engine/rulesets/magic-realm/magic/spells.js';

const witch = characterKit('Witch')!;
const druid = characterKit('Druid')!;
const witchKing = characterKit('Witch King')!;
/** The index of a chit in a kit by its print ("MAGIC VIII2*"): the first one. */
const chit = (kit: CharacterKit, label: string): number => kit.chits.findIndex((c) => chitLabel(c) === label);
const active = (kit: CharacterKit): ChitState[] => kit.chits.map(() => 'active');
const dealWithGoblins = spellNamed('Deal with Goblins')!;

/** The Witch casting Deal with Goblins (type VIII, black) with her MAGIC VIII2*, nothing on her sheet, on `day`. */
function witchCasts(day: number, over: Partial<CastAttempt> = {}): CastAttempt {
  return { kit: witch, chits: active(witch), treasures: [], spell: dealWithGoblins, means: { chit: chit(witch, 'MAGIC VIII2*') }, moment: { day }, timesToBeat: [], ...over };
}

/** The message and hint of the RuleError a cast is refused with. */
function refused(a: CastAttempt): [string, string | undefined] {
  const e = castRefusal(a);
  expect(e, 'refused').toBeInstanceOf(RuleError);
  expect(() => checkCast(a)).toThrow(RuleError);
  return [e!.message, e!.hint];
}

describe('MP-2: a MAGIC chit of the spell’s type and its colour present (seed 001 l.23–25)', () => {
  it('the Witch’s MAGIC VIII2* casts Deal with Goblins (VIII, black) on day 7, whose PERSONAL HISTORY colours are white and black', () => {
    const c = checkCast(witchCasts(7));
    expect(c.spell.name).toBe('Deal with Goblins');
    expect(c.means).toEqual({ chit: 11, prepared: false });
    expect(c.speed).toBe(2);
    expect(c.effort).toBe(1);
    expect(c.colour).toEqual([{ kind: 'day', colour: 'black', day: 7 }]);
    expect(c.fatigueNow).toEqual([]);
    expect(castText(witch, c)).toBe('Deal with Goblins with MAGIC VIII2* at speed 2, black from the day (day 7 of the month)');
    expect(castRefusal(witchCasts(7))).toBeUndefined();
  });

  it('with Seasons: season 2’s 7th-day BLACK lets her cast; on day 8 without black she is refused, with the way to do it right', () => {
    const s2: CalendarState = { start: { dice: [1, 1], season: 2 }, month: 1, season: 2, week: 1, day: 7, weather: ['clear'], history: [] };
    expect(checkCast(witchCasts(7, { moment: { day: 7, seventhDay: dayRules(s2).seventhDay! } })).colour).toEqual([{ kind: 'day', colour: 'black', day: 7 }]);
    expect(refused(witchCasts(8))).toEqual([
      'Deal with Goblins needs black magic; present for her: none',
      'cast it on a day, in a clearing or beside an item with black magic, or enchant a MAGIC chit into that colour first (an E phase)',
    ]);
  });

  it('…unless she holds a black colour chit (her MAGIC V4* enchanted): it is used, and fatigues as it is played (MP-11)', () => {
    const black = chit(witch, 'MAGIC V4*');
    const c = checkCast(witchCasts(8, { colourChits: [{ chit: black, colour: 'black' }] }));
    expect(c.colour).toEqual([{ kind: 'chit', colour: 'black', chit: black }]);
    expect(c.fatigueNow).toEqual([black]);
    // The day's black is free: it is taken before her chit, which then stays.
    expect(checkCast(witchCasts(7, { colourChits: [{ chit: black, colour: 'black' }] })).fatigueNow).toEqual([]);
    // A Cloven Hoof in the clearing (anyone's) supplies black.
    expect(checkCast(witchCasts(8, { moment: { day: 8, treasures: ['Cloven Hoof'] } })).colour).toEqual([{ kind: 'treasure', colour: 'black', treasure: 'Cloven Hoof' }]);
  });

  it('a chit of another type is refused, naming the chits of the right type', () => {
    expect(refused(witchCasts(7, { means: { chit: chit(witch, 'MAGIC V6*') } }))).toEqual([
      'Deal with Goblins is a type VIII spell; MAGIC V6* is type V',
      'cast Deal with Goblins with MAGIC VIII4* or MAGIC VIII2*',
    ]);
    // Not a MAGIC chit; a fatigued one; one enchanted into colour.
    expect(refused(witchCasts(7, { means: { chit: chit(witch, 'FIGHT L3*') } }))[0]).toBe('a spell is cast with a MAGIC chit, an artifact or a spell book, not FIGHT L3*');
    const tired = active(witch);
    tired[11] = 'fatigued';
    expect(refused(witchCasts(7, { chits: tired }))).toEqual(['her MAGIC VIII2* is fatigued', 'cast Deal with Goblins with MAGIC VIII4*']);
    const five = chit(witch, 'MAGIC V4*');
    expect(refused({ ...witchCasts(7), spell: spellNamed('Absorb Essence')!, means: { chit: five }, colourChits: [{ chit: five, colour: 'black' }] })[0]).toBe(
      'her MAGIC V4* is enchanted into black magic: it is colour now, not a ritual',
    );
    expect(refused(witchCasts(7, { committed: [11] }))[0]).toBe('her MAGIC VIII2* is committed to a spell still in force');
  });
});

describe('MP-1: the cast is his one action of the Encounter step', () => {
  it('not after a charge, a run or an alert', () => {
    expect(refused(witchCasts(7, { action: 'charge' }))).toEqual(['the Witch charged this round: casting a spell is her one action of the Encounter step', 'cast next round, before charging, running or alerting']);
    expect(refused(witchCasts(7, { action: 'alert' }))[0]).toBe('the Witch alerted a weapon this round: casting a spell is her one action of the Encounter step');
  });
});

describe('MP-3: artifacts and spell books cast one spell a day, of the type printed on them (seed 001 l.23)', () => {
  it('the Beast Pipes (artifact, VIII) cast Deal with Goblins at speed 0 with no effort; once a day', () => {
    const a = witchCasts(7, { treasures: ['Beast Pipes'], means: { treasure: 'beast pipes' }, timesToBeat: [1] });
    const c = checkCast(a);
    expect([c.means, c.speed, c.effort]).toEqual([{ treasure: 'Beast Pipes' }, 0, 0]);
    expect(refused({ ...a, usedToday: ['Beast Pipes'] })).toEqual(['the Beast Pipes has cast a spell today already: an artifact or book casts one spell a day', 'cast Deal with Goblins with MAGIC VIII4* or MAGIC VIII2*']);
    expect(refused({ ...a, treasures: [] })[0]).toBe('the Witch does not carry beast pipes');
    expect(refused({ ...a, treasures: ['Flowers of Rest'], means: { treasure: 'Flowers of Rest' } })[0]).toBe('the Flowers of Rest is no artifact or spell book');
  });

  it('the Good Book is a Type I book: it casts Make Whole (I, white), never its Type VII spells', () => {
    const book = { kit: witch, chits: active(witch), treasures: ['Good Book'], means: { treasure: 'Good Book' }, moment: { day: 7 }, timesToBeat: [] };
    expect(checkCast({ ...book, spell: spellNamed('Make Whole')! }).speed).toBe(0);
    expect(refused({ ...book, moment: { day: 21, treasures: ['Flowers of Rest'] }, spell: spellNamed('Peace with Nature')! })).toEqual([
      'the Good Book casts type I spells; Peace with Nature is type VII',
      'the Witch has no active MAGIC chit, artifact or book of type VII to cast it with',
    ]);
  });
});

describe('MP-4: the MAGIC chit no slower than every move time on his sheet — ties allowed (seed 001 l.29)', () => {
  it('MAGIC VIII4* against a move time of 4 (a tie) casts; against 3 it is refused; VIII2* and a prepared VIII4* cast', () => {
    const four = chit(witch, 'MAGIC VIII4*');
    expect(canCastAt(4, [4, 5])).toBe(true);
    expect(canCastAt(4, [3, 5])).toBe(false);
    expect(checkCast(witchCasts(7, { means: { chit: four }, timesToBeat: [4, 5] })).speed).toBe(4);
    expect(refused(witchCasts(7, { means: { chit: four }, timesToBeat: [5, 3] }))).toEqual([
      'a spell at time 4 is slower than the move time 3 on her sheet',
      'cast with a MAGIC chit of time 3 or less (ties are allowed), or run, alert or pass',
    ]);
    expect(checkCast(witchCasts(7, { timesToBeat: [5, 3] })).speed).toBe(2);
    // MP-8: a prepared chit casts at speed 0.
    const prepared = checkCast(witchCasts(7, { means: { chit: four }, prepared: [four], timesToBeat: [3] }));
    expect([prepared.means, prepared.speed]).toEqual([{ chit: four, prepared: true }, 0]);
  });
});

describe('MP-5: MAGIC chits count toward the two asterisks of the round; colour chits do not (seed 001 l.29)', () => {
  it('the Druid’s MAGIC VIII2** alone, not after an asterisk; the Witch’s colour chit adds none to her VIII2*', () => {
    const druidCasts: CastAttempt = { kit: druid, chits: active(druid), treasures: [], spell: dealWithGoblins, means: { chit: chit(druid, 'MAGIC VIII2**') }, moment: { day: 7 }, timesToBeat: [] };
    expect(checkCast(druidCasts).effort).toBe(2);
    expect(refused({ ...druidCasts, effortSpent: 1 })).toEqual([
      '2 more asterisks would make 3 this round; at most 2 are played in a round',
      'cast with a MAGIC chit of 1 asterisk or fewer, an artifact or a book',
    ]);
    const black = chit(witch, 'MAGIC V4*');
    const c = checkCast(witchCasts(8, { effortSpent: 1, colourChits: [{ chit: black, colour: 'black' }] }));
    expect([c.effort, c.fatigueNow]).toEqual([1, [black]]);
  });
});

describe('worked case: the Witch King’s Fiery Blast in the enchanted Ledges', () => {
  it('MAGIC IV3* (type IV), purple from the Ledges’ enchanted clearing 2, against a Goblin’s move 3: speed 3', () => {
    const board: Board = [{ code: 'L', q: 0, r: 0, rotation: 0, side: 'enchanted' }];
    const c = checkCast({ kit: witchKing, chits: active(witchKing), treasures: [], spell: spellNamed('Fiery Blast')!, means: { chit: chit(witchKing, 'MAGIC IV3*') }, moment: { day: 3, board, clearing: 'L2' }, timesToBeat: [3] });
    expect(castText(witchKing, c)).toBe('Fiery Blast with MAGIC IV3* at speed 3, purple from the enchanted clearing L2');
    // The same clearing on the Ledges' normal side has no colour.
    const normal: Board = [{ code: 'L', q: 0, r: 0, rotation: 0, side: 'normal' }];
    expect(castRefusal({ kit: witchKing, chits: active(witchKing), treasures: [], spell: spellNamed('Fiery Blast')!, means: { chit: 6 }, moment: { day: 3, board: normal, clearing: 'L2' }, timesToBeat: [3] })?.message).toBe(
      'Fiery Blast needs purple magic; present for him: none',
    );
  });
});
