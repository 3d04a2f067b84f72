/**
 * Commands as forms (issue 12): a "Record orders" button opens a form (a Discord modal) with the command's options
 * as text fields, filled with what the player gave last; submitting it runs the command as if typed, with every
 * check and reply of the command. The button and the form name the command: `form:orders:record`.
 *
 * The look-up of the command is handed in (registry.ts owns the list of commands, and the commands use this module).
 */
import { RuleError } from '../engine/core/types.js';
import type { Button, Form } from '../render/message.js';
import type { ComponentSpec, Invocation, Services, SubcommandSpec } from './types.js';

type Lookup = (command: string, subcommand?: string) => { sub: SubcommandSpec } | undefined;

/** Discord's limits on a modal: its title and a field's label at most 45 characters, a placeholder 100, 5 fields. */
const TITLE_MAX = 45;
const PLACEHOLDER_MAX = 100;
const FIELDS_MAX = 5;

/** The button that opens a command's form. */
export const formButton = (command: string, subcommand: string, label: string): Button => ({ customId: `form:${command}:${subcommand}`, label });

/** The form of a command for this user, filled with what the command's `prefill` gives him. */
async function formFor(lookup: Lookup, command: string, subcommand: string, ctx: { invocation: Invocation; services: Services }): Promise<Form> {
  const sub = lookup(command, subcommand)?.sub;
  const form = sub?.form;
  if (!sub || !form) throw new RuleError('this form is no longer in use', 'use the slash command instead');
  const filled = (await form.prefill?.(ctx)) ?? {};
  return {
    customId: `form:${command}:${subcommand}`,
    title: form.title.slice(0, TITLE_MAX),
    fields: form.fields.slice(0, FIELDS_MAX).map((name) => {
      const option = sub.options.find((o) => o.name === name)!;
      const choices = option.choices?.map((c) => c.value).join(' / ');
      return {
        id: name,
        label: name.slice(0, TITLE_MAX),
        ...(filled[name] ? { value: filled[name] } : {}),
        placeholder: (choices ? `${choices} (blank: as it is)` : option.description).slice(0, PLACEHOLDER_MAX),
        required: option.required === true,
        ...(option.maxLength ? { maxLength: option.maxLength } : {}),
      };
    }),
  };
}

/** The forms' buttons: answered with the form itself (Discord shows it as a modal over the chat). */
export function formComponent(lookup: Lookup): ComponentSpec {
  return {
    prefix: 'form',
    handler: async ([command = '', subcommand = ''], ctx) => {
      const form = await formFor(lookup, command, subcommand, ctx);
      return { reply: { ephemeral: true, content: `Fill in the form, or use /${command} ${subcommand}.` }, form };
    },
  };
}

/** A submitted form as the command it names: `form:orders:record` → /orders record, its fields as options (blank ones left out). */
export function submittedForm(lookup: Lookup, customId: string, fields: Record<string, string>): { command: string; subcommand: string; options: Record<string, string> } | undefined {
  const [prefix, command, subcommand] = customId.split(':');
  if (prefix !== 'form' || !command || !subcommand || !lookup(command, subcommand)?.sub.form) return undefined;
  return { command, subcommand, options: Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== '')) };
}
