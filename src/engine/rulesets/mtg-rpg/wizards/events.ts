/**
 * The events of the MtG RPG's wizards (issue 15): what happened — the choices made at creation, the cards moved, the
 * check's result, what was trained — never the sheet or the library after (issue 28: evolve.ts computes those). Their
 * log lines and undo words; undo words are public: never a number.
 */
import { pronounWords, type Pronoun } from '../../../pronouns.js';
import { eventMaker } from '../../../core/part.js';
import type { EventTable } from '../../../core/part.js';
import type { Draw } from '../referee-deck.js';
import type { LibraryCard } from '../sheet/cards.js';
import type { CalledCheck } from './check-flow.js';
import type { CheckResult } from '../sheet/checks.js';
import type { Colour, WizardDraft } from '../sheet/creation.js';
import type { LibraryChange } from '../sheet/library-change.js';
import type { Training } from './sanctuary.js';

export interface WizardEventPayloads {
  /** The choices made at creation (his and the GM's); his sheet is computed from them (RPG-A5–A37). */
  'wizards.created': { userId: string; draft: WizardDraft };
  /** What the table learns of him (public). */
  'wizards.introduced': { userId: string; name: string; calling: string; primary: Colour; demeanor?: string[]; /** Issue 27: absent in older logs. */ pronouns?: Pronoun };
  /** A3, A4: his calling or demeanor set or changed (public: they show in how he plays). */
  'wizards.persona-set': { userId: string; name: string; calling?: string; demeanor?: string[] };
  /**
   * His library set (his and the GM's): the cards listed, shuffled with the dice (`order`: the shuffle's result, top
   * first), and the first `hand` of them drawn into his hand (RPG-A13, C2).
   */
  'wizards.library-set': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; cards: LibraryCard[]; order: number[]; hand: number; truncated?: true; rolled: number[] };
  /** The table learns only how many cards his library holds (public). */
  'wizards.library-noted': { userId: string; name: string; cards: number; truncated?: boolean };
  /** The GM's call, its DC his (GM only). */
  'wizards.called': { userId: string; name: string; call: CalledCheck };
  /** What the table and the player learn of a call: what, and the skill or attribute (public). */
  'wizards.call-noted': { userId: string; name: string; what: string; by: string };
  /** His answer: the cards, the result with the DC now known, the cards that moved in his library (his and the GM's). */
  'wizards.checked': { userId: string; name: string; call: CalledCheck; card: string; power?: string; xpSpent?: number; result: CheckResult; change: LibraryChange; rolled: number[]; ranOut?: boolean };
  /** XP spent: what on (and the spell learned), the XP, the training's days and gold (his and the GM's). */
  'wizards.trained': { userId: string; name: string; what: string; xp: number; days: number; gold: number; training: Training; spell?: LibraryCard };
  /** The table learns that he trained (public). */
  'wizards.train-noted': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun };
  /** RPG-C43: his fatigue — days without sleep, the penalty, and whether a physical attribute fell to 0 (his and the GM's). */
  'wizards.fatigue-set': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; awake: number; penalty: number; unconscious: boolean };
  /** The table learns that he is fatigued, rested, or asleep where he fell (public, no number). */
  'wizards.fatigue-noted': { userId: string; name: string; state: 'rested' | 'fatigued' | 'asleep' };
  /** A29: his gold — the starting draw (its card), or the GM's change (his and the GM's). */
  'wizards.gold-set': { userId: string; name: string; gold: number; change: number; card?: string; draw?: Draw };
  /** C12: a card of his hand (`spent`: its index in the library) spent for extra movement (his and the GM's). */
  'wizards.moved': { userId: string; name: string; card: string; spent: number; value: number; walk: number };
  /** The table learns that he put on speed (public). */
  'wizards.move-noted': { userId: string; name: string };
  /** B15: his luck draw, the card looked at and left in his library (public: the table compares). */
  'wizards.lucked': { userId: string; name: string; card: string; value: number; lucky: boolean; rolled: number[] };
  /** RPG-D1: XP awarded (his and the GM's). */
  'wizards.xp-awarded': { userId: string; name: string; xp: number; total: number; why?: string };
  /** His renewal: the cards that moved in his library and his hand's size after (with a library), the life points healed (his and the GM's). */
  'wizards.renewed': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; change?: LibraryChange; hand?: number; healed: number; damage: number; rolled: number[] };
  /** The table learns that he renewed (public). */
  'wizards.renew-noted': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun };
  /** The table learns whether it worked (public). */
  'wizards.check-noted': { userId: string; name: string; what: string; success: boolean; tie?: boolean };
}

export const wizardEvent = eventMaker<WizardEventPayloads>();

/** The hand a library-set event drew: the first cards of the shuffle. */
const handDrawn = (p: WizardEventPayloads['wizards.library-set']): string[] => p.order.slice(0, p.hand).map((i) => p.cards[i]!.name);

export const WIZARD_EVENT_WORDS: EventTable<WizardEventPayloads> = {
  'wizards.created': { log: (e) => `🔒 ${e.payload.draft.name}'s sheet: ${Object.entries(e.payload.draft.attributes).map(([a, v]) => `${a} ${v}`).join(', ')}`, undo: (e) => `the creation of ${e.payload.draft.name}` },
  'wizards.introduced': { log: (e) => `${e.payload.name} the wizard joins the table${e.payload.pronouns ? ` (${e.payload.pronouns})` : ''}: ${e.payload.calling}${e.payload.demeanor ? ` (${e.payload.demeanor.join(', ')})` : ''}, ${e.payload.primary} mana`, undo: false },
  'wizards.persona-set': { log: (e) => `${e.payload.name}${e.payload.calling ? `'s calling is now ${e.payload.calling}` : ''}${e.payload.calling && e.payload.demeanor ? ';' : ''}${e.payload.demeanor ? ` demeanor: ${e.payload.demeanor.join(', ')}` : ''}`, undo: (e) => `${e.payload.name}'s calling or demeanor` },
  'wizards.library-set': { log: (e) => `🔒 ${e.payload.name}'s library: ${e.payload.cards.length} cards, shuffled; ${pronounWords(e.payload.pronouns).possessive} hand: ${handDrawn(e.payload).join(', ')}`, undo: (e) => `${e.payload.name}'s library` },
  'wizards.library-noted': { log: (e) => `${e.payload.name}'s library is set: ${e.payload.cards} cards${e.payload.truncated ? ', a truncated deck (RPG-C20)' : ''}`, undo: false },
  'wizards.called': { log: (e) => `🔒 The GM calls for ${e.payload.call.skill ?? e.payload.call.attribute} from ${e.payload.name} (${e.payload.call.what}), DC ${e.payload.call.dc}`, undo: (e) => `the check called from ${e.payload.name}` },
  'wizards.call-noted': { log: (e) => `The GM calls for ${e.payload.by} from ${e.payload.name}: ${e.payload.what}`, undo: false },
  'wizards.checked': {
    log: (e) => `🔒 ${e.payload.name} plays ${e.payload.card}${e.payload.power ? ` and ${e.payload.power}` : ''}: ${e.payload.result.total} against DC ${e.payload.result.dc} — ${e.payload.result.success ? 'success' : 'failure'} by ${Math.abs(e.payload.result.margin)}`,
    undo: (e) => `${e.payload.name}'s check`,
  },
  'wizards.gold-set': { log: (e) => `🔒 ${e.payload.name}'s gold: ${e.payload.card ? `the starting draw, ${e.payload.card}: ` : `${e.payload.change > 0 ? '+' : ''}${e.payload.change} gp, `}${e.payload.gold} gp`, undo: (e) => `${e.payload.name}'s gold` },
  'wizards.moved': { log: (e) => `🔒 ${e.payload.name} spends ${e.payload.card} (${e.payload.value}) on speed: walk ${e.payload.walk}`, undo: (e) => `${e.payload.name}'s extra movement` },
  'wizards.move-noted': { log: (e) => `${e.payload.name} puts on speed, spending a card`, undo: false },
  'wizards.lucked': { log: (e) => `${e.payload.name}'s luck draw: ${e.payload.card}, ${e.payload.value}${e.payload.lucky ? ' (Lucky +3)' : ''}`, undo: (e) => `${e.payload.name}'s luck draw` },
  'wizards.fatigue-set': { log: (e) => `🔒 ${e.payload.name}: ${e.payload.awake} day${e.payload.awake === 1 ? '' : 's'} without sleep, −${e.payload.penalty} on every attribute${e.payload.unconscious ? `; ${pronounWords(e.payload.pronouns).subject} ${pronounWords(e.payload.pronouns).verb('falls')} asleep for 8 hours` : ''}`, undo: (e) => `${e.payload.name}'s fatigue` },
  'wizards.fatigue-noted': { log: (e) => `${e.payload.name} is ${e.payload.state === 'asleep' ? 'asleep from fatigue' : e.payload.state}`, undo: false },
  'wizards.trained': { log: (e) => `🔒 ${e.payload.name} trains: ${e.payload.what} for ${e.payload.xp} XP (${e.payload.days} day${e.payload.days === 1 ? '' : 's'}, ${e.payload.gold} gp)`, undo: (e) => `${e.payload.name}'s training` },
  'wizards.train-noted': { log: (e) => `${e.payload.name} trains in ${pronounWords(e.payload.pronouns).possessive} sanctuary`, undo: false },
  'wizards.xp-awarded': { log: (e) => `🔒 ${e.payload.name} is awarded ${e.payload.xp} XP${e.payload.why ? ` (${e.payload.why})` : ''}: ${e.payload.total} unspent`, undo: (e) => `an XP award to ${e.payload.name}` },
  'wizards.renewed': { log: (e) => `🔒 ${e.payload.name} renews: ${e.payload.hand !== undefined ? `${pronounWords(e.payload.pronouns).possessive} graveyard back in ${pronounWords(e.payload.pronouns).possessive} library, a hand of ${e.payload.hand}; ` : ''}${e.payload.healed} life points healed`, undo: (e) => `${e.payload.name}'s renewal` },
  'wizards.renew-noted': { log: (e) => `${e.payload.name} renews ${pronounWords(e.payload.pronouns).possessive} magic`, undo: false },
  'wizards.check-noted': { log: (e) => `${e.payload.name}'s check (${e.payload.what}): ${e.payload.tie ? 'a tie — things stay as they were' : e.payload.success ? 'success' : 'failure'}`, undo: false },
};
