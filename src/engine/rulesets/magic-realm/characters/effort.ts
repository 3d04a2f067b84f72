/**
 * Fatigue, wounds and rest as chosen chits (issue 13: "fatigue and wounds are chosen chits, not counts"). The weather's
 * "fatigue 4*", a wound, or a REST phase leaves the character owing a choice; he names the chits (or the bot picks
 * them when the GM moves on). Each named chit is one step, checked against the sheet as the steps before left it.
 *
 * The rules, as the core game has them (RealmSpeak's chit managers, core-tables.json `wounds_and_fatigue`):
 * - FATIGUE n asterisks: he turns active chits with effort asterisks fatigued until n are paid. The last may pay one
 *   more than is owed ("a two-asterisk chit for one"): he then makes change — one of his fatigued one-asterisk chits
 *   turns active again — or, with none, the extra asterisk is lost. Only when no active chit has an asterisk does an
 *   asterisk wound a fatigued chit; only when none is fatigued either does it wound an active chit without asterisks.
 * - WOUND n: he wounds n active chits of his choice; a fatigued chit only when none is active.
 * - REST n asterisks: a fatigued chit turns active for its asterisks (one for a chit without); a wounded chit turns
 *   fatigued for its asterisks, or active for one when it has none. The last may pay one more than is left, making
 *   change the other way: one of his active one-asterisk chits turns fatigued (with none, he cannot rest that chit
 *   now). He may rest less than he may.
 * - A character whose every chit is wounded is dead.
 * Pure: a RuleError says what was wrong and how to say it right.
 */
import { RuleError } from '../../../core/types.js';
import { characterWords, chitLabel, type CharacterKit } from './kits.js';
import type { CharacterSheet, ChitState } from './sheet.js';

export type EffortKind = 'fatigue' | 'wound' | 'rest';

/** A choice a character owes: what, how many (asterisks; wounds: chits), and why. */
export interface Owed {
  kind: EffortKind;
  count: number;
  /** "Frigid Air", "REST", "the GM". */
  cause: string;
}

/** What a settled choice did. */
export interface Settled {
  sheet: CharacterSheet;
  /** The chits named, as printed, in the order they were taken. */
  chits: string[];
  /** Each step in words: "MOVE M3** fatigued", "made change: MOVE M4* active again". */
  steps: string[];
  /** Asterisks owed that nothing could pay (fatigue: no change to make). */
  lost: number;
  /** Every chit wounded: he is dead. */
  dead: boolean;
}

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The words of an owed choice: "fatigue 4*", "wound 1 chit", "rest 2*". */
export function owedText(o: Pick<Owed, 'kind' | 'count'>): string {
  if (o.kind === 'wound') return `wound ${o.count} chit${o.count === 1 ? '' : 's'}`;
  return `${o.kind} ${o.count}*`;
}

/** The asterisks a chit counts for (a chit without any counts one where a step must pay). */
const effortOf = (kit: CharacterKit, i: number): number => kit.chits[i]!.effort;

interface Work {
  chits: ChitState[];
  left: number;
  steps: string[];
  lost: number;
}

/** Indices of his chits in a state, in the kit's order, that pass a test. */
function where(w: Work, kit: CharacterKit, state: ChitState, test: (effort: number) => boolean = () => true): number[] {
  return w.chits.flatMap((s, i) => (s === state && test(effortOf(kit, i)) ? [i] : []));
}

/** The first chit with this print in one of these states (chits of one print are alike). */
function named(w: Work, kit: CharacterKit, label: string, states: readonly ChitState[]): number | undefined {
  for (const state of states) {
    const i = w.chits.findIndex((s, j) => s === state && key(chitLabel(kit.chits[j]!)) === key(label));
    if (i >= 0) return i;
  }
  return undefined;
}

function turn(w: Work, kit: CharacterKit, i: number, to: ChitState, words?: string): void {
  w.chits[i] = to;
  w.steps.push(words ?? `${chitLabel(kit.chits[i]!)} ${to}`);
}

/** One step of fatigue: the chit named, or an error that says which chits he may name now. */
function fatigueStep(w: Work, kit: CharacterKit, i: number | undefined, label: string): void {
  const activeEffort = where(w, kit, 'active', (e) => e > 0);
  const fatigued = where(w, kit, 'fatigued');
  if (i !== undefined && w.chits[i] === 'active' && effortOf(kit, i) > 0) {
    turn(w, kit, i, 'fatigued');
    w.left -= effortOf(kit, i);
    if (w.left < 0) {
      // One asterisk too many: make change with a fatigued one-asterisk chit, or lose it.
      const change = where(w, kit, 'fatigued', (e) => e === 1).find((j) => j !== i);
      if (change !== undefined) turn(w, kit, change, 'active', `made change: ${chitLabel(kit.chits[change]!)} active again`);
      else w.lost -= w.left;
      w.left = 0;
    }
    return;
  }
  if (activeEffort.length === 0 && i !== undefined && w.chits[i] === 'fatigued') {
    turn(w, kit, i, 'wounded', `${chitLabel(kit.chits[i]!)} wounded (no active chit has an asterisk left)`);
    w.left -= 1;
    return;
  }
  if (activeEffort.length === 0 && fatigued.length === 0 && i !== undefined && w.chits[i] === 'active') {
    turn(w, kit, i, 'wounded', `${chitLabel(kit.chits[i]!)} wounded (nothing left to fatigue)`);
    w.left -= 1;
    return;
  }
  const may = activeEffort.length ? activeEffort : fatigued.length ? fatigued : where(w, kit, 'active');
  throw new RuleError(`${label} is not a chit ${characterWords(kit.name).subject} can pay fatigue with now`, `name one of: ${labels(kit, may)}`);
}

function woundStep(w: Work, kit: CharacterKit, i: number | undefined, label: string): void {
  const active = where(w, kit, 'active');
  if (i !== undefined && (w.chits[i] === 'active' || (w.chits[i] === 'fatigued' && active.length === 0))) {
    turn(w, kit, i, 'wounded');
    w.left -= 1;
    return;
  }
  const may = active.length ? active : where(w, kit, 'fatigued');
  throw new RuleError(`${label} is not a chit ${characterWords(kit.name).subject} can wound now`, `a wound takes an active chit (a fatigued one only when none is active): ${labels(kit, may)}`);
}

function restStep(w: Work, kit: CharacterKit, i: number | undefined, label: string): void {
  if (i === undefined || w.chits[i] === 'active') {
    const may = [...where(w, kit, 'fatigued'), ...where(w, kit, 'wounded')];
    throw new RuleError(`${label} is not fatigued or wounded`, may.length ? `rest one of: ${labels(kit, may)}` : `${characterWords(kit.name).subject} has nothing to rest: every chit is active`);
  }
  const effort = effortOf(kit, i);
  const cost = Math.max(effort, 1);
  const to: ChitState = w.chits[i] === 'wounded' && effort > 0 ? 'fatigued' : 'active';
  if (w.left - cost < -1) throw new RuleError(`${label} needs ${cost} asterisks of rest and ${w.left} are left`, 'rest a chit with fewer asterisks');
  let change: number | undefined;
  if (w.left - cost === -1) {
    // One asterisk too many: make change by fatiguing an active one-asterisk chit, or he cannot rest this chit.
    change = where(w, kit, 'active', (e) => e === 1)[0];
    if (change === undefined) throw new RuleError(`${label} needs ${cost} asterisks of rest, ${w.left} is left, and ${characterWords(kit.name).subject} has no active one-asterisk chit to make change with`, 'rest a one-asterisk chit, or a wounded chit without asterisks');
  }
  turn(w, kit, i, to);
  w.left -= cost;
  if (change !== undefined) {
    turn(w, kit, change, 'fatigued', `made change: ${chitLabel(kit.chits[change]!)} fatigued`);
    w.left = 0;
  }
}

const STEP = { fatigue: fatigueStep, wound: woundStep, rest: restStep } as const;
/** Which state a named chit is looked for in, first to last, for each kind of choice (the suggestions offer these). */
export const LOOK_IN: Record<EffortKind, readonly ChitState[]> = { fatigue: ['active', 'fatigued'], wound: ['active', 'fatigued'], rest: ['fatigued', 'wounded'] };

const labels = (kit: CharacterKit, idx: readonly number[]): string => [...new Set(idx.map((i) => chitLabel(kit.chits[i]!)))].join(', ') || 'none';

/** Whether any step of this kind could still be taken (fatigue and wounds: a chit not wounded; rest: one that is not active). */
function canStep(w: Work, kit: CharacterKit, kind: EffortKind): boolean {
  if (kind === 'rest') return defaultStep(w, kit, kind) !== undefined;
  return w.chits.some((s) => s !== 'wounded');
}

/**
 * Pays an owed choice with the chits named (as printed: "MOVE M3*"; chits of one print are alike). Fatigue and wounds
 * must be paid in full while he has chits to pay with; rest may stop short.
 */
export function settle(sheet: CharacterSheet, kit: CharacterKit, owed: Pick<Owed, 'kind' | 'count'>, chits: readonly string[]): Settled {
  const w: Work = { chits: [...sheet.chits], left: owed.count, steps: [], lost: 0 };
  for (const label of chits) {
    if (w.left <= 0) throw new RuleError(`${chits.length} chits name more than ${owedText(owed)}`, `name only the chits that pay it: ${chits.slice(0, chits.indexOf(label)).join(', ')}`);
    STEP[owed.kind](w, kit, named(w, kit, label, LOOK_IN[owed.kind]), label);
  }
  if (w.left > 0 && owed.kind !== 'rest' && canStep(w, kit, owed.kind)) {
    const more = defaultChoice({ ...sheet, chits: w.chits }, kit, { kind: owed.kind, count: w.left });
    throw new RuleError(`those chits pay ${owed.count - w.left} of ${owedText(owed)}`, `name more, e.g. ${[...chits, ...more].join(', ')}`);
  }
  return { sheet: { ...sheet, chits: w.chits }, chits: [...chits], steps: w.steps, lost: w.lost, dead: w.chits.every((s) => s === 'wounded') };
}

/** The chit the bot takes for the next step when he does not choose (undefined: no step is possible). */
function defaultStep(w: Work, kit: CharacterKit, kind: EffortKind): number | undefined {
  const last = (idx: number[]) => idx.at(-1);
  switch (kind) {
    case 'fatigue': {
      // Pay exactly where a chit fits (two asterisks while two or more are owed), else overpay by one.
      const fit = last(where(w, kit, 'active', (e) => e === Math.min(w.left, 2)));
      return fit ?? last(where(w, kit, 'active', (e) => e > 0)) ?? last(where(w, kit, 'fatigued')) ?? last(where(w, kit, 'active'));
    }
    case 'wound':
      // The active chit with the fewest asterisks (the last of them), then a fatigued one.
      return [0, 1, 2].map((e) => last(where(w, kit, 'active', (x) => x === e))).find((i) => i !== undefined) ?? last(where(w, kit, 'fatigued'));
    case 'rest': {
      const fits = (i: number) => Math.max(effortOf(kit, i), 1) <= w.left;
      const canChange = where(w, kit, 'active', (e) => e === 1).length > 0;
      const overpays = (i: number) => Math.max(effortOf(kit, i), 1) === w.left + 1 && canChange;
      // The most asterisks that fit first, so that a rest is not spent making change.
      const byCost = (idx: number[]) => [...idx].sort((a, b) => effortOf(kit, b) - effortOf(kit, a));
      const tired = byCost(where(w, kit, 'fatigued'));
      const hurt = byCost(where(w, kit, 'wounded'));
      return tired.find(fits) ?? hurt.find(fits) ?? tired.find(overpays) ?? hurt.find(overpays);
    }
  }
}

/** The chits the bot names for an owed choice when the player does not (shown to him beforehand as the default). */
export function defaultChoice(sheet: CharacterSheet, kit: CharacterKit, owed: Pick<Owed, 'kind' | 'count'>): string[] {
  const w: Work = { chits: [...sheet.chits], left: owed.count, steps: [], lost: 0 };
  const chosen: string[] = [];
  while (w.left > 0) {
    const i = defaultStep(w, kit, owed.kind);
    if (i === undefined) break;
    const label = chitLabel(kit.chits[i]!);
    chosen.push(label);
    STEP[owed.kind](w, kit, i, label);
  }
  return chosen;
}

/** Reads a list of chits as a player types it: `MOVE M3*, FIGHT H5**` (commas or semicolons); `none` is no chit. */
export function parseChitList(text: string): string[] {
  const t = text.trim();
  if (/^(none|nothing|-)$/i.test(t)) return [];
  return t.split(/[,;]/).map((s) => s.trim()).filter((s) => s.length > 0);
}
