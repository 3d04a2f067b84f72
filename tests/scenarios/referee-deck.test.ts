import { afterEach, describe, expect, it } from 'vitest';
import { consoleWith, publicText, textOf } from '../helpers/console.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the referee deck in an MtG RPG game', () => {
  it('draws checks with forced mana values: card value + rating against the difficulty', async () => {
    const c = await consoleWith([], { draws: [6, 2, 1] });
    close = () => c.database.close();
    await c.play('@gm /game create ruleset:mtg-rpg');
    const climb = await c.play('@gm /deck draw check:"the goblin climbs the wall" rating:3 dc:9');
    expect(climb.ok).toBe(true);
    expect(climb.reply.ephemeral).toBe(false);
    expect(climb.reply.embeds[0]!.description).toContain('**Success** — 9 against difficulty 9');
    expect(climb.events!.map((e) => e.type)).toEqual(['deck.set', 'deck.drawn']);
    expect(climb.reply.embeds[0]!.footer!.text).toContain('59 cards left');
    const lock = await c.play('@gm /deck draw check:lock rating:1 dc:6');
    expect(lock.reply.embeds[0]!.description).toContain('**Failure** — 3 against difficulty 6');
    const player = await c.play('@bob /deck draw check:cheat rating:9 dc:1');
    expect(player.ok).toBe(false);
    expect(player.error).toContain('only the GM');
    // The third forced draw (value 1) is still there for the next check.
    expect(c.dice.drawsRemaining()).toBe(1);
    // Undo puts the last card back.
    expect((await c.play('@gm /gm undo')).ok).toBe(true);
    expect(textOf((await c.play('@gm /deck info')).reply)).toContain('59 cards left, 1 drawn');
  });

  it("a secret check reaches only the GM: not the channel, not a player's log", async () => {
    const c = await consoleWith([], { draws: [5] });
    close = () => c.database.close();
    await c.play('@gm /game create ruleset:mtg-rpg');
    await c.play('@bob /game join character:Sarin');
    const secret = await c.play('@gm /deck draw check:"the spy notices Sarin" rating:2 dc:8 secret:true');
    expect(secret.reply.ephemeral).toBe(true);
    expect(publicText(secret)).toBe('');
    const bobLog = await c.play('@bob /log');
    expect(textOf(bobLog.reply)).not.toContain('spy');
    expect(textOf((await c.play('@gm /log')).reply)).toContain('the spy notices Sarin');
  });

  it('the GM sets a deck from a list; a magic-realm game has no referee deck unless it runs the realm campaign', async () => {
    const c = await consoleWith([], { draws: [4] });
    close = () => c.database.close();
    await c.play('@gm /game create ruleset:mtg-rpg');
    const set = await c.play('@gm /deck set list:"4 Lightning Bolt {R}; 2 Hill Giant 3R; 5 Mountain"');
    expect(set.ok).toBe(true);
    expect(textOf(set.reply)).toContain('11 cards');
    expect(textOf(set.reply)).not.toContain('Lightning Bolt');
    const giant = await c.play('@gm /deck draw check:x rating:0 dc:4');
    expect(textOf(giant.reply)).toContain('Hill Giant');
    const bobInfo = textOf((await c.play('@bob /deck info')).reply);
    expect(bobInfo).toContain('10 cards left, 1 drawn');
    // The drawn cards are the GM's: the deck's view names them to the GM only.
    expect(bobInfo).not.toContain('Hill Giant');
    expect(textOf((await c.play('@gm /deck info')).reply)).toContain('Drawn since the last shuffle: Hill Giant');
    const bad = await c.play('@gm /deck set list:"Lightning Bolt"');
    expect(bad.ok).toBe(false);
    expect(bad.error).toContain('line 1');
    const mr = await c.play('@gm #realm /game create ruleset:magic-realm');
    expect(mr.ok).toBe(true);
    expect((await c.play('@gm #realm /deck draw check:x rating:0 dc:4')).error).toContain('no referee deck');
  });
});
