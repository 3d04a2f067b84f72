/**
 * One task at a time per key, in order of arrival; tasks of different keys run side by side. The store keys it by
 * channel (a channel has at most one running game, and `/game create` has no game id yet), so inside one process
 * the commands of a game never race each other for its version.
 */
export class KeyedQueue {
  /** The tail of each key's chain; removed when the key's last task settles, so idle keys cost nothing. */
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    // A task runs after the one before it settles, whether that one succeeded or failed.
    const result = previous.then(task, task);
    const tail = result.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
