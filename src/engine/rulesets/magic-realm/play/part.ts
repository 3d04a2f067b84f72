import { definePart } from '../../../core/part.js';
import { handPlayOver } from './hand-over.js';
import { calendarDay } from '../calendar/calendar.js';
import { formerName, storedCalendar } from './old-logs.js';
import { PLAY_ACTIONS } from './actions.js';
import { decidePlay } from './decide.js';
import type { PlayEventPayloads } from './events.js';
import { applyPlayEvent } from './evolve.js';
import { startsWithSetUp } from './set-up.js';
import { regeneratedLine, summonedLine } from './summoned-words.js';
import type { SetUpSecret } from './state.js';
import { blockedLine, phaseLine, toldPhases } from './turn.js';
import { owedText } from '../characters/effort.js';
import { characterWords } from '../characters/kits.js';
import { realmViewFor } from './view.js';
import { birdsongWaiting } from './waiting.js';
import type { RealmView } from './view-types.js';

const secretText = (s: SetUpSecret) =>
  [s.victory && `victory ${s.victory}`, s.start && `start ${s.start}`, s.spells && `spells ${s.spells}`, s.enchanted && `enchanted ${s.enchanted}`].filter(Boolean).join('; ');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** MP-1: an ENCHANT phase as his card saw it (his and the GM's words; the commands tell him the same). */
export function enchantedLine(p: PlayEventPayloads['play.enchanted']): string {
  const w = characterWords(p.name);
  if (p.refused) return /^ALERT/.test(p.refused) ? `${p.refused}` : `ENCHANT could not be done: ${p.refused}`;
  if (p.prepared) return `ALERT: ${w.possessive} ${p.prepared.label} is prepared: a spell cast with it tonight has speed 0; it fatigues at the end of combat, or at the next Birdsong`;
  if (p.chit) return `${w.possessive} ${p.chit.label} is enchanted into ${p.chit.colour} magic: a colour chit until ${w.subject} ${w.verb('plays')} it`;
  const tile = p.tile ? `turns ${p.tile.code} ${p.tile.side === 'enchanted' ? 'to its enchanted side' : 'back to its normal side'} with ${w.possessive} ${p.tile.ritual} and ${p.tile.colour} magic` : 'enchants';
  return `${tile}${p.played ? `; ${w.possessive} ${p.played.colour} colour chit (${p.played.label}) is played: it reverts and fatigues` : ''}`;
}

/**
 * A Magic Realm game in play (issue 6): the characters' numbers, BIMR4's set-up secrets and whispers, the calendar,
 * and the day — Birdsong orders, Daylight turns, Sunset to Midnight. Undo words are public: never an order or a secret.
 */
export const magicRealmPart = definePart<typeof PLAY_ACTIONS, PlayEventPayloads, RealmView>({
  id: 'play',
  formerName,
  actions: PLAY_ACTIONS,
  decide: decidePlay,
  evolve: applyPlayEvent,
  handOver: handPlayOver,
  viewFor: (state, viewer) => (state.ruleset === 'magic-realm' ? realmViewFor(state, viewer) : undefined),
  waitingOn: birdsongWaiting,
  startsWith: startsWithSetUp,
  events: {
    'play.numbers-set': {
      log: (e, r) => `🔒 ${e.payload.name ?? r.characterOf?.(e.payload.userId) ?? 'A character'}: ${e.payload.field} ${e.payload.before} → ${e.payload.after}`,
      undo: () => "a change to a character's numbers",
    },
    'play.setup-told': { log: (e) => `🔒 Set-up secret told to the GM: ${secretText(e.payload.secret)}`, undo: () => 'a set-up secret told to the GM' },
    'play.setup-revealed': {
      log: (e) => `The set-up secrets are revealed (${Object.keys(e.payload.secrets).length} player(s))`,
      undo: () => 'the reveal of the set-up secrets',
    },
    'play.whispered': { log: (e) => `🔒 ${e.payload.from.name} whispers to ${e.payload.to.name}: “${e.payload.text}”`, undo: () => 'a whisper' },
    'play.calendar-started': {
      log: (e) => `The calendar begins (${e.payload.rolled.join(' + ')}): ${calendarDay(e.payload.date ?? storedCalendar(e.payload)!)}`,
      undo: () => 'the start of the calendar',
    },
    'play.recorded': {
      log: (e, r) => `🔒 ${e.payload.name ?? r.characterOf?.(e.payload.userId) ?? 'Orders'} recorded: ${e.payload.orders.text}`,
      undo: () => 'recorded orders',
    },
    'play.record-noted': { log: (e) => `${e.payload.name} recorded ${characterWords(e.payload.name).possessive} phases (${e.payload.recorded} of ${e.payload.of})`, undo: false },
    'play.daylight': {
      log: (e, r) =>
        `${e.payload.when ? `${e.payload.when}, ` : ''}${e.payload.monsterRoll !== undefined ? `Sunrise: the monster roll is ${e.payload.monsterRoll}. ` : ''}${e.payload.regenerated ? `${regeneratedLine(e.payload.regenerated)}. ` : ''}Daylight: ${(e.payload.names ?? e.payload.turnOrder.map((id) => r.characterOf?.(id) ?? id)).join(', ')}`,
      undo: () => 'the start of Daylight',
    },
    'play.turn': {
      log: (e) => {
        const { name, orders, weather } = e.payload;
        const to = orders?.route.at(-1);
        const did = !orders ? 'recorded no phases' : to ? `${orders.text} — moved to ${to}` : orders.text;
        const w = characterWords(name);
        const rolled = toldPhases(e.payload.outcome).map((p) => phaseLine(p, w));
        const blocked = e.payload.outcome?.blocked ? [blockedLine(e.payload.outcome.blocked, w)] : [];
        return `${name}: ${did}${[...rolled, ...blocked].length ? `; ${[...rolled, ...blocked].join('; ')}` : ''}${weather.length ? ` (${weather.join('; ')})` : ''}`;
      },
      undo: (e) => `${e.payload.name}'s turn`,
    },
    'play.looted': { log: (e) => `🔒 ${e.payload.name} takes the ${e.payload.item} from the ${e.payload.site}`, undo: () => "a LOOT's card" },
    'play.owed': { log: (e) => `🔒 ${e.payload.name} owes ${owedText(e.payload.owed)} (${e.payload.owed.cause})`, undo: () => 'fatigue or wounds the GM added' },
    'play.chits-chosen': {
      log: (e) => `🔒 ${e.payload.name} ${e.payload.byDefault ? `(the bot for ${characterWords(e.payload.name).object}) ` : ''}pays ${owedText(e.payload.owed)}: ${e.payload.steps.join('; ') || 'nothing'}${e.payload.lost ? ` (${e.payload.lost} asterisk lost)` : ''}`,
      undo: () => 'chits chosen',
    },
    'play.died': { log: (e) => `☠ ${e.payload.name} is dead (${e.payload.cause})`, undo: (e) => `${e.payload.name}'s death` },
    'play.spell-in-force': { log: (e) => `✨ ${e.payload.text}`, undo: (e) => `${e.payload.held.name}'s ${e.payload.held.spell} in force` },
    'play.spells-ended': { log: (e) => `✨ ${e.payload.lines.join('; ')}`, undo: () => 'the end of spells in force' },
    'play.sheet-set': { log: (e) => `🔒 ${e.payload.name} ${e.payload.what}`, undo: () => "a change to a character's card" },
    'play.enchanted': { log: (e) => `🔒 ${e.payload.name}: ${enchantedLine(e.payload)}`, undo: () => "a character's enchantment" },
    'play.found': {
      log: (e) => `🔒 ${e.payload.name} found ${[...e.payload.paths.map((p) => `the path ${p}`), ...e.payload.chits.map((c) => `the chit ${c}`), ...(e.payload.sites ?? []).map((x) => `the site ${x}`), ...(e.payload.hiddenEnemies ? [`the hidden enemies of ${characterWords(e.payload.name).possessive} clearing`] : [])].join(', ')}`,
      undo: () => "a search's finds",
    },
    'play.runes': {
      log: (e) => `🔒 ${e.payload.name} read the ${e.payload.spell} at the ${e.payload.site}: ${e.payload.learned ? 'learned' : 'not learned'}${e.payload.awakened ? ', awakened (to the bottom of the pile)' : ''}`,
      undo: () => "a character's reading of a spell",
    },
    'play.set-up-dealt': {
      log: (e) =>
        `🔒 The set-up card's treasures: ${Object.entries(e.payload.treasures).map(([box, cards]) => `${box}: ${cards.join(', ')}`).join('; ')}` +
        (e.payload.spells ? `; spells: ${Object.entries(e.payload.spells).map(([box, cards]) => `${box}: ${cards.join(', ')}`).join('; ')}` : ''),
      undo: () => 'the deal of the set-up card',
    },
    'play.set-up-shown': { log: (e) => e.payload.text, undo: () => 'the deal of the set-up card' },
    'play.summoned': { log: (e, r) => `${e.payload.name}'s turn ends (monster roll ${e.payload.roll}): ${summonedLine(e.payload, (id) => r.characterOf?.(id))}`, undo: (e) => `the end of ${e.payload.name}'s turn` },
    'play.dealt': { log: (e) => `🔒 ${e.payload.name}: ${e.payload.lines.join(' ')}`, undo: () => "a character's trading and hiring" },
    'play.part': { log: (e) => capital(e.payload.part), undo: (e) => e.payload.part },
    'play.new-day': {
      log: (e) => {
        const date = e.payload.date ?? storedCalendar(e.payload);
        return `A new day: Birdsong${date ? ` — ${calendarDay(date)}` : ''}`;
      },
      undo: () => 'the new day',
    },
  },
});
