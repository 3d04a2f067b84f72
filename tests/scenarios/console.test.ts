import { afterEach, describe, expect, it } from 'vitest';
import { consoleWith, publicText, textOf } from '../helpers/console.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function table(dice: number[] = []) {
  const c = await consoleWith(dice);
  close = () => c.database.close();
  return c;
}

describe('a newcomer plays in the console', () => {
  it('creates a game, joins, rolls dice and tables, and reads the info', async () => {
    const { play, dice } = await table([4, 2, 5, 6, 3]);
    const created = await play('@alice /game create ruleset:magic-realm options:"seasons-weather optional-combat"');
    expect(created.ok).toBe(true);
    expect(textOf(created.reply)).toContain('Magic Realm');
    expect((await play('@bob /game join character:Amazon')).ok).toBe(true);
    const roll = await play('@bob /roll dice notation:2d6');
    expect(roll.reply.ephemeral).toBe(false);
    expect(roll.reply.embeds[0]!.description).toContain('**6**');
    const bounty = await play('@bob /roll table name:bounty modifier:1');
    // dice 5 and 6: the higher counts (6), +1 = 7, read as the last row (6): No Bounty Today.
    const fields = bounty.reply.embeds[0]!.fields!;
    expect(fields.find((f) => f.name === 'Total')!.value).toContain('7');
    expect(fields.find((f) => f.name.startsWith('Row'))!.value).toMatch(/No Bounty Today/);
    const info = await play('@carol /game info');
    expect(textOf(info.reply)).toContain('Amazon');
    // The footer says what it counts (issue 27): every die rolled in the open, and the /roll commands apart.
    expect(textOf(info.reply)).toMatch(/dice rolled: [1-9]\d* \(\/roll used [1-9]\d* times?\)/);
    expect(textOf(info.reply)).not.toMatch(/· \d+ rolls/);
    expect(textOf(info.reply)).toContain('Seasons and Weather');
    expect(dice.remaining()).toBe(1);
  });

  it('a private roll reaches the roller and the GM, and the channel only learns that it happened', async () => {
    const { play } = await table([6, 6]);
    await play('@alice /game create ruleset:magic-realm');
    await play('@bob /game join character:Amazon');
    const secret = await play('@bob /roll table name:steal private:true');
    expect(secret.reply.ephemeral).toBe(true);
    expect(textOf(secret.reply)).toMatch(/Caught/);
    expect(publicText(secret)).not.toMatch(/Caught|steal/i);
    expect(publicText(secret)).toContain('private roll');
    // The GM's copy, and the roller's own record in his private place: nobody else.
    expect(secret.direct.map((d) => d.to)).toEqual(['bob', 'alice']);
    expect(textOf(secret.direct[1]!.message)).toMatch(/Caught/);
    expect(textOf(secret.direct[0]!.message)).toMatch(/Caught/);
    // The log: carol sees the notice, the GM sees the roll.
    const carolLog = await play('@carol /log');
    expect(textOf(carolLog.reply)).not.toMatch(/Caught/);
    expect(textOf(carolLog.reply)).toContain('makes a private roll');
    const gmLog = await play('@alice /log');
    expect(textOf(gmLog.reply)).toMatch(/Caught/);
  });

  it('pages the log with buttons and the GM undoes the last action', async () => {
    const { play } = await table(Array.from({ length: 40 }, (_, i) => (i % 6) + 1));
    await play('@alice /game create ruleset:mtg-rpg');
    for (let i = 0; i < 20; i++) await play('@bob /roll dice notation:2d6');
    const last = await play('@bob /log');
    expect(last.reply.embeds[0]!.footer!.text).toContain('page 2 of 2');
    const older = last.reply.buttons.find((b) => b.label.includes('Older'))!;
    const first = await play(`@bob !click ${older.id}`);
    expect(first.reply.embeds[0]!.footer!.text).toContain('page 1 of 2');
    expect((await play('@bob /gm undo')).ok).toBe(false);
    const undo = await play('@alice /gm undo');
    expect(undo.ok).toBe(true);
    expect(textOf(undo.reply)).toContain("bob's roll of 2d6");
    const log = await play('@alice /log');
    expect(textOf(log.reply)).toContain('(undone)');
  });

  it('computes the BIMR4 combat modifiers from times and attackers (5.1/1, 5.4/1)', async () => {
    const { play } = await table([6, 2, 6, 1]);
    await play('@alice /game create ruleset:magic-realm options:optional-combat');
    const stumble = await play('@bob /roll table name:stumble attackers:3 own-time:2 their-time:4');
    const s = stumble.reply.embeds[0]!.fields!;
    expect(s.find((f) => f.name === 'Total')!.value).toContain('**7**');
    expect(s.find((f) => f.name.startsWith('Row'))!.value).toMatch(/^cancelled/);
    const missile = await play('@bob /roll table name:missile own-time:2 their-time:3 intercepted:false');
    const m = missile.reply.embeds[0]!.fields!;
    expect(m.find((f) => f.name === 'Modifiers')!.value).toContain('did not intercept');
    expect(m.find((f) => f.name === 'Total')!.value).toContain('**9**');
    expect(m.find((f) => f.name.startsWith('Row'))!.value).toMatch(/^wound/);
  });

  it('looks up rules, tables, spells and travellers', async () => {
    const { play } = await table();
    expect(textOf((await play('@bob /rules topic:SW-5')).reply)).toContain('payoff');
    expect(textOf((await play('@bob /rules topic:bounty')).reply)).toContain('Tremendous Troll');
    expect(textOf((await play('@bob /rules topic:heal')).reply)).toContain('four asterisks');
    expect(textOf((await play('@bob /rules topic:enchantress')).reply)).toContain('20 gold');
    expect(textOf((await play('@bob /rules topic:capture-costs')).reply)).toContain('Hills/mountains');
    const priceList = await play('@alice /game create ruleset:magic-realm');
    expect(priceList.ok).toBe(true);
    const notRolled = await play('@bob /roll table name:blacksmith');
    expect(notRolled.ok).toBe(false);
    expect(textOf(notRolled.reply)).toContain('/rules topic:blacksmith');
    const missing = await play('@bob /rules topic:xyzzy');
    expect(missing.ok).toBe(false);
    expect(missing.reply.ephemeral).toBe(true);
  });

  it('tells a user how to start when the channel has no game', async () => {
    const { play } = await table();
    const r = await play('@bob /roll dice notation:2d6');
    expect(r.ok).toBe(false);
    expect(r.reply.ephemeral).toBe(true);
    expect(textOf(r.reply)).toContain('/game create');
  });
});

describe('the console helps the way it is typed', () => {
  it('a command typed without its subcommand names its subcommands and an example, not "there is no command"', async () => {
    const c = await consoleWith([]);
    try {
      const alone = await c.play('@bob /orders');
      expect(alone.ok).toBe(false);
      expect(textOf(alone.reply)).toContain('/orders needs a subcommand: record, show');
      expect(textOf(alone.reply)).toContain('for example: /orders record phases:');
      expect(textOf(alone.reply)).not.toContain('There is no command');
      expect(textOf((await c.play('@bob /orders list')).reply)).toContain('/orders has no subcommand list');
      expect(textOf((await c.play('@bob /nope')).reply)).toContain('There is no command /nope');
    } finally {
      await c.database.close();
    }
  });

  it('an unquoted value with a space is answered with the quoted line to type', async () => {
    const { parseLine } = await import('../../src/console/parse-line.js');
    expect(() => parseLine('@bob /game join character:Black Knight')).toThrow('"Knight" is not an option: a value with spaces is quoted, e.g. character:"Black Knight"');
    expect(() => parseLine('@bob /board piece label:Lancer HQ at:BV5')).toThrow('e.g. label:"Lancer HQ"');
    expect(() => parseLine('@bob /roll dice 2d6')).toThrow('"2d6" is not an option: write name:value');
  });

  it('"help /orders" shows the command\'s subcommands, each with an example', async () => {
    const { runConsole } = await import('../../src/console/run.js');
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'console-help-'));
    writeFileSync(join(dir, 'script.txt'), 'help /orders\nhelp /nope\n');
    const out: string[] = [];
    await runConsole({ dataDir: ':memory:', imagesDir: dir, json: false, script: join(dir, 'script.txt') }, { out: (s) => out.push(s), err: () => {} });
    expect(out[0]).toContain('/orders record — ');
    expect(out[0]).toContain('e.g. /orders record phases:"M CV5, H, P, R"');
    expect(out[0]).toContain('e.g. /orders show');
    expect(out[1]).toBe('There is no command /nope. "help" lists the commands.');
    rmSync(dir, { recursive: true, force: true });
  });
});
