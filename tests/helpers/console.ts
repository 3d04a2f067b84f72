import { expect } from 'vitest';
import { forcedDice } from '../../src/engine/dice.js';
import { ConsoleSession, type LineOutcome } from '../../src/console/session.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from './test-database.js';

/**
 * A console on an in-memory database with forced dice, as `npm run play -- --data :memory: --dice …` runs. Its pictures
 * are drawn only with an `imagesDir` (the pictures' own tests, tests/render, draw and look at them).
 */
export async function consoleWith(dice: number[] = [], opts: { imagesDir?: string; draws?: number[] } = {}): Promise<{ play: (line: string) => Promise<LineOutcome>; database: Database; session: ConsoleSession; dice: ReturnType<typeof forcedDice> }> {
  const database = await memoryDatabase();
  const forced = forcedDice(dice, opts.draws);
  const session = new ConsoleSession(database, forced, { ...(opts.imagesDir ? { imagesDir: opts.imagesDir } : {}), now: () => new Date('2026-11-22T12:00:00Z') });
  return { play: (line) => session.run(line), database, session, dice: forced };
}

/** A console that keeps every outcome, in order (`seen`), for checks over everything a game showed. */
export async function recordingConsole(dice: number[] = [], opts: { imagesDir?: string; draws?: number[] } = {}) {
  const c = await consoleWith(dice, opts);
  const seen: LineOutcome[] = [];
  const play = async (line: string) => {
    const o = await c.play(line);
    seen.push(o);
    return o;
  };
  return { ...c, play, seen };
}

/** All the text a message shows, for "does this appear anywhere" checks. */
export function textOf(m: { content?: string; embeds: unknown[] }): string {
  return JSON.stringify([m.content ?? '', m.embeds]);
}

/** Everything an outcome shows to the public: a non-ephemeral reply, the channel posts and the status messages. */
export function publicText(o: LineOutcome): string {
  return [o.reply.ephemeral ? '' : textOf(o.reply), ...o.channel.map(textOf), ...(o.status ?? []).map((s) => textOf(s.message))].join('\n');
}

/** Plays a line and expects it taken: a refusal fails the test with the line and the reply. */
export async function playOk(play: (line: string) => Promise<LineOutcome>, line: string): Promise<LineOutcome> {
  const o = await play(line);
  expect(o.ok, `${line}: ${textOf(o.reply)}`).toBe(true);
  return o;
}

/** Plays the lines in turn, expecting each taken (playOk). */
export async function playAllOk(play: (line: string) => Promise<LineOutcome>, lines: readonly string[]): Promise<void> {
  for (const line of lines) await playOk(play, line);
}
