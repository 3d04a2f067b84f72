/**
 * The events of combat (issue 14): what each step, the reveal and its aftermath write into the log. Public unless
 * marked: a secret play is its player's and the GM's until the reveal.
 */
import type { GameEvent } from '../../../core/types.js';
import { onlyPlayers } from '../../../core/types.js';
import { eventMaker, type EventTable } from '../../../core/part.js';
import type { Owed } from '../characters/effort.js';
import type { AttackDirection } from '../terms.js';
import type { RollModifier } from '../tables/core-tables.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import type { Box, Maneuver } from './melee.js';
import type { MeleePlay } from './plays.js';
import type { CombatCast, CombatDenizen, CombatStep } from './state.js';

/** A line of the reveal's story, with the dice. */
export interface StrikeLine {
  by: string;
  on: string;
  text: string;
}

/** What a strike did, as the melee picture marks it ('cancelled': its attacker or target fell first; 'held': a spell in force held it back — Peace, Melt Into Mist, Pentangle). */
export type StrikeMark = 'hit' | 'miss' | 'killed' | 'cancelled' | 'held' | 'none';

/**
 * What a revealed round did, as facts (issue 28): each strike's mark by its striker (a character's user id, a denizen's
 * id; `second`: his second weapon's), where the tactics step put each denizen and whether it turned over, the wounds,
 * the armour changed, the Tremendous monsters turned red, the weapons destroyed parrying. The melee sheets are
 * computed from these and the state (aftermath.ts meleeSheets).
 */
export interface RoundReveal {
  /** `spell`: the strike of his attack spell (MP-10), one a target. */
  /** Each strike's mark; `on`: the horse it met instead of the rider it was aimed at (issue 30). */
  marks: { by: string; second?: true; spell?: true; mark: StrikeMark; on?: string }[];
  placed: { id: string; box: Box; turned?: true }[];
  wounds: Record<string, number>;
  armour: Record<string, { name: string; after: string }[]>;
  turnedRed: string[];
  weaponsLost?: Record<string, string>;
}

/** One character's sheet at the reveal, as the game lays it out (the melee picture draws these: combat/view.ts). */
export interface MeleeSheet {
  name: string;
  attack?: { chit: string; weapon: string; direction: AttackDirection; target: string; mark: StrikeMark };
  /** X1-17 (11.3): his weapon parrying in a shield box. */
  parry?: { chit: string; weapon: string; direction: AttackDirection; destroyed: boolean };
  /** X1-17: his second weapon's attack. */
  attack2?: { chit: string; weapon: string; direction: AttackDirection; target: string; mark: StrikeMark };
  maneuver?: { chit: string; maneuver: Maneuver };
  /** MP-10: his attack spell — its name, how it was cast, where it went, and what it did to each target. */
  spell?: { name: string; chit: string; direction?: AttackDirection; targets: { target: string; mark: StrikeMark }[]; outcome: SpellOutcome };
  shield?: AttackDirection;
  /**
   * The monsters on his sheet where the tactics step left them, and what each one's attack on him did; `turnedRed`: a
   * Tremendous monster whose hit turned it red side up at the end of this round (absent in older logs).
   */
  denizens: { label: string; side: 'light' | 'dark'; box: Box; printed: string; mark: StrikeMark; dead: boolean; turnedRed?: true }[];
  /** His armour the round's hits damaged or destroyed, as it lies after them (absent: none, or an older log). */
  armour?: { name: string; after: string }[];
  wounds: number;
  killed: boolean;
}

/** What became of a spell at the reveal (MP-6, MP-8): in effect, cancelled by a faster one, broken at the target step. */
export type SpellOutcome = 'in-effect' | 'cancelled' | 'broken';

/** A spell as the reveal tells it (MP-8 order, MP-10 attack): caster, spell, how cast, targets, what became of it. */
export interface SpellLine {
  userId: string;
  name: string;
  spell: string;
  /** The cast in words: the chit or artifact, the speed, the colour and its source. */
  cast: string;
  targets: string[];
  direction?: AttackDirection;
  outcome: SpellOutcome;
  /** Cancelled: the faster spell's caster (user id); broken: why. */
  by?: string;
  why?: string;
  text: string;
}

export interface CombatEventPayloads {
  /** The combat of a clearing begins: who fights, the monsters, the die that picked it among several (public). */
  'combat.begun': { clearing: string; order: string[]; names: Record<string, string>; denizens: CombatDenizen[]; rolled: number[]; left: number; /** Older logs: the natives battling there, the GM's before natives fought (issue 30: they are `denizens` now; always empty). */ natives: string[]; /** MP-1: a character alone, there to cast a spell (clearings.ts castingClearings). */ casting?: true; /** Issue 30: the native groups here that battle nobody in the fight: they stand by (unless lured or attacked). */ standingBy?: string[] };
  /** A character lured monsters onto his sheet, or none (public). */
  'combat.lured': { userId: string; name: string; ids: string[]; labels: string[]; /** Issue 29: the character the monsters he controls are sent against (their sheet), absent: his own. */ onto?: { userId: string; name: string } };
  /** Random assignment: each roll, and where each monster went (public). */
  'combat.assigned': { rolls: { denizen: string; rolls: { name: string; dice: number[] }[]; to: string }[]; placed: { id: string; on: string; box: Box }[] };
  /** A character's encounter action (public: the table sees a run, an alert, a pass). */
  'combat.acted': {
    userId: string;
    name: string;
    what: 'pass' | 'run' | 'alert' | 'charge' | 'drop' | 'activate';
    /** The character he charged (user id). */
    charged?: string;
    /** The time of the MOVE chit he charged or ran with. */
    time?: number;
    chit?: string;
    to?: string;
    /** BI-7's Stumble roll of a run. */
    stumble?: { dice: number[]; read: number; completed: boolean };
    ran?: boolean;
    effort: number;
    text: string;
  };
  /**
   * MP-1: his encounter action is a spell, in secret (his and the GM's until the reveal): which spell, with what, its
   * speed and colour (the colour chits it used fatigue as they are played, MP-11: a play.sheet-set beside it).
   */
  'combat.cast': { userId: string; name: string; cast: CombatCast };
  /** The table sees that he took his action in secret (✔), never what (public). */
  'combat.cast-noted': { userId: string; name: string };
  /**
   * MP-6: the target of his spell, picked in the target step (public: the table sees whom, as for any target; which
   * spell stays secret until the reveal), or the spell broken by no or an inappropriate target (its chit fatigues).
   */
  'combat.spell-targeted': { userId: string; name: string; targets: string[]; labels: string[]; broken?: string };
  /** The round moves to a step (public): the target order drawn, or who must play. */
  'combat.step': { step: CombatStep; targetOrder?: string[]; rolled?: number[]; playing?: string[] };
  /** A character's target for the round, or none (public). */
  'combat.targeted': { userId: string; name: string; target?: string; label?: string; /** X1-17: his second weapon's other target. */ target2?: string; label2?: string };
  /** His secret play (his and the GM's until the reveal). */
  'combat.played': { userId: string; name: string; play: MeleePlay; text: string };
  /** The table sees that he played (✔), never what. */
  'combat.play-noted': { userId: string; name: string; played: number; of: number };
  /** The round revealed (public): the plays, the tactics, every attack in order with its dice, what it left. */
  'combat.round': {
    clearing: string;
    round: number;
    plays: { userId: string; name: string; text: string }[];
    tactics: { name: string; die: number; text: string; changes: { box: Box; dice: number[]; turned: boolean }[] }[];
    strikes: StrikeLine[];
    /** Denizens still fighting: their boxes and sides for the next round. */
    denizens: Record<string, { box: Box; side: 'light' | 'dark' }>;
    killed: string[];
    active: boolean;
    lines: string[];
    /** The spells of the round (MP-6…MP-10), in order of speed (absent: none, or a log from before spells). */
    spells?: SpellLine[];
    /**
     * What the round did, as facts (absent in logs stored before issue 28, which carried `sheets`, each sheet as the
     * melee picture showed it: old-logs.ts).
     */
    reveal?: RoundReveal;
  };
  /** A hidden character's ambush, in secret until the reveal (his and the GM's). */
  'combat.ambushed': { userId: string; name: string; play: MeleePlay; text: string; thrown?: true };
  /** After the reveal an ambusher rolls on the Hide table: hidden still, or seen and in the fight (public). */
  'combat.rehid': { userId: string; name: string; dice: number[]; read: number; hidden: boolean };
  /** Issue 29, World Fades: at the end of a round an unhidden character it holds rolls on the Hide table; hidden, he is out of the fight (public). */
  'combat.faded': { userId: string; name: string; spell: string; dice: number[]; read: number; hidden: boolean; mods?: RollModifier[] };
  /** MP-7: a hidden caster unhidden at the reveal by the individuals his spell named (public): a fighter from the next round. */
  'combat.unhid': { userId: string; name: string; why: string };
  /** The combat in the clearing is over (public). */
  'combat.ended': { clearing: string; why: string };
  /** X1-12: a traveller hit in the round is captured: he goes with his captor for the rest of the game (public). */
  'combat.captured': { userId: string; name: string; traveller: string; id: string };
  /** X1-12: a traveller attacked and not hit escapes; his card says where (the GM moves him, X1-13). Public. */
  'combat.escaped': { traveller: string; id: string };
  /** Issue 29, Absorb Essence: the caster absorbed the monster — it leaves the combat (and the board). Public. */
  'combat.absorbed': { userId: string; name: string; id: string; label: string };
  /** Issue 29, Control Bats, Guide Spider or Octopus, Persuade, Deal with Goblins: these denizens come off his sheet, light side up (they do not attack him). Public. */
  'combat.commanded': { userId: string; name: string; spell: string; ids: string[]; labels: string[] };
  /**
   * Issue 29: individuals a spell took out of the combat at the reveal, before the round's attacks (Power of the Pit's
   * dead, Exorcise's demons and imps: combat/spells/instant.ts), named as the table names them. Public.
   */
  'combat.spell-removed': { clearing: string; ids: string[]; labels: string[]; spell: string; why: string };
  /** Issue 29, Melt Into Mist: the denizens engaged with the mist are freed of it — off its sheet, or a monster in mist off the sheet it was on (combat/spells/in-combat.ts). Public. */
  'combat.disengaged': { clearing: string; id: string; label: string; ids: string[]; labels: string[]; spell: string };
  /** Issue 29, Roof Collapses: the strikes on a hidden character who played no part, told to him alone (the table is not told he is there). */
  'combat.struck-unseen': { userId: string; name: string; lines: string[] };
  /** Issue 30, BI-12 (Watchful Natives 1.1): the watchful natives of a group he attacked pile onto his sheet and attack him this round. */
  'combat.watchful': { userId: string; name: string; group: string; ids: string[]; labels: string[] };
  /** Issue 29, Small Blessing: a wish the combat carries out — peace (it ends with this round), strength (his next FIGHT). Public. */
  'combat.wished': { clearing: string; userId: string; name: string; wish: 'peace' | 'strength' };
}

export type CombatEvent = { [K in keyof CombatEventPayloads]: GameEvent<K, CombatEventPayloads[K]> }[keyof CombatEventPayloads];

export const ev = eventMaker<CombatEventPayloads>();

/** A choice of chits owed (the play part's event): his and the GM's. */
export const owedEvent = (userId: string, name: string, owed: Owed, actor: string): GameEvent => ({ type: 'play.owed', payload: { userId, name, owed }, visibility: onlyPlayers(userId), actor });

/**
 * Why a monster went where it did in the random assignment, as the channel and the log both say it: each
 * candidate's two dice and the higher, or, with one candidate, that no die was rolled.
 */
export const assignmentWhy = (r: CombatEventPayloads['combat.assigned']['rolls'][number]): string =>
  r.rolls.length ? r.rolls.map((x) => `${x.name} ${x.dice.join('+')} → ${Math.max(...x.dice)}`).join(', ') : 'the only one it can attack';

/** The words of each event: its /log line and its /gm undo words. */
export const COMBAT_EVENT_WORDS: EventTable<CombatEventPayloads> = {
  'combat.begun': {
    log: (e) =>
      e.payload.casting
        ? `✨ Evening in ${e.payload.clearing}: the ${Object.values(e.payload.names).join(', ')} may cast a spell`
        : `⚔ Combat in ${e.payload.clearing}: ${Object.values(e.payload.names).join(', ')}${againstWords(e.payload)}`,
    undo: (e) => `the start of combat in ${e.payload.clearing}`,
  },
  'combat.lured': { log: (e) => `${e.payload.name} ${e.payload.labels.length ? `${e.payload.onto ? 'sends' : 'lures'} the ${e.payload.labels.join(', the ')}${e.payload.onto ? ` against the ${e.payload.onto.name}` : ''}` : 'lures nothing'}`, undo: (e) => `${e.payload.name}'s luring` },
  'combat.assigned': {
    log: (e) => (e.payload.rolls.length ? `Random assignment: ${e.payload.rolls.map((r) => `the ${r.denizen} to the ${r.to} (${assignmentWhy(r)})`).join('; ')}` : 'No monster is left to assign'),
    undo: () => 'the random assignment',
  },
  'combat.acted': { log: (e) => e.payload.text, undo: (e) => `${e.payload.name}'s encounter action` },
  'combat.step': { log: (e) => `Combat: ${e.payload.step === 'target' ? 'targets' : e.payload.step === 'play' ? 'the secret plays' : e.payload.step}`, undo: () => 'a step of combat' },
  'combat.targeted': { log: (e) => `${e.payload.name} ${e.payload.label ? `targets ${e.payload.label}` : 'attacks nobody'}`, undo: (e) => `${e.payload.name}'s target` },
  'combat.played': { log: (e) => `🔒 ${e.payload.name} plays: ${e.payload.text}`, undo: () => 'a secret combat play' },
  'combat.cast': { log: (e) => `🔒 ${e.payload.name} casts ${e.payload.cast.text}`, undo: () => 'a secret combat action' },
  'combat.cast-noted': { log: (e) => `${e.payload.name} acts ✔`, undo: false },
  'combat.spell-targeted': {
    log: (e) => (e.payload.broken ? `${e.payload.name}'s spell is broken: ${e.payload.broken}` : `${e.payload.name} aims a spell at ${e.payload.labels.join(', ')}`),
    undo: (e) => `${e.payload.name}'s target`,
  },
  'combat.play-noted': { log: (e) => `${e.payload.name} has played ✔ (${e.payload.played} of ${e.payload.of})`, undo: false },
  'combat.round': { log: (e) => `⚔ ${e.payload.clearing}, round ${e.payload.round}: ${e.payload.lines.join('; ') || 'nothing happens'}`, undo: (e) => `round ${e.payload.round} in ${e.payload.clearing}` },
  // Its undo words are a secret play's: that someone lies in ambush is itself his secret.
  'combat.ambushed': { log: (e) => `🔒 ${e.payload.name} lies in ambush: ${e.payload.text}`, undo: () => 'a secret combat play' },
  'combat.rehid': { log: (e) => `${e.payload.name} rolls to stay hidden: ${e.payload.dice.join(', ')} → ${e.payload.read}, ${e.payload.hidden ? 'hidden' : 'seen'}`, undo: (e) => `${e.payload.name}'s hide roll` },
  'combat.faded': { log: (e) => `${e.payload.spell}: ${e.payload.name} rolls to hide: ${e.payload.dice.join(', ')}${modifierWords(e.payload.mods ?? [])} → ${e.payload.read}, ${e.payload.hidden ? 'hidden: out of the fight' : 'not hidden'}`, undo: (e) => `${e.payload.name}'s ${e.payload.spell} hide roll` },
  'combat.unhid': { log: (e) => `${e.payload.why}: ${e.payload.name} is unhidden`, undo: (e) => `${e.payload.name} unhidden` },
  'combat.captured': { log: (e) => `${e.payload.name} captures the ${e.payload.traveller}`, undo: (e) => `the capture of the ${e.payload.traveller}` },
  'combat.escaped': { log: (e) => `The ${e.payload.traveller} escapes (his card says where)`, undo: (e) => `the escape of the ${e.payload.traveller}` },
  'combat.absorbed': { log: (e) => `${e.payload.name} absorbs the essence of the ${e.payload.label}: it is gone`, undo: (e) => `the ${e.payload.label} absorbed` },
  'combat.commanded': { log: (e) => `The ${e.payload.labels.join(', the ')} ${e.payload.labels.length > 1 ? 'do' : 'does'} not attack the ${e.payload.name} (${e.payload.spell})`, undo: (e) => `${e.payload.name}'s ${e.payload.spell} on the ${e.payload.labels.join(', the ')}` },
  'combat.struck-unseen': { log: (e) => `🔒 Unseen in the fight, the ${e.payload.name} is struck: ${e.payload.lines.join('; ')}`, undo: (e) => `the strikes on the hidden ${e.payload.name}` },
  'combat.watchful': { log: (e) => `⚔ Watchful Natives: the ${e.payload.labels.join(', the ')} turn on the ${e.payload.name} at once`, undo: (e) => `the ${e.payload.group} turning on the ${e.payload.name}` },
  'combat.disengaged': { log: (e) => `✨ ${e.payload.spell}: ${e.payload.labels.join(', ')} no longer ${e.payload.labels.length > 1 ? 'engage' : 'engages'} ${e.payload.label}`, undo: (e) => `${e.payload.label} disengaged by ${e.payload.spell}` },
  'combat.spell-removed': { log: (e) => `✨ ${e.payload.spell}: ${e.payload.labels.join(', ')} ${e.payload.why}`, undo: (e) => `${e.payload.labels.join(', ')} out of the combat by ${e.payload.spell}` },
  'combat.wished': {
    log: (e) => (e.payload.wish === 'peace' ? `✨ ${e.payload.name} wishes for peace: the combat in ${e.payload.clearing} ends with this round` : `✨ ${e.payload.name} wishes for strength: his next FIGHT inflicts Tremendous harm`),
    undo: (e) => `${e.payload.name}'s wish for ${e.payload.wish}`,
  },
  'combat.ended': { log: (e) => `⚔ The combat in ${e.payload.clearing} is over: ${e.payload.why}`, undo: (e) => `the end of combat in ${e.payload.clearing}` },
};

/** Issue 30: " against the Wolf (the Rogues stand by)": the denizens fighting, and the native groups standing by. */
export function againstWords(b: Pick<CombatEventPayloads['combat.begun'], 'denizens' | 'standingBy'>): string {
  const by = new Set(b.standingBy ?? []);
  const against = b.denizens.filter((d) => !(d.group && by.has(d.group)));
  return `${against.length ? ` against ${against.map((d) => `the ${d.label}`).join(', ')}` : ''}${by.size ? ` (${[...by].map((g) => `the ${g}`).join(', ')} stand by)` : ''}`;
}
