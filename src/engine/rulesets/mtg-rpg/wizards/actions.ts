/** The actions of the MtG RPG's wizards (issue 15): what /wizard and /sanctuary ask of the engine. */
import { z } from 'zod';
import { PRONOUNS } from '../../../pronouns.js';
import { playerId, userRef } from '../../../core/actions.js';
import { ATTRIBUTES, COLOURS, RENEWALS } from '../sheet/creation.js';
import { RARITIES } from './sanctuary.js';

export const WIZARD_ACTIONS = [
  z.object({
    type: z.literal('wizards.create'),
    actor: userRef,
    /** GM: the player whose wizard it is. */
    player: playerId.optional(),
    attributes: z.string().trim().min(1).max(200),
    skills: z.string().trim().min(1).max(600),
    primary: z.enum(COLOURS),
    calling: z.string().trim().min(1).max(60),
    renewal: z.enum(RENEWALS),
    /** RPG-A3: one or more demeanors, "Commanding, Lazy". */
    demeanor: z.string().trim().min(1).max(200).optional(),
    /** Issue 27: the wizard's pronoun (he when left out, as older logs read). */
    pronouns: z.enum(PRONOUNS).optional(),
  }),
  /** RPG-A3, A4: his calling or demeanor — chosen once by him where he has none, changed after only by the GM. */
  z.object({ type: z.literal('wizards.persona'), actor: userRef, player: playerId.optional(), calling: z.string().trim().min(1).max(60).optional(), demeanor: z.string().trim().min(1).max(200).optional() }),
  /** His library as a list (the referee deck's list format), shuffled, and his hand drawn (RPG-A13, C2). */
  z.object({ type: z.literal('wizards.library'), actor: userRef, player: playerId.optional(), list: z.string().trim().min(1).max(6000), truncated: z.boolean().optional() }),
  /** The GM calls for a check (RPG-B2): a skill or attribute and the DC, hidden from the player. */
  z.object({
    type: z.literal('wizards.call'),
    actor: userRef,
    player: playerId,
    what: z.string().trim().min(1).max(200),
    by: z.string().trim().min(1).max(40),
    dc: z.number().int().min(0).max(40),
    /** B8: the DC is the other side's total. */
    opposed: z.boolean().optional(),
    /** B10: earlier attempts at the same, where the GM allows a repeat. */
    attempts: z.number().int().min(0).max(5).optional(),
    /** B11: helpers whose DC 9 actions succeeded. */
    helpers: z.number().int().min(0).max(10).optional(),
    /** C7: a surprise check — within 3 points he acts in round 1. */
    surprise: z.boolean().optional(),
  }),
  /** RPG-A29: his starting gold, drawn once (5 gp × a referee card's mana value); later the GM's changes. */
  z.object({ type: z.literal('wizards.gold'), actor: userRef, player: playerId.optional(), change: z.number().int().min(-1_000_000).max(1_000_000).optional() }),
  /** RPG-C12: extra movement — the mana value of a card of his hand added to his walk; the card is spent. */
  z.object({ type: z.literal('wizards.move'), actor: userRef, player: playerId.optional(), card: z.string().trim().min(1).max(100) }),
  /** RPG-B15: a luck draw — a random card from his library; the highest casting cost is the luckiest. */
  z.object({ type: z.literal('wizards.luck'), actor: userRef, player: playerId.optional() }),
  /**
   * His renewal period (RPG-B7, C42): the graveyard back into the library, shuffled, the hand drawn up; life points
   * healed (bed rest, a healer's care and a night's care are the GM's to grant).
   */
  z.object({ type: z.literal('wizards.renew'), actor: userRef, player: playerId.optional(), bedRest: z.boolean().optional(), healerCare: z.boolean().optional(), nightCare: z.boolean().optional(), newHand: z.boolean().optional() }),
  /** RPG-D2, D3, D4, D61: XP spent in the sanctuary on one thing — an attribute, a skill, a feat or a spell. */
  z.object({
    type: z.literal('wizards.train'),
    actor: userRef,
    player: playerId.optional(),
    attribute: z.enum(ATTRIBUTES).optional(),
    skill: z.string().trim().min(1).max(60).optional(),
    feat: z.string().trim().min(1).max(60).optional(),
    /** A spell acquired, as a library entry: "Winged Ornithopter 0 | creature 1/1". */
    spell: z.string().trim().min(1).max(200).optional(),
    /** D27: a cohort (Leadership), bought or improved: "Hippogriff 3/3 flying mounted-flying". */
    cohort: z.string().trim().min(1).max(120).optional(),
    rarity: z.enum(RARITIES).optional(),
    /** R34: 100 gp per XP for half the time. */
    fast: z.boolean().optional(),
    /** A feat's choice: Enhanced Renewal's time (D21), Add Mana Source's colour (D6), Quicken Spell's spell cost (D36). */
    with: z.string().trim().min(1).max(40).optional(),
  }),
  /** RPG-C43: the GM records his days without sleep (0: he has rested 8 hours). */
  z.object({ type: z.literal('wizards.fatigue'), actor: userRef, player: playerId, days: z.number().int().min(0).max(10) }),
  /** RPG-D1: the GM awards experience points. */
  z.object({ type: z.literal('wizards.xp'), actor: userRef, player: playerId, xp: z.number().int().min(1).max(50), why: z.string().trim().max(200).optional() }),
  /** He answers the call with a card from his hand, and perhaps a power-play card (RPG-B3, B12). */
  z.object({
    type: z.literal('wizards.check'),
    actor: userRef,
    player: playerId.optional(),
    card: z.string().trim().min(1).max(100),
    power: z.string().trim().min(1).max(100).optional(),
    /** B13: unspent XP spent on a heroic deed, −3 DC each. */
    heroic: z.number().int().min(1).max(3).optional(),
  }),
] as const;

/** One action of a wizard, as its schema reads it. */
export type WizardAction = z.output<(typeof WIZARD_ACTIONS)[number]>;
