/**
 * Natives in combat (issue 30; core-tables "combat_round", "random_assignment"): the unhired natives of a combat's
 * clearing fight as denizens (begin.ts), by their counters (counters.ts nativeAsMonster). Pure.
 *
 * - A native group battles a character for the rest of the day after a Block/Battle result of the Meeting table or a
 *   STEAL caught (play/meeting.ts), or once he lures or attacks one of its natives (here: `play.battled`).
 * - Random assignment gives a native only to a character his group battles ("a native considers only characters his
 *   group is battling"); the natives of a group that battles nobody here wait unassigned.
 * - BI-12, Watchful Natives (option `watchful-natives`, seed 003): the unhired natives still unassigned after random
 *   assignment are watchful; when a character targets one in the target step, it and every other unassigned native of
 *   its group come onto his sheet at once (`combat.watchful`) and attack him that round. Without the option he only
 *   sets the group battling him (its natives come to him at the next round's assignment). Their horses come with them.
 * - A group killed to the last: the character who killed its last native takes what its box on the set-up card holds
 *   (its treasure cards and counters: `play.looted` each, his secret), and the table is told the group is no more
 *   (`play.group-gone`). "The last" counts every native of the group on the board, hired or not, and those still
 *   waiting in its box.
 * - His killer takes his notoriety (natives have no fame) and his wage in gold (RealmSpeak's Spoils: the gold bounty
 *   of a victim that is not a monster is its base price).
 */
import type { GameState } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../core/types.js';
import { ev as combatEv } from './events.js';
import { playOf } from '../play/access.js';
import { ev } from '../play/events.js';
import type { ClearingCombat, CombatDenizen } from './state.js';
import { nativeNamed } from '../denizens/denizens.js';
import { boardOf } from '../board/access.js';
import { boxOf } from '../setup/setup-card.js';
import { nameOf } from './words.js';

/** Whether this native group battles the character today. */
export const battles = (state: GameState, userId: string, group: string): boolean => playOf(state).battling?.[userId]?.includes(group) === true;

/** Whether a denizen may be randomly assigned to this character: a monster to anyone, a native to one his group battles. */
export const assignableTo = (state: GameState, d: CombatDenizen, userId: string): boolean => d.group === undefined || battles(state, userId, d.group);

/**
 * The groups of these denizens that now battle the character (he lured them, or attacked one of them), each once,
 * as `play.battled` events; none for a group that battles him already.
 */
export function provokedEvents(state: GameState, c: ClearingCombat, userId: string, ids: readonly string[], why: string, actor: string): GameEvent[] {
  const groups = [...new Set(ids.flatMap((id) => c.denizens.find((d) => d.id === id)?.group ?? []))].filter((g) => !battles(state, userId, g));
  return groups.map((group) => ev('play.battled', { userId, name: nameOf(state, userId), group, why }, PUBLIC, actor));
}

/** Whether this native group battles any of these characters today. */
export const battlesAnyOf = (state: GameState, userIds: readonly string[], group: string): boolean => userIds.some((id) => battles(state, id, group));

/** Whether a denizen is in the fight: on a sheet, a monster, or a native whose group battles a character here. */
export const inTheFight = (state: GameState, c: ClearingCombat, d: CombatDenizen): boolean => d.on !== undefined || d.group === undefined || battlesAnyOf(state, c.order, d.group);

/** The `part` a native's horse is (and the word a board piece's `lost` keeps for a horse killed under him). */
export const STEED = 'horse';

/**
 * A native's denizens in a combat: himself, and his horse where he rides one and has not lost it (its label "Lancer 1's
 * pony"; it goes where he goes, as a head or club goes with its monster).
 */
export function nativeDenizens(id: string, label: string, mounted = true): CombatDenizen[] {
  const n = nativeNamed(label);
  if (!n) return [];
  const rider: CombatDenizen = { id, label, name: n.name, counter: 0, side: 'light', box: 1, group: n.group };
  return [rider, ...(mounted && n.horse ? [{ ...rider, id: `${id}/${STEED}`, label: `${label}'s ${n.horse.kind}`, part: STEED, of: id, steed: true as const }] : [])];
}

/**
 * BI-12 (Watchful Natives 1.1): the character targets an unassigned native — with the option, it and the other
 * unassigned natives of its group (their horses with them) come onto his sheet at once; none without it.
 */
export function watchfulEvents(state: GameState, c: ClearingCombat, userId: string, target: string, actor: string): GameEvent[] {
  const aimed = c.denizens.find((d) => d.id === target && d.group !== undefined && !d.part);
  if (state.options['watchful-natives'] !== true || !aimed || aimed.on) return [];
  const watchful = c.denizens.filter((d) => d.group === aimed.group && !d.part && !d.on);
  return [combatEv('combat.watchful', { userId, name: nameOf(state, userId), group: aimed.group!, ids: watchful.map((d) => d.id), labels: watchful.map((d) => d.label) }, PUBLIC, actor)];
}

/**
 * A group killed to the last this round: its box's cards and counters to the character who killed its last native
 * (the first of those who struck it at once), secretly, and the group's end told to the table.
 */
export function lastOfGroupEvents(state: GameState, c: ClearingCombat, killed: readonly { id: string; by: string[] }[], actor: string): GameEvent[] {
  const dead = new Set(killed.map((k) => k.id));
  const card = playOf(state).setUpCard;
  const groups = [...new Set(killed.flatMap((k) => c.denizens.find((d) => d.id === k.id && !d.part)?.group ?? []))];
  return groups.flatMap((group) => {
    const standing = boardOf(state).pieces.some((p) => p.kind === 'native' && !dead.has(p.id) && nativeNamed(p.label)?.group === group);
    const waiting = boxOf(card, group).denizens.some((n) => nativeNamed(n)?.group === group);
    const last = [...killed].reverse().find((k) => c.denizens.find((d) => d.id === k.id && !d.part)?.group === group);
    const by = last?.by.find((id) => state.players.some((p) => p.userId === id));
    if (standing || waiting || !by) return [];
    const name = nameOf(state, by);
    const items = boxOf(card, group).treasures;
    return [
      ev('play.group-gone', { userId: by, name, group, count: items.length }, PUBLIC, actor),
      ...items.map((item) => ev('play.looted', { userId: by, name, site: group, item, index: 0 }, onlyPlayers(by), actor)),
    ];
  });
}
