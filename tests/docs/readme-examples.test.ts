import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import type { DiceSource } from '../../src/engine/dice.js';
import type { Database } from '../../src/store/db.js';
import { memoryDatabase } from '../helpers/test-database.js';
import { textOf } from '../helpers/console.js';

/**
 * The examples of README.md and of the guides it links in docs/, played through the console as a newcomer would type
 * them: every fenced block whose lines are console lines (`@user /command …`). Each block is a fresh game; the blocks
 * that depend on a random deal or map must work whatever the dice say, so each is played with several seeds. A line
 * that fails names itself and the reply.
 */
const README = readFileSync('README.md', 'utf8');
/** The guides README.md links (`](docs/….md)`), in its order. */
const GUIDES = [...new Set([...README.matchAll(/\]\((docs\/[a-z0-9-]+\.md)\)/g)].map((m) => m[1]!))];

export function exampleBlocks(markdown: string): { title: string; lines: string[] }[] {
  const blocks: { title: string; lines: string[] }[] = [];
  let heading = '';
  const parts = markdown.split(/^```[a-z]*\n/m);
  // parts alternate: text, block, text, block… (a block ends at the next ```).
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 0) {
      const heads = [...part.matchAll(/^#+ (.+)$/gm)];
      if (heads.length) heading = heads.at(-1)![1]!;
      continue;
    }
    const lines = part.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length && lines.every((l) => l.startsWith('@') || l.startsWith('~wait') || l.startsWith('~roles'))) blocks.push({ title: heading, lines });
  }
  return blocks;
}

/** Dice from a seed: the same seed, the same game. */
function seededDice(seed: number): DiceSource {
  let s = seed;
  return {
    int(min, max) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return min + (s % (max - min + 1));
    },
  };
}

const BLOCKS = [README, ...GUIDES.map((g) => readFileSync(g, 'utf8'))].flatMap(exampleBlocks);

describe("the examples of README.md and its guides run as written", () => {
  let database: Database;
  beforeAll(async () => {
    database = await memoryDatabase();
  });
  afterAll(() => database.close());

  it('has the quick starts of both rulesets, a long game, play by post, board building, a day of Magic Realm, trading and hiring and the realm campaign', () => {
    expect(GUIDES).toEqual(expect.arrayContaining(['docs/magic-realm-day.md', 'docs/combat.md', 'docs/board.md', 'docs/play-by-post.md', 'docs/long-games.md', 'docs/realm-campaign.md', 'docs/wizards-and-duels.md']));
    expect(BLOCKS.map((b) => b.title).sort()).toEqual(['A day of Magic Realm', 'Casting a spell', 'Combat', 'Enchanting', 'Play by post: private places, reminders and deadlines', 'Running a long game', 'Set-up: two commands', 'The board', 'The realm campaign', 'Trading and hiring', 'Wizards and duels']);
    // Each quick start begins play.
    for (const b of BLOCKS.filter((x) => x.title !== 'The board')) expect(b.lines.join('\n')).toMatch(/\/game start|\/campaign create/);
  });

  // Each block in a channel of its own (one database for all), with two seeds of dice.
  for (const [n, block] of BLOCKS.entries()) {
    for (const seed of [7, 2026]) {
      it(`"${block.title}" with dice seed ${seed}: every line succeeds`, async () => {
        const session = new ConsoleSession(database, seededDice(seed), { imagesDir: 'out/test-images', now: () => new Date('2026-11-22T12:00:00Z') });
        for (const line of block.lines) {
          const out = await session.run(line.replace(/^(@\S+)/, `$1 #readme-${n}-${seed}`));
          expect(out.ok, `seed ${seed}: ${line}\n${textOf(out.reply)}`).toBe(true);
        }
      });
    }
  }
});

describe("README.md's command table", () => {
  const rows = README.split('\n').filter((l) => /^\| `\/[a-z]/.test(l));

  it('every example names a command, a subcommand and options that exist, with values among their choices', async () => {
    const { COMMANDS } = await import('../../src/commands/registry.js');
    const { parseLine } = await import('../../src/console/parse-line.js');
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      // Cells split on the pipes Markdown sees; `\|` is a pipe inside a cell.
      const example = row.split(/(?<!\\)\|/).at(-2)!.trim().replace(/^`|`$/g, '').replace(/\\\|/g, '|');
      const parsed = parseLine(`@someone ${example}`);
      const command = COMMANDS.find((c) => c.name === parsed.command);
      expect(command, example).toBeDefined();
      const sub = command!.flat ? command!.subcommands[0] : command!.subcommands.find((s) => s.name === parsed.subcommand);
      expect(sub, example).toBeDefined();
      for (const [key, value] of Object.entries(parsed.options)) {
        const option = sub!.options.find((o) => o.name === key);
        expect(option, `${example}: ${key}`).toBeDefined();
        if (option!.choices) expect(option!.choices.map((c) => String(c.value)), `${example}: ${key}`).toContain(value);
      }
    }
  });
});
