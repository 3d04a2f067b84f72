import { describe, expect, it } from 'vitest';
import { playAllOk, playOk, publicText, recordingConsole, textOf } from '../helpers/console.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';
import { boardOf } from '../../src/engine/rulesets/magic-realm/board/access.js';

/**
 * Issue 27, "Play that stalls or misleads": a day of Magic Realm through the console, as a group plays it by post.
 */

/** The Amazon (bob) in BV5 and the Dwarf (carol) in CV1 on the original board, dealt with the set-up dice. */
async function twoOnTheBoard(dice: number[], options = '') {
  const g = await recordingConsole([...SET_UP_DICE, ...dice]);
  await playAllOk(g.play, [
    `@gm /game create ruleset:magic-realm${options ? ` options:"${options}"` : ''}`,
    '@bob /game join character:Amazon',
    '@carol /game join character:Dwarf',
    '@gm /board layout layout:original-20',
    '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
    '@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol',
  ]);
  return g;
}

const stateOf = async (g: Awaited<ReturnType<typeof recordingConsole>>) => (await g.session.services.store.channelGame('console'))!;

describe('a dead character is out of play at once (issue 27)', () => {
  it('killed by the T Troll: his belongings lie in BV5, he is dead everywhere, nothing waits on him, and his player starts anew', async () => {
    // Day 1: the monster roll 6, the turn order's die 0 (the Dwarf first); at Evening the T Troll's repositioning 4.
    // Day 2: the monster roll 6 (one player: no turn-order die).
    const g = await twoOnTheBoard([6, 0, 4, 6]);
    try {
      await playAllOk(g.play, [
        '@gm /board piece label:"T Troll" at:BV5 kind:monster',
        // The GM takes her armour: the Troll's H harm meets her bare (vulnerability M): H ≥ M kills.
        '@gm /character take player:@bob item:Helmet',
        '@gm /character take player:@bob item:Breastplate',
        '@gm /character take player:@bob item:Shield',
        '@gm /character give player:@bob item:"Crystal Ball"',
        '@gm /game start chits:false',
        '@bob /orders record phases:"B"',
        '@carol /orders record phases:"B"',
        '@gm /day next',
        '@bob /combat pass',
        '@bob /combat pass',
        '@bob /combat pass',
      ]);
      // She charges into box 1, where the Troll is: it intercepts, harm H on her bare: killed.
      const killed = await playOk(g.play, '@bob /combat play move:"MOVE M4" maneuver:charge');
      const told = publicText(killed);
      expect(told).toContain('Amazon is dead');
      // Her belongings lie in BV5 as the rules say: her weapon face up for all; her treasure cards face down (the GM's).
      expect(told).toContain('Short Sword');
      expect(told).not.toContain('Crystal Ball');
      const state = await stateOf(g);
      const left = boardOf(state).pieces.filter((p) => p.tile === 'BV' && p.clearing === 5 && p.kind === 'other');
      expect(left.map((p) => [p.label, p.seenBy])).toEqual([
        ['Short Sword', 'all'],
        ['Crystal Ball', 'gm'],
      ]);
      // He is no player any more: /game info names him dead; the turn order, the calls and the waits leave him out.
      expect(state.players.map((p) => p.character)).toEqual(['Dwarf']);
      const info = textOf((await g.play('@carol /game info')).reply);
      expect(info).toContain('Players (1)');
      expect(info).toMatch(/Dead \(1\).*Amazon.*bob.*killed in combat in BV5/);
      const day2 = await playOk(g.play, '@gm /day next');
      expect(publicText(day2)).toContain('A new day: Birdsong');
      expect(day2.reply.content ?? '').not.toContain('<@bob>');
      const status = (day2.status ?? []).map((s) => textOf(s.message)).join('\n');
      expect(status).not.toContain('Amazon');
      const refused = await g.play('@bob /orders record phases:"H"');
      expect(refused.ok).toBe(false);
      expect(refused.reply.ephemeral).toBe(true);
      expect(textOf(refused.reply)).toContain('Amazon is dead');
      expect(textOf(refused.reply)).toContain('/game join character:');
      // One order in: the day is the Dwarf's alone; nobody is reminded, not even bob.
      const last = await playOk(g.play, '@carol /orders record phases:"B"');
      expect(textOf(last.channel[0]!)).toContain('every character has recorded');
      expect((await g.play('~wait 25h')).direct.filter((d) => d.to === 'bob')).toEqual([]);
      const daylight = await playOk(g.play, '@gm /day next');
      expect(textOf(daylight.reply)).toContain('Turn 1 of 1: Dwarf');
      expect(textOf(daylight.reply)).not.toContain('Amazon');
      // His player may start a new character: not the dead one, another of the 16 nobody plays.
      const again = await g.play('@bob /game join character:Amazon');
      expect(again.ok).toBe(false);
      expect(textOf(again.reply)).toContain('Amazon died in this game');
      await playOk(g.play, '@bob /game join character:Swordsman');
      const fresh = textOf((await g.play('@bob /character show')).reply);
      expect(fresh).toContain('Swordsman');
      expect(fresh).not.toContain('Crystal Ball');
    } finally {
      await g.database.close();
    }
  });
});

describe('auto-advance with every order in (issue 27)', () => {
  it('the bot moves on at once when the last order is in, and tells the channel', async () => {
    // The monster roll 6, the turn order's die 0.
    const g = await twoOnTheBoard([6, 0]);
    try {
      await playAllOk(g.play, ['@gm /schedule set step:birdsong deadline-hours:48 auto-advance:true', '@gm /game start chits:false', '@bob /orders record phases:"B"', '@carol /orders record phases:"B"']);
      const moved = await g.play('~wait 1h');
      const post = moved.channel.map(textOf).join('\n');
      expect(post).toContain('Every order is in: the bot moves the game on for the GM');
      expect(post).toContain('Daylight');
      // Once only, and nothing at the deadline.
      expect((await g.play('~wait 2d')).channel).toEqual([]);
    } finally {
      await g.database.close();
    }
  });
});

describe('a stale Next ▶ (issue 27)', () => {
  it("yesterday's button at today's Birdsong with orders missing says the step has passed, and offers nothing", async () => {
    const g = await twoOnTheBoard([6, 0]);
    try {
      await playAllOk(g.play, ['@gm /game start chits:false', '@bob /orders record phases:"B"', '@carol /orders record phases:"B"']);
      const day1 = await playOk(g.play, '@gm /day next one:true');
      const old = day1.reply.buttons[0]!.id;
      await playOk(g.play, '@gm /day next');
      const stale = await g.play(`@gm !click ${old}`);
      expect(stale.ok).toBe(false);
      expect(stale.reply.ephemeral).toBe(true);
      expect(textOf(stale.reply)).toMatch(/this step has already passed/i);
      expect(JSON.stringify(stale.reply)).not.toContain('Move on anyway');
    } finally {
      await g.database.close();
    }
  });
});

describe('the day report tells the day in its order (issue 27)', () => {
  it('the turns come before Sunset · Evening · Midnight, under the calendar’s own day', async () => {
    // The calendar: 2 + 2 = 4 (EASTER), weather die 3 ('Snowstorm', 4 days: play begins on day 4); the monster roll 6, the turn order's die 0.
    const g = await twoOnTheBoard([2, 2, 3, 6, 0], 'seasons-weather');
    try {
      await playAllOk(g.play, ['@gm /game start chits:false', '@gm /calendar start', '@bob /orders record phases:"B"', '@carol /orders record phases:"B"']);
      const day = await playOk(g.play, '@gm /day next');
      const embed = day.reply.embeds[0] as { title: string; description?: string; fields?: { name: string; value: string }[] };
      expect(embed.title).toContain('Month 1, week 1, day 4');
      expect(embed.description ?? '').not.toContain('Sunset');
      expect(embed.fields!.map((f) => f.name)).toEqual(['Turn 1 of 2: Dwarf', 'Turn 2 of 2: Amazon', '🌙 Sunset · Evening · Midnight']);
    } finally {
      await g.database.close();
    }
  });
});

describe('play begun without /game start (issue 27)', () => {
  it('the first order begins play: the options lock and /game info reads in play', async () => {
    const g = await twoOnTheBoard([]);
    try {
      await playOk(g.play, '@bob /orders record phases:"B"');
      const info = textOf((await g.play('@gm /game info')).reply);
      expect(info).toContain('in play');
      expect(info).not.toContain('setting up');
      const set = await g.play('@gm /game options set:seasons-weather value:on');
      expect(set.ok).toBe(false);
      expect(textOf(set.reply)).toContain('Options can change only before play begins');
    } finally {
      await g.database.close();
    }
  });
});

describe('a blocked character keeps his unplayed phases (issue 27)', () => {
  it('the channel and the log see the phases he did, not the rest', async () => {
    // Day 1: the monster roll 3 (the Wolves' row), the turn order's draw 0 (the Dwarf first). Day 2: the monster roll 6, the draw 0.
    const g = await twoOnTheBoard([3, 0, 6, 0]);
    try {
      await playAllOk(g.play, [
        '@gm /board piece label:Wolf at:BV2 kind:monster',
        '@gm /game start chits:false',
        '@bob /orders record phases:"A"',
        '@carol /orders record phases:"M CV4"',
        '@gm /day next',
        '@gm /combat end',
        '@gm /day next',
        '@bob /orders record phases:"A, M BV2, H"',
        '@carol /orders record phases:"M CV1"',
      ]);
      const day2 = await playOk(g.play, '@gm /day next');
      const seen = publicText(day2);
      expect(seen).toContain('blocked by the Wolf in BV5 after her A phase');
      expect(seen).not.toContain('M BV2');
      const log = textOf((await g.play('@carol /log')).reply);
      expect(log).not.toContain('M BV2');
    } finally {
      await g.database.close();
    }
  });
});

describe('the Birdsong hint teaches what the engine carries out (issue 27)', () => {
  it('the status message and each reminder give an example the bot rolls itself — from his own clearing in his reminder — and recording it is taken', async () => {
    // Seasons and Weather: 2 + 2 = 4 (EASTER), weather die 4: 'Soft Ground', no HIDE.
    const g = await twoOnTheBoard([2, 2, 4], 'seasons-weather');
    try {
      await playAllOk(g.play, ['@gm /game start chits:false', '@gm /calendar start', '@bob /orders record phases:"B"']);
      const status = (await g.play('@gm /day status')).reply;
      expect(textOf(status)).toContain('Birdsong');
      const reminded = await g.play('~wait 25h');
      const reminder = reminded.direct.filter((d) => d.to === 'carol').map((d) => textOf(d.message)).join('\n');
      const example = /phases:\\"([^\\]+)\\"/.exec(reminder)?.[1];
      expect(example, reminder).toBeDefined();
      // No SEARCH (the GM's), no HIDE (Soft Ground forbids it today); it starts with a move from CV1, where he stands.
      expect(example!.split(', ')).not.toContain('S');
      expect(example!.split(', ')).not.toContain('H');
      expect(example).toMatch(/^M CV\d/);
      await playOk(g.play, `@carol /orders record phases:"${example}"`);
      // The public footer of the status message names no one's clearing, and teaches no S either.
      const footers = g.seen.flatMap((o) => o.status ?? []).map((s) => JSON.stringify(s.message));
      expect(footers.length).toBeGreaterThan(0);
      for (const f of footers) expect(f).toMatch(/phases:\\"[^\\]+\\"/);
      for (const f of footers) expect(f).not.toMatch(/phases:\\"[^\\]*\bS\b/);
      expect(footers.join()).toContain('(M <clearing> moves)');
    } finally {
      await g.database.close();
    }
  });
});
