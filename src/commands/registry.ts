import { boardCommand } from './board.js';
import { campaignCommand } from './campaign.js';
import { characterCommand, setupCommand, whisperCommand } from './character.js';
import { calendarCommand, dayButtons, dayCommand, ordersCommand } from './day.js';
import { combatButtons, combatCommand } from './combat.js';
import { deckCommand } from './deck.js';
import { wizardCommand } from './wizard.js';
import { sanctuaryCommand } from './sanctuary.js';
import { duelCommand } from './duel.js';
import { fightCommand } from './fight.js';
import { gameCommand } from './game.js';
import { gmCommand } from './gm.js';
import { logButtons, logCommand } from './log.js';
import { realmCommand } from './realm.js';
import { rollCommand } from './roll.js';
import { rulesCommand } from './rules.js';
import { scheduleCommand } from './schedule.js';
import { formComponent } from './forms.js';
import type { CommandSpec, ComponentSpec, SubcommandSpec } from './types.js';

/** Every slash command: the bot routes on these and `npm run register` sends these, so they never drift apart. */
export const COMMANDS: readonly CommandSpec[] = [gameCommand, rollCommand, boardCommand, calendarCommand, ordersCommand, dayCommand, combatCommand, characterCommand, setupCommand, whisperCommand, deckCommand, wizardCommand, sanctuaryCommand, duelCommand, fightCommand, campaignCommand, realmCommand, scheduleCommand, rulesCommand, logCommand, gmCommand];

export const COMPONENTS: readonly ComponentSpec[] = [logButtons, dayButtons, combatButtons, formComponent(findSubcommand)];

export function findSubcommand(command: string, subcommand?: string): { command: CommandSpec; sub: SubcommandSpec } | undefined {
  const spec = COMMANDS.find((c) => c.name === command);
  if (!spec) return undefined;
  const sub = spec.flat ? spec.subcommands[0] : spec.subcommands.find((s) => s.name === subcommand);
  return sub ? { command: spec, sub } : undefined;
}

/**
 * A command's help, as the console's `help /orders` and a command typed without its subcommand say it: each
 * subcommand with its description and an example that runs as written (its spec's own example).
 */
export function commandHelp(command: string): string | undefined {
  const spec = COMMANDS.find((c) => c.name === command.replace(/^\//, '').toLowerCase());
  if (!spec) return undefined;
  if (spec.flat) return `/${spec.name}: ${spec.description}\n  e.g. ${spec.subcommands[0]!.example}`;
  return [`/${spec.name}: ${spec.description}`, ...spec.subcommands.map((s) => `  /${spec.name} ${s.name} — ${s.description}\n    e.g. ${s.example}`)].join('\n');
}
