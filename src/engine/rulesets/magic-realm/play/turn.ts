/**
 * A character's turn in Daylight, carried out by the engine (issue 13): he becomes unhidden at the start of his turn,
 * before his first phase, then does his recorded phases in order (core-tables.json `day_order`). The engine does
 * what it knows — MOVE along his route, HIDE on the Hide table, ALERT his weapon, BLANK — and leaves the rest to the
 * GM (day-flow.ts stops the day after such a turn). Pure: the dice come from the injected source and every roll is
 * written into the outcome, which the turn's event carries.
 */
import type { DiceSource } from '../../../dice.js';
import { HIDE, LOCATE, PEER, rollOn, type Find } from '../tables/core-tables.js';
import type { CharacterSheet } from '../characters/sheet.js';
import type { DayOrders } from './state.js';
import { meetings, type Dealt, type MeetingGround, type MeetingOutcome } from './meeting.js';

/**
 * The activity codes carryOut does itself; any other is revealed and left to the GM (day-flow.ts stops the day after
 * it). One list: the switch below and the day's stops read it.
 */
export const CARRIED_OUT: ReadonlySet<string> = new Set(['M', 'H', 'P', 'L', 'A', 'B', 'T', 'HR']);

/** What one phase did. */
export type PhaseOutcome =
  /** MOVE: the clearing he entered (a mountain's first MOVE phase enters nothing yet). */
  | { code: 'M'; to?: string }
  /** HIDE on the Hide table: the dice, the die that counts, and whether he is hidden. */
  | { code: 'H'; dice: number[]; read: number; hidden: boolean }
  /**
   * PEER or LOCATE (a SEARCH on that table) in his clearing: the dice and what the row finds there. What exactly he
   * found (which paths, which chits) is his secret: TurnOutcome.found, told to him and the GM alone.
   */
  | { code: 'P' | 'L'; dice: number[]; read: number; finds: Find[]; choice?: true }
  /** ALERT: his weapon turned to its alerted side (nothing when he has none, or it is alerted already). */
  | { code: 'A'; alerted?: string }
  /** BLANK: nothing. */
  | { code: 'B' }
  /** TRADE or HIRE on the Meeting table (meeting.ts): whom he met, the rolls, how it ended — never the item or gold. */
  | MeetingOutcome
  /** A phase he did not do: a Block/Battle of the Meeting table blocked him earlier in his turn. */
  | { code: string; blocked: true }
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
}

/** What his searches found, for him and the GM: hidden paths and secret passages by path id, chits by label. */
export interface Found {
  paths: string[];
  chits: string[];
  hiddenEnemies: boolean;
}

/** What a search can find where he stands: the board tells (board/search.ts). */
export interface SearchGround {
  /** The hidden paths (type `hidden`) and the secret passages (type `secret`) of his clearing, by tile path id. */
  paths: { id: string; type: 'hidden' | 'secret' }[];
  /** The face-down chits of his tile, and which of them are sites. */
  chits: { label: string; site: boolean }[];
}

/**
 * Carries out a character's recorded phases from the clearing he starts in, hidden or not. `sheet` is his sheet as
 * the turn begins (undefined: no character of the game).
 */
export function carryOut(
  orders: DayOrders | undefined,
  sheet: CharacterSheet | undefined,
  at: { clearing?: string; hidden: boolean; ground?: (clearing: string) => SearchGround; /** His TRADE and HIRE phases' ground (meeting.ts). */ meeting?: MeetingGround },
  dice: DiceSource,
): TurnOutcome & { found: Found; /** What his meetings changed, his and the GM's. */ dealt?: Dealt } {
  const unhid = at.hidden;
  const start = at.clearing;
  const found: Found = { paths: [], chits: [], hiddenEnemies: false };
  let hidden = false;
  let alerted = sheet?.weapon?.alerted === true;
  const phases: PhaseOutcome[] = [];
  const meeting = at.meeting && meetings(at.meeting);
  let blocked = false;
  (orders?.phases ?? []).forEach((phase, i) => {
    if (blocked) {
      phases.push({ code: phase.code, blocked: true });
      return;
    }
    // The route holds his clearing after each phase: where he is as this one begins.
    const here = i === 0 ? start : orders!.route[i - 1];
    switch (phase.code) {
      case 'M': {
        // A MOVE that leaves him where he was (the first phase of a mountain's two) enters nothing yet.
        const to = orders!.route[i];
        phases.push({ code: 'M', ...(to && to !== here ? { to } : {}) });
        break;
      }
      case 'H': {
        // The Hide table: two dice, the higher counts; a 1–5 hides, a 6 does not (no modifier yet: they come from
        // treasures and spells, which the character does not have before the later issues).
        const roll = rollOn(HIDE, dice);
        hidden = roll.result.kind === 'hidden' || hidden;
        phases.push({ code: 'H', dice: roll.dice, read: roll.read, hidden: roll.result.kind === 'hidden' });
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
        const roll = rollOn(phase.code === 'P' ? PEER : LOCATE, dice);
        if (roll.result.kind === 'choice') {
          // Choice: the player picks one of the rows it names; until he can in the bot, the GM asks him and applies it.
          phases.push({ code: phase.code, dice: roll.dice, read: roll.read, finds: [], choice: true });
          break;
        }
        const finds = roll.result.kind === 'discover' ? [...roll.result.finds] : [];
        phases.push({ code: phase.code, dice: roll.dice, read: roll.read, finds });
        if (here && at.ground) discover(found, at.ground(here), finds);
        break;
      }
      case 'B':
        phases.push({ code: 'B' });
        break;
      case 'T':
      case 'HR': {
        if (!meeting || !phase.target) {
          phases.push({ code: phase.code, gm: true });
          break;
        }
        const met = meeting.phase(phase.code, phase.target, here, dice);
        phases.push(met.outcome);
        // Block/Battle: blocked, and unhidden as he was trading or hiring (core-tables "meeting").
        if (met.blocked) [blocked, hidden] = [true, false];
        break;
      }
      default:
        // Not in CARRIED_OUT: the GM's, with the dice.
        phases.push({ code: phase.code, gm: true });
    }
  });
  const dealt = meeting?.result();
  return { unhid, phases, hidden, alerted, found, ...(dealt ? { dealt } : {}) };
}

/** What the finds of a search turn up on the ground where he stands. */
function discover(found: Found, ground: SearchGround, finds: readonly Find[]): void {
  const add = (list: string[], items: string[]) => list.push(...items.filter((x) => !list.includes(x)));
  if (finds.includes('hidden-paths')) add(found.paths, ground.paths.filter((p) => p.type === 'hidden').map((p) => p.id));
  if (finds.includes('secret-passages')) add(found.paths, ground.paths.filter((p) => p.type === 'secret').map((p) => p.id));
  if (finds.includes('clues')) add(found.chits, ground.chits.map((c) => c.label));
  if (finds.includes('site-chits')) add(found.chits, ground.chits.filter((c) => c.site).map((c) => c.label));
  if (finds.includes('hidden-enemies')) found.hiddenEnemies = true;
}

const FIND_WORDS: Record<Find, string> = {
  clues: 'clues',
  'hidden-paths': 'hidden paths',
  'secret-passages': 'secret passages',
  'hidden-enemies': 'hidden enemies',
  'site-chits': 'sites',
};

/** The phases of a turn told line by line (the moves are in the route, a BLANK says nothing, the GM's say themselves). */
export const toldPhases = (outcome: TurnOutcome | undefined): PhaseOutcome[] =>
  (outcome?.phases ?? []).filter((p) => !('gm' in p) && p.code !== 'M' && p.code !== 'B');

/** A phase's outcome in words, for the channel and the log. */
export function phaseLine(p: PhaseOutcome): string {
  if ('gm' in p) return `${p.code}: the GM resolves it`;
  if ('blocked' in p) return `${p.code}: not done, he is blocked`;
  switch (p.code) {
    case 'M':
      return 'to' in p && p.to ? `MOVE to ${p.to}` : 'MOVE (on the way)';
    case 'H':
      return 'hidden' in p ? `HIDE: ${p.dice.join(', ')} → ${p.read}: ${p.hidden ? 'hidden' : 'not hidden'}` : 'HIDE';
    case 'P':
    case 'L': {
      if (!('finds' in p)) return 'SEARCH';
      const name = p.code === 'P' ? 'PEER' : 'LOCATE';
      const what = 'choice' in p && p.choice ? 'Choice: he picks a row, the GM applies it' : p.finds.length ? `finds ${p.finds.map((f) => FIND_WORDS[f]).join(' and ')}` : 'nothing';
      return `${name}: ${p.dice.join(', ')} → ${p.read}: ${what}`;
    }
    case 'T':
    case 'HR':
      return meetingLine(p as MeetingOutcome);
    case 'A':
      return 'alerted' in p && p.alerted ? `ALERT: his ${p.alerted} is alerted` : 'ALERT: nothing to alert';
    default:
      return 'BLANK';
  }
}

const MEETING_ENDS: Record<MeetingOutcome['end'], string> = {
  deal: 'a deal was made',
  hired: 'hired',
  'no-deal': 'no deal',
  insult: 'Insult',
  challenge: 'Challenge',
  'block-battle': 'Block/Battle: he is blocked, and they battle him this evening',
  absent: 'they are not in his clearing (unhired)',
};

/** A meeting as the table sees it: "TRADE with the Lancers (friendly): 1, 2 → 2: Price x2 …; a deal was made". */
function meetingLine(p: MeetingOutcome): string {
  const rolls = p.rolls.map((r) => `${r.column} ${r.dice.join(', ')} → ${r.read}: ${r.text}`).join('; then ');
  const end = p.end === 'hired' && p.hired ? `hired ${p.hired.join(', ')}` : MEETING_ENDS[p.end];
  return `${p.code === 'T' ? 'TRADE with' : 'HIRE'} the ${p.with}: ${rolls ? `${rolls}; ` : ''}${end}`;
}
