/**
 * The MtG RPG's wizards (issue 15): a player creates his wizard with the seed's checks (creation.ts); the sheet is his
 * and the GM's, and the table sees his name, calling and primary colour. Undo words are public: never a number.
 */
import { handWizardOver } from '../hand-over.js';
import { PRONOUNS, pronounWords, type Pronoun } from '../../../pronouns.js';
import { wizardWords } from './words.js';
export { wizardWords };
import { z } from 'zod';
import { playerId, userRef } from '../../../core/actions.js';
import { definePart, eventMaker } from '../../../core/part.js';
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type Viewer } from '../../../core/types.js';
import { answerCheck, calledCheck, type CalledCheck } from './check-flow.js';
import { healedAtRenewal } from './fighting.js';
import type { CheckResult } from './checks.js';
import { ATTRIBUTES, CALLINGS, COLOURS, createWizard, effectiveAttributes, fatiguePenalty, readDemeanors, RENEWALS, wizardNumbers, type Colour, type Library, type Wizard } from './creation.js';
import { RARITIES, trained, trainingTime, trainingXp, type Training } from './sanctuary.js';
import { recordingDice, shuffle } from '../../../dice.js';
import { parseLibraryList, type LibraryCard } from './cards.js';
import { currentDeck, landValue, refereeDrawer } from '../deck-rules.js';
import { applyDraw, checkValue, type Draw } from '../referee-deck.js';
import { cardValue } from './checks.js';
import { cardInHand, checkLibrary, checkTruncatedDeck, renewLibrary, spendCard } from './library-rules.js';
import { parseAttributes, parseSkills } from './parse.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** The MtG RPG's wizards, by the user id of the player (issue 15). */
    wizards: Record<string, Wizard>;
  }
}

export const WIZARD_ACTIONS = [
  z.object({
    type: z.literal('wizard.create'),
    actor: userRef,
    /** GM: the player whose wizard it is. */
    player: playerId.optional(),
    attributes: z.string().trim().min(1).max(200),
    skills: z.string().trim().min(1).max(600),
    primary: z.enum(COLOURS),
    calling: z.string().trim().min(1).max(60),
    renewal: z.enum(RENEWALS),
    /** RPG-A3: one or more demeanors, "Commanding, Lazy". */
    demeanor: z.string().trim().min(1).max(200).optional(),
    /** Issue 27: the wizard's pronoun (he when left out, as older logs read). */
    pronouns: z.enum(PRONOUNS).optional(),
  }),
  /** RPG-A3, A4: his calling or demeanor — chosen once by him where he has none, changed after only by the GM. */
  z.object({ type: z.literal('wizard.persona'), actor: userRef, player: playerId.optional(), calling: z.string().trim().min(1).max(60).optional(), demeanor: z.string().trim().min(1).max(200).optional() }),
  /** His library as a list (the referee deck's list format), shuffled, and his hand drawn (RPG-A13, C2). */
  z.object({ type: z.literal('wizard.library'), actor: userRef, player: playerId.optional(), list: z.string().trim().min(1).max(6000), truncated: z.boolean().optional() }),
  /** The GM calls for a check (RPG-B2): a skill or attribute and the DC, hidden from the player. */
  z.object({
    type: z.literal('wizard.call'),
    actor: userRef,
    player: playerId,
    what: z.string().trim().min(1).max(200),
    by: z.string().trim().min(1).max(40),
    dc: z.number().int().min(0).max(40),
    /** B8: the DC is the other side's total. */
    opposed: z.boolean().optional(),
    /** B10: earlier attempts at the same, where the GM allows a repeat. */
    attempts: z.number().int().min(0).max(5).optional(),
    /** B11: helpers whose DC 9 actions succeeded. */
    helpers: z.number().int().min(0).max(10).optional(),
    /** C7: a surprise check — within 3 points he acts in round 1. */
    surprise: z.boolean().optional(),
  }),
  /** RPG-A29: his starting gold, drawn once (5 gp × a referee card's mana value); later the GM's changes. */
  z.object({ type: z.literal('wizard.gold'), actor: userRef, player: playerId.optional(), change: z.number().int().min(-1_000_000).max(1_000_000).optional() }),
  /** RPG-C12: extra movement — the mana value of a card of his hand added to his walk; the card is spent. */
  z.object({ type: z.literal('wizard.move'), actor: userRef, player: playerId.optional(), card: z.string().trim().min(1).max(100) }),
  /** RPG-B15: a luck draw — a random card from his library; the highest casting cost is the luckiest. */
  z.object({ type: z.literal('wizard.luck'), actor: userRef, player: playerId.optional() }),
  /**
   * His renewal period (RPG-B7, C42): the graveyard back into the library, shuffled, the hand drawn up; life points
   * healed (bed rest, a healer's care and a night's care are the GM's to grant).
   */
  z.object({ type: z.literal('wizard.renew'), actor: userRef, player: playerId.optional(), bedRest: z.boolean().optional(), healerCare: z.boolean().optional(), nightCare: z.boolean().optional(), newHand: z.boolean().optional() }),
  /** RPG-D2, D3, D4, D61: XP spent in the sanctuary on one thing — an attribute, a skill, a feat or a spell. */
  z.object({
    type: z.literal('wizard.train'),
    actor: userRef,
    player: playerId.optional(),
    attribute: z.enum(ATTRIBUTES).optional(),
    skill: z.string().trim().min(1).max(60).optional(),
    feat: z.string().trim().min(1).max(60).optional(),
    /** A spell acquired, as a library entry: "Winged Ornithopter 0 | creature 1/1". */
    spell: z.string().trim().min(1).max(200).optional(),
    /** D27: a cohort (Leadership), bought or improved: "Hippogriff 3/3 flying mounted-flying". */
    cohort: z.string().trim().min(1).max(120).optional(),
    rarity: z.enum(RARITIES).optional(),
    /** R34: 100 gp per XP for half the time. */
    fast: z.boolean().optional(),
    /** A feat's choice: Enhanced Renewal's time (D21), Add Mana Source's colour (D6), Quicken Spell's spell cost (D36). */
    with: z.string().trim().min(1).max(40).optional(),
  }),
  /** RPG-C43: the GM records his days without sleep (0: he has rested 8 hours). */
  z.object({ type: z.literal('wizard.fatigue'), actor: userRef, player: playerId, days: z.number().int().min(0).max(10) }),
  /** RPG-D1: the GM awards experience points. */
  z.object({ type: z.literal('wizard.xp'), actor: userRef, player: playerId, xp: z.number().int().min(1).max(50), why: z.string().trim().max(200).optional() }),
  /** He answers the call with a card from his hand, and perhaps a power-play card (RPG-B3, B12). */
  z.object({
    type: z.literal('wizard.check'),
    actor: userRef,
    player: playerId.optional(),
    card: z.string().trim().min(1).max(100),
    power: z.string().trim().min(1).max(100).optional(),
    /** B13: unspent XP spent on a heroic deed, −3 DC each. */
    heroic: z.number().int().min(1).max(3).optional(),
  }),
] as const;

export interface WizardEventPayloads {
  /** His sheet as created (his and the GM's). */
  'wizard.created': { userId: string; wizard: Wizard };
  /** What the table learns of him (public). */
  'wizard.introduced': { userId: string; name: string; calling: string; primary: Colour; demeanor?: string[]; /** Issue 27: absent in older logs. */ pronouns?: Pronoun };
  /** A3, A4: his calling or demeanor set or changed (public: they show in how he plays). */
  'wizard.persona-set': { userId: string; name: string; calling?: string; demeanor?: string[] };
  /** His library set, shuffled with the dice (`order`: the shuffle's result) and his hand drawn (his and the GM's). */
  'wizard.library-set': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; library: Library; rolled: number[] };
  /** The table learns only how many cards his library holds (public). */
  'wizard.library-noted': { userId: string; name: string; cards: number; truncated?: boolean };
  /** The GM's call, its DC his (GM only). */
  'wizard.called': { userId: string; name: string; call: CalledCheck };
  /** What the table and the player learn of a call: what, and the skill or attribute (public). */
  'wizard.call-noted': { userId: string; name: string; what: string; by: string };
  /** His answer: the cards, the result with the DC now known, his library after (his and the GM's). */
  'wizard.checked': { userId: string; name: string; call: CalledCheck; card: string; power?: string; xpSpent?: number; result: CheckResult; library: Library; rolled: number[]; ranOut?: boolean };
  /** XP spent: what on, the XP, the training's days and gold, his sheet after (his and the GM's). */
  'wizard.trained': { userId: string; name: string; what: string; xp: number; days: number; gold: number; wizard: Wizard };
  /** The table learns that he trained (public). */
  'wizard.train-noted': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun };
  /** RPG-C43: his fatigue — days without sleep, the penalty, and whether a physical attribute fell to 0 (his and the GM's). */
  'wizard.fatigue-set': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; awake: number; penalty: number; unconscious: boolean };
  /** The table learns that he is fatigued, rested, or asleep where he fell (public, no number). */
  'wizard.fatigue-noted': { userId: string; name: string; state: 'rested' | 'fatigued' | 'asleep' };
  /** A29: his gold — the starting draw (its card), or the GM's change (his and the GM's). */
  'wizard.gold-set': { userId: string; name: string; gold: number; change: number; card?: string; draw?: Draw };
  /** C12: a card spent for extra movement (his and the GM's). */
  'wizard.moved': { userId: string; name: string; card: string; value: number; walk: number; library: Library };
  /** The table learns that he put on speed (public). */
  'wizard.move-noted': { userId: string; name: string };
  /** B15: his luck draw, the card looked at and left in his library (public: the table compares). */
  'wizard.lucked': { userId: string; name: string; card: string; value: number; lucky: boolean; rolled: number[] };
  /** RPG-D1: XP awarded (his and the GM's). */
  'wizard.xp-awarded': { userId: string; name: string; xp: number; total: number; why?: string };
  /** His renewal: the library after, the life points healed (his and the GM's). */
  'wizard.renewed': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun; library?: Library; healed: number; damage: number; rolled: number[] };
  /** The table learns that he renewed (public). */
  'wizard.renew-noted': { userId: string; name: string; /** Issue 27: absent in older logs (he). */ pronouns?: Pronoun };
  /** The table learns whether it worked (public). */
  'wizard.check-noted': { userId: string; name: string; what: string; success: boolean; tie?: boolean };
}

const ev = eventMaker<WizardEventPayloads>();

/** What one viewer sees of the wizards: the whole sheet of his own (every sheet for the GM), the public part of others'. */
export interface WizardView {
  userId: string;
  name: string;
  calling: string;
  primary: Colour;
  demeanor?: string[];
  /** Issue 27: the pronoun chosen at creation, for all to see (absent: he). */
  pronouns?: Pronoun;
  /** His and the GM's only. */
  sheet?: Wizard & { numbers: ReturnType<typeof wizardNumbers> };
}

/** The pronoun a wizard's event carries for its log line (issue 27), when one was chosen. */
const saidOf = (w: Wizard): { pronouns?: Pronoun } => (w.pronouns ? { pronouns: w.pronouns } : {});

export const wizardsOf = (state: GameState): Record<string, Wizard> => state.wizards ?? {};

const withoutCall = (w: Wizard): Wizard => {
  const { called: _secret, ...rest } = w;
  return rest;
};

export function wizardViewFor(state: GameState, viewer: Viewer): WizardView[] | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  return Object.entries(wizardsOf(state)).map(([userId, w]) => ({
    userId,
    name: w.name,
    calling: w.calling,
    primary: w.primary,
    ...(w.demeanor ? { demeanor: w.demeanor } : {}),
    ...(w.pronouns ? { pronouns: w.pronouns } : {}),
    // His own sheet leaves out the call he has to answer: its DC is the GM's (RPG-B2); the call itself was public.
    ...(gm || viewer.userId === userId ? { sheet: { ...(gm ? w : withoutCall(w)), numbers: wizardNumbers(w) } } : {}),
  }));
}

export const wizardsPart = definePart<typeof WIZARD_ACTIONS, WizardEventPayloads, WizardView[]>({
  id: 'wizards',
  actions: WIZARD_ACTIONS,
  handOver: handWizardOver,
  decide(state, action, dice) {
    if (state.ruleset !== 'mtg-rpg') throw new RuleError('wizards are the MtG RPG’s', 'a Magic Realm character is chosen with /game join character:<name>');
    const actor = action.actor.id;
    if (action.player && !isGm(state, actor)) throw new RuleError("the option player: is the GM's", 'leave player: out to act for your own wizard');
    const userId = action.player ?? actor;
    const player = findPlayer(state, userId);
    if (!player) throw new RuleError(action.player ? 'that player has not joined this game' : 'you have not joined this game', 'join with /game join character:<your wizard’s name> first');
    /** His wizard, or the refusal that he is not created yet (the hint says who creates him). */
    const created = (hint = 'create the wizard first with /wizard create'): Wizard => {
      const w = wizardsOf(state)[userId];
      if (!w) throw new RuleError(`${player.character} is not created yet`, hint);
      return w;
    };
    if (action.type === 'wizard.call') {
      if (!isGm(state, actor)) throw new RuleError('the GM calls for checks', 'ask the GM');
      const wizard = created('the player creates the wizard with /wizard create');
      const call = calledCheck(action.what, action.by, action.dc, { ...(action.surprise ? { surprise: true } : {}), ...(action.opposed ? { opposed: true } : {}), ...(action.attempts ? { attempts: action.attempts } : {}), ...(action.helpers ? { helpers: action.helpers } : {}) });
      return [
        ev('wizard.called', { userId, name: wizard.name, call }, GM_ONLY, actor),
        ev('wizard.call-noted', { userId, name: wizard.name, what: call.what, by: call.skill ?? call.attribute }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.check') {
      const wizard = wizardsOf(state)[userId];
      if (!wizard?.called) throw new RuleError(`no check is called for ${player.character}`, 'the GM calls for one with /wizard call');
      const d = recordingDice(dice);
      const answer = answerCheck(wizard, wizard.called, { card: action.card, ...(action.power ? { power: action.power } : {}), ...(action.heroic ? { heroicXp: action.heroic } : {}) }, d, { landValue: landValue(state) });
      return [
        ev('wizard.checked', { userId, name: wizard.name, call: wizard.called, card: answer.card, ...(answer.power ? { power: answer.power } : {}), ...(action.heroic ? { xpSpent: action.heroic } : {}), result: answer.result, library: answer.library, rolled: d.drawn, ...(answer.ranOut ? { ranOut: true } : {}) }, onlyPlayers(userId), actor),
        ev('wizard.check-noted', { userId, name: wizard.name, what: wizard.called.what, success: answer.result.success, ...(answer.result.tie ? { tie: true } : {}) }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.train') {
      const wizard = created();
      const picked = [action.attribute, action.skill, action.feat, action.spell, action.cohort].filter((x) => x !== undefined).length;
      if (picked !== 1) throw new RuleError('train one thing at a time', 'give one of attribute:, skill:, feat:, spell: or cohort:');
      let card: LibraryCard | undefined;
      if (action.spell) {
        if (!wizard.library) throw new RuleError(`${wizard.name} has no library yet`, 'set it with /wizard library first');
        // One card: its count may be left out.
        const cards = parseLibraryList(/^\d+\s/.test(action.spell) ? action.spell : `1 ${action.spell}`);
        if (cards.length !== 1 || cards[0]!.land) throw new RuleError('a spell is one card with its cost', 'e.g. spell:"Winged Ornithopter 0 | creature 1/1"');
        card = cards[0]!;
      }
      const t: Training = action.attribute
        ? { kind: 'attribute', attribute: action.attribute }
        : action.skill
          ? { kind: 'skill', skill: action.skill }
          : action.feat
            ? { kind: 'feat', feat: action.feat, ...(action.with ? { with: action.with.toLowerCase() } : {}) }
            : action.cohort
              ? { kind: 'cohort', spec: action.cohort }
              : { kind: 'spell', cost: card!.cost, rarity: action.rarity ?? 'common' };
      const { xp, what } = trainingXp(wizard, t, { gmApproved: isGm(state, actor) });
      if (xp > wizard.xp) throw new RuleError(`${what} costs ${xp} XP, and ${wizard.name} has ${wizard.xp} unspent`, 'the GM awards XP with /wizard xp');
      let after = trained(wizard, t, xp);
      if (card) {
        const lib = wizard.library!;
        const library = { ...lib, cards: [...lib.cards, card], deck: [...lib.deck, lib.cards.length] };
        checkLibrary(after, library.cards);
        after = { ...after, library };
      }
      const { days, gold } = trainingTime(xp, action.fast);
      return [
        ev('wizard.trained', { userId, name: wizard.name, what: card ? `${card.name} (${what})` : what, xp, days, gold, wizard: after }, onlyPlayers(userId), actor),
        ev('wizard.train-noted', { userId, name: wizard.name, ...saidOf(wizard) }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.persona') {
      const wizard = created();
      if (!action.calling && !action.demeanor) throw new RuleError('nothing to change', 'give calling: or demeanor:');
      const gm = isGm(state, actor);
      // A4: a change needs a compelling reason, judged by the GM; a first demeanor is the player's own choice.
      if (!gm && (action.calling || wizard.demeanor?.length)) throw new RuleError('a calling or demeanor changes only for a compelling reason, by the GM (RPG-A4)', 'ask the GM, who may call for a Wisdom action first');
      const calling = action.calling ? (CALLINGS.find((c) => c.toLowerCase() === action.calling!.toLowerCase()) ?? action.calling) : undefined;
      if (calling && !(CALLINGS as readonly string[]).includes(calling) && !gm) throw new RuleError(`"${calling}" is not one of the 24 callings (RPG-A2)`, 'choose from the list');
      const demeanor = action.demeanor ? readDemeanors(action.demeanor, gm) : undefined;
      return [ev('wizard.persona-set', { userId, name: wizard.name, ...(calling ? { calling } : {}), ...(demeanor ? { demeanor } : {}) }, PUBLIC, actor)];
    }
    if (action.type === 'wizard.gold') {
      const wizard = created();
      if (action.change !== undefined) {
        if (!isGm(state, actor)) throw new RuleError('the GM keeps the purse', 'ask the GM');
        const gold = (wizard.gold ?? 0) + action.change;
        if (gold < 0) throw new RuleError(`${wizard.name} has ${wizard.gold ?? 0} gp`, `${wizardWords(state, userId).subject} cannot pay more than ${wizardWords(state, userId).subject} ${wizardWords(state, userId).verb('has')}`);
        return [ev('wizard.gold-set', { userId, name: wizard.name, gold, change: action.change }, onlyPlayers(userId), actor)];
      }
      if (wizard.gold !== undefined) throw new RuleError(`${wizard.name} has drawn ${wizardWords(state, userId).possessive} starting gold already`, 'the GM changes it with /wizard gold change:');
      // A29, R3: 5 gp × the mana value of a referee card, a land 0.
      const drawer = refereeDrawer(state, dice, actor);
      const card = drawer.draw();
      const gold = 5 * checkValue(card, 0);
      return [...drawer.setUp, ev('wizard.gold-set', { userId, name: wizard.name, gold, change: gold, card: card.name, draw: drawer.draws[0]! }, onlyPlayers(userId), actor)];
    }
    if (action.type === 'wizard.move') {
      const wizard = wizardsOf(state)[userId];
      if (!wizard?.library) throw new RuleError(`${player.character} has no library yet`, 'set it with /wizard library');
      const lib = wizard.library;
      const at = cardInHand(lib, action.card, action.player ? wizardWords(state, userId).possessive : 'your');
      const card = lib.cards[at]!;
      // R3: for extra movement a land counts 0 (its mana cost).
      const value = cardValue(card, { landValue: 0 });
      const library = spendCard(lib, at);
      return [
        ev('wizard.moved', { userId, name: wizard.name, card: card.name, value, walk: wizardNumbers(wizard).walk + value, library }, onlyPlayers(userId), actor),
        ev('wizard.move-noted', { userId, name: wizard.name }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.luck') {
      const wizard = wizardsOf(state)[userId];
      if (!wizard?.library || wizard.library.deck.length === 0) throw new RuleError(`${player.character} has no library to draw from`, 'set it with /wizard library');
      const d = recordingDice(dice);
      const lib = wizard.library;
      const card = lib.cards[lib.deck[d.int(0, lib.deck.length - 1)]!]!;
      // R3: a luck draw reads the casting cost (a land 0); D30: Lucky adds 3.
      const lucky = wizard.feats.includes('Lucky');
      const value = cardValue(card, { landValue: 0 }) + (lucky ? 3 : 0);
      return [ev('wizard.lucked', { userId, name: wizard.name, card: card.name, value, lucky, rolled: d.drawn }, PUBLIC, actor)];
    }
    if (action.type === 'wizard.fatigue') {
      if (!isGm(state, actor)) throw new RuleError('the GM records fatigue', 'ask the GM');
      const wizard = created('the player creates the wizard with /wizard create');
      const after = { ...wizard, awake: action.days };
      const a = effectiveAttributes(after);
      // C43: a physical attribute at 0 puts him to sleep where he stands, 8 hours.
      const unconscious = a.ST === 0 || a.DX === 0 || a.CN === 0;
      const penalty = fatiguePenalty(after);
      return [
        ev('wizard.fatigue-set', { userId, name: wizard.name, ...saidOf(wizard), awake: action.days, penalty, unconscious }, onlyPlayers(userId), actor),
        ev('wizard.fatigue-noted', { userId, name: wizard.name, state: penalty === 0 ? 'rested' : unconscious ? 'asleep' : 'fatigued' }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.xp') {
      if (!isGm(state, actor)) throw new RuleError('the GM awards experience', 'ask the GM');
      const wizard = created('the player creates the wizard with /wizard create');
      return [ev('wizard.xp-awarded', { userId, name: wizard.name, xp: action.xp, total: wizard.xp + action.xp, ...(action.why ? { why: action.why } : {}) }, onlyPlayers(userId), actor)];
    }
    if (action.type === 'wizard.renew') {
      const wizard = created();
      if ((action.bedRest || action.healerCare || action.nightCare) && !isGm(state, actor)) throw new RuleError('bed rest and care are the GM’s to grant', 'leave them out; the GM renews with them');
      const d = recordingDice(dice);
      const library = wizard.library ? renewLibrary(wizard.library, wizardNumbers(wizard).handSize, d, { reshuffleHand: action.newHand ?? false }) : undefined;
      const healed = healedAtRenewal({ cn: wizard.attributes.CN, ...(action.bedRest ? { bedRest: true } : {}), ...(action.healerCare ? { healerCare: true } : {}), ...(action.nightCare ? { nightCare: true } : {}) });
      const damage = Math.max(0, (wizard.damage ?? 0) - healed);
      return [
        ev('wizard.renewed', { userId, name: wizard.name, ...saidOf(wizard), ...(library ? { library } : {}), healed: (wizard.damage ?? 0) - damage, damage, rolled: d.drawn }, onlyPlayers(userId), actor),
        ev('wizard.renew-noted', { userId, name: wizard.name, ...saidOf(wizard) }, PUBLIC, actor),
      ];
    }
    if (action.type === 'wizard.library') {
      const wizard = created();
      const cards = parseLibraryList(action.list);
      // C20: a truncated deck (7 lands + 14 spells) is a library like any other, checked for its count as well.
      if (action.truncated) checkTruncatedDeck(cards);
      checkLibrary(wizard, cards);
      const d = recordingDice(dice);
      const order = shuffle(d, cards.map((_, i) => i));
      const size = wizardNumbers(wizard).handSize;
      const library: Library = { cards, deck: order.slice(size), hand: order.slice(0, size), graveyard: [], ...(action.truncated ? { truncated: true } : {}) };
      return [
        ev('wizard.library-set', { userId, name: wizard.name, ...saidOf(wizard), library, rolled: d.drawn }, onlyPlayers(userId), actor),
        ev('wizard.library-noted', { userId, name: wizard.name, cards: cards.length, ...(action.truncated ? { truncated: true } : {}) }, PUBLIC, actor),
      ];
    }
    if (wizardsOf(state)[userId]) throw new RuleError(`${player.character} is created already`, 'the GM takes a creation back with /gm undo');
    const calling = CALLINGS.find((c) => c.toLowerCase() === action.calling.toLowerCase()) ?? action.calling;
    // A2, A3: a calling or demeanor of one's own needs the GM's approval: he approves it by creating the wizard himself.
    const approved = isGm(state, actor);
    const demeanor = action.demeanor ? readDemeanors(action.demeanor, approved) : undefined;
    const wizard = createWizard({ name: player.character, attributes: parseAttributes(action.attributes), skills: parseSkills(action.skills), primary: action.primary, calling, callingApproved: approved, renewal: action.renewal, ...(demeanor ? { demeanor } : {}), ...(action.pronouns ? { pronouns: action.pronouns } : {}) });
    return [
      ev('wizard.created', { userId, wizard }, onlyPlayers(userId), actor),
      ev('wizard.introduced', { userId, name: wizard.name, calling: wizard.calling, primary: wizard.primary, ...(demeanor ? { demeanor } : {}), ...(wizard.pronouns ? { pronouns: wizard.pronouns } : {}) }, PUBLIC, actor),
    ];
  },
  evolve(state, e) {
    if (e.type === 'wizard.created') return { ...state, wizards: { ...wizardsOf(state), [e.payload.userId]: e.payload.wizard } };
    const set = (userId: string, f: (w: Wizard) => Wizard) => {
      const w = wizardsOf(state)[userId];
      return w ? { ...state, wizards: { ...wizardsOf(state), [userId]: f(w) } } : state;
    };
    if (e.type === 'wizard.called') return set(e.payload.userId, (w) => ({ ...w, called: e.payload.call }));
    if (e.type === 'wizard.checked') {
      return set(e.payload.userId, (w) => {
        const { called: _done, ...rest } = w;
        return { ...rest, library: e.payload.library, xp: w.xp - (e.payload.xpSpent ?? 0), ...(e.payload.ranOut ? { exhausted: true } : {}) };
      });
    }
    if (e.type === 'wizard.persona-set') return set(e.payload.userId, (w) => ({ ...w, ...(e.payload.calling ? { calling: e.payload.calling } : {}), ...(e.payload.demeanor ? { demeanor: e.payload.demeanor } : {}) }));
    if (e.type === 'wizard.gold-set') {
      const s1 = set(e.payload.userId, (w) => ({ ...w, gold: e.payload.gold }));
      return e.payload.draw ? { ...s1, refereeDeck: applyDraw(currentDeck(s1), e.payload.draw) } : s1;
    }
    if (e.type === 'wizard.moved') return set(e.payload.userId, (w) => ({ ...w, library: e.payload.library }));
    if (e.type === 'wizard.fatigue-set') return set(e.payload.userId, (w) => ({ ...w, awake: e.payload.awake }));
    if (e.type === 'wizard.trained') return set(e.payload.userId, () => e.payload.wizard);
    if (e.type === 'wizard.xp-awarded') return set(e.payload.userId, (w) => ({ ...w, xp: e.payload.total }));
    if (e.type === 'wizard.renewed') {
      // C44: renewal ends a wizard's running out of cards.
      return set(e.payload.userId, (w) => {
        const { exhausted: _ended, ...rest } = w;
        return { ...rest, damage: e.payload.damage, ...(e.payload.library ? { library: e.payload.library } : {}) };
      });
    }
    if (e.type === 'wizard.library-set') {
      const w = wizardsOf(state)[e.payload.userId];
      return w ? { ...state, wizards: { ...wizardsOf(state), [e.payload.userId]: { ...w, library: e.payload.library } } } : state;
    }
    return state;
  },
  viewFor: wizardViewFor,
  events: {
    'wizard.created': { log: (e) => `🔒 ${e.payload.wizard.name}'s sheet: ${Object.entries(e.payload.wizard.attributes).map(([a, v]) => `${a} ${v}`).join(', ')}`, undo: (e) => `the creation of ${e.payload.wizard.name}` },
    'wizard.introduced': { log: (e) => `${e.payload.name} the wizard joins the table${e.payload.pronouns ? ` (${e.payload.pronouns})` : ''}: ${e.payload.calling}${e.payload.demeanor ? ` (${e.payload.demeanor.join(', ')})` : ''}, ${e.payload.primary} mana`, undo: false },
    'wizard.persona-set': { log: (e) => `${e.payload.name}${e.payload.calling ? `'s calling is now ${e.payload.calling}` : ''}${e.payload.calling && e.payload.demeanor ? ';' : ''}${e.payload.demeanor ? ` demeanor: ${e.payload.demeanor.join(', ')}` : ''}`, undo: (e) => `${e.payload.name}'s calling or demeanor` },
    'wizard.library-set': { log: (e) => `🔒 ${e.payload.name}'s library: ${e.payload.library.cards.length} cards, shuffled; ${pronounWords(e.payload.pronouns).possessive} hand: ${e.payload.library.hand.map((i) => e.payload.library.cards[i]!.name).join(', ')}`, undo: (e) => `${e.payload.name}'s library` },
    'wizard.library-noted': { log: (e) => `${e.payload.name}'s library is set: ${e.payload.cards} cards${e.payload.truncated ? ', a truncated deck (RPG-C20)' : ''}`, undo: false },
    'wizard.called': { log: (e) => `🔒 The GM calls for ${e.payload.call.skill ?? e.payload.call.attribute} from ${e.payload.name} (${e.payload.call.what}), DC ${e.payload.call.dc}`, undo: (e) => `the check called from ${e.payload.name}` },
    'wizard.call-noted': { log: (e) => `The GM calls for ${e.payload.by} from ${e.payload.name}: ${e.payload.what}`, undo: false },
    'wizard.checked': {
      log: (e) => `🔒 ${e.payload.name} plays ${e.payload.card}${e.payload.power ? ` and ${e.payload.power}` : ''}: ${e.payload.result.total} against DC ${e.payload.result.dc} — ${e.payload.result.success ? 'success' : 'failure'} by ${Math.abs(e.payload.result.margin)}`,
      undo: (e) => `${e.payload.name}'s check`,
    },
    'wizard.gold-set': { log: (e) => `🔒 ${e.payload.name}'s gold: ${e.payload.card ? `the starting draw, ${e.payload.card}: ` : `${e.payload.change > 0 ? '+' : ''}${e.payload.change} gp, `}${e.payload.gold} gp`, undo: (e) => `${e.payload.name}'s gold` },
    'wizard.moved': { log: (e) => `🔒 ${e.payload.name} spends ${e.payload.card} (${e.payload.value}) on speed: walk ${e.payload.walk}`, undo: (e) => `${e.payload.name}'s extra movement` },
    'wizard.move-noted': { log: (e) => `${e.payload.name} puts on speed, spending a card`, undo: false },
    'wizard.lucked': { log: (e) => `${e.payload.name}'s luck draw: ${e.payload.card}, ${e.payload.value}${e.payload.lucky ? ' (Lucky +3)' : ''}`, undo: (e) => `${e.payload.name}'s luck draw` },
    'wizard.fatigue-set': { log: (e) => `🔒 ${e.payload.name}: ${e.payload.awake} day${e.payload.awake === 1 ? '' : 's'} without sleep, −${e.payload.penalty} on every attribute${e.payload.unconscious ? `; ${pronounWords(e.payload.pronouns).subject} ${pronounWords(e.payload.pronouns).verb('falls')} asleep for 8 hours` : ''}`, undo: (e) => `${e.payload.name}'s fatigue` },
    'wizard.fatigue-noted': { log: (e) => `${e.payload.name} is ${e.payload.state === 'asleep' ? 'asleep from fatigue' : e.payload.state}`, undo: false },
    'wizard.trained': { log: (e) => `🔒 ${e.payload.name} trains: ${e.payload.what} for ${e.payload.xp} XP (${e.payload.days} day${e.payload.days === 1 ? '' : 's'}, ${e.payload.gold} gp)`, undo: (e) => `${e.payload.name}'s training` },
    'wizard.train-noted': { log: (e) => `${e.payload.name} trains in ${pronounWords(e.payload.pronouns).possessive} sanctuary`, undo: false },
    'wizard.xp-awarded': { log: (e) => `🔒 ${e.payload.name} is awarded ${e.payload.xp} XP${e.payload.why ? ` (${e.payload.why})` : ''}: ${e.payload.total} unspent`, undo: (e) => `an XP award to ${e.payload.name}` },
    'wizard.renewed': { log: (e) => `🔒 ${e.payload.name} renews: ${e.payload.library ? `${pronounWords(e.payload.pronouns).possessive} graveyard back in ${pronounWords(e.payload.pronouns).possessive} library, a hand of ${e.payload.library.hand.length}; ` : ''}${e.payload.healed} life points healed`, undo: (e) => `${e.payload.name}'s renewal` },
    'wizard.renew-noted': { log: (e) => `${e.payload.name} renews ${pronounWords(e.payload.pronouns).possessive} magic`, undo: false },
    'wizard.check-noted': { log: (e) => `${e.payload.name}'s check (${e.payload.what}): ${e.payload.tie ? 'a tie — things stay as they were' : e.payload.success ? 'success' : 'failure'}`, undo: false },
  },
});
