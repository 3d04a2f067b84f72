/**
 * The phases a player records in Birdsong, as he types them: `M CV5, H, S, R`. The activity codes are a table
 * (ACTIVITIES); parsing turns the text into a list of phases or a RuleError that names the part that is wrong and
 * shows how to write it. Whether the phases are allowed today (the budget, the paths, the weather's bans) is
 * validate.ts's business.
 */
import { RuleError } from '../../../core/types.js';
import { clearingId, parseClearingId, type ClearingId } from '../map/board.js';
import { siteNamed } from '../board/access.js';
import { tileByCode } from '../map/tiles.js';
import { CHOICE_ROWS, choiceWords, parseChoice, type ChoiceRow } from '../tables/search-choice.js';
import { ENCHANT_EXAMPLE, ENCHANT_SYNTAX, enchantText, readEnchant } from '../magic/enchanting.js';
import { HIRE_EXAMPLE, parseHire, parseSteal, parseTrade, STEAL_EXAMPLE, stealText, TRADE_EXAMPLE, tradeText } from './deals.js';

export type Activity =
  | 'move'
  | 'hide'
  | 'alert'
  | 'rest'
  | 'search'
  | 'peer'
  | 'locate'
  | 'loot'
  | 'magic-sight'
  | 'read-runes'
  | 'trade'
  | 'hire'
  | 'follow'
  | 'enchant'
  | 'steal'
  | 'gate'
  | 'fly'
  | 'blank';

export interface ActivityDef {
  /** What the player types, upper case. */
  readonly code: string;
  readonly activity: Activity;
  /** The rules' name of the activity. */
  readonly name: string;
  /**
   * What follows the code: a clearing (`M CV5`), a character (`F Amazon`), a deal (`T Lancers buy Shield`), a native
   * group (`HR Lancers`), or nothing.
   */
  readonly argument?: 'clearing' | 'tile' | 'character' | 'trade' | 'group' | 'steal' | 'enchant';
  /** Another code for the same activity (`SP`, the seed's "Spell Phase", is `E`): it is recorded as that code. */
  readonly aliasOf?: string;
  /** An example to copy. */
  readonly example: string;
  /** A clearing may follow it: PEER from a mountain clearing names the clearing it looks into (`P CV5`). */
  readonly optionalClearing?: true;
  /** LOOT may name the site (`LT Enchanted Meadow`), where his clearing has two he discovered. */
  readonly optionalSite?: true;
  /** A search whose table has a Choice row: the pick may be written after a slash (`P/L4`: tables/search-choice.ts). */
  readonly choice?: true;
  /** ALERT may name a MAGIC chit he prepares (`A MAGIC IV3*`: magic/prepare.ts). */
  readonly optionalChit?: true;
  /** Recorded only in a game with this rule option (Expansion One's own activities). */
  readonly option?: 'expansion-one';
  /** Where the rule comes from, for the messages. */
  readonly rule?: string;
}

/** The activity codes a player may record, in the order the help lists them. */
export const ACTIVITIES: readonly ActivityDef[] = [
  { code: 'M', activity: 'move', name: 'MOVE', argument: 'clearing', example: 'M CV5' },
  { code: 'H', activity: 'hide', name: 'HIDE', example: 'H' },
  // MP-8 (seed 001 l.11, l.35): an ALERT may name one of his MAGIC chits instead, which it prepares (magic/prepare.ts).
  { code: 'A', activity: 'alert', name: 'ALERT (his weapon, or a MAGIC chit he prepares)', example: 'A', optionalChit: true },
  { code: 'R', activity: 'rest', name: 'REST', example: 'R' },
  { code: 'S', activity: 'search', name: 'SEARCH', example: 'S' },
  { code: 'P', activity: 'peer', name: 'PEER', example: 'P', optionalClearing: true, choice: true },
  { code: 'L', activity: 'locate', name: 'LOCATE', example: 'L', choice: true },
  { code: 'LT', activity: 'loot', name: 'LOOT', example: 'LT', optionalSite: true },
  { code: 'MS', activity: 'magic-sight', name: 'MAGIC SIGHT (with the Phantom Glass)', example: 'MS', choice: true },
  { code: 'RR', activity: 'read-runes', name: 'READ RUNES (at the Altar, Shrine or Statue)', example: 'RR' },
  { code: 'T', activity: 'trade', name: 'TRADE', argument: 'trade', example: TRADE_EXAMPLE },
  { code: 'HR', activity: 'hire', name: 'HIRE', argument: 'group', example: HIRE_EXAMPLE },
  { code: 'F', activity: 'follow', name: 'FOLLOW', argument: 'character', example: 'F Amazon' },
  // MP-1 (seed 001 l.7): the day's "Spell Phases" enchant a MAGIC chit into colour or the tile he stands in
  // (magic/enchanting.ts). ENCHANT is their name; SP (SPELL, as the seed and older logs call it) is the same phase.
  { code: 'SP', activity: 'enchant', name: 'SPELL (= E)', argument: 'enchant', example: ENCHANT_EXAMPLE.replace(/^E/, 'SP'), aliasOf: 'E' },
  { code: 'E', activity: 'enchant', name: 'ENCHANT (a MAGIC chit into colour, or his tile)', argument: 'enchant', example: ENCHANT_EXAMPLE },
  // Expansion One: "record one STEAL phase for each attempt" (5.2), "one GATE action phase" (3.3). Recorded and
  // revealed here; the GM resolves them (the steal table, the gate's travel) until their consequences are built.
  { code: 'ST', activity: 'steal', name: 'STEAL', argument: 'steal', example: STEAL_EXAMPLE, option: 'expansion-one', rule: 'Expansion One 5.2' },
  { code: 'G', activity: 'gate', name: 'GATE', example: 'G', option: 'expansion-one', rule: 'Expansion One 3.3' },
  // Issue 29, Broomstick: a FLY phase with a FLY chit to a tile, landing where one die says (magic/fly.ts).
  { code: 'FL', activity: 'fly', name: 'FLY (with a FLY chit: Broomstick)', argument: 'tile', example: 'FL CV' },
  { code: 'B', activity: 'blank', name: 'BLANK (do nothing)', example: 'B' },
];

const BY_CODE = new Map(ACTIVITIES.map((a) => [a.code, a]));

/** The activity of a code (`m`, `M`, `lt`), or undefined. */
export const activityByCode = (code: string): ActivityDef | undefined => BY_CODE.get(code.trim().toUpperCase());

/** One recorded phase. */
export interface Phase {
  readonly activity: Activity;
  readonly code: string;
  /** MOVE: the clearing entered (`CV5`); PEER from a mountain: the clearing looked into. */
  readonly clearing?: ClearingId;
  /**
   * FLY: the tile flown to (`CV`);
   * FOLLOW: the character followed, as typed; TRADE: the deal (`Lancers buy Shield`); HIRE: the native group; ENCHANT:
   * the MAGIC chit (`MAGIC III2*`) or the tile (`TILE`, `TILE MAGIC IV3*`: magic/enchanting.ts).
   */
  readonly target?: string;
  /** PEER, LOCATE, MAGIC SIGHT: the row taken on a Choice (`P/L4`), as tables/search-choice.ts names it. */
  readonly choice?: ChoiceRow;
}

/** A phase as the player would write it: `M CV5`, `H`, `F Black Knight`. */
export function phaseText(p: Phase): string {
  if (p.activity === 'move') return `M ${p.clearing}`;
  if (p.activity === 'fly' || p.activity === 'follow' || p.activity === 'trade' || p.activity === 'hire' || p.activity === 'steal' || (p.activity === 'loot' && p.target) || (p.activity === 'enchant' && p.target) || (p.activity === 'alert' && p.target)) return `${p.code} ${p.target}`;
  const code = p.choice ? `${p.code}/${p.choice}` : p.code;
  return p.clearing ? `${code} ${p.clearing}` : code;
}

/** A day's phases as one line: `M CV5, H, S, R`. */
export const formatPhases = (phases: readonly Phase[]): string => phases.map(phaseText).join(', ');

const ARGUMENT_HELP: Record<NonNullable<ActivityDef['argument']>, string> = { clearing: '<clearing>', tile: '<tile>', character: '<character>', trade: '<group> buy|sell <item>', group: '<group>', steal: '<group> [<item>]', enchant: ENCHANT_SYNTAX };

/** The codes, one per line, for a hint: `M <clearing> MOVE`. */
export function activityHelp(): string {
  return ACTIVITIES.map((a) => `${a.code}${a.choice ? '[/<choice>]' : ''}${a.argument ? ` ${ARGUMENT_HELP[a.argument]}` : a.optionalClearing ? ' [<clearing>, from a mountain]' : a.optionalSite ? ' [<site>]' : a.optionalChit ? ' [<MAGIC chit>]' : ''} ${a.name}${a.option ? ` (${a.option})` : ''}`).join(' · ');
}

/**
 * The examples a refusal's hint shows (issue 27: "every hint's example must be one the engine accepts at that moment
 * for that player, drawn from his real position"). /orders record gives the player's own, drawn and judged by
 * orders/example.ts (hintExamplesFor); a text parsed for no one (the autocomplete) gets FIXED_EXAMPLES.
 */
export interface HintExamples {
  /** Whole orders he may record now, as typed (`M CV5, H, P, R`). */
  orders(): string;
  /**
   * One phase he may record now, as typed, or undefined when he may record none of that kind: of this code alone
   * (`H`), a move (`M`), a follow (`F`), or with `form` — a Choice row (`P/L4`), PEER from a mountain into a
   * clearing (`P CV5`), LOOT naming a site of his clearing (`LT Enchanted Meadow`).
   */
  phase(code: string, form?: PhaseForm): string | undefined;
}
export type PhaseForm = 'choice' | 'clearing' | 'site' | 'chit';

/** The examples of a text parsed for no one (no position to draw from): the syntax alone. */
export const FIXED_EXAMPLES: HintExamples = {
  orders: () => 'M CV5, H, P, R',
  phase: (code, form) => (form === 'choice' ? `${code}/L4` : form === 'clearing' ? `${code} CV5` : form === 'site' ? `${code} Enchanted Meadow` : form === 'chit' ? `${code} MAGIC IV3*` : ({ M: 'M CV5', F: 'F Amazon', T: TRADE_EXAMPLE, HR: HIRE_EXAMPLE, ST: STEAL_EXAMPLE, E: ENCHANT_EXAMPLE, FL: 'FL CV' } as Record<string, string>)[code] ?? code),
};

/** `, e.g. "P/L4" (what it means)`, or nothing when there is no example to give. */
const eg = (example: string | undefined, note?: (example: string) => string): string => (example ? `, e.g. "${example}"${note ? ` (${note(example)})` : ''}` : '');
const how = (ex: HintExamples): string => `Write the phases in order, split by commas or spaces, e.g. "${ex.orders()}".`;
const hintOf = (ex: HintExamples): string => `${how(ex)} The codes: ${activityHelp()}.`;
/** `P/L4` in words: "PEER; on a Choice, Locate 4". */
const choiceNote = (example: string): string => {
  const [code, row] = example.split(/[/\s]/) as [string, string];
  return `${activityByCode(code)!.name}; on a Choice, ${choiceWords(parseChoice(row)!)}`;
};

/** The clearing numbers a tile has (either side), for a message. */
function clearingNumbers(code: string): number[] {
  const t = tileByCode(code);
  if (!t) return [];
  return [...new Set([...t.sides.normal.clearings, ...t.sides.enchanted.clearings].map((c) => c.number))].sort((a, b) => a - b);
}

/** Why `text` is not a clearing, or undefined when it is one. */
function clearingProblem(text: string): string | undefined {
  if (parseClearingId(text)) return undefined;
  const m = text.trim().toUpperCase().match(/^([A-Z]{1,2})\s*(\d+)$/);
  if (!m) return `"${text}" is not a clearing: a clearing is a tile code and a clearing number, like CV5 or B1`;
  const tile = tileByCode(m[1]!);
  if (!tile) return `there is no tile "${m[1]}" (in "${text}")`;
  return `${tile.name} (${tile.code}) has no clearing ${m[2]}: its clearings are ${clearingNumbers(tile.code).join(', ')}`;
}

/** `CV 5`: a tile code and a clearing number as two words, from `at`. */
export const twoWordClearing = (tokens: readonly string[], at: number): boolean => /^[A-Z]{1,2}$/i.test(tokens[at] ?? '') && /^\d$/.test(tokens[at + 1] ?? '');

/**
 * Parses a day's orders. Activities are case-insensitive and split by commas or spaces. `M` takes the clearing
 * after it (`M CV5`, also `M CV 5`). `F` takes the character's name after it, up to the next comma or the next
 * activity code (`F Black Knight, H`). An empty text, an unknown code or a bad clearing is a RuleError naming the
 * part and showing how to write it.
 */
export function parsePhases(text: string, ex: HintExamples = FIXED_EXAMPLES): Phase[] {
  const hint = (): string => hintOf(ex);
  const parts = text.split(',').map((p) => p.trim());
  if (parts.every((p) => p === '')) throw new RuleError('No phases recorded.', `${hint()} A phase that does nothing is B (BLANK).`);
  const phases: Phase[] = [];
  parts.forEach((part, pi) => {
    const where = parts.length > 1 ? ` (part ${pi + 1}: "${part}")` : '';
    if (part === '') throw new RuleError(`An empty phase between two commas${parts.length > 1 ? ` (part ${pi + 1})` : ''}.`, hint());
    const tokens = part.split(/\s+/);
    for (let i = 0; i < tokens.length; i++) {
      // `P/L4`: a search and the row it takes on a Choice.
      const [token, pick] = tokens[i]!.split('/') as [string, string | undefined];
      const def = activityByCode(token);
      if (!def) {
        const glued = token.match(/^(M)([A-Z]{1,2}\d)$/i);
        const tip = glued ? ` Put a space after M: "M ${glued[2]!.toUpperCase()}".` : '';
        throw new RuleError(`"${token}"${where} is not an activity.${tip}`, hint());
      }
      const choice = pick === undefined ? undefined : parseChoice(pick);
      if (pick !== undefined && (!def.choice || !choice)) {
        throw new RuleError(
          def.choice ? `"${tokens[i]}"${where}: a Choice takes ${CHOICE_ROWS.map(choiceWords).join(', ')}, not "${pick}".` : `"${tokens[i]}"${where}: only PEER, LOCATE and MAGIC SIGHT have a Choice to write after a slash.`,
          `Write the row after a slash${eg([def.choice ? def.code : 'P', 'P', 'L', 'MS'].map((c) => ex.phase(c, 'choice')).find((x) => x), choiceNote)}. ${how(ex)}`,
        );
      }
      const chosen = choice ? { choice } : {};
      if (def.argument === 'clearing') {
        let arg = tokens[i + 1];
        let used = 1;
        // `M CV 5`: the tile code and the number as two words.
        if (twoWordClearing(tokens, i + 1)) {
          arg = `${arg}${tokens[i + 2]}`;
          used = 2;
        }
        if (arg === undefined || (activityByCode(arg) && !parseClearingId(arg))) {
          throw new RuleError(`"M"${where} needs the clearing to move to.`, `Write the clearing after M${eg(ex.phase('M'))}. ${how(ex)}`);
        }
        const problem = clearingProblem(arg);
        if (problem) throw new RuleError(`"M ${arg}"${where}: ${problem}.`, `Write the clearing after M${eg(ex.phase('M'))}. ${how(ex)}`);
        const c = parseClearingId(arg)!;
        phases.push({ activity: 'move', code: def.code, clearing: clearingId(c.code, c.number) });
        i += used;
      } else if (def.argument === 'tile') {
        // Issue 29: `FL CV`, the tile he flies to (magic/fly.ts).
        // The word after FL is its tile even where a tile's code is an activity's too (B, L, M, R).
        const arg = tokens[i + 1];
        const tile = arg ? tileByCode(arg.toUpperCase()) : undefined;
        if (!arg || (!tile && activityByCode(arg))) throw new RuleError(`"${def.code}"${where} needs the tile to fly to.`, `Write the tile's code after ${def.code}${eg(ex.phase(def.code))}. ${how(ex)}`);
        if (!tile) throw new RuleError(`"${def.code} ${arg}"${where}: there is no tile "${arg}" — a FLY names a tile, not a clearing (where he lands is rolled).`, `Write the tile's code after ${def.code}${eg(ex.phase(def.code))}. ${how(ex)}`);
        phases.push({ activity: 'fly', code: def.code, target: tile.code });
        i += 1;
      } else if (def.argument === 'enchant') {
        // MP-1: `E MAGIC III2*` (a chit of his) or `E TILE [MAGIC IV3*]`, up to the next comma or activity code.
        const words: string[] = [];
        while (i + 1 < tokens.length && !activityByCode(tokens[i + 1]!)) words.push(tokens[++i]!);
        const target = readEnchant(words);
        if (!target) throw new RuleError(`"${def.code}"${where} needs what it enchants: one of his MAGIC chits, or TILE (the tile he stands in).`, `Write it after E${ex.phase('E') ? eg(ex.phase('E')) : ' (one of his MAGIC chits of type I–V as printed, or TILE)'}. ${how(ex)}`);
        // SP is E (aliasOf): recorded as E.
        phases.push({ activity: 'enchant', code: def.aliasOf ?? def.code, target: enchantText(target) });
      } else if (def.argument === 'character' || def.argument === 'trade' || def.argument === 'group' || def.argument === 'steal') {
        // The words after the code, up to the next comma or the next activity code.
        const words: string[] = [];
        while (i + 1 < tokens.length && !activityByCode(tokens[i + 1]!)) words.push(tokens[++i]!);
        if (def.argument === 'trade') phases.push({ activity: 'trade', code: def.code, target: tradeText(within(where, () => parseTrade(words, ex.phase('T')))) });
        else if (def.argument === 'group') phases.push({ activity: 'hire', code: def.code, target: within(where, () => parseHire(words, ex.phase('HR'))) });
        else if (def.argument === 'steal') phases.push({ activity: 'steal', code: def.code, target: stealText(within(where, () => parseSteal(words, ex.phase('ST')))) });
        else {
          if (words.length === 0) throw new RuleError(`"F"${where} needs the character to follow.`, `Write the character after F${eg(ex.phase('F'))}. ${how(ex)}`);
          phases.push({ activity: 'follow', code: def.code, target: words.join(' ') });
        }
      } else if (def.optionalClearing && tokens[i + 1] !== undefined && (twoWordClearing(tokens, i + 1) || !activityByCode(tokens[i + 1]!))) {
        // `P CV5` (or `P CV 5`, `P L 5`): PEER from a mountain into that clearing.
        const two = twoWordClearing(tokens, i + 1);
        const arg = two ? `${tokens[i + 1]}${tokens[i + 2]}` : tokens[i + 1]!;
        const problem = clearingProblem(arg);
        if (problem) throw new RuleError(`"${def.code} ${arg}"${where}: ${problem}.`, `From a mountain clearing, write the clearing after ${def.code}${eg(ex.phase(def.code, 'clearing'))}${ex.phase(def.code) ? `; anywhere else just "${def.code}"` : ''}. ${how(ex)}`);
        const c = parseClearingId(arg)!;
        phases.push({ activity: def.activity, code: def.code, clearing: clearingId(c.code, c.number), ...chosen });
        i += two ? 2 : 1;
      } else if (def.optionalChit && tokens[i + 1] !== undefined && !activityByCode(tokens[i + 1]!.split('/')[0]!)) {
        // MP-8: `A MAGIC IV3*`, the MAGIC chit he prepares, up to the next comma or activity code.
        const words: string[] = [];
        while (i + 1 < tokens.length && !activityByCode(tokens[i + 1]!.split('/')[0]!)) words.push(tokens[++i]!);
        const label = words.join(' ').toUpperCase();
        if (!/^MAGIC\b/.test(label)) throw new RuleError(`"${def.code} ${words.join(' ')}"${where}: an ALERT names nothing, or one of his MAGIC chits to prepare.`, `Write "${def.code}" alone to alert his weapon, or a MAGIC chit as printed after it${eg(ex.phase(def.code, 'chit'))}. ${how(ex)}`);
        phases.push({ activity: def.activity, code: def.code, target: label });
      } else if (def.optionalSite && tokens[i + 1] !== undefined && !activityByCode(tokens[i + 1]!.split('/')[0]!)) {
        // `LT Enchanted Meadow`: the site he loots, where his clearing has two.
        const words: string[] = [];
        while (i + 1 < tokens.length && !activityByCode(tokens[i + 1]!.split('/')[0]!)) words.push(tokens[++i]!);
        const site = siteNamed(words.join(' '));
        if (!site) throw new RuleError(`"${def.code} ${words.join(' ')}"${where}: there is no site "${words.join(' ')}".`, `Name the site after ${def.code} as the game prints it${eg(ex.phase(def.code, 'site'))}${ex.phase(def.code) ? `, or write just "${def.code}"` : ''}. ${how(ex)}`);
        phases.push({ activity: def.activity, code: def.code, target: site });
      } else {
        phases.push({ activity: def.activity, code: def.code, ...chosen });
      }
    }
  });
  return phases;
}

/** A RuleError of a phase's argument, saying which part of the orders it is. */
function within<T>(where: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof RuleError && where) throw new RuleError(`${e.message.replace(/\.$/, '')}${where}.`, e.hint);
    throw e;
  }
}
