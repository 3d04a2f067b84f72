// Discord's documented limits that its OpenAPI schemas do not say (or say more loosely: the schema lets a message's
// content be 4,000 characters and its components 40, where a bot's message may have 2,000 and 5 action rows). The
// fake Discord refuses a request that breaks one, as Discord does, and the tests check our messages with them too.
import type { Problem } from './openapi.js';

/** A field that should be a list, as one: anything else (the schema refuses it) counts as empty here. */
const list = (v: unknown): any[] => (Array.isArray(v) ? v : []);

const problem = (path: (string | number)[], code: string, message: string): Problem => ({ path, code, message });

/**
 * What Discord refuses in a message body (https://discord.com/developers/docs/resources/message#create-message,
 * #embed-object-embed-limits, https://discord.com/developers/docs/components/reference): content over 2,000; more
 * than 10 embeds; an embed's title, description, field, footer or author name too long, more than 25 fields, an
 * empty field, or more than 6,000 characters of embed text in the whole message; more than 5 action rows, 5 buttons
 * in a row, a button's label over 80 or custom_id over 100, a custom_id used twice in the message; more than 10
 * attachments. `files` is how many files the request uploads.
 */
export function messageProblems(body: unknown, files = 0): Problem[] {
  if (!body || typeof body !== 'object') return [];
  const m = body as { content?: unknown; embeds?: any[] | null; components?: any[] | null; attachments?: any[] | null };
  const out: Problem[] = [];
  if (typeof m.content === 'string' && m.content.length > 2000) out.push(problem(['content'], 'BASE_TYPE_MAX_LENGTH', `content of ${m.content.length} (Discord allows 2,000)`));
  const embeds = list(m.embeds);
  if (embeds.length > 10) out.push(problem(['embeds'], 'BASE_TYPE_MAX_LENGTH', `${embeds.length} embeds (Discord allows 10)`));
  let total = 0;
  embeds.forEach((e, i) => {
    const at = (...rest: (string | number)[]) => ['embeds', i, ...rest];
    const fields: { name?: string; value?: string }[] = list(e?.fields);
    const len = (s: unknown) => (typeof s === 'string' ? s.length : 0);
    if (len(e?.title) > 256) out.push(problem(at('title'), 'BASE_TYPE_MAX_LENGTH', `a title of ${len(e.title)} (Discord allows 256)`));
    if (len(e?.description) > 4096) out.push(problem(at('description'), 'BASE_TYPE_MAX_LENGTH', `a description of ${len(e.description)} (Discord allows 4,096)`));
    if (len(e?.footer?.text) > 2048) out.push(problem(at('footer', 'text'), 'BASE_TYPE_MAX_LENGTH', `a footer of ${len(e.footer.text)} (Discord allows 2,048)`));
    if (len(e?.author?.name) > 256) out.push(problem(at('author', 'name'), 'BASE_TYPE_MAX_LENGTH', `an author name of ${len(e.author.name)} (Discord allows 256)`));
    if (fields.length > 25) out.push(problem(at('fields'), 'BASE_TYPE_MAX_LENGTH', `${fields.length} fields (Discord allows 25)`));
    fields.forEach((f, j) => {
      if (!f?.name || len(f.name) > 256) out.push(problem(at('fields', j, 'name'), 'BASE_TYPE_MAX_LENGTH', `a field name empty or over 256`));
      if (!f?.value || len(f.value) > 1024) out.push(problem(at('fields', j, 'value'), 'BASE_TYPE_MAX_LENGTH', `a field value empty or over 1,024`));
    });
    total += len(e?.title) + len(e?.description) + len(e?.footer?.text) + len(e?.author?.name) + fields.reduce((n, f) => n + len(f?.name) + len(f?.value), 0);
  });
  if (total > 6000) out.push(problem(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `${total} characters of embeds (Discord allows 6,000 in a message)`));
  out.push(...componentProblems(list(m.components)));
  const attachments = Math.max(files, list(m.attachments).length);
  if (attachments > 10) out.push(problem(['attachments'], 'BASE_TYPE_MAX_LENGTH', `${attachments} attachments (Discord allows 10)`));
  return out;
}

/** A message's action rows of buttons (a bot's classic message: no Components V2 layout). */
function componentProblems(rows: any[]): Problem[] {
  const out: Problem[] = [];
  if (rows.length > 5) out.push(problem(['components'], 'BASE_TYPE_MAX_LENGTH', `${rows.length} action rows (Discord allows 5)`));
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const items: any[] = list(row?.components);
    if (row?.type !== 1) out.push(problem(['components', i, 'type'], 'BASE_TYPE_CHOICES', 'a top-level component that is not an action row'));
    if (items.length < 1 || items.length > 5) out.push(problem(['components', i, 'components'], 'BASE_TYPE_MAX_LENGTH', `an action row of ${items.length} components (Discord allows 1 to 5)`));
    items.forEach((c, j) => {
      const at = ['components', i, 'components', j];
      if (typeof c?.label === 'string' && c.label.length > 80) out.push(problem([...at, 'label'], 'BASE_TYPE_MAX_LENGTH', `a button label of ${c.label.length} (Discord allows 80)`));
      if (typeof c?.custom_id === 'string') {
        if (c.custom_id.length < 1 || c.custom_id.length > 100) out.push(problem([...at, 'custom_id'], 'BASE_TYPE_MAX_LENGTH', `a custom_id of ${c.custom_id.length} (Discord allows 1 to 100)`));
        if (seen.has(c.custom_id)) out.push(problem([...at, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', `the custom_id "${c.custom_id}" twice in one message`));
        seen.add(c.custom_id);
      } else if (c?.type === 2 && c.style !== 5 && c.style !== 6) {
        out.push(problem([...at, 'custom_id'], 'BASE_TYPE_REQUIRED', 'a button without a custom_id'));
      }
    });
  });
  return out;
}

/** The first way Discord refuses a message body, as a phrase; undefined when it accepts it. */
export function discordRefuses(body: unknown): string | undefined {
  return messageProblems(body)[0]?.message;
}

/**
 * A MODAL callback's data as Discord takes it (https://discord.com/developers/docs/components/reference#text-input):
 * a custom_id of 1–100, a title of 1–45, 1–5 action rows of one text input each: a custom_id of 1–100, a label of
 * 1–45, style 1 (short) or 2 (paragraph), min/max_length within 0–4,000, a value within max_length, a placeholder of
 * at most 100.
 */
export function modalProblems(data: any): Problem[] {
  const out: Problem[] = [];
  const len = (s: unknown) => (typeof s === 'string' ? s.length : -1);
  if (len(data?.custom_id) < 1 || len(data?.custom_id) > 100) out.push(problem(['data', 'custom_id'], 'BASE_TYPE_MAX_LENGTH', 'a modal custom_id of 1 to 100'));
  if (len(data?.title) < 1 || len(data?.title) > 45) out.push(problem(['data', 'title'], 'BASE_TYPE_MAX_LENGTH', `a modal title of ${len(data?.title)} (Discord allows 1 to 45)`));
  const rows: any[] = list(data?.components);
  if (rows.length < 1 || rows.length > 5) out.push(problem(['data', 'components'], 'BASE_TYPE_MAX_LENGTH', `${rows.length} rows in a modal (Discord allows 1 to 5)`));
  rows.forEach((row, i) => {
    const at = ['data', 'components', i, 'components', 0];
    const input = row?.components?.[0];
    if (row?.type !== 1 || row.components?.length !== 1 || input?.type !== 4) {
      out.push(problem(['data', 'components', i], 'BASE_TYPE_BAD', 'a modal row that is not one text input'));
      return;
    }
    const max = input.max_length ?? 4000;
    if (len(input.custom_id) < 1 || len(input.custom_id) > 100) out.push(problem([...at, 'custom_id'], 'BASE_TYPE_MAX_LENGTH', 'a text input custom_id of 1 to 100'));
    if (len(input.label) < 1 || len(input.label) > 45) out.push(problem([...at, 'label'], 'BASE_TYPE_MAX_LENGTH', `a text input label of ${len(input.label)} (Discord allows 1 to 45)`));
    if (input.style !== 1 && input.style !== 2) out.push(problem([...at, 'style'], 'BASE_TYPE_CHOICES', 'a text input style other than 1 or 2'));
    if (max < 1 || max > 4000 || (input.min_length ?? 0) > max) out.push(problem([...at, 'max_length'], 'BASE_TYPE_MAX_LENGTH', `a text input max_length of ${max} (Discord allows 1 to 4,000)`));
    if (len(input.value) > max) out.push(problem([...at, 'value'], 'BASE_TYPE_MAX_LENGTH', `a text input value of ${len(input.value)} over its max_length ${max}`));
    if (len(input.placeholder) > 100) out.push(problem([...at, 'placeholder'], 'BASE_TYPE_MAX_LENGTH', `a placeholder of ${len(input.placeholder)} (Discord allows 100)`));
  });
  return out;
}

/** An autocomplete answer: at most 25 choices, each a name of 1–100 and a string value of at most 100. */
export function choicesProblems(data: any): Problem[] {
  const choices: any[] = list(data?.choices);
  const out: Problem[] = [];
  if (choices.length > 25) out.push(problem(['data', 'choices'], 'BASE_TYPE_MAX_LENGTH', `${choices.length} choices (Discord allows 25)`));
  choices.forEach((c, i) => {
    if (typeof c?.name !== 'string' || c.name.length < 1 || c.name.length > 100) out.push(problem(['data', 'choices', i, 'name'], 'BASE_TYPE_MAX_LENGTH', 'a choice name of 1 to 100'));
    if (typeof c?.value === 'string' && c.value.length > 100) out.push(problem(['data', 'choices', i, 'value'], 'BASE_TYPE_MAX_LENGTH', 'a choice value over 100'));
  });
  return out;
}

/** The longest of a text and its localizations: Discord counts that one toward a command's size. */
const longest = (text: unknown, localizations: unknown) =>
  Math.max(typeof text === 'string' ? text.length : 0, ...Object.values((localizations as Record<string, string> | null) ?? {}).map((s) => s.length));

/**
 * A command's size as Discord counts it against its 4,000 characters
 * (https://discord.com/developers/docs/interactions/application-commands#registering-a-command): the names and
 * descriptions of the command, its subcommands (and groups) and options, and every choice's name and string value;
 * of a text with localizations, the longest.
 */
export function commandCharacters(command: any): number {
  const option = (o: any): number =>
    longest(o?.name, o?.name_localizations) + longest(o?.description, o?.description_localizations) +
    list(o?.choices).reduce((n: number, c: any) => n + longest(c?.name, c?.name_localizations) + (typeof c?.value === 'string' ? c.value.length : 0), 0) +
    list(o?.options).reduce((n: number, sub: any) => n + option(sub), 0);
  return option(command);
}

/** Discord's documented limits on one PUT of an application's commands (the list replaces all of them). */
export function commandProblems(commands: unknown): Problem[] {
  if (!Array.isArray(commands)) return [];
  const out: Problem[] = [];
  if (commands.length > 100) out.push(problem([], 'BASE_TYPE_MAX_LENGTH', `${commands.length} commands (Discord allows 100)`));
  const names = new Set<string>();
  commands.forEach((c, i) => {
    const key = `${c?.type ?? 1}:${c?.name}`;
    if (names.has(key)) out.push(problem([i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', `the command /${c?.name} twice`));
    names.add(key);
    const size = commandCharacters(c);
    if (size > 4000) out.push(problem([i], 'APPLICATION_COMMAND_TOO_LARGE', `/${c?.name} is ${size} characters of names, descriptions and choices (Discord allows 4,000)`));
    out.push(...optionProblems(c, [i], 0));
  });
  return out;
}

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** A command's or option's name, description, options (25, names unique, required first) and choices (25). */
function optionProblems(o: any, at: (string | number)[], depth: number): Problem[] {
  const out: Problem[] = [];
  const name = String(o?.name ?? '');
  if (!NAME.test(name) || name !== name.toLowerCase()) out.push(problem([...at, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', `the name "${name}": 1 to 32 lower-case letters, digits, - or _`));
  const description = String(o?.description ?? '');
  if (description.length < 1 || description.length > 100) out.push(problem([...at, 'description'], 'BASE_TYPE_MAX_LENGTH', `the description of ${name}: ${description.length} characters (Discord allows 1 to 100)`));
  const options: any[] = list(o?.options);
  if (options.length > 25) out.push(problem([...at, 'options'], 'BASE_TYPE_MAX_LENGTH', `${options.length} options in ${name} (Discord allows 25)`));
  const seen = new Set<string>();
  let optionalSeen = false;
  options.forEach((sub, j) => {
    const here = [...at, 'options', j];
    if (seen.has(sub?.name)) out.push(problem([...here, 'name'], 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', `the option ${sub?.name} twice in ${name}`));
    seen.add(sub?.name);
    const nested = sub?.type === 1 || sub?.type === 2;
    if (nested && (depth >= 2 || (sub.type === 2 && depth >= 1))) out.push(problem(here, 'APPLICATION_COMMAND_OPTION_BAD_NESTING', `${sub.name} nested too deep`));
    if (!nested) {
      if (sub?.required && optionalSeen) out.push(problem([...here, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', `the required option ${sub.name} after an optional one in ${name}`));
      if (!sub?.required) optionalSeen = true;
      const choices: any[] = list(sub?.choices);
      if (choices.length > 25) out.push(problem([...here, 'choices'], 'BASE_TYPE_MAX_LENGTH', `${choices.length} choices in ${sub.name} (Discord allows 25)`));
      if (choices.length && sub?.autocomplete) out.push(problem([...here, 'autocomplete'], 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID', `${sub.name}: choices and autocomplete together`));
      choices.forEach((c, k) => {
        if (typeof c?.name !== 'string' || c.name.length < 1 || c.name.length > 100) out.push(problem([...here, 'choices', k, 'name'], 'BASE_TYPE_MAX_LENGTH', `a choice name of ${sub.name}: 1 to 100`));
        if (typeof c?.value === 'string' && (c.value.length < 1 || c.value.length > 100)) out.push(problem([...here, 'choices', k, 'value'], 'BASE_TYPE_MAX_LENGTH', `a choice value of ${sub.name}: 1 to 100`));
      });
    }
    out.push(...optionProblems(sub, here, depth + 1));
  });
  return out;
}
