/**
 * BIMR4's optional combat rules in a real round (issue 14; 003 §5, option `optional-combat`): BI-10, every hit rolls
 * on the Fumble table (striking) or the Optional Missile table (missiles) with the modifiers of 5.4/1–4 computed from
 * the plays (tables/optional-combat.ts attackModifiers: no maneuver counts as move time 8); BI-11, a missile
 * that hits a character's armour penetrates it (5.5) instead of damaging it. The tables are the seed's rows
 * (tables/bimr4-tables.ts), read here as effects on the harm. Pure.
 */
import type { DiceSource } from '../../../dice.js';
import { RuleError } from '../../../core/types.js';
import { readTable, rollTableDice, type TableRoll } from '../../../tables/roll.js';
import type { TableDef } from '../../../tables/table-schema.js';
import { MAGIC_REALM_CATALOG } from '../tables/catalog.js';
import type { RollModifier } from '../tables/core-tables.js';
import { attackModifiers, stumbleModifiers } from '../tables/optional-combat.js';
import type { Strength } from '../terms.js';
import { applied, changeLevels, HARM_LEVELS, starLess, type Harm, type HarmLevel, type WornArmour } from './harm.js';

/** What a row of the Fumble or Optional Missile table does to a hit. */
export type HitEffect = { kind: 'levels'; levels: number } | { kind: 'wound' } | { kind: 'negligible' };

const NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };

/** A row's effect, read from the seed's words ("increase two levels", "no change", "wound: …", "Negligible: …"). */
export function hitEffectOf(text: string): HitEffect {
  const t = text.toLowerCase();
  const m = t.match(/^(increase|decrease) (one|two|three) levels?/);
  if (m) return { kind: 'levels', levels: (m[1] === 'increase' ? 1 : -1) * NUMBERS[m[2]!]! };
  if (t.startsWith('no change')) return { kind: 'levels', levels: 0 };
  if (t.startsWith('wound')) return { kind: 'wound' };
  if (t.startsWith('negligible')) return { kind: 'negligible' };
  throw new Error(`a row of the BIMR4 combat tables that says nothing the engine reads: "${text}"`);
}

/** The BI-10 roll of a hit: the table, its modifiers (5.4/1–4) and the row's effect. */
export interface OptionalRoll {
  roll: TableRoll;
  effect: HitEffect;
}

/**
 * A roll on one of BIMR4's tables with the roller's own modifiers besides the table's (5.1/1 "in addition to his
 * normal die roll modifiers", 5.4/1 "in addition to the normal modifications", 5.4/3 "the attacker's modifications,
 * not the defender's"; characters/roll-modifiers.ts): a "one die" (the Lucky Charm, the Elf's and Woods Girl's Archer on a
 * missile) rolls one die instead of two; the numbers (the Aim −1) are added with the table's.
 */
function rollWithOwn(table: TableDef, dice: DiceSource, mods: { label: string; value: number }[], own: readonly RollModifier[]): TableRoll {
  const oneDie = own.some((m) => 'oneDie' in m);
  const rolled = oneDie ? [dice.int(1, 6)] : rollTableDice(table, dice);
  const added = own.flatMap((m) => ('value' in m ? [{ label: m.label, value: m.value }] : []));
  return readTable(table, rolled, [...added, ...mods]);
}

/**
 * 5.4: the Fumble (striking) or Optional Missile (missile) roll of a hit, against the target's maneuver (none: 8),
 * with the attacker's own modifiers (`own`: his character's and his treasures', for that roll).
 */
export function optionalHitRoll(o: { missile: boolean; attackTime: number; maneuverTime?: number; intercepted: boolean; own?: readonly RollModifier[]; rider?: { time: number; intercepted: boolean } }, dice: DiceSource): OptionalRoll {
  const table = MAGIC_REALM_CATALOG.find(o.missile ? 'missile' : 'fumble')!;
  // 5.4/2: a rider attacked through his horse — the horse's maneuver and the rider's own both alter the roll.
  const mods = attackModifiers({ attackTime: o.attackTime, maneuvers: [{ ...(o.maneuverTime !== undefined ? { time: o.maneuverTime } : {}), intercepted: o.intercepted }, ...(o.rider ? [o.rider] : [])] });
  const roll = rollWithOwn(table, dice, mods, o.own ?? []);
  return { roll, effect: hitEffectOf(roll.result) };
}

/** The harm after a row's effect: levels changed; Negligible is Negligible with no star (no harm, still a hit). */
export function afterEffect(h: Harm, e: HitEffect): Harm {
  if (e.kind === 'levels') return changeLevels(h, e.levels);
  if (e.kind === 'negligible' && !('red' in h)) return { level: 'N', stars: 0 };
  return h;
}

const index = (l: HarmLevel | Strength): number => HARM_LEVELS.indexOf(l);

/** What a penetrating missile did (5.5): the harm that reached him, the pieces it went through, where it stopped. */
export interface Penetration {
  /** The harm inflicted on him as if unarmoured (absent: the armour stopped it). */
  through?: HarmLevel;
  /** Pieces it penetrated, each taking a level off. */
  penetrated: string[];
  /** The piece that stopped it, and whether it stopped it with a wound (harm equal to it). */
  stoppedBy?: { name: string; wound: boolean };
}

/**
 * BI-11, 5.5: a missile meets his armour in that direction, piece by piece (the shield first), with one star already
 * lost on the first. Above Tremendous it ignores armour. Harm below a piece: no effect; equal: one wound, no more;
 * above: one level less, on to the next piece, or to him as if unarmoured. The armour is never damaged.
 */
export function penetrate(h: Harm, pieces: readonly WornArmour[]): Penetration {
  if ('red' in h) return { penetrated: [] };
  let level = applied(pieces.length ? starLess(h) : h) as HarmLevel;
  if (index(level) > index('T')) return { through: level, penetrated: [] };
  const penetrated: string[] = [];
  for (const p of pieces) {
    if (index(level) < index(p.toughness)) return { penetrated, stoppedBy: { name: p.name, wound: false } };
    if (index(level) === index(p.toughness)) return { penetrated, stoppedBy: { name: p.name, wound: true } };
    level = HARM_LEVELS[index(level) - 1]!;
    penetrated.push(p.name);
  }
  return { through: level, penetrated };
}

/**
 * BI-7, 5.1: a MOVE played to run (or fly) rolls on the Stumble table: + the attackers on his sheet, − his time
 * advantage over the fastest of them; 6 or less completes it, 7 or more cancels it. No MOVE may be played while a
 * Tremendous monster is red side up on his sheet (l.46).
 */
export function stumble(o: { ownMoveTime: number; attackerMoveTimes: readonly number[]; redTremendous: boolean; own?: readonly RollModifier[] }, dice: DiceSource): { roll: TableRoll; read: number; completed: boolean } {
  if (o.redTremendous) throw new RuleError('a Tremendous monster is red side up on the sheet', 'no MOVE chit may be played to run while it holds the character (BIMR4 5.1)');
  const fastest = o.attackerMoveTimes.length ? Math.min(...o.attackerMoveTimes) : o.ownMoveTime;
  const roll = rollWithOwn(MAGIC_REALM_CATALOG.find('stumble')!, dice, stumbleModifiers({ attackers: o.attackerMoveTimes.length, ownMoveTime: o.ownMoveTime, attackerMoveTime: fastest }), o.own ?? []);
  return { roll, read: roll.read, completed: roll.read <= 6 };
}
