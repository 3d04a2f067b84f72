import { actionEvent } from './event-payloads.js';
import { cardFields } from './character-text.js';
import type { CurseName } from '../engine/rulesets/magic-realm/tables/types.js';
import { gmsOf, type GameState } from '../engine/core/state.js';
import { RuleError } from '../engine/core/types.js';
import { publicViewer } from '../engine/core/view.js';
import { CURSE_NAMES, deathLine, NUMBER_FIELDS, realmViewFor } from '../engine/rulesets/magic-realm/play/view.js';
import type { PlayEventPayloads, RealmView, SetUpSecret } from '../engine/rulesets/magic-realm/play/view-types.js';
import { noticeEmbed } from '../render/embeds.js';
import { ARMOUR_STATES, cardFor, characterWords, CHIT_STATES, owedText } from '../engine/rulesets/magic-realm/characters/view.js';
import type { ArmourState, CharacterCard, ChitState, SheetChange } from '../engine/rulesets/magic-realm/characters/view-types.js';
import { COLORS, later, type Embed, type MessageFile } from '../render/message.js';
import { renderCharacterCard } from '../render/pictures.js';
import { act, currentGame, givenOptions, viewOf, type ActionBody } from './game-context.js';
import { suggestStarts } from './suggest-board.js';
import { suggestChits } from './suggest-chits.js';
import { owedAsks, owedLines, paidText } from './owed.js';
import type { CommandResult, CommandSpec, HandlerContext, SubcommandSpec } from './types.js';

/** What the user of a command may see of the game in play. */
const realmOf = (game: GameState, ctx: Pick<HandlerContext, 'invocation'>): RealmView => realmViewFor(game, { userId: ctx.invocation.user.id });

/** A player's character as the replies name him. */
const characterOf = (game: GameState, ctx: Pick<HandlerContext, 'invocation'>, userId: string): string | undefined => viewOf(game, ctx).players.find((p) => p.userId === userId)?.character;

const secretText = (s: SetUpSecret | undefined) =>
  [s?.victory && `Victory: ${s.victory}`, s?.start && `Start: ${s.start}`, s?.spells && `Spells: ${s.spells}`, s?.enchanted && `Enchanted MAGIC chits: ${s.enchanted}`].filter(Boolean).join('\n') || 'nothing told yet';

/** A character's card: the embed with its picture (the numbers beside it on the owner's and the GM's). */
export function cardMessage(card: CharacterCard, title: string, fields: Embed['fields'] = []): { embeds: Embed[]; files: MessageFile[] } {
  return {
    embeds: [{ title, color: card.full ? COLORS.private : COLORS.info, ...(fields?.length ? { fields } : {}), image: { url: 'attachment://character.png' } }],
    files: [{ name: 'character.png', data: later(() => renderCharacterCard(card)) }],
  };
}

/** The GM's change to a character's card (issue 13): answered to him, and the player told in his private place. */
async function changeCard(ctx: HandlerContext, change: SheetChange): Promise<CommandResult> {
  const committed = await act(ctx, { type: 'play.sheet', player: ctx.options.player as string, change });
  const p = actionEvent(committed.events).payload as PlayEventPayloads['play.sheet-set'];
  const line = `${p.name} ${p.what}.`;
  // His last chit wounded: he is dead, and the channel is told (issue 27).
  const died = committed.events.find((e) => e.type === 'play.died')?.payload as PlayEventPayloads['play.died'] | undefined;
  return {
    reply: { ephemeral: true, embeds: [noticeEmbed('Changed', line)] },
    privateMessages: [{ userId: p.userId, message: { embeds: [noticeEmbed('🔒 The GM changed your card', `${line} See it with /character show.`)] } }],
    ...(died ? { channelPosts: [{ embeds: [noticeEmbed('☠ A death', deathLine(died))] }] } : {}),
    events: committed.events,
  };
}

const playerOption = { name: 'player', description: 'The player', type: 'user', required: true } as const;
const itemOption = (description: string) => ({ name: 'item', description, type: 'string', required: true, maxLength: 60 }) as const;

/** GM: the character card's changes, as /character subcommands. */
const CARD_CHANGES: SubcommandSpec[] = [
  {
    name: 'give',
    description: 'GM: give a character a belonging (weapon, armour, horse, treasure), as the game prints it',
    example: '/character give player:@bob item:"Crystal Ball"',
    ephemeral: () => true,
    options: [playerOption, itemOption('The belonging, e.g. Crystal Ball, Great Sword, Warhorse')],
    handler: (ctx) => changeCard(ctx, { kind: 'give', item: ctx.options.item as string }),
  },
  {
    name: 'take',
    description: 'GM: take a belonging away from a character',
    example: '/character take player:@bob item:"Short Sword"',
    ephemeral: () => true,
    options: [playerOption, itemOption('The belonging carried')],
    handler: (ctx) => changeCard(ctx, { kind: 'take', item: ctx.options.item as string }),
  },
  {
    name: 'chit',
    description: 'GM: set one of its action chits active, fatigued or wounded (chits of one print are alike)',
    example: '/character chit player:@bob chit:"MOVE M4" state:fatigued',
    ephemeral: () => true,
    options: [
      playerOption,
      { name: 'chit', description: 'The chit as printed, e.g. "MOVE M4", "FIGHT H4**", "MAGIC II2*"', type: 'string', required: true, maxLength: 30 },
      { name: 'state', description: 'Its new state', type: 'string', required: true, choices: CHIT_STATES.map((s) => ({ name: s, value: s })) },
    ],
    handler: (ctx) => changeCard(ctx, { kind: 'chit', chit: ctx.options.chit as string, state: ctx.options.state as ChitState }),
  },
  {
    name: 'armour',
    description: 'GM: set a piece of its armour intact, damaged or destroyed',
    example: '/character armour player:@bob item:Shield state:damaged',
    ephemeral: () => true,
    options: [playerOption, itemOption('The armour worn, e.g. Shield'), { name: 'state', description: 'Its new state', type: 'string', required: true, choices: ARMOUR_STATES.map((s) => ({ name: s, value: s })) }],
    handler: (ctx) => changeCard(ctx, { kind: 'armour', item: ctx.options.item as string, state: ctx.options.state as ArmourState }),
  },
  {
    name: 'curse',
    description: 'GM: lay a curse on the character (the Imp, the Curse spell…), or lift one with lift:true',
    example: '/character curse player:@bob curse:Ashes',
    ephemeral: () => true,
    options: [
      playerOption,
      { name: 'curse', description: 'The curse', type: 'string', required: true, choices: CURSE_NAMES.map((c) => ({ name: c, value: c })) },
      { name: 'lift', description: 'Lift it instead', type: 'boolean' },
    ],
    handler: (ctx) => changeCard(ctx, { kind: 'curse', curse: ctx.options.curse as CurseName, ...(ctx.options.lift === true ? { lift: true } : {}) }),
  },
];

export const characterCommand: CommandSpec = {
  name: 'character',
  description: "Magic Realm characters: the card, gold, fame, notoriety; chits fatigued, wounded and rested",
  subcommands: [
    {
      name: 'show',
      description: 'Your character card (the GM sees anyone\'s; another player\'s shows what lies face up)',
      example: '/character show',
      ephemeral: () => true,
      options: [{ name: 'player', description: 'Whose character (yours when left out)', type: 'user' }],
      handler: async (ctx) => {
        const game = await currentGame(ctx);
        const id = (ctx.options.player as string | undefined) ?? ctx.invocation.user.id;
        // The view holds the characters this user may read: his own, or the GM's everyone's.
        const sheet = realmOf(game, ctx).characters.find((c) => c.userId === id);
        if (!sheet) {
          const { viewer } = viewOf(game, ctx);
          // Another player's character: the card as the table sees it (issue 13), never his numbers.
          const open = id !== ctx.invocation.user.id ? cardFor(game, id, ctx.invocation.user.id) : undefined;
          if (open) return { reply: { ephemeral: true, ...cardMessage(open, `${open.character} (${open.userName})`, cardFields(open)) } };
          throw new RuleError(viewer.isGm && !ctx.options.player ? 'name the player' : 'that player has not joined this game', 'e.g. /character show player:@bob');
        }
        const card = cardFor(game, id, ctx.invocation.user.id);
        const n = sheet.numbers;
        const embed: Embed = {
          title: `🔒 ${sheet.character} (${sheet.userName})`,
          color: COLORS.private,
          fields: [
            { name: 'Gold', value: `${n.gold}`, inline: true },
            { name: 'Fame', value: `${n.fame}`, inline: true },
            { name: 'Notoriety', value: `${n.notoriety}`, inline: true },
            { name: 'Wounds', value: `${n.wounds}`, inline: true },
            { name: 'Fatigue', value: `${n.fatigue}*`, inline: true },
            { name: 'Where', value: sheet.where ?? 'not on the board', inline: true },
          ],
        };
        // A character of the game has his card drawn below; a free-text one (older games) has the numbers only.
        if (!card) return { reply: { ephemeral: true, embeds: [embed] } };
        // His wounds and fatigue are his chits: drawn on the card, and named in the text (cardFields).
        const numbers = embed.fields!.filter((f) => f.name !== 'Wounds' && f.name !== 'Fatigue');
        return { reply: { ephemeral: true, ...cardMessage(card, embed.title!, [...numbers, ...cardFields(card)]) } };
      },
    },
    {
      name: 'set',
      description: "GM: set or adjust a character's number (every change is in the log)",
      example: '/character set player:@bob field:gold add:-5',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The player', type: 'user', required: true },
        { name: 'field', description: 'Which number', type: 'string', required: true, choices: NUMBER_FIELDS.map((f) => ({ name: f, value: f })) },
        { name: 'value', description: 'The new value', type: 'integer', minValue: 0, maxValue: 10_000 },
        { name: 'add', description: 'Or add this much (negative to take away)', type: 'integer', minValue: -10_000, maxValue: 10_000 },
      ],
      handler: async (ctx) => {
        const { value, add } = ctx.options as { value?: number; add?: number };
        await currentGame(ctx);
        if ((value === undefined) === (add === undefined)) throw new RuleError('give either value: or add:', 'e.g. /character set player:@bob field:gold value:20, or add:-5');
        const committed = await act(ctx, { type: 'play.numbers', player: ctx.options.player as string, field: ctx.options.field as never, value: (value ?? add)!, mode: value !== undefined ? 'set' : 'add' });
        const first = actionEvent(committed.events);
        if (first.type === 'play.owed') {
          // A character of the game: his fatigue and wounds are chits he chooses (issue 13).
          const o = first.payload as PlayEventPayloads['play.owed'];
          return {
            reply: { ephemeral: true, embeds: [noticeEmbed('Owed', `${o.name} owes ${owedText(o.owed)}: ${characterWords(o.name).subject} chooses the chits in ${characterWords(o.name).possessive} private place (the bot picks them when the day moves on).`)] },
            privateMessages: owedAsks(committed.state, [o.userId]),
            events: committed.events,
          };
        }
        const p = first.payload as PlayEventPayloads['play.numbers-set'];
        const line = `${characterOf(committed.state, ctx, p.userId)}: ${p.field} ${p.before} → ${p.after}`;
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed('Changed', line)] },
          privateMessages: [{ userId: p.userId, message: { embeds: [noticeEmbed('🔒 The GM changed your character', line)] } }],
          events: committed.events,
        };
      },
    },
    {
      name: 'activate',
      description: 'By day: activate a weapon you carry, the active one goes inactive (inactivate:true: put yours away)',
      example: '/character activate item:"Great Sword"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'item', description: 'The weapon, as the game prints it', type: 'string', required: true, maxLength: 60 },
        { name: 'inactivate', description: 'Inactivate your active weapon instead (you fight with your dagger)', type: 'boolean' },
        { name: 'player', description: 'GM: whose weapon (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.activate', item: ctx.options.item as string, ...(ctx.options.inactivate === true ? { inactivate: true } : {}), ...(ctx.options.player ? { player: ctx.options.player as string } : {}) });
        const set = actionEvent(committed.events).payload as { name: string; what: string };
        return { reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${set.name}'s weapons`, `${set.name} ${set.what}.`)] }, events: committed.events };
      },
    },
    {
      name: 'energise',
      description: 'MP-12: play a colour chit to energise an inert permanent spell whose target is in your clearing',
      example: '/character energise spell:"Melt Into Mist" chit:"MAGIC IV3*"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'spell', description: 'The inert permanent spell, as its card names it', type: 'string', required: true, maxLength: 60 },
        { name: 'chit', description: 'Your colour chit, as its MAGIC chit is printed', type: 'string', required: true, maxLength: 40, autocomplete: suggestChits },
        { name: 'on', description: "The spell's target, where several spells of that name are inert", type: 'string', maxLength: 60 },
        { name: 'player', description: 'GM: whose colour chit (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.energise', spell: ctx.options.spell as string, chit: ctx.options.chit as string, ...(ctx.options.on ? { on: ctx.options.on as string } : {}), ...(ctx.options.player ? { player: ctx.options.player as string } : {}) });
        const energised = committed.events.find((e) => e.type === 'play.spells-energised')!.payload as PlayEventPayloads['play.spells-energised'];
        const set = committed.events.find((e) => e.type === 'play.sheet-set')!.payload as PlayEventPayloads['play.sheet-set'];
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${set.name}'s colour chit`, `${set.name} ${set.what}.`)] },
          channelPosts: [{ embeds: [noticeEmbed('✨ A spell energised', energised.lines.join('\n'))] }],
          events: committed.events,
        };
      },
    },
    {
      name: 'choose',
      description: 'Pay the fatigue, wound or rest you owe with the chits you name (the bot asks in your private place)',
      example: '/character choose chits:"MOVE M3*, FIGHT H5**"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'chits', description: 'Your chits as printed, split by commas ("none" to rest nothing)', type: 'string', required: true, maxLength: 300, autocomplete: suggestChits },
        { name: 'player', description: 'GM: whose chits (yours when left out)', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.chits', chits: ctx.options.chits as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) });
        const paid = actionEvent(committed.events).payload as PlayEventPayloads['play.chits-chosen'];
        const died = committed.events.find((e) => e.type === 'play.died')?.payload as PlayEventPayloads['play.died'] | undefined;
        const next = owedLines(committed.state, paid.userId);
        const text = [paidText(paid), ...(died ? [`☠ ${died.name} is dead.`] : []), ...(next.length ? ['Still owed:', ...next] : [])].join('\n');
        const forOther = paid.userId !== ctx.invocation.user.id;
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${paid.name}'s chits`, text)] },
          ...(forOther ? { privateMessages: [{ userId: paid.userId, message: { embeds: [noticeEmbed('🔒 The GM chose your chits', text)] } }] } : {}),
          ...(died ? { channelPosts: [{ embeds: [noticeEmbed('☠ A death', deathLine(died))] }] } : {}),
          events: committed.events,
        };
      },
    },
    {
      name: 'answer',
      description: "GM: the demon's answer to a player's question (Ask Demon): sent to him privately",
      example: '/character answer player:@bob answer:"yes"',
      ephemeral: () => true,
      options: [
        { name: 'player', description: 'The player who asked', type: 'user', required: true },
        { name: 'answer', description: 'Yes, no, or a number', type: 'string', required: true, maxLength: 300 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.demon-answer', player: ctx.options.player as string, answer: ctx.options.answer as string });
        const a = actionEvent(committed.events).payload as PlayEventPayloads['play.demon-answered'];
        const text = `“${a.question}” — ${a.answer}`;
        return {
          reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 The demon answers the ${a.name}`, `${text}\nSent to ${characterWords(a.name).object} privately.`)] },
          privateMessages: [{ userId: a.userId, message: { embeds: [noticeEmbed('🔒 The demon answers (Ask Demon)', text)] } }],
          events: committed.events,
        };
      },
    },
    {
      name: 'guard',
      description: 'Leave a hired native on guard where he stands (follow:true: he follows you again)',
      example: '/character guard hireling:"Lancer 1"',
      ephemeral: () => false,
      options: [
        { name: 'hireling', description: 'Your hired native, as his piece is labelled, e.g. Lancer 1', type: 'string', required: true, maxLength: 60 },
        { name: 'follow', description: 'He follows you again instead (from the clearing you share)', type: 'boolean' },
        { name: 'player', description: 'GM: whose hireling', type: 'user' },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.guard', hireling: ctx.options.hireling as string, ...(ctx.options.follow === true ? { follow: true } : {}), ...(ctx.options.player ? { player: ctx.options.player as string } : {}) });
        const set = committed.events.find((e) => e.type === 'play.guard-set')!.payload as PlayEventPayloads['play.guard-set'];
        const text = set.guard ? `The ${set.name} leaves the ${set.hireling} on guard${set.clearing ? ` in ${set.clearing}` : ''}: he stays there while the ${set.name} moves on.` : `The ${set.hireling} follows the ${set.name} again, from the clearing they share.`;
        return { reply: { ephemeral: false, embeds: [noticeEmbed('🛡 A hireling', text)] }, events: committed.events };
      },
    },
    {
      name: 'wish',
      description: 'Make the wish of a Small Blessing that waits for your choice (GM: player:)',
      example: '/character wish to:AV1',
      ephemeral: () => true,
      options: [
        { name: 'to', description: 'The clearing you (or the character you wish away) teleport to, e.g. AV1', type: 'string', maxLength: 10 },
        { name: 'who', description: '"I wish you were elsewhere": another character, native or monster of the clearing', type: 'string', maxLength: 60 },
        { name: 'box', description: '"I wish for a vision": the set-up card box whose treasures you see, e.g. Hoard', type: 'string', maxLength: 60 },
        { name: 'player', description: 'GM: the player who wishes', type: 'user' },
      ],
      handler: async (ctx) => wishMade(ctx),
    },
    ...CARD_CHANGES,
  ],
};

/** Issue 29, Small Blessing: the wish made — a vision to the wisher alone, a teleport told to the table. */
async function wishMade(ctx: HandlerContext): Promise<CommandResult> {
  const o = ctx.options;
  const committed = await act(ctx, { type: 'play.wish', ...(['to', 'who', 'box', 'player'] as const).reduce((a, k) => (o[k] ? { ...a, [k]: o[k] as string } : a), {}) });
  const w = committed.events.find((e) => e.type === 'play.wish-made')!.payload as PlayEventPayloads['play.wish-made'];
  const text = `${w.text.charAt(0).toUpperCase()}${w.text.slice(1)}.`;
  const title = `✨ The ${w.name}'s wish (Small Blessing)`;
  const forOther = w.userId !== ctx.invocation.user.id;
  if (w.wish === 'vision') {
    return {
      reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${title.slice(2)}`, text)] },
      ...(forOther ? { privateMessages: [{ userId: w.userId, message: { embeds: [noticeEmbed(`🔒 ${title.slice(2)}`, text)] } }] } : {}),
      events: committed.events,
    };
  }
  return { reply: { ephemeral: true, embeds: [noticeEmbed(title, 'Done: told to the table.')] }, channelPosts: [{ embeds: [noticeEmbed(title, text)] }], events: committed.events };
}

export const setupCommand: CommandSpec = {
  name: 'setup',
  description: 'BIMR4: tell the GM in secret your victory requirements, start, spells, enchanted chits',
  subcommands: [
    {
      name: 'tell',
      description: 'Secret: what you tell the GM before the dwellings are revealed (only you and the GM see it)',
      example: '/setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn spells:"Hurricane Winds"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'victory', description: 'Your victory requirements (5 VPs by default)', type: 'string', maxLength: 300 },
        { name: 'start', description: 'Your starting location, if you have a choice', type: 'string', maxLength: 100, autocomplete: suggestStarts },
        { name: 'spells', description: 'Your recorded spells', type: 'string', maxLength: 300 },
        { name: 'enchanted', description: 'MAGIC chits you begin enchanted', type: 'string', maxLength: 300 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.setup', ...givenOptions(ctx.options, { victory: 'victory', start: 'start', spells: 'spells', enchanted: 'enchanted' }) } as ActionBody);
        const told = actionEvent(committed.events).payload as PlayEventPayloads['play.setup-told'];
        return {
          reply: { ephemeral: true, embeds: [{ title: '🔒 Told to the GM', color: COLORS.private, description: secretText(told.secret) }] },
          privateMessages: gmsOf(committed.state).map((gm) => ({ userId: gm.id, message: { embeds: [{ title: `🔒 Set-up of ${characterOf(committed.state, ctx, told.userId)}`, color: COLORS.private, description: secretText(told.secret) }] } })),
          events: committed.events,
        };
      },
    },
    {
      name: 'show',
      description: 'Your set-up secrets (the GM sees everyone\'s; everyone once revealed)',
      example: '/setup show',
      ephemeral: () => true,
      options: [],
      handler: async (ctx) => {
        // The view holds the secrets this user may read: his own, the GM's everyone's, everyone's once revealed.
        const fields = realmOf(await currentGame(ctx), ctx).setUp.map((p) => ({ name: `${p.character} (${p.userName})`, value: secretText(p.secret) }));
        return { reply: { ephemeral: true, embeds: [{ title: '🔒 Set-up secrets', color: COLORS.private, fields: fields.length ? fields : [{ name: 'Nobody', value: 'no player has joined' }] }] } };
      },
    },
    {
      name: 'reveal',
      description: "GM: reveal every player's set-up secrets to the channel (at the game's end)",
      example: '/setup reveal',
      options: [],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.setup-reveal' });
        const fields = realmViewFor(committed.state, publicViewer).setUp.map((p) => ({ name: `${p.character} (${p.userName})`, value: secretText(p.secret) }));
        return { reply: { ephemeral: false, embeds: [{ title: 'The set-up secrets, revealed', color: COLORS.info, fields }] }, events: committed.events };
      },
    },
  ],
};

export const whisperCommand: CommandSpec = {
  name: 'whisper',
  description: 'BIMR4: a private message to another character at any distance; the GM gets a copy',
  flat: true,
  subcommands: [
    {
      name: 'whisper',
      description: 'A private message to another character',
      example: '/whisper to:@carol text:"Meet me at the Inn on the 3rd day"',
      keepInPrivatePlace: () => true,
      ephemeral: () => true,
      options: [
        { name: 'to', description: 'The player whose character hears it', type: 'user', required: true },
        { name: 'text', description: 'What you say', type: 'string', required: true, maxLength: 1500 },
      ],
      handler: async (ctx) => {
        const committed = await act(ctx, { type: 'play.whisper', to: ctx.options.to as string, text: ctx.options.text as string });
        const w = actionEvent(committed.events).payload as PlayEventPayloads['play.whispered'];
        const from = characterOf(committed.state, ctx, w.from.id) ?? w.from.name;
        const to = characterOf(committed.state, ctx, w.to.id) ?? w.to.name;
        const body = { title: `🔒 ${from} whispers to ${to}`, color: COLORS.private, description: w.text };
        return {
          reply: { ephemeral: true, embeds: [{ ...body, footer: { text: 'Sent; the GM has a copy.' } }] },
          privateMessages: [
            { userId: w.to.id, message: { embeds: [body] } },
            ...gmsOf(committed.state)
              .filter((gm) => gm.id !== w.from.id)
              .map((gm) => ({ userId: gm.id, message: { embeds: [{ ...body, footer: { text: 'A copy for the GM (BIMR4).' } }] } })),
          ],
          events: committed.events,
        };
      },
    },
  ],
};
