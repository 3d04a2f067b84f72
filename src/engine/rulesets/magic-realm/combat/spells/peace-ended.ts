/**
 * Issue 29, Peace (magic/effects/in-combat.ts): it ends when an attack is aimed at its target (combat/spells/sheet-spells.ts
 * `peaceBroken`, read by the round). Pure.
 */
import type { GameState } from '../../../../core/state.js';
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../../core/types.js';
import { characterWords, chitLabel } from '../../characters/kits.js';
import { kitOf, sheetOf } from '../../characters/sheet.js';
import { sheetDelta } from '../../characters/sheet-delta.js';
import { fatiguedAt } from '../../magic/spell-fatigue.js';
import { playOf } from '../../play/access.js';
import { withFatigued } from '../cast.js';
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
  const events: GameEvent[] = [{ type: 'play.spells-ended', payload: { at: 'broken', day: playOf(state).day?.number ?? 1, ended, inert: [], lines }, visibility: PUBLIC, actor }];
  for (const i of ended) {
    const s = held[i]!;
    const sheet = sheetOf(state, s.caster);
    if (s.chit === undefined || !sheet) continue;
    const chits = fatiguedAt([{ chit: s.chit, kind: 'magic', spell: s.spell }], { at: 'spell-expired', spell: s.spell });
    const kit = kitOf(state, s.caster)!;
    events.push({ type: 'play.sheet-set', payload: { userId: s.caster, name: s.name, changes: sheetDelta(sheet, withFatigued(sheet, chits)), what: `${chits.map((c) => chitLabel(kit.chits[c]!)).join(', ')} fatigued (the Peace it held ended)` }, visibility: onlyPlayers(s.caster), actor });
  }
  return events;
}

