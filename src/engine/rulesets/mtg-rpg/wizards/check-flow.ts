/**
 * A check the GM calls and the wizard answers with a card from his hand (issue 15; RPG-B2, B3, B6, B12): the GM names
 * the skill (or attribute) and the DC, hidden from the player; the player plays a card — and may power-play a second
 * of the attribute's colour — and the bot adds his rating, compares, and draws his hand back up. The action card goes
 * back into the library, which is shuffled (B6); a power-play card is removed for good (B12).
 */
import { pronounWords } from '../../../pronouns.js';
import { RuleError } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { shuffle } from '../../../dice.js';
import { ATTRIBUTES, effectiveAttributes, exhaustedRefusal, SKILLS, skillTotal, wizardNumbers, type Attribute, type Library, type Wizard } from '../sheet/creation.js';
import { actionCheck, type CheckResult } from '../sheet/checks.js';
import { cardInHand } from '../sheet/library-rules.js';

/**
 * What the GM called for: the skill (or a bare attribute), the DC, what it is about; whether the DC is an opposing
 * total (B8: a tie leaves things as they were), earlier attempts at the same (B10: +3 DC each) and helpers whose DC 9
 * actions succeeded (B11: +1 each).
 */
export interface CalledCheck {
  what: string;
  skill?: string;
  attribute: Attribute;
  dc: number;
  opposed?: boolean;
  attempts?: number;
  helpers?: number;
  /** C7, R28: a surprise check (Awareness): within 3 points he acts in round 1. */
  surprise?: boolean;
}

/** RPG-A21: the skills the RPG dropped, and what stands in for each. */
export const DROPPED_SKILLS: Readonly<Record<string, string>> = { appraise: 'IQ', disguise: 'Diplomacy/Subterfuge', 'escape artist': 'DX', etiquette: 'Perform' };

/** The GM's call read: a skill by name, or one of the six attributes (a dropped skill by what replaces it, A21). */
export function calledCheck(what: string, named: string, dc: number, more: Pick<CalledCheck, 'opposed' | 'attempts' | 'helpers' | 'surprise'> = {}): CalledCheck {
  const by = DROPPED_SKILLS[named.trim().toLowerCase()] ?? named;
  const extra = { ...(more.surprise ? { surprise: true } : {}), ...(more.opposed ? { opposed: true } : {}), ...(more.attempts ? { attempts: more.attempts } : {}), ...(more.helpers ? { helpers: more.helpers } : {}) };
  const a = ATTRIBUTES.find((x) => x === by.trim().toUpperCase());
  if (a) return { what, attribute: a, dc, ...extra };
  const s = SKILLS.find((x) => x.name.toLowerCase() === by.trim().toLowerCase());
  if (!s) throw new RuleError(`"${by}" is no skill or attribute`, `name a skill (${SKILLS.map((x) => x.name).join(', ')}) or ${ATTRIBUTES.join(', ')}`);
  if (!s.attribute) throw new RuleError(`${s.name} has no attribute: the GM records a War rating`, 'call another skill, or an attribute');
  return { what, skill: s.name, attribute: s.attribute, dc, ...extra };
}

/** B12, B13: no power-play and no heroic deed on a spell research check. */
const NO_EXTRAS = ['Spell Research'];

/** The check answered: the result, the cards played, and his library after (dice for the shuffle are the caller's). */
export function answerCheck(w: Wizard, call: CalledCheck, play: { card: string; power?: string; heroicXp?: number }, dice: DiceSource, opts: { landValue?: 0 | 1 } = {}): { result: CheckResult; card: string; power?: string; library: Library; ranOut: boolean } {
  const lib = w.library;
  if (!lib) throw new RuleError(`${w.name} has no library yet`, 'set it with /wizard library');
  const spent = exhaustedRefusal(w, 'action');
  if (spent) throw spent;
  const xp = play.heroicXp ?? 0;
  if (call.skill && NO_EXTRAS.includes(call.skill) && (play.power || xp)) throw new RuleError(`no ${play.power ? 'power-play' : 'heroic deed'} on a ${call.skill} check (RPG-B12, B13)`, 'answer with the card alone');
  if (xp > w.xp) throw new RuleError(`${w.name} has ${w.xp} unspent XP, not ${xp}`, `a heroic deed spends unspent XP (RPG-B13): at most ${Math.min(w.xp, 3)}`);
  const c = cardInHand(lib, play.card, pronounWords(w.pronouns).possessive, { verb: 'play' });
  const p = play.power ? cardInHand(lib, play.power, pronounWords(w.pronouns).possessive, { among: lib.hand.filter((i) => i !== c), verb: 'power-play' }) : undefined;
  // RPG-B3: the skill total, or the raw attribute when he has no dots in the skill.
  const rating = call.skill && (w.skills[call.skill] ?? 0) > 0 ? skillTotal(w, call.skill) : effectiveAttributes(w)[call.attribute];
  const result = actionCheck({
    card: lib.cards[c]!,
    ...(p !== undefined ? { power: lib.cards[p]! } : {}),
    attribute: call.attribute,
    rating,
    dc: call.dc,
    ...(xp ? { heroicXp: xp } : {}),
    ...(call.attempts ? { attempts: call.attempts } : {}),
    ...(call.helpers ? { helpers: call.helpers } : {}),
    ...(call.opposed ? { opposed: true } : {}),
    ...(call.surprise ? { surprise: true } : {}),
    ...(opts.landValue !== undefined ? { landValue: opts.landValue } : {}),
  });
  // B6: the action card back into the library, shuffled; B12: the power card gone for good; then draw up to hand size.
  const hand = lib.hand.filter((i) => i !== c && i !== p);
  const deck = shuffle(dice, [...lib.deck, c]);
  const size = wizardNumbers(w).handSize;
  const need = Math.max(0, size - hand.length);
  const drawn = deck.slice(0, need);
  const library: Library = { ...lib, hand: [...hand, ...drawn], deck: deck.slice(drawn.length), ...(p !== undefined ? { removed: [...(lib.removed ?? []), p] } : {}) };
  // C44: a hand he cannot draw back up means he ran out of library cards.
  return { result, card: lib.cards[c]!.name, ...(p !== undefined ? { power: lib.cards[p]!.name } : {}), library, ranOut: need > deck.length };
}
