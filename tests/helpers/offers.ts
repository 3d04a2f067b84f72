import { expect } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import type { GameState } from '../../src/engine/core/state.js';
import { CONSOLE_CHANNEL, ConsoleSession } from '../../src/console/session.js';
import { forcedDice, type DiceSource } from '../../src/engine/dice.js';
import { textOf, type recordingConsole } from './console.js';
import { memoryDatabase } from './test-database.js';
import { COMMANDS } from '../../src/commands/registry.js';

/**
 * Issue 27's walk of offers: "every hint, button and example the bot offers must be one the engine accepts at that
 * moment". The commands a message offers are the `/…` written between backticks; its buttons are the enabled ones.
 * Each offer is played on the game as it stands and taken back with the GM's `/gm undo`, which must give back the
 * very state the offers were made on (a replay per offer would cost seconds each).
 */

type Console = Awaited<ReturnType<typeof recordingConsole>> & { offering?: (on: boolean) => void };
type Message = LineOutcome['channel'][number];

/** The commands a text offers: each `/…` between backticks, its escaped quotes read back. */
export function commandsIn(text: string): string[] {
  return [...text.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]!.replace(/\\"/g, '"'));
}

/** A message's words as its reader sees them: content, and each embed's title, description, fields and footer. */
export function plainText(m: Message): string {
  const embeds = m.embeds as { title?: string; description?: string; fields?: { name: string; value: string }[]; footer?: { text: string } }[];
  return [m.content ?? '', ...embeds.flatMap((e) => [e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text ?? ''])].join('\n');
}

/**
 * A command a text names, read as the registry knows it: `/orders record phases:"H, R"` in a hint, in backticks or
 * not. `problems` lists what is not a real command, subcommand or option; `complete` when every required option is
 * there (only then is it an example to play: "record your phases with /orders record" points at a command).
 */
export interface Mention {
  line: string;
  /** Named as the GM's ("until the GM runs /campaign turn"): played by the GM, whoever reads it. */
  byGm?: boolean;
  /** Named as the step after another ("… with /board piece …, then /board starts"): that one's line. */
  after?: string;
  problems: string[];
  complete: boolean;
}

/** Every command a text names (a `/name` of a registered command, its subcommand and its `option:value` words). */
export function mentionsIn(text: string): Mention[] {
  const found: (Mention & { end: number })[] = [];
  const names = new Set(COMMANDS.map((c) => c.name));
  for (const m of text.matchAll(/(?<![\w/.:<])\/([a-z][a-z-]*)/g)) {
    const spec = COMMANDS.find((c) => c.name === m[1]);
    if (!spec) {
      // A slash word that is no command: a path (`a/b`) is excluded above; what is left is a wrong command name.
      if (!names.has(m[1]!) && /^[a-z]+$/.test(m[1]!) && text[m.index! - 1] === '`') found.push({ line: m[0], problems: [`no command /${m[1]}`], complete: false, end: m.index! + m[0].length });
      continue;
    }
    let rest = text.slice(m.index! + m[0].length);
    const words: string[] = [m[0]];
    const problems: string[] = [];
    let sub = spec.flat ? spec.subcommands[0] : undefined;
    const given = new Set<string>();
    const take = (re: RegExp) => {
      const t = re.exec(rest);
      if (!t) return undefined;
      rest = rest.slice(t[0].length);
      return t;
    };
    if (!spec.flat) {
      const t = take(/^ ([a-z][a-z-]*)(?=$|[\s`.,;:)])/);
      sub = t && spec.subcommands.find((s) => s.name === t[1]);
      // "/orders" alone names the command; in prose a word after it may be the sentence's ("/roll used 0 times"):
      // only a command written as code (in backticks) must have a real subcommand.
      if (!sub && !(t && text[m.index! - 1] === '`')) continue;
      if (!sub) problems.push(`/${spec.name} has no subcommand ${t![1]}`);
      words.push(t![1]!);
    }
    for (;;) {
      const t = take(/^ ([a-z][a-z-]*):("[^"]*"|<[^<>]*>|[^\s`]+)/);
      if (!t) break;
      let value = t[2]!;
      // A sentence's full stop or comma after an unquoted value is not part of it.
      if (!value.startsWith('"')) value = value.replace(/[.,;)]+$/, '');
      const option = sub?.options.find((o) => o.name === t[1]);
      if (sub && !option) problems.push(`/${spec.name} ${sub.name} has no option ${t[1]}`);
      given.add(t[1]!);
      words.push(`${t[1]}:${value}`);
    }
    const missing = sub?.options.filter((o) => o.required && !given.has(o.name)).map((o) => o.name) ?? [];
    const byGm = /\bthe GM\b[^.;]{0,25}$/.test(text.slice(Math.max(0, m.index! - 40), m.index));
    const previous = found.at(-1);
    const between = previous ? text.slice(previous.end, m.index) : '';
    found.push({ line: words.join(' '), problems, complete: !!sub && problems.length === 0 && missing.length === 0, ...(byGm ? { byGm } : {}), end: m.index! + m[0].length + (text.length - m.index! - m[0].length - rest.length), ...(previous && /\bthen\b/.test(between) && !/\n/.test(between) ? { after: previous.line } : {}) });
  }
  return found.map(({ end: _end, ...m }) => m);
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
  /** The command or `!click "id"`; a `<placeholder>` in it is filled from the walk's `fill` (playEachAndUndo). */
  line: string;
  as: readonly string[];
  /** Where it was offered, for the failure's message. */
  from: string;
  /** The step the hint names before it ("then"): played first (the first of its lines taken), undone with it. */
  after?: Offer;
}

/** The offers of some messages: their commands and (with `keep`) their buttons, for the users `as`. */
export function offersOf(messages: readonly Message[], as: readonly string[], from: string, keep?: (id: string) => boolean): Offer[] {
  const text = messages.map(textOf).join('\n');
  return [...commandsIn(text).map((c) => ({ line: c, as, from })), ...buttonsIn(messages, keep).map((b) => ({ line: `!click "${b}"`, as, from }))];
}

/**
 * The offers of some messages read as their reader reads them (`plainText`): every command they name in full (in
 * backticks or not) and every enabled button, for the users `as`. A named command that is no real command, subcommand
 * or option fails the test here (`where`); one missing a required option only points at the command and is not played.
 */
export function namedOffers(messages: readonly Message[], as: readonly string[], from: string, keep?: (id: string) => boolean): Offer[] {
  const mentions = messages.flatMap((m) => mentionsIn(plainText(m)));
  for (const m of mentions) expect.soft(m.problems, `${from}: ${m.line}`).toEqual([]);
  return [...mentions.filter((m) => m.complete).map((m) => ({ line: m.line, as: m.byGm ? ['gm'] : as, from, ...(m.after ? { after: { line: m.after, as, from } } : {}) })), ...buttonsIn(messages, keep).map((b) => ({ line: `!click "${b}"`, as, from }))];
}

/**
 * A recording console whose dice the walk can set aside: while offers are played (`offering(true)`), every die reads
 * its lowest face and every card draw the first card, so the path's own forced dice are left for the path — an offer
 * and its undo take nothing from them.
 */
export async function walkingConsole(dice: readonly number[], draws?: readonly number[]) {
  const database = await memoryDatabase();
  const path = forcedDice(dice, draws);
  let offering = false;
  const source: DiceSource = { int: (min, max) => (offering ? min : path.int(min, max)), card: (left) => (offering ? 0 : path.card!(left)) };
  const session = new ConsoleSession(database, source, { now: () => new Date('2026-11-22T12:00:00Z') });
  const seen: LineOutcome[] = [];
  const play = async (line: string) => {
    const o = await session.run(line);
    seen.push(o);
    return o;
  };
  return { play, database, session, dice: path, seen, offering: (on: boolean) => void (offering = on) };
}

/** Every line an offer stands for: each user of `as`, each placeholder filled with each of its values. */
function candidates(offer: Offer, fill: Readonly<Record<string, readonly string[]>>): string[] {
  let lines = [offer.line];
  // `<clearing>`, and `@player` (a user the hint leaves to the reader).
  for (const name of new Set([...offer.line.matchAll(/<[^<>]+>|@player\b/g)].map((m) => m[0]))) {
    const values = fill[name] ?? [];
    lines = lines.flatMap((l) => values.map((v) => l.split(name).join(v)));
  }
  return offer.as.flatMap((who) => lines.map((l) => `@${who} ${l}`));
}

/** A state without its undo stack (which an action and its undo leave one entry longer or shorter) and roll count. */
const withoutUndo = ({ undo: _undo, rollCount: _rolls, ...rest }: GameState & { rollCount?: number }) => rest;

/**
 * Plays each offer (once per distinct line and users) on the console's game and takes it back with `@gm /gm undo`,
 * checking the state after the undo is the one the offers were made on. A look or a form opened commits nothing, so
 * nothing is undone. A placeholder (`<clearing>`) is not playable as written: the walk plays the line with each value
 * `fill` gives it and needs one taken (none given: the offer fails). Returns the lines played, `@user …`, in order.
 */
export async function playEachAndUndo(g: Console, offers: readonly Offer[], context: string, opts: { channel?: string; fill?: Readonly<Record<string, readonly string[]>> } = {}): Promise<string[]> {
  const channel = opts.channel ?? CONSOLE_CHANNEL;
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
    let actions = 0;
    // The step before it, first: the first of its lines that is taken.
    let prelude: string | undefined;
    for (const line of offer.after ? candidates(offer.after, opts.fill ?? {}) : []) {
      g.offering?.(true);
      const o = await g.play(line).finally(() => g.offering?.(false));
      if (!o.ok) continue;
      prelude = line;
      actions += new Set((o.events ?? []).map((e) => e.actionSeq)).size;
      break;
    }
    expect.soft(!offer.after || prelude, `${context}: \`${offer.after?.line}\`, the step before \`${offer.line}\`, refused`).toBeTruthy();
    const lines = candidates(offer, opts.fill ?? {});
    expect.soft(lines.length, `${context}: \`${offer.line}\` (${offer.from}) has a placeholder the walk cannot fill`).toBeGreaterThan(0);
    for (const line of lines) {
      g.offering?.(true);
      const o = await g.play(line).finally(() => g.offering?.(false));
      if (o.ok) {
        taken = line;
        // A command may commit several actions (/game start deals, then places the characters): each is undone.
        actions += new Set((o.events ?? []).map((e) => e.actionSeq)).size;
        break;
      }
      refusals.push(`${line}: ${o.error ?? textOf(o.reply)}`);
    }
    // Soft: every refused offer of the walk is reported, not only the first.
    expect.soft(taken, `${context}: \`${offer.line}\` was offered (${offer.from}) and refused — ${refusals.join(' | ')}`).toBeDefined();
    if (taken) played.push(prelude ? `${prelude} → ${taken}` : taken);
    if (!actions) continue;
    if (!gameId || (await store.version(gameId)) === version) continue;
    for (let i = 0; i < Math.max(actions, 1); i++) {
      g.offering?.(true);
      const undone = await g.play('@gm /gm undo').finally(() => g.offering?.(false));
      expect(undone.ok, `${context}: undo after ${taken}: ${undone.error}`).toBe(true);
    }
    expect(await now(), `${context}: the state after ${taken} and its undo`).toEqual(before);
    version = await store.version(gameId);
  }
  return played;
}

/**
 * Every offer an outcome makes: its public messages' for the table (one of them must take it), each one's private
 * messages' for him. `each` names the public offers meant for each of some users (the channel's `/orders record`
 * example is for every player it calls): each of them must take it as written.
 */
export function offersAfter(o: LineOutcome, table: readonly string[], each: (line: string) => readonly string[] | undefined = () => undefined): Offer[] {
  return [
    ...namedOffers(publicMessages(o), table, `the channel after ${o.line}`).flatMap((offer) => each(offer.line)?.map((who) => ({ ...offer, as: [who] })) ?? [offer]),
    ...table.flatMap((who) => namedOffers(privateMessages(o, who), [who], `${who}'s private reply or messages after ${o.line}`)),
  ];
}

/**
 * A walk along lines of play: `step` plays a line (expected taken) and then every offer its outcome makes, and those
 * of the looks given (each player's own view), each undone; `refused` plays lines expected refused and then each
 * refusal's offers (`ofRefusal`, default: the commands its hint names in full). `walked` is every offer played.
 */
export function walker(g: Awaited<ReturnType<typeof walkingConsole>>, table: readonly string[], opts: { fill?: Readonly<Record<string, readonly string[]>>; each?: (line: string) => readonly string[] | undefined; ofRefusal?: (o: LineOutcome) => Offer[] } = {}) {
  const walked: string[] = [];
  const ofRefusal = opts.ofRefusal ?? ((o: LineOutcome) => namedOffers([o.reply], [o.user], `the refusal of ${o.line}`));
  return {
    walked,
    async step(line: string, looks: readonly string[] = []): Promise<LineOutcome> {
      const o = await g.play(line);
      expect(o.ok, `${line}: ${textOf(o.reply)}`).toBe(true);
      const offers = offersAfter(o, table, opts.each);
      for (const look of looks) {
        const seen = await g.play(look);
        expect(seen.ok, `${look}: ${textOf(seen.reply)}`).toBe(true);
        offers.push(...offersAfter(seen, table, opts.each));
      }
      walked.push(...(await playEachAndUndo(g, offers, `after ${line}`, { fill: opts.fill })));
      return o;
    },
    async refused(lines: readonly string[]): Promise<void> {
      const offers: Offer[] = [];
      for (const line of lines) {
        const o = await g.play(line);
        expect(o.ok, `${line} was to be refused`).toBe(false);
        // Every command its hint names is a real one (namedOffers checks); those named in full are played.
        offers.push(...ofRefusal(o));
      }
      walked.push(...(await playEachAndUndo(g, offers, `the refusals ${lines.join(' / ')}`, { fill: opts.fill })));
    },
  };
}
