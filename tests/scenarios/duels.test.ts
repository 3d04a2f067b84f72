import { afterAll, describe, expect, it } from 'vitest';
import { duelViewFor } from '../../src/engine/rulesets/mtg-rpg/duels/part.js';
import { renderDuelWithLog } from '../../src/render/duel.js';
import { playAllOk, playOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { WIZARD_TABLE_LINES } from '../helpers/wizards.js';

/**
 * Issue 15: duels played to the end through the console, with forced shuffles (each die keeps the list's order).
 * Sarin (Bob): 14 life points, a hand of 3 — Shock, Shock, Hill Giant. Mirela (Carol): 14 life points, a hand of 5 —
 * Counterspell, Healing Salve, Wall of Air, Lightning Bolt, Prodigal Sorcerer. Life points are never in anything the
 * table sees, message or picture; a hand never is.
 */
const SHUFFLES = [4, 3, 2, 1, 8, 7, 6, 5, 4, 3, 2, 1];
const SET_UP = [
  ...WIZARD_TABLE_LINES,
  '@bob /wizard library list:"2 Shock R | damage 2; 1 Hill Giant 3R | creature 3/3; 2 Mountain"',
  '@carol /wizard library list:"1 Counterspell UU | interrupt counter; 1 Healing Salve W | gain 3; 1 Wall of Air 1UU | wall 1/5; 1 Lightning Bolt R | damage 3; 1 Prodigal Sorcerer 2U | creature 1/1; 2 Island; 1 Plains; 1 Mountain"',
];

async function table() {
  const g = await recordingConsole(SHUFFLES);
  await playAllOk(g.play, SET_UP);
  return g;
}

const everythingPublic = (g: Awaited<ReturnType<typeof table>>) => g.seen.map(publicText).join('\n');
const privateTo = (o: { direct: { to: string; message: { content?: string; embeds: unknown[] } }[] }, who: string) => o.direct.filter((d) => d.to === who).map((d) => textOf(d.message)).join('\n');

describe('a duel through the console (RPG-C20–C32)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('a single-card duel for the ante: a tie played on, the ante won; life points and hands never public', async () => {
    const g = await table();
    closers.push(() => g.database.close());
    const play = (line: string) => playOk(g.play, line);
    expect(publicText(await play('@bob /duel challenge opponent:@carol'))).toContain('Sarin challenges Mirela to a duel');
    const refused = await g.play('@bob /duel accept length:1-card');
    expect(refused.ok).toBe(false);
    expect(textOf(refused.reply)).toContain('The defender sets the length (RPG-C26)');
    await play('@carol /duel accept length:1-card');
    await play('@bob /duel stakes stakes:ante');
    const began = await play('@carol /duel victory condition:most-life');
    expect(publicText(began)).toContain('The duel begins');
    // Each is told his own life points and hand, in private.
    expect(privateTo(began, 'bob')).toContain('Your life points: **14**');
    expect(privateTo(began, 'bob')).toContain('Hill Giant 3R — creature 3/3');
    expect(privateTo(began, 'bob')).not.toContain('Counterspell');
    const init = await play('@bob /duel initiative first:me');
    expect(init.reply.ephemeral).toBe(true);
    expect(publicText(init)).toContain('✔ Sarin has chosen (initiative)');
    const decided = await play('@carol /duel initiative first:opponent');
    expect(publicText(decided)).toContain('**Mirela** wins; Sarin plays first.');
    // Turn 1: the Hill Giant and the Lightning Bolt, 3 each: a tie, played on.
    const chosen = await play('@bob /duel play card:"Hill Giant"');
    expect(publicText(chosen)).not.toContain('Hill Giant');
    expect(publicText(chosen)).toContain('✔ Sarin has chosen (turn 1)');
    const turn1 = await play('@carol /duel play card:"Lightning Bolt"');
    expect(publicText(turn1)).toContain('Sarin — Hill Giant: attacks: 3 damage to Mirela; Mirela — Lightning Bolt: 3 damage to Sarin');
    expect(publicText(turn1)).toContain('A tie: another card each');
    // The turn's status message closes with both marked done: the last choice closed it.
    const closed = (turn1.status ?? []).map((x) => textOf(x.message)).join('\n');
    expect(closed).toContain('Your card for turn 1 of the duel — closed');
    expect(closed).toContain('✔ Mirela');
    expect(closed).not.toContain('nothing recorded');
    expect(privateTo(turn1, 'bob')).toContain('Your life points: **11**');
    expect(textOf(turn1.reply)).toContain('Your life points: **11**');
    // Turn 2: Shock (Mirela 9), then the Salve (12): Sarin, at 11, has fewer — Mirela wins, and his ante Mountain.
    await play('@carol /duel play card:"Healing Salve"');
    const end = await play('@bob /duel play card:Shock');
    expect(publicText(end)).toContain('🏆 **Mirela** wins the duel: Sarin — fewer life points at the end. The ante won: Mountain.');
    expect(privateTo(end, 'bob')).toContain('Life points lost: 3');
    // The GM sees both; Carol only her own.
    expect(textOf((await play('@gm /duel show player:@bob')).reply)).toContain('Life points you may see: Sarin: 11 · Mirela: 12');
    expect(textOf((await play('@carol /duel show')).reply)).toContain('Life points you may see: Mirela: 12');
    expect(textOf((await play('@carol /duel show')).reply)).not.toContain('Sarin: 11');
    // Nothing public ever held a life total or a hand; the channel's picture neither.
    const open = everythingPublic(g);
    expect(open).not.toMatch(/life points: \*\*|Life points you may see|\b1[0-4] life\b/);
    expect(open).not.toMatch(/Counterspell|Wall of Air|Prodigal Sorcerer/);
    const state = (await g.session.services.store.channelGame('console'))!;
    const picture = renderDuelWithLog(duelViewFor(state, { userId: '' }, state.duels![0]!));
    await picture.png;
    expect(picture.texts).toContain('life points hidden');
    expect(picture.texts.filter((t) => /^-?\d+ life$/.test(t))).toEqual([]);
    const gmPicture = renderDuelWithLog(duelViewFor(state, { userId: 'gm' }, state.duels![0]!));
    await gmPicture.png;
    expect(gmPicture.texts).toEqual(expect.arrayContaining(['11 life', '12 life']));
    // No public event carries a life total, a hand or a library.
    const publicPayloads = g.seen.flatMap((o) => o.events ?? []).filter((e) => e.visibility.kind === 'public').map((e) => JSON.stringify(e.payload));
    expect(publicPayloads.join('\n')).not.toMatch(/"life":(-?\d|\{")|"hand":|"library":/);
    // A spectator's log tells the duel without a life total, a hand or a secret choice.
    const log = textOf((await play('@dave /log')).reply);
    expect(log).toContain('Duel, turn 1');
    expect(log).not.toMatch(/Life points in the duel|a hand of|Card chosen|Initiative chosen/);
    // Sarin's sheet carries the damage.
    expect(textOf((await play('@bob /wizard show')).reply)).toContain('Life 14 (11 now)');
  });

  it('a three-card duel to most damage dealt: a counter cancels the Hill Giant, a wall does not attack; Sarin wins', async () => {
    const g = await table();
    closers.push(() => g.database.close());
    const play = (line: string) => playOk(g.play, line);
    for (const line of ['@bob /duel challenge opponent:@carol', '@carol /duel accept length:3-cards', '@bob /duel stakes stakes:honour', '@carol /duel victory condition:most-damage', '@bob /duel initiative first:me', '@carol /duel initiative first:opponent']) await play(line);
    await play('@bob /duel play card:"Hill Giant"');
    const t1 = await play('@carol /duel play card:Counterspell');
    expect(publicText(t1)).toContain('Sarin — Hill Giant: countered by Mirela; Mirela — Counterspell: counters Sarin\'s Hill Giant');
    await play('@bob /duel play card:Shock');
    const t2 = await play('@carol /duel play card:"Lightning Bolt"');
    expect(publicText(t2)).toContain('Sarin — Shock: 2 damage to Mirela; Mirela — Lightning Bolt: 3 damage to Sarin');
    await play('@carol /duel play card:"Wall of Air"');
    const t3 = await play('@bob /duel play card:Shock');
    expect(publicText(t3)).toContain('Mirela — Wall of Air: a wall: it does not attack');
    // Damage dealt: Sarin 4, Mirela 3.
    expect(publicText(t3)).toContain('🏆 **Sarin** wins the duel: Mirela — more damage dealt.');
    const open = everythingPublic(g);
    expect(open).not.toMatch(/Healing Salve|Prodigal Sorcerer|life points: \*\*/);
    // A choice after the end is refused with the way on.
    const late = await g.play('@bob /duel play card:Shock');
    expect(late.ok).toBe(false);
    expect(textOf(late.reply)).toContain('You are in no duel');
  });
});
