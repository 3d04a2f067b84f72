/**
 * Each activity the engine carries out in a Daylight turn (turn.ts carryOut), one step per phase code: what the phase
 * (the i-th, from 0) does where he stands (`here`, his clearing as it begins), written into the turn so far (turn-run.ts). A step
 * returns true when his turn ends with it (a meeting's Block/Battle); blocking by a monster after the phase is
 * carryOut's. A code with no step here is the GM's (day-flow.ts stops the day after such a turn).
 */
import { HIDE, LOCATE, LOOT, PEER, rollOn } from '../tables/core-tables.js';
import { choiceFinds, DEFAULT_CHOICE, parseChoice } from '../tables/search-choice.js';
import { canOpen, SHUT_SITES, takeNth } from './loot.js';
import { isSiteCard, lootSiteCard } from './site-cards.js';
import { magicSight } from './magic-sight.js';
import { readRunes } from './runes.js';
import { readEnchant } from '../magic/enchanting.js';
import { lostMove } from './lost-moves.js';
import type { DayOrders } from './state.js';
import { curse, discover, modsOf, pileLeft, siteAt, spellsAt, taken, wentTo, withMods, type TurnRun } from './turn-run.js';
import { flyTiles, landingRoll } from '../magic/fly.js';
import { parseClearingId } from '../map/board.js';

/** One recorded phase: its code, its argument, a Choice row. */
export type Phase = DayOrders['phases'][number];

/** One phase carried out; true: his turn ends now. */
export type PhaseStep = (run: TurnRun, phase: Phase, here: string | undefined, i: number) => boolean | void;

/** MOVE: a MOVE that leaves him where he was (the first phase of a mountain's two) enters nothing yet. */
function move(run: TurnRun, _phase: Phase, here: string | undefined, i: number): void {
  // Issue 29: a MOVE under Lost, or off the route Lost changed (lost-moves.ts).
  if (lostMove(run, here, i, run.dice)) return;
  const to = run.route[i];
  run.phases.push({ code: 'M', ...(to && to !== here ? { to } : {}) });
}

/** HIDE. */
function hide(run: TurnRun, _phase: Phase, here: string | undefined): void {
  // One who is hidden already stays so: he does not roll again (a 6 would not unhide him; issue 27).
  if (run.hidden) {
    run.phases.push({ code: 'H', already: true });
    return;
  }
  // The Hide table: two dice, the higher counts (one die with an advantage or the Shoes of Stealth); a 1–5
  // hides, a 6 does not.
  const roll = rollOn(HIDE, run.dice, modsOf(run, here, 'hide'));
  run.hidden = roll.result.kind === 'hidden' || run.hidden;
  run.phases.push({ code: 'H', dice: roll.dice, read: roll.read, hidden: roll.result.kind === 'hidden', ...withMods(roll.modifiers) });
}

/** ALERT: his weapon turned to its alerted side; or (MP-8) the MAGIC chit he named prepared, on his card as his turn has left it. */
function alert(run: TurnRun, phase: Phase): void {
  if (phase.target) {
    const done = run.enchanting?.prepare(phase.target);
    if (!done || 'refused' in done) {
      // Why is his and the GM's (it names his chits): the table learns only that it could not be done.
      const why = done ? `${done.refused.message}${done.refused.hint ? ` (${done.refused.hint})` : ''}` : `the MAGIC chit ${phase.target} cannot be prepared`;
      run.enchanted.push({ kind: 'refused', target: { kind: 'chit', chit: phase.target }, why: `ALERT: ${why}` });
      run.phases.push({ code: 'A', prepared: false });
      return;
    }
    run.enchanted.push({ kind: 'prepared', ...done });
    run.phases.push({ code: 'A', prepared: true });
    return;
  }
  const weapon = run.sheet?.weapon;
  run.phases.push({ code: 'A', ...(weapon && !run.alerted ? { alerted: weapon.name } : {}) });
  if (weapon) run.alerted = true;
}

/** PEER or LOCATE: a SEARCH on that table. */
function search(run: TurnRun, phase: Phase, here: string | undefined): void {
  const code = phase.code as 'P' | 'L';
  const roll = rollOn(code === 'P' ? PEER : LOCATE, run.dice, modsOf(run, here, code === 'P' ? 'peer' : 'locate'));
  // From a mountain he may look into another clearing he named (validate.ts mountainPeerProblem).
  const into = phase.target ? { into: phase.target } : {};
  // Choice: the row he wrote with the phase (`P/L4`), else the default (tables/search-choice.ts).
  const chose = roll.result.kind === 'choice' ? ((phase.choice && parseChoice(phase.choice)) ?? DEFAULT_CHOICE[code]) : undefined;
  const finds = chose ? choiceFinds(chose) : roll.result.kind === 'discover' ? [...roll.result.finds] : [];
  run.phases.push({ code, dice: roll.dice, read: roll.read, finds, ...(chose ? { choice: chose } : {}), ...into, ...withMods(roll.modifiers) });
  const searched = phase.target ?? here;
  if (searched && run.at.ground) discover(run.found, run.at.ground(searched), finds);
}

/** LOOT at the site he discovered here (loot.ts; a site card on its own table: site-cards.ts). */
function loot(run: TurnRun, phase: Phase, here: string | undefined): void {
  const site = here && siteAt(run, here, phase.target);
  if (!site) {
    run.phases.push({ code: 'LT' });
    return;
  }
  // A shut site: he opens it with the Lost Keys or T strength (loot.ts canOpen), else the GM resolves it.
  const opens = SHUT_SITES.has(site.site) && !site.opened;
  if (opens && !canOpen(run.sheet, run.at.kit)) {
    run.phases.push({ code: 'LT', site: site.site, shut: true });
    return;
  }
  const opened = opens ? { opened: true as const } : {};
  // The pile as this turn's earlier LOOTs left it, each card with its place in the pile.
  const pile = pileLeft(run, site);
  if (isSiteCard(site.site)) {
    // A site card: its own table instead of the Loot table (site-cards.ts).
    const { loot, take } = lootSiteCard(site.site, pile, run.dice, modsOf(run, here, 'loot'), modsOf(run, here, 'curse'));
    run.phases.push({ code: 'LT', site: site.site, card: loot, ...opened });
    if (take) run.looted.push({ site: site.site, ...take, at: here });
    if (loot.curse) curse(run, loot.curse.curse);
    return;
  }
  const roll = rollOn(LOOT, run.dice, modsOf(run, here, 'loot'));
  const take = takeNth(pile.map((x) => x.item), roll.result.n);
  const found = take ? taken(run, site.site, take.item, pile[take.index]!.k, here) : {};
  run.phases.push({ code: 'LT', site: site.site, dice: roll.dice, read: roll.read, took: take !== undefined, ...opened, ...found, ...withMods(roll.modifiers) });
}

/** MAGIC SIGHT (magic-sight.ts). */
function sight(run: TurnRun, phase: Phase, here: string | undefined): void {
  // Not a site card's pile (core-tables magic_sight row 2): those are looted on their own tables.
  const there = here ? siteAt(run, here) : undefined;
  const site = there && !isSiteCard(there.site) ? there : undefined;
  const seen = magicSight(run.sheet, run.at.kit, site && { site: site.site, pile: pileLeft(run, site), spells: spellsAt(run, site), ...(site.opened ? { opened: true } : {}) }, phase.choice ? parseChoice(phase.choice) : undefined, run.dice, modsOf(run, here, 'magic-sight'), ...(run.at.magicSight !== undefined ? [run.at.magicSight] : []));
  run.phases.push({ ...seen.outcome, ...(seen.take ? taken(run, seen.take.site, seen.take.item, seen.take.index, here) : {}) });
  if (here && run.at.ground && seen.finds.length) discover(run.found, run.at.ground(here), seen.finds);
  if (seen.read) run.reads.push(seen.read);
}

/** READ RUNES (runes.ts). */
function runes(run: TurnRun, _phase: Phase, here: string | undefined): void {
  const site = here ? siteAt(run, here) : undefined;
  const known = run.sheet && { ...run.sheet, spells: [...(run.sheet.spells ?? []), ...run.reads.filter((r) => r.learned).map((r) => r.spell)] };
  const read = readRunes(site && { site: site.site, spells: spellsAt(run, site) }, run.at.kit, known, run.dice, modsOf(run, here, 'read-runes'), modsOf(run, here, 'curse'));
  run.phases.push(read.outcome);
  if (read.read) run.reads.push(read.read);
  if (read.outcome.curse) curse(run, read.outcome.curse.curse);
}

/** FOLLOW: he went with his guide (follow.ts) to the last clearing of the guide's route, or stayed. */
function follow(run: TurnRun, phase: Phase): void {
  const route = run.at.follows?.route;
  const to = route?.at(-1);
  run.phases.push({ code: 'F', guide: run.at.follows?.guide ?? phase.target ?? '', went: route !== undefined, ...(to ? { to } : {}) });
}

/** TRADE, HIRE, STEAL on the Meeting table (meeting.ts); without a meeting ground or a target, the GM's. */
function meet(run: TurnRun, phase: Phase, here: string | undefined): boolean {
  if (!run.meeting || !phase.target) {
    run.phases.push({ code: phase.code, gm: true });
    return false;
  }
  const met = run.meeting.phase(phase.code as 'T' | 'HR' | 'ST', phase.target, here, run.dice);
  run.phases.push(met.outcome);
  // Block/Battle: blocked by the group (no more phases today), and unhidden as he was trading or hiring
  // (core-tables "meeting").
  if (met.blocked && here) {
    run.hidden = false;
    run.blocked = { code: phase.code, by: met.outcome.with, clearing: here };
    return true;
  }
  return false;
}

/**
 * ENCHANT (MP-1; `SP` in older orders): his MAGIC chit into colour, or the tile he stands in turned over
 * (magic/enchanting.ts), done on his card and the board as his turn has left them. The table learns that he enchanted
 * a chit, never which; a tile turned is public.
 */
function enchant(run: TurnRun, phase: Phase, here: string | undefined): void {
  const target = phase.target ? readEnchant(phase.target.split(' ')) : undefined;
  if (!target || !run.enchanting) {
    run.phases.push({ code: 'E', refused: 'target' });
    return;
  }
  const done = run.enchanting.enchant(target, here);
  if ('refused' in done) {
    // Why is his and the GM's (it names his chits): the table learns only that it could not be done.
    run.enchanted.push({ kind: 'refused', target, why: `${done.refused.message}${done.refused.hint ? ` (${done.refused.hint})` : ''}` });
    run.phases.push({ code: 'E', refused: target.kind });
    return;
  }
  run.enchanted.push(done);
  run.phases.push(done.kind === 'chit' ? { code: 'E', enchanted: 'chit' } : { code: 'E', tile: done.tile, side: done.side });
}

/**
 * Issue 29, FLY (magic/fly.ts): with the next FLY chit he holds, to the tile named — his own or one beside the tile he
 * stands in — landing in the clearing one die names (rolled again while the tile has none). Flying unhides him; the
 * chit is used (daylight-turn.ts ends its spell). Without a chit that carries him, or to a tile out of reach, nothing.
 */
function fly(run: TurnRun, phase: Phase, here: string | undefined, i: number): void {
  const tile = phase.target ?? '';
  const ground = run.at.fly;
  const chit = ground?.chits[run.flew.length];
  const from = here ? parseClearingId(here)?.code : undefined;
  if (!ground || !chit || !from) return void run.phases.push({ code: 'FL', tile, refused: 'no-chit' });
  if (ground.tooHeavy) return void run.phases.push({ code: 'FL', tile, refused: 'too-heavy' });
  if (!flyTiles(ground.board, from, true).includes(tile)) return void run.phases.push({ code: 'FL', tile, refused: 'too-far' });
  const landing = landingRoll(ground.board, tile, run.dice);
  run.flew.push(chit.index);
  run.hidden = false;
  run.phases.push({ code: 'FL', tile, spell: chit.spell, dice: landing.dice, to: landing.clearing });
  wentTo(run, i, landing.clearing);
}

/** The phases the engine carries out, by activity code (turn.ts CARRIED_OUT reads its keys). */
export const PHASE_STEPS: Readonly<Record<string, PhaseStep>> = {
  M: move,
  H: hide,
  P: search,
  L: search,
  LT: loot,
  MS: sight,
  RR: runes,
  A: alert,
  R: (run) => void run.phases.push({ code: 'R' }),
  F: follow,
  T: meet,
  HR: meet,
  ST: meet,
  E: enchant,
  SP: enchant,
  FL: fly,
  B: (run) => void run.phases.push({ code: 'B' }),
};

/** A phase the engine does not carry out: the GM's, with the dice. */
export const gmStep: PhaseStep = (run, phase) => void run.phases.push({ code: phase.code, gm: true });
