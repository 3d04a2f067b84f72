import { COMMANDS } from '../../src/commands/registry.js';
import type { CommandSpec } from '../../src/commands/types.js';
import type { Embed, MessagePayload } from '../../src/render/message.js';

/** `count` numbered lines of about 100 characters: `${tag} 1 …`, `${tag} 2 …`. */
export function numberedLines(tag: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${tag} ${i + 1} ${'lorem ipsum '.repeat(8)}end`);
}

/** How many extra embeds `/long lines:n` adds after its long one: up to 12, more than a message holds. */
const extras = (n: number) => Math.min(12, Math.floor(n / 10));

/**
 * A test-only command, `/long lines:N`, whose reply, channel post and direct message are far too long for one
 * Discord message: content, a long description, long fields and many embeds, with a button at the end.
 */
export const longCommand: CommandSpec = {
  name: 'long',
  description: 'A reply too long for one message (tests only)',
  flat: true,
  subcommands: [
    {
      name: 'long',
      description: 'A reply too long for one message',
      example: '/long lines:120',
      options: [{ name: 'lines', description: 'How many lines', type: 'integer', required: true, minValue: 1, maxValue: 1000 }],
      ephemeral: () => true,
      handler: async (ctx) => {
        const n = ctx.options.lines as number;
        const reply = {
          ephemeral: true,
          content: numberedLines('content', Math.ceil(n / 4)).join('\n'),
          embeds: [
            { title: 'A long answer', color: 1, description: numberedLines('line', n).join('\n'), fields: [{ name: 'Notes', value: numberedLines('note', 25).join('\n') }], footer: { text: 'the end of the answer' } },
            ...Array.from({ length: extras(n) }, (_, i): Embed => ({ title: `Extra ${i + 1}`, description: numberedLines(`extra${i + 1}`, 10).join('\n') })),
          ],
          buttons: [[{ customId: 'log:1', label: 'Older' }]],
        };
        const post: MessagePayload = { embeds: [{ title: 'Posted', description: numberedLines('post', n).join('\n') }] };
        return { reply, channelPosts: [post], privateMessages: [{ userId: ctx.invocation.user.id, message: { content: numberedLines('dm', n).join('\n') } }] };
      },
    },
  ],
};

/** Adds `/long` to the commands the bot and the console route on, until the returned function is called. */
export function addLongCommand(): () => void {
  const list = COMMANDS as CommandSpec[];
  list.push(longCommand);
  return () => void list.splice(list.indexOf(longCommand), 1);
}

/** Every line a run of messages shows, in order: contents, then each embed's title, description, fields, footer. */
export function linesOf(messages: readonly { content?: string | null; embeds?: readonly Embed[] }[]): string[] {
  return messages.flatMap((m) => [
    ...(m.content ? m.content.split('\n') : []),
    ...(m.embeds ?? []).flatMap((e) => [...(e.title ? [e.title] : []), ...(e.description?.split('\n') ?? []), ...(e.fields ?? []).flatMap((f) => [f.name, ...f.value.split('\n')]), ...(e.footer ? [e.footer.text] : [])]),
  ]);
}

/** What the reply of `/long lines:n` shows, line by line, when nothing is lost (field continuations aside). */
export function expectedReplyLines(n: number): string[] {
  return [
    ...numberedLines('content', Math.ceil(n / 4)),
    'A long answer',
    ...numberedLines('line', n),
    'Notes',
    ...numberedLines('note', 25),
    'the end of the answer',
    ...Array.from({ length: extras(n) }, (_, i) => [`Extra ${i + 1}`, ...numberedLines(`extra${i + 1}`, 10)]).flat(),
  ];
}
