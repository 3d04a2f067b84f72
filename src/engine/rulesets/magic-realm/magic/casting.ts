/**
 * Whether a character may cast a spell now (MP-1…MP-5; seed 001 l.11–20, l.23–29), judged the way combat/encounter.ts
 * judges a run or an alert: `checkCast` gives what the cast needs, or throws the RuleError the command answers
 * with — what was wrong and how to do it right — and `castRefusal` gives that error without throwing, for the offers
 * a prompt shows (nothing offered that the check would refuse). Pure: the caller reads the sheet, the day, the board
 * and the combat, and passes them in.
 *
 * The checks, in order:
 * - MP-1: a cast is the character's action of the Encounter step: not after he charged, ran or alerted this round.
 * - MP-2 / MP-3: the means — an active MAGIC chit of his (not one enchanted into colour, not one committed to a spell
 *   still in force), or an artifact or spell book he carries that has not cast today — of the spell's type.
 * - MP-2: the spell's colour present (magic/colour.ts): the day, his enchanted clearing, an item there, his own
 *   colour chit.
 * - MP-4: the MAGIC chit's time no slower than every move time he must beat (ties allowed).
 * - MP-5: the chit's effort asterisks within the two of the round; colour chits add none.
 */
import { RuleError } from '../../../core/types.js';
import { treasureNamed } from '../belongings/belongings.js';
import { characterWords, chitLabel, type CharacterKit } from '../characters/kits.js';
import type { ChitState } from '../characters/sheet.js';
import { MAX_EFFORT } from '../combat/tactics.js';
import { colourNeed, colourSources, coloursPresent, needText, sourcesFor, sourceText, type ColourChit, type ColourSource, type MagicMoment } from './colour.js';
import type { Spell } from './types.js';

/** What he casts with (MP-2, MP-3): a MAGIC chit of his (its index in his kit), or an artifact or spell book he carries. */
export type CastMeans = { chit: number } | { treasure: string };

/** Everything a cast is judged on. */
export interface CastAttempt {
  kit: CharacterKit;
  /** His chits' states (CharacterSheet.chits). */
  chits: readonly ChitState[];
  /** The treasure cards he carries (CharacterSheet.treasures). */
  treasures: readonly string[];
  /** His MAGIC chits enchanted into colour (the proposed CharacterSheet.colourChits). */
  colourChits?: readonly ColourChit[];
  /** His MAGIC chits prepared (alerted) in an ALERT phase of the day: they cast at speed 0 (MP-8). */
  prepared?: readonly number[];
  /** His MAGIC chits committed to spells still in force: not usable until those expire (seed 001 l.36). */
  committed?: readonly number[];
  spell: Spell;
  means: CastMeans;
  /** The colour sources present for him (day, clearing, items; his colour chits are taken from `colourChits`). */
  moment: Omit<MagicMoment, 'colourChits' | 'chitStates'>;
  /** The move times he must not be slower than: combat/encounter.ts `timesToBeat` (the monsters', a charger's MOVE). */
  timesToBeat: readonly number[];
  /** Effort asterisks he has already played this round. */
  effortSpent?: number;
  /** Artifacts and books that have cast a spell today (MP-3: one a day). */
  usedToday?: readonly string[];
  /** Issue 29, Enchant Artifact: the types his artifacts and books hold besides their printed one, by name. */
  addedTypes?: Readonly<Record<string, readonly string[]>>;
  /** His action this round, when he has taken one already (MP-1). */
  action?: 'charge' | 'run' | 'alert' | 'cast';
}

/** A cast the rules allow: its speed, effort, colour and what fatigues at once. */
export interface CastChecked {
  spell: Spell;
  means: { chit: number; prepared: boolean } | { treasure: string };
  /** MP-8: the spell's speed — the MAGIC chit's time; 0 for a prepared chit, an artifact or a book. */
  speed: number;
  /** MP-5: the asterisks the cast puts toward the round's two (the MAGIC chit's; none for an artifact or book). */
  effort: number;
  /** MP-2: the sources of colour used (one, or one a colour for ALL / ANY TWO). */
  colour: ColourSource[];
  /** MP-11: the colour chits played, which fatigue (and turn back into MAGIC chits) as they are played. */
  fatigueNow: number[];
}

/** MP-4: a MAGIC chit of this time may cast against these move times: no slower than any of them (ties allowed). */
export const canCastAt = (time: number, timesToBeat: readonly number[]): boolean => timesToBeat.every((t) => time <= t);

/** The spell's type as a MAGIC type: the card's (a book casts only its own printed type, below). */
const spellType = (spell: Spell) => spell.type;

/** His active MAGIC chits of a type usable to cast (not colour, not committed), as printed. */
function usableChitsOfType(a: CastAttempt, type: string): string[] {
  const colour = new Set((a.colourChits ?? []).map((c) => c.chit));
  const committed = new Set(a.committed ?? []);
  return a.kit.chits.flatMap((c, i) => (c.kind === 'MAGIC' && c.magic === type && a.chits[i] === 'active' && !colour.has(i) && !committed.has(i) ? [chitLabel(c)] : []));
}

/** MP-3: an artifact or book casts the type printed on it, and (issue 29) one an Enchant Artifact added. */
const holdsType = (a: CastAttempt, name: string, printed: string | undefined, type: string): boolean => printed === type || (a.addedTypes?.[name] ?? []).includes(type);

/** His artifacts and books carried that cast this type and have not cast today. */
function usableTreasuresOfType(a: CastAttempt, type: string): string[] {
  return a.treasures.filter((n) => {
    const t = treasureNamed(n);
    return t && (t.kind === 'artifact' || t.kind === 'book') && holdsType(a, t.name, t.magic?.[0], type) && !(a.usedToday ?? []).includes(t.name);
  });
}

/** "cast it with MAGIC VIII2* or the Beast Pipes", or what he lacks. */
function withHint(a: CastAttempt): string {
  const type = spellType(a.spell);
  const means = [...usableChitsOfType(a, type), ...usableTreasuresOfType(a, type).map((t) => `the ${t}`)];
  return means.length ? `cast ${a.spell.name} with ${means.join(' or ')}` : `the ${a.kit.name} has no active MAGIC chit, artifact or book of type ${type} to cast it with`;
}

/**
 * A cast (MP-1…MP-5), or the RuleError that refuses it.
 *
 * Readings (docs/rules.md MP-3, MP-4, MP-5):
 * - MP-3: an artifact or book casts only the type printed on it (realm-objects `magic`); a book's second type
 *   (`magic_other`, the Good Book's VII) is the type of the other spells it holds, which it cannot cast (seed 001
 *   l.23: "The Good Book … is a Type I Spell Book and cannot be used to cast its Type VII spells").
 * - MP-4: a prepared chit or an artifact casts at speed 0, so it is never too slow.
 * - MP-5: the asterisks of the MAGIC chit count toward the two of the round even when it was prepared; an artifact
 *   or book has none. They count toward the limit only: MAGIC chits never fatigue in the Fatigue step (MP-11).
 */
export function checkCast(a: CastAttempt): CastChecked {
  const w = characterWords(a.kit.name);
  const name = a.kit.name;
  const type = spellType(a.spell);
  // MP-1 (seed 001 l.16–20): "it's either cast a spell OR alert a weapon OR run away", and no action after a charge.
  if (a.action) {
    const did = { charge: 'charged', run: 'ran', alert: 'alerted a weapon', cast: 'cast a spell' }[a.action];
    throw new RuleError(`the ${name} ${did} this round: casting a spell is ${w.possessive} one action of the Encounter step`, 'cast next round, before charging, running or alerting');
  }
  // MP-2, MP-3: the means, of the spell's type.
  let means: CastChecked['means'];
  let time = 0;
  let effort = 0;
  if ('chit' in a.means) {
    const i = a.means.chit;
    const chit = a.kit.chits[i];
    if (!chit || chit.kind !== 'MAGIC') throw new RuleError(`a spell is cast with a MAGIC chit, an artifact or a spell book${chit ? `, not ${chitLabel(chit)}` : ''}`, withHint(a));
    const label = chitLabel(chit);
    if (a.chits[i] !== 'active') throw new RuleError(`${w.possessive} ${label} is ${a.chits[i] ?? 'missing'}`, withHint(a));
    const colour = (a.colourChits ?? []).find((c) => c.chit === i);
    if (colour) throw new RuleError(`${w.possessive} ${label} is enchanted into ${colour.colour} magic: it is colour now, not a ritual`, withHint(a));
    if ((a.committed ?? []).includes(i)) throw new RuleError(`${w.possessive} ${label} is committed to a spell still in force`, withHint(a));
    // MP-2 (seed 001 l.23): "a Magic chit … of the right type for the spell (I-VIII)".
    if (chit.magic !== type) throw new RuleError(`${a.spell.name} is a type ${type} spell; ${label} is type ${chit.magic}`, withHint(a));
    const prepared = (a.prepared ?? []).includes(i);
    means = { chit: i, prepared };
    // MP-8: "Prepared spells … have speed=0, and the speed of other spells=the speed of the Magic chit used".
    time = prepared ? 0 : chit.time;
    effort = chit.effort;
  } else {
    const t = treasureNamed(a.means.treasure);
    if (!t || !a.treasures.some((n) => n.toLowerCase() === t.name.toLowerCase())) throw new RuleError(`the ${name} does not carry ${a.means.treasure}`, withHint(a));
    if (t.kind !== 'artifact' && t.kind !== 'book') throw new RuleError(`the ${t.name} is no artifact or spell book`, withHint(a));
    // MP-3 (seed 001 l.23): "Artifacts and Spell Books can only be used to cast one spell per day".
    if ((a.usedToday ?? []).includes(t.name)) throw new RuleError(`the ${t.name} has cast a spell today already: an artifact or book casts one spell a day`, withHint(a));
    // MP-3: "only the types they hold" — the type printed on it (the reading above).
    if (!holdsType(a, t.name, t.magic?.[0], type)) throw new RuleError(`the ${t.name} casts type ${t.magic?.[0] ?? 'no'} spells; ${a.spell.name} is type ${type}`, withHint(a));
    means = { treasure: t.name };
  }
  // MP-2: the colour present. His colour chits count only for his own spell — this one.
  const moment: MagicMoment = { ...a.moment, colourChits: a.colourChits ?? [], chitStates: a.chits };
  const need = colourNeed(a.spell.colour);
  const sources = colourSources(moment);
  const used = sourcesFor(need, sources);
  if (!used) {
    const present = coloursPresent(moment);
    throw new RuleError(
      `${a.spell.name} needs ${needText(need)} magic; present for ${w.object}: ${present.join(', ') || 'none'}`,
      `cast it on a day, in a clearing or beside an item with ${needText(need)} magic, or enchant a MAGIC chit into that colour first (an E phase)`,
    );
  }
  // MP-4 (seed 001 l.29): "the speed of the Magic chit played is lower than or equal to the speed of any Move chit
  // (from a Charging character) and the move time of any monster or native assigned to your Melee Sheet".
  if (!canCastAt(time, a.timesToBeat)) {
    const fastest = Math.min(...a.timesToBeat);
    throw new RuleError(`a spell at time ${time} is slower than the move time ${fastest} on ${w.possessive} sheet`, `cast with a MAGIC chit of time ${fastest} or less (ties are allowed), or run, alert or pass`);
  }
  // MP-5 (seed 001 l.29): "Magic chits (but not color magic) counts toward effort limit during round".
  const spent = a.effortSpent ?? 0;
  if (spent + effort > MAX_EFFORT) throw new RuleError(`${effort} more asterisk${effort === 1 ? '' : 's'} would make ${spent + effort} this round; at most ${MAX_EFFORT} are played in a round`, `cast with a MAGIC chit of ${MAX_EFFORT - spent} asterisk${MAX_EFFORT - spent === 1 ? '' : 's'} or fewer, an artifact or a book`);
  // MP-11 (seed 001 l.11): "Color magic chits fatigue when they are played".
  const fatigueNow = used.flatMap((s) => (s.kind === 'chit' ? [s.chit] : []));
  return { spell: a.spell, means, speed: time, effort, colour: used, fatigueNow };
}

/** The refusal of a cast, or undefined when the rules allow it (for offers: the same check as the command's). */
export function castRefusal(a: CastAttempt): RuleError | undefined {
  try {
    checkCast(a);
    return undefined;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/** The cast in words for the reveal: "Fiery Blast with MAGIC IV3* at speed 3, purple from the day (day 21 of the month)". */
export function castText(kit: CharacterKit, c: CastChecked): string {
  const by = 'chit' in c.means ? `${chitLabel(kit.chits[c.means.chit]!)}${c.means.prepared ? ' (prepared)' : ''}` : `the ${c.means.treasure}`;
  return `${c.spell.name} with ${by} at speed ${c.speed}, ${c.colour.map((s) => `${s.colour} from ${sourceText(s)}`).join(' and ')}`;
}
