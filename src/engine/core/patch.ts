/**
 * What changed between two states, both ways. Backward, as the values an event replaced: undo restores them, so an
 * undo entry costs what the action changed rather than a copy of the whole game. Forward, as the values a change
 * wrote: an event can then carry what it changed (a campaign turn's changes) instead of the whole next state.
 * States are plain JSON and every evolve builds a new object wherever something changed, so comparing by reference
 * skips what stayed the same; what is equal but a new object (a clone) is walked down to its values.
 */

export type Path = readonly (string | number)[];

/** The value a path held before a change; `absent` when the path did not exist. */
export interface Change {
  path: Path;
  before?: unknown;
  absent?: true;
}

/** The value a path takes in a change; `removed` when the path no longer exists. */
export interface Edit {
  path: Path;
  value?: unknown;
  removed?: true;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Stands for the side of a difference where the path does not exist. */
const ABSENT: unique symbol = Symbol('absent');
type Side = unknown | typeof ABSENT;

/**
 * Every place where `before` and `after` differ, in order. Objects are compared key by key; an array is compared
 * index by index when it kept its length or grew (each new index is a difference of its own); anything else that
 * differs (a value, an array that shrank) is one difference, whole. `skip` names top-level keys left out.
 */
function differences(before: unknown, after: unknown, skip: ReadonlySet<string>, found: (path: Path, a: Side, b: Side) => void): void {
  const walk = (a: unknown, b: unknown, path: (string | number)[]): void => {
    if (Object.is(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (path.length === 0 && skip.has(k)) continue;
        if (!(k in a)) found([...path, k], ABSENT, b[k]);
        else if (!(k in b)) found([...path, k], a[k], ABSENT);
        else walk(a[k], b[k], [...path, k]);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && b.length >= a.length) {
      a.forEach((x, i) => walk(x, b[i], [...path, i]));
      for (let i = a.length; i < b.length; i++) found([...path, i], ABSENT, b[i]);
      return;
    }
    found(path, a, b);
  };
  walk(before, after, []);
}

/** The changes that turn `after` back into `before` (for undo). `skip` names top-level keys left out (the undo history itself). */
export function changesBetween(before: unknown, after: unknown, skip: ReadonlySet<string> = new Set()): Change[] {
  const out: Change[] = [];
  differences(before, after, skip, (path, a) => out.push(a === ABSENT ? { path, absent: true } : { path, before: a }));
  return out;
}

/** The edits that turn `before` into `after` (for an event that carries what it changed). */
export function editsBetween(before: unknown, after: unknown): Edit[] {
  const out: Edit[] = [];
  differences(before, after, new Set(), (path, _a, b) => out.push(b === ABSENT ? { path, removed: true } : { path, value: b }));
  return out;
}

/**
 * Sets (or with `remove`, deletes) one path, copying only the objects and arrays along it. A deleted array index
 * shortens the array: indexes are deleted last first (undo reverts in reverse order), so it is always the last.
 */
function setAt(node: unknown, path: Path, value: unknown, remove: boolean, depth = 0): unknown {
  if (depth === path.length) return value;
  const key = path[depth]!;
  const last = depth === path.length - 1;
  if (Array.isArray(node)) {
    if (last && remove) return node.filter((_, i) => i !== key);
    const copy = [...node];
    copy[key as number] = setAt(copy[key as number], path, value, remove, depth + 1);
    return copy;
  }
  const obj = isPlainObject(node) ? node : {};
  if (last && remove) {
    const { [key]: _removed, ...rest } = obj;
    return rest;
  }
  return { ...obj, [key]: setAt(obj[key], path, value, remove, depth + 1) };
}

/** Undoes changes recorded in order: the last one first, so each restores the value its own event replaced. */
export function revert<T>(state: T, changes: readonly Change[]): T {
  let s: unknown = state;
  for (let i = changes.length - 1; i >= 0; i--) s = setAt(s, changes[i]!.path, changes[i]!.before, changes[i]!.absent === true);
  return s as T;
}

/** Applies edits in order: `applyEdits(before, editsBetween(before, after))` equals `after`. */
export function applyEdits<T>(state: T, edits: readonly Edit[]): T {
  let s: unknown = state;
  for (const e of edits) s = setAt(s, e.path, e.value, e.removed === true);
  return s as T;
}
