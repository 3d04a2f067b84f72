/**
 * What each wizard action decides (issue 15), one named handler per action type (issue 28). The events state what
 * happened: the choices made at creation, the cards that moved, the check's result, what was trained.
 */
import { findPlayer, isGm, type GameState, type Player } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError } from '../../../core/types.js';
import { recordingDice, shuffle } from '../../../dice.js';
import { refereeDrawer } from '../deck/access.js';
import { landValue } from '../deck/view.js';
import { decideBy, type Handlers } from '../../../core/handlers.js';
import { checkValue } from '../referee-deck.js';
import type { WizardAction } from './actions.js';
import { parseLibraryList, type LibraryCard } from '../sheet/cards.js';
import { answerCheck, calledCheck } from './check-flow.js';
import { cardValue } from '../sheet/checks.js';
import { CALLINGS, createWizard, effectiveAttributes, fatiguePenalty, readDemeanors, wizardNumbers, type Wizard } from '../sheet/creation.js';
import { wizardEvent as ev } from './events.js';
import { healedAtRenewal } from '../sheet/fighting.js';
import { libraryChange } from '../sheet/library-change.js';
import { cardInHand, checkLibrary, checkTruncatedDeck, learnSpell, renewLibrary } from '../sheet/library-rules.js';
import { parseAttributes, parseSkills } from './parse.js';
import { trained, trainingTime, trainingXp, type Training } from './sanctuary.js';
import { wizardsOf } from './view.js';
import { wizardWords } from '../sheet/words.js';
import type { Pronoun } from '../../../pronouns.js';

/** What every wizard action knows once its actor and player are checked. */
interface Ctx {
  state: GameState;
  actor: string;
  /** The player whose wizard it is (the actor, or the GM's player:). */
  userId: string;
  player: Player;
  /** Whether the actor acts for another (the GM's player:). */
  forOther: boolean;
}

/** His wizard, or the refusal that he is not created yet (the hint says who creates him). */
const created = (c: Ctx, hint = 'create the wizard first with /wizard create'): Wizard => {
  const w = wizardsOf(c.state)[c.userId];
  if (!w) throw new RuleError(`${c.player.character} is not created yet`, hint);
  return w;
};
const BY_PLAYER = 'the player creates the wizard with /wizard create';
const gmOnly = (c: Ctx, refusal: string): void => {
  if (!isGm(c.state, c.actor)) throw new RuleError(refusal, 'ask the GM');
};

/** The pronoun a wizard's event carries for its log line (issue 27), when one was chosen. */
const saidOf = (w: Wizard): { pronouns?: Pronoun } => (w.pronouns ? { pronouns: w.pronouns } : {});

/** A calling by its name in the list (any case), or the one of the GM's own as written. */
const callingNamed = (name: string): string => CALLINGS.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name;

function context(state: GameState, action: WizardAction): Ctx {
  if (state.ruleset !== 'mtg-rpg') throw new RuleError('wizards are the MtG RPG’s', 'a Magic Realm character is chosen with /game join character:<name>');
  const actor = action.actor.id;
  if (action.player && !isGm(state, actor)) throw new RuleError("the option player: is the GM's", 'leave player: out to act for your own wizard');
  const userId = action.player ?? actor;
  const player = findPlayer(state, userId);
  if (!player) throw new RuleError(action.player ? 'that player has not joined this game' : 'you have not joined this game', 'join with /game join character:<your wizard’s name> first');
  return { state, actor, userId, player, forOther: action.player !== undefined };
}

/** D61: the spell to acquire, read as one library entry (its count may be left out). */
function spellToLearn(w: Wizard, entry: string): LibraryCard {
  if (!w.library) throw new RuleError(`${w.name} has no library yet`, 'set it with /wizard library first');
  const cards = parseLibraryList(/^\d+\s/.test(entry) ? entry : `1 ${entry}`);
  if (cards.length !== 1 || cards[0]!.land) throw new RuleError('a spell is one card with its cost', 'e.g. spell:"Winged Ornithopter 0 | creature 1/1"');
  return cards[0]!;
}

/** D2–D4, D27, D61: the one thing trained, as the sanctuary's rules read it. */
function trainingOf(a: Extract<WizardAction, { type: 'wizards.train' }>, spell: LibraryCard | undefined): Training {
  if (a.attribute) return { kind: 'attribute', attribute: a.attribute };
  if (a.skill) return { kind: 'skill', skill: a.skill };
  if (a.feat) return { kind: 'feat', feat: a.feat, ...(a.with ? { with: a.with.toLowerCase() } : {}) };
  if (a.cohort) return { kind: 'cohort', spec: a.cohort };
  return { kind: 'spell', cost: spell!.cost, rarity: a.rarity ?? 'common' };
}

const HANDLERS: Handlers<WizardAction, Ctx> = {
  'wizards.create'(c, action) {
    const { state, actor, userId, player } = c;
    if (wizardsOf(state)[userId]) throw new RuleError(`${player.character} is created already`, 'the GM takes a creation back with /gm undo');
    // A2, A3: a calling or demeanor of one's own needs the GM's approval: he approves it by creating the wizard himself.
    const approved = isGm(state, actor);
    const demeanor = action.demeanor ? readDemeanors(action.demeanor, approved) : undefined;
    const draft = { name: player.character, attributes: parseAttributes(action.attributes), skills: parseSkills(action.skills), primary: action.primary, calling: callingNamed(action.calling), callingApproved: approved, renewal: action.renewal, ...(demeanor ? { demeanor } : {}), ...(action.pronouns ? { pronouns: action.pronouns } : {}) };
    const wizard = createWizard(draft);
    return [
      ev('wizards.created', { userId, draft }, onlyPlayers(userId), actor),
      ev('wizards.introduced', { userId, name: wizard.name, calling: wizard.calling, primary: wizard.primary, ...(demeanor ? { demeanor } : {}), ...(wizard.pronouns ? { pronouns: wizard.pronouns } : {}) }, PUBLIC, actor),
    ];
  },

  'wizards.persona'(c, action) {
    const wizard = created(c);
    if (!action.calling && !action.demeanor) throw new RuleError('nothing to change', 'give calling: or demeanor:');
    const gm = isGm(c.state, c.actor);
    // A4: a change needs a compelling reason, judged by the GM; a first demeanor is the player's own choice.
    if (!gm && (action.calling || wizard.demeanor?.length)) throw new RuleError('a calling or demeanor changes only for a compelling reason, by the GM (RPG-A4)', 'ask the GM, who may call for a Wisdom action first');
    const calling = action.calling ? callingNamed(action.calling) : undefined;
    if (calling && !(CALLINGS as readonly string[]).includes(calling) && !gm) throw new RuleError(`"${calling}" is not one of the 24 callings (RPG-A2)`, 'choose from the list');
    const demeanor = action.demeanor ? readDemeanors(action.demeanor, gm) : undefined;
    return [ev('wizards.persona-set', { userId: c.userId, name: wizard.name, ...(calling ? { calling } : {}), ...(demeanor ? { demeanor } : {}) }, PUBLIC, c.actor)];
  },

  'wizards.library'(c, action, dice) {
    const wizard = created(c);
    const cards = parseLibraryList(action.list);
    // C20: a truncated deck (7 lands + 14 spells) is a library like any other, checked for its count as well.
    if (action.truncated) checkTruncatedDeck(cards);
    checkLibrary(wizard, cards);
    const d = recordingDice(dice);
    const order = shuffle(d, cards.map((_, i) => i));
    const hand = Math.min(wizardNumbers(wizard).handSize, order.length);
    return [
      ev('wizards.library-set', { userId: c.userId, name: wizard.name, ...saidOf(wizard), cards, order, hand, ...(action.truncated ? { truncated: true as const } : {}), rolled: d.drawn }, onlyPlayers(c.userId), c.actor),
      ev('wizards.library-noted', { userId: c.userId, name: wizard.name, cards: cards.length, ...(action.truncated ? { truncated: true } : {}) }, PUBLIC, c.actor),
    ];
  },

  /** RPG-B2: the GM calls for a check. */
  'wizards.call'(c, action) {
    gmOnly(c, 'the GM calls for checks');
    const wizard = created(c, BY_PLAYER);
    const call = calledCheck(action.what, action.by, action.dc, { ...(action.surprise ? { surprise: true } : {}), ...(action.opposed ? { opposed: true } : {}), ...(action.attempts ? { attempts: action.attempts } : {}), ...(action.helpers ? { helpers: action.helpers } : {}) });
    return [
      ev('wizards.called', { userId: c.userId, name: wizard.name, call }, GM_ONLY, c.actor),
      ev('wizards.call-noted', { userId: c.userId, name: wizard.name, what: call.what, by: call.skill ?? call.attribute }, PUBLIC, c.actor),
    ];
  },

  /** RPG-B3, B6, B12, B13: his answer. */
  'wizards.check'(c, action, dice) {
    const wizard = wizardsOf(c.state)[c.userId];
    if (!wizard?.called) throw new RuleError(`no check is called for ${c.player.character}`, 'the GM calls for one with /wizard call');
    const d = recordingDice(dice);
    const answer = answerCheck(wizard, wizard.called, { card: action.card, ...(action.power ? { power: action.power } : {}), ...(action.heroic ? { heroicXp: action.heroic } : {}) }, d, { landValue: landValue(c.state) });
    const change = libraryChange(wizard.library!, answer.library);
    return [
      ev('wizards.checked', { userId: c.userId, name: wizard.name, call: wizard.called, card: answer.card, ...(answer.power ? { power: answer.power } : {}), ...(action.heroic ? { xpSpent: action.heroic } : {}), result: answer.result, change, rolled: d.drawn, ...(answer.ranOut ? { ranOut: true } : {}) }, onlyPlayers(c.userId), c.actor),
      ev('wizards.check-noted', { userId: c.userId, name: wizard.name, what: wizard.called.what, success: answer.result.success, ...(answer.result.tie ? { tie: true } : {}) }, PUBLIC, c.actor),
    ];
  },

  /** RPG-A29, R3: his starting gold, or the GM's change. */
  'wizards.gold'(c, action, dice) {
    const { state, actor, userId } = c;
    const wizard = created(c);
    if (action.change !== undefined) {
      gmOnly(c, 'the GM keeps the purse');
      const gold = (wizard.gold ?? 0) + action.change;
      const words = wizardWords(state, userId);
      if (gold < 0) throw new RuleError(`${wizard.name} has ${wizard.gold ?? 0} gp`, `${words.subject} cannot pay more than ${words.subject} ${words.verb('has')}`);
      return [ev('wizards.gold-set', { userId, name: wizard.name, gold, change: action.change }, onlyPlayers(userId), actor)];
    }
    if (wizard.gold !== undefined) throw new RuleError(`${wizard.name} has drawn ${wizardWords(state, userId).possessive} starting gold already`, 'the GM changes it with /wizard gold change:');
    // A29, R3: 5 gp × the mana value of a referee card, a land 0.
    const drawer = refereeDrawer(state, dice, actor);
    const card = drawer.draw();
    const gold = 5 * checkValue(card, 0);
    return [...drawer.setUp, ev('wizards.gold-set', { userId, name: wizard.name, gold, change: gold, card: card.name, draw: drawer.draws[0]! }, onlyPlayers(userId), actor)];
  },

  /** RPG-C12: extra movement. */
  'wizards.move'(c, action) {
    const wizard = wizardsOf(c.state)[c.userId];
    if (!wizard?.library) throw new RuleError(`${c.player.character} has no library yet`, 'set it with /wizard library');
    const lib = wizard.library;
    const at = cardInHand(lib, action.card, c.forOther ? wizardWords(c.state, c.userId).possessive : 'your');
    const card = lib.cards[at]!;
    // R3: for extra movement a land counts 0 (its mana cost).
    const value = cardValue(card, { landValue: 0 });
    return [
      ev('wizards.moved', { userId: c.userId, name: wizard.name, card: card.name, spent: at, value, walk: wizardNumbers(wizard).walk + value }, onlyPlayers(c.userId), c.actor),
      ev('wizards.move-noted', { userId: c.userId, name: wizard.name }, PUBLIC, c.actor),
    ];
  },

  /** RPG-B15: a luck draw. */
  'wizards.luck'(c, _action, dice) {
    const wizard = wizardsOf(c.state)[c.userId];
    if (!wizard?.library || wizard.library.deck.length === 0) throw new RuleError(`${c.player.character} has no library to draw from`, 'set it with /wizard library');
    const d = recordingDice(dice);
    const lib = wizard.library;
    const card = lib.cards[lib.deck[d.int(0, lib.deck.length - 1)]!]!;
    // R3: a luck draw reads the casting cost (a land 0); D30: Lucky adds 3.
    const lucky = wizard.feats.includes('Lucky');
    const value = cardValue(card, { landValue: 0 }) + (lucky ? 3 : 0);
    return [ev('wizards.lucked', { userId: c.userId, name: wizard.name, card: card.name, value, lucky, rolled: d.drawn }, PUBLIC, c.actor)];
  },

  /** RPG-B7, C42: his renewal. */
  'wizards.renew'(c, action, dice) {
    const wizard = created(c);
    if ((action.bedRest || action.healerCare || action.nightCare) && !isGm(c.state, c.actor)) throw new RuleError('bed rest and care are the GM’s to grant', 'leave them out; the GM renews with them');
    const d = recordingDice(dice);
    const library = wizard.library ? renewLibrary(wizard.library, wizardNumbers(wizard).handSize, d, { reshuffleHand: action.newHand ?? false }) : undefined;
    const healed = healedAtRenewal({ cn: wizard.attributes.CN, ...(action.bedRest ? { bedRest: true } : {}), ...(action.healerCare ? { healerCare: true } : {}), ...(action.nightCare ? { nightCare: true } : {}) });
    const damage = Math.max(0, (wizard.damage ?? 0) - healed);
    const cards = wizard.library && library ? { change: libraryChange(wizard.library, library), hand: library.hand.length } : {};
    return [
      ev('wizards.renewed', { userId: c.userId, name: wizard.name, ...saidOf(wizard), ...cards, healed: (wizard.damage ?? 0) - damage, damage, rolled: d.drawn }, onlyPlayers(c.userId), c.actor),
      ev('wizards.renew-noted', { userId: c.userId, name: wizard.name, ...saidOf(wizard) }, PUBLIC, c.actor),
    ];
  },

  /** RPG-D2, D3, D4, D27, D61: XP spent in the sanctuary on one thing. */
  'wizards.train'(c, action) {
    const wizard = created(c);
    const picked = [action.attribute, action.skill, action.feat, action.spell, action.cohort].filter((x) => x !== undefined).length;
    if (picked !== 1) throw new RuleError('train one thing at a time', 'give one of attribute:, skill:, feat:, spell: or cohort:');
    const spell = action.spell ? spellToLearn(wizard, action.spell) : undefined;
    const training = trainingOf(action, spell);
    const { xp, what } = trainingXp(wizard, training, { gmApproved: isGm(c.state, c.actor) });
    if (xp > wizard.xp) throw new RuleError(`${what} costs ${xp} XP, and ${wizard.name} has ${wizard.xp} unspent`, 'the GM awards XP with /wizard xp');
    // D75, D76: the library with its new spell must still hold.
    if (spell) checkLibrary(trained(wizard, training, xp), learnSpell(wizard.library!, spell).cards);
    const { days, gold } = trainingTime(xp, action.fast);
    return [
      ev('wizards.trained', { userId: c.userId, name: wizard.name, what: spell ? `${spell.name} (${what})` : what, xp, days, gold, training, ...(spell ? { spell } : {}) }, onlyPlayers(c.userId), c.actor),
      ev('wizards.train-noted', { userId: c.userId, name: wizard.name, ...saidOf(wizard) }, PUBLIC, c.actor),
    ];
  },

  /** RPG-C43: the GM records his days without sleep. */
  'wizards.fatigue'(c, action) {
    gmOnly(c, 'the GM records fatigue');
    const wizard = created(c, BY_PLAYER);
    const after = { ...wizard, awake: action.days };
    const a = effectiveAttributes(after);
    // C43: a physical attribute at 0 puts him to sleep where he stands, 8 hours.
    const unconscious = a.ST === 0 || a.DX === 0 || a.CN === 0;
    const penalty = fatiguePenalty(after);
    return [
      ev('wizards.fatigue-set', { userId: c.userId, name: wizard.name, ...saidOf(wizard), awake: action.days, penalty, unconscious }, onlyPlayers(c.userId), c.actor),
      ev('wizards.fatigue-noted', { userId: c.userId, name: wizard.name, state: penalty === 0 ? 'rested' : unconscious ? 'asleep' : 'fatigued' }, PUBLIC, c.actor),
    ];
  },

  /** RPG-D1: the GM awards experience. */
  'wizards.xp'(c, action) {
    gmOnly(c, 'the GM awards experience');
    const wizard = created(c, BY_PLAYER);
    return [ev('wizards.xp-awarded', { userId: c.userId, name: wizard.name, xp: action.xp, total: wizard.xp + action.xp, ...(action.why ? { why: action.why } : {}) }, onlyPlayers(c.userId), c.actor)];
  },
};

export const decideWizards = decideBy(HANDLERS, context);
