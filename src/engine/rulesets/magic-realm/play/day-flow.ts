/**
 * Where the day stops for the GM (issue 12: "a day costs the GM one press when nothing needs him"). `/day next`
 * runs the day on, step after step, and stops only where someone has to do something: a revealed turn with an
 * activity the engine does not resolve yet (the GM rolls it), an Evening with a clearing where combat may come, and
 * the new day's Birdsong (the players record). Sunset and Midnight hold nothing the engine does not do itself
 * (core-tables.md, "The day": Sunset unblocks and wakes; Midnight's calendar is the new day's roll), so they pass.
 *
 * Everything a hold reads is public (the turn's revealed phases, the pieces everyone sees), so the public reason
 * leaks nothing: a hidden character, or a piece only the GM sees, is not counted.
 */
import type { GameState } from '../../../core/state.js';
import { clearingId } from '../board/board.js';
import { boardOf } from '../board/rules.js';
import { nativeNamed } from '../denizens/denizens.js';
import { travellerNamed } from '../denizens/travellers.js';
import { playOf } from './rules.js';
import { activityByCode } from '../orders/phases.js';
import type { DayOrders } from './state.js';
import { CARRIED_OUT, type TurnOutcome } from './turn.js';

/**
 * The activities of a turn's orders the GM resolves (their rules' names, once each, in order): those the engine does
 * not carry out (turn.ts CARRIED_OUT; the characters-and-day issue moves them there one by one).
 */
export function gmActivities(orders: DayOrders | undefined): string[] {
  const names = (orders?.phases ?? []).map((p) => activityByCode(p.code)).filter((a) => a && !CARRIED_OUT.has(a.code)).map((a) => a!.name);
  return [...new Set(names)];
}

/** A search whose roll was Choice: the player picks the row, and until the bot asks him, the GM applies it. */
export const needsChoice = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'choice' in p && p.choice === true);

/** A site card's LOOT whose result the GM applies (a teleport, a Wish, the Power of the Pit: site-cards.ts). */
export const siteCardForGm = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'card' in p && p.card?.gmApplies === true);

/** A LOOT at a site that must be opened first (the Vault, the Crypt of the Knight): the GM resolves it. */
export const shutLoot = (outcome: TurnOutcome | undefined): boolean => (outcome?.phases ?? []).some((p) => 'shut' in p && p.shut === true);

/**
 * The clearings where an unhidden character stands with another combatant everyone sees: another unhidden
 * character, an unhired monster, or a native group that battles him (a Block/Battle of the Meeting table, a STEAL
 * caught: RealmPlay.battling) — issue 13: "a clearing with an unhidden character and a monster (or a battling native
 * group) is marked for combat at Evening". Natives who merely stand at their dwelling, and anyone's hirelings, do not.
 * Combat may come there at Evening, and until the combat issue the GM resolves it.
 */
export function combatClearings(state: GameState): string[] {
  const pieces = boardOf(state).pieces.filter((p) => p.clearing !== undefined && p.seenBy === 'all' && !p.hidden);
  const at = (p: (typeof pieces)[number]) => clearingId(p.tile, p.clearing!);
  const characters = new Map<string, string[]>();
  for (const p of pieces) if (p.kind === 'character') characters.set(at(p), [...(characters.get(at(p)) ?? []), p.owner ?? p.id]);
  const battling = playOf(state).battling ?? {};
  const fights = (p: (typeof pieces)[number]): boolean => {
    if (p.owner !== undefined) return false;
    if (p.kind === 'monster') return true;
    // X1-12 (7.9): a traveller with a CAPTURE value is battled as if he were a monster.
    if (p.kind === 'traveller') return travellerNamed(p.label)?.capture !== undefined;
    const group = p.kind === 'native' ? nativeNamed(p.label)?.group : undefined;
    return group !== undefined && (characters.get(at(p)) ?? []).some((id) => battling[id]?.includes(group));
  };
  const where = new Set<string>();
  for (const [id, here] of characters) if (here.length > 1) where.add(id);
  for (const p of pieces) if (characters.has(at(p)) && fights(p)) where.add(at(p));
  return [...where].sort();
}
