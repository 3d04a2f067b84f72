import { describe, expect, it } from 'vitest';
import { commandJSON, limitProblems } from '../../src/commands/discord-json.js';
import { COMMANDS } from '../../src/commands/registry.js';
import { fitEmbed, fitMessage, embedLength, LIMITS } from '../../src/render/limits.js';

describe("Discord's limits", () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('/%s fits every limit of a registered command', (_name, command) => {
    expect(limitProblems(commandJSON(command))).toEqual([]);
  });

  it('catches what breaks a limit', () => {
    const bad = commandJSON({
      name: 'Bad Name',
      description: 'x'.repeat(101),
      subcommands: [{ name: 'a', description: 'ok', example: '', handler: async () => ({ reply: { ephemeral: true } }), options: [{ name: 'opt', description: 'd', type: 'string' }, { name: 'req', description: 'd', type: 'string', required: true }] }],
    });
    const problems = limitProblems(bad);
    expect(problems.some((p) => p.includes('lower-case'))).toBe(true);
    expect(problems.some((p) => p.includes('description must be'))).toBe(true);
    // required options are sorted first, so this one is fine after conversion
    expect(problems.some((p) => p.includes('required option'))).toBe(false);
  });

  it('every command name is unique and the registered JSON is what the bot routes on', () => {
    const names = COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of COMMANDS) expect(commandJSON(c).name).toBe(c.name);
  });

  it('fits long embeds and messages to Discord', () => {
    const huge = fitEmbed({ title: 't'.repeat(300), description: 'd'.repeat(5000), fields: Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'v'.repeat(2000) })) });
    expect(huge.title!.length).toBe(LIMITS.embedTitle);
    expect(huge.fields!.length).toBeLessThanOrEqual(LIMITS.embedFields);
    expect(huge.fields!.every((f) => f.value.length <= LIMITS.fieldValue)).toBe(true);
    expect(embedLength(huge)).toBeLessThanOrEqual(LIMITS.embedTotal);
    const msg = fitMessage({ content: 'c'.repeat(2500), embeds: Array.from({ length: 12 }, () => ({ title: 'x' })) });
    expect(msg.content!.length).toBe(LIMITS.content);
    expect(msg.embeds!.length).toBe(LIMITS.embedsPerMessage);
  });
});
