import { lookupReference, searchReference } from '../engine/parts.js';
import { COLORS } from '../render/message.js';
import { RuleError } from '../engine/core/types.js';
import type { CommandSpec } from './types.js';

const KIND_LABEL = { rule: 'Rule', spell: 'Spell', traveller: 'Traveller', 'rpg-table': 'MtG RPG table', table: 'Table' } as const;

export const rulesCommand: CommandSpec = {
  name: 'rules',
  description: 'Look up a table, spell, traveller, rule ID or MtG RPG table',
  flat: true,
  subcommands: [
    {
      name: 'rules',
      description: 'Look up a table, spell, traveller, rule ID or MtG RPG table',
      example: '/rules topic:SW-5',
      options: [
        {
          name: 'topic',
          description: 'A table (bounty), spell, traveller, rule ID (SW-5, X1-7, RPG-E8) or RPG table',
          type: 'string',
          required: true,
          maxLength: 100,
          autocomplete: (typed) => searchReference(typed),
        },
      ],
      handler: async (ctx) => {
        const topic = ctx.options.topic as string;
        const entry = lookupReference(topic);
        if (!entry) {
          const near = searchReference(topic).slice(0, 5).map((c) => c.value);
          throw new RuleError(`I know no rule, table, spell or traveller called "${topic}"`, near.length ? `did you mean ${near.join(', ')}?` : 'try a rule ID like SW-5 or a table name like bounty');
        }
        return {
          reply: {
            ephemeral: false,
            embeds: [{ title: `${KIND_LABEL[entry.kind]}: ${entry.title}`, description: entry.description, fields: entry.fields, color: COLORS.info }],
          },
        };
      },
    },
  ],
};
