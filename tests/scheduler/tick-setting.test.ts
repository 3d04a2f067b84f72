import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DOUBT_MS, LEASE_MS, TICK_MS } from '../../src/scheduler/scheduler.js';

/**
 * Issue 26: a message a dead scheduler left in doubt goes again with its nonce once the lease ran out and the next
 * holder ticked, and Discord answers it with the first message only within the few minutes it keeps a nonce.
 */
describe('the scheduler tick setting', () => {
  it('defaults to 30 s and takes at most 60: a message in doubt goes again within about two minutes', () => {
    expect(loadConfig({}).SCHEDULER_TICK_SECONDS).toBe(30);
    expect(loadConfig({ SCHEDULER_TICK_SECONDS: '60' }).SCHEDULER_TICK_SECONDS).toBe(60);
    expect(() => loadConfig({ SCHEDULER_TICK_SECONDS: '61' })).toThrow('The setting SCHEDULER_TICK_SECONDS is wrong: it must be at most 60');
    expect(TICK_MS).toBe(30_000);
    expect(DOUBT_MS + LEASE_MS + 60_000).toBeLessThanOrEqual(160_000);
  });
});
