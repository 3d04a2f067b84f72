import { z } from 'zod';
import type { OptionSpec, OptionValue, SubcommandSpec } from './types.js';

/** Default cap on a string option, so a pasted novel never reaches the engine. */
export const DEFAULT_MAX_LENGTH = 200;

/** The most text an attached file may hold (a 40 × 40 map is about 3,300 characters). */
export const ATTACHMENT_MAX = 20_000;

/**
 * Text as the database can keep it: a lone UTF-16 surrogate (half of an emoji, cut) has no UTF-8 form, and
 * PostgreSQL refuses a NUL character (U+0000) in JSON; each becomes U+FFFD, the replacement character.
 */
export const wellFormed = (text: string): string => text.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const schemas = new WeakMap<OptionSpec, z.ZodType<OptionValue | undefined>>();

/** The zod schema of one option, from its definition: the same definition Discord is told about. */
function optionSchema(spec: OptionSpec): z.ZodType<OptionValue | undefined> {
  let schema = schemas.get(spec);
  if (!schema) schemas.set(spec, (schema = buildSchema(spec)));
  return schema;
}

function buildSchema(spec: OptionSpec): z.ZodType<OptionValue | undefined> {
  let schema: z.ZodType<OptionValue>;
  const what = `the option ${spec.name}`;
  switch (spec.type) {
    case 'user':
      // A Discord user id, a mention <@123>, or the console's @bob: the id either way.
      schema = z
        .string(`${what} must name a user`)
        .trim()
        .transform((v) => v.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, ''))
        .pipe(z.string().min(1, `${what} must name a user, e.g. @bob`).max(64, `${what} is not a user`));
      break;
    case 'role':
      // A Discord role id, a role mention <@&123>, or the console's @&Referees (or Referees): the id either way.
      schema = z
        .string(`${what} must name a role`)
        .trim()
        .transform((v) => v.replace(/^<@&(\d+)>$/, '$1').replace(/^@&?/, ''))
        .pipe(z.string().min(1, `${what} must name a role, e.g. @&Referees`).max(100, `${what} is not a role`));
      break;
    case 'attachment':
      schema = z.string(`${what} must be a text file`).max(ATTACHMENT_MAX, `${what} is too long (at most ${ATTACHMENT_MAX} characters)`).transform(wellFormed);
      break;
    case 'string': {
      let s = z.string(`${what} must be text`).trim().max(spec.maxLength ?? DEFAULT_MAX_LENGTH, `${what} is too long (at most ${spec.maxLength ?? DEFAULT_MAX_LENGTH} characters)`);
      if (spec.required) s = s.min(1, `${what} must not be empty`);
      schema = s.transform(wellFormed);
      break;
    }
    case 'integer':
    case 'number': {
      let n = z.coerce.number(`${what} must be a number`).refine(Number.isFinite, `${what} must be a number`);
      if (spec.type === 'integer') n = n.refine(Number.isInteger, `${what} must be a whole number`);
      if (spec.minValue !== undefined) n = n.refine((v) => v >= spec.minValue!, `${what} must be at least ${spec.minValue}`);
      if (spec.maxValue !== undefined) n = n.refine((v) => v <= spec.maxValue!, `${what} must be at most ${spec.maxValue}`);
      schema = n;
      break;
    }
    case 'boolean':
      schema = z.preprocess(
        (v) => (typeof v === 'string' ? ({ true: true, false: false, yes: true, no: false, on: true, off: false } as Record<string, boolean>)[v.toLowerCase()] ?? v : v),
        z.boolean(`${what} must be true or false`),
      );
      break;
  }
  if (spec.choices?.length) {
    const allowed = spec.choices.map((c) => c.value);
    schema = schema.refine((v) => allowed.includes(v as string | number), `${what} must be one of: ${allowed.join(', ')}`);
  }
  return spec.required ? schema : schema.optional();
}

export class OptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionError';
  }
}

/** Checks the options a user gave against the subcommand's definition: unknown names and bad values are refused. */
export function parseOptions(sub: SubcommandSpec, given: Record<string, unknown>): Record<string, OptionValue | undefined> {
  const known = new Set(sub.options.map((o) => o.name));
  const unknown = Object.keys(given).filter((k) => !known.has(k));
  if (unknown.length) {
    const list = sub.options.map((o) => o.name).join(', ') || 'none';
    throw new OptionError(`there is no option ${unknown.map((u) => `"${u}"`).join(', ')} here (the options are: ${list})`);
  }
  const out: Record<string, OptionValue | undefined> = {};
  for (const spec of sub.options) {
    const raw = given[spec.name];
    if (raw === undefined && spec.required) throw new OptionError(`the option ${spec.name} is required`);
    const parsed = optionSchema(spec).safeParse(raw);
    if (!parsed.success) throw new OptionError(parsed.error.issues[0]?.message ?? `the option ${spec.name} is not valid`);
    out[spec.name] = parsed.data;
  }
  return out;
}
