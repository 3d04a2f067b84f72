import { describe, expect, it } from 'vitest';
import { currentCombat } from '../../src/engine/rulesets/magic-realm/combat/access.js';
import { playAllOk, recordingConsole, textOf } from '../helpers/console.js';
import { commandsIn, namedOffers, offersOf, playEachAndUndo, publicMessages, type Offer } from '../helpers/offers.js';
import { SET_UP_DICE } from '../helpers/engine-game.js';

/**
 * Issue 27: every command and button a combat prompt offers is one the engine accepts at that moment. Each scenario
 * is played along a path; at every prompt of the combat the test gathers what the bot offered — the commands in the
 * channel's messages, the buttons under them, and each fighter's own `/combat show` — and plays each one, expecting
 * it taken, then takes it back with the GM's undo (tests/helpers/offers.ts, shared with the other walks). The dice are forced: the set-up card's, the
 * monster roll 6, then plenty of 1s (a 1 never turns a monster over, keeps box 1 in place, keeps the order of a
 * shuffle of two, and reads a legal row of every table).
 */
const PLENTY = Array(600).fill(1);

interface Scenario {
  /** The lines of the game up to the evening's first combat prompt (the GM's Next at the end). */
  setup: string[];
  /** Extra dice after the monster roll, before the plenty (a turn-order die with two players). */
  dice?: number[];
  /** The lines that take the combat on, one prompt after another. */
  path: string[];
}

async function replay(s: Scenario, upTo: number) {
  const g = await recordingConsole([...SET_UP_DICE, 6, ...(s.dice ?? []), ...PLENTY]);
  await playAllOk(g.play, [...s.setup, ...s.path.slice(0, upTo)]);
  return g;
}

const users = ['bob', 'carol'];

/**
 * One prompt of a scenario walked: the game replayed to `step` lines of its path; every offered command and button
 * played there and undone. Undefined when the combat is over by then.
 */
async function walkStep(s: Scenario, step: number): Promise<string[] | undefined> {
  const played: string[] = [];
  const g = await replay(s, step);
  try {
    const state = (await g.session.services.store.channelGame('console'))!;
    const c = currentCombat(state);
    if (!c) return undefined;
    // Who may act on a public offer now: the one whose turn it is, or those who owe a secret play.
    const actors = c.step === 'play' ? c.playing.filter((id) => !c.plays[id]) : [c.step === 'target' ? c.targetOrder![c.turn]! : c.order[c.turn]!];
    const prompt = publicMessages(g.seen.at(-1)!);
    const offers: Offer[] = actors.flatMap((who) => offersOf(prompt, [who], 'the prompt', (id) => id.startsWith('combat:') || id.startsWith('form:combat')));
    // Each fighter's own offers, in his /combat show (only his part: the prompt above it is the public one).
    for (const who of users.filter((u) => c.order.includes(u))) {
      const show = await g.play(`@${who} /combat show`);
      expect(show.ok).toBe(true);
      const own = textOf(show.reply).split('What you can do now:')[1] ?? '';
      offers.push(...commandsIn(own).map((line) => ({ line, as: [who], from: `${who}'s /combat show` })));
    }
    expect(offers.length, `step ${step}: nothing offered`).toBeGreaterThan(0);
    played.push(...(await playEachAndUndo(g, offers, `after ${s.path.slice(0, step).join(' / ') || 'the evening began'}`)));
  } finally {
    await g.database.close();
  }
  return played;
}

/** Walks every prompt of a scenario, one test each (a replay per offer is slow: each prompt gets its own time). */
function walk(name: string, s: Scenario, check: (playedAt: (step: number) => string[]) => void): void {
  const seen = new Map<number, string[]>();
  for (let step = 0; step <= s.path.length; step++) {
    it(`${name} — prompt ${step + 1}: every offer accepted`, async () => {
      const played = await walkStep(s, step);
      expect(played, `the combat is over after ${step} lines`).toBeDefined();
      seen.set(step, played!);
    });
  }
  it(`${name} — what was offered`, () => check((step) => seen.get(step) ?? []));
}

const amazonAt = (monster: string, day = 'A') => [
  '@gm /game create ruleset:magic-realm',
  '@bob /game join character:Amazon',
  '@gm /board layout layout:original-20',
  '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
  `@gm /board piece label:"${monster}" at:BV5 kind:monster`,
  '@gm /game start chits:false',
  `@bob /orders record phases:"${day}"`,
  '@gm /day next',
];

describe('issue 27: every command and button a combat prompt offers is accepted', () => {
  walk(
    'the Amazon, her Short Sword alerted by day, against the H Troll (move 4)',
    { setup: amazonAt('H Troll'), path: ['@bob /combat pass', '@bob /combat pass', '@bob /combat target who:"H Troll"'] },
    (at) => {
      // No alert of a sword alerted already; runs only with a MOVE faster than the Troll's 4; every abandon; a play.
      expect(at(1)).toContain('@bob /combat run chit:"MOVE M3*" to:BV2');
      expect(at(1).some((l) => l.includes('/combat alert'))).toBe(false);
      expect(at(1).some((l) => l.includes('MOVE M4" to:'))).toBe(false);
      expect(at(1)).toContain('@bob /combat drop item:"Shield"');
      expect(at(3).some((l) => l.startsWith('@bob /combat play fight:'))).toBe(true);
    },
  );

  // The turn order's die 0: the Black Knight first.
  walk(
    'the Black Knight (his Mace and Suit of Armor: load H) and the Amazon, no monster',
    {
      setup: [
        '@gm /game create ruleset:magic-realm',
        '@bob /game join character:Amazon',
        '@carol /game join character:"Black Knight"',
        '@gm /board layout layout:original-20',
        '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
        '@gm /board piece label:"Black Knight" at:BV5 kind:character owner:@carol',
        '@gm /game start chits:false',
        '@bob /orders record phases:"R"',
        '@carol /orders record phases:"R"',
        '@gm /day next',
      ],
      dice: [0],
      path: ['@carol /combat pass', '@bob /combat pass'],
    },
    (at) => {
      // He charges only with a MOVE that carries his H load; she alerts her sword (nothing on her sheet to beat).
      expect(at(0).some((l) => l.startsWith('@carol /combat charge who:"Amazon" chit:"MOVE H'))).toBe(true);
      expect(at(0).some((l) => l.startsWith('@carol /combat charge') && l.includes('MOVE M'))).toBe(false);
      expect(at(1)).toContain('@bob /combat alert chit:"FIGHT L4"');
    },
  );
});

describe('issue 27: a refused combat command\'s hint offers only what the engine takes', () => {
  it('at each step of the Amazon’s combat against the H Troll, commands refused for a step not yet come, a wrong chit or name, or one not fighting — each hint’s commands played and taken', async () => {
    const s = { setup: amazonAt('H Troll'), path: ['@bob /combat pass', '@bob /combat pass', '@bob /combat target who:"H Troll"'] };
    const refusals: Record<number, string[]> = {
      0: ['@bob /combat target who:"H Troll"', '@bob /combat lure denizens:Nobody', '@carol /combat pass', '@bob /combat play fight:"FIGHT L4" direction:thrust'],
      1: ['@bob /combat run chit:"MOVE M4" to:BV2', '@bob /combat alert chit:"FIGHT L4"', '@bob /combat drop item:Crossbow', '@bob /combat lure denizens:"H Troll"'],
      3: ['@bob /combat play fight:"FIGHT Z9" direction:thrust', '@bob /combat target who:"H Troll"', '@bob /combat pass'],
    };
    const played: string[] = [];
    for (const [step, lines] of Object.entries(refusals)) {
      const g = await replay(s, Number(step));
      try {
        const offers: Offer[] = [];
        for (const line of lines) {
          const o = await g.play(line);
          expect(o.ok, `${line} was to be refused`).toBe(false);
          offers.push(...namedOffers([o.reply], [o.user], `the refusal of ${line}`));
        }
        played.push(...(await playEachAndUndo(g, offers, `the refusals at step ${step}`, { fill: { '<name>': ['Dwarf'] } })));
      } finally {
        await g.database.close();
      }
    }
    // What the hints named in full, each taken: the step's own command, joining (for one not in the game), a look.
    for (const line of ['@bob /combat lure', '@bob /combat pass', '@bob /combat show', '@carol /game join character:Dwarf']) expect(played).toContain(line);
  });
});
