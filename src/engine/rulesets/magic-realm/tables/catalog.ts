/**
 * Magic Realm's tables as the catalogue reads them (src/engine/tables/catalog.ts): the ruleset hands them to the
 * engine (src/engine/rulesets/index.ts), so that `/roll table` rolls them and `/rules` shows them.
 */
import { tableCatalog } from '../../../tables/catalog.js';
import type { TableInput } from '../../../tables/table-schema.js';
import { BIMR4_TABLES } from './bimr4-tables.js';
import { CORE_CATALOG_TABLES } from './catalog-entries.js';
import { EXPANSION_ONE_TABLES } from './expansion-one-tables.js';

/** Every table of the seeds (Expansion One's, then BIMR4's optional combat tables), then the core game's. */
export const MAGIC_REALM_TABLES: readonly TableInput[] = [...EXPANSION_ONE_TABLES, ...BIMR4_TABLES, ...CORE_CATALOG_TABLES];

/** The same tables looked up by the rules themselves (BIMR4's Fumble and Stumble rolls, a table rolled for a character). */
export const MAGIC_REALM_CATALOG = tableCatalog(MAGIC_REALM_TABLES);
