/**
 * Issue 29: the in-combat spells in force (magic/effects/in-combat.ts) where the combat sheet meets them — read from
 * the spells in force (magic/in-force.ts spellsOn; an inert permanent spell does nothing). Pure.
 *
 * Readings (docs/rules.md "Spells on the combat sheet"):
 * - Peace: its target makes no attack (his weapon's, a monster's and its head's or club's) until an attack is aimed at
 *   him — by anyone, the caster too. The round an attack is aimed at him his own attack lands with the rest (the
 *   attacks of a round are placed together) and the Peace ends (`peaceBroken`).
 * - Melt Into Mist: the mist makes no attack and no attack reaches it; every MOVE chit of a character in mist reads
 *   MOVE T4, a monster's move time 4.
 * - Pentangle: no demon's or imp's attack reaches its target (its spells: combat/cast.ts spellsAtReveal).
 * - Elven Grace: a character's MOVE chits read their time from their strength (L 1, M 2, H 3, T 4); a monster's move
 *   time from its vulnerability.
 * - Poison: his weapon's (or dagger's) attack one star sharper.
 * - Unleash Power: each of his MAGIC chits also plays as a MOVE or FIGHT chit of the strength its time gives (2, 3 L;
 *   4 M; 5 H; 6 T), its time and asterisks its own.
 */
import type { GameState } from '../../../../core/state.js';
import type { ActionChit, CharacterKit } from '../../characters/kits.js';
import type { MonsterDef } from '../../denizens/denizens.js';
import { spellsOn, type SpellHeld } from '../../magic/in-force.js';
import { playOf } from '../../play/access.js';
import { shapeChits, shapeNow } from '../../magic/shapes.js';
import type { ClearingCombat } from '../state.js';
import { effectOf } from '../../magic/spell-effects.js';
import type { InCombatEffect } from '../../magic/effects/in-combat.js';
import type { DenizenSide, Strength } from '../../terms.js';

type Kind = InCombatEffect['kind'];
type EffectOf<K extends Kind> = Extract<InCombatEffect, { kind: K }>;

/** The spell of this kind in force on him (not inert), with its effect. */
export function activeOn<K extends Kind>(state: GameState, id: string, kind: K): { held: SpellHeld; effect: EffectOf<K> } | undefined {
  for (const held of spellsOn(state, id)) {
    if (held.inert) continue;
    const effect = effectOf(held.spell);
    if (effect !== 'open' && effect.kind === kind) return { held, effect: effect as EffectOf<K> };
  }
  return undefined;
}

/** Demons and imps (Pentangle's "demons, or imp"), by their printed names. */
const DEMONS_AND_IMPS = new Set(['Demon', 'Winged Demon', 'Imp']);

/** What the spells in force do to the round's attacks: who is peaceful, and which attack cannot reach its target. */
export interface SheetSpells {
  /** Peace: the individuals who make no attack until attacked, each with the words of his Peace. */
  peaceful: ReadonlyMap<string, string>;
  /** Why an attack of `attacker` on `target` does not happen (Melt Into Mist, Pentangle), or undefined. */
  spared: (attacker: string, target: string) => string | undefined;
}

/** The sheet spells of the individuals fighting in the clearing (`names`: a denizen's printed name by id). */
export function sheetSpellsOf(state: GameState, ids: readonly string[], names: ReadonlyMap<string, string>, label: (id: string) => string): SheetSpells {
  const peaceful = new Map<string, string>();
  const mist = new Set<string>();
  const pentangle = new Set<string>();
  for (const id of ids) {
    const peace = activeOn(state, id, 'peace');
    if (peace) peaceful.set(id, `Peace (cast by the ${peace.held.name}) holds ${label(id)} until attacked`);
    if (activeOn(state, id, 'mist')) mist.add(id);
    if (activeOn(state, id, 'pentangle')) pentangle.add(id);
  }
  return {
    peaceful,
    spared: (attacker, target) => {
      if (mist.has(attacker)) return `${label(attacker)} is mist (Melt Into Mist): no fight`;
      if (mist.has(target)) return `${label(target)} is mist (Melt Into Mist): the attack passes through`;
      if (pentangle.has(target) && DEMONS_AND_IMPS.has(names.get(attacker) ?? '')) return `Pentangle: no demon or imp harms ${label(target)}`;
      return undefined;
    },
  };
}

/** An attack as the spells judge it: who makes it (a part: its monster) and at whom. */
interface Aimed {
  id: string;
  target: string;
}

/**
 * The round's attacks under the spells in force: those that happen, those held back (and why), and the peaceful
 * individuals an attack was aimed at (their Peace ends). `ownerOf`: the monster a head, club or buckler belongs to.
 */
export function underSheetSpells<A extends Aimed>(attacks: readonly A[], spells: SheetSpells, ownerOf: (id: string) => string | undefined): { kept: A[]; held: { a: A; why: string }[]; peaceBroken: string[] } {
  const who = (id: string) => ownerOf(id) ?? id;
  const held: { a: A; why: string }[] = [];
  const free: A[] = [];
  for (const a of attacks) {
    const why = spells.spared(who(a.id), who(a.target));
    if (why) held.push({ a, why });
    else free.push(a);
  }
  // Peace: an attack aimed at a peaceful individual frees his own; which may free another's, and so on.
  const broken = new Set<string>();
  const attacked = new Set(free.filter((a) => !spells.peaceful.has(who(a.id))).map((a) => who(a.target)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of spells.peaceful.keys()) {
      if (broken.has(p) || !attacked.has(p)) continue;
      broken.add(p);
      changed = true;
      for (const a of free) if (who(a.id) === p) attacked.add(who(a.target));
    }
  }
  const kept = free.filter((a) => {
    const p = who(a.id);
    if (!spells.peaceful.has(p) || broken.has(p)) return true;
    held.push({ a, why: spells.peaceful.get(p)! });
    return false;
  });
  return { kept, held, peaceBroken: [...broken] };
}

/** Elven Grace and Melt Into Mist: a MOVE chit as the spells in force on him read it (its label shows it). */
function moveUnder(state: GameState, userId: string): ((c: ActionChit) => ActionChit) | undefined {
  const mist = activeOn(state, userId, 'mist');
  if (mist) return (c) => ({ ...c, strength: mist.effect.move.strength, time: mist.effect.move.time });
  const grace = activeOn(state, userId, 'move-by-strength');
  if (grace) return (c) => ({ ...c, time: grace.effect.times[c.strength as Strength] ?? c.time });
  return undefined;
}

/**
 * His kit as the in-combat spells in force on him change it: his MOVE chits under Elven Grace or Melt Into Mist; his
 * MAGIC chits playing as MOVE or FIGHT chits under Unleash Power (combat/plays.ts playedAs); a shape's own chits.
 */
export function kitUnderSheetSpells(state: GameState, userId: string, kit: CharacterKit): CharacterKit {
  const move = moveUnder(state, userId);
  // Issue 29: in a shape (Transform, Absorb Essence) the shape's own chits follow his (magic/shapes.ts shapeChits).
  const shape = shapeNow(state, userId)?.shape;
  const chits = [...(move ? kit.chits.map((c) => (c.kind === 'MOVE' ? move(c) : c)) : kit.chits), ...(shape ? shapeChits(shape) : [])];
  const moved = move || shape ? { ...kit, chits, ...(shape ? { shapeFrom: kit.chits.length } : {}) } : kit;
  const unleashed = activeOn(state, userId, 'magic-as-action');
  return unleashed ? { ...moved, magicPlays: unleashed.effect.strengths } : moved;
}

/** A monster as the spells in force on it read it: its move time on both sides (Elven Grace: by its vulnerability; mist: 4). */
export function monsterUnder(state: GameState, id: string, def: MonsterDef): MonsterDef {
  const mist = activeOn(state, id, 'mist');
  const grace = activeOn(state, id, 'move-by-strength');
  const time = mist ? mist.effect.move.time : grace?.effect.times[def.vulnerability];
  if (time === undefined) return def;
  const side = (s: DenizenSide): DenizenSide => (s.move === undefined && !mist ? s : { ...s, move: time });
  return { ...def, light: side(def.light), dark: side(def.dark) };
}

/** Poison: the stars his weapon's attack gains from the spells in force on it. */
export const weaponStars = (state: GameState, userId: string): number => activeOn(state, userId, 'sharpness')?.effect.stars ?? 0;

/** Pentangle: whether no spell affects him — one in force, or one that went into effect earlier this reveal (`now`). */
export const immuneToSpells = (state: GameState, id: string, now: readonly SpellHeld[] = []): boolean =>
  activeOn(state, id, 'pentangle') !== undefined || now.some((h) => h.targets.includes(id) && kindIs(h.spell, 'pentangle'));

export const kindIs = (spell: string, kind: Kind): boolean => {
  const e = effectOf(spell);
  return e !== 'open' && e.kind === kind;
};

/**
 * Unleash Power: his MAGIC chits busy with magic, which play as no MOVE or FIGHT — the one he casts with this round and
 * those holding a spell in force (seed 001 l.37).
 */
export function magicChitsBusy(state: GameState, c: ClearingCombat, userId: string): number[] {
  const cast = c.casts?.[userId]?.means;
  return [...(cast && 'chit' in cast ? [cast.chit] : []), ...(playOf(state).inForce ?? []).filter((h) => h.caster === userId && h.chit !== undefined).map((h) => h.chit!)];
}
