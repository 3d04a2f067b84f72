/**
 * A character's turn in Daylight, carried out by the engine (issue 13): he becomes unhidden at the start of his turn,
 * before his first phase, then does his recorded phases in order (core-tables.json `day_order`). The engine does
 * what it knows (CARRIED_OUT: MOVE, HIDE, the searches, TRADE, HIRE, STEAL, REST, ALERT, FOLLOW, BLANK), each roll
 * with his own modifiers (roll-modifiers.ts), each phase a curse forbids doing nothing (curses.ts), and leaves the
 * rest to the GM (day-flow.ts stops the day after such a turn). Pure: the dice come from the injected source and
 * every roll is written into the outcome, which the turn's event carries.
 */
import type { PronounWords } from '../../../pronouns.js';
import type { DiceSource } from '../../../dice.js';
import { HIDE, LOCATE, LOOT, PEER, rollOn, type CurseName, type Find, type RollKey, type RollModifier } from '../tables/core-tables.js';
import { modifierWords } from './roll-modifiers.js';
import { choiceFinds, choiceWords, DEFAULT_CHOICE, parseChoice, type ChoiceRow } from '../tables/search-choice.js';
import { canOpen, SHUT_SITES, takeNth } from './loot.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { curseForbidding, rollCurse, type CurseRoll } from './curses.js';
import { findingOf, onTopOrder } from './found-cards.js';
import { isSiteCard, lootSiteCard, siteCardLine, type SiteCardLoot } from './site-cards.js';
import { magicSight, magicSightLine, type MagicSightOutcome } from './magic-sight.js';
import { afterReading, readRunes, runesLine, type RunesOutcome, type RunesRead } from './runes.js';
import type { DayOrders } from './state.js';
import { meetings, type Dealt, type MeetingGround, type MeetingOutcome, type StealOutcome } from './meeting.js';

/**
 * The activity codes carryOut does itself; any other is revealed and left to the GM (day-flow.ts stops the day after
 * it). One list: the switch below and the day's stops read it.
 */
export const CARRIED_OUT: ReadonlySet<string> = new Set(['M', 'H', 'P', 'L', 'LT', 'MS', 'RR', 'A', 'R', 'F', 'T', 'HR', 'ST', 'B']);

/** What one phase did. */
export type PhaseOutcome =
  /** MOVE: the clearing he entered (a mountain's first MOVE phase enters nothing yet). */
  | { code: 'M'; to?: string }
  /** HIDE on the Hide table: the dice, the die that counts, and whether he is hidden. */
  | { code: 'H'; dice: number[]; read: number; hidden: boolean; mods?: RollModifier[] }
  /** HIDE by one who is hidden already: no roll (issue 27), he stays hidden. */
  | { code: 'H'; already: true }
  /**
   * PEER or LOCATE (a SEARCH on that table) in his clearing: the dice and what the row finds there. What exactly he
   * found (which paths, which chits) is his secret: TurnOutcome.found, told to him and the GM alone.
   */
  | {
      code: 'P' | 'L';
      dice: number[];
      read: number;
      finds: Find[];
      /** A Choice: the row he took (written with the phase, or tables/search-choice.ts's default); `true` in older logs, where the GM applied it. */
      choice?: true | ChoiceRow;
      /** PEER from a mountain: the clearing looked into. */
      into?: string;
      mods?: RollModifier[];
    }
  /** MAGIC SIGHT (magic-sight.ts). */
  | MagicSightOutcome
  /** READ RUNES (runes.ts). */
  | RunesOutcome
  /** A phase a curse of his forbids (curses.ts): nothing happens. */
  | { code: string; barred: CurseName }
  /** ALERT: his weapon turned to its alerted side (nothing when he has none, or it is alerted already). */
  | { code: 'A'; alerted?: string }
  /** REST: one asterisk of rest, whose chit he chooses afterwards (characters/effort.ts; play/evolve.ts owes it). */
  | { code: 'R' }
  /** FOLLOW: he went with his guide (follow.ts) to the last clearing of the guide's route, or stayed. */
  | { code: 'F'; guide: string; went: boolean; to?: string }
  /**
   * LOOT (loot.ts) at the site he discovered here: the dice and whether he took the card the roll names (what it is,
   * is his: TurnOutcome.looted). No site: no roll. A shut site (the Vault): the GM resolves it.
   */
  | {
      code: 'LT';
      site?: string;
      dice?: number[];
      read?: number;
      took?: boolean;
      shut?: true;
      /** He opened the shut site (the Lost Keys or T strength): it stays open. */
      opened?: true;
      /** A site card looted on its own table (site-cards.ts). */
      card?: SiteCardLoot;
      /**
       * The card he drew, where the table sees it at once (found-cards.ts): a site card, which stays in his clearing
       * (site-cards.ts), an Enchanted card, the Mouldy Skeleton, the Remains of Thief.
       */
      found?: string;
      /** The Curse table's roll that finding it brought. */
      curse?: CurseRoll;
      mods?: RollModifier[];
    }
  /** BLANK: nothing. */
  | { code: 'B' }
  /** TRADE or HIRE on the Meeting table (meeting.ts): whom he met, the rolls, how it ended — never the item or gold. */
  | MeetingOutcome
  /** STEAL (X1-7, steal.ts): whom he tried, the attempt's roll and row — what he took is his. */
  | StealOutcome
  /** An activity the GM resolves, with the dice, until the engine knows it. */
  | { code: string; gm: true };

export interface TurnOutcome {
  /** He was hidden when his turn began, and is unhidden now. */
  unhid: boolean;
  phases: PhaseOutcome[];
  /** Hidden at the end of his phases. */
  hidden: boolean;
  /** His weapon is alerted at the end of his phases. */
  alerted: boolean;
  /**
   * Blocked by a monster (core-tables "blocking"): after the phase `code` (absent: before his turn, so he had none),
   * in `clearing`, by the monster `by`; he did no more phases that day.
   */
  blocked?: { code?: string; by: string; clearing: string };
}

/** A card or counter he took from a site's pile (his and the GM's): the site, the item, its place in the pile. */
export interface Looted {
  site: string;
  item: string;
  index: number;
  /** The clearing he took it in (a site card found stays there: site-cards.ts); absent in older logs. */
  at?: string;
  /** The cards it held that became his (the Remains of Thief: found-cards.ts). */
  gains?: string[];
}

/** What his searches found, for him and the GM: hidden paths and secret passages by path id, chits by label. */
export interface Found {
  paths: string[];
  chits: string[];
  /** Sites he discovered (Locate's "discover chits"): the ones he may LOOT from now on (loot.ts). */
  sites?: string[];
  hiddenEnemies: boolean;
}

/** What a search can find where he stands: the board tells (board/search.ts). */
export interface SearchGround {
  /** The hidden paths (type `hidden`) and the secret passages (type `secret`) of his clearing, by tile path id. */
  paths: { id: string; type: 'hidden' | 'secret' }[];
  /** The chits of his tile, which of them are sites, and which still lie face down (clues show only those). */
  chits: { label: string; site: boolean; faceDown?: boolean }[];
}

/**
 * Carries out a character's recorded phases from the clearing he starts in, hidden or not. `sheet` is his sheet as
 * the turn begins (undefined: no character of the game).
 */
export function carryOut(
  orders: DayOrders | undefined,
  sheet: CharacterSheet | undefined,
  at: {
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
  },
  dice: DiceSource,
): TurnOutcome & { found: Found; looted: Looted[]; /** What his meetings changed, his and the GM's. */ dealt?: Dealt; /** What his readings did to sites' spells, his and the GM's. */ reads: RunesRead[] } {
  const unhid = at.hidden;
  const reads: RunesRead[] = [];
  // The spells of each site as this turn's readings left them (an awakened spell goes to the bottom).
  const spellsAt = (site: { site: string; spells?: readonly string[] }): readonly string[] => reads.reduce((pile, r) => (r.site === site.site ? afterReading(pile, r) : pile), [...(site.spells ?? [])]);
  // Cards a find put on top of a site's pile this turn (the Mouldy Skeleton's armour: found-cards.ts), places -1, -2…
  const onTop = new Map<string, string[]>();
  // The cards of a site's pile this turn has not taken, each with its place in the pile.
  const left = (site: { site: string; pile: readonly string[] }) =>
    [...(onTop.get(site.site) ?? []).map((item, j) => ({ item, k: -1 - j })), ...site.pile.map((item, k) => ({ item, k }))].filter((x) => !looted.some((l) => l.site === site.site && l.index === x.k));
  // The site cards this turn drew from piles, which lie in their clearings now, discovered by him (site-cards.ts).
  const placedNow = () => looted.filter((l) => isSiteCard(l.item) && l.at).map((l) => ({ label: l.item, clearing: l.at! }));
  const siteAt = (clearing: string, named?: string) => at.loot?.(clearing, [...(found.sites ?? []), ...placedNow().map((p) => p.label)], named, placedNow());
  const mods = (clearing: string | undefined, roll: RollKey): RollModifier[] => at.modifiers?.(clearing, roll) ?? [];
  const withMods = (m: readonly RollModifier[]) => (m.length ? { mods: [...m] } : {});
  // His curses, with those this turn brings (curses.ts).
  const curses: CurseName[] = [...(sheet?.curses ?? [])];
  const start = at.clearing;
  const found: Found = { paths: [], chits: [], hiddenEnemies: false };
  const looted: Looted[] = [];
  let hidden = false;
  let alerted = sheet?.weapon?.alerted === true;
  const phases: PhaseOutcome[] = [];
  const meeting = at.meeting && meetings(at.meeting);
  let blocked: TurnOutcome['blocked'];
  // `some`: the loop stops when he is blocked after a phase.
  (orders?.phases ?? []).some((phase, i) => {
    // The route holds his clearing after each phase: where he is as this one begins.
    const here = i === 0 ? start : orders!.route[i - 1];
    const barred = curseForbidding(curses, phase.code);
    if (barred) {
      phases.push({ code: phase.code, barred });
      return blockedAfter(i, here, phase.code);
    }
    switch (phase.code) {
      case 'M': {
        // A MOVE that leaves him where he was (the first phase of a mountain's two) enters nothing yet.
        const to = orders!.route[i];
        phases.push({ code: 'M', ...(to && to !== here ? { to } : {}) });
        break;
      }
      case 'H': {
        // One who is hidden already stays so: he does not roll again (a 6 would not unhide him; issue 27).
        if (hidden) {
          phases.push({ code: 'H', already: true });
          break;
        }
        // The Hide table: two dice, the higher counts (one die with an advantage or the Shoes of Stealth); a 1–5
        // hides, a 6 does not.
        const roll = rollOn(HIDE, dice, mods(here, 'hide'));
        hidden = roll.result.kind === 'hidden' || hidden;
        phases.push({ code: 'H', dice: roll.dice, read: roll.read, hidden: roll.result.kind === 'hidden', ...withMods(roll.modifiers) });
        break;
      }
      case 'A': {
        const weapon = sheet?.weapon;
        phases.push({ code: 'A', ...(weapon && !alerted ? { alerted: weapon.name } : {}) });
        if (weapon) alerted = true;
        break;
      }
      case 'P':
      case 'L': {
        const roll = rollOn(phase.code === 'P' ? PEER : LOCATE, dice, mods(here, phase.code === 'P' ? 'peer' : 'locate'));
        // From a mountain he may look into another clearing he named (validate.ts mountainPeerProblem).
        const into = phase.target ? { into: phase.target } : {};
        // Choice: the row he wrote with the phase (`P/L4`), else the default (tables/search-choice.ts).
        const chose = roll.result.kind === 'choice' ? ((phase.choice && parseChoice(phase.choice)) ?? DEFAULT_CHOICE[phase.code]) : undefined;
        const finds = chose ? choiceFinds(chose) : roll.result.kind === 'discover' ? [...roll.result.finds] : [];
        phases.push({ code: phase.code, dice: roll.dice, read: roll.read, finds, ...(chose ? { choice: chose } : {}), ...into, ...withMods(roll.modifiers) });
        const searched = phase.target ?? here;
        if (searched && at.ground) discover(found, at.ground(searched), finds);
        break;
      }
      case 'R':
        phases.push({ code: 'R' });
        break;
      case 'LT': {
        const site = here && siteAt(here, phase.target);
        if (!site) {
          phases.push({ code: 'LT' });
          break;
        }
        // A shut site: he opens it with the Lost Keys or T strength (loot.ts canOpen), else the GM resolves it.
        const opens = SHUT_SITES.has(site.site) && !site.opened;
        if (opens && !canOpen(sheet, at.kit)) {
          phases.push({ code: 'LT', site: site.site, shut: true });
          break;
        }
        const opened = opens ? { opened: true as const } : {};
        // The pile as this turn's earlier LOOTs left it, each card with its place in the pile.
        const pile = left(site);
        if (isSiteCard(site.site)) {
          // A site card: its own table instead of the Loot table (site-cards.ts).
          const { loot, take } = lootSiteCard(site.site, pile, dice, mods(here, 'loot'), mods(here, 'curse'));
          phases.push({ code: 'LT', site: site.site, card: loot, ...opened });
          if (take) looted.push({ site: site.site, ...take, at: here });
          if (loot.curse) curse(loot.curse.curse);
          break;
        }
        const roll = rollOn(LOOT, dice, mods(here, 'loot'));
        const take = takeNth(pile.map((x) => x.item), roll.result.n);
        const found = take ? taken(site.site, take.item, pile[take.index]!.k, here) : {};
        phases.push({ code: 'LT', site: site.site, dice: roll.dice, read: roll.read, took: take !== undefined, ...opened, ...found, ...withMods(roll.modifiers) });
        break;
      }
      case 'MS': {
        // Not a site card's pile (core-tables magic_sight row 2): those are looted on their own tables.
        const there = here ? siteAt(here) : undefined;
        const site = there && !isSiteCard(there.site) ? there : undefined;
        const sight = magicSight(sheet, at.kit, site && { site: site.site, pile: left(site), spells: spellsAt(site), ...(site.opened ? { opened: true } : {}) }, phase.choice ? parseChoice(phase.choice) : undefined, dice, mods(here, 'magic-sight'));
        phases.push({ ...sight.outcome, ...(sight.take ? taken(sight.take.site, sight.take.item, sight.take.index, here) : {}) });
        if (here && at.ground && sight.finds.length) discover(found, at.ground(here), sight.finds);
        if (sight.read) reads.push(sight.read);
        break;
      }
      case 'RR': {
        const site = here ? siteAt(here) : undefined;
        const known = sheet && { ...sheet, spells: [...(sheet.spells ?? []), ...reads.filter((r) => r.learned).map((r) => r.spell)] };
        const runes = readRunes(site && { site: site.site, spells: spellsAt(site) }, at.kit, known, dice, mods(here, 'read-runes'), mods(here, 'curse'));
        phases.push(runes.outcome);
        if (runes.read) reads.push(runes.read);
        if (runes.outcome.curse) curse(runes.outcome.curse.curse);
        break;
      }
      case 'F': {
        const route = at.follows?.route;
        const to = route?.at(-1);
        phases.push({ code: 'F', guide: at.follows?.guide ?? phase.target ?? '', went: route !== undefined, ...(to ? { to } : {}) });
        break;
      }
      case 'B':
        phases.push({ code: 'B' });
        break;
      case 'T':
      case 'HR':
      case 'ST': {
        if (!meeting || !phase.target) {
          phases.push({ code: phase.code, gm: true });
          break;
        }
        const met = meeting.phase(phase.code, phase.target, here, dice);
        phases.push(met.outcome);
        // Block/Battle: blocked by the group (no more phases today), and unhidden as he was trading or hiring
        // (core-tables "meeting").
        if (met.blocked && here) {
          hidden = false;
          blocked = { code: phase.code, by: met.outcome.with, clearing: here };
          return true;
        }
        break;
      }
      default:
        // Not in CARRIED_OUT: the GM's, with the dice.
        phases.push({ code: phase.code, gm: true });
    }
    return blockedAfter(i, here, phase.code);
  });
  const dealt = meeting?.result();
  return { unhid, phases, hidden, alerted, found, looted, reads, ...(blocked ? { blocked } : {}), ...(dealt ? { dealt } : {}) };

  /**
   * A card he takes from a site's pile (LOOT, MAGIC SIGHT): his; and what finding it does at once (found-cards.ts):
   * revealed to the table, a curse, the Skeleton's armour on top of the pile. What the outcome shows of it.
   */
  function taken(site: string, item: string, index: number, here: string | undefined): { found?: string; curse?: CurseRoll } {
    const finding = findingOf(item);
    const gains = finding?.gains ? [...(at.boxCards?.(item) ?? [])] : [];
    looted.push({ site, item, index, ...(here ? { at: here } : {}), ...(gains.length ? { gains } : {}) });
    if (!finding) return {};
    if (finding.onTop) onTop.set(site, [...onTopOrder(finding, at.boxCards?.(item) ?? []), ...(onTop.get(site) ?? [])]);
    const rolled = finding.curse ? rollCurse(dice, mods(here, 'curse')) : undefined;
    if (rolled) curse(rolled.curse);
    return { ...(finding.revealed ? { found: item } : {}), ...(rolled ? { curse: rolled } : {}) };
  }

  /** A curse falls on him (curses.ts): from now on it forbids what it forbids; Squeak unhides him at once. */
  function curse(c: CurseName): void {
    if (curses.includes(c)) return;
    curses.push(c);
    if (c === 'Squeak') hidden = false;
  }

  /** Blocking: after each phase, where he now stands (core-tables "blocking"). True: he is blocked, his turn ends. */
  function blockedAfter(i: number, here: string | undefined, code: string): boolean {
    const now = orders!.route[i] ?? here;
    const by = now ? at.blockedBy?.(now, hidden) : undefined;
    if (by) blocked = { code, by, clearing: now! };
    return by !== undefined;
  }
}

/** What the finds of a search turn up on the ground where he stands. */
function discover(found: Found, ground: SearchGround, finds: readonly Find[]): void {
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

const FIND_WORDS: Record<Find, string> = {
  clues: 'clues',
  'hidden-paths': 'hidden paths',
  'secret-passages': 'secret passages',
  'hidden-enemies': 'hidden enemies',
  'site-chits': 'sites',
};

/** A site card drawn from a pile is revealed at once (core-tables "loot" notes). */
const foundCardWords = (card: string): string =>
  isSiteCard(card) ? ` — it is the ${card}, a site card: it lies face up in this clearing now` : ` — it is the ${card}, revealed as it is found`;

const findWords = (finds: readonly Find[]): string => finds.map((f) => FIND_WORDS[f]).join(' and ');

/** The phases of a turn told line by line (the moves are in the route, a BLANK says nothing, the GM's say themselves). */
export const toldPhases = (outcome: TurnOutcome | undefined): PhaseOutcome[] =>
  (outcome?.phases ?? []).filter((p) => !('gm' in p) && p.code !== 'M' && p.code !== 'B');

/** A phase's outcome in words, for the channel and the log. */
export function phaseLine(p: PhaseOutcome, w: PronounWords): string {
  if ('gm' in p) return `${p.code}: the GM resolves it`;
  if ('barred' in p) return `${p.code}: nothing — ${w.possessive} curse ${p.barred} forbids it`;
  switch (p.code) {
    case 'M':
      return 'to' in p && p.to ? `MOVE to ${p.to}` : 'MOVE (on the way)';
    case 'H':
      if ('already' in p) return 'HIDE: hidden already, no roll';
      return 'hidden' in p ? `HIDE: ${p.dice.join(', ')}${modifierWords(p.mods ?? [])} → ${p.read}: ${p.hidden ? 'hidden' : 'not hidden'}` : 'HIDE';
    case 'P':
    case 'L': {
      if (!('finds' in p)) return 'SEARCH';
      const name = p.code === 'P' ? `PEER${'into' in p && p.into ? ` into ${p.into}` : ''}` : 'LOCATE';
      const found = p.finds.length ? `finds ${findWords(p.finds)}` : 'nothing';
      const choice = 'choice' in p ? p.choice : undefined;
      const what = choice === true ? `Choice: ${w.subject} ${w.verb('picks')} a row, the GM applies it` : choice ? `Choice: ${w.subject} ${w.verb('takes')} ${choiceWords(choice)}, ${found}` : found;
      return `${name}: ${p.dice.join(', ')}${modifierWords(('mods' in p && p.mods) || [])} → ${p.read}: ${what}`;
    }
    case 'MS': {
      const sight = p as MagicSightOutcome;
      return `${magicSightLine(sight, (f) => (f.length ? `finds ${findWords(f)}` : 'nothing'), w)}${sight.found ? foundCardWords(sight.found) : ''}${sight.curse ? ` — ${sight.curse.line}` : ''}`;
    }
    case 'RR':
      return runesLine(p as RunesOutcome, w);
    case 'T':
    case 'HR':
      return meetingLine(p as MeetingOutcome, w);
    case 'ST':
      return stealLine(p as StealOutcome, w);
    case 'A':
      return 'alerted' in p && p.alerted ? `ALERT: ${w.possessive} ${p.alerted} is alerted` : 'ALERT: nothing to alert';
    case 'R':
      return `REST: one asterisk (${w.subject} ${w.verb('chooses')} the chit)`;
    case 'LT': {
      if (!('site' in p) || !p.site) return `LOOT: no site ${w.subject} ${w.verb('has')} discovered in ${w.possessive} clearing, so nothing to loot`;
      if (p.shut) return `LOOT at the ${p.site}: it must be opened first (Lost Keys, or T strength): the GM resolves it`;
      const opening = p.opened ? ` (${w.subject} ${w.verb('opens')} it: it stays open)` : '';
      if (p.card) return `LOOT at the ${p.site}${opening}: ${siteCardLine(p.card, w)}`;
      return `LOOT at the ${p.site}${opening}: ${p.dice!.join(', ')}${modifierWords(p.mods ?? [])} → ${p.read}: ${p.took ? `${w.subject} ${w.verb('takes')} the card ${p.read} from the top` : 'the pile holds fewer: nothing'}${p.found ? foundCardWords(p.found) : ''}${p.curse ? ` — ${p.curse.line}` : ''}`;
    }
    case 'F':
      if (!('went' in p)) return 'FOLLOW';
      return p.went ? `FOLLOW the ${p.guide}${p.to ? ` to ${p.to}` : ': the guide stayed'}` : `FOLLOW the ${p.guide}: ${w.subject} ${w.verb('was')} not in the ${p.guide}'s clearing as that turn began, so ${w.subject} ${w.verb('stays')}`;
    default:
      return 'BLANK';
  }
}

/**
 * The orders a turn reveals (issue 27): phases are revealed as they are done, so a blocked character shows the
 * phases he did (and the route they took) and keeps the rest his secret; anyone else's orders whole.
 */
export function ordersDone(orders: DayOrders, outcome: Pick<TurnOutcome, 'blocked' | 'phases'>): DayOrders {
  if (!outcome.blocked) return orders;
  const n = outcome.phases.length;
  const phases = orders.phases.slice(0, n);
  return { text: orders.text.split(/,\s*/).slice(0, n).join(', '), phases, route: orders.route.slice(0, n) };
}

/** A block in words: after which phase (or before his turn), where, by which monster. */
export const blockedLine = (b: NonNullable<TurnOutcome['blocked']>, w: PronounWords): string =>
  `blocked by the ${b.by} in ${b.clearing}${b.code ? ` after ${w.possessive} ${b.code} phase` : ` before ${w.possessive} turn`}: no more phases today`;

const meetingEnds = (w: PronounWords): Record<MeetingOutcome['end'], string> => ({
  deal: 'a deal was made',
  hired: 'hired',
  'no-deal': 'no deal',
  insult: 'Insult',
  challenge: 'Challenge',
  'block-battle': `Block/Battle: ${w.subject} ${w.verb('is')} blocked, and they battle ${w.object} this evening`,
  absent: `they are not in ${w.possessive} clearing (unhired)`,
});

/** A meeting as the table sees it: "TRADE with the Lancers (friendly): 1, 2 → 2: Price x2 …; a deal was made". */
/** A STEAL as the table sees it: "STEAL from the Soldiers: 3, 1 +1 → 4: Success – Roll for item". */
function stealLine(p: StealOutcome, w: PronounWords): string {
  if (p.end === 'absent') return `STEAL from the ${p.with}: ${meetingEnds(w).absent}`;
  const mod = p.modifier ? ` ${p.modifier > 0 ? '+' : ''}${p.modifier}` : '';
  return `STEAL from the ${p.with}: ${p.dice!.join(', ')}${mod} → ${p.read}: ${p.text}${p.end === 'caught' ? `: ${w.subject} ${w.verb('is')} blocked` : ''}`;
}

function meetingLine(p: MeetingOutcome, w: PronounWords): string {
  const rolls = p.rolls.map((r) => `${r.column} ${r.dice.join(', ')}${modifierWords(r.mods ?? [])} → ${r.read}: ${r.text}`).join('; then ');
  const end = p.end === 'hired' && p.hired ? `hired ${p.hired.join(', ')}` : meetingEnds(w)[p.end];
  return `${p.code === 'T' ? 'TRADE with' : 'HIRE'} the ${p.with}: ${rolls ? `${rolls}; ` : ''}${end}`;
}
