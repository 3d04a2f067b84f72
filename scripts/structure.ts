/**
 * The shape of the program, measured from its own source (issue 28): the import cycles among src/'s modules, what
 * the read side (commands and pictures) takes from the rule areas, the events that carry a whole piece of state
 * instead of a fact, the functions over 100 lines, the evolves that switch on the event type, and the parts missing a
 * file of the layout. `npm run structure` prints them; tests/structure.test.ts holds them to their bounds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = fileURLToPath(import.meta.url);
const root = resolve(dirname(here), '..');
const SRC = join(root, 'src');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

const rel = (path: string): string => relative(root, path);

/** Each module parsed once (with its nodes' parents), for every measure of one run. */
const parsedFiles = new Map<string, ts.SourceFile>();
function parsed(file: string): ts.SourceFile {
  let source = parsedFiles.get(file);
  if (!source) parsedFiles.set(file, (source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)));
  return source;
}

/** An import of one module by another, as written: at run time, or for its types alone (erased when compiled). */
export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every static import and re-export among src/'s modules (a dynamic import() loads later, and is left out). */
export function imports(files = sourceFiles()): Import[] {
  const known = new Set(files);
  const out: Import[] = [];
  for (const file of files) {
    for (const s of parsed(file).statements) {
      if (!(ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
      const spec = s.moduleSpecifier.text;
      if (!spec.startsWith('.')) continue;
      const to = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      if (!known.has(to)) continue;
      out.push({ from: rel(file), to: rel(to), typeOnly: isTypeOnly(s) });
    }
  }
  return out;
}

function isTypeOnly(s: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(s)) return s.isTypeOnly || (!!s.exportClause && ts.isNamedExports(s.exportClause) && s.exportClause.elements.every((e) => e.isTypeOnly));
  const clause = s.importClause;
  if (!clause) return false; // `import './x.js'`: run for its effect
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The groups of modules that import each other in a circle at run time (Tarjan's strongly connected components). */
export function runtimeCycles(all = imports()): string[][] {
  const edges = new Map<string, string[]>();
  for (const i of all) if (!i.typeOnly) edges.set(i.from, [...(edges.get(i.from) ?? []), i.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/**
 * What a rule area shows the read side: its views (`view.ts`, `view-types.ts`) and its types (`types.ts`). Commands
 * and pictures take nothing else from src/engine/rulesets/ (issue 28).
 */
export const isPublicFace = (path: string): boolean => /^(view|view-types|types)\.ts$/.test(basename(path));

/** Imports of the read side (src/commands, src/render) into a rule area's internals. */
export function readSideInternals(all = imports()): Import[] {
  return all.filter((i) => /^src\/(commands|render)\//.test(i.from) && i.to.startsWith('src/engine/rulesets/') && !isPublicFace(i.to));
}

/**
 * What a part shows the other parts (issue 28: "parts never import each other's internals"): its state and how to
 * read it (`state.ts`, `access.ts`), its actions and events (their types and makers), and its views. A part is a
 * folder of src/engine/rulesets/ with a `part.ts`; the rule libraries beside them (characters/, tables/, denizens/…)
 * are anyone's to use.
 */
export const isPartFace = (path: string): boolean => /^(state|access|actions|events|view|view-types|types)\.ts$/.test(basename(path));

/** The part a module belongs to: its folder, when that folder has a `part.ts`. */
const partOf = (path: string, parts: ReadonlySet<string>): string | undefined => (parts.has(dirname(path)) ? dirname(path) : undefined);

/** The parts of the engine: the folders of src/engine/rulesets/ that hold a `part.ts`. */
export const partFolders = (files = sourceFiles(join(SRC, 'engine'))): Set<string> => new Set(files.filter((f) => basename(f) === 'part.ts' && rel(f).startsWith('src/engine/rulesets/')).map((f) => dirname(rel(f))));

/** Imports of one part into another part's internals. */
export function crossPartInternals(all = imports(), parts = partFolders()): Import[] {
  return all.filter((i) => {
    const from = partOf(i.from, parts);
    const to = partOf(i.to, parts);
    return from !== undefined && to !== undefined && from !== to && !isPartFace(i.to);
  });
}

/** The files of a part's layout (issue 28; docs/contributing.md): its schemas, events, decisions, evolve, views, and the part. */
export const PART_LAYOUT = ['actions.ts', 'events.ts', 'decide.ts', 'evolve.ts', 'view.ts', 'part.ts'] as const;

/** A part and the files of the layout its folder lacks. */
export interface PartMissingLayout {
  part: string;
  missing: string[];
}

/**
 * The parts whose folder lacks a file of the layout (PART_LAYOUT): every folder under src/engine with a `part.ts`
 * (the rolls and the schedule too; not the core, whose part.ts defines what a part is). `files` are paths from the
 * project's root.
 */
export function partsMissingLayout(files = sourceFiles(join(SRC, 'engine')).map(rel)): PartMissingLayout[] {
  const present = new Set(files);
  const folders = files.filter((f) => basename(f) === 'part.ts' && f.startsWith('src/engine/') && !f.startsWith('src/engine/core/')).map(dirname);
  return folders
    .sort()
    .map((part) => ({ part, missing: PART_LAYOUT.filter((name) => !present.has(`${part}/${name}`)) }))
    .filter((p) => p.missing.length > 0);
}

/** A function (declaration, method, arrow or expression) and its length in lines, its body included. */
export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

export function longFunctions(limit = 100, files = sourceFiles()): LongFunction[] {
  const out: LongFunction[] = [];
  for (const file of files) {
    const source = parsed(file);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > limit) out.push({ file: rel(file), name: functionName(node), line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out.sort((a, b) => b.lines - a.lines);
}

function functionName(node: ts.Node): string {
  const named = (node as { name?: ts.Node }).name;
  if (named && (ts.isIdentifier(named) || ts.isStringLiteral(named))) return named.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

/** An evolve that routes events through a `switch` on their type, where a table of appliers belongs. */
export interface SwitchingEvolve {
  file: string;
  name: string;
  line: number;
}

/** The functions that evolve or apply events: named `evolve…` or `apply…` (a part's `evolve` among them). */
const isEvolveName = (name: string): boolean => /^(evolve|apply)/.test(name);

/**
 * The evolves that switch on the event type (issue 28: a part's evolve is a table of named appliers, core/handlers.ts
 * `Appliers`/`evolveBy`): each function named evolve…/apply… with a `switch (….type)` in its body (one inside another
 * such function counts for that one). A switch that reads an old event into today's facts (an old-logs.ts `current…`)
 * is no evolve, and is not counted.
 */
export function switchingEvolves(sources: readonly ts.SourceFile[] = sourceFiles().map(parsed)): SwitchingEvolve[] {
  const out: SwitchingEvolve[] = [];
  const switchesOnType = (node: ts.Node): boolean => {
    if (ts.isSwitchStatement(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'type') return true;
    if (ts.isFunctionLike(node) && isEvolveName(functionName(node))) return false;
    return ts.forEachChild(node, switchesOnType) ?? false;
  };
  for (const source of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body && isEvolveName(functionName(node)) && ts.forEachChild(node.body, switchesOnType)) {
        out.push({ file: rel(source.fileName), name: functionName(node), line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** An event type whose payload holds a whole piece of a part's state (a sheet, a wizard, a duel) instead of a fact. */
export interface StateInEvent {
  event: string;
  field: string;
  carries: string;
}

/**
 * The pieces of a part's state that an event must not carry whole (issue 28: "an event states what happened, not the
 * world after it"): a character's sheet, the calendar, a realm's sheet, a wizard, his library, a duel, a fight, and
 * the melee picture's copy of a sheet. Each part's whole state (its slice of PartStates) counts too. Values an action
 * sets as a whole (a user, a card, a tile placed, the orders recorded, the settings chosen) are facts.
 */
export const STATE_PIECES = ['CharacterSheet', 'CalendarState', 'CampaignState', 'RealmSheet', 'Wizard', 'Library', 'Duel', 'Fight', 'MeleeSheet'];

/**
 * The events that carry state: each property of each payload table (an interface named `…EventPayloads`) whose type
 * is, lists or maps to a piece of the state (STATE_PIECES, or a part's whole state). The engine alone holds events
 * and states; it needs the type checker (a few seconds).
 */
export function eventsWithState(files = sourceFiles(join(SRC, 'engine'))): StateInEvent[] {
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, skipLibCheck: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name.startsWith(SRC) && name.endsWith('.ts') && !name.endsWith('.d.ts') ? parsed(name) : read(name, version, ...rest));
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  // The top-level declarations of the project's own modules (not of the libraries the checker read).
  const statements = program.getSourceFiles().flatMap((f) => (f.fileName.startsWith(SRC) ? [...f.statements] : []));
  const interfaces = statements.filter(ts.isInterfaceDeclaration);

  const isOwn = (s: ts.Symbol): boolean => (s.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(SRC));
  const parts = (t: ts.Type): ts.Type[] => (t.isUnion() || t.isIntersection() ? t.types.flatMap(parts) : [t]);
  const contained = (t: ts.Type): ts.Type[] => {
    if (checker.isArrayType(t) || checker.isTupleType(t)) return checker.getTypeArguments(t as ts.TypeReference) as ts.Type[];
    return checker.getIndexInfosOfType(t).map((i) => i.type);
  };
  const named = (t: ts.Type): ts.Symbol | undefined => {
    const symbol = t.aliasSymbol ?? t.getSymbol();
    return symbol && t.flags & ts.TypeFlags.Object && !checker.isArrayType(t) && isOwn(symbol) ? symbol : undefined;
  };

  // The pieces of the state: each part's state (PartStates is declared empty in the core and merged with each part's
  // own), and the pieces named in STATE_PIECES wherever they are declared.
  const pieces = new Set<ts.Symbol>();
  for (const d of interfaces.filter((i) => i.name.text === 'PartStates'))
    for (const p of checker.getTypeAtLocation(d.name).getProperties())
      for (const x of parts(checker.getNonNullableType(checker.getTypeOfSymbol(p)))) {
        const symbol = named(x);
        if (symbol) pieces.add(symbol);
      }
  for (const s of statements) {
    if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && STATE_PIECES.includes(s.name.text)) {
      const symbol = checker.getSymbolAtLocation(s.name);
      if (symbol) pieces.add(symbol);
    }
  }

  const out: StateInEvent[] = [];
  const carried = (t: ts.Type, depth = 0): string | undefined => {
    for (const x of parts(checker.getNonNullableType(t))) {
      const symbol = x.aliasSymbol ?? x.getSymbol();
      if (symbol && pieces.has(symbol)) return symbol.getName();
      if (depth < 3) for (const inner of contained(x)) {
        const found = carried(inner, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const table of interfaces.filter((i) => /EventPayloads$/.test(i.name.text))) {
    for (const m of table.members) {
      if (!ts.isPropertySignature(m) || !m.type) continue;
      const event = ts.isStringLiteral(m.name) || ts.isIdentifier(m.name) ? m.name.text : m.name.getText();
      const payload = checker.getTypeFromTypeNode(m.type);
      for (const field of payload.getProperties()) {
        const carries = carried(checker.getTypeOfSymbol(field));
        if (carries) out.push({ event, field: field.getName(), carries });
      }
    }
  }
  return out;
}

/** The measures as `npm run structure` prints them. */
export function report(): string {
  const all = imports();
  const cycles = runtimeCycles(all);
  const internals = readSideInternals(all);
  const runtime = internals.filter((i) => !i.typeOnly);
  const long = longFunctions();
  const events = eventsWithState();
  const crossing = crossPartInternals(all);
  const switching = switchingEvolves();
  const unlaid = partsMissingLayout();
  const lines = [
    `Runtime import cycles: ${cycles.length} (${cycles.map((c) => `${c.length} files`).join(', ') || 'none'})`,
    ...cycles.map((c) => `  ${c.join(' ')}`),
    `Read side importing rule internals: ${internals.length} imports (${runtime.length} at run time) of ${new Set(internals.map((i) => i.to)).size} modules`,
    ...internals.map((i) => `  ${i.from} → ${i.to}${i.typeOnly ? ' (types)' : ''}`),
    `Parts importing another part's internals: ${crossing.length}`,
    ...crossing.map((i) => `  ${i.from} → ${i.to}`),
    `Events carrying a piece of state: ${new Set(events.map((e) => e.event)).size}`,
    ...events.map((e) => `  ${e.event}.${e.field}: ${e.carries}`),
    `Functions over 100 lines: ${long.length}`,
    ...long.map((f) => `  ${f.lines} ${f.file}:${f.line} ${f.name}`),
    `Evolves that switch on the event type: ${switching.length}`,
    ...switching.map((f) => `  ${f.file}:${f.line} ${f.name}`),
    `Parts missing a file of the layout: ${unlaid.length}`,
    ...unlaid.map((p) => `  ${p.part}: ${p.missing.join(', ')}`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === here) console.log(report());
