import { requireGm } from '../engine/core/state.js';
import { RuleError } from '../engine/core/types.js';
import { entryLines } from '../render/log.js';
import { LIMITS } from '../render/limits.js';
import { filesWithin } from '../render/attachments.js';
import { COLORS } from '../render/message.js';
import { logJson, storyLine, storyMarkdown, storyOf } from '../render/story.js';
import { currentOrLastGame } from './game-context.js';
import type { SubcommandSpec } from './types.js';

/** `/game export`: the GM's private copy of the whole log, as JSON (every stored event) and as a readable story. */
export const exportSubcommand: SubcommandSpec = {
  name: 'export',
  description: 'GM: the whole log (secrets included) as two files, JSON and a readable story (private)',
  example: '/game export',
  ephemeral: () => true,
  options: [],
  handler: async (ctx) => {
    const game = await currentOrLastGame(ctx);
    requireGm(game, ctx.invocation.user.id, '/game export');
    const events = await ctx.services.store.events(game.id);
    const at = ctx.services.now().toISOString();
    const name = `game-${game.id.slice(0, 8)}`;
    const files = filesWithin([
      { name: `${name}-log.json`, data: Buffer.from(logJson(events, game, at), 'utf8') },
      { name: `${name}-story.md`, data: Buffer.from(storyMarkdown(events, game, at), 'utf8') },
    ]);
    if (!files) throw new RuleError(`the log (${events.length} entries) is too big for Discord's attachments even compressed`, "ask the bot's host for a copy of the database (README: where data lives)");
    const [log, story] = files.map((f) => `\`${f.name}\``);
    return {
      reply: {
        ephemeral: true,
        embeds: [{ title: '🔒 The game exported', color: COLORS.private, description: `${events.length} entries, secrets included: ${log} holds every stored event, ${story} the story to read${files[0]!.name.endsWith('.gz') ? ' (compressed to fit Discord\'s attachments)' : ''}. Only you see these files.` }],
        files,
      },
    };
  },
};

/** `/game reveal`: once the game has ended, the GM shows the channel every secret — the log as the GM reads it. */
export const revealSubcommand: SubcommandSpec = {
  name: 'reveal',
  description: 'GM, after /game end: post the whole log in the channel, every secret revealed',
  example: '/game reveal',
  options: [],
  handler: async (ctx) => {
    const game = await currentOrLastGame(ctx);
    requireGm(game, ctx.invocation.user.id, '/game reveal');
    if (game.status !== 'ended') throw new RuleError('the game is still on: its secrets stay secret until it ends', 'the GM reveals them after /game end; to keep a copy now, /game export');
    const story = storyOf(await ctx.services.store.events(game.id), game);
    const lines = story.flatMap((e) => entryLines(e.seq, storyLine(e), e.undone, LIMITS.embedDescription));
    // One long embed: the dispatch splits it into as many messages as Discord's limits need (split-message.ts).
    const text = `The game has ended: here is its whole story, every secret revealed (🔒 marks what was secret, and who saw it).`;
    return { reply: { ephemeral: false, content: text, embeds: [{ title: '📜 The game revealed', color: COLORS.info, description: lines.join('\n') }] } };
  },
};
