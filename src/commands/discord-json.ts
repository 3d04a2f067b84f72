import { LIMITS } from '../render/limits.js';
import type { CommandSpec, OptionSpec, OptionType } from './types.js';

/** Discord's application command option types. */
const OPTION_TYPE: Record<OptionType, number> = { string: 3, integer: 4, boolean: 5, user: 6, role: 8, number: 10, attachment: 11 };
const SUB_COMMAND = 1;

interface OptionJSON {
  type: number;
  name: string;
  description: string;
  required?: boolean;
  choices?: { name: string; value: string | number }[];
  autocomplete?: boolean;
  min_value?: number;
  max_value?: number;
  max_length?: number;
  options?: OptionJSON[];
}

export interface CommandJSON {
  name: string;
  description: string;
  type: 1;
  options: OptionJSON[];
  contexts?: number[];
}

function optionJSON(o: OptionSpec): OptionJSON {
  return {
    type: OPTION_TYPE[o.type],
    name: o.name,
    description: o.description,
    ...(o.required ? { required: true } : {}),
    ...(o.choices ? { choices: o.choices.map((c) => ({ name: c.name, value: c.value })) } : {}),
    ...(o.autocomplete ? { autocomplete: true } : {}),
    ...(o.minValue !== undefined ? { min_value: o.minValue } : {}),
    ...(o.maxValue !== undefined ? { max_value: o.maxValue } : {}),
    ...(o.maxLength !== undefined ? { max_length: o.maxLength } : {}),
  };
}

/** Required options must come first in Discord's list. */
const requiredFirst = (a: OptionSpec, b: OptionSpec) => Number(!!b.required) - Number(!!a.required);

/** The JSON that registers a command with Discord (guild-only: games live in server channels). */
export function commandJSON(c: CommandSpec): CommandJSON {
  const options = c.flat
    ? [...c.subcommands[0]!.options].sort(requiredFirst).map(optionJSON)
    : c.subcommands.map((s) => ({ type: SUB_COMMAND, name: s.name, description: s.description, options: [...s.options].sort(requiredFirst).map(optionJSON) }));
  return { name: c.name, description: c.description, type: 1, options, contexts: [0] };
}

/**
 * What Discord counts against a command's 4,000 characters: the name, the description and every choice's name and
 * value, of the command, its subcommands and their options (no localizations: with them, Discord counts each field's
 * longest text). A number value counts as the digits it is written with.
 */
export function commandSize(json: { name: string; description: string; options?: OptionJSON[]; choices?: { name: string; value: string | number }[] }): number {
  const choices = (json.choices ?? []).reduce((n, c) => n + c.name.length + String(c.value).length, 0);
  return json.name.length + json.description.length + choices + (json.options ?? []).reduce((n, o) => n + commandSize(o), 0);
}

/** Every way a command breaks Discord's limits, as sentences; empty when it fits. */
export function limitProblems(json: CommandJSON): string[] {
  const problems: string[] = [];
  const check = (where: string, name: string, description: string, options: OptionJSON[] | undefined) => {
    if (!LIMITS.commandName.test(name) || name !== name.toLowerCase()) problems.push(`${where}: name "${name}" must be 1-32 lower-case letters, digits, - or _`);
    if (description.length < 1 || description.length > LIMITS.commandDescription) problems.push(`${where}: description must be 1-${LIMITS.commandDescription} characters (has ${description.length})`);
    if ((options?.length ?? 0) > LIMITS.optionsPerCommand) problems.push(`${where}: more than ${LIMITS.optionsPerCommand} options`);
    const names = new Set<string>();
    let seenOptional = false;
    for (const o of options ?? []) {
      if (names.has(o.name)) problems.push(`${where}: option "${o.name}" appears twice`);
      names.add(o.name);
      if (o.type !== SUB_COMMAND) {
        if (o.required && seenOptional) problems.push(`${where}: required option "${o.name}" after an optional one`);
        if (!o.required) seenOptional = true;
      }
      if ((o.choices?.length ?? 0) > LIMITS.choicesPerOption) problems.push(`${where} ${o.name}: more than ${LIMITS.choicesPerOption} choices`);
      if (o.choices && o.autocomplete) problems.push(`${where} ${o.name}: choices and autocomplete together`);
      for (const ch of o.choices ?? []) {
        if (ch.name.length < 1 || ch.name.length > LIMITS.choiceName) problems.push(`${where} ${o.name}: choice "${ch.name}" is too long`);
        if (typeof ch.value === 'string' && (ch.value.length < 1 || ch.value.length > LIMITS.choiceValue)) problems.push(`${where} ${o.name}: choice value "${ch.value}" must be 1-${LIMITS.choiceValue} characters`);
      }
      check(`${where} ${o.name}`, o.name, o.description, o.options);
    }
  };
  check(`/${json.name}`, json.name, json.description, json.options);
  const size = commandSize(json);
  if (size > LIMITS.commandTotal) problems.push(`/${json.name}: ${size} characters of names, descriptions and choices, over Discord's ${LIMITS.commandTotal} a command`);
  return problems;
}

/** What Discord refuses in a whole registration (a PUT of every command): more commands than it allows. */
export function registrationProblems(body: CommandJSON[]): string[] {
  const problems = body.flatMap(limitProblems);
  if (body.length > LIMITS.commandsPerApplication) problems.push(`${body.length} commands, over Discord's ${LIMITS.commandsPerApplication}`);
  const names = body.map((c) => c.name);
  for (const n of new Set(names.filter((n, i) => names.indexOf(n) !== i))) problems.push(`/${n} is registered twice`);
  return problems;
}
