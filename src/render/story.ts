import type { LifecycleEventPayloads } from '../engine/core/events.js';
import { logReaderOf } from '../engine/core/seats.js';
import type { GameState } from '../engine/core/state.js';
import type { StoredEvent, UserRef, Visibility } from '../engine/core/types.js';
import { describeEvent } from '../engine/parts.js';
import { rulesetOf } from '../engine/rulesets/view.js';

/** One entry of a game's whole story: when, who, what (as the GM reads it), and for a secret who saw it. */
export interface StoryEntry {
  seq: number;
  at: string;
  by: string;
  text: string;
  /** Who saw it, when it was a secret: "the GM", "Bob and the GM". */
  secret?: string;
  undone: boolean;
}

/**
 * Everyone the log names, by id: the GM, the co-GMs, every player who ever joined or took a character over, and an
 * unplayed character's seat (as "nobody (Amazon)"). Older names first, so the newest name of an id wins.
 */
function peopleOf(events: readonly StoredEvent[], game: GameState): Map<string, string> {
  const names = new Map<string, string>();
  const add = (u: unknown) => {
    const ref = u as Partial<UserRef> | undefined;
    if (typeof ref?.id === 'string' && typeof ref.name === 'string') names.set(ref.id, ref.name);
  };
  for (const e of events) {
    const p = e.payload as Record<string, unknown>;
    add(p.by);
    switch (e.type) {
      case 'game.created':
        add((p as LifecycleEventPayloads['game.created']).gm);
        break;
      case 'game.joined': {
        const j = p as LifecycleEventPayloads['game.joined'];
        add({ id: j.userId, name: j.userName });
        break;
      }
      case 'game.left': {
        const l = p as LifecycleEventPayloads['game.left'];
        add({ id: l.seat, name: `nobody (${l.character})` });
        break;
      }
      case 'game.replaced':
        add((p as LifecycleEventPayloads['game.replaced']).to);
        break;
      case 'game.gm-added':
        add((p as LifecycleEventPayloads['game.gm-added']).user);
        break;
    }
  }
  for (const u of [game.gm, ...Object.values(game.coGms ?? {})]) add(u);
  for (const p of game.players) add({ id: p.userId, name: p.userName });
  return names;
}

function audience(v: Visibility, nameOf: (id: string) => string): string | undefined {
  switch (v.kind) {
    case 'public':
      return undefined;
    case 'gm':
      return 'the GM';
    case 'players':
      return v.userIds.length ? `${v.userIds.map(nameOf).join(', ')} and the GM` : 'the GM';
  }
}

/** The whole log as the GM reads it (every secret), oldest first: the story an export or a reveal tells. */
export function storyOf(events: readonly StoredEvent[], game: GameState): StoryEntry[] {
  const reader = logReaderOf(events, game, { userId: game.gm.id });
  const people = peopleOf(events, game);
  const nameOf = (id: string) => people.get(id) ?? id;
  const undone = new Set(events.filter((e) => e.type === 'action.undone').map((e) => (e.payload as LifecycleEventPayloads['action.undone']).actionSeq));
  return events.map((e) => {
    const secret = audience(e.visibility, nameOf);
    return { seq: e.seq, at: e.at, by: nameOf(e.actor), text: describeEvent(e, reader), ...(secret ? { secret } : {}), undone: undone.has(e.actionSeq) };
  });
}

/** A time as the story prints it: `2026-11-22 12:00 UTC` (the stored time as it is when it is not an ISO time). */
export const storyTime = (at: string): string => (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(at) ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : at);

/** An entry's line: what happened, who did it, and for a secret who saw it (the date is the caller's to add). */
export const storyLine = (entry: StoryEntry): string =>
  entry.secret ? `${entry.by}: ${entry.text.replace(/^🔒 /, '')} — 🔒 secret, seen by ${entry.secret}` : `${entry.by}: ${entry.text}`;

/** The story as a Markdown file: who ran and played the game, then every entry with its date, secrets marked. */
export function storyMarkdown(events: readonly StoredEvent[], game: GameState, exportedAt: string): string {
  const title = rulesetOf(game)?.title ?? game.ruleset;
  const coGms = Object.values(game.coGms ?? {});
  const unplayed = Object.values(game.unplayed ?? {});
  const head = [
    `# ${title}: the story of game ${game.id}`,
    '',
    `- GM: ${game.gm.name}${coGms.length ? `; co-GMs: ${coGms.map((u) => u.name).join(', ')}` : ''}`,
    `- Players: ${game.players.map((p) => `**${p.character}** (${p.userName})`).join(', ') || 'none'}`,
    ...(unplayed.length ? [`- Nobody plays: ${unplayed.map((u) => `**${u.character}** (${u.lastPlayer.name} left)`).join(', ')}`] : []),
    `- Created ${storyTime(game.createdAt)}; ${game.status === 'ended' ? 'ended' : game.status === 'playing' ? 'in play' : 'setting up'}; exported ${storyTime(exportedAt)}`,
    '',
    'Every entry of the log, oldest first, as the GM reads it. Secrets are included and marked 🔒 with who saw them; an undone action is struck through.',
    '',
  ];
  const lines = storyOf(events, game).map((e) => {
    const line = `\`#${e.seq}\` ${storyTime(e.at)} — ${storyLine(e)}`;
    return `- ${e.undone ? `~~${line}~~ (undone)` : line}`;
  });
  return [...head, ...lines, ''].join('\n');
}

/** The log as JSON: the game as it stands and every stored event, secrets included. */
export function logJson(events: readonly StoredEvent[], game: GameState, exportedAt: string): string {
  const { id, ruleset, channelId, guildId, gm, coGms, players, unplayed, status, createdAt, options } = game;
  const about = { id, ruleset, channelId, guildId, gm, coGms: Object.values(coGms ?? {}), players, unplayed: Object.values(unplayed ?? {}), status, createdAt, options };
  return `${JSON.stringify({ exportedAt, game: about, events }, null, 2)}\n`;
}
