/**
 * What a card's effect does when it is played (issue 15; RPG-C21–C23, C14, C18), one entry per kind of effect, read
 * by the duels (duels/resolve.ts) and the fights (fights/flow.ts) alike (issue 28): each applies it to its own
 * table — a duellist's life points, a monster's. A library list writes the effect after the card's cost
 * ("Shock R | damage 2", sheet/cards.ts reads it).
 */
import type { CardEffect } from './sheet/cards.js';

export interface EffectPlay {
  /** Damage dealt to the other side (a duellist, the monster aimed at). */
  damage?: number;
  /** A creature attacks once (no summoning sickness) with its power; a wall blocks and never attacks. */
  attack?: { power: number; wall: boolean };
  /** Life points gained by the caster. */
  gain?: number;
  /** Damage to the caster prevented while the shield stands (a duel's turn, a fight's round). */
  prevent?: number;
  /** An interrupt that cancels the other's spell of the turn (C22: where interrupts are played). */
  counter?: true;
  /** An effect the bot cannot read: the GM applies its text. */
  gmApplies?: string;
}

type Table = { [K in CardEffect['kind']]: (e: Extract<CardEffect, { kind: K }>) => EffectPlay };

export const CARD_EFFECTS: Table = {
  damage: (e) => ({ damage: e.amount }),
  creature: (e) => ({ attack: { power: e.power, wall: e.wall } }),
  gain: (e) => ({ gain: e.amount }),
  prevent: (e) => ({ prevent: e.amount }),
  counter: () => ({ counter: true }),
  text: (e) => ({ gmApplies: e.text }),
};

/** What a card with this effect does when played; undefined for a card whose list gives none. */
export const effectPlay = (e: CardEffect | undefined): EffectPlay | undefined => (e ? (CARD_EFFECTS[e.kind] as (e: CardEffect) => EffectPlay)(e) : undefined);
