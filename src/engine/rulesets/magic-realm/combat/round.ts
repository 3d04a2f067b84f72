/**
 * One melee round in a clearing, from the secret plays to what it leaves behind (issue 14; core-tables.json
 * "combat_round" from the positioning step on): the tactics step on each character's sheet (tactics.ts), the reveal
 * (reveal.ts), then the fatigue step — the wounds and the fatigue each character owes as chits he chooses (the same
 * choices as the day's: characters/effort.ts), his armour, the spoils, the denizens' new boxes and sides. Pure: the
 * dice come from the injected source. The caller (the combat in Discord, next) turns the result into events.
 */
import type { DiceSource } from '../../../dice.js';
import type { Owed } from '../characters/effort.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import type { MonsterDef } from '../denizens/denizens.js';
import type { Box } from './melee.js';
import { effortOf, fighterOf, type MeleePlay } from './plays.js';
import { revealRound, spoils, type Denizen, type Fighter, type RoundResult, type Spoils } from './reveal.js';
import { fatigueOf, tacticsOf, type Tactics } from './tactics.js';
import { bareSheet, inShape } from '../magic/shapes.js';
import type { SheetSpells } from './spells/sheet-spells.js';

/** A monster on a character's sheet: its counter, the side it shows and its box. */
export interface OnSheet {
  id: string;
  def: MonsterDef;
  side: 'light' | 'dark';
  box: Box;
  /** A head, club or buckler of the monster `of` (def.parts): it attacks from its own box, on its monster's side. */
  part?: string;
  of?: string;
  /** X1-12: a traveller he tries to capture (never attacks, never changes tactics; a hit captures him). */
  capture?: true;
  /** Issue 30: a native's wage, the gold his killer takes. */
  bounty?: number;
  /** Issue 30: a native's horse (its `of` its rider): it turns over on its own, and takes the hits aimed at him. */
  steed?: true;
}

/** A character in the clearing's combat: his card, his secret play, the monsters on his sheet. */
export interface InCombat {
  userId: string;
  kit: CharacterKit;
  sheet: CharacterSheet;
  play: MeleePlay;
  denizens: OnSheet[];
  /** The effort asterisks he played earlier in the round (an alert in the encounter step): they count toward the two. */
  spent?: number;
  /** Expansion One 11.2: his weapon is thrown from an ambush — its length is 12. */
  thrown?: true;
  /** His own die modifiers for the rolls of his hits (reveal.ts Fighter.own). */
  own?: Fighter['own'];
  /** MP-10: his attack spell in effect this round (reveal.ts Fighter.spell). */
  spell?: Fighter['spell'];
  /** MP-5: the asterisks of the MAGIC chit he cast with: toward the round's two, never fatigue (MP-11). */
  magicSpent?: number;
  /** Issue 29: the shape he fights as (Transform's beast, Absorb Essence's monster: magic/shapes.ts), without his belongings. */
  shape?: MonsterDef;
  /** Issue 29, Poison: the sharpness stars his weapon's attack gains from the spells in force on it. */
  stars?: number;
  /** Issue 29, Small Blessing's "I wish for strength": his FIGHT inflicts Tremendous harm that nothing modifies. */
  strength?: true;
}

export interface RoundOutcome {
  /** Each sheet's tactics step (only sheets with denizens). */
  tactics: Record<string, Tactics>;
  reveal: RoundResult;
  /** What each character owes after the round: wounds, then fatigue (two asterisks fatigue one). */
  owed: { userId: string; owed: Owed }[];
  /** Each denizen still in the fight: its box and side for the next round (a T monster that hit turns red). */
  denizens: Record<string, { box: Box; side: 'light' | 'dark' }>;
  /** Fame and notoriety won by each character's kills. */
  spoils: Record<string, Spoils>;
  /** Harm was done or fatigue played: not a quiet round (core-tables "end_of_combat"). */
  active: boolean;
}

/** Expansion One 11.2: "Length for throwing a weapon is always 12". */
export const THROWN_LENGTH = 12;

/** Issue 29, Poison: his (first) weapon's attack with the stars a spell adds. */
const sharper = (f: Fighter, stars = 0): Fighter => (stars && f.attack && !('red' in f.attack.harm) ? { ...f, attack: { ...f.attack, harm: { ...f.attack.harm, stars: f.attack.harm.stars + stars } } } : f);

const other = (side: 'light' | 'dark'): 'light' | 'dark' => (side === 'light' ? 'dark' : 'light');

/** Plays one round: `round` counts from 1, the first round of the evening in this clearing. */
export function playRound(fighters: readonly InCombat[], round: number, rules: { dice: DiceSource; bimr4?: boolean; sheet?: SheetSpells }): RoundOutcome {
  const tactics: Record<string, Tactics> = {};
  const placed = new Map<string, { box: Box; side: 'light' | 'dark' }>();
  // The tactics step: each sheet's denizens reposition, then each box may change tactics. A Tremendous monster that
  // can hold (its dark side is red) never turns over (core-tables "change_tactics" notes).
  for (const f of fighters) {
    if (!f.denizens.length) continue;
    // A part never changes tactics by itself: it shows its monster's side (below).
    // Issue 30: a native's horse repositions and changes tactics as a counter of its own.
    const t = tacticsOf(f.denizens.map((d) => ({ id: d.id, box: d.box, canTurn: (!d.part || d.steed === true) && !d.capture && d.def.dark.holds !== true })), rules.dice);
    tactics[f.userId] = t;
    for (const p of t.placed) {
      const d = f.denizens.find((x) => x.id === p.id)!;
      placed.set(d.id, { box: p.box, side: p.turned ? other(d.side) : d.side });
    }
    for (const d of f.denizens) if (d.of && !d.steed && placed.has(d.of)) placed.set(d.id, { box: placed.get(d.id)!.box, side: placed.get(d.of)!.side });
  }
  const denizens: Denizen[] = fighters.flatMap((f) =>
    f.denizens.map((d) => {
      const now = placed.get(d.id)!;
      const part = d.part && !d.steed ? d.def.parts?.find((p) => p.name === d.part) : undefined;
      return {
        id: d.id,
        name: part?.name ?? d.def.name,
        vulnerability: part ? (part.vulnerability ?? 'T') : d.def.vulnerability,
        ...(d.def.armoured && !part ? { armoured: true } : {}),
        target: f.userId,
        box: now.box,
        side: part ? part[now.side] : d.def[now.side],
        turnsRed: d.def.dark.holds === true && now.side === 'light',
        fame: part ? 0 : d.def.fame,
        notoriety: part ? 0 : d.def.notoriety,
        ...(d.bounty ? { gold: d.bounty } : {}),
        ...(d.of ? { of: d.of } : {}),
        // Of the parts only the Minotaur's buckler has a vulnerability: it shields its monster (X1-20).
        ...(part?.vulnerability ? { shield: true as const } : {}),
        ...(d.capture ? { captures: true as const } : {}),
        ...(d.steed ? { steed: true as const } : {}),
      };
    }),
  );
  const reveal = revealRound(
    fighters.map((f) => {
      const printed: Fighter = { ...fighterOf(f.kit, f.shape ? bareSheet(f.sheet) : f.sheet, f.userId, f.play, (f.spent ?? 0) + (f.magicSpent ?? 0)), ...(f.own ? { own: f.own } : {}), ...(f.spell ? { spell: f.spell } : {}) };
      // A shape fights as its beast, weaponless (no Poison to carry); else Poison's stars sharpen his weapon.
      const fighter = f.shape ? inShape(printed, f.shape) : sharper(printed, f.stars);
      // Issue 29 (the Wish table's strength): Tremendous harm, unmodified — no sharpness, no Missile table.
      const strong = f.strength && fighter.attack ? { ...fighter, attack: { ...fighter.attack, harm: { level: 'T' as const, stars: 0 }, missile: false } } : fighter;
      return f.thrown && strong.attack ? { ...strong, attack: { ...strong.attack, length: THROWN_LENGTH } } : strong;
    }),
    denizens,
    round,
    { dice: rules.dice, ...(rules.bimr4 ? { bimr4: true } : {}), ...(rules.sheet ? { sheet: rules.sheet } : {}) },
  );
  const dead = new Set(reveal.killed.map((k) => k.id));
  const owed: RoundOutcome['owed'] = [];
  let fatigued = false;
  for (const f of fighters) {
    if (dead.has(f.userId)) continue;
    const wounds = reveal.wounds[f.userId] ?? 0;
    if (wounds) owed.push({ userId: f.userId, owed: { kind: 'wound', count: wounds, cause: `combat, round ${round}` } });
    const tired = fatigueOf((f.spent ?? 0) + effortOf(f.kit, f.play));
    if (tired) {
      fatigued = true;
      owed.push({ userId: f.userId, owed: { kind: 'fatigue', count: tired, cause: `combat, round ${round}` } });
    }
  }
  const after: RoundOutcome['denizens'] = {};
  const ofOf = new Map(fighters.flatMap((f) => f.denizens.filter((d) => d.of).map((d) => [d.id, d.of!] as const)));
  for (const [id, now] of placed) {
    const of = ofOf.get(id);
    if (dead.has(id) || (of && dead.has(of))) continue;
    after[id] = { box: now.box, side: reveal.turnedRed.includes(of ?? id) ? 'dark' : now.side };
  }
  return { tactics, reveal, owed, denizens: after, spoils: spoils(reveal, denizens), active: reveal.harmed || fatigued };
}
