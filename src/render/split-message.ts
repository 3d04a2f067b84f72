import { LIMITS, clip, embedLength, fitEmbedHeads } from './limits.js';
import type { Embed, MessagePayload } from './message.js';
import { splitLines } from './split-text.js';

/**
 * A message too long for Discord, as several messages that each fit, in order, with nothing left out: a long
 * text in several messages, a long description over several embeds, a long field value over several fields
 * ("… (continued)"), many embeds over several messages (at most 10 and 6,000 characters of embeds a message).
 * Only a title, a footer and a field's name are cut (fitEmbedHeads). A message that fits comes back as it is.
 *
 * The first message keeps everything else the original carries (e.g. a reply's `ephemeral`); the buttons go on
 * the last, after the text they follow; a picture goes with the embed that shows it, the others with the first.
 */
export function splitMessage<T extends MessagePayload>(message: T): [T, ...MessagePayload[]] {
  const embeds = (message.embeds ?? []).map(fitEmbedHeads);
  if (messageFits(message, embeds)) return [message];

  const bodies: MessagePayload[] = (message.content ? splitLines(message.content, LIMITS.content) : []).map((content) => ({ content }));
  groupEmbeds(embeds.flatMap(splitEmbed)).forEach((group, i) => {
    if (i === 0 && bodies.length) bodies[bodies.length - 1]!.embeds = group;
    else bodies.push({ embeds: group });
  });
  if (!bodies.length) bodies.push({});

  const files = message.files ?? [];
  const home = (name: string) => Math.max(0, bodies.findIndex((b) => b.embeds?.some((e) => e.image?.url === `attachment://${name}`)));
  const parts = bodies.flatMap((body, i): MessagePayload[] => {
    const [own = [], ...more] = inGroupsOf(files.filter((f) => home(f.name) === i), LIMITS.filesPerMessage);
    return [own.length ? { ...body, files: own } : body, ...more.map((group) => ({ files: group }))];
  });
  if (message.buttons) parts[parts.length - 1]!.buttons = message.buttons;

  const [first, ...rest] = parts as [MessagePayload, ...MessagePayload[]];
  return [{ ...message, content: first.content, embeds: first.embeds, files: first.files, buttons: first.buttons }, ...rest];
}

function embedFits(e: Embed): boolean {
  return (
    (e.description?.length ?? 0) <= LIMITS.embedDescription &&
    (e.fields?.length ?? 0) <= LIMITS.embedFields &&
    (e.fields ?? []).every((f) => f.value.length <= LIMITS.fieldValue) &&
    embedLength(e) <= LIMITS.embedTotal
  );
}

function messageFits(m: MessagePayload, embeds: Embed[]): boolean {
  return (
    (m.content?.length ?? 0) <= LIMITS.content &&
    embeds.length <= LIMITS.embedsPerMessage &&
    embeds.every(embedFits) &&
    embeds.reduce((n, e) => n + embedLength(e), 0) <= LIMITS.embedTotal &&
    (m.files?.length ?? 0) <= LIMITS.filesPerMessage
  );
}

/** One embed as several that each fit: the title on the first, the footer and the picture on the last. */
function splitEmbed(embed: Embed): Embed[] {
  if (embedFits(embed)) return [embed];
  const { title, description, fields, footer, image, ...look } = embed;
  // Every piece keeps room for the footer, wherever it ends up.
  const room = LIMITS.embedTotal - (footer?.text.length ?? 0);
  const pieces: Embed[] = (description ? splitLines(description, Math.min(LIMITS.embedDescription, room - (title?.length ?? 0))) : []).map((d) => ({ ...look, description: d }));
  if (!pieces.length) pieces.push({ ...look });
  if (title !== undefined) pieces[0] = { title, ...pieces[0] };
  const parts = (fields ?? []).flatMap((f) =>
    splitLines(f.value, LIMITS.fieldValue).map((value, i) => ({ ...f, name: i ? clip(`${f.name} (continued)`, LIMITS.fieldName) : f.name, value })),
  );
  for (const field of parts) {
    const last = pieces[pieces.length - 1]!;
    if ((last.fields?.length ?? 0) < LIMITS.embedFields && embedLength(last) + field.name.length + field.value.length <= room) last.fields = [...(last.fields ?? []), field];
    else pieces.push({ ...look, fields: [field] });
  }
  const end = pieces[pieces.length - 1]!;
  if (footer) end.footer = footer;
  if (image) end.image = image;
  return pieces;
}

/** Embeds in messages: at most 10 a message and 6,000 characters of embeds. */
function groupEmbeds(embeds: Embed[]): Embed[][] {
  const groups: Embed[][] = [];
  let size = 0;
  for (const e of embeds) {
    const last = groups[groups.length - 1];
    if (last && last.length < LIMITS.embedsPerMessage && size + embedLength(e) <= LIMITS.embedTotal) {
      last.push(e);
      size += embedLength(e);
    } else {
      groups.push([e]);
      size = embedLength(e);
    }
  }
  return groups;
}

function inGroupsOf<T>(list: readonly T[], n: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < list.length; i += n) groups.push(list.slice(i, i + n));
  return groups;
}
