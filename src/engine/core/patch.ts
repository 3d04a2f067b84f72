/**
 * What one event changed in a state, as the values it replaced: undo restores them, so an undo entry costs what the
 * action changed rather than a copy of the whole game. States are plain JSON and every evolve builds a new object
 * wherever something changed, so comparing by reference finds the changes without walking what stayed the same.
 */

export type Path = readonly (string | number)[];

/** The value a path held before a change; `absent` when the path did not exist. */
export interface Change {
  path: Path;
  before?: unknown;
  absent?: true;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The changes that turn `after` back into `before`. Objects are compared key by key and arrays of the same length
 * index by index; anything else that differs (a value, an array that grew or shrank) is recorded whole. `skip`
 * names top-level keys left out (the undo history itself).
 */
export function changesBetween(before: unknown, after: unknown, skip: ReadonlySet<string> = new Set()): Change[] {
  const out: Change[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]): void => {
    if (Object.is(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (path.length === 0 && skip.has(k)) continue;
        if (!(k in a)) out.push({ path: [...path, k], absent: true });
        else walk(a[k], b[k], [...path, k]);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((x, i) => walk(x, b[i], [...path, i]));
      return;
    }
    out.push({ path, before: a });
  };
  walk(before, after, []);
  return out;
}

/** Sets (or with `absent`, deletes) one path, copying only the objects along it. */
function restoreAt(node: unknown, path: Path, change: Change, depth = 0): unknown {
  if (depth === path.length) return change.before;
  const key = path[depth]!;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[key as number] = restoreAt(copy[key as number], path, change, depth + 1);
    return copy;
  }
  const obj = isPlainObject(node) ? node : {};
  if (depth === path.length - 1 && change.absent) {
    const { [key]: _removed, ...rest } = obj;
    return rest;
  }
  return { ...obj, [key]: restoreAt(obj[key], path, change, depth + 1) };
}

/** Undoes changes recorded in order: the last one first, so each restores the value its own event replaced. */
export function revert<T>(state: T, changes: readonly Change[]): T {
  let s: unknown = state;
  for (let i = changes.length - 1; i >= 0; i--) s = restoreAt(s, changes[i]!.path, changes[i]!);
  return s as T;
}
