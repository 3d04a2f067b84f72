import { describe, expect, it } from 'vitest';
import { evolveBy, unchanged, type Appliers } from '../../src/engine/core/handlers.js';
import type { GameState } from '../../src/engine/core/state.js';

type Counted = GameState & { count?: number };
type Ev = { type: 'up'; payload: { by: number } } | { type: 'noted'; payload: { text: string } };

const start = { count: 1 } as Counted;

describe('evolveBy: a part\'s evolve as a table of appliers (issue 28)', () => {
  it('routes each event to its applier; an event the table has none for leaves the state as it is', () => {
    const APPLY: Appliers<Ev> = { up: (state, e) => ({ ...state, count: (state as Counted).count! + e.payload.by }) as Counted, noted: unchanged };
    const evolve = evolveBy(APPLY);
    expect((evolve(start, { type: 'up', payload: { by: 2 } }) as Counted).count).toBe(3);
    expect(evolve(start, { type: 'noted', payload: { text: 'x' } })).toBe(start);
    expect(evolve(start, { type: 'other' } as unknown as Ev)).toBe(start);
    expect(evolve(start, { type: 'toString' } as unknown as Ev)).toBe(start);
  });

  it('gives the appliers what `now` makes of the state before the event', () => {
    const APPLY: Appliers<Ev, number> = { up: (state, e, count) => ({ ...state, count: count + e.payload.by * 10 }) as Counted, noted: unchanged };
    const evolve = evolveBy(APPLY, (state) => (state as Counted).count!);
    expect((evolve(start, { type: 'up', payload: { by: 2 } }) as Counted).count).toBe(21);
  });
});
