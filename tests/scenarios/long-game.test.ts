import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineOutcome } from '../../src/console/session.js';
import type { StoredEvent } from '../../src/engine/core/types.js';
import type { GameStore } from '../../src/store/game-store.js';
import { discordRefuses } from '../fake-discord/limits.js';
import { consoleWith, textOf } from '../helpers/console.js';

/** Running a long game through the commands (issue 12): co-GMs, leaving, handing a character over, export and reveal. */

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function table(dice: number[] = []) {
  const c = await consoleWith(dice, { imagesDir: mkdtempSync(join(tmpdir(), 'long-game-')) });
  close = () => c.database.close();
  const play = async (line: string): Promise<LineOutcome> => c.play(line);
  /** A line that must succeed. */
  const must = async (line: string): Promise<LineOutcome> => {
    const o = await c.play(line);
    if (!o.ok) throw new Error(`${line}: ${textOf(o.reply)}`);
    return o;
  };
  const events = async (): Promise<StoredEvent[]> => {
    const store = (c.session as unknown as { services: { store: GameStore } }).services.store;
    return store.events((await store.latestGameId('console'))!);
  };
  return { play, must, events };
}

/** A Magic Realm game with secrets: the Amazon's gold, a whisper between the Amazon and the Dwarf. */
async function secretGame(t: Awaited<ReturnType<typeof table>>) {
  for (const line of [
    '@gm /game create ruleset:magic-realm',
    '@bob /game join character:Amazon',
    '@carol /game join character:Dwarf',
    '@gm /character set player:@bob field:gold value:4711',
    '@bob /whisper to:@carol text:"under the altar"',
  ])
    await t.must(line);
}

describe('co-GMs: /gm add and /gm remove', () => {
  it('a co-GM runs GM commands and reads every secret; a refusal names the GM and the co-GMs; removed, he is a spectator again', async () => {
    const t = await table([3, 4]);
    await secretGame(t);
    const added = await t.must('@gm /gm add user:@erin');
    expect(added.reply.ephemeral).toBe(false);
    expect(textOf(added.reply)).toContain('erin now runs this game with the GM');
    expect(JSON.stringify((await t.must('@gm /game info')).reply.embeds)).toContain('"name":"Co-GMs (1)","value":"erin"');
    await t.must('@erin /character set player:@carol field:fame value:3107');
    const log = textOf((await t.must('@erin /log')).reply);
    for (const secret of ['4711', '3107', 'under the altar']) expect(log).toContain(secret);
    // The GM's copies of a private roll and of a whisper go to each co-GM too (beside the roller's own record).
    expect((await t.must('@bob /roll dice notation:2d6 private:true')).direct.map((d) => d.to)).toEqual(['bob', 'gm', 'erin']);
    expect((await t.must('@carol /whisper to:@bob text:"at dawn"')).direct.map((d) => d.to)).toEqual(['carol', 'bob', 'gm', 'erin']);

    const refused = await t.play('@bob /gm add user:@zed');
    expect(refused.reply.ephemeral).toBe(true);
    expect(refused.error).toBe('only the GM (gm) or a co-GM (erin) may use /gm add');
    expect((await t.play('@erin /gm remove user:@gm')).error).toBe('gm created this game: its GM cannot be removed');
    expect((await t.play('@gm /gm add user:@bob')).error).toBe('bob plays Amazon: a player cannot be a co-GM');

    expect(textOf((await t.must('@gm /gm remove user:@erin')).reply)).toContain('erin no longer runs this game');
    expect(textOf((await t.must('@erin /log')).reply)).not.toContain('4711');
    expect((await t.play('@erin /character set player:@carol field:fame value:1')).error).toBe('only the GM (gm) may use /character set');
  });
});

describe('/game leave and /game replace', () => {
  it("the character waits, played by nobody; the GM gives it to a new player, who gets its numbers and reads its past secrets; the old player reads none of the new ones", async () => {
    const t = await table();
    await secretGame(t);
    const left = await t.must('@bob /game leave');
    expect(left.reply.ephemeral).toBe(false);
    expect(textOf(left.reply)).toContain('Nobody plays **Amazon** now');
    expect((await t.play('@gm /game leave')).error).toBe('the GM cannot leave his game');
    const join = await t.play('@dave /game join character:Amazon');
    expect(join.error).toBe('nobody plays Amazon since bob left: the character waits for a new player');
    expect(JSON.stringify((await t.must('@gm /game info')).reply.embeds)).toContain('Nobody plays (1)');
    expect((await t.play('@bob /game replace character:Amazon user:@dave')).error).toBe('only the GM (gm) may use /game replace');

    const replaced = await t.must('@gm /game replace character:amazon user:@dave');
    expect(textOf(replaced.reply)).toContain('dave plays **Amazon** from now on (nobody played it since bob left)');
    expect(textOf((await t.must('@dave /character show')).reply)).toContain('4711');
    await t.must('@gm /character set player:@dave field:fame value:3107');

    const daves = textOf((await t.must('@dave /log')).reply);
    for (const seen of ['4711', 'under the altar', '3107', 'dave takes over **Amazon**, whom nobody played since bob left']) expect(daves).toContain(seen);
    const bobs = textOf((await t.must('@bob /log')).reply);
    expect(bobs).toContain('under the altar');
    expect(bobs).not.toContain('3107');
    const spectator = textOf((await t.must('@zed /log')).reply);
    for (const secret of ['4711', '3107', 'under the altar']) expect(spectator).not.toContain(secret);
  });
});

describe('/game export', () => {
  it('gives the GM or a co-GM, privately, the whole log as JSON and the story as Markdown, with dates and the secrets marked', async () => {
    const t = await table();
    await secretGame(t);
    await t.must('@gm /gm add user:@erin');
    const out = await t.must('@erin /game export');
    expect(out.reply.ephemeral).toBe(true);
    expect(out.channel).toEqual([]);
    expect(out.events).toBeUndefined();
    const [jsonPath, mdPath] = out.reply.files;
    expect(jsonPath).toMatch(/-log\.json$/);
    expect(mdPath).toMatch(/-story\.md$/);

    const exported = JSON.parse(readFileSync(jsonPath!, 'utf8')) as { game: { gm: unknown; coGms: unknown[] }; events: StoredEvent[] };
    expect(exported.events).toEqual(await t.events());
    expect(exported.game.coGms).toEqual([{ id: 'erin', name: 'erin' }]);
    expect(JSON.stringify(exported.events)).toContain('4711');

    const story = readFileSync(mdPath!, 'utf8');
    expect(story).toContain('- `#1` 2026-11-22 12:00 UTC — gm: Game created (magic-realm), GM gm');
    expect(story).toContain('gm: Amazon: gold 10 → 4711 — 🔒 secret, seen by bob and the GM');
    expect(story).toContain('bob: bob whispers to carol: “under the altar” — 🔒 secret, seen by bob, carol and the GM');
    expect(story).toContain('- GM: gm; co-GMs: erin');
    expect(story.match(/^- `#\d+` /gm)).toHaveLength((await t.events()).length);
  });

  it('a player gets a private refusal that names the GM, and no file', async () => {
    const t = await table();
    await secretGame(t);
    const out = await t.play('@bob /game export');
    expect(out.ok).toBe(false);
    expect(out.reply.ephemeral).toBe(true);
    expect(out.reply.files).toEqual([]);
    expect(out.error).toBe('only the GM (gm) may use /game export');
  });
});

describe('/game reveal', () => {
  it('is refused while the game is on and to a player; after /game end the channel reads the whole story, in messages that fit Discord', async () => {
    const rolls = 70;
    const t = await table(Array(2 * rolls).fill(4));
    await secretGame(t);
    for (let i = 0; i < rolls; i++) await t.must('@carol /roll dice notation:2d6 private:true');
    expect((await t.play('@gm /game reveal')).error).toBe('the game is still on: its secrets stay secret until it ends');
    await t.must('@gm /game end');
    expect((await t.play('@bob /game reveal')).error).toBe('only the GM (gm) may use /game reveal');

    const out = await t.must('@gm /game reveal');
    expect(out.reply.ephemeral).toBe(false);
    const messages = [out.reply, ...(out.replyContinued ?? [])];
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(discordRefuses(m)).toBeUndefined();
    const text = messages.map(textOf).join('\n');
    expect(text).toContain('under the altar');
    expect(text).toContain('4711');
    expect(text).toContain('carol: carol rolls 2d6: **8** (4, 4) — 🔒 secret, seen by carol and the GM');
    // Every entry, in order.
    const seqs = [...text.matchAll(/`#(\d+)`/g)].map((m) => Number(m[1]));
    expect(seqs).toEqual((await t.events()).map((e) => e.seq));
  });
});
