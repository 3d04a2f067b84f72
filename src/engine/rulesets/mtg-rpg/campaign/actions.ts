import { z } from 'zod';
import { userRef } from '../../../core/actions.js';
import { FESTIVALS, STRUCTURES, type FestivalId, type StructureId } from '../lookup-tables.js';
import { ACTION_KINDS, FREE_ACTION_KINDS, SPY_RESULTS } from './types.js';

const actor = userRef;

/** Hex names as typed: `C4 D5, E6` (spaces or commas). */
const hexList = z.string().trim().max(400);
const realmName = z.string().trim().min(1).max(60);
const hex = z.string().trim().min(1).max(6);
const rating = z.number().int().min(0).max(30);

export const realmActionSchema = z.object({
  kind: z.enum(ACTION_KINDS),
  target: realmName.optional(),
  hexes: z.array(hex).max(24).optional(),
  amount: z.number().int().min(0).max(1000).optional(),
  structure: z.enum(STRUCTURES.map((s) => s.id) as [StructureId, ...StructureId[]]).optional(),
  festival: z.enum(FESTIVALS.map((f) => f.id) as [FestivalId, ...FestivalId[]]).optional(),
  extraGold: z.number().int().min(0).max(100).optional(),
  raze: z.boolean().optional(),
  capitol: z.enum(['conquer', 'install']).optional(),
  rulerJoins: z.boolean().optional(),
  withWizard: z.boolean().optional(),
  spy: z.enum(SPY_RESULTS).optional(),
  item: z.string().trim().max(40).optional(),
});

export const freeActionSchema = z.object({
  kind: z.enum(FREE_ACTION_KINDS),
  text: z.string().trim().max(300).optional(),
  gold: z.number().int().min(0).max(10_000_000).optional(),
  from: hex.optional(),
  to: hex.optional(),
  amount: z.number().int().min(1).max(1000).optional(),
  mercenaries: z.boolean().optional(),
});

/** The realm campaign's actions (issue: the realm campaign), added to the engine's action union. */
export const CAMPAIGN_ACTIONS = [
  z.object({
    type: z.literal('campaign.create'),
    actor,
    /** The map as text (rows of terrain letters), or a random map. */
    map: z.string().max(6000).optional(),
    random: z.object({ cols: z.number().int(), rows: z.number().int(), realms: z.number().int() }).optional(),
  }),
  z.object({ type: z.literal('campaign.setting'), actor, key: z.string().trim().min(1).max(40), value: z.string().trim().min(1).max(40) }),
  z.object({
    type: z.literal('campaign.hex'),
    actor,
    hex,
    terrain: z.string().trim().max(20).optional(),
    river: z.boolean().optional(),
    base: z.enum(['none', 'town', 'city']).optional(),
    fortification: z.number().int().min(0).max(6).optional(),
    capitol: z.boolean().optional(),
    guard: z.enum(['none', 'army', 'army-with-wizard']).optional(),
    realm: realmName.optional(),
  }),
  z.object({ type: z.literal('campaign.turn'), actor }),
  z.object({ type: z.literal('campaign.resolve'), actor, realm: realmName, modifier: z.string().trim().min(1).max(60) }),
  z.object({
    type: z.literal('campaign.realm-create'),
    actor,
    name: realmName,
    capitol: hex,
    hexes: hexList,
    bases: hexList.optional(),
    calling: z.string().trim().max(40).optional(),
    demeanor: z.string().trim().max(40).optional(),
    diplomacy: rating.optional(),
    wisdom: rating.optional(),
    wildernessLore: rating.optional(),
    war: rating.optional(),
    wizardRuler: z.boolean().optional(),
    createdInPlay: z.boolean().optional(),
  }),
  z.object({ type: z.literal('campaign.realm-set'), actor, realm: realmName, field: z.string().trim().min(1).max(40), value: z.string().trim().min(1).max(200) }),
  z.object({ type: z.literal('campaign.realm-ruler'), actor, realm: realmName, ruler: z.object({ id: z.string().min(1).max(64), name: z.string().min(1).max(100) }).nullable() }),
  z.object({
    type: z.literal('campaign.realm-orders'),
    actor,
    realm: realmName.optional(),
    tax: z.enum(['low', 'medium', 'high']).optional(),
    hardshipGold: z.boolean().optional(),
    troops: z.number().int().min(0).max(1000).optional(),
    delay: z.boolean().optional(),
    reduceMilitary: z.number().int().min(0).max(1000).optional(),
    knowledge: z.enum(['resources', 'gold']).optional(),
  }),
  z.object({ type: z.literal('campaign.realm-action'), actor, realm: realmName.optional(), slot: z.union([z.literal(1), z.literal(2)]), action: realmActionSchema.nullable() }),
  z.object({ type: z.literal('campaign.realm-free'), actor, realm: realmName.optional(), free: freeActionSchema.nullable() }),
] as const;

export type CampaignAction = z.output<(typeof CAMPAIGN_ACTIONS)[number]>;
