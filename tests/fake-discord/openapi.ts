// Every request body the bot sends to the fake Discord, checked against the request schema of its route in
// Discord's own OpenAPI specification (tests/fixtures/discord-openapi-74fda0f.json, from discord/discord-api-spec).
// The spec is OpenAPI 3.1, whose schemas are JSON Schema 2020-12: nullable fields are `type: [..., "null"]` or a
// `oneOf` with `{type: "null"}`, and unions are `anyOf`/`oneOf` of `$ref`s into components.schemas. Compiling the
// schemas of the routes the fake serves takes seconds, so ajv's generated code for them is kept on disk
// (node_modules/.cache/fake-discord, named by a hash of the spec and of this code) and loaded in a blink after that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { _ } from 'ajv';
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
  /** The JSON schema of each answer by status ('200', '4XX', ...), and its compiled check. */
  responses: Record<string, { schema: unknown; validate?: ValidateFunction }>;
}

const SPEC_ID = 'discord-openapi';
const FORMATS_FILE = fileURLToPath(new URL('./formats.cjs', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/fake-discord/', import.meta.url));
const require = createRequire(import.meta.url);
/** ajv's writer of validators as code (a CommonJS default export). */
const standaloneCode = require('ajv/dist/standalone/index.js') as (typeof import('ajv/dist/standalone/index.js'))['default'];
let loaded: { spec: any; components: unknown; operations: Operation[]; ajv?: Ajv2020 } | undefined;

/**
 * An ajv for the spec: 2020-12, every error of a body reported, the spec's formats (formats.cjs). `asCode` makes one
 * whose validators can be written out as code, requiring formats.cjs for the formats.
 */
function specAjv(components: unknown, asCode = false): Ajv2020 {
  const ajv = new Ajv2020({
    // The spec carries OpenAPI's own keywords (x-discord-union, contentEncoding): not errors, only not checked.
    strict: false,
    allErrors: true,
    formats: require(FORMATS_FILE),
    ...(asCode ? { code: { source: true, formats: _`require(${FORMATS_FILE})` } } : {}),
  });
  ajv.addSchema({ $id: SPEC_ID, components });
  return ajv;
}

function load() {
  if (loaded) return loaded;
  const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8'));
  discriminateUnions(spec.components, spec.components.schemas);
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
      const responses: Operation['responses'] = {};
      for (const [status, answer] of Object.entries<any>(item[method].responses ?? {})) {
        const json = answer?.content?.['application/json']?.schema;
        if (json) discriminateUnions(json, spec.components.schemas);
        if (json) responses[status] = { schema: json };
      }
      operations.push({ method: method.toUpperCase(), template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length, schema, responses });
    }
  }
  loaded = { spec, components: spec.components, operations };
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
      .map((b) => {
        const target = schemas[String(b?.$ref).split('/').pop()!];
        return { ref: b?.$ref as string | undefined, kinds: target?.properties?.type?.enum as unknown[] | undefined, typed: Boolean(target?.required?.includes('type')) };
      });
    // Only where every kind requires its `type`: then "the branch of its type" says exactly what the union said.
    if (kinds.length < 2 || kinds.some((k) => !k.ref || !Array.isArray(k.kinds) || !k.typed)) continue;
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
  op.validate ??= compile(op.schema);
  return op.validate;
}

/** A route's schema refers to '#/components/...' of the spec: those point at the spec added under its id. */
const pointed = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${SPEC_ID}#/`));

/** A schema compiled now (a route no one prepared: seconds, the first time). */
function compile(schema: unknown): ValidateFunction {
  const l = load();
  l.ajv ??= specAjv(l.components);
  return l.ajv.compile(pointed(schema));
}

/**
 * How an answer of the fake differs from the shape Discord's spec gives that route's answer of that status (200, or
 * the 4XX error shape): the fake's own faults. Empty when it fits, or when the spec gives no JSON for it (a 204).
 */
export function responseProblems(method: string, path: string, status: number, body: unknown): Problem[] {
  const op = operationOf(method, path);
  const answer = op?.responses[String(status)] ?? op?.responses[`${String(status)[0]}XX`];
  if (!answer || body === undefined) return [];
  answer.validate ??= compile(answer.schema);
  if (answer.validate(body)) return [];
  return mostSpecific(answer.validate.errors ?? []).map(toProblem);
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

/**
 * Readies the request and answer checks of these routes: from the code kept on disk when the spec and this module
 * are those it was made from, else compiled (seconds) and kept. Done when the fake starts: the fake runs in the
 * bot's process, and compiling on a first request would hold the bot's event loop.
 */
export function prepareSchemas(routes: [method: string, path: string][]): void {
  const ops = [...new Set(routes.map(([method, path]) => operationOf(method, path)).filter((op): op is Operation => op !== undefined))];
  const checks: { name: string; schema: unknown; set: (v: ValidateFunction) => void }[] = [];
  ops.forEach((op, i) => {
    if (op.schema !== undefined) checks.push({ name: `request${i}`, schema: op.schema, set: (v) => (op.validate = v) });
    for (const [status, answer] of Object.entries(op.responses)) checks.push({ name: `answer${i}_${status}`, schema: answer.schema, set: (v) => (answer.validate = v) });
  });
  const hash = createHash('sha256')
    .update(readFileSync(SPEC_FILE))
    .update(readFileSync(FORMATS_FILE))
    .update(readFileSync(new URL(import.meta.url)))
    .update(JSON.stringify(checks.map((c) => c.name)) + JSON.stringify(ops.map((o) => `${o.method} ${o.template}`)))
    .digest('hex')
    .slice(0, 16);
  const file = `${CACHE_DIR}validators-${hash}.cjs`;
  if (!existsSync(file)) {
    const ajv = specAjv(load().components, true);
    for (const c of checks) ajv.addSchema(pointed(c.schema), c.name);
    const code = standaloneCode(ajv, Object.fromEntries(checks.map((c) => [c.name, c.name])));
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole, then renamed: another test process may be reading or writing the same file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    // The code made for an older spec or an older version of this module is of no more use.
    for (const old of readdirSync(CACHE_DIR)) if (old.startsWith('validators-') && `${CACHE_DIR}${old}` !== file && old.endsWith('.cjs')) rmSync(`${CACHE_DIR}${old}`, { force: true });
  }
  const validators = require(file) as Record<string, ValidateFunction>;
  for (const c of checks) c.set(validators[c.name]!);
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
