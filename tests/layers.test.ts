import { describe, expect, it } from 'vitest';
import { imports } from '../scripts/structure.js';

/**
 * Arrows run down (issue 28): a module imports only what stands below it. The engine knows no ruleset but through
 * src/engine/parts.ts, the one place that knows every ruleset (a ruleset hands its tables and /rules topics to the
 * engine in its definition, src/engine/rulesets/index.ts); the store and the commands do not reach up into the
 * scheduler that runs them (what is due is the schedule's rule, src/engine/schedule/plan.ts; when a commit makes a
 * game due is the store's, src/store/next-due.ts).
 */
const all = imports();
const arrows = (from: RegExp, to: RegExp) => all.filter((i) => from.test(i.from) && to.test(i.to)).map((i) => `${i.from} → ${i.to}`);

describe('arrows run down', () => {
  it('the engine imports no ruleset, but for src/engine/parts.ts', () => {
    expect(arrows(/^src\/engine\/(?!rulesets\/|parts\.ts$)/, /^src\/engine\/rulesets\//)).toEqual([]);
  });

  it('the engine imports nothing outside the engine', () => {
    expect(arrows(/^src\/engine\//, /^src\/(?!engine\/)/)).toEqual([]);
  });

  it('the store, the pictures and the commands import nothing of the scheduler', () => {
    expect(arrows(/^src\/(store|render|commands|delivery)\//, /^src\/scheduler\//)).toEqual([]);
  });

  it('the store and the pictures import nothing of the commands', () => {
    expect(arrows(/^src\/(store|render|delivery)\//, /^src\/commands\//)).toEqual([]);
  });
});
