// Every request body the bot sends to the fake Discord, checked against the request schema of its route in
// Discord's own OpenAPI specification (tests/fixtures/discord-openapi-74fda0f.json, from discord/discord-api-spec).
// The spec is OpenAPI 3.1, whose schemas are JSON Schema 2020-12: nullable fields are `type: [..., "null"]` or a
// `oneOf` with `{type: "null"}`, and unions are `anyOf`/`oneOf` of `$ref`s into components.schemas. Ajv compiles each
// route's schema once per process, on first use, so the fake stays fast.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

/** The fixture: specs/openapi.json of discord/discord-api-spec at commit 74fda0fad044407ea280043a03ffc9bc64c4e49e. */
export const SPEC_FILE = new URL('../fixtures/discord-openapi-74fda0f.json', import.meta.url);

/** One way a body breaks Discord's rules: where (the path of keys into the body) and Discord's error code and text. */
export interface Problem {
  path: (string | number)[];
  code: string;
  message: string;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments: a path matching several templates takes the most literal one (`@original` before `{message_id}`). */
  literals: number;
  schema: unknown | undefined;
  validate?: ValidateFunction;
}

const SPEC_ID = 'discord-openapi';
let loaded: { ajv: Ajv2020; operations: Operation[] } | undefined;

/** A 32-bit integer, as the spec's `format: int32` means. */
const int32 = (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31;

function load() {
  if (loaded) return loaded;
  const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8'));
  const ajv = new Ajv2020({
    // The spec carries OpenAPI's own keywords (x-discord-union, contentEncoding): not errors, only not checked.
    strict: false,
    allErrors: true,
    formats: {
      int32: { type: 'number', validate: int32 },
      int64: { type: 'number', validate: (n: number) => Number.isInteger(n) },
      double: { type: 'number', validate: (n: number) => Number.isFinite(n) },
      uri: (s: string) => URL.canParse(s),
      'date-time': (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(s) && !Number.isNaN(Date.parse(s)),
      snowflake: (s: string) => /^(0|[1-9]\d*)$/.test(s),
      nonce: true,
    },
  });
  discriminateUnions(spec.components, spec.components.schemas);
  ajv.addSchema({ $id: SPEC_ID, components: spec.components });
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries<any>(spec.paths)) {
    const segments = template.split('/').slice(1);
    const pattern = new RegExp(`^/${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      if (!item[method]) continue;
      const content = item[method].requestBody?.content;
      // A multipart body's payload_json is the JSON body (the files ride beside it), so the JSON schema serves both.
      const schema = content?.['application/json']?.schema;
      if (schema) discriminateUnions(schema, spec.components.schemas);
      operations.push({ method: method.toUpperCase(), template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length, schema });
    }
  }
  loaded = { ajv, operations };
  return loaded;
}

/**
 * Rewrites, in place, each union whose branches are kinds told apart by their `type` (components, interaction
 * callbacks, command options) into "if the type is this kind, then this branch": the same bodies pass, but a body
 * that fails is told why by its own kind's schema alone, not by every other kind's too. A union whose kinds overlap
 * is left as it is. "Null or X" becomes "if null, fine, else X", for the same reason.
 */
function discriminateUnions(node: any, schemas: Record<string, any>): void {
  if (Array.isArray(node)) return node.forEach((n) => discriminateUnions(n, schemas));
  if (!node || typeof node !== 'object') return;
  for (const value of Object.values(node)) discriminateUnions(value, schemas);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches: any[] | undefined = node[key];
    if (!Array.isArray(branches)) continue;
    const nullable = branches.some((b) => b?.type === 'null');
    if (nullable && branches.length === 2) {
      // "null or X": X's own errors only, not "must be null" beside them.
      const other = branches.find((b) => b?.type !== 'null');
      delete node[key];
      Object.assign(node, { if: { type: 'null' }, then: true, else: other });
      continue;
    }
    const kinds = branches
      .filter((b) => b?.type !== 'null')
      .map((b) => ({ ref: b?.$ref as string | undefined, kinds: schemas[String(b?.$ref).split('/').pop()!]?.properties?.type?.enum as unknown[] | undefined }));
    if (kinds.length < 2 || kinds.some((k) => !k.ref || !Array.isArray(k.kinds))) continue;
    const all = kinds.flatMap((k) => k.kinds!);
    if (new Set(all).size !== all.length) continue;
    const byKind = {
      type: 'object',
      required: ['type'],
      properties: { type: { enum: all } },
      allOf: kinds.map((k) => ({ if: { properties: { type: { enum: k.kinds } } }, then: { $ref: k.ref } })),
    };
    delete node[key];
    Object.assign(node, nullable ? { if: { type: 'null' }, then: true, else: byKind } : byKind);
  }
}

/** The spec's route (path template) of a request, e.g. `/channels/{channel_id}/messages`; undefined when it has none. */
export function specRoute(method: string, path: string): string | undefined {
  return operationOf(method, path)?.template;
}

function operationOf(method: string, path: string): Operation | undefined {
  return load()
    .operations.filter((o) => o.method === method && o.pattern.test(path))
    .sort((a, b) => b.literals - a.literals)[0];
}

function validatorOf(op: Operation): ValidateFunction | undefined {
  if (op.schema === undefined) return undefined;
  if (!op.validate) {
    // The route's schema refers to '#/components/...' of the spec: point those at the spec added under its id.
    const schema = JSON.parse(JSON.stringify(op.schema).replaceAll('"$ref":"#/', `"$ref":"${SPEC_ID}#/`));
    op.validate = load().ajv.compile(schema);
  }
  return op.validate;
}

/**
 * How a request body breaks the request schema of its route in Discord's spec: an empty list when it fits, or when
 * the route takes no body. A request to a route the spec does not have is one problem (Discord answers 404).
 */
export function schemaProblems(method: string, path: string, body: unknown): Problem[] {
  const op = operationOf(method, path);
  if (!op) return [{ path: [], code: 'UNKNOWN_ROUTE', message: `${method} ${path} is not a route of Discord's API` }];
  const validate = validatorOf(op);
  if (!validate || validate(body)) return [];
  return mostSpecific(validate.errors ?? []).map(toProblem);
}

/** The errors that say what is wrong (not the `if` that chose a kind's schema), each once, at most five. */
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const real = errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
  const unique = new Map((real.length ? real : errors).map((e) => [`${e.instancePath} ${e.keyword} ${e.message}`, e]));
  return [...unique.values()].slice(0, 5);
}

/** Compiles the request schemas of these routes now (about a second), rather than on the first request. */
export function prepareSchemas(routes: [method: string, path: string][]): void {
  for (const [method, path] of routes) {
    const op = operationOf(method, path);
    if (op) validatorOf(op);
  }
}

/** Discord's codes in an Invalid Form Body answer, by the JSON Schema keyword that failed. */
const CODES: Record<string, string> = {
  required: 'BASE_TYPE_REQUIRED',
  maxLength: 'BASE_TYPE_MAX_LENGTH',
  minLength: 'BASE_TYPE_MIN_LENGTH',
  maxItems: 'BASE_TYPE_MAX_LENGTH',
  minItems: 'BASE_TYPE_MIN_LENGTH',
  maximum: 'NUMBER_TYPE_MAX',
  minimum: 'NUMBER_TYPE_MIN',
  enum: 'BASE_TYPE_CHOICES',
  type: 'BASE_TYPE_BAD_TYPE',
};

function toProblem(e: ErrorObject): Problem {
  const path: (string | number)[] = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  if (e.keyword === 'required') path.push((e.params as { missingProperty: string }).missingProperty);
  return { path, code: CODES[e.keyword] ?? 'BASE_TYPE_BAD', message: e.message ?? e.keyword };
}

/**
 * The body of Discord's 400 Invalid Form Body (code 50035): `errors` nests the body's keys down to each bad field,
 * whose `_errors` list the codes and messages (https://discord.com/developers/docs/reference#error-messages).
 */
export function invalidFormBody(problems: Problem[]): { code: 50035; message: string; errors: Record<string, unknown> } {
  const errors: Record<string, any> = {};
  for (const p of problems) {
    let node = errors;
    for (const key of p.path) node = node[String(key)] ??= {};
    (node._errors ??= []).push({ code: p.code, message: p.message });
  }
  return { code: 50035, message: 'Invalid Form Body', errors };
}

/** A problem as one line: `embeds.0.title: must NOT have more than 256 characters`. */
export const describeProblem = (p: Problem) => `${p.path.length ? p.path.join('.') : '(body)'}: ${p.message}`;
