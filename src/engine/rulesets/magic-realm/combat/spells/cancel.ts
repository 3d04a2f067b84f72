/**
 * Issue 29: spells in force and curses cancelled at the reveal — Remedy ("Cancels one spell or curse"), Dissolve
 * Spell ("Cancel spell"), Exorcise (the spells and curses in its clearing). A cancelled spell in force ends at once
 * (MP-9: `at: 'broken'`), its MAGIC chit fatiguing as any expired spell's does (MP-11, magic/in-force.ts endedEvents);
 * a curse cancelled leaves the character's card (what it did while it lay there stays done: Wither's fatigued chits
 * stay fatigued). Pure.
 */
import type { GameState } from '../../../../core/state.js';
import type { GameEvent } from '../../../../core/types.js';
import { sheetOf } from '../../characters/sheet.js';
import type { CurseName } from '../../tables/core-tables.js';
import { endedEvents } from '../../magic/in-force.js';
import { playOf } from '../../play/access.js';
import { spellKey } from '../spells-here.js';
import type { ClearingCombat } from '../state.js';
import { nameOf } from '../words.js';
import { spellSheetEvents } from './sheet-event.js';

/** What a cancelling did: the story's words and the events. */
export interface Cancelled {
  lines: string[];
  events: GameEvent[];
}

/** The spells in force named by their `spell:` target keys, ended now by `by` ("Remedy"); a key no longer in force is told so. */
export function cancelSpells(state: GameState, c: ClearingCombat, keys: readonly string[], by: string, actor: string): Cancelled {
  const held = playOf(state).inForce ?? [];
  const ended = [...new Set(keys.map((k) => held.findIndex((h) => `spell:${spellKey(h)}` === k)).filter((i) => i >= 0))];
  const gone = keys.filter((k) => !held.some((h) => `spell:${spellKey(h)}` === k));
  const lines = [...ended.map((i) => `${held[i]!.name}'s ${held[i]!.spell} on ${held[i]!.labels.join(', ')} is cancelled`), ...gone.map(() => 'the spell is no longer in force')];
  if (!ended.length) return { lines, events: [] };
  return { lines, events: endedEvents(state, { at: 'broken', day: playOf(state).day?.number ?? 1, clearing: c.clearing, ended, inert: [], lines: ended.map((i) => `${held[i]!.name}'s ${held[i]!.spell} is cancelled by ${by}`) }, `was cancelled by ${by}`, actor) };
}

/** The curses lifted from characters (each `curse` absent: all of his), by `by`. */
export function liftCurses(state: GameState, lifts: readonly { userId: string; curse?: CurseName }[], by: string, actor: string): Cancelled {
  const out: Cancelled = { lines: [], events: [] };
  for (const { userId, curse } of lifts) {
    const sheet = sheetOf(state, userId);
    const had = sheet?.curses ?? [];
    const lifted = curse ? had.filter((x) => x === curse) : had;
    if (!sheet || !lifted.length) {
      if (curse) out.lines.push(`the ${nameOf(state, userId)} no longer has the curse ${curse}`);
      continue;
    }
    const left = had.filter((x) => !lifted.includes(x));
    const { curses: _old, ...rest } = sheet;
    const after = left.length ? { ...rest, curses: left } : rest;
    out.lines.push(`the ${nameOf(state, userId)}'s ${lifted.join(', ')} ${lifted.length > 1 ? 'are' : 'is'} lifted`);
    out.events.push(...spellSheetEvents(state, userId, sheet, after, `is freed of ${lifted.join(', ')} (${by})`, actor));
  }
  return out;
}
