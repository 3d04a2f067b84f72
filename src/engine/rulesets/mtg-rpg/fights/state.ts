/**
 * A fight between wizards and monsters (issue 15; RPG-C2–C16, C33–C38, C41, A33–A36, D83, D84): the state one fight
 * keeps while it runs. Wizards' life points are as secret as in a duel: the view shows each only his own.
 */
import type { Monster } from './monsters.js';

export interface FightWizard {
  userId: string;
  /** His life points now (his and the GM's). */
  life: number;
  /** A33–A36: his armour's points, the DR it gives (and that he casts no spell while he wears it, A34). */
  armour: number;
  magicalArmour?: boolean;
  /** C33, C34: bleeding stopped. */
  stabilised?: boolean;
  /** C10: dodges made this round. */
  dodges: number;
  /** C10: he gave up this round's action to dodge (held it, or it was still to come). */
  gaveUp?: boolean;
  /** C10: he aborted to dodge after acting: his next round's action is gone. */
  aborted?: boolean;
  /** A shield of `prevent N` up for the round. */
  shield?: number;
  /** Damage taken this round from each source (D83, R23: more than 10 from one calls for an item check). */
  taken: Record<string, number>;
}

/** A monster's attack waiting on its target's answer: dodge with a card, or take it (C10). */
export interface PendingAttack {
  monster: string;
  target: string;
}

export interface Fight {
  id: number;
  round: number;
  stage: 'initiative' | 'acting' | 'over';
  monsters: Monster[];
  wizards: FightWizard[];
  /** C8: the initiative cards chosen in secret (a card's index in his library, or none). */
  initiative: Record<string, number | 'none'>;
  /** The order of action: user ids and monster ids, first to last (C8, C9). */
  order: string[];
  /** Whose turn it is: an index into `order`. */
  at: number;
  pending?: PendingAttack;
  /** C38: monster id → the wizard holding it (he casts no spell and uses no item meanwhile; it cannot attack). */
  grappled: Record<string, string>;
}

/** The fights with this one in its place (a new one last). */
export const setFight = (fights: readonly Fight[], fight: Fight): Fight[] => (fights.some((f) => f.id === fight.id) ? fights.map((f) => (f.id === fight.id ? fight : f)) : [...fights, fight]);

/** The life points a step of the fight leaves: each wizard's (by user id) and each monster's (by name), and the round. */
export interface FightStanding {
  round: number;
  wizards: [string, number][];
  monsters: [string, number][];
}
export const standingOf = (f: Fight): FightStanding => ({ round: f.round, wizards: f.wizards.map((w) => [w.userId, w.life]), monsters: f.monsters.map((m) => [m.name, m.life]) });
