import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/parts.js';
import type { CampaignEventPayloads } from '../../../src/engine/rulesets/mtg-rpg/campaign/events.js';
import { playTurn, setUpCampaign } from '../../fixtures/campaign-game.js';

/**
 * A turn's events hold its facts — the checks with their draws, the dice, and what it changed in the campaign —
 * not the whole next campaign and deck; the reports are events of their own, not state. Measured on the fixture
 * game (10 × 8, three realms): with the whole campaign the turn-resolved event was 22 KB at turn 1, 106 KB at
 * turn 12 and 208 KB at turn 24, the state 353 KB at turn 12; now about 5 KB a turn and 44 KB.
 */
describe('a campaign turn’s events (issue 9: events hold facts, not whole states)', () => {
  const g = setUpCampaign();
  const turns = Array.from({ length: 12 }, () => playTurn(g));

  it('the turn-resolved event stays small and does not grow with the campaign', () => {
    for (const events of turns) {
      const resolved = events.find((e) => e.type === 'campaign.turn-resolved')!;
      expect(JSON.stringify(resolved).length).toBeLessThan(12_000);
    }
    expect(JSON.stringify(g.state).length).toBeLessThan(90_000);
  });

  it('carries none of the reports: the channel’s and each realm’s are their own events', () => {
    for (const events of turns) {
      const payload = JSON.stringify(events.find((e) => e.type === 'campaign.turn-resolved')!.payload);
      const reports = events.filter((e) => e.type === 'campaign.report' || e.type === 'campaign.realm-report');
      const lines = reports.flatMap((e) => (e.payload as CampaignEventPayloads['campaign.report']).lines);
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expect(payload).not.toContain(JSON.stringify(line));
    }
  });

  it('keeps no reports in the state, only the espionage the rules read again (RPG-F60)', () => {
    const c = g.state!.campaign!;
    expect(c).not.toHaveProperty('reports');
    for (const r of c.realms) expect(r).not.toHaveProperty('log');
    expect(c.espionage.filter((e) => e.turn === 12)).toHaveLength(2);
  });

  it('replays into the same campaign and referee deck as the one the turns computed', () => {
    expect(replay(g.events)).toEqual(g.state);
    const deck = g.state!.deck!;
    expect(deck.library.length + deck.drawn.length).toBe(60);
  });
});
