import { describe, expect, it } from 'vitest';
import { walker, walkingConsole } from '../helpers/offers.js';
import { MIRELA, SARIN } from '../helpers/wizards.js';

/**
 * Issue 27's walk of offers (tests/helpers/offers.ts; the Magic Realm day: tests/scenarios/day-offers.test.ts) over
 * the MtG RPG: /wizard create and its replies, a duel, a fight with /fight take and /fight dodge, a campaign turn and
 * realm orders. After each line every command the bot named in full and every button is played and undone.
 */
const TABLE = ['gm', 'bob', 'carol'];
/** A hint's placeholders and what the walk tries for them (docs/rules.md, issue 27: "The walk of offers"). */
const CARDS = ['Shock', 'Mountain', '"Psionic Blast"', 'Island'];
const FILL = { '<your wizard>': ['Sarin', 'Mirela'], '<a card of your hand>': CARDS, '<name>': CARDS, '@player': ['@bob', '@carol'] };

const wizards = [
  `@bob /wizard create attributes:"${SARIN.attributes}" skills:"${SARIN.skills}" primary:${SARIN.primary} calling:${SARIN.calling} renewal:${SARIN.renewal}`,
  `@carol /wizard create attributes:"${MIRELA.attributes}" skills:"${MIRELA.skills}" primary:${MIRELA.primary} calling:${MIRELA.calling} renewal:${MIRELA.renewal} pronouns:she`,
];

describe('issue 27: every command, example and button of the MtG RPG is accepted', () => {
  it('wizards, a duel and a fight', async () => {
    const g = await walkingConsole(Array(400).fill(0), [3, 1, 3, 2, 3, 1, 3, 2]);
    const { step, refused, walked } = walker(g, TABLE, { fill: FILL });
    try {
      await step('@gm /game create ruleset:mtg-rpg');
      await step('@bob /game join character:Sarin');
      await step('@carol /game join character:Mirela');
      await refused(['@bob /wizard create attributes:"ST 9" skills:"Athletics 3" primary:red calling:Adventurer renewal:sunrise']);
      for (const line of wizards) await step(line);
      await step('@bob /wizard library list:"8 Shock R | damage 2; 1 Mountain"');
      await step('@carol /wizard library list:"8 Psionic Blast 2U | damage 4; 4 Island"');
      await step('@gm /game start');
      await step('@bob /duel challenge opponent:@carol');
      // A duel's steps refused out of turn: each hint's commands are played.
      await refused(['@bob /duel accept length:1-card', '@carol /duel stakes stakes:honour', '@bob /duel play card:Shock', '@carol /duel challenge opponent:@bob']);
      await step('@carol /duel accept length:1-card');
      await step('@bob /duel stakes stakes:honour');
      await step('@carol /duel victory condition:most-life');
      await step('@bob /duel initiative first:me');
      await step('@carol /duel initiative first:me');
      await step('@bob /duel play card:Shock');
      await step('@carol /duel play card:"Psionic Blast"');
      await step('@gm /fight start monsters:"1 Uthden Troll 1RR | creature 2/2; 1 Goblin R | creature 1/1"');
      await step('@bob /fight initiative');
      await step('@carol /fight initiative');
      await step('@gm /fight attack player:@bob');
      // A fight's answers refused: the one not attacked, a card not in his hand, a player's GM command.
      await refused(['@carol /fight take', '@bob /fight dodge card:Nothing', '@bob /fight attack player:@carol', '@bob /fight start monsters:"1 Goblin R | creature 1/1"']);
      await step('@bob /fight take');
      // What was offered and played: the wizard's next steps, the duel's and the fight's answers, each as offered.
      for (const line of ['@carol /wizard library list:"4 Psionic Blast 2U; 10 Island"', '@carol /duel accept length:1-card', '@bob /fight dodge card:Shock', '@bob /fight take']) expect(walked).toContain(line);
    } finally {
      await g.database.close();
    }
  });

  it('a campaign turn and realm orders', async () => {
    const g = await walkingConsole(Array(400).fill(1), Array(40).fill(1));
    // `/campaign settings key:<key> value:<value>`: the walk tries the command's own example's (upkeep, 0).
    const { step, refused, walked } = walker(g, TABLE, { fill: { ...FILL, '<key>': ['upkeep'], '<value>': ['0'] } });
    try {
      await step('@gm /game create ruleset:mtg-rpg');
      await step('@bob /game join character:Sarin');
      await step('@gm /campaign create map:"W W C P P F F / W C P ~P F F H / C P P ~P P H H / P P F ~F S H M"');
      await step('@gm /realm create name:Harloon capitol:D2 hexes:"D1 E1 C2 D2 E2 D3" diplomacy:5 wisdom:2 lore:5');
      await step('@gm /realm ruler realm:Harloon player:@bob');
      // Realm orders refused: from one who rules no realm, for a realm that is none, a GM's command by a player.
      await refused(['@gm /realm orders tax:high troops:1', '@bob /realm orders realm:Nowhere tax:high troops:1', '@bob /campaign turn']);
      await step('@bob /realm orders tax:high troops:1');
      await step('@bob /realm action slot:1 kind:festival festival:simple');
      await step('@bob /realm action slot:2 kind:war hexes:"E3 C3" amount:2');
      await step('@gm /campaign turn');
      expect(walked.length).toBeGreaterThan(0);
    } finally {
      await g.database.close();
    }
  });
});
