/**
 * Issue 29, Pentangle ("Not affected by spells, curses, demons, or imp") and Melt Into Mist ("Can only MOVE T4 (no
 * fight)"): as they go into effect, the spells already in force on their target are suspended — out of force, kept
 * aside (`play.suspended`) — and they come back when the suspending spell ends or falls inert (RealmSpeak's
 * NullifyEffect, read: it nullifies the spells affecting the target and restores them when it is unapplied). Pure.
 *
 * Readings (docs/rules.md "Spells on the combat sheet"):
 * - Suspended are the spells in force whose every target is an individual the suspending spell is cast on; a spell on
 *   others too keeps acting on them (and on him).
 * - A suspended spell's time runs on: the moment that would end it in force ends it suspended (its MAGIC chit
 *   fatigues then, MP-11: in-force.ts spellsEndedEvents), so it never comes back after its time.
 * - A suspending spell energised again (Melt Into Mist, MP-12) does not suspend anew what came back at its Midnight.
 * - His curses act by day, and Pentangle is a combat spell: no curse of his is read in a combat, so none is suspended.
 */
import type { GameState } from '../../../core/state.js';
import { PUBLIC, type GameEvent } from '../../../core/types.js';
import { playOf } from '../play/access.js';
import { spellKey, type SpellHeld } from './in-force.js';

/** A spell kept aside while a suspending spell is in force on its target. */
export interface SpellSuspended {
  held: SpellHeld;
  /** The key of the spell that suspends it. */
  by: string;
}

/** What `play.spells-suspended` says: the suspending spell (key and words), the places in `play.inForce` suspended. */
export interface SpellsSuspended {
  by: string;
  spell: string;
  indices: number[];
  lines: string[];
}

/** The events of a suspending spell going into effect on these targets: none when nothing is in force on them. */
export function suspendedEvents(state: GameState, by: Pick<SpellHeld, 'caster' | 'spell' | 'castDay'>, targets: readonly string[], labels: readonly string[], actor: string): GameEvent[] {
  const key = spellKey(by);
  const held = playOf(state).inForce ?? [];
  const indices = held.flatMap((h, i) => (h.targets.length && h.targets.every((t) => targets.includes(t)) && spellKey(h) !== key ? [i] : []));
  if (!indices.length) return [];
  const on = labels.join(', ');
  const lines = indices.map((i) => `${held[i]!.name}'s ${held[i]!.spell} on ${on} is suspended while ${by.spell} is in force`);
  const payload: SpellsSuspended = { by: key, spell: by.spell, indices, lines };
  return [{ type: 'play.spells-suspended', payload, visibility: PUBLIC, actor }];
}

/**
 * `play.inForce` and `play.suspended` after spells ended or fell inert: those suspended by an ended or inert spell come
 * back in force (after the rest, in the order they were suspended); those the moment ended while suspended are gone.
 */
export function afterEnded(inForce: readonly SpellHeld[], suspended: readonly SpellSuspended[], ended: readonly number[], inert: readonly number[], endedSuspended: readonly number[] = []): { inForce: SpellHeld[]; suspended: SpellSuspended[] } {
  const stopped = new Set([...ended, ...inert].map((i) => spellKey(inForce[i]!)));
  const kept = suspended.filter((_, i) => !endedSuspended.includes(i));
  const back = kept.filter((s) => stopped.has(s.by)).map((s) => s.held);
  const remaining = inForce.flatMap((s, i) => (ended.includes(i) ? [] : inert.includes(i) ? [{ ...s, inert: true as const }] : [s]));
  return { inForce: [...remaining, ...back], suspended: kept.filter((s) => !stopped.has(s.by)) };
}
