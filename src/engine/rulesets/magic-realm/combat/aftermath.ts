/**
 * A round revealed and what it leaves (issue 14; core-tables "combat_round" from the tactics step, "wounds_and_fatigue",
 * "disengagement"): the round played (round.ts), then its events — the public story with every die and the sheets for
 * the melee picture, wounds and fatigue owed, armour and weapons changed, fame and notoriety, the dead, killed
 * monsters off the board, travellers captured or escaped (X1-12).
 */
import type { GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { boardOf } from '../board/access.js';
import { characterWords, chitLabel } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { changeSheet } from '../characters/sheet-changes.js';
import { numbersOf, playOf } from '../play/access.js';
import { worldFadesAfter } from './spells/day-rolls.js';
import { cardOf, currentCombat, kitInCombat } from './access.js';
import { shapeNow, shapeOf } from '../magic/shapes.js';
import { fightsAs } from './counters.js';
import { ev, owedEvent, type MeleeSheet, type RoundReveal, type StrikeLine } from './events.js';
import { markIn, metIn, roundReveal, spellMarks } from './reveal-facts.js';
import { playedLabel, playText, type MeleePlay } from './plays.js';
import { playRound, type InCombat, type RoundOutcome } from './round.js';
import type { ClearingCombat, CombatCast, CombatDenizen } from './state.js';
import { fatigueOf } from './tactics.js';
import { rollerModifiers } from '../characters/roll-modifiers.js';
import { deathEvents } from '../characters/death.js';
import { capital, labelIn, nameOf, sideText, strikeText } from './words.js';
import { ATTACK_DIRECTIONS } from '../terms.js';
import { heldText } from '../magic/in-force.js';
import { spellOrder } from '../magic/spell-order.js';
import { spellsAtReveal, type SpellsAtReveal } from './cast.js';
import { withFatigued } from '../magic/spell-fatigue.js';
import { asPlayed } from './spells/played-chits.js';
import { expiredChitEvents } from './spells/expired-chits.js';
import { usedChitsEnded } from '../magic/spell-chits.js';
import { hiddenCastersAfter, hiddenCastersOf, rehideEvents } from './hidden-cast.js';
import { hiddenIn } from './hidden-here.js';
import { nativeNamed } from '../denizens/denizens.js';
import { lastOfGroupEvents, provokedEvents } from './natives.js';
import { monsterUnder, sheetSpellsOf, weaponStars } from './spells/sheet-spells.js';
import { peaceEndedEvents } from './spells/peace-ended.js';

/** The round revealed, in one go: tactics, attacks, the fatigue step, and what it leaves on the cards and the board. */
export function revealEvents(before: GameState, c: ClearingCombat, dice: DiceSource, actor: string, evolve: (s: GameState, e: GameEvent) => GameState): GameEvent[] {
  // The ambushers (hidden, not among the fighters) strike with the rest.
  const ambushers = [...ambushersOf(c), ...hiddenCastersOf(c)];
  // MP-8: the round's spells in order of speed; MP-10: the attack spells in effect launched with the attacks; what
  // the other spells do now comes first, and the round is played on the game it leaves.
  const spells = spellsAtReveal(before, c, dice, actor, evolve);
  const state = spells.events.reduce(evolve, before);
  // Issue 29: who a spell took out of the fight (combat.spell-removed) is not in the round, an absorbed monster is
  // gone, commanded ones are off a sheet: the round is fought on the combat the spells left.
  c = currentCombat(state)?.clearing === c.clearing ? currentCombat(state)! : c;
  // MP-9: the spells that went into effect stay in force on their targets (told after the round); issue 29: the round
  // is fought under them (combat/spells/sheet-spells.ts), those cast now included.
  const inForce: GameEvent[] = spells.inForce.map((held) => ({ type: 'play.spell-in-force', payload: { held, text: `${held.name}'s ${heldText(held).replace(/ \(by the [^,]+, /, ' (')} is in force on ${held.labels.join(', ')}` }, visibility: PUBLIC, actor }));
  const under = inForce.reduce(evolve, state);
  // Issue 29: under a wish for peace no attack is made this round (combat/spells/wish.ts); a wish for strength marks his FIGHT.
  const fighters = fightersOf(under, c, ambushers, spells).map((f) => (c.peace ? { ...f, play: {}, denizens: [], spell: undefined } : c.strength?.includes(f.userId) ? { ...f, strength: true as const } : f));
  const sheet = sheetSpellsOf(under, [...c.order, ...c.denizens.map((d) => d.id)], new Map(c.denizens.map((d) => [d.id, d.name])), (id) => labelIn(state, c, id));
  // Encounter-step effort of those who did not play still fatigues them.
  const outcome: RoundOutcome = fighters.length
    ? playRound(fighters, c.round, { dice, sheet, ...(state.options['optional-combat'] === true ? { bimr4: true } : {}) })
    : { tactics: {}, reveal: { strikes: [], killed: [], wounds: {}, armour: {}, turnedRed: [], harmed: false }, owed: [], denizens: {}, spoils: {}, active: false };
  for (const id of c.order) {
    const spent = c.effort?.[id] ?? 0;
    if (!c.playing.includes(id) && fatigueOf(spent)) {
      outcome.owed.push({ userId: id, owed: { kind: 'fatigue', count: fatigueOf(spent), cause: `combat, round ${c.round}` } });
      outcome.active = true;
    }
  }
  // A round in which a spell was cast is an active one (core-tables "end_of_combat").
  if (Object.keys(c.casts ?? {}).length) outcome.active = true;
  const label = (id: string) => labelIn(state, c, id);
  // Issue 29, Roof Collapses: a hidden character it struck who plays no part is not named to the table: he alone is
  // told of the strikes on him (combat.struck-unseen); his wounds and armour reach him as ever, privately.
  const unseen = hiddenIn(state, c).filter((id) => !c.playing.includes(id) && !ambushers.includes(id));
  const strikes: StrikeLine[] = outcome.reveal.strikes.filter((s) => !unseen.includes(s.on)).map((s) => ({ by: label(s.by), on: label(s.on), text: strikeText(s, label) }));
  const unseenStrikes = unseen.flatMap((id) => {
    const on = outcome.reveal.strikes.filter((s) => s.on === id).map((s) => strikeText(s, label));
    return on.length ? [ev('combat.struck-unseen', { userId: id, name: nameOf(state, id), lines: on }, onlyPlayers(id), actor)] : [];
  });
  const tactics = Object.entries(outcome.tactics).map(([id, t]) => ({ name: nameOf(state, id), die: t.reposition.die, text: t.reposition.text, changes: t.changes }));
  const killed = outcome.reveal.killed.map((k) => k.id);
  const lines = [
    ...tactics.map((t) => `${t.name}'s sheet: repositioning ${t.die} (${t.text})${t.changes.length ? `; change tactics ${t.changes.map((x) => `box ${x.box} ${x.dice.join('+')}${x.turned ? ' turns over' : ''}`).join(', ')}` : ''}`),
    ...spells.lines.map((l) => l.text),
    ...strikes.map((s) => s.text),
    ...outcome.reveal.killed.map((k) => `${capital(label(k.id))} is ${c.denizens.find((d) => d.id === k.id && !d.steed)?.part ? 'destroyed' : 'killed'} by ${k.by.map(label).join(' and ')}`),
    ...outcome.reveal.turnedRed.map((id) => `${capital(label(id))} turns red side up`),
  ];
  const plays = [
    ...c.playing.map((id) => ({ userId: id, name: nameOf(state, id), text: playText(kitInCombat(state, id)!, c.plays[id] ?? {}, label) })),
    ...ambushers.map((id) => ({ userId: id, name: nameOf(state, id), text: c.ambushes?.[id] ? `from ambush: ${playText(kitInCombat(state, id)!, c.ambushes[id].play, label)}${c.ambushes[id].thrown ? ' (thrown)' : ''}` : `casts from hiding${c.casts![id]!.aim ? `, aimed ${c.casts![id]!.aim}` : ''}` })),
  ];
  const reveal = roundReveal(outcome); // the facts: the melee sheets are computed from them (meleeSheets below)
  const events: GameEvent[] = [
    ...spells.events,
    ev('combat.round', { clearing: c.clearing, round: c.round, plays, tactics, strikes, denizens: outcome.denizens, killed, active: outcome.active, lines, reveal, ...(spells.lines.length ? { spells: spells.lines } : {}) }, PUBLIC, actor),
    ...unseenStrikes,
  ];
  events.push(...usedChitsEnded(state, c, actor)); // MP-9: the spell chits played this round are used up with it (magic/spell-chits.ts), before the new spells join
  // MP-9: the spells that went into effect stay in force on their targets.
  events.push(...inForce);
  // Issue 29: a Peace whose target was attacked this round ends.
  events.push(...peaceEndedEvents(under, outcome.reveal.peaceBroken ?? [], label, actor));
  // What the round leaves: wounds and fatigue owed, armour, fame and notoriety, the dead.
  const dead = new Set(killed);
  for (const o of outcome.owed) events.push(owedEvent(o.userId, nameOf(state, o.userId), o.owed, actor));
  for (const f of fighters) {
    if (dead.has(f.userId)) continue;
    const { sheet, what } = sheetAfter(f, outcome, reveal, c.clearing, spells.fatigue[f.userId]);
    if (what.length) events.push({ type: 'play.sheet-set', payload: { userId: f.userId, name: nameOf(state, f.userId), changes: sheetDelta(f.sheet, sheet), what: `in combat: ${what.join(', ')}` }, visibility: onlyPlayers(f.userId), actor });
  }
  // MP-11: a caster with nothing to play this round (his spell no attack spell) — his expired spell's MAGIC chit fatigues all the same.
  for (const [id, chits] of Object.entries(spells.fatigue)) if (!fighters.some((f) => f.userId === id)) events.push(...expiredChitEvents(state, id, chits, actor));
  for (const [id, s] of Object.entries(outcome.spoils)) {
    if (dead.has(id)) continue;
    const n = numbersOf(playOf(state), id);
    if (s.fame) events.push({ type: 'play.numbers-set', payload: { userId: id, field: 'fame', before: n.fame, after: n.fame + s.fame, name: nameOf(state, id) }, visibility: onlyPlayers(id), actor });
    if (s.notoriety) events.push({ type: 'play.numbers-set', payload: { userId: id, field: 'notoriety', before: n.notoriety, after: n.notoriety + s.notoriety, name: nameOf(state, id) }, visibility: onlyPlayers(id), actor });
    // Issue 30: the wages of the natives he killed, in gold.
    if (s.gold) events.push({ type: 'play.numbers-set', payload: { userId: id, field: 'gold', before: n.gold, after: n.gold + s.gold, name: nameOf(state, id) }, visibility: onlyPlayers(id), actor });
  }
  // Issue 30: a native attacked from ambush or by a spell sets his group battling the attacker, told with the reveal
  // (an attack in the target step tells it at once: decide.ts).
  const aimedAt = new Map<string, string[]>();
  for (const id of ambushersOf(c)) aimedAt.set(id, [c.ambushes![id]!.play.fight?.target].filter((t): t is string => t !== undefined));
  for (const [id, k] of Object.entries(c.casts ?? {})) if (!k.broken) aimedAt.set(id, [...(aimedAt.get(id) ?? []), ...(k.targets ?? [])]);
  for (const [id, targets] of aimedAt) events.push(...provokedEvents(state, c, id, targets, 'attacked', actor));
  // The ambushers (their thrown weapons left their cards above): the Hide table says whether each stays hidden.
  for (const id of ambushersOf(c)) events.push(...rehideEvents(state, c, id, dice, actor));
  // MP-7: each hidden caster stays hidden, rolls to (the Ambush rule, one individual), or is unhidden.
  events.push(...hiddenCastersAfter(state, c, dice, actor));
  // Issue 29, World Fades: each character it holds, unhidden with no denizen on him, rolls to hide (combat/spells/day-rolls.ts).
  events.push(...worldFadesAfter(state, c, playOf(under).inForce ?? [], dead, dice, actor));
  events.push(...leavingEvents(state, c, outcome, fighters, reveal, spells, label, actor));
  return events;
}

/** Who leaves the board after the round: travellers captured or escaped (X1-12), denizens killed, characters dead (issue 27). */
function leavingEvents(state: GameState, c: ClearingCombat, outcome: RoundOutcome, fighters: readonly InCombat[], reveal: RoundReveal, spells: SpellsAtReveal, label: (id: string) => string, actor: string): GameEvent[] {
  const events: GameEvent[] = [];
  const dead = new Set(outcome.reveal.killed.map((k) => k.id));
  // X1-12: a traveller hit is captured (off the board, with his captor); one attacked and missed escapes.
  const captured = outcome.reveal.captured ?? [];
  for (const k of captured) {
    const d = c.denizens.find((x) => x.id === k.id)!;
    events.push(ev('combat.captured', { userId: k.by, name: nameOf(state, k.by), traveller: d.name, id: d.id }, PUBLIC, actor));
    events.push({ type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor });
  }
  for (const d of c.denizens.filter((x) => x.capture !== undefined && x.on && !captured.some((k) => k.id === x.id))) {
    events.push(ev('combat.escaped', { traveller: d.name, id: d.id }, PUBLIC, actor));
  }
  for (const k of outcome.reveal.killed) {
    const d = c.denizens.find((x) => x.id === k.id);
    // A destroyed buckler stays lost with its monster's piece until the monster returns to the set-up card.
    if (d?.part) {
      const piece = boardOf(state).pieces.find((p) => p.id === d.of);
      if (piece && !dead.has(piece.id)) events.push({ type: 'board.piece-set', payload: { piece: { ...piece, lost: [...(piece.lost ?? []), d.part] } }, visibility: PUBLIC, actor });
      continue;
    }
    if (d) events.push({ type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor });
    else {
      // Issue 27: out of play at once, his belongings (as the round left them) lying in the clearing (characters/death.ts).
      const f = fighters.find((x) => x.userId === k.id);
      const sheet = f ? sheetAfter(f, outcome, reveal, c.clearing, spells.fatigue[f.userId]).sheet : undefined;
      events.push(...deathEvents(state, k.id, nameOf(state, k.id), `killed in combat in ${c.clearing} by ${k.by.map(label).join(' and ')}`, actor, sheet));
    }
  }
  // Issue 30: a native group killed to the last leaves its box to its last native's killer (combat/natives.ts).
  events.push(...lastOfGroupEvents(state, c, outcome.reveal.killed, actor));
  return events;
}

/** Who strikes in the round: those who play, then the hidden ambushers, each with his card, play, monsters, spell. */
function fightersOf(state: GameState, c: ClearingCombat, ambushers: readonly string[], spells: SpellsAtReveal): InCombat[] {
  // Issue 29: the shapes in force (magic/shapes.ts: Transform, Absorb Essence) — the game is the one under this
  // round's spells already (revealEvents).
  const held = playOf(state).inForce ?? [];
  // Issue 29, Roof Collapses: a hidden character it reaches who plays no part in the round is struck with no maneuver.
  const struck = hiddenIn(state, c).filter((id) => !c.playing.includes(id) && !ambushers.includes(id) && Object.values(spells.attacks).some((a) => a.targets.includes(id)));
  return [...c.playing, ...ambushers, ...struck].map((userId) => {
    const { kit, sheet: card } = cardOf(state, userId);
    // Issue 29: a chit he played that a spell wounded at this reveal still plays (combat/spells/played-chits.ts).
    const sheet = asPlayed(card, c.plays[userId] ?? c.ambushes?.[userId]?.play);
    const shape = shapeOf(held, userId)?.shape;
    // His own modifiers reach the tables his hits roll on, as they reach HIDE and the Meeting table.
    const mods = rollerModifiers(state, userId);
    const own = { missile: mods(c.clearing, 'missile'), striking: mods(c.clearing, []) };
    const ambush = c.ambushes?.[userId];
    if (ambush && !c.playing.includes(userId)) return { userId, kit, sheet, own, play: ambush.play, denizens: [], ...(ambush.thrown ? { thrown: true as const } : {}) };
    // MP-7: a hidden caster has no maneuver; his attack spell strikes with the rest.
    const hiddenCast = c.casts?.[userId]?.hidden ? c.casts[userId] : undefined;
    if (hiddenCast && !c.playing.includes(userId)) return { userId, kit, sheet, own, play: {}, denizens: [], magicSpent: hiddenCast.effort, ...(spells.attacks[userId] ? { spell: spells.attacks[userId] } : {}) };
    if (struck.includes(userId)) return { userId, kit, sheet, own, play: {}, denizens: [] };
    return {
      userId,
      kit,
      sheet,
      own,
      play: c.plays[userId] ?? {},
      ...(shape ? { shape } : {}),
      // A transformed monster fights as its beast, without its head or club.
      denizens: c.denizens.filter((d) => d.on === userId && !(d.of && shapeOf(held, d.of))).map((d) => ({ id: d.id, def: shapeOf(held, d.id)?.shape ?? monsterUnder(state, d.of ?? d.id, fightsAs(d)!), side: d.side, box: d.box, ...(d.part ? { part: d.part, of: d.of! } : {}), ...(d.steed ? { steed: true as const } : {}), ...(d.capture !== undefined ? { capture: true as const } : {}), ...(d.group && !d.steed ? { bounty: nativeNamed(d.name)?.wage ?? 0 } : {}) })),
      ...(c.effort?.[userId] ? { spent: c.effort[userId] } : {}),
      ...(c.casts?.[userId] ? { magicSpent: c.casts[userId]!.effort } : {}),
      ...(spells.attacks[userId] ? { spell: spells.attacks[userId] } : {}),
      ...(weaponStars(state, userId) ? { stars: weaponStars(state, userId) } : {}),
    };
  });
}

/**
 * His sheet after the round: armour damaged or destroyed; his (primary) weapon turned alerted side up when its attack
 * missed and unalerted when it hit (Expansion One 11.1 names "alerted … by a miss"; RealmSpeak turns it so), as it
 * was when it did not strike.
 */
function sheetAfter(f: InCombat, outcome: RoundOutcome, reveal: RoundReveal, clearing: string, fatigued: readonly number[] = []): { sheet: CharacterSheet; what: string[] } {
  const changes = outcome.reveal.armour[f.userId] ?? [];
  const what = changes.map((x) => `${x.name} ${x.after}`);
  let sheet: CharacterSheet = changes.length ? { ...f.sheet, armour: f.sheet.armour.map((a) => ({ ...a, state: (changes.filter((x) => x.name === a.name).at(-1)?.after as typeof a.state) ?? a.state })) } : f.sheet;
  // MP-11: "Magic chits fatigue when the spell expires" (an attack spell: when the attacks are resolved).
  if (fatigued.length) {
    sheet = withFatigued(sheet, fatigued);
    what.push(`${fatigued.map((i) => chitLabel(f.kit.chits[i]!)).join(', ')} fatigued (${characterWords(f.sheet.character).possessive} spell expired)`);
  }
  const mark = f.play.fight ? markIn(reveal, f.userId) : 'none';
  if (sheet.weapon && !f.shape && (mark === 'miss' || mark === 'hit' || mark === 'killed')) {
    const alerted = mark === 'miss';
    const weapon = sheet.weapon;
    if (weapon.alerted !== alerted) {
      sheet = { ...sheet, weapon: { ...weapon, alerted } };
      what.push(`${characterWords(f.sheet.character).possessive} ${weapon.name} ${alerted ? 'alerted (it missed)' : 'unalerted (it hit)'}`);
    }
  }
  // A weapon gone leaves his card as one given up does (a second weapon becomes his only one): destroyed parrying
  // (X1-17, 11.3), or thrown from an ambush, one shot, left in the clearing (11.2).
  const lost = outcome.reveal.weaponsLost?.[f.userId];
  const gone = lost && sheet.weapon?.name === lost ? { item: lost, why: `${characterWords(f.sheet.character).possessive} ${lost} destroyed parrying` } : f.thrown && sheet.weapon ? { item: sheet.weapon.name, why: `throws ${characterWords(f.sheet.character).possessive} ${sheet.weapon.name}: it lies in ${clearing}` } : undefined;
  if (gone) {
    sheet = changeSheet(sheet, f.kit, { kind: 'take', item: gone.item }).sheet;
    what.push(gone.why);
  }
  return { sheet, what };
}

/** The hidden characters who strike from ambush this round: not among those who play. */
const ambushersOf = (c: ClearingCombat): string[] => Object.keys(c.ambushes ?? {}).filter((id) => !c.playing.includes(id));

/** Who fought the round, in the reveal's order: those who played, then the hidden ambushers, each with his play. */
export function roundFighters(c: ClearingCombat): { userId: string; play: MeleePlay; denizens: CombatDenizen[] }[] {
  const ambushers = ambushersOf(c);
  return [
    ...c.playing.map((userId) => ({ userId, play: c.plays[userId] ?? {}, denizens: c.denizens.filter((d) => d.on === userId) })),
    ...ambushers.map((userId) => ({ userId, play: c.ambushes![userId]!.play, denizens: [] })),
    // MP-7: the hidden casters, with no maneuver.
    ...hiddenCastersOf(c).map((userId) => ({ userId, play: {}, denizens: [] })),
  ];
}

/**
 * Each character's sheet of the round `c` as the game lays it out, the melee picture's (issue 14; issue 28: computed
 * when the round's event is applied, combat/evolve.ts, no longer written into it): his plays, and the monsters on his
 * sheet where the tactics step put them, every attack marked with what it did. `state` and `c` as they stood at the
 * reveal; `killed`: the round's dead.
 */
export function meleeSheets(state: GameState, c: ClearingCombat, reveal: RoundReveal, killed: readonly string[]): MeleeSheet[] {
  const dead = new Set(killed);
  return roundFighters(c).map((f) => {
    const { kit, sheet } = cardOf(state, f.userId);
    // Issue 29: in a shape he strikes with the shape's attack, not his weapon.
    const shape = shapeNow(state, f.userId);
    const weapon = shape ? `${shape.shape.name} (${shape.spell})` : sheet.weapon?.name ?? 'dagger';
    const { fight, fight2, move, shield, parry } = f.play;
    const cast = c.casts?.[f.userId];
    const armour = reveal.armour[f.userId];
    return {
      name: nameOf(state, f.userId),
      ...(fight ? { attack: { chit: playedLabel(kit, fight.chit), weapon, direction: fight.direction, target: labelIn(state, c, metIn(reveal, f.userId) ?? fight.target), mark: markIn(reveal, f.userId) } } : {}),
      ...(parry ? { parry: { chit: playedLabel(kit, parry.chit), weapon: sheet.weapon?.name ?? 'weapon', direction: parry.direction, destroyed: reveal.weaponsLost?.[f.userId] !== undefined } } : {}),
      ...(fight2 && sheet.second ? { attack2: { chit: playedLabel(kit, fight2.chit), weapon: sheet.second.name, direction: fight2.direction, target: labelIn(state, c, metIn(reveal, f.userId, true) ?? fight2.target), mark: markIn(reveal, f.userId, true) } } : {}),
      ...(move ? { maneuver: { chit: playedLabel(kit, move.chit), maneuver: move.maneuver } } : {}),
      ...(cast ? { spell: spellSheet(state, c, reveal, f.userId, cast) } : {}),
      ...(shield ? { shield: ATTACK_DIRECTIONS[shield - 1]! } : {}),
      denizens: f.denizens.map((d) => {
        const p = reveal.placed.find((x) => x.id === d.id);
        const side = p?.turned ? (d.side === 'light' ? 'dark' : 'light') : d.side;
        const red = reveal.turnedRed.includes(d.of ?? d.id);
        return { label: d.label, side, box: p?.box ?? d.box, printed: sideText({ ...d, side }), mark: markIn(reveal, d.id), dead: dead.has(d.id) || (d.of !== undefined && dead.has(d.of)), ...(red ? { turnedRed: true as const } : {}) };
      }),
      ...(armour?.length ? { armour: armour.map((a) => ({ name: a.name, after: a.after })) } : {}),
      wounds: reveal.wounds[f.userId] ?? 0,
      killed: dead.has(f.userId),
    };
  });
}

/**
 * His spell of the round as the melee picture shows it (MP-10): its name, the chit or artifact that cast it, the
 * direction he aimed, and what it did to each target; or that it was broken or cancelled (MP-6, MP-8).
 */
function spellSheet(state: GameState, c: ClearingCombat, reveal: RoundReveal, userId: string, cast: CombatCast): NonNullable<MeleeSheet['spell']> {
  const { kit } = cardOf(state, userId);
  const marks = spellMarks(reveal, userId);
  const targets = (cast.targets ?? []).map((t, i) => ({ target: labelIn(state, c, t), mark: marks[i] ?? ('none' as const) }));
  // MP-8: cancelled by a faster spell, as the reveal ordered them (a spell in effect that is no attack leaves no marks).
  const cancelled = spellOrder(Object.entries(c.casts ?? {}).filter(([, k]) => !k.broken && k.targets?.length).map(([caster, k]) => ({ id: caster, caster, speed: k.speed, targets: k.targets! }))).cancelled.some((x) => x.id === userId);
  const outcome = cast.broken ? 'broken' : cancelled ? 'cancelled' : 'in-effect';
  const aim = c.plays[userId]?.aim;
  return { name: cast.spell, chit: 'chit' in cast.means ? chitLabel(kit.chits[cast.means.chit]!) : cast.means.treasure, ...(aim ? { direction: aim } : {}), targets, outcome };
}
