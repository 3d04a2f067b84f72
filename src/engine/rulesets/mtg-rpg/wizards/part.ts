/**
 * The MtG RPG's wizards (issue 15): a player creates his wizard with the seed's checks (creation.ts); the sheet is his
 * and the GM's, and the table sees his name, calling and primary colour. Undo words are public: never a number.
 */
import { z } from 'zod';
import { userRef } from '../../../core/actions.js';
import { definePart, eventMaker } from '../../../core/part.js';
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type Viewer } from '../../../core/types.js';
import { CALLINGS, COLOURS, createWizard, RENEWALS, wizardNumbers, type Colour, type Library, type Wizard } from './creation.js';
import { recordingDice, shuffle } from '../../../dice.js';
import { parseDeckList } from '../referee-deck.js';
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
    player: z.string().trim().min(1).max(64).optional(),
    attributes: z.string().trim().min(1).max(200),
    skills: z.string().trim().min(1).max(600),
    primary: z.enum(COLOURS),
    calling: z.string().trim().min(1).max(60),
    renewal: z.enum(RENEWALS),
  }),
  /** His library as a list (the referee deck's list format), shuffled, and his hand drawn (RPG-A13, C2). */
  z.object({ type: z.literal('wizard.library'), actor: userRef, player: z.string().trim().min(1).max(64).optional(), list: z.string().trim().min(1).max(6000) }),
] as const;

export interface WizardEventPayloads {
  /** His sheet as created (his and the GM's). */
  'wizard.created': { userId: string; wizard: Wizard };
  /** What the table learns of him (public). */
  'wizard.introduced': { userId: string; name: string; calling: string; primary: Colour };
  /** His library set, shuffled with the dice (`order`: the shuffle's result) and his hand drawn (his and the GM's). */
  'wizard.library-set': { userId: string; name: string; library: Library; rolled: number[] };
  /** The table learns only how many cards his library holds (public). */
  'wizard.library-noted': { userId: string; name: string; cards: number };
}

const ev = eventMaker<WizardEventPayloads>();

/** What one viewer sees of the wizards: the whole sheet of his own (every sheet for the GM), the public part of others'. */
export interface WizardView {
  userId: string;
  name: string;
  calling: string;
  primary: Colour;
  /** His and the GM's only. */
  sheet?: Wizard & { numbers: ReturnType<typeof wizardNumbers> };
}

export const wizardsOf = (state: GameState): Record<string, Wizard> => state.wizards ?? {};

export function wizardViewFor(state: GameState, viewer: Viewer): WizardView[] | undefined {
  if (state.ruleset !== 'mtg-rpg') return undefined;
  const gm = viewer.userId !== '' && isGm(state, viewer.userId);
  return Object.entries(wizardsOf(state)).map(([userId, w]) => ({
    userId,
    name: w.name,
    calling: w.calling,
    primary: w.primary,
    ...(gm || viewer.userId === userId ? { sheet: { ...w, numbers: wizardNumbers(w) } } : {}),
  }));
}

export const wizardsPart = definePart<typeof WIZARD_ACTIONS, WizardEventPayloads, WizardView[]>({
  id: 'wizards',
  actions: WIZARD_ACTIONS,
  decide(state, action, dice) {
    if (state.ruleset !== 'mtg-rpg') throw new RuleError('wizards are the MtG RPG’s', 'a Magic Realm character is chosen with /game join character:<name>');
    const actor = action.actor.id;
    if (action.player && !isGm(state, actor)) throw new RuleError("the option player: is the GM's", 'leave player: out to act for your own wizard');
    const userId = action.player ?? actor;
    const player = findPlayer(state, userId);
    if (!player) throw new RuleError(action.player ? 'that player has not joined this game' : 'you have not joined this game', 'join with /game join character:<your wizard’s name> first');
    if (action.type === 'wizard.library') {
      const wizard = wizardsOf(state)[userId];
      if (!wizard) throw new RuleError(`${player.character} is not created yet`, 'create him first with /wizard create');
      const cards = parseDeckList(action.list.split(/[;\n]/).join('\n')).map((c) => ({ name: c.name, cost: c.cost, land: c.land }));
      const d = recordingDice(dice);
      const order = shuffle(d, cards.map((_, i) => i));
      const size = wizardNumbers(wizard).handSize;
      const library: Library = { cards, deck: order.slice(size), hand: order.slice(0, size), graveyard: [] };
      return [
        ev('wizard.library-set', { userId, name: wizard.name, library, rolled: d.drawn }, onlyPlayers(userId), actor),
        ev('wizard.library-noted', { userId, name: wizard.name, cards: cards.length }, PUBLIC, actor),
      ];
    }
    if (wizardsOf(state)[userId]) throw new RuleError(`${player.character} is created already`, 'the GM takes a creation back with /gm undo');
    const calling = CALLINGS.find((c) => c.toLowerCase() === action.calling.toLowerCase()) ?? action.calling;
    const wizard = createWizard({ name: player.character, attributes: parseAttributes(action.attributes), skills: parseSkills(action.skills), primary: action.primary, calling, renewal: action.renewal });
    return [
      ev('wizard.created', { userId, wizard }, onlyPlayers(userId), actor),
      ev('wizard.introduced', { userId, name: wizard.name, calling: wizard.calling, primary: wizard.primary }, PUBLIC, actor),
    ];
  },
  evolve(state, e) {
    if (e.type === 'wizard.created') return { ...state, wizards: { ...wizardsOf(state), [e.payload.userId]: e.payload.wizard } };
    if (e.type === 'wizard.library-set') {
      const w = wizardsOf(state)[e.payload.userId];
      return w ? { ...state, wizards: { ...wizardsOf(state), [e.payload.userId]: { ...w, library: e.payload.library } } } : state;
    }
    return state;
  },
  viewFor: wizardViewFor,
  events: {
    'wizard.created': { log: (e) => `🔒 ${e.payload.wizard.name}'s sheet: ${Object.entries(e.payload.wizard.attributes).map(([a, v]) => `${a} ${v}`).join(', ')}`, undo: (e) => `the creation of ${e.payload.wizard.name}` },
    'wizard.introduced': { log: (e) => `${e.payload.name} the wizard joins the table: ${e.payload.calling}, ${e.payload.primary} mana`, undo: false },
    'wizard.library-set': { log: (e) => `🔒 ${e.payload.name}'s library: ${e.payload.library.cards.length} cards, shuffled; his hand: ${e.payload.library.hand.map((i) => e.payload.library.cards[i]!.name).join(', ')}`, undo: (e) => `${e.payload.name}'s library` },
    'wizard.library-noted': { log: (e) => `${e.payload.name}'s library is set: ${e.payload.cards} cards`, undo: false },
  },
});
