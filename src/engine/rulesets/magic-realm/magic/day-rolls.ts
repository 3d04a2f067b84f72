/**
 * Issue 29: where the day meets the spells of magic/effects/day-rolls.ts while they are in force (magic/in-force.ts):
 * the numbers they add to a character's rolls (Bad Luck, Illusion: characters/roll-modifiers.ts reads them for every
 * roll that goes through it), the tiles where nobody may PEER (Fog: the orders' judge), the clearings where a Violent
 * Storm takes phases (the Daylight turn). An inert permanent spell does nothing (MP-9). Pure. Readings: docs/rules.md
 * "Spells on rolls and tiles".
 */
import type { GameState } from '../../../core/state.js';
import type { RollKey, RollModifier } from '../tables/core-tables.js';
import { boardOf } from '../board/access.js';
import { parseClearingId, type ClearingId } from '../map/board.js';
import { clearingType } from '../map/graph.js';
import { tileByCode } from '../map/tiles.js';
import { playOf } from '../play/access.js';
import { DAY_ROLLS_EFFECTS, type DayRollsEffect } from './effects/day-rolls.js';
import type { SpellHeld } from './in-force.js';

/** A tile as a spell's target names it (combat/cast.ts). */
export const tileTarget = (code: string): string => `tile:${code}`;

/** The spells of one kind of this family in force and not inert (MP-9), each with its entry. */
function activeOfKind<K extends DayRollsEffect['kind']>(state: GameState, kind: K): { held: SpellHeld; def: Extract<DayRollsEffect, { kind: K }> }[] {
  return (playOf(state).inForce ?? []).flatMap((held) => {
    const def = DAY_ROLLS_EFFECTS[held.spell];
    return def?.kind === kind && !held.inert ? [{ held, def: def as Extract<DayRollsEffect, { kind: K }> }] : [];
  });
}

const tileOf = (clearing: string | undefined): string | undefined => (clearing ? parseClearingId(clearing)?.code : undefined);

/**
 * Bad Luck ("Add one to all die rolls"), Illusion ("Add one to all SEARCH die rolls"): what the spells in force on
 * him — or on the tile of the clearing he rolls in (Illusion on a tile) — add to this roll, each spell its own +1.
 */
export function spellRollModifiers(state: GameState, userId: string, clearing: string | undefined, roll: RollKey | readonly RollKey[]): RollModifier[] {
  const keys: readonly RollKey[] = typeof roll === 'string' ? [roll] : roll;
  const tile = tileOf(clearing);
  return activeOfKind(state, 'roll-add')
    .filter(({ held, def }) => (held.targets.includes(userId) || (tile !== undefined && held.targets.includes(tileTarget(tile)))) && (def.rolls === 'all' || keys.some((k) => def.rolls.includes(k))))
    .map(({ held, def }) => ({ label: held.spell, value: def.add }));
}

/** Fog ("Cannot PEER normally in hex"): the tiles where nobody may PEER today, each with the spell that fogs it. */
export function noPeerTiles(state: GameState): { code: string; spell: string }[] {
  return activeOfKind(state, 'no-peer').flatMap(({ held }) => held.targets.filter((t) => t.startsWith('tile:')).map((t) => ({ code: t.slice('tile:'.length), spell: held.spell })));
}

/** The dwellings whose shelter keeps a Violent Storm out of their clearing (a campfire does not). */
const SHELTERS: ReadonlySet<string> = new Set(['Inn', 'House', 'Chapel', 'Guard']);

/** The phases a Violent Storm's roll took from its tile (its outcome at the reveal: "2 phases lost"). */
export const stormPhases = (held: Pick<SpellHeld, 'outcome'>): number => Number(/^(\d+)/.exec(held.outcome ?? '')?.[1] ?? 0);

/**
 * Violent Storm ("Roll to see number of phases lost"): the phases a character loses who ends a phase in this clearing
 * — a woods or mountain clearing of a stormy tile without the Inn, House, Chapel or Guard — and the spell; none
 * elsewhere (caves, a sheltered clearing, another tile). Two storms on one tile add up.
 */
export function stormIn(state: GameState, clearing: string): { spell: string; lost: number } | undefined {
  const tile = tileOf(clearing);
  if (!tile) return undefined;
  const storms = activeOfKind(state, 'phases-lost').filter(({ held }) => held.targets.includes(tileTarget(tile)));
  if (!storms.length) return undefined;
  const board = boardOf(state);
  const type = clearingType(board.tiles, clearing as ClearingId);
  if (type !== 'woods' && type !== 'mountain') return undefined;
  const at = parseClearingId(clearing)!;
  if (board.pieces.some((p) => p.kind === 'dwelling' && p.tile === at.code && p.clearing === at.number && SHELTERS.has(p.label))) return undefined;
  return { spell: storms[0]!.held.spell, lost: storms.reduce((n, { held }) => n + stormPhases(held), 0) };
}

/**
 * Lost ("MOVE randomly (roll for clearing)"): the Lost spell that makes his MOVE from this clearing random — on him,
 * or on the tile the clearing is in — if any.
 */
export function lostIn(state: GameState, userId: string, clearing: string): { spell: string } | undefined {
  const tile = tileOf(clearing);
  const lost = activeOfKind(state, 'random-move').find(({ held }) => held.targets.includes(userId) || (tile !== undefined && held.targets.includes(tileTarget(tile))));
  return lost ? { spell: lost.held.spell } : undefined;
}

/** World Fades ("Roll HIDE each round - Use MAGIC SIGHT"): the spell on him, if any (`held`: the spells in force to read, the play's by default). */
export function worldFadesOn(state: GameState, userId: string, held: readonly SpellHeld[] = playOf(state).inForce ?? []): string | undefined {
  return held.find((s) => !s.inert && DAY_ROLLS_EFFECTS[s.spell]?.kind === 'world-fades' && s.targets.includes(userId))?.spell;
}

/**
 * World Fades and Magic Sight (RealmSpeak's mustUseMagicSight: Magic Sight toggles, so two sources cancel): whether he
 * has Magic Sight — the Phantom Glass's (`glass`), turned over by World Fades — and the spell when it is World Fades
 * that gives it (then he must search with it: PEER and LOCATE are not his).
 */
export function magicSightOf(state: GameState, userId: string, glass: boolean): { has: boolean; spell?: string } {
  const spell = worldFadesOn(state, userId);
  if (!spell) return { has: glass };
  return glass ? { has: false, spell } : { has: true, spell };
}

/** A tile by name and code, as the refusals say it: "the Ledges (L)". */
export const tileWords = (code: string): string => `the ${tileByCode(code)?.name ?? code} (${code})`;
