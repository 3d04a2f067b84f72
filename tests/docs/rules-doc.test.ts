import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_INDEX } from '../../src/engine/reference/rule-index.js';

const doc = readFileSync('docs/rules.md', 'utf8');
const rows = doc.split('\n').filter((l) => /^\| (SW|MP|X1|BI|RPG)-[A-G]?\d+ \|/.test(l));

describe('docs/rules.md stays in step with the rules and the tests', () => {
  it('has one row for every rule ID, marked implemented, GM-assisted or open', () => {
    const ids = rows.map((r) => r.split('|')[1]!.trim());
    expect(ids.sort()).toEqual(RULE_INDEX.map((r) => r.id).sort());
    for (const row of rows) expect(row, row).toMatch(/\| (implemented — |GM-assisted — |open)[^|]*\|$/);
  });

  it('every test a row names exists in the file it names', () => {
    const refs = [...doc.matchAll(/(tests\/[\w/.-]+\.test\.ts):"([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, file, name] of refs) {
      expect(existsSync(file!), file).toBe(true);
      expect(readFileSync(file!, 'utf8'), `${file}: "${name}"`).toContain(name!);
    }
  });
});
