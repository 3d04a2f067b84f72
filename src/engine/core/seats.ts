import type { LifecycleEventPayloads } from './events.js';
import type { LogReader } from './part.js';
import { findPlayer, isGm, type CoreState } from './state.js';
import type { StoredEvent, Viewer } from './types.js';
import { canSee } from './view.js';

/** One stretch of the log during which a holder — a player's user id, or an unplayed character's seat — held a character. */
interface Span {
  holder: string;
  character: string;
  /** The seq of the event that gave it to him. */
  from: number;
  /** The seq of the event that took it from him (Infinity while he holds it). */
  to: number;
}

/**
 * Who held each character when, read from the log's own events: a join opens a stretch, `/game leave` passes the
 * character to its seat, `/game replace` to the new player. An undone one never happened: who took a character
 * over by mistake, and was undone, inherits none of its secrets.
 */
export class SeatHistory {
  private readonly spans: Span[] = [];
  private readonly open = new Map<string, Span>();

  constructor(events: readonly StoredEvent[]) {
    const undone = new Set(events.filter((e) => e.type === 'action.undone').map((e) => (e.payload as LifecycleEventPayloads['action.undone']).actionSeq));
    for (const e of events) {
      if (undone.has(e.actionSeq)) continue;
      if (e.type === 'game.joined') {
        const p = e.payload as LifecycleEventPayloads['game.joined'];
        this.pass(p.character, p.userId, e.seq);
      } else if (e.type === 'game.left') {
        const p = e.payload as LifecycleEventPayloads['game.left'];
        this.pass(p.character, p.seat, e.seq);
      } else if (e.type === 'game.replaced') {
        const p = e.payload as LifecycleEventPayloads['game.replaced'];
        this.pass(p.character, p.to.id, e.seq);
      }
    }
  }

  /** The character passes to `holder` at `seq`. */
  private pass(character: string, holder: string, seq: number): void {
    const key = character.toLowerCase();
    const current = this.open.get(key);
    if (current) current.to = seq;
    const span: Span = { holder, character, from: seq, to: Infinity };
    this.spans.push(span);
    this.open.set(key, span);
  }

  /** The character a holder held when the event `seq` happened. */
  characterAt(holder: string, seq: number): string | undefined {
    return this.spans.find((s) => s.holder === holder && s.from <= seq && seq < s.to)?.character;
  }

  /** Whether this user held the character at some time after `seq` (he took it over, or still holds it). */
  heldAfter(userId: string, character: string, seq: number): boolean {
    return this.spans.some((s) => s.holder === userId && s.character === character && s.to > seq);
  }

  /** The character a user played last (for older log lines that name only his id). */
  lastCharacterOf(userId: string): string | undefined {
    let last: string | undefined;
    for (const s of this.spans) if (s.holder === userId) last = s.character;
    return last;
  }
}

/**
 * The events of a log this viewer may read. The GM and the co-GMs read all of it; anyone else the public events
 * and those shown to him — and, since a character's secrets are the character's, those its earlier player (or its
 * seat while nobody played it) was shown while holding it, once the viewer has taken it over (`/game replace`).
 * A spectator reads only the public events.
 */
export function readableEvents(events: readonly StoredEvent[], game: Pick<CoreState, 'gm' | 'coGms' | 'actingGm'>, viewer: Viewer): StoredEvent[] {
  if (isGm(game, viewer.userId)) return [...events];
  const seats = new SeatHistory(events);
  return events.filter((e) => canSee(e, game, viewer) || inherited(e, seats, viewer.userId));
}

function inherited(e: StoredEvent, seats: SeatHistory, userId: string): boolean {
  if (e.visibility.kind !== 'players' || userId === '') return false;
  return e.visibility.userIds.some((holder) => {
    const character = seats.characterAt(holder, e.seq);
    return character !== undefined && seats.heldAfter(userId, character, e.seq);
  });
}

/** Who reads a log, in the terms its lines need: the viewer, whether he runs the game, and the character each id played. */
export function logReaderOf(events: readonly StoredEvent[], game: Pick<CoreState, 'gm' | 'coGms' | 'actingGm' | 'players'>, viewer: Viewer): LogReader {
  const seats = new SeatHistory(events);
  return { viewer, isGm: isGm(game, viewer.userId), characterOf: (id) => findPlayer(game, id)?.character ?? seats.lastCharacterOf(id) };
}
