import type { Db } from '../../src/store/db.js';

/**
 * The database with every statement the store starts counted, by the method that starts it (select, insert, execute,
 * transaction, delete, update): each is one statement, a transaction its BEGIN … COMMIT.
 */
export function counted(db: Db): { db: Db; calls: string[] } {
  const calls: string[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !['select', 'insert', 'execute', 'transaction', 'delete', 'update'].includes(String(key))) return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}
