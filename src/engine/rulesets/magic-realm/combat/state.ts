/**
 * Combat in the clearings at Evening (issue 14): which clearing is being fought, its round and step, who is in it,
 * the denizens on each character's sheet, the targets, and the secret plays until they are revealed. Lives in
 * GameState.combat; the secret plays never leave it except through the viewer's own view (combat/view.ts).
 */
import type { MeleeSheet } from './events.js';
import type { Box } from './melee.js';
import type { MeleePlay } from './plays.js';
import type { CastChecked } from '../magic/casting.js';
import type { ColourSource } from '../magic/colour.js';
import type { AttackDirection } from '../terms.js';

declare module '../../../core/state.js' {
  interface PartStates {
    /** Magic Realm combat at Evening (issue 14). */
    combat: RealmCombat;
  }
}

/**
 * The steps of a round as the bot runs them (core-tables "combat_round"): luring in the day's turn order, then random
 * assignment (rolled), the encounter actions in turn order, the targets in a random order, then the secret plays at
 * once; the tactics, the reveal and the fatigue step follow the last play in the same action.
 */
export type CombatStep = 'lure' | 'action' | 'target' | 'play';

/** A monster in the clearing's combat: its counter, the side it shows, its box, and whose sheet it is on. */
export interface CombatDenizen {
  /** The board piece's id. */
  id: string;
  /** As the table calls it: "Wolf", "Wolf 2" when there are several. */
  label: string;
  /** Its monster's printed name (denizens/monster-data.ts). */
  name: string;
  /** Which counter of that name (its sides differ for the Wolves): an index into counters.ts's list. */
  counter: number;
  side: 'light' | 'dark';
  box: Box;
  /** The character (user id) whose sheet it is on; absent: unassigned. */
  on?: string;
  /**
   * A head, club or buckler (MonsterDef.parts): the part's name, and the id of the monster it belongs to. It attacks
   * from a box of its own, shows its monster's side, goes where its monster goes, and falls with it.
   */
  part?: string;
  of?: string;
  /** X1-12: a traveller to capture — never on a sheet, never attacking; a hit in one round captures him. */
  capture?: number;
  /**
   * Issue 30: an unhired native, of this group (NativeDef.group: 'Rogues'): randomly assigned only to a character his
   * group battles; lured or targeted, his group battles that character for the rest of the day.
   */
  group?: string;
  /**
   * Issue 30: a native's horse (NativeDef.horse; `part` 'horse', `of` its rider, `name` the rider's): it goes where
   * he goes, repositions and changes tactics on its own (trot light side up, gallop dark), makes no attack, and takes
   * the hits aimed at its rider while it lives (core-tables "harm_to_denizen"); killed, it leaves him on foot.
   */
  steed?: true;
}

export interface ClearingCombat {
  clearing: string;
  /** From 1: the first round of the evening in this clearing orders attacks by length. */
  round: number;
  step: CombatStep;
  /** The characters in the combat (user ids), in the day's turn order: luring and actions go in this order. */
  order: string[];
  /** Whose turn it is in a step taken in turn (an index into `order`, or into `targetOrder` for targets). */
  turn: number;
  /** The random order of the target step (core-tables "combat_round": targets are picked in a random order). */
  targetOrder?: string[];
  denizens: CombatDenizen[];
  /** Each character's target this round (a denizen's id or a character's user id); absent: he attacks nobody. */
  targets: Record<string, string>;
  /** X1-17 (11.1/3): the target of a character's second weapon, where it is another than his first's. */
  targets2?: Record<string, string>;
  /** Who must play in the melee this round (a target, an attacker on his sheet, or attacked by a character). */
  playing: string[];
  /** The secret plays given so far (each his own and the GM's, until the reveal). */
  plays: Record<string, MeleePlay>;
  /** Each finished round: whether it was active (harm, fatigue or a spell); two quiet ones end the combat. */
  rounds: boolean[];
  /** The effort asterisks each character played in this round's encounter step (a run, an alert): for the fatigue step. */
  effort?: Record<string, number>;
  /**
   * Ambushes this round (the option `ambush`): hidden characters in the clearing, not among the fighters, and their
   * secret attack (theirs and the GM's until the reveal); `thrown`: a spear or axe thrown (Expansion One 11.2).
   */
  ambushes?: Record<string, { play: MeleePlay; thrown?: true }>;
  /** Characters charged this round (user id → the charger and his MOVE's time): he runs only with a faster MOVE. */
  charged?: Record<string, { by: string; time: number }>;
  /** The spells cast this round (MP-1…MP-8), by caster: his and the GM's until the reveal (combat/cast.ts). */
  casts?: Record<string, CombatCast>;
  /** Issue 29, Small Blessing's "I wish for peace": why the combat here ends with this round (no attack is made in it). */
  peace?: string;
  /** Issue 29, Small Blessing's "I wish for strength": who inflicts Tremendous harm with his next FIGHT in this combat. */
  strength?: string[];
  /** MP-1: a character alone, there to cast (clearings.ts castingClearings): it goes on while he casts. */
  casting?: true;
}

/** A spell cast in the encounter step (MP-1…MP-5), its target picked in the melee step (MP-6). */
export interface CombatCast {
  spell: string;
  /** What cast it (MP-2, MP-3): a MAGIC chit by its index in his kit, or an artifact or spell book. */
  means: CastChecked['means'];
  /** MP-8: its speed (the MAGIC chit's time; 0 prepared or by an artifact or book). */
  speed: number;
  /** MP-5: the asterisks it puts toward the round's two (never fatigue in the fatigue step: MP-11). */
  effort: number;
  /** MP-2: the colour used. */
  colour: ColourSource[];
  /** The cast in words, as the reveal tells it ("Fiery Blast with MAGIC IV3* at speed 3, purple from …"). */
  text: string;
  /** MP-6: the individuals it is aimed at (ids), once the target step picked them. */
  targets?: string[];
  /** MP-6: broken at the target step (no target, or an inappropriate one): why. Its MAGIC chit fatigued then. */
  broken?: string;
  /** MP-7: cast by a hidden character, not among the fighters (combat/hidden-cast.ts): its targets named with it. */
  hidden?: true;
  /** MP-7: a hidden caster's direction for his attack spell, given with the cast (he has no secret play). */
  aim?: AttackDirection;
  /** Issue 29: what the spell names besides its target (combat/spells/moves-detail.ts): a clearing, a sound chit, a question. */
  detail?: string;
}

export interface RealmCombat {
  /** The day of the game these combats belong to; a new day starts with none fought. */
  day: number;
  /** The clearings fought to the end today. */
  done: string[];
  current?: ClearingCombat;
  /** The last round revealed today, as the melee picture shows it (combat/view.ts meleeViewFor). */
  revealed?: RevealedRound;
  /** MP-3: the artifacts and spell books that cast a spell today (one a day each). */
  castToday?: string[];
}

/**
 * A revealed round's sheets (issue 28): computed when the round's event is applied, from the combat as it stood at the
 * reveal and the round's facts (aftermath.ts meleeSheets), so the picture draws from the state, never from the event.
 */
export interface RevealedRound {
  clearing: string;
  round: number;
  /** Who fought it (user ids), in the order of `sheets`. */
  fighters: string[];
  sheets: MeleeSheet[];
}
