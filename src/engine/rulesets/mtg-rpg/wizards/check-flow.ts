/**
 * A check the GM calls and the wizard answers with a card from his hand (issue 15; RPG-B2, B3, B6, B12): the GM names
 * the skill (or attribute) and the DC, hidden from the player; the player plays a card — and may power-play a second
 * of the attribute's colour — and the bot adds his rating, compares, and draws his hand back up. The action card goes
 * back into the library, which is shuffled (B6); a power-play card is removed for good (B12).
 */
import { RuleError } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { shuffle } from '../../../dice.js';
import { ATTRIBUTES, SKILLS, skillTotal, wizardNumbers, type Attribute, type Library, type Wizard } from './creation.js';
import { actionCheck, type CheckResult } from './checks.js';

/** What the GM called for: the skill (or a bare attribute), the DC, what it is about. */
export interface CalledCheck {
  what: string;
  skill?: string;
  attribute: Attribute;
  dc: number;
}

/** The GM's call read: a skill by name, or one of the six attributes. */
export function calledCheck(what: string, by: string, dc: number): CalledCheck {
  const a = ATTRIBUTES.find((x) => x === by.trim().toUpperCase());
  if (a) return { what, attribute: a, dc };
  const s = SKILLS.find((x) => x.name.toLowerCase() === by.trim().toLowerCase());
  if (!s) throw new RuleError(`"${by}" is no skill or attribute`, `name a skill (${SKILLS.map((x) => x.name).join(', ')}) or ${ATTRIBUTES.join(', ')}`);
  if (!s.attribute) throw new RuleError(`${s.name} has no attribute: the GM records a War rating himself`, 'call another skill, or an attribute');
  return { what, skill: s.name, attribute: s.attribute, dc };
}

const cardIn = (lib: Library, indices: readonly number[], name: string, what: string): number => {
  const at = indices.find((i) => lib.cards[i]!.name.toLowerCase() === name.trim().toLowerCase());
  if (at === undefined) throw new RuleError(`no ${name} in his hand`, `${what} a card of his hand: ${indices.map((i) => lib.cards[i]!.name).join(', ') || 'none'}`);
  return at;
};

/** The check answered: the result, the cards played, and his library after (dice for the shuffle are the caller's). */
export function answerCheck(w: Wizard, call: CalledCheck, play: { card: string; power?: string }, dice: DiceSource, opts: { landValue?: 0 | 1 } = {}): { result: CheckResult; card: string; power?: string; library: Library } {
  const lib = w.library;
  if (!lib) throw new RuleError(`${w.name} has no library yet`, 'set it with /wizard library');
  const c = cardIn(lib, lib.hand, play.card, 'play');
  const p = play.power ? cardIn(lib, lib.hand.filter((i) => i !== c), play.power, 'power-play') : undefined;
  // RPG-B3: the skill total, or the raw attribute when he has no dots in the skill.
  const rating = call.skill && (w.skills[call.skill] ?? 0) > 0 ? skillTotal(w, call.skill) : w.attributes[call.attribute];
  const result = actionCheck({ card: lib.cards[c]!, ...(p !== undefined ? { power: lib.cards[p]! } : {}), attribute: call.attribute, rating, dc: call.dc, ...(opts.landValue !== undefined ? { landValue: opts.landValue } : {}) });
  // B6: the action card back into the library, shuffled; B12: the power card gone for good; then draw up to hand size.
  const hand = lib.hand.filter((i) => i !== c && i !== p);
  const deck = shuffle(dice, [...lib.deck, c]);
  const size = wizardNumbers(w).handSize;
  const drawn = deck.slice(0, Math.max(0, size - hand.length));
  const library: Library = { ...lib, hand: [...hand, ...drawn], deck: deck.slice(drawn.length), ...(p !== undefined ? { removed: [...(lib.removed ?? []), p] } : {}) };
  return { result, card: lib.cards[c]!.name, ...(p !== undefined ? { power: lib.cards[p]!.name } : {}), library };
}
