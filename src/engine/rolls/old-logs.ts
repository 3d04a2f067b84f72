/** The names the rolls' events had until issue 28 gave each part one name (`rolls.…`): read as today's (engine.ts). */
const FORMER_NAMES: Readonly<Record<string, string>> = { 'rolls.dice-rolled': 'dice.rolled', 'rolls.table-rolled': 'table.rolled', 'rolls.private-made': 'roll.private-made' };

/** The name a rolls event type had before issue 28, if it had another. */
export const formerName = (type: string): string | undefined => FORMER_NAMES[type];
