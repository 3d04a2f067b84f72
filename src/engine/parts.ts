/**
 * The engine as this bot runs it: its rulesets and its one list of parts. A new rule area is its own folder with a
 * `part.ts` (src/engine/core/part.ts says what a part holds) plus one line here.
 */
import { createEngine } from './core/engine.js';
import type { z } from 'zod';
import { boardPart } from './rulesets/magic-realm/board/part.js';
import { playPart } from './rulesets/magic-realm/play/part.js';
import { combatPart } from './rulesets/magic-realm/combat/part.js';
import { campaignPart } from './rulesets/mtg-rpg/campaign/part.js';
import { wizardsPart } from './rulesets/mtg-rpg/wizards/part.js';
import { duelsPart } from './rulesets/mtg-rpg/duels/part.js';
import { fightsPart } from './rulesets/mtg-rpg/fights/part.js';
import { deckPart } from './rulesets/mtg-rpg/deck/part.js';
import { RULESETS } from './rulesets/index.js';
import { rollsPart } from './rolls/part.js';
import { tableCatalog } from './tables/catalog.js';
import { referenceBook } from './reference/book.js';
import { ruleTopics } from './reference/rule-entries.js';
import { tableTopics } from './reference/table-entries.js';
import { schedulePart } from './schedule/part.js';

/** The tables every ruleset hands in: what `/roll table` rolls and `/rules` shows. */
export const TABLES = tableCatalog(Object.values(RULESETS).flatMap((r) => r.tables));
export const { all: ALL_TABLES, find: findTable, search: searchTables, names: tableNames } = TABLES;

/** What `/rules` looks up: the rule index, what each ruleset hands in, and the tables. */
export const REFERENCE = referenceBook([...ruleTopics(), ...Object.values(RULESETS).flatMap((r) => r.reference), ...tableTopics(TABLES.all)]);
export const { lookup: lookupReference, search: searchReference, topics: referenceTopics } = REFERENCE;

export const PARTS = [rollsPart(TABLES), deckPart, campaignPart, wizardsPart, duelsPart, fightsPart, boardPart, playPart, combatPart, schedulePart] as const;

export const engine = createEngine({ rulesets: RULESETS, parts: PARTS });

export const { actionSchema, decide, evolve, replay, describeEvent, waitingOn, currentEvent, withFormerNames } = engine;

/** Every action a user can take, validated with zod before the engine decides on it. */
export type Action = z.output<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
