/**
 * Cutting text to Discord's sizes without losing any of it: a long text becomes several pieces, cut at
 * line breaks where it can, else after a space, else anywhere (never inside a surrogate pair).
 */

/** Where to cut a piece of at most `max` characters off the front of `text` (which is longer than `max`). */
function cutAt(text: string, max: number): number {
  const room = text.slice(0, max + 1);
  const newline = room.lastIndexOf('\n');
  if (newline > 0) return newline;
  const space = text.slice(0, max).lastIndexOf(' ');
  if (space > 0) return space + 1;
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff && max > 1 ? max - 1 : max;
}

/**
 * The text in pieces of at most `max` characters, in order. A piece ends at a line break (which is dropped:
 * the pieces are lines apart) or after a space (kept) or, for a word longer than `max`, anywhere.
 */
export function splitText(text: string, max: number): string[] {
  if (max < 1) throw new Error(`cannot split text into pieces of ${max} characters`);
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const at = cutAt(rest, max);
    pieces.push(rest.slice(0, at));
    rest = rest[at] === '\n' ? rest.slice(at + 1) : rest.slice(at);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * Lines grouped into chunks (each to be joined by line breaks) of at most `max` characters and at most
 * `maxLines` lines, in order; a line longer than `max` is first split with {@link splitText}.
 */
export function packLines(lines: readonly string[], max: number, maxLines = Infinity): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const line of lines.flatMap((l) => (l.length > max ? splitText(l, max) : [l]))) {
    const grown = chunk.length ? size + 1 + line.length : line.length;
    if (chunk.length && (grown > max || chunk.length >= maxLines)) {
      chunks.push(chunk);
      chunk = [line];
      size = line.length;
    } else {
      chunk.push(line);
      size = grown;
    }
  }
  if (chunk.length || !chunks.length) chunks.push(chunk);
  return chunks;
}

/** A text in pieces of at most `max` characters, each piece whole lines where it can. */
export function splitLines(text: string, max: number): string[] {
  return text.length <= max ? [text] : packLines(text.split('\n'), max).map((c) => c.join('\n'));
}
