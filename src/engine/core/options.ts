import { RuleError } from './types.js';

export type OptionValue = boolean | string | number;

/** One optional rule or reading of a ruleset, chosen at /game create and shown by /game info. */
export interface RuleOption {
  key: string;
  label: string;
  /** Rule ID it switches or reads (BI-1, RPG-…). */
  rule?: string;
  description: string;
  type: 'boolean' | 'choice' | 'integer';
  choices?: readonly string[];
  min?: number;
  max?: number;
  default: OptionValue;
}

const TRUE_WORDS = new Set(['on', 'true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['off', 'false', 'no', 'n', '0']);

/** Parses a typed value ("on", "3", "weekly") for an option, or throws a RuleError saying what fits. */
export function parseOptionValue(option: RuleOption, raw: string): OptionValue {
  const text = raw.trim().toLowerCase();
  switch (option.type) {
    case 'boolean':
      if (TRUE_WORDS.has(text)) return true;
      if (FALSE_WORDS.has(text)) return false;
      throw new RuleError(`"${raw}" is not a value for ${option.key}`, `use on or off, e.g. ${option.key}=on`);
    case 'integer': {
      const n = Number(text);
      if (!Number.isInteger(n) || (option.min !== undefined && n < option.min) || (option.max !== undefined && n > option.max)) {
        throw new RuleError(
          `"${raw}" is not a value for ${option.key}`,
          `use a whole number from ${option.min ?? '…'} to ${option.max ?? '…'}`,
        );
      }
      return n;
    }
    case 'choice':
      if (option.choices?.includes(text)) return text;
      throw new RuleError(`"${raw}" is not a value for ${option.key}`, `use one of: ${option.choices?.join(', ')}`);
  }
}

export function formatOptionValue(value: OptionValue): string {
  return typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
}

export function defaultOptions(options: readonly RuleOption[]): Record<string, OptionValue> {
  return Object.fromEntries(options.map((o) => [o.key, o.default]));
}

/**
 * Parses an options list as a user types it: `seasons-weather optional-combat=on land-value=0`
 * (a bare key means on). Unknown keys are refused with the list of known ones.
 */
export function parseOptionList(options: readonly RuleOption[], text: string): Record<string, OptionValue> {
  const chosen: Record<string, OptionValue> = {};
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const [key = '', value] = token.split('=', 2);
    const option = findOption(options, key);
    chosen[option.key] = value === undefined ? parseOptionValue(option, 'on') : parseOptionValue(option, value);
  }
  return chosen;
}

export function findOption(options: readonly RuleOption[], key: string): RuleOption {
  const option = options.find((o) => o.key === key.trim().toLowerCase());
  if (!option) {
    throw new RuleError(`there is no option "${key}" in this ruleset`, `the options are: ${options.map((o) => o.key).join(', ')}`);
  }
  return option;
}
