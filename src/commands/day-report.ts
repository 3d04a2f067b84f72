/**
 * What the channel sees when the GM moves the day on (issue 12): one message for everything the press passed —
 * the turn order, each turn revealed, the day's end — and, where the day stopped, who is needed next. A new day's
 * Birdsong comes in the same message with its calendar card.
 */
import { characterWords } from '../engine/rulesets/magic-realm/characters/view.js';
import { findPlayer, type GameState } from '../engine/core/state.js';
import type { StoredEvent } from '../engine/core/types.js';
import { blockedLine, dayNumberOf, dayStepOf, deathLine, gmActivities, needsChoice, phaseLine, regeneratedLine, shutLoot, siteCardForGm, stormLine, summonedLine, toldPhases } from '../engine/rulesets/magic-realm/play/view.js';
import type { PlayEventPayloads } from '../engine/rulesets/magic-realm/play/view-types.js';
import { combatViewFor } from '../engine/rulesets/magic-realm/combat/view.js';
import { publicViewer } from '../engine/core/view.js';
import { calling, COLORS, type Button, type Embed, type MessagePayload } from '../render/message.js';
import { payloadReader } from './event-payloads.js';

const payloads = payloadReader<PlayEventPayloads>();

type Turn = PlayEventPayloads['play.turn'];


/** The GM's Next ▶ for the step the game is at now: a press after the step has passed is refused. */
export const nextButton = (state: GameState): Button[][] => [[{ customId: `day:next:${dayStepOf(state)}`, label: 'Next ▶' }]];

/** A revealed turn: its phases and route, the weather's toll, and what the GM resolves in it. */
function turnField(turn: Turn): { name: string; value: string } {
  // A blocked turn reveals only the phases he did (turn.ts ordersDone): none when blocked before it.
  const orders = !turn.orders ? 'recorded nothing: the turn is blank' : turn.orders.phases.length === 0 ? 'no phase played' : `**${turn.orders.text}**${turn.orders.route.length ? `\nRoute: ${turn.orders.route.join(' → ')}` : ''}`;
  const gm = gmActivities(turn.orders);
  // What the engine did, phase by phase with its dice (issue 13); the moves are in the route already.
  const w = characterWords(turn.name);
  const done = toldPhases(turn.outcome).map((p) => `• ${phaseLine(p, w)}`);
  const blocked = [...(turn.outcome?.storm ? [`⛈ ${stormLine(turn.outcome.storm, w)}`] : []), ...(turn.outcome?.blocked ? [`⛔ ${blockedLine(turn.outcome.blocked, w)}`] : [])];
  const lines = [orders, ...(turn.outcome?.unhid ? [`• unhidden as ${w.possessive} turn begins`] : []), ...turn.weather.map((w) => `⛈ ${w}`), ...done, ...blocked, ...(gm.length ? [`➜ the GM resolves ${gm.join(', ')}`] : [])];
  return { name: `Turn ${turn.index} of ${turn.of}: ${turn.name}`, value: lines.join('\n') };
}

const PART_NAMES = { sunset: 'Sunset', evening: 'Evening', midnight: 'Midnight' } as const;

/** Where the day stands after the press, and who moves it on: the footer of the report. */
function whatNext(state: GameState, last: StoredEvent | undefined): { footer: string } & Pick<MessagePayload, 'content' | 'pings'> {
  if (last?.type === 'play.turn') {
    const turn = last.payload as Turn;
    const gm = gmActivities(turn.orders);
    const played = findPlayer(state, turn.userId);
    if (needsChoice(turn.outcome)) gm.push(`the Choice of ${characterWords(turn.name).possessive} search`);
    if (shutLoot(turn.outcome)) gm.push('the LOOT of a site that must be opened first');
    if (siteCardForGm(turn.outcome)) gm.push(`what the site card's table gave ${characterWords(turn.name).object}`);
    if (gm.length) return { footer: `The GM resolves ${turn.name}'s ${gm.join(', ')} with the dice, then Next ▶.`, ...(played ? calling([turn.userId], `your turn: the GM resolves ${gm.join(', ')}`) : { content: `${turn.name}'s turn (nobody plays ${turn.name})` }) };
    return { footer: 'Next ▶ goes on.' };
  }
  const fight = combatViewFor(state, publicViewer);
  if (fight) return { footer: `Evening: combat in ${fight.clearing} (below). Its fighters take its steps; when it is over, the GM's Next ▶ goes on.` };
  return { footer: 'Next ▶ goes on.' };
}

/**
 * The report of one press: the events of every step it passed (Daylight's turn order, the turns, Sunset, Evening,
 * Midnight), as one embed. Undefined when the press only began a new day (the caller shows the Birdsong card alone).
 */
export function dayReport(state: GameState, events: readonly StoredEvent[]): ({ embed: Embed } & Pick<MessagePayload, 'content' | 'pings'>) | undefined {
  const steps = events.filter((e) => e.type === 'play.daylight' || e.type === 'play.turn' || e.type === 'play.summoned' || e.type === 'play.part');
  // A character the bot's payment of his wounds killed (issue 13), before the day moved on.
  const deaths = payloads(events, 'play.died');
  if (steps.length === 0 && deaths.length === 0) return undefined;
  const newDay = events.some((e) => e.type === 'play.new-day');
  // The day the press told, as its first step carries it (issue 27): the calendar's own day, else the game's count.
  const told = steps.map((e) => e.payload as { day?: number; when?: string }).find((p) => p.day !== undefined || p.when !== undefined);
  const title = told?.when ?? `Day ${told?.day ?? dayNumberOf(state) - (newDay ? 1 : 0)}`;
  const lines: string[] = deaths.map(deathLine);
  const fields: { name: string; value: string }[] = [];
  const parts: string[] = [];
  for (const e of steps) {
    if (e.type === 'play.daylight') {
      const d = e.payload as PlayEventPayloads['play.daylight'];
      const names = d.names ?? d.turnOrder;
      if (d.monsterRoll !== undefined) lines.push(`🎲 **Sunrise.** The monster roll: ${d.monsterRoll}${d.regenerated ? `\n♻ ${regeneratedLine(d.regenerated)}` : ''}`);
      lines.push(`☀ **Daylight.** The turn order, drawn at random: ${names.map((n, i) => `${i + 1}. ${n}`).join(', ')}`);
    } else if (e.type === 'play.turn') fields.push(turnField(e.payload as Turn));
    else if (e.type === 'play.summoned') {
      // The end of the turn just told: what the monster roll moved to him.
      const last = fields.at(-1);
      if (last) last.value += `\n🐉 end of turn (monster roll ${(e.payload as PlayEventPayloads['play.summoned']).roll}): ${summonedLine(e.payload as PlayEventPayloads['play.summoned'], (id) => findPlayer(state, id)?.character)}`;
    }
    else parts.push(PART_NAMES[(e.payload as PlayEventPayloads['play.part']).part as keyof typeof PART_NAMES]);
  }
  if (parts.length) {
    // The day in its order (issue 27): after the turns told above it, Sunset, Evening and Midnight come last.
    const ended = newDay || parts.includes('Midnight');
    if (fields.length) fields.push({ name: `🌙 ${parts.join(' · ')}`, value: ended ? 'Nothing to resolve: the day ends.' : 'The day goes on.' });
    else lines.push(`🌙 **${parts.join(' · ')}**${ended ? ': nothing to resolve, the day ends.' : ''}`);
  }
  const next = newDay ? { footer: 'A new day: Birdsong.' } : whatNext(state, steps.filter((e) => e.type !== 'play.summoned').at(-1));
  return {
    embed: { title, color: COLORS.info, ...(lines.length ? { description: lines.join('\n') } : {}), ...(fields.length ? { fields } : {}), footer: { text: next.footer } },
    ...(next.content ? { content: next.content } : {}),
    ...(next.pings ? { pings: next.pings } : {}),
  };
}

/** A report and the new day's card (if the press reached it) in one message. */
export function withNewDay(report: ReturnType<typeof dayReport>, birdsong: MessagePayload | undefined): MessagePayload {
  if (!report) return birdsong ?? {};
  if (!birdsong) return { ...(report.content ? { content: report.content } : {}), ...(report.pings ? { pings: report.pings } : {}), embeds: [report.embed] };
  const content = [report.content, birdsong.content].filter(Boolean).join('\n');
  const pings = [...new Set([...(report.pings ?? []), ...(birdsong.pings ?? [])])];
  return { ...birdsong, ...(content ? { content } : {}), ...(pings.length ? { pings } : {}), embeds: [report.embed, ...(birdsong.embeds ?? [])] };
}
