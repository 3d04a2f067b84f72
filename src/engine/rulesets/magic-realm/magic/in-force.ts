/**
 * Spells in force (issue 29; MP-9, MP-11; seed 001 l.37, l.41–53): a spell that went into effect stays committed to
 * its target until it expires, and the MAGIC chit that cast it fatigues then. Kept in the play part's state
 * (`play.inForce`), started at the combat reveal (`play.spell-in-force`), ended by the day's own steps — Sunset (day
 * spells of the day before), Midnight (combat spells; permanent spells fall inert), the end of combat in its
 * clearing (combat spells) — through `play.spells-ended`, with the fatigue as a sheet delta (`play.sheet-set`). Pure.
 *
 * Readings (docs/rules.md MP-9):
 * - A spell's caster, target(s), the MAGIC chit (or artifact, book) that holds it and the day it was cast are kept;
 *   an artifact or book holds its spell too but fatigues nothing.
 * - The combat spells cast in a clearing end when the combat there ends; Midnight ends any left.
 */
import type { GameEvent } from '../../../core/types.js';
import { onlyPlayers, PUBLIC } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import type { CharacterKit } from '../characters/kits.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { chitLabel } from '../characters/kits.js';
import { playOf } from '../play/access.js';
import type { MagicType } from '../terms.js';
import { spellAfter, type Duration, type SpellClock, type SpellInForce } from './durations.js';
import { fatiguedAt, withFatigued } from './spell-fatigue.js';
import { spellNamed } from './spells.js';

/** A spell in force in the game: who cast it, on what, with what, when (MP-9). */
export interface SpellHeld extends SpellInForce {
  /** The caster's user id, and his character. */
  caster: string;
  name: string;
  /** The individuals it affects (ids: a character's user id, a denizen's piece id), as the table names them. */
  targets: string[];
  labels: string[];
  /** The MAGIC chit it holds (his kit's index), or the artifact or book that cast it. */
  chit?: number;
  treasure?: string;
  /** The clearing it was cast in (a combat spell ends with the combat there). */
  clearing: string;
  /** What its roll at the reveal made of it (Transform's beast, Violent Storm's phases): combat/spell-reveal.ts. */
  outcome?: string;
  /** A move or phase spell whose chit was played (magic/spell-chits.ts): the clearing whose combat round it is used in. */
  playedIn?: string;
}

/** What `play.spells-ended` says: the moment, the spells ended, those fallen inert, as facts. */
export interface SpellsEnded {
  /** `broken`: ended before its time — cancelled by a spell (Remedy, Dissolve Spell, Exorcise: combat/spells/cancel.ts), or a Peace whose target was attacked. `use-ended`: a played chit's round is over (magic/spell-chits.ts). */
  at: 'sunset' | 'midnight' | 'combat-ended' | 'broken' | 'use-ended';
  day: number;
  clearing?: string;
  /** Their places in `play.inForce` as it stood. */
  ended: number[];
  inert: number[];
  /** Issue 29: places in `play.suspended` of spells ended while suspended (magic/nullify.ts). */
  endedSuspended?: number[];
  lines: string[];
}

/** The key of a spell in force — caster, spell, day cast — as a `spell` target names it (`spell:<key>`) and a suspension records it. */
export const spellKey = (h: Pick<SpellHeld, 'caster' | 'spell' | 'castDay'>): string => `${h.caster}|${h.spell}|${h.castDay}`;

const sameSpell = (a: SpellHeld, b: SpellHeld): boolean => a.caster === b.caster && a.spell === b.spell && a.castDay === b.castDay && a.clearing === b.clearing;
export { sameSpell };

/** MP-9: until when a spell in force lasts, in words (the card and `/combat show` print it). */
export function lastsText(s: Pick<SpellHeld, 'duration' | 'castDay' | 'inert' | 'played'>): string {
  const until: Record<Duration, string> = {
    instant: 'ends as the targets are assigned',
    attack: 'ends when the attacks are resolved',
    combat: 'ends with this combat',
    move: s.played ? 'its chit played: ends with this round' : 'until its chit is played',
    phase: s.played ? 'its chit played: ends with this round' : 'until its chit is played',
    day: `ends at Sunset of day ${s.castDay + 1}`,
    permanent: s.inert ? 'inert until its colour is present' : 'in force until Midnight, then inert',
  };
  return `${s.duration}: ${until[s.duration]}`;
}

/**
 * A spell in force as a card line: "Witch's Brew (by the Witch, day: ends at Sunset of day 3)"; with what its roll made
 * of it, "Transform: Lion (by the Witch King, …)" (an outcome's "#n", a monster counter's number, is not shown).
 */
export const heldText = (s: SpellHeld): string => `${s.spell}${s.outcome ? `: ${s.outcome.replace(/#\d+$/, '')}` : ''} (by the ${s.name}, ${lastsText(s)})`;

/** The spells in force on him (MP-9): those he is a target of, his own spells on his chits included. */
export const spellsOn = (state: GameState, id: string): SpellHeld[] => (playOf(state).inForce ?? []).filter((s) => s.targets.includes(id));

/**
 * MP-9, MP-11: the events of a moment of the day — the spells it ends (each MAGIC chit fatiguing as a sheet delta,
 * the caster's and the GM's), the permanent spells it leaves inert; none when nothing changes.
 */
export function spellsEndedEvents(state: GameState, clock: Extract<SpellClock, { at: 'sunset' | 'midnight' | 'combat-ended' | 'use-ended' }>, day: number, actor: string, clearing?: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const ended: number[] = [];
  const inert: number[] = [];
  held.forEach((s, i) => {
    if (clock.at === 'combat-ended' && s.clearing !== clearing) return;
    // A played chit's use ends with the combat round it was played in, in that clearing (magic/spell-chits.ts).
    if (clock.at === 'use-ended' && s.playedIn !== clearing) return;
    const after = spellAfter(s, clock);
    if (after === 'expired') ended.push(i);
    else if (after.inert && !s.inert) inert.push(i);
  });
  // Issue 29: a suspended spell's time runs on (magic/nullify.ts).
  const suspended = playOf(state).suspended ?? [];
  const endedSuspended = suspended.flatMap(({ held: s }, i) => ((clock.at === 'combat-ended' && s.clearing !== clearing) || clock.at === 'use-ended' || spellAfter(s, clock) !== 'expired' ? [] : [i]));
  if (!ended.length && !inert.length && !endedSuspended.length) return [];
  const when = clock.at === 'sunset' ? 'Sunset' : clock.at === 'midnight' ? 'Midnight' : clock.at === 'use-ended' ? `the end of the round in ${clearing}` : `the end of combat in ${clearing}`;
  const lines = [...ended.map((i) => `${held[i]!.name}'s ${held[i]!.spell} ends at ${when}`), ...endedSuspended.map((i) => `${suspended[i]!.held.name}'s ${suspended[i]!.held.spell} (suspended) ends at ${when}`), ...inert.map((i) => `${held[i]!.name}'s ${held[i]!.spell} falls inert at ${when}`)];
  return endedEvents(state, { at: clock.at, day, ...(clearing ? { clearing } : {}), ended, inert, ...(endedSuspended.length ? { endedSuspended } : {}), lines }, `expired at ${when}`, actor);
}

/** MP-9, MP-11: `play.spells-ended` as told, then each ended spell's MAGIC chit fatigued (`why`: "expired at Sunset", "broken by Remedy"). */
export function endedEvents(state: GameState, payload: SpellsEnded, why: string, actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const suspended = playOf(state).suspended ?? [];
  const endedHeld = [...payload.ended.map((i) => held[i]!), ...(payload.endedSuspended ?? []).map((i) => suspended[i]!.held)];
  const events: GameEvent[] = [{ type: 'play.spells-ended', payload, visibility: PUBLIC, actor }];
  // MP-11: "Magic chits fatigue when the spell expires."
  const byCaster = new Map<string, number[]>();
  for (const s of endedHeld) {
    if (s.chit === undefined) continue;
    const chits = fatiguedAt([{ chit: s.chit, kind: 'magic', spell: s.spell }], { at: 'spell-expired', spell: s.spell });
    byCaster.set(s.caster, [...(byCaster.get(s.caster) ?? []), ...chits]);
  }
  for (const [caster, chits] of byCaster) {
    const sheet = sheetOf(state, caster);
    if (!sheet) continue;
    const after = withFatigued(sheet, chits);
    const name = endedHeld.find((s) => s.caster === caster)!.name;
    events.push({ type: 'play.sheet-set', payload: { userId: caster, name, changes: sheetDelta(sheet, after), what: `${chits.map((i) => chitLabel(kitChit(state, caster, i))).join(', ')} fatigued (the spell it held ${why})` }, visibility: onlyPlayers(caster), actor });
  }
  return events;
}

const kitChit = (state: GameState, userId: string, i: number) => kitOf(state, userId)!.chits[i]!;

/**
 * The magic-change spells (Witch's Brew, Faerie Lights, Elemental Spirit): their card text "Change MAGIC II to IV and
 * VIII to III" read into the types they change, from the spell data itself.
 */
export function magicChangeOf(spell: string): Partial<Record<MagicType, MagicType>> | undefined {
  const m = /^Change MAGIC (\w+) to (\w+) and (\w+) to (\w+)$/.exec(spellNamed(spell)?.text ?? '');
  if (!m) return undefined;
  return { [m[1]! as MagicType]: m[2]! as MagicType, [m[3]! as MagicType]: m[4]! as MagicType };
}

/**
 * Issue 29, the magic-change kind: his kit with the types of his MAGIC chits changed by the magic-change spells in
 * force on him (reading: the spell's target, "magic(II,VIII)", is its caster's own MAGIC chits of those types; the
 * change is read from the printed type, so two such spells never chain).
 */
export function kitUnderSpells(state: GameState, userId: string, kit: CharacterKit): CharacterKit {
  const changes = spellsOn(state, userId).filter((s) => !s.inert).map((s) => magicChangeOf(s.spell)).filter((x): x is NonNullable<typeof x> => !!x);
  if (!changes.length) return kit;
  const change = Object.assign({}, ...changes) as Partial<Record<MagicType, MagicType>>;
  return { ...kit, chits: kit.chits.map((c) => (c.kind === 'MAGIC' && c.magic && change[c.magic] ? { ...c, magic: change[c.magic]! } : c)) };
}
