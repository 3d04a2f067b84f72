/**
 * A character's turn as it goes (turn.ts carryOut): what his phases have done so far — his curses, finds, cards taken,
 * readings, whether he is hidden, alerted or blocked — held in one small context each phase's step (turn-phases.ts)
 * reads and adds to, and the helpers those steps share. Pure: the dice are the turn's injected source.
 */
import type { DiceSource } from '../../../dice.js';
import type { CurseName, Find, RollKey, RollModifier } from '../tables/core-tables.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { rollCurse, type CurseRoll } from '../characters/curses.js';
import { findingOf, onTopOrder } from './found-cards.js';
import { isSiteCard } from './site-cards.js';
import { afterReading, type RunesRead } from './runes.js';
import type { DayOrders } from './state.js';
import type { meetings, MeetingGround } from './meeting.js';
import type { Found, Looted, PhaseOutcome, TurnOutcome } from './turn.js';
import type { SearchGround } from '../board/access.js';
import type { Board } from '../map/board.js';
import { enchantRun, type Enchanted, type MomentAt } from '../magic/enchant-turn.js';
import type { StormCaught } from './violent-storm.js';
import type { MoveGround } from './lost-moves.js';
import type { FlyHeld } from '../magic/fly.js';

/** What carryOut knows of the game where he stands (daylight-turn.ts gathers it as his turn begins). */
export interface TurnGround {
  clearing?: string;
  hidden: boolean;
  ground?: (clearing: string) => SearchGround;
  /**
   * LOOT, MAGIC SIGHT, READ RUNES: the discovered site in a clearing, its pile and its spells, top first (loot.ts
   * siteHere; the set-up card's box) — with the sites his earlier phases discovered this turn.
   */
  loot?: (clearing: string, discoveredNow: readonly string[], named?: string, placedNow?: readonly { label: string; clearing: string }[]) => { site: string; pile: readonly string[]; spells?: readonly string[]; opened?: boolean } | undefined;
  /** His kit (what he can learn: runes.ts). */
  kit?: CharacterKit;
  /** The cards a box of the set-up card holds (a found Mouldy Skeleton's armour: found-cards.ts). */
  boxCards?: (box: string) => readonly string[];
  /** The modifiers of his roll on a table in a clearing (roll-modifiers.ts: his advantages, his treasures). */
  modifiers?: (clearing: string | undefined, roll: RollKey) => RollModifier[];
  /** FOLLOW: his guide, and the clearings he went through with him (undefined: he was not in the guide's clearing). */
  follows?: { guide: string; route?: readonly string[] };
  /** The monster that blocks an unhidden character in this clearing after a phase (denizens/blocking.ts), if any. */
  blockedBy?: (clearing: string, hidden: boolean) => string | undefined;
  /** His TRADE and HIRE phases' ground (meeting.ts). */
  meeting?: MeetingGround;
  /** MP-1: his ENCHANT phases' ground: the board as his turn begins, and the colour magic around him on a board. */
  enchant?: { board: Board; momentAt: MomentAt };
  /** Issue 29, Violent Storm: the phases he loses who ends a phase in this clearing (magic/day-rolls.ts stormIn), if any. */
  storm?: (clearing: string) => { spell: string; lost: number } | undefined;
  /** Issue 29, World Fades: whether he has Magic Sight (magic/day-rolls.ts magicSightOf); absent: his Phantom Glass says. */
  magicSight?: boolean;
  /** Issue 29, Lost: what his MOVE phases need of the board (lost-moves.ts). */
  moves?: MoveGround;
  /** Issue 29, Broomstick: his FLY chits as his turn begins, the board, and why they cannot carry him (magic/fly.ts). */
  fly?: { chits: readonly FlyHeld[]; board: Board; tooHeavy?: string };
  /** Issue 29: the shape he is in as his turn begins ("Lion (Transform)": magic/shapes.ts), which cannot REST. */
  shape?: string;
}

/** A site where he stands, as TurnGround.loot tells it. */
export type SiteHere = NonNullable<ReturnType<NonNullable<TurnGround['loot']>>>;

/** The turn so far: each phase's step reads it and adds to it. */
export interface TurnRun {
  sheet: CharacterSheet | undefined;
  at: TurnGround;
  dice: DiceSource;
  /** The clearings after each phase (the orders' route; where a Lost move took him off it, the route he goes: lost-moves.ts). */
  route: readonly string[];
  /** His recorded route, once a Lost move took him off it. */
  planned?: readonly string[];
  /** His curses, with those this turn brings (curses.ts). */
  curses: CurseName[];
  found: Found;
  looted: Looted[];
  reads: RunesRead[];
  /** Cards a find put on top of a site's pile this turn (the Mouldy Skeleton's armour: found-cards.ts), places -1, -2… */
  onTop: Map<string, string[]>;
  hidden: boolean;
  alerted: boolean;
  phases: PhaseOutcome[];
  /** His meetings through the turn (meeting.ts), when he has a meeting ground. */
  meeting: ReturnType<typeof meetings> | undefined;
  blocked?: TurnOutcome['blocked'];
  /** MP-1: his ENCHANT phases through the turn (magic/enchant-turn.ts), when he has a kit and an enchanting ground. */
  enchanting: ReturnType<typeof enchantRun> | undefined;
  /** What his ENCHANT phases did, in order: his card's changes (his and the GM's) and the tiles turned (public). */
  enchanted: Enchanted[];
  /** Issue 29: the Violent Storm that caught him this turn (violent-storm.ts). */
  storm?: StormCaught;
  /** Issue 29: the FLY chits his FLY phases used (their places in `play.inForce`: magic/fly.ts). */
  flew: number[];
}

/** A turn about to begin: nothing done yet. */
export function startTurn(orders: DayOrders | undefined, sheet: CharacterSheet | undefined, at: TurnGround, dice: DiceSource, meeting: TurnRun['meeting']): TurnRun {
  return {
    sheet,
    at,
    dice,
    route: orders?.route ?? [],
    curses: [...(sheet?.curses ?? [])],
    found: { paths: [], chits: [], hiddenEnemies: false },
    looted: [],
    reads: [],
    onTop: new Map(),
    hidden: false,
    alerted: sheet?.weapon?.alerted === true,
    phases: [],
    meeting,
    enchanting: sheet && at.kit && at.enchant ? enchantRun(at.kit, sheet, at.enchant.board, at.enchant.momentAt) : undefined,
    enchanted: [],
    flew: [],
  };
}

/** The modifiers of his roll on a table in a clearing. */
export const modsOf = (run: TurnRun, clearing: string | undefined, roll: RollKey): RollModifier[] => run.at.modifiers?.(clearing, roll) ?? [];

/** A roll's modifiers as the outcome writes them (none: nothing). */
export const withMods = (m: readonly RollModifier[]) => (m.length ? { mods: [...m] } : {});

/** The spells of a site as this turn's readings left them (an awakened spell goes to the bottom). */
export const spellsAt = (run: TurnRun, site: { site: string; spells?: readonly string[] }): readonly string[] =>
  run.reads.reduce((pile, r) => (r.site === site.site ? afterReading(pile, r) : pile), [...(site.spells ?? [])]);

/** The cards of a site's pile this turn has not taken, each with its place in the pile. */
export const pileLeft = (run: TurnRun, site: { site: string; pile: readonly string[] }) =>
  [...(run.onTop.get(site.site) ?? []).map((item, j) => ({ item, k: -1 - j })), ...site.pile.map((item, k) => ({ item, k }))].filter((x) => !run.looted.some((l) => l.site === site.site && l.index === x.k));

/** The site cards this turn drew from piles, which lie in their clearings now, discovered by him (site-cards.ts). */
const placedNow = (run: TurnRun) => run.looted.filter((l) => isSiteCard(l.item) && l.at).map((l) => ({ label: l.item, clearing: l.at! }));

/** The discovered site in a clearing (the one he named), with what this turn discovered and placed. */
export const siteAt = (run: TurnRun, clearing: string, named?: string): SiteHere | undefined =>
  run.at.loot?.(clearing, [...(run.found.sites ?? []), ...placedNow(run).map((p) => p.label)], named, placedNow(run));

/**
 * A card he takes from a site's pile (LOOT, MAGIC SIGHT): his; and what finding it does at once (found-cards.ts):
 * revealed to the table, a curse, the Skeleton's armour on top of the pile. What the outcome shows of it.
 */
export function taken(run: TurnRun, site: string, item: string, index: number, here: string | undefined): { found?: string; curse?: CurseRoll } {
  const finding = findingOf(item);
  const gains = finding?.gains ? [...(run.at.boxCards?.(item) ?? [])] : [];
  run.looted.push({ site, item, index, ...(here ? { at: here } : {}), ...(gains.length ? { gains } : {}) });
  if (!finding) return {};
  if (finding.onTop) run.onTop.set(site, [...onTopOrder(finding, run.at.boxCards?.(item) ?? []), ...(run.onTop.get(site) ?? [])]);
  const rolled = finding.curse ? rollCurse(run.dice, modsOf(run, here, 'curse')) : undefined;
  if (rolled) curse(run, rolled.curse);
  return { ...(finding.revealed ? { found: item } : {}), ...(rolled ? { curse: rolled } : {}) };
}

/** A curse falls on him (curses.ts): from now on it forbids what it forbids; Squeak unhides him at once. */
export function curse(run: TurnRun, c: CurseName): void {
  if (run.curses.includes(c)) return;
  run.curses.push(c);
  if (c === 'Squeak') run.hidden = false;
}

/**
 * He stands in `at` after phase i, off his recorded route (a Lost MOVE, a FLY's landing): the route from there on starts
 * where he is, his recorded one kept aside (once) for the MOVEs after it (lost-moves.ts).
 */
export function wentTo(run: TurnRun, i: number, at: string): void {
  if (run.route[i] === at && !run.planned) return;
  run.planned ??= [...run.route];
  run.route = run.route.map((c, j) => (j < i ? c : at));
}

/** Blocking: after phase i, where he now stands (core-tables "blocking"). True: he is blocked, his turn ends. */
export function blockedAfter(run: TurnRun, i: number, here: string | undefined, code: string): boolean {
  const now = run.route[i] ?? here;
  const by = now ? run.at.blockedBy?.(now, run.hidden) : undefined;
  if (by) run.blocked = { code, by, clearing: now! };
  return by !== undefined;
}

/** What the finds of a search turn up on the ground where he stands. */
export function discover(found: Found, ground: SearchGround, finds: readonly Find[]): void {
  const add = (list: string[], items: string[]) => list.push(...items.filter((x) => !list.includes(x)));
  if (finds.includes('hidden-paths')) add(found.paths, ground.paths.filter((p) => p.type === 'hidden').map((p) => p.id));
  if (finds.includes('secret-passages')) add(found.paths, ground.paths.filter((p) => p.type === 'secret').map((p) => p.id));
  if (finds.includes('clues')) add(found.chits, ground.chits.filter((c) => c.faceDown !== false).map((c) => c.label));
  if (finds.includes('site-chits')) {
    const sites = ground.chits.filter((c) => c.site).map((c) => c.label);
    add(found.chits, ground.chits.filter((c) => c.site && c.faceDown !== false).map((c) => c.label));
    add((found.sites ??= []), sites);
  }
  if (finds.includes('hidden-enemies')) found.hiddenEnemies = true;
}
