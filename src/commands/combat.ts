/**
 * `/combat` (issue 14): the steps of a Magic Realm combat round as a play-by-post group takes them. Each public step
 * answers in the channel with what happened and who acts next (a Pass button for him; the engine refuses anyone
 * else's press). The secret play goes only to its player (and his private place); the channel gets a ✔, and the last
 * play reveals the round: every play, every die, every attack in order, and the picture of the melee.
 */
import { deathLine, wishHint } from '../engine/rulesets/magic-realm/play/view.js';
import { cardFor, characterWords } from '../engine/rulesets/magic-realm/characters/view.js';
import { characterOf, gmsOf, type GameState } from '../engine/core/state.js';
import { RuleError, type StoredEvent } from '../engine/core/types.js';
import { publicViewer } from '../engine/core/view.js';
import { againstWords, assignmentWhy, combatChoicesFor, combatViewFor, meleeViewFor } from '../engine/rulesets/magic-realm/combat/view.js';
import type { CombatChoices, CombatEventPayloads, CombatView } from '../engine/rulesets/magic-realm/combat/view-types.js';
import type { PlayEventPayloads } from '../engine/rulesets/magic-realm/play/view-types.js';
import { cardMessage } from './character.js';
import { noticeEmbed } from '../render/embeds.js';
import { renderMelee } from '../render/pictures.js';
import { calling, COLORS, later, type Button, type Embed, type MessagePayload } from '../render/message.js';
import { formButton } from './forms.js';
import { nextButton } from './day-report.js';
import { foundText } from './found-text.js';
import { act, currentGame, type ActionBody } from './game-context.js';
import { describeEvent } from '../engine/parts.js';
import { owedAsks, paidByDefault } from './owed.js';
import { suggestChits } from './suggest-chits.js';
import type { CommandResult, CommandSpec, HandlerContext, SubcommandSpec } from './types.js';

type P<K extends keyof CombatEventPayloads> = CombatEventPayloads[K];

/** The public lines of an action's combat events, in order (a secret play is never among them). */
export function combatLines(events: readonly StoredEvent[], nameOf: (userId: string) => string = (id) => id): string[] {
  const lines: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'combat.begun': {
        const b = e.payload as P<'combat.begun'>;
        lines.push(`⚔ **Combat in ${b.clearing}**${b.rolled.length ? ` (drawn first of ${b.left + 1}: die ${b.rolled.join(', ')})` : ''}: ${Object.values(b.names).map((n) => `the ${n}`).join(', ')}${againstWords(b)}.`);
        break;
      }
      case 'combat.lured': {
        const l = e.payload as P<'combat.lured'>;
        lines.push(`🎣 ${l.name} ${l.labels.length ? `${l.onto ? 'sends' : 'lures'} the ${l.labels.join(', the ')}${l.onto ? ` against the ${l.onto.name}` : ''}` : 'lures nothing'}.`);
        break;
      }
      case 'combat.assigned': {
        const a = e.payload as P<'combat.assigned'>;
        for (const r of a.rolls) lines.push(`🎲 The ${r.denizen} goes to the ${r.to} (${assignmentWhy(r)}).`);
        break;
      }
      case 'combat.acted':
        lines.push(`🏃 ${(e.payload as P<'combat.acted'>).text}.`);
        break;
      case 'combat.step': {
        const s = e.payload as P<'combat.step'>;
        // The order itself, not the shuffle's dice (a one-fighter shuffle rolls none; its dice are in the event).
        if (s.step === 'target' && s.targetOrder) lines.push(s.targetOrder.length > 1 ? `🎯 Targets, in a random order: ${s.targetOrder.map(nameOf).join(', then ')}.` : `🎯 Targets: ${s.targetOrder.map(nameOf).join('')} picks.`);
        if (s.step === 'play' && s.playing) lines.push(s.playing.length ? '🤫 The secret plays: each records theirs in their private place with /combat play.' : 'Nobody attacks and nothing attacks anybody: a quiet round.');
        break;
      }
      case 'combat.targeted': {
        const t = e.payload as P<'combat.targeted'>;
        lines.push(`🎯 ${t.name} ${t.label ? `targets ${t.label}` : 'attacks nobody'}.`);
        break;
      }
      case 'combat.cast-noted':
        lines.push(`✔ ${(e.payload as P<'combat.cast-noted'>).name} acts (in secret, until the reveal).`);
        break;
      case 'combat.spell-targeted': {
        const t = e.payload as P<'combat.spell-targeted'>;
        lines.push(t.broken ? `💥 ${t.name}'s spell is broken: ${t.broken}.` : `🎯 ${t.name} aims a spell at ${t.labels.join(', ')}.`);
        break;
      }
      case 'combat.play-noted': {
        const n = e.payload as P<'combat.play-noted'>;
        lines.push(`✔ ${n.name} has played (${n.played} of ${n.of}).`);
        break;
      }
      case 'combat.round': {
        const r = e.payload as P<'combat.round'>;
        lines.push(`**Round ${r.round} revealed**`);
        for (const p of r.plays) lines.push(`• ${p.name}: ${p.text}`);
        for (const l of r.lines) lines.push(`› ${l}`);
        if (!r.lines.length) lines.push('› nothing happens');
        lines.push(r.active ? '(an active round)' : '(a quiet round)');
        break;
      }
      case 'play.died': {
        const d = e.payload as PlayEventPayloads['play.died'];
        lines.push(deathLine(d));
        break;
      }
      case 'combat.captured': {
        const t = e.payload as P<'combat.captured'>;
        lines.push(`🪤 ${t.name} captures the ${t.traveller}, who stays with ${characterWords(t.name).object} for the rest of the game (Expansion One 7.9).`);
        break;
      }
      case 'combat.escaped':
        lines.push(`💨 The ${(e.payload as P<'combat.escaped'>).traveller} escapes: his card says where he goes (the GM moves him).`);
        break;
      case 'combat.rehid': {
        const h = e.payload as P<'combat.rehid'>;
        lines.push(`🫥 ${h.name} rolls to stay hidden: ${h.dice.join(', ')} → ${h.read}: ${h.hidden ? 'hidden still' : `seen — ${characterWords(h.name).subject} fights from the next round on`}.`);
        break;
      }
      case 'combat.unhid': {
        const u = e.payload as P<'combat.unhid'>;
        lines.push(`👁 ${u.why}: ${u.name} is unhidden — ${characterWords(u.name).subject} fights from the next round on.`);
        break;
      }
      case 'play.spell-chit-played':
        lines.push(`✨ ${(e.payload as PlayEventPayloads['play.spell-chit-played']).text}.`);
        break;
      // Issue 30: a group that battles him now, watchful natives turning on him, a group killed to the last — told as
      // the log tells them (public events).
      case 'play.battled':
      case 'combat.watchful':
      case 'play.group-gone':
        lines.push(`${describeEvent(e, { viewer: publicViewer, isGm: false })}.`);
        break;
      case 'combat.ended':
        lines.push(`⚔ The combat in ${(e.payload as P<'combat.ended'>).clearing} is over: ${(e.payload as P<'combat.ended'>).why}. The GM's Next ▶ goes on.`);
        break;
    }
  }
  return lines;
}

/**
 * The encounter actions open to him now, in words for the channel: only the kinds the engine accepts of him (offers.ts
 * asks the same checks), never his chits (their states are his secret: /combat show gives him the commands).
 */
const ACTION_WORDS = { cast: 'cast a spell', run: 'run', alert: 'alert your weapon', charge: 'charge a character', drop: 'abandon a belonging' } as const;

function actionKinds(choices: CombatChoices | undefined): string {
  if (!choices) return 'pass';
  const kinds = choices.actionKinds.map((k) => ACTION_WORDS[k]);
  return kinds.length ? `${kinds.join(', ')} or pass (\`/combat show\` gives you the commands your chits allow)` : 'pass (nothing else is open to you)';
}

/** The step a button was made for: a press once it has passed is refused. */
const stepKey = (view: CombatView): string => `${view.clearing}.${view.round}.${view.step}.${view.turn ?? ''}`;

/** The targets he may pick now: the monsters not part of another, and the other fighters. */
const targetChoices = (view: CombatView): string[] => [...view.denizens.filter((d) => !d.part).map((d) => d.label), ...view.fighters.filter((f) => f.userId !== view.turn).map((f) => f.name)];

/** An option's value as typed: quoted when it holds a space. */
const typed = (value: string): string => (/\s/.test(value) ? `"${value}"` : value);

/** The target step's hint: a command he can send as it is (the first target), then the others by name. */
function targetHint(view: CombatView): string {
  const [first, ...others] = targetChoices(view);
  if (!first) return 'pass: there is nobody to attack';
  return `pick a target (\`/combat target who:${typed(first)}\`${others.length ? `, or who: ${others.map(typed).join(', ')}` : ''}) or pass to attack nobody`;
}

/** Who acts now and how, with his buttons: the footer of every combat message. */
function nowLines(view: CombatView | undefined, open: CombatChoices | undefined): { text: string; buttons?: Button[][] } & Pick<MessagePayload, 'content' | 'pings'> {
  if (!view) return { text: '' };
  const head = `Round ${view.round} in ${view.clearing}.`;
  if (view.step === 'play') {
    const waiting = view.fighters.filter((f) => f.mustPlay && !f.played);
    return {
      text: `${head} Waiting on the secret plays of ${waiting.map((f) => f.name).join(', ')}: Record my play, or /combat play (\`/combat show\` gives you a play your chits allow; only you and the GM see it until the reveal).`,
      ...calling(waiting.map((f) => f.userId)),
      buttons: [[formButton('combat', 'play', 'Record my play')]],
    };
  }
  const who = view.fighters.find((f) => f.userId === view.turn);
  const how = {
    lure: `lure monsters onto your sheet (\`/combat lure denizens:"${(open?.lurable ?? []).join(', ')}"\`) or pass`,
    action: view.turn ? actionKinds(open) : 'pass',
    target: targetHint(view),
  }[view.step];
  // The target step's choices as buttons (the engine checks that the presser is the one whose turn it is).
  const key = stepKey(view);
  const targets = view.step === 'target' ? targetChoices(view).slice(0, 9) : [];
  const choices: Button[] = targets.map((t) => ({ customId: `combat:target:${key}:${t}`.slice(0, 100), label: `Attack the ${t}`.slice(0, 80) }));
  const pass: Button = { customId: `combat:pass:${key}`, label: view.step === 'target' ? 'Attack nobody' : 'Pass' };
  const all = [...choices, pass];
  return {
    text: `${head} ${who ? `${who.name}: ${how}.` : view.waiting}`,
    ...(who ? calling([who.userId]) : {}),
    buttons: [all.slice(0, 5), ...(all.length > 5 ? [all.slice(5, 10)] : [])],
  };
}

/** The table's view of the monsters: side, box, whose sheet. */
function sheetsField(view: CombatView): { name: string; value: string } | undefined {
  if (!view.denizens.length) return undefined;
  return { name: 'Monsters', value: view.denizens.map((d) => `the ${d.label} (${d.side}: ${d.printed}) ${d.on ? `on ${d.on}'s sheet, box ${d.box}` : 'unassigned'}`).join('\n') };
}

/** The channel's message for an action's combat events, and what comes next. */
export function combatMessage(state: GameState, events: readonly StoredEvent[]): MessagePayload | undefined {
  const lines = combatLines(events, (id) => characterOf(state, id) ?? id);
  if (!lines.length) return undefined;
  const view = combatViewFor(state, publicViewer);
  const now = nowLines(view, combatChoicesFor(state, publicViewer));
  // A round revealed by these events: its picture and title from the view of the round (the state), not the event.
  const round = events.some((e) => e.type === 'combat.round') ? meleeViewFor(state) : undefined;
  const field = view ? sheetsField(view) : undefined;
  const embed: Embed = {
    title: round ? `⚔ ${round.clearing}: round ${round.round}` : '⚔ Combat',
    color: COLORS.info,
    description: [...lines, ...(now.text ? ['', now.text] : [])].join('\n'),
    ...(field ? { fields: [field] } : {}),
    ...(round ? { image: { url: 'attachment://melee.png' } } : {}),
  };
  // Once it is over, the GM's Next ▶ goes on (the next clearing's combat, or Midnight).
  const buttons = now.buttons ?? (view ? undefined : nextButton(state));
  return {
    ...(now.content ? { content: now.content } : {}),
    ...(now.pings ? { pings: now.pings } : {}),
    embeds: [embed],
    ...(round ? { files: [{ name: 'melee.png', data: later(() => renderMelee(round)) }] } : {}),
    ...(buttons ? { buttons } : {}),
  };
}

/**
 * Issue 29: what a spell showed one player only goes to his private place (Talk to Wise Bird's finds); a question to
 * the demon goes to the GM's (he answers with /character answer); a Small Blessing's wish that waits for the wisher's
 * choice goes to him with how to make it (magic/wishes.ts wishHint); a hidden character struck by Roof Collapses is
 * told the strikes on him.
 */
function spellSecrets(state: GameState, events: readonly StoredEvent[]): { userId: string; message: MessagePayload }[] {
  const found = events.filter((e) => e.type === 'play.found').map((e) => e.payload as PlayEventPayloads['play.found']);
  const asked = events.filter((e) => e.type === 'play.demon-asked').map((e) => e.payload as PlayEventPayloads['play.demon-asked']);
  const wishes = events.filter((e) => e.type === 'play.wish-pending').map((e) => e.payload as PlayEventPayloads['play.wish-pending']);
  const unseen = events.filter((e) => e.type === 'combat.struck-unseen').map((e) => e.payload as P<'combat.struck-unseen'>);
  return [
    ...unseen.map((u) => ({ userId: u.userId, message: { embeds: [noticeEmbed(`🔒 ${u.name}, unseen in the fight`, `${u.lines.join('\n')}\nYou stay hidden: the table is not told you were there.`)] } })),
    ...wishes.map((w) => ({ userId: w.userId, message: { embeds: [noticeEmbed(`🔒 ${w.name}'s wish (Small Blessing)`, wishHint(state, w))] } })),
    ...found.map((f) => ({ userId: f.userId, message: { embeds: [noticeEmbed(`🔒 ${f.name}'s PEER (Talk to Wise Bird)`, foundText(f))] } })),
    ...asked.flatMap((q) => gmsOf(state).map((gm) => ({ userId: gm.id, message: { embeds: [noticeEmbed(`🔒 The ${q.name} asks the demon (Ask Demon)`, `“${q.question}”\nAnswer with \`/character answer player:<his player> answer:\` (yes, no or a number): it goes to ${characterWords(q.name).object} privately.`)] } }))),
  ];
}

/** Runs a combat action: the channel sees the public part, the player his own; wounds and fatigue are asked in private. */
async function step(ctx: HandlerContext, action: ActionBody, secret = false): Promise<CommandResult> {
  const committed = await act(ctx, { ...action, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
  const message = combatMessage(committed.state, committed.events) ?? { embeds: [noticeEmbed('Combat', 'Done.')] };
  const played = committed.events.find((e) => e.type === 'combat.played')?.payload as P<'combat.played'> | undefined;
  const cast = committed.events.find((e) => e.type === 'combat.cast')?.payload as P<'combat.cast'> | undefined;
  const owed = [...new Set(committed.events.filter((e) => e.type === 'play.owed').map((e) => (e.payload as { userId: string }).userId))];
  // After a reveal each fighter gets his card as the round left it (wounds, fatigue, armour), in his private place.
  const round = committed.events.some((e) => e.type === 'combat.round') ? meleeViewFor(committed.state) : undefined;
  const cards = round ? round.fighters.flatMap((userId, i) => {
    const card = cardFor(committed.state, userId, userId);
    return card ? [{ userId, message: cardMessage(card, `🔒 ${round.sheets[i]!.name} after round ${round.round}`) }] : [];
  }) : [];
  const privateMessages = [...paidByDefault(committed.events), ...owedAsks(committed.state, owed), ...cards, ...spellSecrets(committed.state, committed.events)];
  // MP-7: a hidden caster's cast is his and the GM's alone: nothing reaches the channel until the reveal.
  if (cast?.cast.hidden) {
    const on = cast.cast.broken ? `it is broken: ${cast.cast.broken}` : `aimed at ${cast.cast.targets!.length} target(s)${cast.cast.aim ? `, ${cast.cast.aim}` : ''}`;
    return { reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${cast.name} casts from hiding`, `${cast.cast.text}, ${on}. Nobody else knows until the reveal; then the spell's targets say whether you stay hidden.`)] }, ...(privateMessages.length ? { privateMessages } : {}), events: committed.events };
  }
  if (secret && cast) {
    return {
      reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${cast.name} casts a spell`, `${cast.cast.text}. Nobody else sees which spell until the reveal; pick its target in the target step (\`/combat target who:\`).`)] },
      channelPosts: [message],
      ...(privateMessages.length ? { privateMessages } : {}),
      events: committed.events,
    };
  }
  if (secret && played) {
    return {
      reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${played.name}'s play`, `${played.text}. Nobody else sees it until the reveal.`)] },
      channelPosts: [message],
      ...(privateMessages.length ? { privateMessages } : {}),
      events: committed.events,
    };
  }
  return { reply: { ephemeral: false, ...message }, ...(privateMessages.length ? { privateMessages } : {}), events: committed.events };
}

const playerOption = { name: 'player', description: 'GM: whose turn you take (yours when left out)', type: 'user' } as const;
const directions = [
  { name: 'thrust (box 1)', value: 'thrust' },
  { name: 'swing (box 2)', value: 'swing' },
  { name: 'smash (box 3)', value: 'smash' },
] as const;

const SUBCOMMANDS: SubcommandSpec[] = [
  {
    name: 'show',
    description: 'The combat under way: round, step, the monsters on each sheet, who has played',
    example: '/combat show',
    ephemeral: () => true,
    options: [],
    handler: async (ctx) => {
      const game = await currentGame(ctx);
      const view = combatViewFor(game, { userId: ctx.invocation.user.id });
      if (!view) return { reply: { ephemeral: true, embeds: [noticeEmbed('Combat', 'No combat is under way. Combat begins at Evening in a clearing where an unhidden character meets a monster or another character.')] } };
      // His own choices, each one the engine accepts now (offers.ts): only he sees them (his chits are his secret).
      const choices = combatChoicesFor(game, { userId: ctx.invocation.user.id });
      const now = nowLines(view, choices);
      const field = sheetsField(view);
      const mine = choices?.commands ?? [];
      const yours = mine.length ? ['', 'What you can do now:', ...mine.map((m) => `\`${m}\``)] : [];
      const fighters = [
        ...view.fighters.map((f) => `${f.name}${f.target ? ` → ${f.target}` : ''}${f.mustPlay ? (f.played ? ' ✔' : ' …') : ''}${f.play ? ` (your play: ${f.play})` : ''}`),
        ...view.ambushes.map((a) => `🔒 ${a.name} in ambush: ${a.play}`),
        ...view.inForce.map((s) => `✨ In force: ${s}`),
      ].join('\n');
      return { reply: { ephemeral: true, embeds: [{ title: `⚔ Combat in ${view.clearing}`, color: COLORS.info, description: [now.text, ...yours, '', fighters].join('\n'), ...(field ? { fields: [field] } : {}) }] } };
    },
  },
  {
    name: 'lure',
    description: 'Luring: lure unassigned monsters onto your own sheet (none: lure nothing)',
    example: '/combat lure denizens:"Wolf"',
    options: [
      { name: 'denizens', description: 'The monsters, as the combat names them ("Wolf 2"), split by commas', type: 'string', maxLength: 300 },
      { name: 'onto', description: 'Monsters you control (Control Bats…): the character you send them against', type: 'string', maxLength: 60 },
      playerOption,
    ],
    handler: (ctx) => step(ctx, { type: 'combat.lure', ...(ctx.options.denizens ? { denizens: ctx.options.denizens as string } : {}), ...(ctx.options.onto ? { onto: ctx.options.onto as string } : {}) }),
  },
  {
    name: 'pass',
    description: 'Pass your turn of this step (luring, encounter action, target)',
    example: '/combat pass',
    options: [playerOption],
    handler: (ctx) => step(ctx, { type: 'combat.pass' }),
  },
  {
    name: 'run',
    description: 'Encounter action: run one step away with a MOVE chit faster than the monsters on your sheet',
    example: '/combat run chit:"MOVE M4" to:BV2',
    options: [
      { name: 'chit', description: 'Your MOVE chit as printed, or your FLY chit\'s spell (Broomstick)', type: 'string', required: true, maxLength: 40, autocomplete: suggestChits },
      { name: 'to', description: 'The clearing one step away (e.g. BV2); flying: a tile beside yours (e.g. CV)', type: 'string', required: true, maxLength: 20 },
      playerOption,
    ],
    handler: (ctx) => step(ctx, { type: 'combat.run', chit: ctx.options.chit as string, to: ctx.options.to as string }),
  },
  {
    name: 'alert',
    description: 'Encounter action: alert your weapon with a FIGHT chit',
    example: '/combat alert chit:"FIGHT M4"',
    options: [{ name: 'chit', description: 'Your FIGHT chit as printed', type: 'string', required: true, maxLength: 40, autocomplete: suggestChits }, playerOption],
    handler: (ctx) => step(ctx, { type: 'combat.alert', chit: ctx.options.chit as string }),
  },
  {
    name: 'cast',
    description: 'Encounter action: cast a spell in secret with a MAGIC chit, artifact or spell book',
    example: '/combat cast spell:"Fiery Blast" chit:"MAGIC IV3*"',
    ephemeral: () => true,
    keepInPrivatePlace: () => true,
    options: [
      { name: 'spell', description: 'The spell, as its card names it (one on your card)', type: 'string', required: true, maxLength: 60 },
      { name: 'chit', description: 'Your MAGIC chit as printed, or an artifact or spell book you carry', type: 'string', required: true, maxLength: 60, autocomplete: suggestChits },
      { name: 'colour', description: 'Its colour\'s source: day, clearing, chit or a treasure (left out: a free one first)', type: 'string', maxLength: 60 },
      { name: 'who', description: 'Hidden only (MP-7): the spell\'s targets (several split by commas)', type: 'string', maxLength: 200 },
      { name: 'aim', description: 'Hidden only (MP-7): the direction of your attack spell', type: 'string', choices: directions },
      { name: 'detail', description: 'What the spell names', type: 'string', maxLength: 200 },
      playerOption,
    ],
    handler: (ctx) =>
      step(
        ctx,
        { type: 'combat.cast', spell: ctx.options.spell as string, chit: ctx.options.chit as string, ...(ctx.options.colour ? { colour: ctx.options.colour as string } : {}), ...(ctx.options.who ? { who: ctx.options.who as string } : {}), ...(ctx.options.aim ? { aim: ctx.options.aim as string } : {}), ...(ctx.options.detail ? { detail: ctx.options.detail as string } : {}) } as ActionBody,
        true,
      ),
  },
  {
    name: 'use',
    description: 'Play a move or phase spell\'s chit before the reveal (no action)',
    example: '/combat use spell:"Protection from Magic"',
    options: [{ name: 'spell', description: 'The spell in force on you', type: 'string', required: true, maxLength: 60 }, playerOption],
    handler: (ctx) => step(ctx, { type: 'combat.use', spell: ctx.options.spell as string }),
  },
  {
    name: 'charge',
    description: 'Encounter action: charge a character with a MOVE chit (he runs only with a faster one)',
    example: '/combat charge who:Amazon chit:"MOVE M4"',
    options: [
      { name: 'who', description: 'The character you charge', type: 'string', required: true, maxLength: 60 },
      { name: 'chit', description: 'Your MOVE chit as printed', type: 'string', required: true, maxLength: 40, autocomplete: suggestChits },
      playerOption,
    ],
    handler: (ctx) => step(ctx, { type: 'combat.charge', who: ctx.options.who as string, chit: ctx.options.chit as string }),
  },
  {
    name: 'drop',
    description: 'Instead of an action: abandon a belonging; it lies in the clearing',
    example: '/combat drop item:Shield',
    options: [{ name: 'item', description: 'The belonging, as the game prints it', type: 'string', required: true, maxLength: 60 }, playerOption],
    handler: (ctx) => step(ctx, { type: 'combat.drop', item: ctx.options.item as string }),
  },
  {
    name: 'activate',
    description: 'Instead of an action: activate a weapon you carry (inactivate:true puts yours away)',
    example: '/combat activate item:"Great Sword"',
    options: [
      { name: 'item', description: 'The weapon, as the game prints it', type: 'string', required: true, maxLength: 60 },
      { name: 'inactivate', description: 'Put your active weapon away instead (you fight with your dagger)', type: 'boolean' },
      playerOption,
    ],
    handler: (ctx) => step(ctx, { type: 'combat.activate', item: ctx.options.item as string, ...(ctx.options.inactivate === true ? { inactivate: true } : {}) }),
  },
  {
    name: 'target',
    description: 'Targets: whom you attack this round, or your spell\'s targets (several split by commas)',
    example: '/combat target who:Wolf',
    options: [
      { name: 'who', description: 'A monster as the combat names it, or a character', type: 'string', maxLength: 60 },
      { name: 'who2', description: 'Expansion One: your second weapon\'s target', type: 'string', maxLength: 60 },
      playerOption,
    ],
    handler: (ctx) => step(ctx, { type: 'combat.target', ...(ctx.options.who ? { who: ctx.options.who as string } : {}), ...(ctx.options.who2 ? { who2: ctx.options.who2 as string } : {}) }),
  },
  {
    name: 'play',
    description: 'Your secret play: FIGHT and direction, MOVE and maneuver, shield (you and the GM see it)',
    example: '/combat play fight:"FIGHT M4" direction:thrust move:"MOVE M4" maneuver:dodge',
    ephemeral: () => true,
    keepInPrivatePlace: () => true,
    form: { title: 'Your secret combat play', fields: ['fight', 'direction', 'move', 'maneuver', 'shield'] },
    options: [
      { name: 'fight', description: 'Your FIGHT chit as printed (left out: no attack)', type: 'string', maxLength: 40, autocomplete: suggestChits },
      { name: 'direction', description: 'Where the attack goes', type: 'string', choices: directions },
      { name: 'parry', description: 'Expansion One: parry in this box with your weapon and the fight: chit (no direction:)', type: 'string', choices: directions },
      { name: 'fight2', description: 'Expansion One: your second weapon\'s FIGHT chit', type: 'string', maxLength: 40, autocomplete: suggestChits },
      { name: 'direction2', description: 'Where the second weapon strikes', type: 'string', choices: directions },
      { name: 'move', description: 'Your MOVE chit as printed (left out: no maneuver)', type: 'string', maxLength: 40, autocomplete: suggestChits },
      {
        name: 'maneuver',
        description: 'Your maneuver',
        type: 'string',
        choices: [
          { name: 'charge (box 1)', value: 'charge' },
          { name: 'dodge (box 2)', value: 'dodge' },
          { name: 'duck (box 3)', value: 'duck' },
        ],
      },
      { name: 'shield', description: 'The box your shield guards', type: 'string', choices: directions },
      { name: 'aim', description: 'Your attack spell\'s direction this round', type: 'string', choices: directions },
      playerOption,
    ],
    handler: (ctx) =>
      step(
        ctx,
        {
          type: 'combat.play',
          ...(ctx.options.fight ? { fight: ctx.options.fight as string } : {}),
          ...(ctx.options.direction ? { direction: ctx.options.direction as string } : {}),
          ...(ctx.options.fight2 ? { fight2: ctx.options.fight2 as string } : {}),
          ...(ctx.options.parry ? { parry: ctx.options.parry as string } : {}),
          ...(ctx.options.direction2 ? { direction2: ctx.options.direction2 as string } : {}),
          ...(ctx.options.move ? { move: ctx.options.move as string } : {}),
          ...(ctx.options.maneuver ? { maneuver: ctx.options.maneuver as string } : {}),
          ...(ctx.options.shield ? { shield: ctx.options.shield as string } : {}),
          ...(ctx.options.aim ? { aim: ctx.options.aim as string } : {}),
        } as ActionBody,
        true,
      ),
  },
  {
    name: 'ambush',
    description: 'Ambush rule: attack from hiding with a missile (or thrown) weapon, secret until the reveal',
    example: '/combat ambush who:Wolf fight:"FIGHT M4*" direction:thrust',
    ephemeral: () => true,
    keepInPrivatePlace: () => true,
    options: [
      { name: 'who', description: 'The monster or character you attack', type: 'string', required: true, maxLength: 60 },
      { name: 'fight', description: 'Your FIGHT chit as printed', type: 'string', required: true, maxLength: 40, autocomplete: suggestChits },
      { name: 'direction', description: 'Where the attack goes', type: 'string', required: true, choices: directions },
      playerOption,
    ],
    handler: async (ctx) => {
      const committed = await act(ctx, { type: 'combat.ambush', who: ctx.options.who as string, fight: ctx.options.fight as string, direction: ctx.options.direction as string, ...(ctx.options.player ? { player: ctx.options.player as string } : {}) } as ActionBody);
      const a = committed.events.find((e) => e.type === 'combat.ambushed')!.payload as P<'combat.ambushed'>;
      return { reply: { ephemeral: true, embeds: [noticeEmbed(`🔒 ${a.name} lies in ambush`, `${a.text}. Nobody else knows until the reveal; then you roll to stay hidden.`)] }, events: committed.events };
    },
  },
  {
    name: 'end',
    description: 'GM: end the combat under way (the table settled it)',
    example: '/combat end',
    options: [],
    handler: (ctx) => step(ctx, { type: 'combat.end' }),
  },
];

export const combatCommand: CommandSpec = { slow: true, name: 'combat', description: 'Magic Realm combat at Evening: lure, run, target, play in secret', subcommands: SUBCOMMANDS };

/**
 * The buttons under a combat message: `combat:pass:<step>` and `combat:target:<step>:<who>`. A press once its step
 * has passed is refused; the engine says whose turn it is.
 */
export const combatButtons = {
  prefix: 'combat',
  handler: async ([what, key, who]: string[], ctx: Pick<HandlerContext, 'invocation' | 'services'>): Promise<CommandResult> => {
    const view = combatViewFor(await currentGame(ctx), publicViewer);
    if (!view || stepKey(view) !== key) throw new RuleError('that button belongs to a step of the combat that has passed', 'use the buttons of the latest combat message, or /combat show');
    const action: ActionBody = what === 'target' && who ? { type: 'combat.target', who } : { type: 'combat.pass' };
    const result = await step({ ...ctx, options: {} }, action);
    return { ...result, retireButton: true };
  },
};

