import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CHANNEL, ConsoleSession, type LineOutcome } from '../../src/console/session.js';
import { forcedDice, type DiceSource } from '../../src/engine/dice.js';
import type { CampaignState } from '../../src/engine/rulesets/mtg-rpg/campaign/types.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { publicText, textOf } from '../helpers/console.js';

/**
 * Secrecy of the realm campaign: a ruler's orders, his own turn report and what his spies learn reach him and the
 * GM only (RPG-F2's realm turns are secret until they show in the world; RPG-F60's espionage results are for the
 * spy). Bob rules Westmark, carol Eastreach, dave plays without a realm and sees what the channel sees.
 *
 *        A   B   C   D   E   F   G   H
 *    1   F   H   P   P   P   H   F   H      Westmark (bob):  A1–A4, B1–B4; capitol A3, town B3
 *    2   H   F   P   P   F   F   H   F      Eastreach (carol): F1–H3; capitol F2, town G3
 *    3   F   H   P   P   P   H   F   H
 *    4   F   F   P   P   P   P   P   P
 */
const MAP = 'F H P P P H F H / H F P P F F H F / F H P P P H F H / F F P P P P P P';

/** The orders' distinctive details: none may show in public. */
const SECRET_WORDS = ['moonwine', 'spymaster', 'troops', 'Troops', 'espionage', 'Espionage', 'spies', 'Spies', 'C4', 'D4', 'hardship gold', 'Hardship', 'Discontent', 'Treasury', 'Maintenance', 'strength', 'Wilderness Lore', 'Diplomacy card', 'Wisdom'];

/** Dice whose forced values are loaded turn by turn. */
function stagedDice() {
  let current = forcedDice([], []);
  const dice: DiceSource = { int: (min, max) => current.int(min, max), card: (values) => current.card!(values) };
  return { dice, load: (draws: number[]) => (current = forcedDice([], draws)), current: () => current };
}

let database: Database;
let session: ConsoleSession;
let images: string;
let gameId: string;
const staged = stagedDice();
/** Everything the channel was shown since the rulers gave their orders, with the line that showed it. */
const shownInPublic: { line: string; text: string }[] = [];
/** Each ruler's private turn reports (direct messages), line by line. */
const privateLines: Record<'bob' | 'carol', string[]> = { bob: [], carol: [] };
/** The spied figure: Eastreach's treasury as Westmark's spies read it. */
let spiedTreasury = '';
/** Every sheet's treasury after each turn (private numbers). */
const treasuries: string[] = [];

const gp = (n: number) => `${n.toLocaleString('en-US')} gp`;

async function play(line: string): Promise<LineOutcome> {
  const out = await session.run(line);
  expect(out.ok, `${line} → ${out.error}`).toBe(true);
  shownInPublic.push({ line, text: publicText(out) });
  return out;
}

async function campaign(): Promise<CampaignState> {
  return (await session.services.store.load(gameId))!.state.campaign!;
}

/** A ruler's order: answered to him alone, and kept in his own private place (issue 12), nowhere else. */
async function order(line: string): Promise<LineOutcome> {
  const out = await play(line);
  expect(out.reply.ephemeral, line).toBe(true);
  expect(out.channel, line).toEqual([]);
  expect(out.direct.map((d) => d.to), line).toEqual([out.user]);
  expect(out.direct[0]!.message.embeds, line).toEqual(out.reply.embeds);
  return out;
}

/** The GM's turn; the rulers' reports are collected, line by line, from their direct messages. */
async function turn(draws: number[]): Promise<LineOutcome> {
  staged.load(draws);
  const out = await play('@gm /campaign turn');
  expect(staged.current().drawsRemaining()).toBe(0);
  for (const dm of out.direct) {
    const lines = dm.message.embeds.flatMap((e) => (e.description ?? '').split('\n'));
    privateLines[dm.to as 'bob' | 'carol'].push(...lines);
  }
  const c = await campaign();
  treasuries.push(...c.realms.map((r) => gp(r.treasury)));
  return out;
}

/** The PNG a map command attached, as bytes. */
function picture(out: LineOutcome): Buffer {
  expect(out.reply.files).toHaveLength(1);
  return readFileSync(out.reply.files[0]!);
}

/** Private report lines: all but the random events' lines, which the channel is told word for word (RPG-F3). */
const privateOnly = (lines: string[]) => lines.filter((l) => l.trim() && !l.startsWith('Event:'));

beforeAll(async () => {
  database = await memoryDatabase();
  images = mkdtempSync(join(tmpdir(), 'campaign-secrecy-'));
  session = new ConsoleSession(database, staged.dice, { imagesDir: images, now: () => new Date('2026-11-22T12:00:00Z') });
  await play('@gm /game create ruleset:mtg-rpg');
  await play('@bob /game join character:Sarin');
  await play('@carol /game join character:Mira');
  await play('@dave /game join character:Tobin');
  await play(`@gm /campaign create map:"${MAP}"`);
  await play('@gm /campaign settings key:upkeep value:0');
  await play('@gm /campaign settings key:random-events value:gm');
  await play('@gm /realm create name:Westmark capitol:A3 hexes:"A1 A2 A3 A4 B1 B2 B3 B4" bases:B3 diplomacy:5 wisdom:2 lore:5');
  await play('@gm /realm create name:Eastreach capitol:F2 hexes:"F1 G1 H1 F2 G2 H2 F3 G3 H3" bases:G3 diplomacy:6 wisdom:3 lore:5');
  await play('@gm /realm ruler realm:Westmark player:@bob');
  await play('@gm /realm ruler realm:Eastreach player:@carol');
  gameId = (await session.services.store.activeGameId(CONSOLE_CHANNEL))!;
  // What the GM set up was public by design (the settings, the realms' founding); the secrecy checks start here.
  shownInPublic.length = 0;
});

afterAll(async () => {
  await database?.close();
  if (images) rmSync(images, { recursive: true, force: true });
});

describe('secrecy of the realm campaign', () => {
  it('orders are answered to the ruler alone: no channel post, no direct message, and nobody else may give them', async () => {
    const first = await order('@bob /realm orders tax:high troops:2 hardship-gold:true');
    // The season's status message says how many rulers have given orders, not who (issue 12).
    expect(first.status?.map((s) => textOf(s.message))).toEqual([expect.stringContaining('1 of 2 done')]);
    expect(first.status?.map((s) => textOf(s.message)).join()).not.toMatch(/Westmark|Eastreach|bob|carol/);
    await order('@bob /realm action slot:1 kind:espionage target:Eastreach spy:sheet item:treasury extra-gold:1');
    await order('@bob /realm action slot:2 kind:war hexes:"C3 C4 D4" amount:3');
    await order('@bob /realm free kind:decree text:"a secret tithe on moonwine"');
    await order('@carol /realm orders hardship-gold:true');
    await order('@carol /realm action slot:1 kind:festival festival:impressive');
    await order('@carol /realm action slot:2 kind:espionage target:Westmark spy:sheet item:military');
    await order('@carol /realm free kind:grant text:"a pension for the old spymaster" gold:3000');
    // Bob cannot read or change carol's orders, nor see every realm's (the GM's /campaign orders).
    for (const line of ['@bob /realm orders realm:Eastreach', '@bob /realm orders realm:Eastreach tax:low', '@bob /realm action realm:Eastreach slot:1 kind:none', '@bob /campaign orders']) {
      const refused = await session.run(line);
      expect(refused.ok, line).toBe(false);
      expect(refused.reply.ephemeral, line).toBe(true);
      expect(textOf(refused.reply), line).not.toMatch(/festival|spymaster|impressive/);
    }
    expect((await session.run('@bob /realm orders realm:Eastreach')).error).toContain('you do not rule Eastreach');
  });

  it('the turn report and the public map show no order, no private report line, no espionage result, no private number', async () => {
    const eastreachBefore = (await campaign()).realms.find((r) => r.id === 'eastreach')!.treasury;
    // Initiative: Westmark 5 + 2 = 7, Eastreach 1 + 3 = 4. Westmark: hardship, discontent 5 + 2 troops + 3 = 10
    // against 6 + 1 + 3 = 10, espionage 2 + 1 extra gold + 6 = 9 against 9 (RPG-F59), war card 2: 3 + 2 = 5
    // capture points take C3 (4), not C4 or D4. Eastreach: hardship, discontent, espionage 3 + 6 = 9.
    const out = await turn([5, 1, /* Westmark */ 3, 3, 6, 2, /* Eastreach */ 3, 3, 6]);
    expect(out.reply.ephemeral).toBe(false);
    // Westmark's spies read Eastreach's treasury before Eastreach's turn (RPG-F60): for bob's eyes only.
    spiedTreasury = gp(eastreachBefore);
    const spied = privateLines.bob.find((l) => l.includes("Eastreach's treasury"))!;
    expect(spied).toContain(`Eastreach's treasury: ${spiedTreasury}`);
    expect(privateLines.carol.some((l) => l.includes("Westmark's military: 5"))).toBe(true);
    // Each ruler's report has none of the other's secrets.
    expect(privateLines.carol.join('\n')).not.toContain(spiedTreasury);
    expect(privateLines.carol.join('\n')).not.toMatch(/moonwine|Eastreach's treasury/);
    expect(privateLines.bob.join('\n')).not.toMatch(/spymaster|Westmark's military/);
    // The public report tells what the world sees: the war's capture and the festival; nothing else.
    const shown = publicText(out);
    expect(shown).toContain('Westmark takes C3 (plains)');
    expect(shown).toContain('Eastreach: holds an impressive festival.');
    for (const secret of [...SECRET_WORDS, spiedTreasury, ...treasuries, ...privateOnly(privateLines.bob), ...privateOnly(privateLines.carol)]) {
      expect(shown, `"${secret}" in the public report`).not.toContain(secret);
    }
    // The report's map is the public map, the same picture anyone gets from /campaign map.
    expect(picture(out).equals(picture(await play('@dave /campaign map')))).toBe(true);
  });

  it('after a second turn, no public message since the orders shows a secret', async () => {
    await order('@bob /realm orders tax:low');
    await order('@carol /realm action slot:1 kind:recruit');
    // Initiative: Westmark 2 + 2 = 4, Eastreach 4 + 3 = 7; hardship and discontent cards for each.
    await turn([2, 4, /* Eastreach */ 3, 4, /* Westmark */ 3, 4]);
    await play('@dave /campaign map');
    await play('@dave /campaign info');
    const secrets = [...SECRET_WORDS, spiedTreasury, ...treasuries, ...privateOnly(privateLines.bob), ...privateOnly(privateLines.carol)];
    expect(shownInPublic.length).toBeGreaterThan(10);
    for (const { line, text } of shownInPublic) {
      for (const secret of secrets) expect(text, `"${secret}" shown in public by ${line}`).not.toContain(secret);
    }
  });

  it("another ruler's sheet shows only its public part, in the embed and in the picture", async () => {
    const c = await campaign();
    const carol = c.realms.find((r) => r.id === 'eastreach')!;
    const sheet = await play('@bob /realm sheet realm:Eastreach');
    expect(sheet.reply.ephemeral).toBe(true);
    const text = textOf(sheet.reply);
    expect(text).toContain('Public sheet: Eastreach');
    expect(text).not.toContain(gp(carol.treasury));
    expect(text).not.toMatch(/Treasury|Military strength|Discontent|Ill-will|Structures|Library/);
    // The picture carries no private number either: it does not change when carol's treasury does.
    await play('@gm /realm set realm:Eastreach field:treasury value:123456');
    const after = await play('@bob /realm sheet realm:Eastreach');
    expect(picture(after).equals(picture(sheet))).toBe(true);
    const own = await play('@carol /realm sheet');
    expect(textOf(own.reply)).toContain('123,456 gp');
    await play(`@gm /realm set realm:Eastreach field:treasury value:${carol.treasury}`);
  });

  it('/campaign log of another realm shows only the public lines of the turn reports', async () => {
    // The channel's turn reports, as the events campaign.report hold them (reports are not kept in the state).
    const publicLines = (await session.services.store.events(gameId)).filter((e) => e.type === 'campaign.report').flatMap((e) => (e.payload as { lines: string[] }).lines);
    for (const who of ['bob', 'dave']) {
      const log = await play(`@${who} /campaign log realm:Eastreach`);
      expect(log.reply.ephemeral).toBe(true);
      const lines = log.reply.embeds.flatMap((e) => (e.description ?? '').split('\n'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(publicLines, `${who} sees "${line}"`).toContain(line);
      for (const secret of privateOnly(privateLines.carol)) expect(textOf(log.reply)).not.toContain(secret);
    }
    // Carol reads her own log in full.
    const own = await play('@carol /campaign log realm:Eastreach');
    expect(textOf(own.reply)).toContain("Westmark's military: 5");
  });

  it("the public map does not change when a secret guard or fortification does; the ruler's private map shows his own", async () => {
    const publicBefore = picture(await play('@dave /campaign map'));
    const bobBefore = picture(await play('@bob /campaign map private:true'));
    // The GM gives carol a guarding army and fortifies her capitol to level III (RPG-E3, F57): secrets of her realm.
    const guard = await play('@gm /campaign hex hex:G2 guard:army');
    expect(guard.reply.ephemeral).toBe(true);
    expect(publicText(guard)).not.toMatch(/G2|guard|army/i);
    await play('@gm /campaign hex hex:F2 fortification:3');
    const publicAfter = picture(await play('@dave /campaign map'));
    expect(publicAfter.equals(publicBefore), 'the public map is the same picture').toBe(true);
    // Bob knows nothing of it either; carol sees her own guard and walls.
    expect(picture(await play('@bob /campaign map private:true')).equals(bobBefore)).toBe(true);
    const carolMap = picture(await play('@carol /campaign map private:true'));
    expect(carolMap.equals(publicAfter)).toBe(false);
    // A guarding army in bob's own realm changes bob's private map, and still not the public one.
    await play('@gm /campaign hex hex:A2 guard:army');
    expect(picture(await play('@bob /campaign map private:true')).equals(bobBefore)).toBe(false);
    expect(picture(await play('@dave /campaign map')).equals(publicBefore)).toBe(true);
  });

  it('/log, paged with its buttons, shows a third player no orders and no private report', async () => {
    let page = await play('@dave /log page:1');
    const seen: string[] = [textOf(page.reply)];
    for (let newer = page.reply.buttons.find((b) => b.label.startsWith('Newer')); newer && !newer.disabled; newer = page.reply.buttons.find((b) => b.label.startsWith('Newer'))) {
      page = await play(`@dave !click ${newer.id}`);
      seen.push(textOf(page.reply));
    }
    expect(seen.length, 'more than one page').toBeGreaterThan(1);
    const all = seen.join('\n');
    expect(all).toContain('Campaign turn 2');
    expect(all).not.toMatch(/🔒|Orders for|tax high|espionage|festival, |moonwine|spymaster/);
    for (const secret of [spiedTreasury, ...treasuries, ...privateOnly(privateLines.bob), ...privateOnly(privateLines.carol)]) expect(all).not.toContain(secret);
    // The GM's log has them all.
    let gm = await play('@gm /log page:1');
    const gmSeen: string[] = [textOf(gm.reply)];
    for (let newer = gm.reply.buttons.find((b) => b.label.startsWith('Newer')); newer && !newer.disabled; newer = gm.reply.buttons.find((b) => b.label.startsWith('Newer'))) {
      gm = await play(`@gm !click ${newer.id}`);
      gmSeen.push(textOf(gm.reply));
    }
    expect(gmSeen.join('\n')).toContain('Orders for westmark');
  });

  it("undoing the GM's change to a sheet does not tell the channel the private figure", async () => {
    const carol = (await campaign()).realms.find((r) => r.id === 'eastreach')!;
    const set = await play('@gm /realm set realm:Eastreach field:treasury value:77777');
    expect(set.reply.ephemeral).toBe(true);
    expect(publicText(set)).not.toContain('77,777');
    const undo = await play('@gm /gm undo');
    expect((await campaign()).realms.find((r) => r.id === 'eastreach')!.treasury).toBe(carol.treasury);
    const told = publicText(undo) + textOf((await play('@dave /log')).reply);
    expect(told).not.toContain('77,777');
    expect(told).not.toContain(gp(carol.treasury));
  });
});
