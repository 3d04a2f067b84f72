import type { CoreEvent } from '../engine/core/events.js';
import type { StoredEvent } from '../engine/core/types.js';
import type { CampaignEvent } from '../engine/rulesets/mtg-rpg/campaign/rules.js';
import type { BoardEvent } from '../engine/rulesets/magic-realm/board/rules.js';
import { formatOptionValue } from '../engine/rulesets/options.js';
import { COLORS, type Button, type Embed } from './message.js';

/** One line of the log for an event, or undefined for events that say nothing on their own. */
export function describeEvent(stored: StoredEvent): string {
  const e = stored as StoredEvent & CoreEvent;
  switch (e.type) {
    case 'game.created':
      return `Game created (${e.payload.ruleset}), GM ${e.payload.gm.name}`;
    case 'game.joined':
      return `${e.payload.userName} joins as **${e.payload.character}**`;
    case 'game.option-set':
      return `Option \`${e.payload.key}\` set to ${formatOptionValue(e.payload.value)}`;
    case 'game.started':
      return 'Play begins';
    case 'game.ended':
      return 'The game ends';
    case 'dice.rolled':
      return `${e.payload.private ? '🔒 ' : ''}${e.payload.by.name} rolls ${e.payload.notation}: **${e.payload.total}** (${e.payload.dice.join(', ')})`;
    case 'table.rolled': {
      const mods = e.payload.modifiers.reduce((n, m) => n + m.value, 0);
      const modText = mods ? ` ${mods > 0 ? '+' : '−'}${Math.abs(mods)}` : '';
      return `${e.payload.private ? '🔒 ' : ''}${e.payload.by.name} rolls on ${e.payload.title}: ${e.payload.dice.join(', ')}${modText} → ${e.payload.read}: ${e.payload.result}`;
    }
    case 'roll.private-made':
      return `🔒 ${e.payload.by.name} makes a private roll`;
    case 'deck.drawn':
      return `${e.payload.secret ? '🔒 ' : ''}Referee deck, ${e.payload.check}: ${e.payload.card.name} (${e.payload.value}) + ${e.payload.rating} = ${e.payload.total} against ${e.payload.difficulty}: **${e.payload.success ? 'success' : 'failure'}**`;
    case 'deck.set':
      return `The referee deck is set: ${e.payload.cards.length} cards (${e.payload.source})`;
    case 'deck.announced':
      return `The GM sets a new referee deck of ${e.payload.size} cards`;
    case 'action.undone':
      return `↶ ${e.payload.by.name} undoes ${e.payload.summary}`;
    default:
      return describeCampaignEvent(stored as StoredEvent & CampaignEvent) ?? describeBoardEvent(stored as StoredEvent & BoardEvent) ?? stored.type;
  }
}

/** The realm campaign's events in the log (each reaches only those who may see it: the log filters by visibility). */
function describeCampaignEvent(e: StoredEvent & CampaignEvent): string | undefined {
  switch (e.type) {
    case 'campaign.created':
      return `The realm campaign is set up: a ${e.payload.campaign.map.cols} × ${e.payload.campaign.map.rows} map, ${e.payload.campaign.realms.length} realm(s)`;
    case 'campaign.notice':
      return e.payload.text;
    case 'campaign.settings-set':
      return `Campaign setting \`${e.payload.key}\` changed`;
    case 'campaign.hexes-set':
      return `🔒 The map changes: ${e.payload.hexes.length} hex(es)`;
    case 'campaign.realm-set':
      return `🔒 ${e.payload.realm.name} ${e.payload.what}`;
    case 'campaign.orders-set':
      return `🔒 Orders for ${e.payload.realm}: tax ${e.payload.orders.tax}, actions ${e.payload.orders.actions.map((a) => a?.kind ?? 'none').join(' and ')}`;
    case 'campaign.turn-resolved':
      return `🔒 Campaign turn ${e.payload.campaign.turn}: ${e.payload.checks.length} referee checks`;
    case 'campaign.report':
      return `**Campaign turn ${e.payload.turn}**: ${e.payload.lines.slice(1).join(' · ')}`;
    case 'campaign.realm-report':
      return `🔒 ${e.payload.realm}, turn ${e.payload.turn}: ${e.payload.lines.join(' · ')}`;
    case 'campaign.deck-set':
      return `The referee deck is set: ${e.payload.cards.length} cards (guideline)`;
  }
}

export const LOG_PAGE_SIZE = 15;

/** One page of the log (1 = oldest) as an embed with Older/Newer buttons. */
export function logPage(events: readonly StoredEvent[], page: number | undefined, title: string): { embed: Embed; buttons: Button[][]; page: number; pages: number } {
  const undone = new Set(events.filter((e) => e.type === 'action.undone').map((e) => (e.payload as { actionSeq: number }).actionSeq));
  const pages = Math.max(1, Math.ceil(events.length / LOG_PAGE_SIZE));
  const current = Math.min(Math.max(page ?? pages, 1), pages);
  const slice = events.slice((current - 1) * LOG_PAGE_SIZE, current * LOG_PAGE_SIZE);
  const lines = slice.map((e) => {
    const text = `\`#${e.seq}\` ${describeEvent(e)}`;
    return undone.has(e.actionSeq) ? `~~${text}~~ (undone)` : text;
  });
  return {
    page: current,
    pages,
    embed: {
      title,
      description: lines.join('\n') || 'Nothing has happened yet.',
      color: COLORS.info,
      footer: { text: `page ${current} of ${pages} · ${events.length} entries you may see` },
    },
    buttons: [
      [
        { customId: `log:${current - 1}`, label: '◀ Older', disabled: current <= 1 },
        { customId: `log:${current + 1}`, label: 'Newer ▶', disabled: current >= pages },
      ],
    ],
  };
}

/** The board's events in the log (each reaches only those who may see it). */
function describeBoardEvent(e: StoredEvent & BoardEvent): string | undefined {
  switch (e.type) {
    case 'board.laid':
      return `The board is laid: ${e.payload.tiles.length} tiles (${e.payload.layout})`;
    case 'board.dealt':
      return `The tiles are dealt to ${e.payload.building.order.length} player(s)`;
    case 'board.placed':
      return `${e.payload.by.name} places ${e.payload.tile.code} at ${e.payload.tile.q},${e.payload.tile.r} turned ${e.payload.tile.rotation}`;
    case 'board.ambush-swapped':
      return `${e.payload.by.name} swaps the Ambush for ${e.payload.drawn}`;
    case 'board.picked':
      return `${e.payload.by.name} picks ${e.payload.character} (equipment from the ${e.payload.natives})`;
    case 'board.side-set':
      return `${e.payload.code} is turned ${e.payload.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'}`;
    case 'board.chits-set':
      return `🔒 ${e.payload.pieces.length} chits dealt to the tiles`;
    case 'board.notice':
      return e.payload.text;
    case 'board.piece-set':
      return `${e.visibility.kind === 'public' ? '' : '🔒 '}${e.payload.piece.label} at ${e.payload.piece.tile}${e.payload.piece.clearing ?? ''}`;
    case 'board.piece-removed':
      return `${e.visibility.kind === 'public' ? '' : '🔒 '}${e.payload.label} leaves the board`;
    case 'board.discovered':
      return `🔒 A path is discovered: ${e.payload.path}`;
  }
}
