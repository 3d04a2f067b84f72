/**
 * Denizens commanded by spells (issue 29, the denizens family): the monsters a character controls (Control Bats,
 * Guide Spider or Octopus), the monsters and native groups he pacified (Persuade, Deal with Goblins), read from the
 * spells in force, and which denizens such a spell takes as its target. Pure.
 *
 * Readings (docs/rules.md "Spells on shapes and denizens"):
 * - A spell aimed at monsters of some kinds ("bats", "spider, octopus", "goblins", "giants and ogres") takes a monster
 *   whose name ends with that kind (Giant Bat: bat; Axe Goblin: goblin; T Spider: spider) — so the Giant Bat is no
 *   giant for Persuade; Persuade's "human group" is a native group in the clearing, named by its group (Company).
 * - A controlled monster (RealmSpeak ControlEffect) does not attack its controller: it comes off his sheet at the
 *   reveal, he cannot lure it onto his own sheet, random assignment gives it to nobody, nobody else lures it. In his
 *   luring turn he may send it against another character fighting there (`/combat lure onto:`): it goes on that
 *   one's sheet and attacks him as a monster does. By day it goes where he goes (RealmSpeak makes it his minion): one
 *   that stood in his clearing as his turn began ends it in his last clearing; it does not block him, and no monster
 *   roll moves it (it prowls no more).
 * - A pacified monster (RealmSpeak PacifyEffect) does not attack the character who pacified it: it comes off his
 *   sheet at the reveal, he cannot lure it, random assignment never puts it on his sheet; others fight it as before.
 * - A pacified native group is FRIENDLY (Persuade) or NEUTRAL (Deal with Goblins) to its caster on the Meeting table
 *   while the spell lasts — RealmSpeak's PacifyEffect sets the relationship to that level, better or worse.
 */
import type { GameState } from '../../../core/state.js';
import type { Piece } from '../board/state.js';
import { boardOf } from '../board/access.js';
import { nativeNamed } from '../denizens/denizens.js';
import type { Relationship } from '../tables/core-tables.js';
import type { SpellHeld } from './in-force.js';
import { effectOf } from './spell-effects.js';
import type { DenizensEffect } from './effects/denizens.js';
import { playOf } from '../play/access.js';

/** The denizens family's entry of a spell (undefined: another family's, or open). */
export function denizensEffectOf(spell: string): DenizensEffect | undefined {
  const e = effectOf(spell);
  return e !== 'open' && ['transform', 'absorb-essence', 'control', 'pacify'].includes(e.kind) ? (e as DenizensEffect) : undefined;
}

/** A monster's kind, as the spells name it: the last word of its name, singular ("Giant Bat": bat). */
export const monsterKind = (name: string): string => (name.trim().toLowerCase().split(/\s+/).at(-1) ?? '').replace(/s$/, '');

/** Whether a spell of the control or pacify kind takes this monster (by its printed name). */
export function takesMonster(spell: string, name: string): boolean {
  const e = denizensEffectOf(spell);
  return !!e && 'takes' in e && e.takes.includes(monsterKind(name));
}

const live = (held: readonly SpellHeld[], kind: DenizensEffect['kind'], id: string) => held.filter((h) => !h.inert && denizensEffectOf(h.spell)?.kind === kind && h.targets.includes(id));

/** The character who controls this denizen (Control Bats, Guide Spider or Octopus in force on it), if any. */
export const controllerOf = (held: readonly SpellHeld[], id: string): string | undefined => live(held, 'control', id).at(-1)?.caster;

/** The monster pieces on the board that this character controls now. */
export function controlledBy(state: GameState, userId: string): Piece[] {
  const held = playOf(state).inForce ?? [];
  return boardOf(state).pieces.filter((p) => p.kind === 'monster' && controllerOf(held, p.id) === userId);
}

/** The ids of every monster piece some character controls (no monster roll moves them). */
export function controlledIds(state: GameState): string[] {
  const held = playOf(state).inForce ?? [];
  return boardOf(state).pieces.filter((p) => p.kind === 'monster' && controllerOf(held, p.id) !== undefined).map((p) => p.id);
}

/** The characters who pacified this denizen (Persuade, Deal with Goblins in force on it). */
export const pacifiersOf = (held: readonly SpellHeld[], id: string): string[] => live(held, 'pacify', id).map((h) => h.caster);

/** Whether the denizen does not attack this character: he controls it, or pacified it. */
export const sparesHim = (held: readonly SpellHeld[], id: string, userId: string): boolean => controllerOf(held, id) === userId || pacifiersOf(held, id).includes(userId);

/** Why he may not lure this denizen (it is controlled, or pacified by him), or undefined. */
export function lureBarred(state: GameState, id: string, userId: string, label: string): string | undefined {
  const held = playOf(state).inForce ?? [];
  const by = controllerOf(held, id);
  if (by) return `the ${label} is controlled by the ${held.find((h) => h.caster === by)!.name}: it does not attack ${by === userId ? 'him' : 'unless he sends it'}${by === userId ? ` (send it against another character with onto:)` : ''}`;
  const p = live(held, 'pacify', id).find((h) => h.caster === userId);
  if (p) return `the ${label} is pacified by ${p.spell}: it does not attack him`;
  return undefined;
}

/**
 * Persuade, Deal with Goblins on a native group: his relationship with the group while the spell is in force, or
 * undefined (the Meeting table then reads his usual one).
 */
export function pacifiedRelationship(state: GameState, userId: string, group: string): Relationship | undefined {
  const pieces = boardOf(state).pieces;
  const spell = (playOf(state).inForce ?? []).filter((h) => !h.inert && h.caster === userId && denizensEffectOf(h.spell)?.kind === 'pacify').reverse()
    .find((h) => h.targets.some((t) => { const p = pieces.find((x) => x.id === t); return p?.kind === 'native' && nativeNamed(p.label)?.group === group; }));
  const e = spell && denizensEffectOf(spell.spell);
  return e?.kind === 'pacify' ? e.becomes : undefined;
}
