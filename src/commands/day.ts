import { spellCardNamed } from '../engine/rulesets/magic-realm/magic/view.js';
import { findPlayer, gmsOf, type GameState } from '../engine/core/state.js';
import { RuleError, type StoredEvent } from '../engine/core/types.js';
import { publicViewer } from '../engine/core/view.js';
import { activityHelp } from '../engine/rulesets/magic-realm/orders/view.js';
import { dayStepOf, findingOf, isSiteCard, numbersFor, phantasmTurnLine, realmViewFor } from '../engine/rulesets/magic-realm/play/view.js';
import type { PlayEventPayloads, RealmView } from '../engine/rulesets/magic-realm/play/view-types.js';
import { renderCalendar } from '../render/pictures.js';
import { noticeEmbed } from '../render/embeds.js';
import { calling, COLORS, later, type Embed, type MessagePayload } from '../render/message.js';
import { dayReport, nextButton, withNewDay } from './day-report.js';
import { combatMessage } from './combat.js';
import { foundText } from './found-text.js';
import { owedAsks, paidByDefault } from './owed.js';
import { act, currentGame, viewOf } from './game-context.js';
import { suggestPhases } from './suggest-phases.js';
import { payloadReader } from './event-payloads.js';
import type { CommandResult, CommandSpec, ComponentSpec, HandlerContext, Invocation, Services } from './types.js';

const payloads = payloadReader<PlayEventPayloads>();


/** What the user of a command may see of the game in play. */
const realmOf = (game: GameState, ctx: Pick<HandlerContext, 'invocation'>): RealmView => realmViewFor(game, { userId: ctx.invocation.user.id });

/**
 * The calendar card and today's rules (public facts only). The season's readings of its lost cells are shown when
 * asked (`/calendar show`) and on the month's first day, not every Birdsong (`readings: false`).
 */
/** MP-2: the colour magic the day brings every caster, when it brings any (the 7th, 14th, 21st, 28th of the month). */
function magicLine(view: RealmView): string[] {
  const { dayOfMonth, colours } = view.magicToday;
  const named = colours.length > 1 ? `${colours.slice(0, -1).join(', ')} and ${colours.at(-1)}` : colours[0];
  return named ? [`✨ Colour magic of the day (day ${dayOfMonth} of the month): ${named}.`] : [];
}

function calendarMessage(view: RealmView, title: string, lines: string[] = [], readings = true): MessagePayload {
  const calendar = view.calendar;
  if (!calendar) {
    return { embeds: [noticeEmbed(title, [...lines, ...magicLine(view), view.seasonsWeather ? 'The GM begins the calendar with /calendar start.' : 'This game does not use Seasons and Weather: every week is normal, 4 phases a day.'].join('\n'))] };
  }
  const embed: Embed = {
    title,
    color: COLORS.info,
    description: [...lines, `**Month ${calendar.month}: ${calendar.season.name}** — week ${calendar.today.week}, day ${calendar.today.day}, ${calendar.today.phase}`, ...magicLine(view)].join('\n'),
    fields: [
      { name: 'In force today', value: calendar.inForce.join('\n') || 'the normal rules' },
      ...(readings && view.readings.length ? [{ name: "Readings of the table's lost cells", value: view.readings.join('\n') }] : []),
    ],
    image: { url: 'attachment://calendar.png' },
  };
  return { embeds: [embed], files: [{ name: 'calendar.png', data: later(() => renderCalendar(calendar)) }] };
}

/** The Birdsong call: the players who still have to record today, called (their phones ring). */
function birdsongCall(view: RealmView): Pick<MessagePayload, 'content' | 'pings'> {
  const waiting = view.recorded.filter((p) => !p.done).map((p) => p.userId);
  return calling(waiting, waiting.length ? 'Birdsong: record your phases with /orders record (only you and the GM see them).' : '');
}

/**
 * Birdsong with orders missing: the GM is asked first, naming who is missing (issue 12). Moving on leaves their
 * turns blank, so it takes a second, deliberate press (or `/day next anyway:true`).
 */
async function confirmation(ctx: Pick<HandlerContext, 'invocation' | 'services'>, step: string | undefined): Promise<CommandResult | undefined> {
  const game = await currentGame(ctx);
  if (!viewOf(game, ctx).viewer.isGm) return undefined; // the engine refuses him with the rule
  // A button made for a step that has passed (issue 27): the engine refuses it privately; nothing new is offered.
  if (step !== undefined && step !== dayStepOf(game)) return undefined;
  const view = realmViewFor(game, publicViewer);
  const missing = view.part === 'birdsong' ? view.recorded.filter((p) => !p.done) : [];
  if (missing.length === 0 || game.players.length === 0) return undefined;
  const names = missing.map((p) => `${p.character} (${p.userName})`);
  return {
    reply: {
      ephemeral: true,
      embeds: [noticeEmbed('Move on without their orders?', `Not recorded yet: ${names.join(', ')}. Moving on now leaves ${missing.length === 1 ? 'that turn' : 'those turns'} blank.`)],
      buttons: [[{ customId: `day:next:${dayStepOf(game)}:anyway`, label: 'Move on anyway ▶' }]],
    },
  };
}

/**
 * `/day next` and its button: the GM moves the day on — through every step that needs nobody, to the next that
 * needs him or the players (issue 12; `one:true` moves one step only). The channel gets one message for it all.
 */
async function advance(ctx: Pick<HandlerContext, 'invocation' | 'services'>, { step, anyway = false, one = false }: { step?: string; anyway?: boolean; one?: boolean } = {}): Promise<CommandResult> {
  if (!anyway) {
    const ask = await confirmation(ctx, step);
    if (ask) return ask;
  }
  const committed = await act(ctx, { type: 'play.advance', ...(step !== undefined ? { step } : {}), ...(one ? {} : { through: true }) });
  const ev = committed.events;
  const newDay = payloads(ev, 'play.new-day')[0];
  let birdsong: MessagePayload | undefined;
  if (newDay) {
    const view = realmViewFor(committed.state, publicViewer);
    birdsong = { ...birdsongCall(view), ...calendarMessage(view, 'A new day: Birdsong', newDay.lines, newDay.newMonth === true) };
  }
  const report = dayReport(committed.state, ev);
  // A combat the press began (issue 14): its first step, and who acts, in a message of its own.
  const fight = combatMessage(committed.state, ev);
  const message = !report && !birdsong && fight ? fight : withNewDay(report, birdsong);
  const privateMessages = dayPrivateMessages(committed.state, ev);
  const alone = message === fight;
  return {
    reply: { ephemeral: false, ...message, ...(newDay || fight ? {} : { buttons: nextButton(committed.state) }) },
    ...(fight && !alone ? { channelPosts: [fight] } : {}),
    ...(privateMessages.length ? { privateMessages } : {}),
    events: ev,
  };
}

/** What a step of the day tells each player alone: his finds, deals, loot, readings, enchanting, chits owed, a turn awaited. */
function dayPrivateMessages(state: GameState, ev: readonly StoredEvent[]) {
  // What each search found is told to the finder alone (the channel learns only what kind of thing, issue 13).
  const found = payloads(ev, 'play.found').map((f) => ({ userId: f.userId, message: { embeds: [noticeEmbed(`🔒 ${f.name}'s search`, foundText(f))] } }));
  // What he bought, sold or hired, and his gold, are his and the GM's (issue 13, meeting.ts).
  const dealt = payloads(ev, 'play.dealt').map((d) => ({ userId: d.userId, message: { embeds: [noticeEmbed(`🔒 ${d.name}'s trading and hiring`, d.lines.join('\n'))] } }));
  const looted = payloads(ev, 'play.looted').map((l) => ({
    userId: l.userId,
    message: {
      embeds: [
        noticeEmbed(
          `🔒 ${l.name}'s LOOT`,
          lootedText(l, state),
        ),
      ],
    },
  }));
  // The spell each READ RUNES or perceived spell showed him, and whether he learned it (runes.ts).
  const runes = payloads(ev, 'play.runes').map((r) => ({ userId: r.userId, message: { embeds: [noticeEmbed(`🔒 ${r.name}'s reading`, runesText(r))] } }));
  // MP-1: what his ENCHANT phases did to his card: his alone (the table learns a chit was enchanted, never which).
  const enchanted = payloads(ev, 'play.enchanted').map((x) => ({ userId: x.userId, message: { embeds: [noticeEmbed(`🔒 ${x.name}'s ${x.prepared || /^ALERT/.test(x.refused ?? '') ? 'ALERT' : 'enchanting'}`, enchantedText(x))] } }));
  // What the bot paid for those who had not chosen, and what the press leaves each player owing (issue 13).
  const chits = [...paidByDefault(ev), ...owedAsks(state)];
  // Issue 29, Prophecy: the day waits at his turn; he is told so, with orders the judge takes from him now.
  const awaited = payloads(ev, 'play.phases-awaited').map((w) => ({ userId: w.userId, message: { embeds: [noticeEmbed(`🔒 ${w.name}'s turn`, `${w.spell} is in force on you: you write no move in advance, and the day waits for you now. Record your phases with /orders record phases:"${w.example}" — judged as at Birdsong, and carried out at once.`)] } }));
  // Issue 29, Phantasm: its turn, his alone (its finds come as his search's).
  const phantasm = payloads(ev, 'play.phantasm-turn').map((t) => ({ userId: t.userId, message: { embeds: [noticeEmbed(`🔒 ${t.name}'s phantasm`, phantasmTurnLine(t))] } }));
  return [...found, ...dealt, ...looted, ...runes, ...enchanted, ...chits, ...awaited, ...phantasm];
}

/** What he took from a pile, and what finding it did (found-cards.ts), in his words. */
function lootedText(l: PlayEventPayloads['play.looted'], state: GameState): string {
  if (isSiteCard(l.item)) return `You found the **${l.item}** in the ${l.site}: a site card, face up in your clearing. LOOT it with its own table: record "LT ${l.item}".`;
  const finding = findingOf(l.item);
  return [
    `You take the **${l.item}** from the ${l.site}.`,
    ...(l.gains?.length ? [`It held ${l.gains.map((h) => `the **${h}**`).join(' and ')}: they are yours.`] : []),
    ...(finding?.gold ? [`It held ${finding.gold} gold: you have ${numbersFor(state, l.userId).gold}.`] : []),
    ...(finding?.onTop ? [`Its armour lies on top of the ${l.site}'s pile now.`] : []),
    'See your card with /character show.',
  ].join(' ');
}

function runesText(r: PlayEventPayloads['play.runes']): string {
  const spell = spellCardNamed(r.spell);
  const what = `the **${r.spell}**${spell ? ` (type ${spell.type}, ${spell.colour}, ${spell.duration}: ${spell.text})` : ''}`;
  const learned = r.learned ? 'You learn it: it is on your card (/character show).' : 'You do not learn it.';
  return `At the ${r.site} you read ${what}. ${learned}${r.awakened ? ` It is awakened, and goes to the bottom of the ${r.site}'s spells.` : ''}`;
}

/** An ENCHANT phase as its player is told it (MP-1). */
function enchantedText(x: PlayEventPayloads['play.enchanted']): string {
  if (x.refused) return /^ALERT/.test(x.refused) ? `Your ${x.refused}.` : `Your ENCHANT could not be done: ${x.refused}.`;
  if (x.prepared) return `Your **${x.prepared.label}** is prepared (ALERT): a spell you cast with it tonight has speed 0. It fatigues at the end of combat, used or not — or at the next Birdsong if no combat ends it.`;
  const played = x.played ? ` Your **${x.played.colour}** colour chit (${x.played.label}) was played: it is a MAGIC chit again, fatigued.` : '';
  if (x.tile) return `You turned **${x.tile.code}** ${x.tile.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'} with your ${x.tile.ritual} and ${x.tile.colour} magic.${played}`;
  return `Your **${x.chit!.label}** is enchanted into **${x.chit!.colour}** magic: a colour chit on your card (/character show) until you play it — to cast one of your own spells, or to enchant your tile. Played, it is a MAGIC chit again, fatigued.`;
}


/**
 * The "Record orders" form opens with his orders of today if he recorded, else with the last he recorded (most
 * days look like the day before). Only his own: the log is read as he may read it.
 */
async function ordersToFill(ctx: { invocation: Invocation; services: Services }): Promise<Record<string, string>> {
  const game = await currentGame(ctx);
  const me = ctx.invocation.user.id;
  if (!findPlayer(game, me)) throw new RuleError('you have not joined this game', 'join with /game join character:<name> first');
  const today = realmOf(game, ctx).orders.find((o) => o.userId === me)?.orders;
  if (today) return { phases: today.text };
  const recorded = (await ctx.services.store.events(game.id)).filter((e) => e.type === 'play.recorded' && (e.payload as PlayEventPayloads['play.recorded']).userId === me);
  const last = recorded.at(-1)?.payload as PlayEventPayloads['play.recorded'] | undefined;
  return last ? { phases: last.orders.text } : {};
}

export const calendarCommand: CommandSpec = {
  slow: true,
  name: 'calendar',
  description: 'Seasons and Weather: today, the weather, the month card; the GM begins it',
  subcommands: [
    {
      name: 'show',
      description: 'Today: month, season, week, day, weather, colour magic, phases allowed, and the month card',
      example: '/calendar show',
      options: [],
      handler: async (ctx) => ({ reply: { ephemeral: false, ...calendarMessage(realmViewFor(await currentGame(ctx), publicViewer), 'The calendar') } }),
    },
    {
      name: 'start',
      description: 'GM: roll for the starting season (2d6) and the first week\'s weather; Birdsong of day 1',
      example: '/calendar start',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.calendar-start' });
        const started = payloads(committed.events, 'play.calendar-started')[0]!;
        const view = realmViewFor(committed.state, publicViewer);
        return { reply: { ephemeral: false, ...birdsongCall(view), ...calendarMessage(view, 'The calendar begins', started.lines) }, events: committed.events };
      },
    },
  ],
};

export const ordersCommand: CommandSpec = {
  name: 'orders',
  description: "Birdsong: record your character's phases for the day, in secret",
  subcommands: [
    {
      name: 'record',
      description: 'Secret: your phases, e.g. "M CV5, H, P, R" (change them until Daylight)',
      example: '/orders record phases:"M CV5, H, P, R"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      form: { title: 'Your orders for today', fields: ['phases'], prefill: ordersToFill },
      options: [
        { name: 'phases', description: 'Phases split by commas: M <clearing>, H, S, R, A, T, P, L, LT, HR, F <who>, SP, E, B (ST, G)', type: 'string', required: true, maxLength: 300, autocomplete: suggestPhases },
        { name: 'player', description: 'GM: record for this player', type: 'user' },
        { name: 'turn', description: 'Premonition in force on you: your place in the turn order (1 = first)', type: 'integer', minValue: 1, maxValue: 99 },
        { name: 'phantasm', description: "Phantasm in force on you: its phases, MOVE and PEER only, e.g. \"M CV5, P\"", type: 'string', maxLength: 300 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.record', phases: ctx.options.phases as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}), ...(ctx.options.turn !== undefined ? { turn: ctx.options.turn as number } : {}), ...(ctx.options.phantasm ? { phantasm: ctx.options.phantasm as string } : {}) });
        const rec = payloads(committed.events, 'play.recorded')[0]!;
        const { budget } = realmOf(committed.state, ctx);
        const reply: Embed = {
          title: '🔒 Your orders for today',
          color: COLORS.private,
          description: `**${rec.orders.text}**${rec.orders.route.length ? `\nRoute: ${rec.orders.route.join(' → ')}` : ''}${rec.orders.turn ? `\nTurn: ${rec.orders.turn} (Premonition: the place you chose in the turn order)` : ''}${rec.orders.phantasm ? `\nPhantasm: **${rec.orders.phantasm.text}**${rec.orders.phantasm.route.length ? ` (route ${rec.orders.phantasm.route.join(' → ')})` : ''}` : ''}`,
          // His own day (the Dwarf's 2, caves), as the orders' check counted it; off the board, the weather's.
          footer: { text: `${rec.today ?? `${budget.weatherName ? `${budget.weatherName}: ` : ''}${budget.phasesPerDay} phases a day`}. Only you and the GM see these; change them until Daylight.` },
        };
        // Who has recorded is the step's status message, edited in place; the GM's call when the last one has comes
        // from dispatch, whatever completed the step (step-status.ts completionCalls, allRecorded below).
        // Issue 29, Prophecy: orders recorded at his turn are his turn, carried out at once — the table sees it.
        const turn = payloads(committed.events, 'play.turn').length ? dayReport(committed.state, committed.events) : undefined;
        const privateMessages = turn ? dayPrivateMessages(committed.state, committed.events) : [];
        return {
          reply: { ephemeral: true, embeds: [reply] },
          ...(turn ? { channelPosts: [{ ...withNewDay(turn, undefined), buttons: nextButton(committed.state) }] } : {}),
          ...(privateMessages.length ? { privateMessages } : {}),
          events: committed.events,
        };
      },
    },
    {
      name: 'show',
      description: 'Your recorded orders (the GM sees everyone\'s) and the phases you may use today',
      example: '/orders show',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const { viewer } = viewOf(game, ctx);
        if (!viewer.isGm && !viewer.player) throw new RuleError('you have not joined this game', 'join with /game join character:<name>');
        // The view holds the orders this user may read: his own, or the GM's everyone's.
        const { orders, budget } = realmOf(game, ctx);
        const lines = orders.map(({ character, userName, orders: o }) => `**${character}** (${userName}): ${o ? `${o.text}${o.route.length ? ` — ${o.route.join(' → ')}` : ''}` : 'nothing recorded yet'}`);
        return {
          reply: {
            ephemeral: true,
            embeds: [{ title: '🔒 Orders for today', color: COLORS.private, description: lines.join('\n') || 'nobody plays yet', fields: [{ name: 'Today', value: `${budget.phasesPerDay} phases a day${budget.bonus ? `, +${budget.bonus.count} bonus in ${budget.bonus.where.join('/')}` : ''}${budget.noHide ? ', no HIDE' : ''}${budget.noPeer ? ', no PEER' : ''}` }, { name: 'How to write them', value: activityHelp() }] }],
          },
        };
      },
    },
  ],
};

export const dayCommand: CommandSpec = {
  slow: true,
  name: 'day',
  description: 'GM: move the day on — Daylight, each turn revealed, Sunset, Evening, Midnight, the next day',
  subcommands: [
    {
      name: 'next',
      description: 'GM: the next step of the day (the buttons under the day\'s messages do the same)',
      example: '/day next',
      options: [
        { name: 'anyway', description: 'Move on from Birdsong even though some orders are missing (their turns are blank)', type: 'boolean' },
        { name: 'one', description: 'One step only (e.g. stop at Sunset), not on to where you or the players are needed', type: 'boolean' },
      ],
      handler: async (ctx) => advance(ctx, { anyway: ctx.options.anyway === true, one: ctx.options.one === true }),
    },
    {
      name: 'status',
      description: 'Where the day is, and who still has to record',
      slow: false,
      example: '/day status',
      options: [],
      handler: async (ctx) => {
        const view = realmOf(await currentGame(ctx), ctx);
        const recorded = view.recorded.map((p) => `${p.done ? '✔' : '…'} ${p.character}`).join(' · ');
        const text = view.part === 'daylight' ? `Daylight: turn ${view.turns.revealed} of ${view.turns.of} revealed.` : `${view.part.replace(/^./, (c) => c.toUpperCase())}. ${recorded}`;
        return { reply: { ephemeral: true, embeds: [noticeEmbed('Today', text)] } };
      },
    },
  ],
};

/**
 * The GM's "Next ▶" button under the day's messages: `day:next:<step>` (`…:anyway` once he confirmed moving on with
 * orders missing). It moves the day on only from the step it was made for; a button of an older message (or one
 * without a step, made before buttons carried it) is refused. Once it worked, its buttons are disabled.
 */
export const dayButtons: ComponentSpec = {
  prefix: 'day',
  handler: async ([, step, anyway]: string[], ctx: { invocation: Invocation; services: Services }) => {
    const result = await advance(ctx, { step: step ?? 'an older message', anyway: anyway === 'anyway' });
    return result.events ? { ...result, retireButton: true } : result;
  },
};

/**
 * Birdsong complete (every character has recorded, or the last who had not left or died): the GM is called in the
 * channel with the Next ▶ button, and told in his private place (dispatch adds these to any command's result).
 */
export function allRecorded(state: GameState): Pick<CommandResult, 'channelPosts' | 'privateMessages'> {
  const message = { embeds: [noticeEmbed('Every character has recorded', 'Begin Daylight with /day next or the button in the channel.')] };
  return {
    channelPosts: [{ ...calling([state.gm.id], 'every character has recorded: Daylight can begin.'), buttons: nextButton(state) }],
    privateMessages: gmsOf(state).map((g) => ({ userId: g.id, message })),
  };
}
