import { charactersOf, NATIVE_GROUPS } from '../engine/rulesets/magic-realm/characters/view.js';
import { actionEvent } from './event-payloads.js';
import type { GameState } from '../engine/core/state.js';
import { publicViewer } from '../engine/core/view.js';
import { RuleError } from '../engine/core/types.js';
import { boardReplyViewFor, clearingOn, findTile, fitsOn, PLACE_DWELLINGS_HINT, READY_LAYOUTS, routeIn, TILES } from '../engine/rulesets/magic-realm/board/view.js';
import { realmViewFor } from '../engine/rulesets/magic-realm/play/view.js';
import type { BoardReplyView, BoardView } from '../engine/rulesets/magic-realm/board/view-types.js';
import { renderBoard, renderTile } from '../render/pictures.js';
import { crowdLines } from '../render/board-crowds.js';
import { noticeEmbed } from '../render/embeds.js';
import { COLORS, later, type Embed, type MessagePayload } from '../render/message.js';
import { act, currentGame, givenOptions, type ActionBody } from './game-context.js';
import { suggestHiddenPaths, suggestNames, suggestPieces, suggestPlaces, suggestRouteFrom, suggestRouteTo, suggestTilePlaces } from './suggest-board.js';
import type { Choice, CommandResult, CommandSpec } from './types.js';
import type { Committed } from '../store/game-store.js';

const choices = (values: readonly string[]) => values.map((v) => ({ name: v, value: v }));

/** Tile names as the user types them (autocomplete). */
function suggestTiles(typed: string): Choice[] {
  const q = typed.toLowerCase();
  return TILES.filter((t) => t.code.toLowerCase().startsWith(q) || t.name.toLowerCase().includes(q)).map((t) => ({ name: `${t.name} (${t.code})`, value: t.code }));
}

/** The board as one user may see it ('' = the public); `asker`: whose character's tile the close-up shows. */
const boardView = (game: GameState, userId: string, asker?: string): BoardReplyView => boardReplyViewFor(game, userId ? { userId } : publicViewer, asker);

/**
 * The board picture of a view. At Discord's width (about 450 px) the whole board is small (issue 27): the places whose
 * pieces the picture shortens to "+n more" are named in full in the text, and with `closeUp` the asker's tile comes
 * beside it, large.
 */
function boardMessage(view: BoardReplyView, title: string, description?: string, opts: { closeUp?: boolean } = {}): MessagePayload {
  if (view.tiles.length === 0) return { embeds: [noticeEmbed(title, description ?? 'No tile is on the board yet: the GM lays one with /board layout, or deals the tiles with /board deal.')] };
  const crowds = crowdLines(view);
  const text = [description, crowds.length ? `Crowded places (the picture shows the first few):\n${crowds.join('\n')}` : undefined].filter(Boolean).join('\n\n');
  const near = opts.closeUp ? view.tiles.find((t) => t.code === view.askerTile) : undefined;
  return {
    embeds: [
      { title, ...(text ? { description: text } : {}), color: COLORS.info, image: { url: 'attachment://board.png' } },
      ...(near ? [{ title: `Your area: ${near.name} (${near.code})`, color: COLORS.info, image: { url: 'attachment://area.png' } }] : []),
    ],
    files: [{ name: 'board.png', data: later(() => renderBoard(view)) }, ...(near ? [{ name: 'area.png', data: later(() => renderTile(view, near.code)) }] : [])],
  };
}

/** Who does what next while the board is built (BI-2, BI-3). */
function buildingStatus(view: BoardReplyView): string | undefined {
  const b = view.building;
  if (!b) return undefined;
  const who = b.players[b.turn]!;
  const next = who.hand.length ? `**${who.name}** places a tile (${who.hand.join(', ')})` : `**${who.name}** picks a character and a native group (/board pick)`;
  const hands = b.players.map((p) => `${p.name}: ${p.hand.join(' ') || (p.pick ? `picked ${p.pick.character} (${p.pick.natives})` : 'no tiles')}`).join('\n');
  return `${next}.\n${hands}`;
}

/** After a public board action: the board in the channel with who is next. */
function publicBoard(committed: Committed, title: string, text?: string): CommandResult {
  const view = boardView(committed.state, '');
  const description = [text, buildingStatus(view)].filter(Boolean).join('\n') || undefined;
  return { reply: { ephemeral: false, ...boardMessage(view, title, description) }, events: committed.events };
}

export const boardCommand: CommandSpec = {
  slow: true,
  name: 'board',
  description: 'The Magic Realm board: tiles, clearings, paths, pieces, and building it',
  subcommands: [
    {
      name: 'show',
      description: 'The board picture; private:true shows what your character knows (the GM sees everything)',
      example: '/board show private:true',
      ephemeral: (o) => o.private === true,
      options: [{ name: 'private', description: 'Only you see it, with your discoveries and your hidden pieces', type: 'boolean' }],
      handler: async (ctx) => {
        const priv = ctx.options.private === true;
        const view = boardView(await currentGame(ctx), priv ? ctx.invocation.user.id : '', ctx.invocation.user.id);
        const message = boardMessage(view, priv ? 'The board as you know it' : 'The board', buildingStatus(view), { closeUp: true });
        return { reply: { ephemeral: priv, ...message } };
      },
    },
    {
      name: 'tile',
      description: 'A close-up of one tile, to read its clearing numbers (private)',
      example: '/board tile tile:BV',
      ephemeral: () => true,
      options: [{ name: 'tile', description: 'The tile (code or name)', type: 'string', required: true, maxLength: 40, autocomplete: suggestTiles }],
      handler: async (ctx) => {
        const view = boardView(await currentGame(ctx), ctx.invocation.user.id);
        const def = findTile(ctx.options.tile as string);
        if (!def || !view.tiles.some((t) => t.code === def.code)) throw new RuleError(`${ctx.options.tile} is not on the board`, 'name a placed tile, e.g. tile:BV');
        return {
          reply: { ephemeral: true, embeds: [{ title: `${def.name} (${def.code})`, color: COLORS.info, image: { url: 'attachment://tile.png' } }], files: [{ name: 'tile.png', data: later(() => renderTile(view, def.code)) }] },
        };
      },
    },
    {
      name: 'layout',
      description: 'GM: lay the whole board — a ready layout (the default for a quick start) or your own list',
      example: '/board layout layout:expansion-30',
      options: [
        { name: 'layout', description: 'A ready layout', type: 'string', choices: READY_LAYOUTS.map((l) => ({ name: l.name, value: l.name })) },
        { name: 'list', description: 'Your own: "B 0,0 0; BV 0,-1 2; CV 1,-1 0 enchanted" (code q,r rotation [side])', type: 'string', maxLength: 2000 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.layout', ...givenOptions(ctx.options, { layout: 'layout', list: 'list' }) } as ActionBody);
        const result = publicBoard(committed, 'The board is laid');
        // The characters start at dwellings: say how they come onto the board.
        const next = `Next, ${PLACE_DWELLINGS_HINT} (/game start does that too).`;
        const embed = result.reply.embeds?.[0];
        if (embed) embed.description = [embed.description, next].filter(Boolean).join('\n');
        return result;
      },
    },
    {
      name: 'deal',
      description: 'GM: deal the tiles to the players, who place them in turn (BIMR4 board building)',
      example: '/board deal',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.deal' });
        return { reply: { ephemeral: false, embeds: [noticeEmbed('The tiles are dealt', buildingStatus(boardView(committed.state, '')) ?? '')] }, events: committed.events };
      },
    },
    {
      name: 'starts',
      description: "GM: put each joined character at one of its start locations (the dwellings on the board)",
      example: '/board starts',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.starts' });
        const notice = committed.events.find((e) => e.type === 'board.notice')!.payload as { text: string };
        return publicBoard(committed, 'The characters take their places', notice.text);
      },
    },
    {
      name: 'setup',
      description: 'GM: deal the set-up card (treasures face down, monsters and natives) when /game start found no board',
      example: '/board setup',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.set-up' });
        const shown = committed.events.find((e) => e.type === 'play.set-up-shown')!.payload as { text: string };
        return { reply: { ephemeral: false, embeds: [noticeEmbed('The set-up card is dealt', shown.text)] }, events: committed.events };
      },
    },
    {
      name: 'setup-card',
      description: 'The set-up card: what waits in each box (the GM also sees the face-down treasures)',
      example: '/board setup-card',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const card = realmViewFor(await currentGame(ctx), { userId: ctx.invocation.user.id }).setUpCard;
        if (!card) throw new RuleError('the set-up card is not dealt yet', 'it is dealt at /game start on a laid board, or by the GM with /board setup');
        const lines = card
          .filter((b) => b.denizens.length || b.treasures?.length || b.spells?.length)
          .sort((a, b) => a.box.localeCompare(b.box))
          .map((b) => `**${b.box}**: ${[b.denizens.length ? b.denizens.join(', ') : 'no denizens', ...(b.treasures?.length ? [`🔒 ${b.treasures.join(', ')}`] : []), ...(b.spells?.length ? [`🔒 spells: ${b.spells.join(', ')}`] : [])].join(' — ')}`);
        return { reply: { ephemeral: true, embeds: [{ title: 'The set-up card', color: COLORS.info, description: lines.join('\n') }] } };
      },
    },
    {
      name: 'chits',
      description: "GM: deal the map chits face down to the tiles (the core game's, or Expansion One's X1-21)",
      example: '/board chits',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.chits' });
        const set = committed.events.find((e) => e.type === 'board.chits-set')!.payload as { pieces: { label: string; tile: string }[]; setAside: Record<string, string[]> };
        const byTile = new Map<string, string[]>();
        for (const p of set.pieces) byTile.set(p.tile, [...(byTile.get(p.tile) ?? []), p.label]);
        const gmText = [...byTile].map(([t, l]) => `${t}: ${l.join(', ')}`).join('\n');
        const aside = Object.entries(set.setAside).map(([g, l]) => `${g}: ${l.join(', ')}`).join('\n');
        return {
          reply: { ephemeral: true, embeds: [{ title: '🔒 The chits (GM only)', color: COLORS.private, description: gmText, fields: [{ name: 'Set aside for the groups', value: aside }] }] },
          // The public notice says what the table may know (the core game's Valley warnings and dwellings are face up).
          channelPosts: [{ embeds: [noticeEmbed('The chits are set up', committed.events.filter((e) => e.type === 'board.notice').map((e) => (e.payload as { text: string }).text).join('\n') || `${set.pieces.length} chits lie face down on the tiles.`)] }],
          events: committed.events,
        };
      },
    },
    {
      name: 'place',
      description: 'Place one of your tiles: next to a placed tile (at:"B NE") or at q,r, turned 0–5 sixths clockwise',
      example: '/board place tile:BV at:"B N" rotation:2',
      options: [
        { name: 'tile', description: 'The tile from your hand', type: 'string', required: true, maxLength: 40, autocomplete: suggestTiles },
        { name: 'rotation', description: "0: the tile's N edge up; each step a sixth of a turn clockwise", type: 'integer', required: true, minValue: 0, maxValue: 5 },
        { name: 'at', description: 'A placed tile and a direction (N NE SE S SW NW), e.g. "B NE"; or q,r', type: 'string', maxLength: 20, autocomplete: suggestTilePlaces },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.place', ...givenOptions(ctx.options, { tile: 'tile', rotation: 'rotation', at: 'at' }) } as ActionBody);
        return publicBoard(committed, `${ctx.invocation.user.name} places ${String(ctx.options.tile).toUpperCase()}`);
      },
    },
    {
      name: 'fits',
      description: 'Where a tile may go now (legal places and rotations)',
      example: '/board fits tile:CV',
      ephemeral: () => true,
      options: [{ name: 'tile', description: 'The tile', type: 'string', required: true, maxLength: 40, autocomplete: suggestTiles }],
      handler: async (ctx) => {
        const view = boardView(await currentGame(ctx), ctx.invocation.user.id);
        const def = findTile(ctx.options.tile as string);
        if (!def) throw new RuleError(`there is no tile "${ctx.options.tile}"`, 'use its code (BV) or its name (Bad Valley)');
        const named = fitsOn(view, def.code);
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`Where ${def.name} fits`, named.length ? named.join('\n') : 'Nowhere now.')] } };
      },
    },
    {
      name: 'route',
      description: 'The shortest route between two clearings by the paths you know, and a mission\'s payoff (SW-5)',
      example: '/board route from:BV5 to:CV2',
      ephemeral: () => true,
      options: [
        { name: 'from', description: 'A clearing, e.g. BV5', type: 'string', required: true, maxLength: 6, autocomplete: suggestRouteFrom },
        { name: 'to', description: 'A clearing, e.g. CV2', type: 'string', required: true, maxLength: 6, autocomplete: suggestRouteTo },
      ],
      handler: async (ctx) => {
        // The view holds only the paths the asker may use: his discoveries (the GM's: all).
        const view = boardView(await currentGame(ctx), ctx.invocation.user.id);
        const [from, to] = [ctx.options.from as string, ctx.options.to as string].map((c) => {
          const id = clearingOn(view, c);
          if (!id) throw new RuleError(`${c} is not a clearing on the board`, 'name clearings like BV5 on placed tiles');
          return id;
        });
        const { route, payoff } = routeIn(view, from!, to!);
        const text = route ? `${route.join(' → ')}\n${route.length - 1} clearing(s) entered.` : 'No route by the paths you know.';
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`From ${from} to ${to}`, `${text}\nA mission taken now pays **${payoff} gold** (2 a clearing of the shortest route, 30 without one: SW-5).`)] } };
      },
    },
    {
      name: 'swap-ambush',
      description: 'Swap the Ambush in your hand for a discarded special tile (Expansion One 1.2/3)',
      example: '/board swap-ambush',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.swap-ambush' });
        const drawn = (actionEvent(committed.events).payload as { drawn: string }).drawn;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('The Ambush is swapped', `${ctx.invocation.user.name} swaps the Ambush for ${findTile(drawn)?.name ?? drawn}.\n${buildingStatus(boardView(committed.state, '')) ?? ''}`)] }, events: committed.events };
      },
    },
    {
      name: 'pick',
      description: 'With no tiles left: choose your character and the native group of its equipment (BIMR4)',
      example: '/board pick character:Amazon natives:Company',
      options: [
        { name: 'natives', description: 'The native group you take your starting equipment from', type: 'string', required: true, maxLength: 60, autocomplete: (typed) => suggestNames(NATIVE_GROUPS, typed) },
        { name: 'character', description: 'Your character (default: the one you joined with)', type: 'string', maxLength: 60, autocomplete: (typed) => suggestNames(charactersOf(true).map((c) => c.name), typed) },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.pick', ...givenOptions(ctx.options, { natives: 'natives', character: 'character' }) } as ActionBody);
        const p = actionEvent(committed.events).payload as { character: string; natives: string };
        const status = buildingStatus(boardView(committed.state, '')) ?? 'The board is built.';
        return { reply: { ephemeral: false, embeds: [noticeEmbed(`${ctx.invocation.user.name} picks ${p.character}`, `Starting equipment from the ${p.natives}.\n${status}`)] }, events: committed.events };
      },
    },
    {
      name: 'enchant',
      description: 'GM: turn a tile over (enchanted side up, or back)',
      example: '/board enchant tile:CV',
      options: [{ name: 'tile', description: 'The tile', type: 'string', required: true, maxLength: 40, autocomplete: suggestTiles }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.enchant', tile: ctx.options.tile as string });
        return publicBoard(committed, `${String(ctx.options.tile).toUpperCase()} is turned over`);
      },
    },
    {
      name: 'piece',
      description: 'GM: place or move a piece: in a clearing (BV5) or on a tile off its clearings (BV)',
      example: '/board piece label:Amazon at:BV5 kind:character owner:@bob hidden:true',
      ephemeral: () => true,
      options: [
        { name: 'label', description: 'Its name, e.g. Amazon, Inn, Giant (the same name moves it)', type: 'string', required: true, maxLength: 40, autocomplete: suggestPieces(true) },
        { name: 'at', description: 'A clearing (BV5) or a tile (BV)', type: 'string', required: true, maxLength: 40, autocomplete: suggestPlaces },
        { name: 'kind', description: 'What it is', type: 'string', choices: choices(['character', 'dwelling', 'monster', 'native', 'visitor', 'mission', 'traveller', 'chit', 'gate', 'other']) },
        { name: 'seen', description: 'Who sees it: all (default), gm (an unrevealed chit), owner', type: 'string', choices: choices(['all', 'gm', 'owner']) },
        { name: 'hidden', description: 'A hidden character: only its owner and the GM see it', type: 'boolean' },
        { name: 'owner', description: 'The player whose piece it is', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.piece', ...givenOptions(ctx.options, { label: 'label', at: 'at', kind: 'kind', seen: 'seen', hidden: 'hidden', owner: 'owner' }) } as ActionBody);
        const view = boardView(committed.state, ctx.invocation.user.id);
        return { reply: { ephemeral: true, ...boardMessage(view, `${ctx.options.label} at ${String(ctx.options.at).toUpperCase()} (the GM's board)`) }, events: committed.events };
      },
    },
    {
      name: 'remove',
      description: 'GM: take a piece off the board',
      example: '/board remove label:Giant',
      ephemeral: () => true,
      options: [{ name: 'label', description: 'The piece', type: 'string', required: true, maxLength: 40, autocomplete: suggestPieces(false) }],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.remove', label: ctx.options.label as string });
        return { reply: { ephemeral: true, embeds: [noticeEmbed('Removed', `${ctx.options.label} is off the board.`)] }, events: committed.events };
      },
    },
    {
      name: 'discover',
      description: "GM: a player's character discovered a hidden path or secret passage (by its clearings, e.g. BV2-BV5)",
      example: '/board discover player:@bob path:BV2-BV5',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The player', type: 'user', required: true },
        { name: 'path', description: 'The path, by its clearings (BV2-BV5) or clearing and edge (DF1-SW)', type: 'string', required: true, maxLength: 20, autocomplete: suggestHiddenPaths },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'board.discover', player: ctx.options.player as string, path: ctx.options.path as string });
        const p = actionEvent(committed.events).payload as { userId: string; path: string };
        const embed: Embed = noticeEmbed('A discovery', `${p.path} is now known to that player's character.`);
        return {
          reply: { ephemeral: true, embeds: [embed] },
          privateMessages: [{ userId: p.userId, message: { embeds: [noticeEmbed('🔒 You discovered a path', `You now know ${p.path}. See it with /board show private:true.`)] } }],
          events: committed.events,
        };
      },
    },
  ],
};
