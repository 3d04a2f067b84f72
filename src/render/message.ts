/** A Discord embed as the bot builds it (the subset of Discord's embed object the bot uses). */
export interface Embed {
  title?: string;
  description?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  /** `attachment://name.png` to show an attached picture inside the embed. */
  image?: { url: string };
}

export interface Button {
  customId: string;
  label: string;
  disabled?: boolean;
}

/**
 * An attached file: its bytes, or a picture drawn when the message is sent (`later`). Whoever sends the message draws
 * and awaits it (`filesReady`), never the handler.
 */
export interface MessageFile {
  name: string;
  data: Buffer | Picture;
}

/**
 * A picture not drawn yet: drawn on first ask, once however often it is asked for. A message nobody sends (a reply
 * dropped after a later failure, a console line whose pictures nobody looks at) costs no drawing.
 */
export interface Picture {
  (): Promise<Buffer>;
}

/** The picture `draw` makes, drawn when the message is sent (the renderers deflate on the thread pool). */
export function later(draw: () => Promise<Buffer>): Picture {
  let drawn: Promise<Buffer> | undefined;
  return () => (drawn ??= draw());
}

/** A message: what a reply, a channel post or a direct message carries. */
export interface MessagePayload {
  content?: string;
  embeds?: Embed[];
  files?: MessageFile[];
  /** Rows of buttons (at most 5 rows of 5). */
  buttons?: Button[][];
  /**
   * The users this message calls to act (issue 26): they, and nobody else, are notified. Any other mention in it
   * only names (Discord is told to ring nobody else). Discord rings only for a new message, never for an edit, so
   * a message with pings that goes out as an edit has its calling content sent in a new message after it (src/bot).
   */
  pings?: readonly string[];
}

/** A user as Discord shows him: his mention, which reads as his name (and rings only where `pings` names him). */
export const mention = (userId: string): string => `<@${userId}>`;

/** A message's content that calls these users to act, and rings them: `<@a> <@b> text`. Nobody called: nothing. */
export function calling(userIds: readonly string[], text = ''): Pick<MessagePayload, 'content' | 'pings'> {
  if (userIds.length === 0) return text ? { content: text } : {};
  return { content: [userIds.map(mention).join(' '), text].filter(Boolean).join(' '), pings: [...userIds] };
}

/** A message's files with their bytes, once every picture is drawn and encoded. */
export async function filesReady(message: MessagePayload): Promise<{ name: string; data: Buffer }[]> {
  return Promise.all((message.files ?? []).map(async (f) => ({ name: f.name, data: Buffer.isBuffer(f.data) ? f.data : await f.data() })));
}

/** A text field of a form (a Discord modal's text input). */
export interface FormField {
  /** The option it fills. */
  id: string;
  label: string;
  /** What is in it when the form opens (e.g. yesterday's orders). */
  value?: string;
  placeholder?: string;
  required: boolean;
  maxLength?: number;
  /** Several lines (a paragraph) rather than one. */
  long?: boolean;
}

/** A form that opens over the chat (a Discord modal): its submission runs the command it names. */
export interface Form {
  /** `form:<command>:<subcommand>`: the command the submitted fields are the options of. */
  customId: string;
  title: string;
  fields: FormField[];
}

export interface Reply extends MessagePayload {
  /** Seen only by the user who ran the command. */
  ephemeral: boolean;
}

export const COLORS = {
  info: 0x3b6ea5,
  roll: 0x8a5a2b,
  private: 0x6b4e9b,
  error: 0xb03a2e,
  ok: 0x2e7d32,
} as const;
