/**
 * Suggestions for `/orders record phases:` as the player types (issue 12): the whole text so far, completed with
 * each clearing his character may move to from where his route has brought him, or with the next phase's code.
 *
 * The moves come from the engine's board graph with the character's own knowledge only: roads and cave roads, and
 * the hidden paths and secret passages he has discovered. Never the GM's view — a GM who names `player:` is offered
 * that character's paths, and one who names nobody only the codes — so a suggestion never shows an undiscovered
 * path. What the suggestions leave out the engine still checks when the orders are recorded.
 */
import { findPlayer } from '../engine/core/state.js';
import type { Board, ClearingId, Known } from '../engine/rulesets/magic-realm/board/view-types.js';
import { boardGraph, boardReplyViewFor, clearingOf, moveCost, needsDiscovery, stepsFrom } from '../engine/rulesets/magic-realm/board/view.js';
import { ACTIVITIES, activityByCode, enchantExamplesFor, flyExamplesFor, NATIVE_GROUPS, parsePhases, twoWordClearing, VISITORS } from '../engine/rulesets/magic-realm/orders/view.js';
import type { Phase } from '../engine/rulesets/magic-realm/orders/view-types.js';
import { realmViewFor } from '../engine/rulesets/magic-realm/play/view.js';
import { LIMITS } from '../render/limits.js';
import { currentGame, viewOf } from './game-context.js';
import type { AutocompleteContext, Choice } from './types.js';

/** What the suggestions know of one character: the board, his discoveries, where he stands, today's rules. */
export interface RouteKnowledge {
  board: Board;
  /** The hidden paths and secret passages (tile path ids) he has discovered. */
  known: Known;
  /** His clearing at Birdsong; absent while he is not on the board (then no move is offered: none can be checked). */
  start?: ClearingId;
  /** SW-3: MOVE phases into a mountain clearing this month (2 by default). */
  mountainMovePhases?: number;
  /** MP-1: the ENCHANT phases he may record now, as typed (`E MAGIC V4*`, `E TILE`: orders/example.ts enchantExamplesFor). */
  enchant?: readonly string[];
  /** Issue 29: the FLY phases he may record now, as typed (`FL CV`: orders/example.ts flyExamplesFor); none without a FLY chit. */
  fly?: readonly string[];
  /** Expansion One's own codes (ST, G) are offered only in a game with it. */
  expansionOne?: boolean;
  /** The other characters of the game, for FOLLOW. */
  others?: readonly string[];
}

/** The phase being typed: its code (upper case) and the words after it, or nothing yet. */
interface Typing {
  code: string;
  argument: string;
}

/**
 * Splits the text into what comes before the phase being typed (as typed) and that phase. Phases are split by
 * commas or spaces, as parsePhases reads them; `M` takes the clearing after it (also `M CV 5`), `F` the words of a
 * name.
 */
export function splitTyped(typed: string): { before: string; typing?: Typing } {
  const lastComma = typed.lastIndexOf(',');
  const segmentStart = lastComma + 1;
  const words = [...typed.slice(segmentStart).matchAll(/\S+/g)].map((m) => ({ text: m[0], at: segmentStart + m.index! }));
  let current: { at: number; code: string; args: string[] } | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const def = activityByCode(w.text);
    if (def?.argument === 'tile') {
      // `FL CV`: the tile, one word.
      const args = words.slice(i + 1, i + 2).map((x) => x.text);
      current = { at: w.at, code: def.code, args };
      i += args.length;
    } else if (def?.argument === 'clearing') {
      const args = words.slice(i + 1, i + 3).map((x) => x.text);
      // `M CV 5`: the tile code and the number as two words.
      const used = twoWordClearing(args, 0) ? 2 : args.length ? 1 : 0;
      current = { at: w.at, code: def.code, args: args.slice(0, used) };
      i += used;
    } else if (def?.argument === 'character' || def?.argument === 'trade' || def?.argument === 'group' || def?.argument === 'steal' || def?.argument === 'enchant') {
      const args: string[] = [];
      while (i + 1 < words.length && !activityByCode(words[i + 1]!.text)) args.push(words[++i]!.text);
      current = { at: w.at, code: def.code, args };
    } else {
      current = { at: w.at, code: w.text.toUpperCase(), args: [] };
    }
  }
  const endsOpen = /[\s,]$/.test(typed) || typed === '';
  // A phase followed by a space or a comma is written; one without a clearing (or a name) is still being typed.
  // A TRADE is written once its item follows buy or sell; a HIRE once its group does.
  // An ENCHANT is written once its tile (`E TILE`) or its chit (`E MAGIC V4*`: two words) follows.
  const enchantNeeds = current?.args[0]?.toUpperCase() === 'TILE' ? 1 : 2;
  const needs: Record<string, number> = { M: 1, FL: 1, F: 1, T: 3, HR: 1, ST: 1, E: enchantNeeds, SP: enchantNeeds };
  const unfinished = current && (!endsOpen || current.args.length < (needs[current.code] ?? 0));
  if (!current || !unfinished) return { before: typed };
  return { before: typed.slice(0, current.at), typing: { code: current.code, argument: current.args.join(current.code === 'M' ? '' : ' ') } };
}

/** Where the written phases leave the character, and a mountain move he has begun but not finished. */
function routeEnd(phases: readonly Phase[], k: RouteKnowledge): { here?: ClearingId; unfinished?: ClearingId; gate: boolean } {
  let here = k.start;
  let pending: { target: ClearingId; needed: number; done: number } | undefined;
  for (const p of phases) {
    if (pending && !(p.activity === 'move' && p.clearing === pending.target)) {
      here = pending.target; // as the engine reads it: the move counts as made, and says it is short
      pending = undefined;
    }
    if (p.activity !== 'move') continue;
    const target = p.clearing!;
    if (pending) {
      if (++pending.done === pending.needed) [here, pending] = [target, undefined];
      continue;
    }
    const cost = clearingOf(k.board, target) ? moveCost(k.board, target, { mountainMovePhases: k.mountainMovePhases }) : 1;
    if (cost <= 1) here = target;
    else pending = { target, needed: cost, done: 1 };
  }
  return { here, unfinished: pending?.target, gate: phases.at(-1)?.activity === 'gate' };
}

/** The text so far and one more phase, split by a comma as the help writes them. */
function joined(before: string, phase: string): string {
  const written = before.replace(/[\s,]+$/, '');
  return written ? `${written}, ${phase}` : phase;
}

/** A suggestion within Discord's limits: the value is what is typed in; the name, shown, says what the phase is. */
function choice(value: string, note?: string): Choice | undefined {
  if (value.length > LIMITS.choiceName) return undefined; // Discord refuses the whole answer for one long value
  const name = note && value.length + note.length + 3 <= LIMITS.choiceName ? `${value} (${note})` : value;
  return { name, value };
}

/** The note a move's suggestion shows: a mountain's phases, a path only he knows. */
function moveNote(k: RouteKnowledge, from: ClearingId | undefined, to: ClearingId, cost: number): string | undefined {
  const notes: string[] = [];
  if (cost > 1) notes.push(`${clearingOf(k.board, to)?.type === 'mountain' ? 'mountain' : 'Volcano'}: ${cost} MOVE phases`);
  const path = from ? stepsFrom(k.board, from, k.known).find((s) => s.clearing === to)?.connection : undefined;
  if (path && path.parts.some((p) => needsDiscovery(p.type))) notes.push(`the ${path.type === 'secret' ? 'secret passage' : 'hidden path'} you found`);
  return notes.join('; ') || undefined;
}

/**
 * The suggestions for the text typed so far (at most 25, Discord's cap): while a MOVE is typed, the text completed
 * with each clearing the character may enter from where his route stands (only the clearing of a mountain move he
 * has begun, until it is complete; after a GATE, any clearing of the board); otherwise the text with each next
 * phase — the moves first, then the other codes (FOLLOW, recorded alone, only as the first phase). Written phases
 * that do not read as phases get no suggestion: the reply to the command says what is wrong.
 */
export function phaseSuggestions(typed: string, k: RouteKnowledge): Choice[] {
  const { before, typing } = splitTyped(typed);
  let written: Phase[] = [];
  try {
    written = before.replace(/[\s,]+$/, '') === '' ? [] : parsePhases(before.replace(/[\s,]+$/, ''));
  } catch {
    return [];
  }
  const { here, unfinished, gate } = routeEnd(written, k);
  const out: Choice[] = [];
  const add = (c: Choice | undefined) => c && out.length < LIMITS.choicesPerOption && out.push(c);

  const moving = !typing || typing.code === 'M';
  if (moving && here && k.start) {
    const partial = typing?.code === 'M' ? typing.argument.toUpperCase() : '';
    const targets = unfinished
      ? [unfinished]
      : gate
        ? [...boardGraph(k.board).clearings.keys()].sort()
        : stepsFrom(k.board, here, k.known).map((s) => s.clearing);
    for (const to of targets.filter((c) => c.startsWith(partial) && c !== here)) {
      const cost = clearingOf(k.board, to) ? moveCost(k.board, to, { mountainMovePhases: k.mountainMovePhases }) : 1;
      add(choice(joined(before, `M ${to}`), unfinished ? `${cost} MOVE phases in a row` : gate ? 'through the gate' : moveNote(k, here, to, cost)));
    }
  }
  if (typing?.code === 'F' || (!typing && written.length === 0)) {
    const partial = typing?.code === 'F' ? typing.argument.toLowerCase() : '';
    for (const name of (k.others ?? []).filter((n) => n.toLowerCase().startsWith(partial))) add(choice(joined(before, `F ${name}`), 'FOLLOW, recorded alone'));
  }
  if (typing?.code === 'T' || typing?.code === 'HR' || typing?.code === 'ST') {
    // The group, then (TRADE) buy or sell; the item is his to type.
    const [group = '', ...rest] = typing.argument.split(' ');
    if (typing.code === 'HR' || typing.code === 'ST') {
      const what = typing.code === 'HR' ? 'HIRE' : 'STEAL (add the item you want, if any)';
      if (rest.length === 0) for (const g of NATIVE_GROUPS.filter((n) => n.toLowerCase().startsWith(group.toLowerCase()))) add(choice(joined(before, `${typing.code} ${g}`), what));
    } else if (rest.length === 0) {
      for (const g of [...NATIVE_GROUPS, ...VISITORS].filter((n) => n.toLowerCase().startsWith(group.toLowerCase()))) for (const d of ['buy', 'sell']) add(choice(joined(before, `T ${g} ${d} `), 'TRADE: then the item'));
    }
  }
  if (typing?.code === 'E' || typing?.code === 'SP') {
    // MP-1: the chits he may enchant and his tile, as the command judges them (none offered to one who may not).
    const partial = `E ${typing.argument}`.trim().toUpperCase();
    for (const e of (k.enchant ?? []).filter((x) => x.startsWith(partial))) add(choice(joined(before, e), e.endsWith('TILE') ? 'ENCHANT: turn your tile over' : 'ENCHANT: into a colour chit'));
  }
  if (!typing || typing.code === 'FL' || (typing.code === 'F' && typing.argument === '')) {
    // Issue 29: a FLY to each tile he may fly to now, as the command judges it (none without a FLY chit).
    const partial = typing?.code === 'FL' ? `FL ${typing.argument}`.trim().toUpperCase() : typing?.code ?? '';
    for (const f of (k.fly ?? []).filter((x) => x.startsWith(partial))) add(choice(joined(before, f), 'FLY: where you land is rolled'));
  }
  if (!typing || (typing.code !== 'M' && typing.code !== 'F' && typing.code !== 'FL' && typing.code !== 'T' && typing.code !== 'HR' && typing.code !== 'ST' && typing.code !== 'E' && typing.code !== 'SP')) {
    const partial = typing?.code ?? '';
    for (const a of ACTIVITIES) {
      // SP is E (aliasOf): offered once, as E. FLY is offered with its tiles, above.
      if (a.argument === 'clearing' || a.argument === 'tile' || a.argument === 'character' || a.aliasOf || (a.option === 'expansion-one' && !k.expansionOne) || !a.code.startsWith(partial)) continue;
      add(choice(joined(before, a.code), a.name));
    }
  }
  return out;
}

/**
 * The autocomplete of `/orders record phases:`: the character of whoever records — the user's own, or the one of
 * the player a GM names — with that character's discoveries. Anyone else gets the codes only.
 */
export async function suggestPhases(typed: string, ctx: AutocompleteContext): Promise<Choice[]> {
  const game = await currentGame(ctx);
  if (game.ruleset !== 'magic-realm') return [];
  const named = String(ctx.invocation.options.player ?? '').replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
  const userId = named && viewOf(game, ctx).viewer.isGm ? named : ctx.invocation.user.id;
  const player = findPlayer(game, userId);
  const realm = realmViewFor(game, { userId });
  const base = { mountainMovePhases: realm.budget.mountainMovePhases, expansionOne: game.options['expansion-one'] === true };
  if (!player) return phaseSuggestions(typed, { ...base, board: [], known: [] });
  // The board as that character knows it: his discoveries, never the GM's every path.
  const board = boardReplyViewFor(game, { userId: player.userId });
  return phaseSuggestions(typed, {
    ...base,
    board: board.tiles,
    known: board.known,
    start: realm.characters.find((c) => c.userId === player.userId)?.where,
    others: game.players.filter((p) => p.userId !== player.userId).map((p) => p.character),
    enchant: enchantExamplesFor(game, player.userId),
    fly: flyExamplesFor(game, player.userId),
  });
}
