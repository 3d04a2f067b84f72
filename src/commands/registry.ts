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
