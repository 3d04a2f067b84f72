import { AsyncLocalStorage } from 'node:async_hooks';
import type { Committed } from './game-store.js';

/**
 * What a command committed, so the place that turns a failure into a reply never says "nothing was changed" after
 * a commit (a view or a reply that failed after the action was applied), and so dispatch can tell what the commits
 * changed for everyone (a step's status message, issue 12) without each handler passing it on. dispatch() runs each
 * command inside `witnessCommits`; GameStore marks the witness once a commit has succeeded.
 */
interface Witness {
  committed: boolean;
  commits: Committed[];
}

const witness = new AsyncLocalStorage<Witness>();

export async function witnessCommits<T>(work: () => Promise<T>): Promise<({ result: T } | { error: unknown }) & Witness> {
  const seen: Witness = { committed: false, commits: [] };
  try {
    const result = await witness.run(seen, work);
    return { result, ...seen };
  } catch (error) {
    return { error, ...seen };
  }
}

/** Called by the store after a commit succeeded (with what it committed, when it wrote something new). */
export function markCommitted(committed?: Committed): void {
  const seen = witness.getStore();
  if (!seen) return;
  seen.committed = true;
  if (committed) seen.commits.push(committed);
}
