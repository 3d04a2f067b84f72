import { z } from 'zod';

/**
 * A table of the seeds, as data. Rows cover the table's range [min, max] without gaps; a roll below the
 * first row reads as the first, above the last as the last (RULES.md "Readings").
 */
export const tableRowSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** One text per column, in the order of `columns`. */
  results: z.array(z.string().min(1)).min(1),
});

const ruleId = z.string().regex(/^(SW|MP|X1|BI)-\d+$/);

export const tableSchema = z
  .object({
    /** Lower-case name a player types: `bounty`, `steal-reward`. */
    name: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    /**
     * `seed`: a table the seeds print, under its rule ID; `core`: a table of the core game the seeds assume but do
     * not print (Hide, Meeting…: src/engine/rulesets/magic-realm/tables), which has no rule ID of its own.
     */
    origin: z.enum(['seed', 'core']).default('seed'),
    /** Rule ID of ../shared/RULES.md (X1-6, BI-10); a seed table's only. */
    rule: ruleId.optional(),
    /** Rules of RULES.md that touch a core table (SW-13 forbids HIDE in some weeks). */
    seedRules: z.array(ruleId).default([]),
    /** Where in the seed: "Expansion One 4.2"; for a core table, where the reference data has it. */
    source: z.string().min(1),
    /**
     * `2d6-high`: two dice, the higher counts (the core convention); `1d6`: one die; `none`: a list read
     * by what is at hand, not rolled (the Blacksmith's prices, Drain Life by monster size).
     */
    dice: z.enum(['2d6-high', '1d6', 'none']),
    /** For `dice: 'none'`: the name of each row (Suit of Armor, Tremendous), in row order. */
    rowNames: z.array(z.string().min(1)).optional(),
    /** The columns, e.g. offroad's MOUNTAINS / CAVES / OTHER; a plain table has one. */
    columns: z
      .array(z.object({ key: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) }))
      .min(1),
    rows: z.array(tableRowSchema).min(1),
    /**
     * How the columns relate: `choose` — the roller picks one (offroad by clearing type, the dice table's
     * cheating column); `together` — every column is part of one result (bounty and its reward).
     */
    columnMode: z.enum(['choose', 'together']).default('choose'),
    /** How the table is used: when to roll, standing modifiers. Shown by /rules. */
    notes: z.string().optional(),
    /** No modifiers of any kind (a core table's repositioning, change tactics, monster roll). */
    plain: z.boolean().default(false),
    /** Rows as a seed rule changes them in a game whose option is on (BI-6 on the Meeting table). */
    variants: z
      .array(z.object({ option: z.string().min(1), rule: ruleId, description: z.string().min(1), rows: z.array(tableRowSchema).min(1) }))
      .default([]),
  })
  .superRefine((table, ctx) => {
    if ((table.origin === 'seed') !== (table.rule !== undefined)) {
      ctx.addIssue({ code: 'custom', message: `${table.name}: a seed table has a rule ID, a core table none` });
    }
    for (const v of table.variants) {
      if (v.rows.map((r) => `${r.from}-${r.to}:${r.results.length}`).join() !== table.rows.map((r) => `${r.from}-${r.to}:${r.results.length}`).join()) {
        ctx.addIssue({ code: 'custom', message: `${table.name}: the ${v.rule} variant's rows do not match the table's` });
      }
    }
    if ((table.dice === 'none') !== (table.rowNames?.length === table.rows.length)) {
      ctx.addIssue({ code: 'custom', message: `${table.name}: a table that is not rolled names each row, and only such a table` });
    }
    let expected = table.rows[0]?.from ?? 1;
    for (const [i, row] of table.rows.entries()) {
      if (row.from !== expected || row.to < row.from) {
        ctx.addIssue({ code: 'custom', message: `${table.name}: row ${i} must start at ${expected}` });
      }
      if (row.results.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          message: `${table.name}: row ${i} has ${row.results.length} results for ${table.columns.length} columns`,
        });
      }
      expected = row.to + 1;
    }
  });

/** A table as the engine uses it (parsed: defaults filled in). */
export type TableDef = z.infer<typeof tableSchema>;
/** A table as the data files write it (before parsing). */
export type TableInput = z.input<typeof tableSchema>;
export type TableRow = z.infer<typeof tableRowSchema>;

/** A named adjustment to a table roll, shown in the reply ("earlier attempts today +2"). */
export interface Modifier {
  label: string;
  value: number;
}
