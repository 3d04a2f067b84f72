import { basename } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';

/** The suite's own settings (vitest.config.ts), which its speed rests on and which keep shared modules safe. */
describe('the test suite', () => {
  it('a spy lives for its test only (the files of a worker share their modules)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(Math.random()).toBe(0.5);
  });

  it('…so the next test has the real one again', () => {
    expect(vi.isMockFunction(Math.random)).toBe(false);
  });

  it("writes its temporary files under the run's own directory, removed at its end (tests/global-setup.ts)", () => {
    expect(basename(tmpdir())).toMatch(/^realm-tests-/);
  });
});
