/**
 * The reveal of a melee round (issue 14; core-tables.json procedures "attack_order", "hit", "harm",
 * "harm_to_character", "harm_to_denizen", "red_side_tremendous", "end_of_combat"): every play is known, the attacks
 * land in order, each hit or missed and its harm applied. Pure: what the round did, in order, for the events and the
 * story; the round's other steps (luring, assignment, the secret plays, fatigue) are the caller's.
 *
 * A missile that hits rolls on the standard Missile table, which changes its harm by levels; above Tremendous it
 * ignores armour. With BIMR4's optional combat (bimr4.ts) every hit rolls Fumble or the Optional Missile table instead,
 * and missiles penetrate a character's armour. Not here yet: horses (5.2–5.3, 5.4/2's rider), hired natives, spells other than the attack spells (MP-10: a caster's `spell` strikes as a
 * missile attack on each target, speed 0 always hitting),
 * and the Stumble table (BI-7), which belongs to running in the encounter step.
 */
import type { AttackDirection, RedHarm, Strength } from '../terms.js';
import type { DiceSource } from '../../../dice.js';
import { MISSILE, rollOn, type RollModifier } from '../tables/core-tables.js';
import { applied, changeLevels, HARM_LEVELS, hitCharacter, hitDenizen, starLess, type Harm, type HarmLevel, type WornArmour } from './harm.js';
import { afterEffect, optionalHitRoll, penetrate, type Penetration } from './bimr4.js';
import { ATTACK_BOX, attackOrder, hitOf, type Box, type HitKind } from './melee.js';
import { attackSpellHit } from '../magic/attack-spells.js';
import { underSheetSpells, type SheetSpells } from './spells/sheet-spells.js';

/** A character in the round, with his secret play revealed. */
export interface Fighter {
  id: string;
  name: string;
  vulnerability: Strength;
  /** His armour as it lies (the shield's `protects` is the direction of the box he played it in). */
  armour: WornArmour[];
  /** His attack: whom, from which direction, at what time, with which harm and weapon length (none: no attack). */
  attack?: { target: string; direction: AttackDirection; time: number; harm: Harm; length: number; missile?: boolean };
  /** X1-17 (Expansion One 11.3): his weapon in a shield box: it stops a hit from that direction that it undercuts. */
  parry?: { direction: AttackDirection; time: number; name: string; toughness: Strength };
  /** X1-17: the attack of his second weapon in two-handed combat. */
  second?: { target: string; direction: AttackDirection; time: number; harm: Harm; length: number };
  /**
   * MP-10: his attack spell in effect — a missile attack on each target, in one direction, at the spell's speed, with
   * the spell's harm and length (magic/attack-spells.ts ATTACK_SPELLS); speed 0 always hits.
   */
  spell?: { name: string; targets: readonly string[]; direction: AttackDirection; time: number; harm: Harm; length: number; missile?: false };
  /**
   * Issue 29: he fights in an armoured shape (Transform's Tremendous Dragon): a hit on him loses a star, as on an
   * armoured monster (core-tables "harm_to_denizen"), and nothing of it is damaged.
   */
  armoured?: true;
  /** His maneuver: the box and the MOVE chit's time (none: he made none, and every attack on him intercepts). */
  maneuver?: { box: Box; time: number };
  /**
   * His own die modifiers for the tables his hits roll on (characters/roll-modifiers.ts: his character's advantages, his
   * treasures): a missile's (the Aim −1; the Archer's one die; the Lucky Charm) and a striking weapon's (BI-10's
   * Fumble table: the Lucky Charm). Absent: none.
   */
  own?: { missile: readonly RollModifier[]; striking: readonly RollModifier[] };
}

/** A monster (or native) on a character's sheet: the box it sits in, the side it shows. */
export interface Denizen {
  id: string;
  name: string;
  vulnerability: Strength;
  armoured?: boolean;
  /** The character whose sheet it is on: its target. */
  target: string;
  box: Box;
  /** The side it shows: its attack time, harm, length and move time. */
  side: { attack?: number; strength?: Strength | RedHarm; sharpness?: number; length?: number; move?: number; holds?: true; missile?: true };
  /** A Tremendous monster whose dark side is red: it turns red side up when it hits without killing (its head too). */
  turnsRed?: boolean;
  /** A head, club or buckler: the monster it belongs to. It does not strike once its monster fell. */
  of?: string;
  /** X1-20 (Expansion One 14.1/1): the Minotaur's buckler shields its monster in its own box, like shield armour. */
  shield?: true;
  /** Issue 30: a native's horse (its `of` its rider): while it lives the hits aimed at its rider meet it (core-tables "harm_to_denizen"). */
  steed?: true;
  /** X1-12 (Expansion One 7.9): a traveller a hit captures. */
  captures?: true;
  fame: number;
  notoriety: number;
  /** Issue 30: the gold his killer takes (a native's wage: combat/natives.ts). */
  gold?: number;
}

/** One attack as it landed (or not), in order. */
export interface Strike {
  by: string;
  on: string;
  /** Strikes of one group land at once. */
  group: number;
  hit: HitKind;
  /** A missile's roll on the Missile table, and the levels it changed the harm by; the attacker's own modifiers, when any. */
  missile?: { dice: number[]; read: number; levels: number; modifiers?: RollModifier[] };
  /** BIMR4's roll of the hit (BI-10): the table, its dice, the adjusted row and its words. */
  optional?: { table: string; dice: number[]; read: number; result: string; /** Its modifiers, as 5.4 computed them (absent in none yet: always written). */ modifiers?: { label: string; value: number }[] };
  /** BI-11: how a missile went through his armour. */
  penetration?: Penetration;
  /** Absent on a miss, or when the attacker or target fell earlier. */
  harm?: HarmLevel | RedHarm;
  armour?: { name: string; before: string; after: string };
  wound?: boolean;
  killed?: boolean;
  /** The attack did not happen: its attacker, or its target, was killed earlier in the round; or a spell in force held it back (`why`). */
  cancelled?: 'attacker-dead' | 'target-dead' | 'spell';
  /** Issue 29: the spell in force that held the attack back, in words (combat/spells/sheet-spells.ts). */
  why?: string;
  /** X1-17: the strike of his second weapon. */
  second?: true;
  /** MP-10: the strike of his attack spell (this name); `speed0`: cast at speed 0, it always hits. */
  spell?: string;
  speed0?: true;
  /** X1-12: the hit captured the traveller. */
  captured?: true;
  /** X1-17 (11.3): the weapon that parried the hit, and whether the hit destroyed it. */
  parry?: { name: string; destroyed: boolean };
  /** X1-20: the buckler that took the hit instead of its monster, and whether the hit destroyed it. */
  buckler?: { name: string; destroyed: boolean };
  /** Issue 30: the attack was aimed at this rider, and met his horse (`on`). */
  rider?: string;
}

export interface RoundResult {
  strikes: Strike[];
  /** Killed this round, by id, and who killed each (several when they struck at once). */
  killed: { id: string; by: string[] }[];
  /** Wounds each character took (he chooses the chits at the fatigue step). */
  wounds: Record<string, number>;
  /** Armour that changed, by character. */
  armour: Record<string, { name: string; after: string }[]>;
  /** Tremendous monsters that hit without killing and turn red side up. */
  turnedRed: string[];
  /** X1-17 (11.3): weapons destroyed parrying, by character. */
  weaponsLost?: Record<string, string>;
  /** X1-12: travellers captured this round, and by whom. */
  captured?: { id: string; by: string }[];
  /** Harm was done (a kill, a wound, armour damaged or destroyed): the round is not a quiet one. */
  harmed: boolean;
  /** Issue 29: the peaceful individuals an attack was aimed at this round: their Peace ends. */
  peaceBroken?: string[];
}

type Attack = { id: string; target: string; box: Box; time: number; length: number; harm: Harm; missile?: boolean; second?: true; spell?: string; own?: readonly RollModifier[] };

/** What marks a strike as his second weapon's or his spell's. */
const tag = (a: Attack): Pick<Strike, 'second' | 'spell'> => ({ ...(a.second ? { second: true as const } : {}), ...(a.spell ? { spell: a.spell } : {}) });

/** His attacks, each with the modifiers of the roll its hit makes (a missile's, or a striking weapon's). */
const attacksOf = (f: Fighter): Attack[] => [
  ...(f.attack ? [{ id: f.id, target: f.attack.target, box: ATTACK_BOX[f.attack.direction], time: f.attack.time, length: f.attack.length, harm: f.attack.harm, ...(f.attack.missile ? { missile: true } : {}), ...(f.own ? { own: f.attack.missile ? f.own.missile : f.own.striking } : {}) }] : []),
  ...(f.second ? [{ id: f.id, target: f.second.target, box: ATTACK_BOX[f.second.direction], time: f.second.time, length: f.second.length, harm: f.second.harm, second: true as const, ...(f.own ? { own: f.own.striking } : {}) }] : []),
  // MP-10: an attack spell is a missile attack on each target, rolled on the Missile table with his missile modifiers.
  ...(f.spell ? f.spell.targets.map((target) => ({ id: f.id, target, box: ATTACK_BOX[f.spell!.direction], time: f.spell!.time, length: f.spell!.length, harm: f.spell!.harm, ...(f.spell!.missile === false ? {} : { missile: true }), spell: f.spell!.name, ...(f.own ? { own: f.own.missile } : {}) })) : []),
];

function denizenAttack(d: Denizen): Attack | undefined {
  if (d.side.attack === undefined || d.side.strength === undefined) return undefined;
  const harm: Harm = d.side.strength === 'RED' ? { red: true } : { level: d.side.strength, stars: d.side.sharpness ?? 0 };
  return { id: d.id, target: d.target, box: d.box, time: d.side.attack, length: d.side.length ?? 0, harm, ...(d.side.missile ? { missile: true } : {}) };
}

const DIRECTION: Readonly<Record<Box, AttackDirection>> = { 1: 'thrust', 2: 'swing', 3: 'smash' };

/** The round's reveal. `round` counts from 1, the first round of the evening in this clearing (the order differs). */
/**
 * The standard Missile table's roll for a missile that hit (core-tables "missile"), with the attacker's own modifiers
 * (a denizen has none); its dice, and the modifiers when there are any, are written in the strike.
 */
function missileRoll(dice: DiceSource, own: readonly RollModifier[] = []): { dice: number[]; read: number; levels: number; modifiers?: RollModifier[] } {
  const r = rollOn(MISSILE, dice, own);
  return { dice: r.dice, read: r.read, levels: r.result.levels, ...(own.length ? { modifiers: [...own] } : {}) };
}

/** How the round is played: the dice for the Missile table and BIMR4's rolls; `bimr4`: the option `optional-combat`. */
export interface RevealRules {
  dice?: DiceSource;
  /** BI-10 and BI-11 (003 §5.4–5.5): every hit rolls Fumble or the Optional Missile table; missiles penetrate armour. */
  bimr4?: boolean;
  /** Issue 29: the spells in force that hold attacks back (Peace, Melt Into Mist, Pentangle): combat/spells/sheet-spells.ts. */
  sheet?: SheetSpells;
}

export function revealRound(fighters: readonly Fighter[], denizens: readonly Denizen[], round: number, rules: RevealRules = {}): RoundResult {
  const { dice, bimr4 } = rules;
  const fighterOf = new Map(fighters.map((f) => [f.id, f]));
  const denizenOf = new Map(denizens.map((d) => [d.id, d]));
  // Issue 29: the spells in force hold some attacks back (they are told as attacks that did not happen).
  const all = [...fighters.flatMap(attacksOf), ...denizens.map(denizenAttack)].filter((a): a is Attack => a !== undefined);
  const judged = rules.sheet ? underSheetSpells(all, rules.sheet, (id) => denizenOf.get(id)?.of) : { kept: all, held: [], peaceBroken: [] };
  const attacks = judged.kept;
  const dead = new Set<string>();
  const armourNow = new Map(fighters.map((f) => [f.id, f.armour.map((a) => ({ ...a }))]));
  const result: RoundResult = { strikes: judged.held.map(({ a, why }) => ({ ...tag(a), by: a.id, on: a.target, group: -1, hit: 'miss' as const, cancelled: 'spell' as const, why })), killed: [], wounds: {}, armour: {}, turnedRed: [], harmed: false, ...(judged.peaceBroken.length ? { peaceBroken: judged.peaceBroken } : {}) };
  const wound = (id: string) => {
    result.wounds[id] = (result.wounds[id] ?? 0) + 1;
    result.harmed = true;
  };
  attackOrder(attacks, round).forEach((group, g) => {
    // A group strikes at once: who falls in it still strikes.
    const fallen: { id: string; by: string }[] = [];
    const book: RoundBook = { result, armourNow, dead, fallen, wound, bimr4, denizens };
    /** One attack on its target (a character, or a denizen: a rider's horse standing in for him). */
    const strikeAt = (a: Attack, target: Fighter | undefined, denizen: Denizen | undefined, horse?: Denizen): void => {
      const maneuverOf = (d: Denizen | undefined) => (d && d.side.move !== undefined ? { box: d.box, time: d.side.move } : undefined);
      // A rider attacked through his horse (BI-9): the horse's maneuver decides the hit.
      const defence = target ? target.maneuver : maneuverOf(horse ?? denizen);
      const rider = horse ? maneuverOf(denizen) : undefined;
      // MP-10: an attack spell hits by direction or undercut as a weapon does; at speed 0 it always hits.
      const spellHit = a.spell ? attackSpellHit(a.time, DIRECTION[a.box], defence) : undefined;
      const hit: HitKind = spellHit === 'speed-0' ? 'intercept' : spellHit ?? hitOf({ box: a.box, time: a.time }, defence);
      if (hit === 'miss') {
        result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit });
        return;
      }
      // X1-12 (7.9): any hit on a traveller captures him (no harm is rolled); he is out of the fight at once.
      if (denizen?.captures) {
        result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, captured: true });
        (result.captured ??= []).push({ id: denizen.id, by: a.id });
        dead.add(denizen.id);
        return;
      }
      // The roll of a hit: BIMR4's Fumble or Optional Missile table (BI-10), else a missile's standard Missile table
      // (not rolled when its harm is Negligible with no star).
      // The roller's own modifiers reach both (the attacker's, 003 5.4/3).
      const optional = bimr4 && dice ? optionalHitRoll({ missile: a.missile === true, attackTime: a.time, ...(defence ? { maneuverTime: defence.time } : {}), intercepted: hit === 'intercept', ...(a.own ? { own: a.own } : {}), ...(rider ? { rider: { time: rider.time, intercepted: rider.box === a.box } } : {}) }, dice) : undefined;
      const rolled = !optional && a.missile && dice && !('level' in a.harm && a.harm.level === 'N' && a.harm.stars === 0) ? missileRoll(dice, a.own) : undefined;
      const harm = optional ? afterEffect(a.harm, optional.effect) : rolled ? changeLevels(a.harm, rolled.levels) : a.harm;
      const shot = { ...(spellHit === 'speed-0' ? { speed0: true as const } : {}), ...(rolled ? { missile: rolled } : {}), ...(optional ? { optional: { table: optional.roll.table, dice: optional.roll.dice, read: optional.roll.read, result: optional.roll.result, modifiers: optional.roll.modifiers.map((m) => ({ label: m.label, value: m.value })) } } : {}) };
      const blow: Blow = { a, g, hit, harm, optional, shot, attacker: denizenOf.get(a.id) };
      if (target) strikeCharacter(book, blow, target);
      else if (denizen) strikeDenizen(book, blow, denizen);
    };
    for (const a of group) {
      const owner = denizenOf.get(a.id)?.of;
      if (dead.has(a.id) || (owner !== undefined && dead.has(owner))) {
        result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit: 'miss', cancelled: 'attacker-dead' });
        continue;
      }
      if (dead.has(a.target)) {
        result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit: 'miss', cancelled: 'target-dead' });
        continue;
      }
      const target = fighterOf.get(a.target);
      // Issue 30: a mounted native's horse meets the attack aimed at him — its box and move time, its harm
      // (core-tables "harm_to_denizen"); killed, it leaves him on foot.
      const aimed = denizenOf.get(a.target);
      const steed = aimed && denizens.find((x) => x.steed && x.of === aimed.id && !dead.has(x.id));
      const denizen = steed ?? aimed;
      const told = result.strikes.length;
      // BI-9 (003 5.3/2, with optional-combat): an attack aimed at the rider must still intercept or undercut his
      // horse's maneuver, and then harms the rider; both maneuvers alter its roll (5.4/2). Without it, the horse.
      if (steed && bimr4) {
        strikeAt(a, target, aimed, steed);
        continue;
      }
      strikeAt(steed ? { ...a, target: steed.id } : a, target, denizen);
      // The strike names the horse it met, and the rider it was aimed at.
      if (steed) for (const s of result.strikes.slice(told)) s.rider = aimed!.id;
      // RED harm goes on to the rider as well (core-tables "harm_to_denizen").
      if (steed && fallen.some((f) => f.id === steed.id) && result.strikes.at(-1)?.harm === 'RED') fallen.push({ id: aimed!.id, by: a.id });
    }
    for (const f of fallen) {
      dead.add(f.id);
      const k = result.killed.find((x) => x.id === f.id);
      if (k) k.by.push(f.by);
      else result.killed.push({ id: f.id, by: [f.by] });
      result.harmed = true;
    }
  });
  return result;
}

/** The round so far, as each strike changes it: the result, the armour as it now lies, the dead, this group's fallen. */
interface RoundBook {
  result: RoundResult;
  armourNow: Map<string, WornArmour[]>;
  dead: Set<string>;
  /** Who falls in this group (they still strike in it). */
  fallen: { id: string; by: string }[];
  wound: (id: string) => void;
  bimr4: boolean | undefined;
  denizens: readonly Denizen[];
}

/** An attack that hit, its roll made: the harm it lands with, and the dice of its roll for the strike's record. */
interface Blow {
  a: Attack;
  /** Its group in the attack order. */
  g: number;
  hit: HitKind;
  harm: Harm;
  optional: ReturnType<typeof optionalHitRoll> | undefined;
  shot: Pick<Strike, 'missile' | 'optional' | 'speed0'>;
  /** The denizen that strikes, if a denizen does. */
  attacker: Denizen | undefined;
}

/** A hit on a character: his parrying weapon, BIMR4's Negligible and wound results, a missile through armour, or harm on his armour and him. */
function strikeCharacter(book: RoundBook, blow: Blow, target: Fighter): void {
  const { a, g, hit, optional, shot, attacker } = blow;
  const { result, armourNow, fallen, wound, bimr4 } = book;
  // Issue 29: an armoured shape (magic/shapes.ts) takes a hit a star lighter.
  const harm: Harm = target.armoured ? starLess(blow.harm) : blow.harm;
  const armour = armourNow.get(target.id)!;
  const negligible = optional?.effect.kind === 'negligible';
  const woundOnly = optional?.effect.kind === 'wound';
  const pieces = armour.filter((p) => p.state !== 'destroyed' && p.protects.includes(DIRECTION[a.box]));
  let killed = false;
  // X1-17 (11.3): his parrying weapon meets a hit from its box that it undercuts, like a shield: one star less;
  // harm above its weight destroys it (never damages it); Medium or more still wounds; it never kills.
  const parry = target.parry && !result.weaponsLost?.[target.id] && DIRECTION[a.box] === target.parry.direction && target.parry.time < a.time && !('red' in harm) && !negligible && !woundOnly ? target.parry : undefined;
  if (parry && !('red' in harm)) {
    const landed = applied(starLess(harm)) as HarmLevel;
    const destroyed = HARM_LEVELS.indexOf(landed) > HARM_LEVELS.indexOf(parry.toughness);
    const hurt = HARM_LEVELS.indexOf(landed) >= HARM_LEVELS.indexOf('M');
    if (destroyed) {
      (result.weaponsLost ??= {})[target.id] = parry.name;
      result.harmed = true;
    }
    if (hurt) wound(target.id);
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: landed, parry: { name: parry.name, destroyed }, wound: hurt, killed: false });
    if (attacker?.turnsRed && !result.turnedRed.includes(attacker.of ?? attacker.id)) result.turnedRed.push(attacker.of ?? attacker.id);
    return;
  }
  if (negligible) {
    // Negligible: no harm, but still a hit (003 §5 tables).
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: 'N', wound: false, killed: false });
  } else if (woundOnly) {
    // "wound": one wound to a character hit without armour; on armour nothing.
    const bare = pieces.length === 0;
    if (bare) wound(target.id);
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, wound: bare, killed: false });
  } else if (bimr4 && a.missile) {
    // BI-11: the missile penetrates his armour (003 5.5), which is never damaged.
    const p = penetrate(harm, pieces);
    const bare = p.through === undefined ? undefined : hitCharacter({ level: p.through, stars: 0 }, DIRECTION[a.box], [], target.vulnerability);
    const hurt = bare ? bare.wound : p.stoppedBy?.wound === true;
    killed = bare?.killed === true;
    if (hurt) wound(target.id);
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: p.through ?? (applied(harm) as HarmLevel), penetration: p, wound: hurt, killed });
  } else {
    const struck = hitCharacter(harm, DIRECTION[a.box], armour, target.vulnerability, a.missile === true);
    if (struck.armour && struck.armour.after !== struck.armour.before) {
      armourNow.set(target.id, armour.map((p) => (p.name === struck.armour!.name ? { ...p, state: struck.armour!.after as WornArmour['state'] } : p)));
      (result.armour[target.id] ??= []).push({ name: struck.armour.name, after: struck.armour.after });
      result.harmed = true;
    }
    if (struck.wound) wound(target.id);
    killed = struck.killed;
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: struck.harm, ...(struck.armour ? { armour: struck.armour } : {}), wound: struck.wound, killed });
  }
  if (killed) fallen.push({ id: target.id, by: a.id });
  // A Tremendous monster that hits without killing turns red (core-tables "red_side_tremendous"), even a
  // Negligible hit (003 §5 tables).
  const red = attacker?.of ?? attacker?.id;
  if (attacker?.turnsRed && red && !killed && !result.turnedRed.includes(red)) result.turnedRed.push(red);
}

/** A hit on a denizen: its buckler's box (X1-20), else harm against its vulnerability. */
function strikeDenizen(book: RoundBook, { a, g, hit, harm, optional, shot }: Blow, denizen: Denizen): void {
  const { result, dead, fallen, denizens } = book;
  // X1-20 (Expansion One 14.1/1): a hit in the box of its monster's buckler meets the buckler, one star less; harm
  // above the buckler's vulnerability destroys it; the monster takes no harm either way.
  const buckler = denizens.find((x) => x.of === denizen.id && x.shield && x.box === a.box && !dead.has(x.id) && !fallen.some((f) => f.id === x.id));
  if (buckler && !(optional && optional.effect.kind !== 'levels')) {
    const landed = applied(starLess(harm));
    const destroyed = landed === 'RED' || HARM_LEVELS.indexOf(landed) > HARM_LEVELS.indexOf(buckler.vulnerability);
    if (destroyed) fallen.push({ id: buckler.id, by: a.id });
    result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: landed, buckler: { name: buckler.name, destroyed }, killed: false });
    return;
  }
  const struck = optional && optional.effect.kind !== 'levels' ? { harm: 'N' as const, killed: false } : hitDenizen(harm, denizen.vulnerability, denizen.armoured);
  if (struck.killed) fallen.push({ id: denizen.id, by: a.id });
  result.strikes.push({ ...tag(a), by: a.id, on: a.target, group: g, hit, ...shot, harm: struck.harm, killed: struck.killed });
}

/** What a character takes for his kills of a round. */
export interface Spoils {
  fame: number;
  notoriety: number;
  gold?: number;
}

/**
 * The spoils of the round's kills (core-tables "harm_to_denizen"): each killed denizen's fame and notoriety to its
 * killer (and a native's wage in gold), shared (rounded down) when several struck it at once.
 */
export function spoils(result: RoundResult, denizens: readonly Denizen[]): Record<string, Spoils> {
  const out: Record<string, Spoils> = {};
  for (const k of result.killed) {
    const d = denizens.find((x) => x.id === k.id);
    if (!d) continue;
    for (const by of k.by) {
      const s = (out[by] ??= { fame: 0, notoriety: 0 });
      s.fame += Math.floor(d.fame / k.by.length);
      s.notoriety += Math.floor(d.notoriety / k.by.length);
      // Issue 30: a native's wage in gold (RealmSpeak's gold bounty), shared the same way.
      if (d.gold) s.gold = (s.gold ?? 0) + Math.floor(d.gold / k.by.length);
    }
  }
  return out;
}
