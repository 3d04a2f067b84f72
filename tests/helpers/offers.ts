import { expect } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import type { GameState } from '../../src/engine/core/state.js';
import { CONSOLE_CHANNEL } from '../../src/console/session.js';
import { textOf, type recordingConsole } from './console.js';

/**
 * Issue 27's walk of offers: "every hint, button and example the bot offers must be one the engine accepts at that
 * moment". The commands a message offers are the `/…` written between backticks; its buttons are the enabled ones.
 * Each offer is played on the game as it stands and taken back with the GM's `/gm undo`, which must give back the
 * very state the offers were made on (a replay per offer would cost seconds each).
 */

type Console = Awaited<ReturnType<typeof recordingConsole>>;
type Message = LineOutcome['channel'][number];

/** The commands a text offers: each `/…` between backticks, its escaped quotes read back. */
export function commandsIn(text: string): string[] {
  return [...text.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]!.replace(/\\"/g, '"'));
}

/** The ids of the enabled buttons under these messages, those `keep` says are offers (all, left out). */
export function buttonsIn(messages: readonly Message[], keep: (id: string) => boolean = () => true): string[] {
  return messages.flatMap((m) => m.buttons.filter((b) => !b.disabled).map((b) => b.id)).filter(keep);
}

/** What an outcome shows everyone: a reply that is not ephemeral, the channel's posts and the status messages. */
export function publicMessages(o: LineOutcome): Message[] {
  return [...(o.reply.ephemeral ? [] : [o.reply]), ...o.channel, ...(o.status ?? []).map((s) => s.message)];
}

/** What an outcome shows `user` alone: his ephemeral reply (and what follows it) and his private messages. */
export function privateMessages(o: LineOutcome, user: string): Message[] {
  return [...(o.reply.ephemeral && o.user === user ? [o.reply, ...(o.replyContinued ?? [])] : []), ...o.direct.filter((d) => d.to === user).map((d) => d.message)];
}

/**
 * One offer to play: `line` without its user, played by `as` in turn until one takes it. A private offer has one
 * user (its reader); a public one lists everyone it may be meant for (the walk's reading: someone at the table must
 * be able to do it as written).
 */
export interface Offer {
  line: string;
  as: readonly string[];
  /** Where it was offered, for the failure's message. */
  from: string;
}

/** The offers of some messages: their commands and (with `keep`) their buttons, for the users `as`. */
export function offersOf(messages: readonly Message[], as: readonly string[], from: string, keep?: (id: string) => boolean): Offer[] {
  const text = messages.map(textOf).join('\n');
  return [...commandsIn(text).map((c) => ({ line: c, as, from })), ...buttonsIn(messages, keep).map((b) => ({ line: `!click "${b}"`, as, from }))];
}

/** A state without its undo stack (which an action and its undo leave one entry longer or shorter) and roll count. */
const withoutUndo = ({ undo: _undo, rollCount: _rolls, ...rest }: GameState & { rollCount?: number }) => rest;

/**
 * Plays each offer (once per distinct line and users) on the console's game and takes it back with `@gm /gm undo`,
 * checking the state after the undo is the one the offers were made on. A look or a form opened commits nothing, so
 * nothing is undone. Returns the lines played, `@user …`, in order.
 */
export async function playEachAndUndo(g: Console, offers: readonly Offer[], context: string, channel = CONSOLE_CHANNEL): Promise<string[]> {
  const played: string[] = [];
  const store = g.session.services.store;
  const gameId = await store.activeGameId(channel);
  const now = async () => {
    const state = await store.channelGame(channel);
    return state && withoutUndo(state);
  };
  const before = await now();
  let version = gameId ? await store.version(gameId) : 0;
  const seen = new Set<string>();
  for (const offer of offers) {
    const key = `${offer.as.join(',')} ${offer.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const refusals: string[] = [];
    let taken: string | undefined;
    for (const who of offer.as) {
      const line = `@${who} ${offer.line}`;
      const o = await g.play(line);
      if (o.ok) {
        taken = line;
        break;
      }
      refusals.push(`${line}: ${o.error ?? textOf(o.reply)}`);
    }
    expect(taken, `${context}: \`${offer.line}\` was offered (${offer.from}) and refused — ${refusals.join(' | ')}`).toBeDefined();
    played.push(taken!);
    if (!gameId || (await store.version(gameId)) === version) continue;
    const undone = await g.play('@gm /gm undo');
    expect(undone.ok, `${context}: undo after ${taken}: ${undone.error}`).toBe(true);
    expect(await now(), `${context}: the state after ${taken} and its undo`).toEqual(before);
    version = await store.version(gameId);
  }
  return played;
}
