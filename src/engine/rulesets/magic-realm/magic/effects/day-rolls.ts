/**
 * Issue 29: the spells that change a character's rolls or a tile's ways while in force (Bad Luck, Illusion, Fog, Violent Storm, Lost, World Fades). Each entry names the spell's kind and target (types.ts); the kinds are carried out where the game
 * meets them (combat/spells/day-rolls.ts for what happens at the reveal; the spells in force are read where they apply:
 * magic/day-rolls.ts). Readings: docs/rules.md "Spells on rolls and tiles".
 */
import type { RollKey } from '../../tables/types.js';
import type { SpellEffectDef } from './types.js';

/** The Search tables (RealmSpeak's diemod "locate,loot,peer,readrunes,magicsight"): what Illusion's "SEARCH die rolls" are. */
export const SEARCH_ROLLS: readonly RollKey[] = ['peer', 'locate', 'loot', 'read-runes', 'magic-sight'];

export type DayRollsEffect =
  /** A number added to the rolls of the individuals it affects: every roll (`all`), or the rolls of these tables. */
  | (SpellEffectDef & { kind: 'roll-add'; add: number; rolls: 'all' | readonly RollKey[] })
  /** Nobody may PEER (the Search activity on the Peer table) in the tile, nor into it. */
  | (SpellEffectDef & { kind: 'no-peer'; target: 'tile' })
  /** The tile's phases lost: rolled on its table at the reveal, paid once a turn by who ends a phase in it. */
  | (SpellEffectDef & { kind: 'phases-lost'; target: 'tile'; table: 'violent-storm' })
  /** His MOVE phases go to an adjacent clearing rolled for (one die: its number), not to the one he recorded. */
  | (SpellEffectDef & { kind: 'random-move'; target: 'character-or-tile' })
  /** He rolls to hide at the end of each round of combat, and Magic Sight is his (or, had he it, no more). */
  | (SpellEffectDef & { kind: 'world-fades'; target: 'character' });

export const DAY_ROLLS_EFFECTS: Readonly<Record<string, DayRollsEffect>> = {
  // "Add one to all die rolls".
  'Bad Luck': { kind: 'roll-add', target: 'character', add: 1, rolls: 'all' },
  // "Add one to all SEARCH die rolls": one character, or the caster's tile (every character in it).
  Illusion: { kind: 'roll-add', target: 'character-or-tile', add: 1, rolls: SEARCH_ROLLS },
  // "Cannot PEER normally in hex".
  Fog: { kind: 'no-peer', target: 'tile' },
  // "Roll to see number of phases lost".
  'Violent Storm': { kind: 'phases-lost', target: 'tile', table: 'violent-storm' },
  // "MOVE randomly (roll for clearing)": one character, or the caster's tile (every MOVE that starts in it).
  Lost: { kind: 'random-move', target: 'character-or-tile' },
  // "Roll HIDE each round - Use MAGIC SIGHT".
  'World Fades': { kind: 'world-fades', target: 'character' },
};
