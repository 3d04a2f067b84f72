/**
 * Issue 29, Peace (magic/effects/in-combat.ts): it ends when an attack is aimed at its target (combat/spells/sheet-spells.ts
 * `peaceBroken`, read by the round). Pure.
 */
import type { GameState } from '../../../../core/state.js';
import type { GameEvent } from '../../../../core/types.js';
import { characterWords } from '../../characters/kits.js';
import { endedEvents } from '../../magic/in-force.js';
import { playOf } from '../../play/access.js';
import { kindIs } from './sheet-spells.js';

/**
 * Peace ends when an attack is aimed at its target (`peaceBroken`): its `play.spells-ended` (the moment `broken`) and,
 * MP-11, the MAGIC chit that held it fatigued.
 */
export function peaceEndedEvents(state: GameState, peaceBroken: readonly string[], label: (id: string) => string, actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const ended = held.flatMap((s, i) => (!s.inert && s.targets.some((t) => peaceBroken.includes(t)) && kindIs(s.spell, 'peace') ? [i] : []));
  if (!ended.length) return [];
  const object = (id: string) => (state.players.some((p) => p.userId === id) ? characterWords(label(id).replace(/^the /, '')).object : 'it');
  const lines = ended.map((i) => `${held[i]!.name}'s Peace on ${held[i]!.targets.map(label).join(', ')} ends: an attack was aimed at ${object(held[i]!.targets[0]!)}`);
  // MP-9, MP-11: ended as any spell broken early ends, its MAGIC chit fatigued (magic/in-force.ts endedEvents).
  return endedEvents(state, { at: 'broken', day: playOf(state).day?.number ?? 1, ended, inert: [], lines }, 'ended when its target was attacked', actor);
}

