/**
 * A character's secret play in a melee round (issue 14; core-tables.json "combat_round" positioning,
 * "wounds_and_fatigue"): a FIGHT chit with his weapon in an attack box, a MOVE chit in a maneuver box, checked when
 * given, and turned into what the reveal reads (reveal.ts `Fighter`). Pure: a RuleError says what was wrong and how
 * to play it right.
 *
 * - The FIGHT chit is active and strong enough for his weapon (its strength at least the weapon's weight; the dagger
 *   is Negligible); the MOVE chit is active and strong enough for the heaviest thing he carries.
 * - At most two effort asterisks in all (MAX_EFFORT).
 * - His attack's time is the weapon's printed time on the side it shows, else the FIGHT chit's; its length the
 *   weapon's (the dagger's 0).
 */
import { RuleError } from '../../../core/types.js';
import { armourNamed, treasureNamed, weaponNamed } from '../belongings/belongings.js';
import { characterWords, chitLabel, type ActionChit, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { ATTACK_DIRECTIONS, atLeast, type AttackDirection, type Strength } from '../terms.js';
import { characterHarm, type WornArmour } from './harm.js';
import { MANEUVER_BOX, type Box, type Maneuver } from './melee.js';
import type { Fighter } from './reveal.js';
import { MAX_EFFORT } from './tactics.js';

export interface MeleePlay {
  /** The FIGHT chit by its index on his card, and where it strikes (none: he does not attack). */
  fight?: { chit: number; target: string; direction: AttackDirection };
  /** X1-17: his second weapon's FIGHT chit, target and direction (two-handed combat, Expansion One 11.1). */
  fight2?: { chit: number; target: string; direction: AttackDirection };
  /** X1-17 (Expansion One 11.3): his weapon played in a shield box with a FIGHT chit, instead of attacking with it. */
  parry?: { chit: number; direction: AttackDirection };
  /** The MOVE chit by its index on his card, and the maneuver (none: he does not maneuver). */
  move?: { chit: number; maneuver: Maneuver };
  /** The box his shield is played in (it protects that direction only). */
  shield?: Box;
  /** MP-10: the direction of the attack spell he cast this round (one for all its targets). */
  aim?: AttackDirection;
}


/** The heaviest thing he carries (weapon, armour, treasures with a weight): what his MOVE chit must carry. */
export function heaviestLoad(sheet: CharacterSheet): Strength | 'N' {
  const weights = [
    ...(sheet.weapon ? [weaponNamed(sheet.weapon.name)?.weight] : []),
    ...(sheet.second ? [weaponNamed(sheet.second.name)?.weight] : []),
    // Inactive weapons are carried too: they weigh on his MOVE.
    ...(sheet.inactive ?? []).map((w) => weaponNamed(w)?.weight),
    ...sheet.armour.filter((a) => a.state !== 'destroyed').map((a) => (armourNamed(a.name) ?? armourNamed(a.name, { treasure: true }))?.weight),
    ...sheet.treasures.map((t) => treasureNamed(t)?.weight),
  ].filter((w): w is Strength => w !== undefined);
  return weights.reduce<Strength | 'N'>((m, w) => (atLeast(m, w) ? m : w), 'N');
}

/**
 * A chit as played as `kind`: itself when it is of that kind; issue 29, Unleash Power (the kit's `magicPlays`): a
 * MAGIC chit as a MOVE or FIGHT chit of the strength its time gives; in a shape (the kit's `shapeFrom`) only the
 * shape's own chits as MOVE and FIGHT; else none.
 */
export function playedAs(kit: CharacterKit, index: number, kind: ActionChit['kind']): ActionChit | undefined {
  // Issue 29: in a shape only the shape's own chits play as MOVE and FIGHT chits.
  if (kit.shapeFrom !== undefined && index < kit.shapeFrom && (kind === 'MOVE' || kind === 'FIGHT')) return undefined;
  const c = kit.chits[index];
  if (!c || c.kind === kind) return c;
  const strength = c.kind === 'MAGIC' && (kind === 'MOVE' || kind === 'FIGHT') ? kit.magicPlays?.[c.time] : undefined;
  return strength ? { ...c, kind, strength } : undefined;
}

/** A chit's state on his card; a chit past his printed ones (a shape's own: magic/shapes.ts shapeChits) is always active. */
export const chitState = (sheet: CharacterSheet, index: number): string => sheet.chits[index] ?? 'active';

/** His active chits that play as `kind` (playedAs), by label, once each. */
export const activeLabels = (kit: CharacterKit, sheet: CharacterSheet, kind: ActionChit['kind']): string[] => [...new Set(kit.chits.map((c, i) => ({ c, i })).filter((x) => playedAs(kit, x.i, kind) && chitState(sheet, x.i) === 'active').map((x) => chitLabel(x.c)))];

function chitOf(kit: CharacterKit, sheet: CharacterSheet, index: number, kind: ActionChit['kind'], what: string): ActionChit {
  const chit = playedAs(kit, index, kind);
  const list = activeLabels(kit, sheet, kind);
  if (!chit) throw new RuleError(`that is not a ${kind} chit of the ${kit.name}`, `${what} with one of ${characterWords(kit.name).possessive} active ${kind} chits: ${list.join(', ') || 'none'}`);
  if (chitState(sheet, index) !== 'active') throw new RuleError(`${chitLabel(chit)} is ${chitState(sheet, index)}`, `${what} with an active ${kind} chit: ${list.join(', ') || 'none'}`);
  return chit;
}

/** Checks a play against his card and turns it into the reveal's fighter. */
export function fighterOf(kit: CharacterKit, sheet: CharacterSheet, id: string, play: MeleePlay, spent = 0): Fighter {
  const weapon = sheet.weapon && weaponNamed(sheet.weapon.name);
  // `spent`: the asterisks he played earlier in the round (alerting his weapon in the encounter step).
  let effort = spent;
  let attack: Fighter['attack'];
  if (play.fight) {
    const chit = chitOf(kit, sheet, play.fight.chit, 'FIGHT', 'attack');
    if (weapon && !atLeast(chit.strength!, weapon.weight)) {
      throw new RuleError(`${chitLabel(chit)} is too weak for the ${weapon.name} (weight ${weapon.weight})`, `play a FIGHT chit of strength ${weapon.weight} or more`);
    }
    effort += chit.effort;
    const side = weapon ? (sheet.weapon!.alerted ? weapon.alerted : weapon.unalerted) : undefined;
    attack = {
      target: play.fight.target,
      direction: play.fight.direction,
      time: side?.attack ?? chit.time,
      harm: characterHarm(chit.strength!, weapon ? { ...side!, weight: weapon.weight, ...(weapon.missile ? { missile: true } : {}) } : undefined),
      length: weapon?.length ?? 0,
      ...(weapon?.missile ? { missile: true } : {}),
    };
  }
  // X1-17 (11.1, 11.1/1): the second weapon, unalerted, with a FIGHT chit of its own and no striking bonus.
  let second: Fighter['second'];
  if (play.fight2) {
    const w2 = sheet.second && weaponNamed(sheet.second.name);
    if (!w2) throw new RuleError(`${characterWords(kit.name).subject} wields no second weapon`, 'leave fight2: out (the GM gives a second weapon with /character give, Expansion One 11.1)');
    const chit = chitOf(kit, sheet, play.fight2.chit, 'FIGHT', `attack with ${characterWords(kit.name).possessive} second weapon`);
    if (play.fight && play.fight.chit === play.fight2.chit) throw new RuleError(`${chitLabel(chit)} is played already for ${characterWords(kit.name).possessive} first weapon`, 'play another FIGHT chit for the second (11.1/1)');
    if (!atLeast(chit.strength!, w2.weight)) throw new RuleError(`${chitLabel(chit)} is too weak for the ${w2.name} (weight ${w2.weight})`, `play a FIGHT chit of strength ${w2.weight} or more`);
    effort += chit.effort;
    second = {
      target: play.fight2.target,
      direction: play.fight2.direction,
      time: w2.unalerted.attack ?? chit.time,
      harm: characterHarm(chit.strength!, { ...w2.unalerted, weight: w2.weight }, false),
      length: w2.length,
    };
  }
  // X1-17 (11.3): the parry — his weapon in a shield box, at its time (else the chit's), as strong as its weight.
  let parry: Fighter['parry'];
  if (play.parry) {
    if (!weapon) throw new RuleError(`${characterWords(kit.name).subject} has no weapon to parry with`, 'leave parry: out');
    if (weapon.missile) throw new RuleError(`the ${weapon.name} is a missile weapon: it cannot parry`, 'leave parry: out');
    if (play.fight) throw new RuleError(`the ${weapon.name} cannot both attack and parry`, 'leave direction: out to parry, or parry: out to attack');
    const chit = chitOf(kit, sheet, play.parry.chit, 'FIGHT', 'parry');
    if (!atLeast(chit.strength!, weapon.weight)) throw new RuleError(`${chitLabel(chit)} is too weak for the ${weapon.name} (weight ${weapon.weight})`, `play a FIGHT chit of strength ${weapon.weight} or more`);
    effort += chit.effort;
    const side = sheet.weapon!.alerted ? weapon.alerted : weapon.unalerted;
    parry = { direction: play.parry.direction, time: side.attack ?? chit.time, name: weapon.name, toughness: weapon.weight };
  }
  let maneuver: Fighter['maneuver'];
  if (play.move) {
    const chit = chitOf(kit, sheet, play.move.chit, 'MOVE', 'maneuver');
    const load = heaviestLoad(sheet);
    if (!atLeast(chit.strength!, load)) throw new RuleError(`${chitLabel(chit)} cannot carry ${characterWords(kit.name).possessive} load (the heaviest is ${load})`, `play a MOVE chit of strength ${load} or more`);
    effort += chit.effort;
    maneuver = { box: MANEUVER_BOX[play.move.maneuver], time: chit.time };
  }
  if (effort > MAX_EFFORT) throw new RuleError(`those chits play ${effort} effort asterisks${spent ? ` with the ${spent} of the encounter step` : ''}`, `at most ${MAX_EFFORT} in a round: play a chit with fewer asterisks`);
  // The shield meets the hit first (core-tables "harm_to_character": the shield row first), in the box it was played in.
  const pieces = sheet.armour.flatMap((a) => {
    const def = armourNamed(a.name) ?? armourNamed(a.name, { treasure: true });
    return def && a.state !== 'destroyed' ? [{ a, def }] : [];
  });
  const armour: WornArmour[] = [...pieces.filter((p) => p.def.kind === 'shield'), ...pieces.filter((p) => p.def.kind !== 'shield')].map(({ a, def }) => ({
    name: a.name,
    toughness: def.toughness,
    state: a.state,
    protects: def.protects === 'its box' ? (play.shield ? [ATTACK_DIRECTIONS[play.shield - 1]!] : []) : def.protects,
  }));
  return { id, name: kit.name, vulnerability: kit.vulnerability, armour, ...(attack ? { attack } : {}), ...(second ? { second } : {}), ...(parry ? { parry } : {}), ...(maneuver ? { maneuver } : {}) };
}

/** The effort asterisks a play puts on his chits (for the fatigue step). */
export function effortOf(kit: CharacterKit, play: MeleePlay): number {
  return (play.fight ? kit.chits[play.fight.chit]?.effort ?? 0 : 0) + (play.fight2 ? kit.chits[play.fight2.chit]?.effort ?? 0 : 0) + (play.parry ? kit.chits[play.parry.chit]?.effort ?? 0 : 0) + (play.move ? kit.chits[play.move.chit]?.effort ?? 0 : 0);
}

const squash = (s: string): string => s.toUpperCase().replace(/\s+/g, '');

/**
 * The chit a player names as printed ("FIGHT H5*", any case and spacing) among his chits of that kind: an active one
 * first (chits of one print are alike). A RuleError lists his active chits of that kind.
 */
export function chitNamed(kit: CharacterKit, sheet: CharacterSheet, label: string, kind: ActionChit['kind'], what: string, except?: number): number {
  const matches = kit.chits.map((c, i) => ({ c, i })).filter((x) => playedAs(kit, x.i, kind) && x.i !== except && squash(chitLabel(x.c)) === squash(label));
  const active = matches.find((x) => chitState(sheet, x.i) === 'active');
  if (active) return active.i;
  const list = activeLabels(kit, sheet, kind);
  // Issue 29: his own chit, in a shape (playedAs).
  const own = kit.shapeFrom !== undefined && kit.chits.slice(0, kit.shapeFrom).some((c) => squash(chitLabel(c)) === squash(label));
  const why = matches.length ? `${characterWords(kit.name).possessive} ${chitLabel(matches[0]!.c)} is ${sheet.chits[matches[0]!.i]}` : own ? `in a shape only the shape's own chits play as MOVE and FIGHT chits, not ${characterWords(kit.name).possessive} ${label}` : `the ${kit.name} has no chit "${label}"`;
  throw new RuleError(why, `${what} with one of ${characterWords(kit.name).possessive} active ${kind} chits: ${list.join(', ') || 'none'}`);
}

/** A play as typed: the chits by label, the directions and maneuver by name. */
export interface PlayInput {
  fight?: string;
  direction?: AttackDirection;
  /** X1-17: the second weapon's FIGHT chit and direction. */
  fight2?: string;
  direction2?: AttackDirection;
  /** X1-17 (11.3): the shield box his weapon parries in, with the `fight` chit (and no `direction`). */
  parry?: AttackDirection;
  move?: string;
  maneuver?: Maneuver;
  shield?: AttackDirection;
  /** MP-10: his attack spell's direction. */
  aim?: AttackDirection;
}

/** A typed play read against his card and his target: chits by label; an attack needs a target and a direction. */
export function playOf(kit: CharacterKit, sheet: CharacterSheet, input: PlayInput, target: string | undefined, target2 = target): MeleePlay {
  if (input.parry) {
    if (!input.fight) throw new RuleError('a parry is played with a FIGHT chit', 'add fight:"FIGHT M4" (Expansion One 11.3)');
    if (input.direction) throw new RuleError(`${characterWords(kit.name).possessive} weapon cannot both attack and parry`, 'leave direction: out to parry, or parry: out to attack');
  }
  if (input.fight && !input.parry && !target) throw new RuleError(`${characterWords(kit.name).subject} picked no target this round`, 'play only a maneuver (move: and maneuver:), or leave fight: out');
  if (input.fight && !input.parry && !input.direction) throw new RuleError('an attack needs its direction', 'add direction:thrust, direction:swing or direction:smash');
  if (input.move && !input.maneuver) throw new RuleError('a maneuver needs its box', 'add maneuver:charge, maneuver:dodge or maneuver:duck');
  if (!input.fight && input.direction) throw new RuleError('a direction without a FIGHT chit', 'name the chit with fight:"FIGHT M4", or leave direction: out');
  if (!input.move && input.maneuver) throw new RuleError('a maneuver without a MOVE chit', 'name the chit with move:"MOVE M4", or leave maneuver: out');
  if (input.fight2 && !input.direction2) throw new RuleError('the second weapon’s attack needs its direction', 'add direction2:thrust, direction2:swing or direction2:smash');
  if (input.fight2 && !target2) throw new RuleError(`${characterWords(kit.name).subject} picked no target this round`, 'leave fight2: out');
  if (input.shield && sheet.second) throw new RuleError('no shield is played with two weapons (Expansion One 11.1/2)', 'leave shield: out');
  const shielded = input.shield && sheet.armour.some((a) => a.state !== 'destroyed' && (armourNamed(a.name) ?? armourNamed(a.name, { treasure: true }))?.kind === 'shield');
  if (input.shield && !shielded) throw new RuleError(`${characterWords(kit.name).subject} has no shield`, 'leave shield: out');
  return {
    ...(input.fight && !input.parry ? { fight: { chit: chitNamed(kit, sheet, input.fight, 'FIGHT', 'attack'), target: target!, direction: input.direction! } } : {}),
    ...(input.fight && input.parry ? { parry: { chit: chitNamed(kit, sheet, input.fight, 'FIGHT', 'parry'), direction: input.parry } } : {}),
    ...(input.fight2 ? { fight2: { chit: chitNamed(kit, sheet, input.fight2, 'FIGHT', 'attack with the second weapon', input.fight ? chitNamed(kit, sheet, input.fight, 'FIGHT', 'attack') : undefined), target: target2!, direction: input.direction2! } } : {}),
    ...(input.move ? { move: { chit: chitNamed(kit, sheet, input.move, 'MOVE', 'maneuver'), maneuver: input.maneuver! } } : {}),
    ...(input.shield ? { shield: ATTACK_BOX_OF[input.shield] } : {}),
    ...(input.aim ? { aim: input.aim } : {}),
  };
}

const ATTACK_BOX_OF: Readonly<Record<AttackDirection, Box>> = { thrust: 1, swing: 2, smash: 3 };

/** A played chit's label by its place in his kit; a shape's chit whose shape has ended since (kitInCombat) reads so. */
export const playedLabel = (kit: CharacterKit, index: number): string => (kit.chits[index] ? chitLabel(kit.chits[index]) : 'a chit of his former shape');

/** A play in the table's words, once revealed: "FIGHT H5* thrust at the Wolf; MOVE M4 dodge; shield in smash". */
export function playText(kit: CharacterKit, play: MeleePlay, labelOf: (id: string) => string): string {
  const parts = [
    play.fight ? `${playedLabel(kit, play.fight.chit)} ${play.fight.direction} at ${labelOf(play.fight.target)}` : play.parry ? `${playedLabel(kit, play.parry.chit)} parries in ${play.parry.direction}` : 'no attack',
    ...(play.fight2 ? [`second weapon: ${playedLabel(kit, play.fight2.chit)} ${play.fight2.direction} at ${labelOf(play.fight2.target)}`] : []),
    play.move ? `${playedLabel(kit, play.move.chit)} ${play.move.maneuver}` : 'no maneuver',
    ...(play.shield ? [`shield in ${ATTACK_DIRECTIONS[play.shield - 1]}`] : []),
    ...(play.aim ? [`spell aimed ${play.aim}`] : []),
  ];
  return parts.join('; ');
}
