import type { UserRef } from '../engine/core/types.js';

/**
 * The user a `user` option names. Discord hands the handler only his id (src/commands/types.ts) and, beside it, the
 * names it resolved (Invocation.userNames): his name, else his mention, which Discord shows as his name; in the
 * console an id is the name already (`@dave`).
 */
export const userNamed = (id: string, names: Record<string, string> = {}): UserRef => ({ id, name: names[id] ?? (/^\d+$/.test(id) ? `<@${id}>` : id) });
