import type { UserRef } from '../engine/core/types.js';

/**
 * The user a `user` option names. Discord hands the handler only his id (src/commands/types.ts), so he is named by
 * his mention, which Discord shows as his name; in the console an id is the name already (`@dave`).
 */
export const userNamed = (id: string): UserRef => ({ id, name: /^\d+$/.test(id) ? `<@${id}>` : id });
