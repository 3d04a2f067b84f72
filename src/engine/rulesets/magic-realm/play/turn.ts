/**
 * A character's turn in Daylight, carried out by the engine (issue 13): he becomes unhidden at the start of his turn,
 * before his first phase, then does his recorded phases in order (core-tables.json `day_order`). The engine does
 * what it knows (CARRIED_OUT: MOVE, HIDE, the searches, TRADE, HIRE, STEAL, REST, ALERT, FOLLOW, BLANK), each roll
 * with his own modifiers (roll-modifiers.ts), each phase a curse forbids doing nothing (curses.ts), and leaves the
 * rest to the GM (day-flow.ts stops the day after such a turn). Pure: the dice come from the injected source and
 * every roll is written into the outcome, which the turn's event carries.
 */
import { withArticle } from '../../../pronouns.js';
import type { PronounWords } from '../../../pronouns.js';
import type { DiceSource } from '../../../dice.js';
import type { CurseName, Find, RollModifier } from '../tables/core-tables.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import { choiceWords, type ChoiceRow } from '../tables/search-choice.js';
import type { CharacterSheet } from '../characters/sheet.js';
import type { TileSide } from '../map/tiles.js';
import { tileByCode } from '../map/tiles.js';
import type { Enchanted } from '../magic/enchant-turn.js';
import { curseForbidding, type CurseRoll } from '../characters/curses.js';
import { isSiteCard, siteCardLine, type SiteCardLoot } from './site-cards.js';
import { magicSightLine, type MagicSightOutcome } from './magic-sight.js';
import { runesLine, type RunesOutcome, type RunesRead } from './runes.js';
import type { DayOrders } from './state.js';
import { meetings, type Dealt, type MeetingOutcome, type StealOutcome } from './meeting.js';
import { blockedAfter, startTurn, type TurnGround } from './turn-run.js';
import { gmStep, PHASE_STEPS } from './turn-phases.js';
import { stormAfter, type StormCaught } from './violent-storm.js';
import { lostLine, type LostPhase } from './lost-moves.js';
import { landingWords } from '../magic/fly.js';

export type { TurnGround } from './turn-run.js';

/**
 * The activity codes carryOut does itself; any other is revealed and left to the GM (day-flow.ts stops the day after
 * it). One list: turn-phases.ts's table of steps, which the day's stops read too.
 */
export const CARRIED_OUT: ReadonlySet<string> = new Set(Object.keys(PHASE_STEPS));

/** What one phase did. */
export type PhaseOutcome =
  /** MOVE: the clearing he entered (a mountain's first MOVE phase enters nothing yet). */
  | { code: 'M'; to?: string }
  /** Issue 29: MOVE under Lost (its die), or off the route Lost changed (lost-moves.ts). */
  | ({ code: 'M'; to?: string } & LostPhase)
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
  /** Issue 29: a REST in a shape ("Lion (Transform)"): nothing (RealmSpeak: "Cannot REST while transmorphed"). */
  | { code: 'R'; shape: string }
  /** ALERT: his weapon turned to its alerted side (nothing when he has none, or it is alerted already). */
  | { code: 'A'; alerted?: string; /** MP-8: one of his MAGIC chits prepared (which is his secret: play.enchanted), or it could not be. */ prepared?: boolean }
  /**
   * Issue 29, FLY (magic/fly.ts): the tile, the FLY chit's spell, the landing dice and the clearing he landed in; or
   * nothing, and why: no FLY chit, one that cannot carry him, a tile out of reach.
   */
  | { code: 'FL'; tile: string; spell?: string; dice?: number[]; to?: string; refused?: 'no-chit' | 'too-heavy' | 'too-far' }
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
  /** ENCHANT (MP-1): one of his MAGIC chits enchanted into colour — which one is his secret (play.enchanted). */
  | { code: 'E'; enchanted: 'chit' }
  /** ENCHANT (MP-1): the tile he stood in, turned over to this side. */
  | { code: 'E'; tile: string; side: TileSide }
  /**
   * ENCHANT (MP-1) that could not be done as his turn found him: the chit or the tile (why is his and the GM's:
   * play.enchanted), or no target recorded (orders of older logs).
   */
  | { code: 'E'; refused: 'chit' | 'tile' | 'target' }
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
  /** Issue 29: caught in a Violent Storm (violent-storm.ts): the phases he lost, the last of his turn, are not done. */
  storm?: StormCaught;
  /** Issue 29: the clearings he was in after each phase, where a Lost move took him off his recorded route (lost-moves.ts). */
  route?: string[];
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

/**
 * Carries out a character's recorded phases from the clearing he starts in, hidden or not. `sheet` is his sheet as
 * the turn begins (undefined: no character of the game). Each phase is its code's step (turn-phases.ts) over the turn
 * so far (turn-run.ts), unless a curse of his forbids it (or, issue 29, a REST in a shape); after each, a monster may block him where he stands.
 */
export function carryOut(
  orders: DayOrders | undefined,
  sheet: CharacterSheet | undefined,
  at: TurnGround,
  dice: DiceSource,
): TurnOutcome & { found: Found; looted: Looted[]; /** What his meetings changed, his and the GM's. */ dealt?: Dealt; /** What his readings did to sites' spells, his and the GM's. */ reads: RunesRead[]; /** What his ENCHANT phases did (MP-1). */ enchanted: Enchanted[]; /** The FLY chits he used (magic/fly.ts). */ flew: number[] } {
  const unhid = at.hidden;
  const run = startTurn(orders, sheet, at, dice, at.meeting && meetings(at.meeting));
  // `some`: the loop stops when he is blocked after a phase.
  (orders?.phases ?? []).some((phase, i) => {
    // Issue 29: a Violent Storm took the phases left (violent-storm.ts).
    if (run.storm && i > run.storm.last) return true;
    // The route holds his clearing after each phase: where he is as this one begins.
    const here = i === 0 ? at.clearing : run.route[i - 1];
    const barred = curseForbidding(run.curses, phase.code);
    if (barred) run.phases.push({ code: phase.code, barred });
    else if (phase.code === 'R' && at.shape) run.phases.push({ code: 'R', shape: at.shape });
    else if ((PHASE_STEPS[phase.code] ?? gmStep)(run, phase, here, i)) return true;
    return blockedAfter(run, i, here, phase.code) || stormAfter(run, i, here, orders!.phases.length);
  });
  const { phases, hidden, alerted, found, looted, reads, blocked, enchanted, storm, flew } = run;
  const dealt = run.meeting?.result();
  const route = run.planned ? { route: [...run.route] } : {};
  return { unhid, phases, hidden, alerted, found, looted, reads, enchanted, flew, ...(blocked ? { blocked } : {}), ...(storm ? { storm } : {}), ...route, ...(dealt ? { dealt } : {}) };
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

/** The phases of a turn told line by line (the moves are in the route — but a Lost one's die —, a BLANK says nothing, the GM's say themselves). */
export const toldPhases = (outcome: TurnOutcome | undefined): PhaseOutcome[] =>
  (outcome?.phases ?? []).filter((p) => !('gm' in p) && (p.code !== 'M' || 'lost' in p || 'astray' in p) && p.code !== 'B');

/** A phase's outcome in words, for the channel and the log. */
export function phaseLine(p: PhaseOutcome, w: PronounWords): string {
  if ('gm' in p) return `${p.code}: the GM resolves it`;
  if ('barred' in p) return `${p.code}: nothing — ${w.possessive} curse ${p.barred} forbids it`;
  if ('shape' in p) return `${p.code}: nothing — a shape cannot REST, and ${w.subject} ${w.verb('is')} ${withArticle(p.shape)}`;
  switch (p.code) {
    case 'M':
      if ('lost' in p || 'astray' in p) return lostLine(p, w);
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
      if ('prepared' in p && p.prepared !== undefined) return p.prepared ? `ALERT: ${w.subject} ${w.verb('prepares')} one of ${w.possessive} MAGIC chits` : 'ALERT: nothing — the MAGIC chit named cannot be prepared now';
      return 'alerted' in p && p.alerted ? `ALERT: ${w.possessive} ${p.alerted} is alerted` : 'ALERT: nothing to alert';
    case 'FL':
      return flyLine(p as Extract<PhaseOutcome, { code: 'FL' }>, w);
    case 'R':
      return `REST: one asterisk (${w.subject} ${w.verb('chooses')} the chit)`;
    case 'LT': {
      if (!('site' in p) || !p.site) return `LOOT: no site ${w.subject} ${w.verb('has')} discovered in ${w.possessive} clearing, so nothing to loot`;
      if (p.shut) return `LOOT at the ${p.site}: it must be opened first (Lost Keys, or T strength): the GM resolves it`;
      const opening = p.opened ? ` (${w.subject} ${w.verb('opens')} it: it stays open)` : '';
      if (p.card) return `LOOT at the ${p.site}${opening}: ${siteCardLine(p.card, w)}`;
      return `LOOT at the ${p.site}${opening}: ${p.dice!.join(', ')}${modifierWords(p.mods ?? [])} → ${p.read}: ${p.took ? `${w.subject} ${w.verb('takes')} the card ${p.read} from the top` : 'the pile holds fewer: nothing'}${p.found ? foundCardWords(p.found) : ''}${p.curse ? ` — ${p.curse.line}` : ''}`;
    }
    case 'E':
      return enchantLine(p as Extract<PhaseOutcome, { code: 'E' }>, w);
    case 'F':
      if (!('went' in p)) return 'FOLLOW';
      return p.went ? `FOLLOW the ${p.guide}${p.to ? ` to ${p.to}` : ': the guide stayed'}` : `FOLLOW the ${p.guide}: ${w.subject} ${w.verb('was')} not in the ${p.guide}'s clearing as that turn began, so ${w.subject} ${w.verb('stays')}`;
    default:
      return 'BLANK';
  }
}

/** A FLY as the table sees it: "FLY to CV with the Broomstick: the die 3 → lands in CV3", or nothing and why. */
function flyLine(p: Extract<PhaseOutcome, { code: 'FL' }>, w: PronounWords): string {
  if (p.to && p.dice) return `FLY to ${p.tile} with the ${p.spell}: ${landingWords({ dice: p.dice, clearing: p.to })}`;
  const why = { 'no-chit': `${w.subject} ${w.verb('holds')} no FLY chit`, 'too-heavy': `${w.possessive} FLY chit cannot carry ${w.object}`, 'too-far': `${p.tile} is neither ${w.possessive} tile nor one beside it` }[p.refused ?? 'no-chit'];
  return `FLY to ${p.tile}: nothing — ${why}`;
}

/** An ENCHANT as the table sees it (MP-1): a chit enchanted (never which), a tile turned, or nothing and why. */
function enchantLine(p: Extract<PhaseOutcome, { code: 'E' }>, w: PronounWords): string {
  if ('enchanted' in p) return `ENCHANT: ${w.subject} ${w.verb('enchants')} one of ${w.possessive} MAGIC chits into colour magic`;
  if ('tile' in p) return `ENCHANT: the ${tileByCode(p.tile)?.name ?? p.tile} (${p.tile}) is turned ${p.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'}`;
  if (p.refused === 'tile') return `ENCHANT: the tile stays as it is — ${w.subject} ${w.verb('has')} no MAGIC chit with colour magic of its colour there`;
  if (p.refused === 'chit') return `ENCHANT: nothing — the chit ${w.subject} named cannot be enchanted now`;
  return 'ENCHANT: nothing — no chit or tile was recorded for it';
}

/**
 * The orders a turn reveals (issue 27): phases are revealed as they are done, so a blocked character — or one a
 * Violent Storm took phases from (issue 29) — shows the phases he did (and the route they took) and keeps the rest
 * his secret; anyone else's orders whole.
 */
export function ordersDone(recorded: DayOrders, outcome: Pick<TurnOutcome, 'blocked' | 'phases' | 'storm' | 'route'>): DayOrders {
  // Issue 29: where Lost took him off his route, the route he went (lost-moves.ts).
  const orders = outcome.route ? { ...recorded, route: outcome.route } : recorded;
  if (!outcome.blocked && !outcome.storm) return orders;
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
