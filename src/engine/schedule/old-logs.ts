import type { StoredEvent } from '../core/types.js';
import type { ScheduleSettings } from './state.js';

/**
 * The shape logs stored before schedule.set stated the change (up to commit f865c50, issue 28): the event carried the
 * whole ScheduleSettings after it, and applying it set them as they were. Undefined for an event of today's shape.
 * tests/engine/schedule-old-log.test.ts replays the fixture recorded then (tests/fixtures/schedule-log-f865c50.json).
 */
export function oldScheduleSet(e: StoredEvent): ScheduleSettings | undefined {
  const p = e.payload as { settings?: ScheduleSettings };
  return p.settings;
}
