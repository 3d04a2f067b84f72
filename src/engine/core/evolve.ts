import { applyDraw, applySetDeck } from '../rulesets/mtg-rpg/deck-rules.js';
import { applyCampaignEvent, type CampaignEvent } from '../rulesets/mtg-rpg/campaign/rules.js';
import { applyBoardEvent, type BoardEvent } from '../rulesets/magic-realm/board/rules.js';
import { applyPlayEvent, type PlayEvent } from '../rulesets/magic-realm/play/rules.js';
import type { CoreEvent } from './events.js';
import { UNDO_DEPTH, type GameState, type UndoEntry } from './state.js';
import type { StoredEvent } from './types.js';

/** Events that are facts of the log but change nothing /gm undo should restore. */
const NOT_UNDOABLE = new Set(['game.created', 'action.undone', 'roll.private-made', 'deck.announced', 'campaign.notice', 'campaign.report', 'campaign.realm-report', 'board.notice', 'mr.record-noted']);

/**
 * Applies one stored event to the state. Pure. The first undoable event of each action records the
 * state before it, so /gm undo can restore it by appending an `action.undone` event.
 */
export function evolve(state: GameState | undefined, stored: StoredEvent): GameState {
  const e = stored as StoredEvent & CoreEvent;
  if (e.type === 'game.created') return created(e.payload);
  if (!state) throw new Error(`event ${e.type} #${stored.seq} arrived before its game was created`);
  const recorded = recordUndo(state, stored);
  return apply(recorded, e);
}

function created(p: Extract<CoreEvent, { type: 'game.created' }>['payload']): GameState {
  return {
    id: p.id,
    channelId: p.channelId,
    guildId: p.guildId,
    ruleset: p.ruleset,
    options: p.options,
    gm: p.gm,
    players: [],
    status: 'setup',
    createdAt: p.at,
    rollCount: 0,
    undo: [],
  };
}

function apply(state: GameState, e: StoredEvent & CoreEvent): GameState {
  switch (e.type) {
    case 'game.created':
      return state;
    case 'game.joined':
      return { ...state, players: [...state.players, { userId: e.payload.userId, userName: e.payload.userName, character: e.payload.character }] };
    case 'game.option-set':
      return { ...state, options: { ...state.options, [e.payload.key]: e.payload.value } };
    case 'game.started':
      return { ...state, status: 'playing' };
    case 'game.ended':
      return { ...state, status: 'ended' };
    case 'dice.rolled':
    case 'table.rolled':
      return { ...state, rollCount: state.rollCount + 1 };
    case 'roll.private-made':
    case 'deck.announced':
      return state;
    case 'deck.set':
      return applySetDeck(state, e.payload.cards);
    case 'deck.drawn':
      return applyDraw(state, e.payload);
    case 'action.undone': {
      const entry = state.undo[state.undo.length - 1];
      if (!entry || entry.actionSeq !== e.payload.actionSeq) {
        throw new Error(`undo of action ${e.payload.actionSeq} does not match the undo history`);
      }
      return { ...entry.before, undo: state.undo.slice(0, -1) };
    }
    default: {
      if ((e as StoredEvent).type.startsWith('campaign.')) return applyCampaignEvent(state, e as unknown as CampaignEvent);
      if ((e as StoredEvent).type.startsWith('board.')) return applyBoardEvent(state, e as unknown as BoardEvent);
      if ((e as StoredEvent).type.startsWith('mr.')) return applyPlayEvent(state, e as unknown as PlayEvent);
      // An event of a ruleset this version does not know: keep the state, never lose the log.
      return state;
    }
  }
}

function recordUndo(state: GameState, stored: StoredEvent): GameState {
  if (NOT_UNDOABLE.has(stored.type)) return state;
  const top = state.undo[state.undo.length - 1];
  if (top?.actionSeq === stored.actionSeq) return state;
  const { undo, ...before } = state;
  const entry: UndoEntry = { actionSeq: stored.actionSeq, summary: summarize(stored as StoredEvent & CoreEvent), before };
  return { ...state, undo: [...undo, entry].slice(-UNDO_DEPTH) };
}

/** A few words naming an action, for "/gm undo: undid …". */
export function summarize(e: StoredEvent & CoreEvent): string {
  switch (e.type) {
    case 'game.joined':
      return `${e.payload.userName} joining as ${e.payload.character}`;
    case 'game.option-set':
      return `setting ${e.payload.key}`;
    case 'game.started':
      return 'the start of play';
    case 'game.ended':
      return 'the end of the game';
    case 'dice.rolled':
    case 'table.rolled':
      if (e.payload.private) return `${e.payload.by.name}'s private roll`;
      if (e.type === 'dice.rolled') return `${e.payload.by.name}'s roll of ${e.payload.notation}`;
      return `${e.payload.by.name}'s roll on the ${e.payload.title} table`;
    case 'deck.drawn':
      return e.payload.secret ? `a secret referee-deck check` : `the referee-deck check "${e.payload.check}"`;
    case 'deck.set':
      return 'the new referee deck';
    default:
      return summarizeCampaign(e as unknown as StoredEvent & CampaignEvent) ?? summarizeBoard(e as unknown as StoredEvent & BoardEvent) ?? summarizePlay(e as unknown as StoredEvent & PlayEvent) ?? e.type;
  }
}

/** Folds a whole history (or the tail after a snapshot). */
export function replay(events: readonly StoredEvent[], from?: GameState): GameState | undefined {
  return events.reduce<GameState | undefined>((s, e) => evolve(s, e), from);
}

/** A few words naming a campaign action, for "/gm undo: undid …". */
function summarizeCampaign(e: StoredEvent & CampaignEvent): string | undefined {
  switch (e.type) {
    case 'campaign.created':
      return 'the creation of the campaign';
    case 'campaign.turn-resolved':
      return `campaign turn ${e.payload.campaign.turn}`;
    case 'campaign.deck-set':
      return 'the campaign turn';
    case 'campaign.settings-set':
      return `the campaign setting ${e.payload.key}`;
    case 'campaign.hexes-set':
      return 'a change to the campaign map';
    case 'campaign.realm-set':
      // The undo notice is public: name the sheet, never its private figures.
      return `a change to the sheet of ${e.payload.realm.name}`;
    case 'campaign.orders-set':
      return `new orders for a realm`;
    default:
      return undefined;
  }
}

/** A few words naming a board action, for "/gm undo: undid …" (public: never a hidden piece's place). */
function summarizeBoard(e: StoredEvent & BoardEvent): string | undefined {
  switch (e.type) {
    case 'board.laid':
      return 'the board layout';
    case 'board.dealt':
      return 'the deal of the tiles';
    case 'board.chits-set':
      return 'the chit set-up';
    case 'board.placed':
      return `${e.payload.by.name} placing ${e.payload.tile.code}`;
    case 'board.ambush-swapped':
      return 'the Ambush swap';
    case 'board.picked':
      return `${e.payload.by.name}'s pick of a character`;
    case 'board.side-set':
      return `turning over ${e.payload.code}`;
    case 'board.piece-set':
      return e.visibility.kind === 'public' ? `placing ${e.payload.piece.label}` : 'a change to the board';
    case 'board.piece-removed':
      return e.visibility.kind === 'public' ? `removing ${e.payload.label}` : 'a change to the board';
    case 'board.discovered':
      return 'a discovery';
    default:
      return undefined;
  }
}

/** A few words naming a day's action, for "/gm undo: undid …" (public: never an order or a secret). */
function summarizePlay(e: StoredEvent & PlayEvent): string | undefined {
  switch (e.type) {
    case 'mr.numbers-set':
      return "a change to a character's numbers";
    case 'mr.setup-told':
      return 'a set-up secret told to the GM';
    case 'mr.setup-revealed':
      return 'the reveal of the set-up secrets';
    case 'mr.whispered':
      return 'a whisper';
    case 'mr.calendar-started':
      return 'the start of the calendar';
    case 'mr.recorded':
      return 'recorded orders';
    case 'mr.daylight':
      return 'the start of Daylight';
    case 'mr.turn':
      return `${e.payload.name}'s turn`;
    case 'mr.part':
      return e.payload.part;
    case 'mr.new-day':
      return 'the new day';
    default:
      return undefined;
  }
}
