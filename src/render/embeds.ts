import type { RollEventPayloads } from '../engine/rolls/view.js';
import type { DeckCheck } from '../engine/rulesets/mtg-rpg/deck/types.js';
import type { GameView } from '../engine/core/view.js';
import { formatOptionValue } from '../engine/core/options.js';
import { COLORS, type Embed, type Reply } from './message.js';

/** A sentence as a reply shows it: capitalised, ending in one full stop (or the ?, ! or : it ends with already). */
export function sentence(message: string): string {
  const trimmed = message.trimEnd();
  const text = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?:…]$/.test(text) || /[.!?]["')»]$/.test(text) ? text : `${text}.`;
}

export function errorReply(message: string, hint?: string): Reply {
  const text = sentence(message);
  return {
    ephemeral: true,
    embeds: [{ title: '✖ That did not work', description: hint ? `${text}\n\n**How to do it:** ${hint}` : text, color: COLORS.error }],
  };
}

export function noticeEmbed(title: string, description: string): Embed {
  return { title, description, color: COLORS.ok };
}

export function gameInfoEmbed(view: GameView): Embed {
  const players = view.players.length
    ? view.players.map((p) => `• **${p.character}** — ${p.userName}`).join('\n')
    : `nobody yet: join with /game join character:<your ${view.ruleset.playerNoun}>`;
  const options = view.options.map(({ option, value }) => `${value === true ? '☑' : value === false ? '☐' : '•'} ${option.label}${typeof value === 'boolean' ? '' : `: **${formatOptionValue(value)}**`} \`${option.key}\``).join('\n');
  const unplayed = view.unplayed.map((u) => `• **${u.character}** — nobody (${u.lastPlayer.name} left): the GM gives it with /game replace`);
  const fallen = view.fallen.map((f) => `• ☠ **${f.character}** — ${f.lastPlayer.name}: ${f.cause}`);
  const status = { setup: 'setting up (options can change)', playing: 'in play', ended: 'ended' }[view.status];
  return {
    title: `Game: ${view.ruleset.title}`,
    color: COLORS.info,
    fields: [
      { name: 'Ruleset', value: view.ruleset.id, inline: true },
      { name: 'Game master', value: view.gm.name, inline: true },
      { name: 'Status', value: status, inline: true },
      ...(view.coGms.length ? [{ name: `Co-GMs (${view.coGms.length})`, value: view.coGms.map((u) => u.name).join(', ') }] : []),
      { name: `Players (${view.players.length})`, value: players },
      ...(unplayed.length ? [{ name: `Nobody plays (${unplayed.length})`, value: unplayed.join('\n') }] : []),
      ...(fallen.length ? [{ name: `Dead (${fallen.length})`, value: fallen.join('\n') }] : []),
      { name: 'Rule options', value: options || 'none' },
    ],
    // Issue 27: every die rolled in the open, the bot's and /roll's (state.diceRolled); rollCount: the /roll commands.
    footer: { text: `game ${view.id} · started ${view.createdAt.slice(0, 10)} · dice rolled: ${view.diceRolled} (/roll used ${view.rollCount} time${view.rollCount === 1 ? '' : 's'})` },
  };
}

type DiceRolled = RollEventPayloads['rolls.dice-rolled'];
type TableRolled = RollEventPayloads['rolls.table-rolled'];

export function diceRollEmbed(roll: DiceRolled): Embed {
  return {
    title: `${roll.private ? '🔒 ' : ''}${roll.by.name} rolls ${roll.notation}`,
    description: `**${roll.total}**\n\`${roll.output}\``,
    color: roll.private ? COLORS.private : COLORS.roll,
    footer: roll.private ? { text: 'Private roll: only you and the GM see this.' } : undefined,
  };
}

export function tableRollEmbed(roll: TableRolled, columnLabel: string): Embed {
  const diceText = roll.dice.length === 2 ? `${roll.dice.join(' and ')} → the higher counts: **${roll.natural}**` : `**${roll.natural}**`;
  const mods = roll.modifiers.map((m) => `${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`).join('\n') || 'none';
  const rowLabel = roll.rowFrom === roll.rowTo ? `${roll.rowFrom}` : `${roll.rowFrom}–${roll.rowTo}`;
  const clamped = roll.read !== roll.total ? ` (reads as ${roll.read})` : '';
  return {
    title: `${roll.private ? '🔒 ' : ''}${roll.by.name} rolls on ${roll.title}${columnLabel ? ` — ${columnLabel}` : ''}`,
    color: roll.private ? COLORS.private : COLORS.roll,
    fields: [
      { name: 'Dice', value: diceText, inline: true },
      { name: 'Modifiers', value: mods, inline: true },
      { name: 'Total', value: `**${roll.total}**${clamped}`, inline: true },
      { name: `Row ${rowLabel}`, value: roll.result },
    ],
    footer: roll.private ? { text: 'Private roll: only you and the GM see this.' } : undefined,
  };
}

/** A referee-deck check: the card, its value, the rating, the total against the difficulty, the outcome. */
export function deckCheckEmbed(d: DeckCheck, left: number): Embed {
  const value = d.card.land ? `${d.value} (a land)` : `${d.value}`;
  return {
    title: `${d.secret ? '🔒 ' : ''}Referee check: ${d.check}`,
    description: `**${d.success ? 'Success' : 'Failure'}** — ${d.total} against difficulty ${d.difficulty}`,
    color: d.success ? COLORS.ok : COLORS.error,
    fields: [
      { name: 'Card', value: `${d.card.name}${d.card.cost ? ` ${d.card.cost}` : ''}`, inline: true },
      { name: 'Value', value, inline: true },
      { name: 'Rating', value: `${d.rating >= 0 ? '+' : '−'}${Math.abs(d.rating)}`, inline: true },
    ],
    footer: { text: `${d.reshuffled ? 'The deck was reshuffled. ' : ''}${left} cards left in the referee deck${d.secret ? ' · secret: only the GM sees this' : ''}` },
  };
}
