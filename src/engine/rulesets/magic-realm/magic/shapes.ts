/**
 * Shapes (issue 29, the denizens family): what an individual fights as while Transform or Absorb Essence is in force
 * on him — the beast rolled on the Transform table, or the monster whose essence he absorbed — as a monster's
 * counter (MonsterDef), and a character's round played in that shape. Pure.
 *
 * Readings (docs/rules.md "Spells on shapes and denizens"):
 * - Transform, "Become beast (roll for TRANSFORM)": the beasts of the Transform table as data (BEASTS, checked against
 *   the table's rows by tests); the beast is kept as the spell's outcome. A transformed monster fights as the beast.
 * - Absorb Essence, "Become monster": the caster fights as the absorbed monster's light side (outcome: its name, and
 *   its counter where the counters of that name differ: "Wolf#2").
 * - A character in a shape fights as it (RealmSpeak draws the beast's fight and move chits on his sheet): he plays
 *   the shape's own chits (shapeChits: fight:"Lion", move:"Lion"; no effort), his own MOVE and FIGHT chits no more
 *   (combat/plays.ts playedAs) — they choose the box and the direction, the attack's time and harm are the shape's
 *   (length 0, no sharpness unless printed), his maneuver's time is the shape's move time, his vulnerability is the
 *   shape's. He cannot use his belongings: no weapon (nor a
 *   second, nor a parry), no armour. A shape that prints no attack (Bird, Squirrel, Frog) cannot attack. An armoured
 *   shape (the Tremendous Dragon) takes a hit a star lighter, as an armoured monster does.
 * - An inert permanent spell (after Midnight, until its colour returns) does nothing: he is himself again meanwhile.
 */
import { RuleError } from '../../../core/types.js';
import { withArticle } from '../../../pronouns.js';
import type { GameState } from '../../../core/state.js';
import { playOf } from '../play/access.js';
import { characterWords, type ActionChit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { monsterOf } from '../combat/counters.js';
import type { Fighter } from '../combat/reveal.js';
import type { MonsterDef } from '../denizens/denizens.js';
import type { Strength } from '../terms.js';
import type { SpellHeld } from './in-force.js';

/** A beast of the Transform table (its row's data: RealmSpeak's Transform blocks roll1…roll6). */
export interface Beast {
  name: string;
  vulnerability: Strength;
  attack?: { time: number; strength: Strength };
  move: number;
  flies?: true;
  armoured?: true;
}

/** The Transform table's beasts, by its rows 1–6 (tables/core-tables-data.ts TRANSFORM). */
export const BEASTS: readonly Beast[] = [
  { name: 'Tremendous Dragon', vulnerability: 'T', attack: { time: 4, strength: 'T' }, move: 4, flies: true, armoured: true },
  { name: 'Lion', vulnerability: 'H', attack: { time: 3, strength: 'H' }, move: 4 },
  { name: 'Eagle', vulnerability: 'M', attack: { time: 2, strength: 'M' }, move: 2, flies: true },
  { name: 'Bird', vulnerability: 'L', move: 1, flies: true },
  { name: 'Squirrel', vulnerability: 'L', move: 2 },
  { name: 'Frog', vulnerability: 'L', move: 3 },
];

/** A beast as a monster's counter: both sides alike. */
export function beastAsMonster(b: Beast): MonsterDef {
  const side = { move: b.move, ...(b.attack ? { attack: b.attack.time, strength: b.attack.strength } : {}) };
  return { name: b.name, vulnerability: b.vulnerability, ...(b.armoured ? { armoured: true as const } : {}), ...(b.flies ? { flies: true as const } : {}), fame: 0, notoriety: 0, light: side, dark: side, setUp: { row: 6, start: b.name }, count: 1 };
}

/** Absorb Essence's outcome for a monster counter: its name, and "#counter" where the counters differ. */
export const absorbedOutcome = (name: string, counter: number): string => (counter ? `${name}#${counter}` : name);

/** A shape kept as an outcome, as a monster's counter (undefined: no such beast or monster). */
export function shapeNamed(outcome: string): MonsterDef | undefined {
  const beast = BEASTS.find((b) => b.name === outcome);
  if (beast) return beastAsMonster(beast);
  const [name, counter] = outcome.split('#') as [string, string | undefined];
  const m = monsterOf(name, Number(counter ?? 0));
  // Absorb Essence: he fights as the monster's light side.
  return m && { ...m, dark: m.light, parts: undefined };
}

/** The spells that change a shape: Transform on its target, Absorb Essence on its caster. */
const SHAPE_SPELLS = ['Transform', 'Absorb Essence'];

/**
 * The shape an individual (a character's user id, a denizen's piece id) fights as: of the shape spells in force
 * (`held`, not inert) the latest on him — Transform on its target, Absorb Essence on its caster (its reveal puts it
 * on him: combat/spells/denizens.ts).
 */
export function shapeOf(held: readonly SpellHeld[], id: string): { spell: string; shape: MonsterDef } | undefined {
  const mine = held.filter((h) => !h.inert && h.outcome && SHAPE_SPELLS.includes(h.spell) && h.targets.includes(id));
  const last = mine.at(-1);
  const shape = last && shapeNamed(last.outcome!);
  return last && shape ? { spell: last.spell, shape } : undefined;
}

/**
 * The shape's own chits (RealmSpeak draws the beast's fight and move chits on his sheet): a FIGHT chit at its attack
 * time and harm — none for a shape without an attack — and a MOVE chit at its move time, as strong as its
 * vulnerability, each named by the shape ("Lion"), with no effort. They come after his printed chits, always active
 * (combat/plays.ts chitState), so a character with no FIGHT chit of his own (the Witch King) attacks in a shape.
 */
export function shapeChits(shape: MonsterDef): ActionChit[] {
  const side = shape.light;
  return [
    ...(side.attack !== undefined && side.strength && side.strength !== 'RED' ? [{ kind: 'FIGHT' as const, strength: side.strength, time: side.attack, effort: 0 as const, level: 1 as const, label: shape.name }] : []),
    ...(side.move !== undefined ? [{ kind: 'MOVE' as const, strength: shape.vulnerability, time: side.move, effort: 0 as const, level: 1 as const, label: shape.name }] : []),
  ];
}

/** The shape an individual is in now, of the spells in force in the game (shapeOf). */
export const shapeNow = (state: GameState, id: string): { spell: string; shape: MonsterDef } | undefined => shapeOf(playOf(state).inForce ?? [], id);

/** His card as he fights in a shape: none of his belongings (no weapon, no second weapon, no armour). */
export const bareSheet = (sheet: CharacterSheet): CharacterSheet => {
  const { weapon: _w, second: _s, ...rest } = sheet;
  return { ...rest, armour: [] } as CharacterSheet;
};

/**
 * A character's fighter in a shape: the shape's vulnerability, attack (time, harm) and move time in place of his; an
 * armoured shape (the Tremendous Dragon) takes hits a star lighter, as an armoured monster does.
 */
export function inShape(f: Fighter, shape: MonsterDef): Fighter {
  const side = shape.light;
  const { attack, parry: _p, second: _s, maneuver, ...rest } = f;
  return {
    ...rest,
    vulnerability: shape.vulnerability,
    armour: [],
    ...(shape.armoured ? { armoured: true as const } : {}),
    ...(attack && side.attack !== undefined && side.strength ? { attack: { target: attack.target, direction: attack.direction, time: side.attack, harm: { level: side.strength as Strength, stars: side.sharpness ?? 0 }, length: side.length ?? 0 } } : {}),
    ...(maneuver ? { maneuver: { box: maneuver.box, time: side.move ?? maneuver.time } } : {}),
  };
}

/**
 * Issue 29: in a shape he cannot use his belongings outside combat either — no weapon, armour or treasure activated
 * or inactivated (RealmSpeak disables Activate while transmorphed); a RuleError saying so.
 */
export function checkBelongingsInShape(state: GameState, userId: string, name: string): void {
  const shape = shapeNow(state, userId);
  if (shape) throw new RuleError(`the ${name} is ${withArticle(shape.shape.name)} (${shape.spell}): a shape cannot use ${characterWords(name).possessive} belongings, so none is activated or inactivated`, 'activate it when the spell ends, or once it falls inert at Midnight');
}

/** A play he cannot make in his shape: a second weapon, a parry (no belongings), an attack the shape does not print. */
export function checkPlayInShape(name: string, shape: { spell: string; shape: MonsterDef } | undefined, input: { fight?: unknown; fight2?: unknown; parry?: unknown }): void {
  if (!shape) return;
  const as = `the ${name} fights as ${withArticle(shape.shape.name)} (${shape.spell})`;
  if (input.fight2 || input.parry) throw new RuleError(`${as}: he cannot use his belongings, so no second weapon and no parry`, 'play fight: and move: only');
  if (input.fight && shape.shape.light.attack === undefined) throw new RuleError(`${as}, which has no attack`, 'play a maneuver only (move: and maneuver:)');
}
