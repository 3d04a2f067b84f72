/**
 * What Discord refuses in a message body (https://discord.com/developers/docs/resources/message#embed-object-embed-limits):
 * content over 2,000, more than 10 embeds, an embed's title, description, field or footer too long, more than
 * 25 fields, an empty field, or more than 6,000 characters of embed text in the message. Our messages have the
 * same shape as Discord's JSON here, so the tests check them with this too.
 */
export function discordRefuses(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const m = body as { content?: unknown; embeds?: any[] };
  if (typeof m.content === 'string' && m.content.length > 2000) return `content of ${m.content.length}`;
  const embeds = m.embeds ?? [];
  if (embeds.length > 10) return `${embeds.length} embeds`;
  let total = 0;
  for (const e of embeds) {
    const fields: { name?: string; value?: string }[] = e.fields ?? [];
    if ((e.title ?? '').length > 256) return 'a title over 256';
    if ((e.description ?? '').length > 4096) return `a description of ${e.description.length}`;
    if ((e.footer?.text ?? '').length > 2048) return 'a footer over 2048';
    if (fields.length > 25) return `${fields.length} fields`;
    if (fields.some((f) => !f.name || !f.value || f.name.length > 256 || f.value.length > 1024)) return 'a field empty or too long';
    total += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length + fields.reduce((n, f) => n + f.name!.length + f.value!.length, 0);
  }
  return total > 6000 ? `${total} characters of embeds` : undefined;
}
