/**
 * What an event says changed on a character's card (issue 28: an event states what happened, not the world after
 * it). `play.sheet-set`, `play.chits-chosen` and `play.dealt` carry a SheetDelta — the chits that changed state, the armour
 * damaged or repaired, the treasures, spells, curses and weapons gained or lost, the weapon and horse he holds now —
 * worked out where the rule changed the card (sheetDelta) and laid on the card by evolve (applySheetDelta).
 *
 * A delta laid on the card it was taken from gives the card the rule made, exactly: chits and armour by their place,
 * a list's gains appended and its losses taken out (where a list changed otherwise, its entries now). Every field of
 * the card has its way in (SHEET_FIELDS below fails to compile when a field is added and not given one). Pure.
 */
import type { CurseName } from '../tables/types.js';
import type { ColourChit } from '../magic/colour.js';
import type { ArmourState, CharacterSheet, ChitState } from './sheet.js';

type ArmourPiece = CharacterSheet['armour'][number];

/** A list's change: entries gained (after the rest) and lost; its entries now where it changed otherwise; null: gone. */
export type ListChange<T> = { gained?: T[]; lost?: T[] } | { now: T[] } | null;

export interface SheetDelta {
  /** His chits whose state changed, by their place in his kit's order. */
  chits?: { index: number; state: ChitState }[];
  /** His armour whose state changed (damaged, destroyed, repaired), by its place on the card. */
  armourStates?: { index: number; state: ArmourState }[];
  /** Armour gained or lost. */
  armour?: ListChange<ArmourPiece>;
  treasures?: ListChange<string>;
  spells?: ListChange<string>;
  curses?: ListChange<CurseName>;
  /** Weapons he carries inactive. */
  inactive?: ListChange<string>;
  /** MP-1: his MAGIC chits enchanted into colour (made, or played and reverted). */
  colourChits?: ListChange<ColourChit>;
  /** MP-8: his MAGIC chits prepared (by their place in his kit). */
  prepared?: ListChange<number>;
  /** The weapon he holds now, alerted or not (null: none, he fights with his dagger). */
  weapon?: CharacterSheet['weapon'] | null;
  /** X1-17: his second weapon now (null: none). */
  second?: CharacterSheet['second'] | null;
  /** His horse now (null: none). */
  horse?: string | null;
  /** The character he now is. */
  character?: string;
}

/** Each field of the card and how its change is told: one place for every field (a new field must be given one). */
const SHEET_FIELDS: Record<keyof CharacterSheet, 'chits' | 'armour' | 'list' | 'value'> = {
  character: 'value',
  chits: 'chits',
  weapon: 'value',
  second: 'value',
  inactive: 'list',
  armour: 'armour',
  horse: 'value',
  treasures: 'list',
  spells: 'list',
  curses: 'list',
  colourChits: 'list',
  prepared: 'list',
};

type ListKey = 'treasures' | 'spells' | 'curses' | 'inactive' | 'colourChits' | 'prepared';
type ValueKey = 'weapon' | 'second' | 'horse' | 'character';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)]));
  return v;
}

/** A list's entries after its change. */
function applyList<T>(list: readonly T[] | undefined, change: Exclude<ListChange<T>, null>): T[] {
  if ('now' in change) return [...change.now];
  const rest = [...(list ?? [])];
  for (const gone of change.lost ?? []) {
    const at = rest.findIndex((x) => same(x, gone));
    if (at >= 0) rest.splice(at, 1);
  }
  return [...rest, ...(change.gained ?? [])];
}

/** How a list went from before to after: its gains and losses where that says it, else its entries now. */
function listChange<T>(before: readonly T[] | undefined, after: readonly T[] | undefined): ListChange<T> | undefined {
  if (same(before, after)) return undefined;
  if (after === undefined) return null;
  const lost: T[] = [];
  const left = [...after];
  for (const x of before ?? []) {
    const at = left.findIndex((y) => same(x, y));
    if (at >= 0) left.splice(at, 1);
    else lost.push(x);
  }
  const change = { ...(left.length ? { gained: left } : {}), ...(lost.length ? { lost } : {}) };
  return same(applyList(before, change), after) ? change : { now: [...after] };
}

/** What changed from one card to the next: the delta an event carries. */
export function sheetDelta(before: CharacterSheet, after: CharacterSheet): SheetDelta {
  const delta: SheetDelta = {};
  for (const [key, how] of Object.entries(SHEET_FIELDS) as [keyof CharacterSheet, (typeof SHEET_FIELDS)[keyof CharacterSheet]][]) {
    if (same(before[key], after[key])) continue;
    if (how === 'chits') {
      const chits = after.chits.flatMap((state, index) => (before.chits[index] === state ? [] : [{ index, state }]));
      if (after.chits.length === before.chits.length) delta.chits = chits;
      else throw new Error(`a card's chits cannot change in number (${before.chits.length} → ${after.chits.length})`);
    } else if (how === 'armour') {
      const sameNames = before.armour.length === after.armour.length && before.armour.every((a, i) => a.name === after.armour[i]!.name);
      if (sameNames) delta.armourStates = after.armour.flatMap((a, index) => (before.armour[index]!.state === a.state ? [] : [{ index, state: a.state }]));
      else delta.armour = listChange(before.armour, after.armour);
    } else if (how === 'list') {
      (delta as Record<ListKey, unknown>)[key as ListKey] = listChange<unknown>(before[key as ListKey], after[key as ListKey]);
    } else {
      (delta as Record<ValueKey, unknown>)[key as ValueKey] = after[key as ValueKey] ?? null;
    }
  }
  return delta;
}

/** The card after the delta an event carries. */
export function applySheetDelta(sheet: CharacterSheet, delta: SheetDelta): CharacterSheet {
  const next: Record<string, unknown> = { ...sheet };
  if (delta.chits) {
    const chits = [...sheet.chits];
    for (const c of delta.chits) chits[c.index] = c.state;
    next.chits = chits;
  }
  if (delta.armourStates) next.armour = sheet.armour.map((a, i) => ({ ...a, state: delta.armourStates!.find((c) => c.index === i)?.state ?? a.state }));
  // Every other field as SHEET_FIELDS says it is told: a list's gains and losses (the armour's too), or its value now.
  for (const [key, how] of Object.entries(SHEET_FIELDS)) {
    if (how === 'chits' || !(key in delta)) continue;
    const change = (delta as Record<string, unknown>)[key];
    if (how === 'value') {
      if (change === null || change === undefined) delete next[key];
      else next[key] = change;
    } else if (change === null) delete next[key];
    else if (change !== undefined) next[key] = applyList(next[key] as unknown[] | undefined, change as Exclude<ListChange<unknown>, null>);
  }
  return next as unknown as CharacterSheet;
}
