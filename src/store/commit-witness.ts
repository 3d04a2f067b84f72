import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether a command committed anything, so the place that turns a failure into a reply never says "nothing was
 * changed" after a commit (a view or a reply that failed after the action was applied). dispatch() runs each
 * command inside `witnessCommits`; GameStore marks the witness once a commit has succeeded.
 */
const witness = new AsyncLocalStorage<{ committed: boolean }>();

export async function witnessCommits<T>(work: () => Promise<T>): Promise<{ result: T; committed: boolean } | { error: unknown; committed: boolean }> {
  const seen = { committed: false };
  try {
    return { result: await witness.run(seen, work), committed: seen.committed };
  } catch (error) {
    return { error, committed: seen.committed };
  }
}

/** Called by the store after a commit succeeded. */
export function markCommitted(): void {
  const seen = witness.getStore();
  if (seen) seen.committed = true;
}
