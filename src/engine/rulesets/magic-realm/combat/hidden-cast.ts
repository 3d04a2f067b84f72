/**
 * Hidden casters (MP-7; seed 001 l.33–37): "You can cast spells while hidden, and if your target is not an individual
 * (the clearing or some magic chits, for example) you remain hidden. When you select another individual or yourself as
 * a target for a spell, you are immediately unhidden unless the Ambush advanced rule is in use. If the Ambush rule is
 * used you can target yourself or one other individual with a spell while hidden and, if you pass a hide roll, remain
 * hidden. […] you always become unhidden if you select two or more individuals." Pure.
 *
 * Readings (docs/rules.md MP-7):
 * - A hidden character in the combat's clearing is not among the fighters (begin.ts); he casts as the ambusher attacks:
 *   in secret (his and the GM's), not on a turn, any time before the secret plays begin (the luring, encounter or
 *   target step: the seed casts in the encounter step), naming the spell's targets (`who:`) and an attack spell's
 *   direction (`aim:`) with it. The cast is judged as any cast (cast.ts checkCombatCast), its targets as any spell's
 *   (cast.ts spellTargets: the clearing, or none, breaks an attack spell and fatigues its chit at once).
 * - He is told nothing and nobody is told he is there until the reveal: a character his spell is aimed at is not made
 *   to play for it (as a character an ambusher shoots at), so he meets it with the maneuver he plays, if any.
 * - "Immediately unhidden" is read at the reveal, where the rest of his spell is told (the brief of issue 29).
 * - With a weapon attack from ambush he casts nothing that round, and the other way round (seed 001 l.9: a caster
 *   attacks with no weapon).
 */
import { checkDetail } from './spells/moves-detail.js';
import type { GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { boardOf } from '../board/access.js';
import { chitLabel } from '../characters/kits.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { rollerModifiers } from '../characters/roll-modifiers.js';
import { playColourChit } from '../magic/colour-chits.js';
import { kindOf } from '../magic/spell-effects.js';
import { HIDE, rollOn } from '../tables/core-tables.js';
import type { AttackDirection } from '../terms.js';
import { cardOf } from './access.js';
import { checkCombatCast, combatCast, spellTargets, type CastInput } from './cast.js';
import { withFatigued } from '../magic/spell-fatigue.js';
import { ev } from './events.js';
import type { ClearingCombat, CombatCast } from './state.js';
import { nameOf } from './words.js';

/** MP-7: what becomes of a hidden caster at the reveal, by the individuals his spell names and the Ambush rule. */
export type AfterHiddenCast = 'hidden' | 'hide-roll' | 'unhidden';

/**
 * MP-7: no individual named (the clearing, a broken spell) — he stays hidden; himself or another individual — unhidden,
 * unless the Ambush rule is used: then one individual rolls on the Hide table, two or more unhide him always.
 */
export function afterHiddenCast(individuals: number, ambushRule: boolean): AfterHiddenCast {
  if (individuals === 0) return 'hidden';
  if (!ambushRule || individuals > 1) return 'unhidden';
  return 'hide-roll';
}

/** The hidden casters of this round: cast in secret, not among those who play. */
export const hiddenCastersOf = (c: ClearingCombat): string[] => Object.entries(c.casts ?? {}).filter(([id, k]) => k.hidden && !c.playing.includes(id)).map(([id]) => id);

/** MP-7: a hidden character's cast in secret, with its targets (and an attack spell's direction); his and the GM's only. */
export function hiddenCast(state: GameState, c: ClearingCombat, userId: string, input: CastInput & { who?: string | undefined; aim?: AttackDirection | undefined; detail?: string | undefined }, actor: string): GameEvent[] {
  const name = nameOf(state, userId);
  if (c.step === 'play') throw new RuleError(`a hidden character casts before the secret plays begin; the combat in ${c.clearing} is at them`, 'cast in the next round, from its luring to its target step');
  if (c.casts?.[userId]) throw new RuleError(`${name} has cast a spell this round already`, 'wait for the reveal');
  if (c.ambushes?.[userId]) throw new RuleError(`${name} attacks from ambush this round: a caster attacks with no weapon (seed 001 l.9)`, 'cast in the next round');
  if (!input.who) throw new RuleError(`a hidden caster names the spell's target with the cast`, `add who: (a monster or a character here, several split by commas for Fiery Blast or Stones Fly; the ${name} for a spell on himself)`);
  const { kit, sheet } = cardOf(state, userId);
  const checked = checkCombatCast(state, c, userId, input);
  const picked = spellTargets(state, c, userId, input.who, checked.spell.name);
  // Issue 29: what the spell names besides its target, with the cast (combat/spells/moves-detail.ts).
  const detail = checkDetail(state, userId, checked.spell.name, input.detail);
  // MP-10: an attack spell's direction, given here (he has no secret play); at speed 0 it always hits.
  const attack = kindOf(checked.spell.name) === 'attack';
  if (input.aim && !attack) throw new RuleError(`${checked.spell.name} is no attack spell: it takes no direction`, 'leave aim: out');
  if (attack && !input.aim && checked.speed !== 0 && 'targets' in picked) throw new RuleError(`the ${checked.spell.name} needs its direction (one for all its targets)`, 'add aim:thrust, aim:swing or aim:smash');
  const cast: CombatCast = { ...combatCast(kit, checked), hidden: true, ...(input.aim ? { aim: input.aim } : {}), ...(detail ? { detail } : {}), ...('targets' in picked ? { targets: picked.targets } : { targets: [], broken: picked.broken }) };
  const events: GameEvent[] = [ev('combat.cast', { userId, name, cast }, onlyPlayers(userId), actor)];
  // MP-11: a colour chit played fatigues at once; a broken spell's MAGIC chit too (cast.ts spellTargeted).
  const fatigueNow = [...checked.fatigueNow];
  let after = checked.fatigueNow.reduce(playColourChit, sheet);
  if (cast.broken && 'chit' in cast.means) after = withFatigued(after, [cast.means.chit]);
  if (cast.broken && 'chit' in cast.means) fatigueNow.push(cast.means.chit);
  if (fatigueNow.length) events.push({ type: 'play.sheet-set', payload: { userId, name, changes: sheetDelta(sheet, after), what: `${fatigueNow.map((i) => chitLabel(kit.chits[i]!)).join(', ')} fatigued (${cast.broken ? 'a spell broken' : 'colour played'})` }, visibility: onlyPlayers(userId), actor });
  return events;
}

/** MP-7 at the reveal: each hidden caster stays hidden, rolls on the Hide table (Ambush rule, one individual), or is unhidden. */
export function hiddenCastersAfter(state: GameState, c: ClearingCombat, dice: DiceSource, actor: string): GameEvent[] {
  return hiddenCastersOf(c).flatMap((id) => {
    const k = c.casts![id]!;
    const what = afterHiddenCast(k.broken ? 0 : (k.targets ?? []).length, state.options.ambush === true);
    if (what === 'hidden') return [];
    const name = nameOf(state, id);
    if (what === 'hide-roll') return rehideEvents(state, c, id, dice, actor);
    const n = k.targets!.length;
    return [ev('combat.unhid', { userId: id, name, why: n > 1 ? `${name}'s spell named ${n} individuals` : `${name}'s spell named an individual` }, PUBLIC, actor), ...unhiddenPiece(state, id, actor)];
  });
}

/** After an attack from hiding: the Hide table with his own modifiers says whether he stays hidden (the ambusher's roll). */
export function rehideEvents(state: GameState, c: ClearingCombat, id: string, dice: DiceSource, actor: string): GameEvent[] {
  const roll = rollOn(HIDE, dice, rollerModifiers(state, id)(c.clearing, 'hide'));
  const hidden = roll.result.kind === 'hidden';
  return [ev('combat.rehid', { userId: id, name: nameOf(state, id), dice: roll.dice, read: roll.read, hidden }, PUBLIC, actor), ...(hidden ? [] : unhiddenPiece(state, id, actor))];
}

function unhiddenPiece(state: GameState, id: string, actor: string): GameEvent[] {
  const piece = boardOf(state).pieces.find((p) => p.owner === id && p.kind === 'character');
  return piece ? [{ type: 'board.piece-set', payload: { piece: { ...piece, hidden: false } }, visibility: PUBLIC, actor }] : [];
}
