/**
 * Casting a spell in combat (issue 29; MP-1…MP-11; seed 001 l.11–45): the spell cast as the caster's encounter action,
 * in secret; its target picked in the target step; the spells put into effect at the reveal in order of speed, the
 * attack spells launched as missile attacks, the MAGIC chits fatigued when their spells expire. The rules of the cast
 * are magic/casting.ts `checkCast` (judged here with what the game holds), of the order magic/spell-order.ts, of the
 * attack magic/attack-spells.ts, of durations and fatigue magic/durations.ts and magic/spell-fatigue.ts. Pure.
 *
 * Readings (docs/rules.md MP-1, MP-6, MP-10):
 * - The spells he may cast are those on his card: the ones he recorded at set-up (BI-4's secret, free text split by
 *   commas, each read as the spell of that name) and those he learned in play (the sheet's `spells`).
 * - A spell the engine does not carry out yet (magic/spell-effects.ts 'open') is refused at the cast, by name.
 * - MP-6: a name that is nobody of the game is a typing error, refused; a target the spell cannot take — the clearing
 *   for an attack spell, a character not in the clearing, or no target at all — breaks it, and its MAGIC chit
 *   fatigues at once. The target is public like any target; which spell stays secret until the reveal.
 * - Lightning Bolt's "mountain only": cast only by a caster standing in a mountain clearing.
 * - Lightning Bolt's target "attacker": one individual fighting in the clearing; Fiery Blast and Stones Fly
 *   ("multiple"): one or more.
 */
import type { GameState } from '../../../core/state.js';
import { RuleError, type GameEvent } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { characterWords, chitLabel, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { faceUp, parseClearingId, placedTile } from '../map/board.js';
import { boardOf } from '../board/access.js';
import { ATTACK_SPELLS } from '../magic/attack-spells.js';
import { castText, checkCast, type CastChecked, type CastMeans } from '../magic/casting.js';
import type { ColourChit, MagicMoment } from '../magic/colour.js';
import { durationOf, spellAfter } from '../magic/durations.js';
import { colourChitsOf, magicMomentOf } from '../magic/moment.js';
import { carriedOut, effectOf, type SpellEffectDef } from '../magic/spell-effects.js';
import { SPELL_REVEALS } from './spell-reveal.js';
import { checkDetail, detailExample, detailOf } from './spells/moves-detail.js';
import { immuneHere } from '../magic/spell-chits.js';
import { addedTypes, artifactSpells, spellsOnCard } from '../magic/enchanted-artifacts.js';
import { denizensTargeted, monsterRefused } from './spells/denizens.js';
import { immuneToSpells } from './spells/sheet-spells.js';
import { clearingAttackOf } from '../magic/effects/in-combat.js';
import { curseNamed, cursesHere } from './spells/curse-target.js';
import { spellKey, spellsInForceHere } from './spells-here.js';
import type { SpellHeld } from '../magic/in-force.js';
import { lastsText } from '../magic/in-force.js';
import { playOf } from '../play/access.js';
import { fatiguedAt } from '../magic/spell-fatigue.js';
import { spellOrder } from '../magic/spell-order.js';
import { spellNamed } from '../magic/spells.js';
import type { Spell } from '../magic/types.js';
import type { AttackDirection } from '../terms.js';
import type { Harm } from './harm.js';
import { combatOf, cardOf } from './access.js';

import { timesToBeat } from './encounter.js';
import type { SpellLine } from './events.js';
import type { ClearingCombat, CombatCast } from './state.js';
import { targetNamed } from './targets.js';
import { labelIn, nameOf } from './words.js';
import { hiddenIn } from './hidden-here.js';

/** The combat under way in this clearing, as a game has it (a spell's events may have changed it). */
const currentCombatIn = (state: GameState, clearing: string): ClearingCombat | undefined => (combatOf(state).current?.clearing === clearing ? combatOf(state).current : undefined);

const simple = (s: string): string => s.trim().toLowerCase();

/** His spells (issue 29): those recorded at set-up (BI-4) and those learned in play, as the card lists them; and those his enchanted artifacts hold (Enchant Artifact). */
export function spellsOf(state: GameState, userId: string): string[] {
  return [...new Set([...spellsOnCard(state, userId), ...artifactSpells(state, userId)])];
}

/** The type of the clearing he stands in (woods, caves, mountain, normal), on the side its tile shows. */
function clearingTypeOf(state: GameState, c: ClearingCombat): string | undefined {
  const at = parseClearingId(c.clearing);
  const tile = at && placedTile(boardOf(state).tiles, at.code);
  return tile && faceUp(tile).clearings.find((x) => x.number === at!.number)?.type;
}

/** The sources the `colour:` option may name besides a treasure's name. */
export const COLOUR_OPTIONS = ['day', 'clearing', 'chit'] as const;

/** A day of the month with no colour: the moment restricted to one source names no day's colour. */
const NO_COLOUR_DAY = 0;

/** The colour present restricted to the one source he names (`colour:`), or all of it. */
function restricted(full: Omit<MagicMoment, 'colourChits' | 'chitStates'>, chits: readonly ColourChit[], source: string | undefined): { moment: Omit<MagicMoment, 'colourChits' | 'chitStates'>; colourChits: readonly ColourChit[] } {
  if (!source) return { moment: full, colourChits: chits };
  const s = simple(source).replace(/^the /, '');
  if (s === 'day') return { moment: { day: full.day, ...(full.seventhDay ? { seventhDay: full.seventhDay } : {}) }, colourChits: [] };
  if (s === 'clearing' || s === 'tile') return { moment: { day: NO_COLOUR_DAY, ...(full.board ? { board: full.board } : {}), ...(full.clearing ? { clearing: full.clearing } : {}) }, colourChits: [] };
  if (s === 'chit') return { moment: { day: NO_COLOUR_DAY }, colourChits: chits };
  const treasure = (full.treasures ?? []).find((t) => simple(t) === s);
  if (!treasure) throw new RuleError(`"${source}" is no source of colour here`, `name one of colour:${[...COLOUR_OPTIONS, ...(full.treasures ?? [])].join(', colour:')}, or leave colour: out (the bot takes a free source first)`);
  return { moment: { day: NO_COLOUR_DAY, treasures: [treasure] }, colourChits: [] };
}

/** The means he names: a MAGIC chit as printed (an active one of that print not enchanted into colour first), else an artifact or book. */
function meansNamed(kit: CharacterKit, sheet: CharacterSheet, colourChits: readonly ColourChit[], name: string): CastMeans {
  const squash = (s: string) => s.toUpperCase().replace(/\s+/g, '');
  const matches = kit.chits.map((ch, i) => ({ ch, i })).filter((x) => x.ch.kind === 'MAGIC' && squash(chitLabel(x.ch)) === squash(name));
  // MP-8: of several chits of that print, a prepared one first (it casts at speed 0).
  const usable = matches.filter((x) => sheet.chits[x.i] === 'active' && !colourChits.some((c) => c.chit === x.i));
  if (matches.length) return { chit: (usable.find((x) => (sheet.prepared ?? []).includes(x.i)) ?? usable[0] ?? matches[0]!).i };
  return { treasure: name.trim().replace(/^the /i, '') };
}

export interface CastInput {
  spell: string;
  chit: string;
  colour?: string;
}

/**
 * MP-1…MP-5: a spell cast now by him in this combat — on his card, carried out by the engine, where its card allows —
 * judged by magic/casting.ts checkCast with his sheet, the colour present, the move times on his sheet and the
 * asterisks he played; or the RuleError that refuses it (what was wrong and how to do it right).
 */
export function checkCombatCast(state: GameState, c: ClearingCombat, userId: string, input: CastInput): CastChecked {
  const name = nameOf(state, userId);
  const w = characterWords(name);
  const { kit, sheet } = cardOf(state, userId);
  const known = spellsOf(state, userId);
  const castable = known.filter((s) => carriedOut(s));
  const hint = known.length ? `cast one of ${w.possessive} spells the bot carries out: ${castable.join(', ') || 'none'}` : `${w.subject} has no spell: spells are recorded at set-up (/setup tell spells:) or learned by reading runes`;
  const spell = spellNamed(input.spell);
  if (!spell) throw new RuleError(`there is no spell "${input.spell}"`, hint);
  if (!known.includes(spell.name)) throw new RuleError(`${spell.name} is not on the ${name}'s card`, hint);
  // Issue 29: a spell the bot does not carry out is refused by name, never silently left to the GM.
  if (!carriedOut(spell.name)) throw new RuleError(`${spell.name} is not carried out by the bot yet, so it cannot be cast in the bot's combat`, `${castable.length ? `${hint}, or` : 'take'} another encounter action (docs/rules.md lists the spells the bot carries out)`);
  // Its card's "mountain only", "cave only" (magic/effects/types.ts onlyIn).
  const effect = effectOf(spell.name);
  const only = effect === 'open' ? undefined : effect.onlyIn;
  if (only && clearingTypeOf(state, c) !== only) throw new RuleError(`${spell.name} is cast in a ${only} clearing only (its card); ${c.clearing} is ${clearingTypeOf(state, c) ?? 'no clearing of the board'}`, `cast it when ${w.subject} fights in a ${only} clearing, or cast another spell`);
  const chits = colourChitsOf(sheet);
  const { moment, colourChits } = restricted(magicMomentOf(state, userId), chits, input.colour);
  return checkCast({
    kit,
    chits: sheet.chits,
    treasures: sheet.treasures,
    colourChits,
    spell,
    means: meansNamed(kit, sheet, chits, input.chit),
    moment,
    timesToBeat: timesToBeat(c, userId, state),
    effortSpent: c.effort?.[userId] ?? 0,
    // MP-8: his MAGIC chits prepared by an ALERT phase today (magic/prepare.ts) cast at speed 0.
    prepared: sheet.prepared ?? [],
    usedToday: combatOf(state).castToday ?? [],
    // Issue 29, Enchant Artifact: the types his artifacts hold besides their printed one.
    addedTypes: addedTypes(state, userId),
    // Seed 001 l.37: the chit of a spell in force is not used again until the spell expires.
    committed: (playOf(state).inForce ?? []).filter((h) => h.caster === userId && h.chit !== undefined).map((h) => h.chit!),
  });
}

/** The cast as the combat keeps it until the reveal. */
export function combatCast(kit: CharacterKit, checked: CastChecked): CombatCast {
  return { spell: checked.spell.name, means: checked.means, speed: checked.speed, effort: checked.effort, colour: checked.colour, text: castText(kit, checked) };
}

/** MP-6: whether anything in the clearing is a target the spell could take (else its cast would only break). */
function targetHere(state: GameState, c: ClearingCombat, userId: string, spell: string): boolean {
  const effect = effectOf(spell);
  if (effect === 'open') return false;
  const others = c.order.length > 1 || c.denizens.some((d) => !d.part);
  switch (effect.target) {
    case 'attacker':
    case 'individuals':
      return others;
    case 'monster':
    case 'denizens':
      return c.denizens.some((d) => !d.part && d.capture === undefined);
    case 'spell':
      // Issue 29: Remedy ("spell,curse") takes a curse on a character here as well.
      return spellsInForceHere(state, c).length > 0 || (!!spellNamed(spell)?.target.includes('curse') && cursesHere(state, c).length > 0);
    default:
      return true;
  }
}

/** The casts the engine accepts of him now, each as the command takes it (offers.ts): a spell and its means — a spell with something here to aim at. */
export function castOffers(state: GameState, c: ClearingCombat, userId: string): { spell: string; chit: string; detail?: string }[] {
  const { kit, sheet } = cardOf(state, userId);
  const means = [...new Set([...kit.chits.filter((ch) => ch.kind === 'MAGIC').map(chitLabel), ...sheet.treasures])];
  return spellsOf(state, userId).filter((spell) => targetHere(state, c, userId, spellNamed(spell)?.name ?? spell)).flatMap((spell) =>
    means.flatMap((chit) => {
      try {
        checkCombatCast(state, c, userId, { spell, chit });
        // Issue 29: a spell that names something besides its target is offered with a detail its check accepts.
        if (!detailOf(spell)) return [{ spell, chit }];
        const detail = detailExample(state, userId, spell);
        return detail === undefined ? [] : [{ spell, chit, detail: checkDetail(state, userId, spell, detail)! }];
      } catch (e) {
        if (e instanceof RuleError) return [];
        throw e;
      }
    }),
  );
}

/** MP-6: the spell's targets named, or why it breaks (a target it cannot take, none at all): by its target kind (magic/effects/types.ts). */
export function spellTargets(state: GameState, c: ClearingCombat, userId: string, who: string | undefined, spellName = c.casts![userId]!.spell): { targets: string[] } | { broken: string } {
  const spell = spellNamed(spellName)!;
  const effect = effectOf(spell.name);
  if (effect === 'open') return { broken: `${spell.name} is not carried out by the bot` };
  const names = (who ?? '').split(/[,;]/).map((s) => s.trim()).filter(Boolean);
  if (!names.length) return { broken: 'no target was picked' };
  const me = nameOf(state, userId);
  const isMe = (n: string) => simple(n).replace(/^the /, '') === simple(me) || n.trim() === userId;
  const one = (what: string) => {
    if (names.length > 1) throw new RuleError(`${spell.name} is aimed at ${what}`, `name one target`);
  };
  // A character of the game who is not fighting here (he ran, or stands elsewhere) is no target in the clearing.
  const elsewhere = (n: string) => state.players.find((p) => simple(p.character) === simple(n).replace(/^the /, '') && !c.order.includes(p.userId) && p.userId !== userId);
  const individual = (n: string, self: boolean): { id: string } | { broken: string } => {
    if (/^(the )?(clearing|tile)$/i.test(n)) return { broken: `${spell.name} is aimed at ${self ? 'an individual' : 'individuals'}, not the ${simple(n).replace(/^the /, '')}` };
    if (isMe(n)) {
      if (self) return { id: userId };
      throw new RuleError(`${spell.name} is not aimed at its caster`, 'name a monster or another character fighting here');
    }
    const away = elsewhere(n);
    if (away) return { broken: `the ${away.character} is not in ${c.clearing}` };
    return { id: targetNamed(state, c, n, userId) };
  };
  switch (effect.target) {
    case 'self':
      // Issue 29 (magic-change): its target, "magic(II,VIII)", is read as the caster's own MAGIC chits: he names himself.
      return names.length === 1 && isMe(names[0]!) ? { targets: [userId] } : { broken: `${spell.name} is aimed at its caster: its target is the ${me}` };
    case 'clearing':
      one('the clearing');
      return /^(the )?clearing$/i.test(names[0]!) ? { targets: [`clearing:${c.clearing}`] } : { broken: `${spell.name} is aimed at the clearing (name clearing)` };
    case 'tile':
      one('the tile');
      return /^(the )?tile$/i.test(names[0]!) ? { targets: [`tile:${parseClearingId(c.clearing)?.code ?? c.clearing}`] } : { broken: `${spell.name} is aimed at the tile (name tile)` };
    case 'spell': {
      one('one spell in force');
      // Issue 29: Remedy's "spell,curse" names a curse on a character here as well (combat/spells/curse-target.ts).
      const [curse, on] = names[0]!.split(/\s+on\s+/i) as [string, string | undefined];
      const cursed = spell.target.includes('curse') ? curseNamed(state, c, curse, on) : undefined;
      if (cursed) return 'id' in cursed ? { targets: [cursed.id] } : cursed;
      const found = spellInForceNamed(state, c, names[0]!);
      return 'key' in found ? { targets: [`spell:${found.key}`] } : found;
    }
    case 'character-or-tile':
      // The cards "character, tile" (Illusion, Lost): the tile when he names it, else one character.
      if (names.length === 1 && /^(the )?tile$/i.test(names[0]!)) return { targets: [`tile:${parseClearingId(c.clearing)?.code ?? c.clearing}`] };
    // falls through
    case 'character':
    case 'weapon': {
      one(effect.target === 'weapon' ? "one character's weapon (name the character)" : 'one character');
      const t = individual(names[0]!, true);
      if ('broken' in t) return t;
      if (!state.players.some((p) => p.userId === t.id)) return { broken: `${spell.name} is aimed at a character, not ${labelIn(state, c, t.id)}` };
      return { targets: [t.id] };
    }
    case 'monster': {
      one('one monster');
      const t = individual(names[0]!, false);
      if ('broken' in t) return t;
      if (!c.denizens.some((d) => d.id === t.id && d.capture === undefined)) return { broken: `${spell.name} is aimed at a monster, not ${labelIn(state, c, t.id)}` };
      // Issue 29: a spell that takes monsters of some kinds only (Guide Spider or Octopus).
      const refused = monsterRefused(c, spell.name, t.id);
      return refused ? { broken: refused } : { targets: [t.id] };
    }
    case 'denizens': {
      one('the denizens of one kind (name the kind)');
      // Issue 29: the monsters of the kind he names that the spell takes, or a native group (combat/spells/denizens.ts).
      return denizensTargeted(state, c, spell.name, names[0]!);
    }
    case 'individual':
    case 'attacker':
    case 'individuals': {
      if (effect.target !== 'individuals') one('one individual');
      const targets: string[] = [];
      for (const n of names) {
        const t = individual(n, effect.target === 'individual');
        if ('broken' in t) return t;
        if (!targets.includes(t.id)) targets.push(t.id);
      }
      return { targets };
    }
  }
}

// The spells in force in the clearing and their keys: spells-here.ts (its own module, so the spell families reach them without an import cycle).
export { spellKey, spellsInForceHere };

/** MP-6: a spell in force in the clearing by its name ("Curse", "Witch's Brew on the Witch"), or why none is. */
function spellInForceNamed(state: GameState, c: ClearingCombat, name: string): { key: string } | { broken: string } {
  const [spellName, on] = name.split(/\s+on\s+/i) as [string, string | undefined];
  const here = spellsInForceHere(state, c).filter((h) => simple(h.spell) === simple(spellName) && (!on || h.labels.some((l) => simple(l).replace(/^the /, '') === simple(on).replace(/^the /, ''))));
  if (!here.length) {
    const all = spellsInForceHere(state, c).map((h) => `${h.spell} on ${h.labels.join(', ')}`);
    return { broken: `no spell "${name}" is in force in ${c.clearing}${all.length ? ` (in force here: ${all.join('; ')})` : ''}` };
  }
  if (here.length > 1) throw new RuleError(`${here.length} spells "${spellName}" are in force here`, `name one by its target: ${here.map((h) => `${h.spell} on ${h.labels[0]}`).join(', ')}`);
  return { key: spellKey(here[0]!) };
}

/** An attack spell launched at the reveal (MP-10): as reveal.ts Fighter.spell takes it. */
export interface SpellAttack {
  name: string;
  targets: string[];
  direction: AttackDirection;
  time: number;
  harm: Harm;
  length: number;
  /** Issue 29: false for an attack that rolls on no Missile table (Roof Collapses: no `missile` on its card). */
  missile?: false;
}

/**
 * Issue 29, Roof Collapses: every individual in the clearing — its characters, the fighters and the hidden ones
 * (hidden-cast.ts hiddenIn), and its denizens (no part, no traveller).
 */
const individualsIn = (state: GameState, c: ClearingCombat): string[] => [...c.order, ...hiddenIn(state, c), ...c.denizens.filter((d) => !d.part && d.capture === undefined).map((d) => d.id)];

/** What the round's spells do at the reveal: the story, their events, the attacks launched, the MAGIC chits that fatigue. */
export interface SpellsAtReveal {
  lines: SpellLine[];
  /** What the spells in effect did now (combat/spell-reveal.ts), in order of speed: before the round's attacks. */
  events: GameEvent[];
  attacks: Record<string, SpellAttack>;
  /** MP-11: each caster's MAGIC chits that fatigue as their spells expire (instant spells at once, attack spells at the attacks' resolution). */
  fatigue: Record<string, number[]>;
  /** MP-9: the spells that went into effect and stay in force (every kind but the attack and instant spells). */
  inForce: SpellHeld[];
}

/**
 * MP-8: the round's spells in order of speed — a caster struck first by a faster spell loses his — and, MP-10, the
 * attack spells in effect launched in the direction he aimed (speed 0: any, it always hits); every other spell in
 * effect does what its kind does now (combat/spell-reveal.ts) and, unless instant, stays in force (MP-9); MP-9 and
 * MP-11: each spell that expires this round (instant at once, attack when the attacks are resolved, a cancelled one
 * at once) fatigues its MAGIC chit.
 */
export function spellsAtReveal(state: GameState, c: ClearingCombat, dice: DiceSource, actor: string, evolve?: (s: GameState, e: GameEvent) => GameState): SpellsAtReveal {
  // Each spell's handler acts on the game the faster spells' events left (two curses on one card, a spell ended by
  // an earlier one): `running`, when the caller gives the evolve.
  let running = state;
  const casts = Object.entries(c.casts ?? {});
  const label = (id: string) => labelIn(state, c, id);
  const order = spellOrder(casts.filter(([, k]) => !k.broken && k.targets?.length).map(([caster, k]) => ({ id: caster, caster, speed: k.speed, targets: k.targets! })));
  const cancelled = new Map(order.cancelled.map((x) => [x.id, x.by]));
  const out: SpellsAtReveal = { lines: [], events: [], attacks: {}, fatigue: {}, inForce: [] };
  const inOrder = [...order.inEffect.flat().map((s) => s.caster), ...order.cancelled.map((x) => x.id), ...casts.filter(([, k]) => k.broken).map(([id]) => id)];
  for (const caster of inOrder) {
    const k = c.casts![caster]!;
    const spell = spellNamed(k.spell)!;
    const name = nameOf(state, caster);
    // MP-7: a hidden caster gave his direction with the cast.
    const direction = c.plays[caster]?.aim ?? k.aim ?? 'thrust';
    let base = { userId: caster, name, spell: spell.name, cast: k.text, targets: (k.targets ?? []).map(label) };
    if (k.broken) {
      out.lines.push({ ...base, outcome: 'broken', why: k.broken, text: `${name}'s ${spell.name} (${k.text}) was broken: ${k.broken}` });
      continue;
    }
    const by = cancelled.get(caster);
    if (by) {
      out.lines.push({ ...base, outcome: 'cancelled', by, text: `${name}'s ${spell.name} (${k.text}) is cancelled: the faster spell of ${label(by)} struck ${characterWords(name).object} first` });
      fatigueExpired(out, caster, k, spell, true);
      continue;
    }
    const effect = effectOf(spell.name);
    // Issue 29, Roof Collapses: a clearing's attack is aimed at every individual in it, the caster too.
    const roof = clearingAttackOf(spell.name);
    const aimed = roof ? individualsIn(state, c) : k.targets!;
    // Issue 29: a spell fails on one immune to spells (Pentangle, Protection from Magic: spellShield); aimed at
    // nobody else, it fails whole (its MAGIC chit fatigues: MP-11).
    const shields = new Map(
      aimed.flatMap((id) => {
        const shield = spellShield(state, c, id, out.inForce);
        return shield ? [[id, shield] as const] : [];
      }),
    );
    const kept = aimed.filter((id) => !shields.has(id));
    if (shields.size) {
      const why = shieldWords(shields, label);
      const shielded = [...shields.keys()].map(label);
      if (!kept.length) {
        out.lines.push({ ...base, targets: shielded, outcome: 'broken', why, text: `${name}'s ${spell.name} (${k.text}) fails: ${why}` });
        fatigueExpired(out, caster, k, spell, true);
        continue;
      }
      out.lines.push({ ...base, targets: shielded, outcome: 'broken', why, text: `${name}'s ${spell.name} fails on ${shielded.join(', ')}: ${why}` });
      // It goes on against the others (the clearing's attack names the clearing still).
      if (!roof) base = { ...base, targets: kept.map(label) };
    }
    if (roof) {
      out.attacks[caster] = { name: spell.name, targets: kept, direction: roof.direction, time: roof.speed, harm: { level: roof.strength, stars: roof.sharpness }, length: roof.length, missile: false };
      // The hidden ones it reaches are not named to the table (aftermath.ts tells each his own).
      const seen = kept.filter((id) => id === caster || !hiddenIn(state, c).includes(id));
      out.lines.push({ ...base, direction: roof.direction, outcome: 'in-effect', text: `${name} casts ${k.text}: ${roof.direction} ${roof.strength}${'*'.repeat(roof.sharpness)}${roof.speed} on ${seen.map(label).join(', ')}` });
      fatigueExpired(out, caster, k, spell, false);
      continue;
    }
    if (effect !== 'open' && effect.kind === 'attack') {
      const def = ATTACK_SPELLS[spell.name]!;
      out.attacks[caster] = { name: spell.name, targets: kept, direction, time: k.speed, harm: { level: def.strength, stars: def.sharpness }, length: def.length };
      out.lines.push({ ...base, direction, outcome: 'in-effect', text: `${name} casts ${k.text}, at ${kept.map(label).join(', ')}${k.speed === 0 ? ' (speed 0: it always hits)' : `, aimed ${direction}`}` });
      fatigueExpired(out, caster, k, spell, false);
      continue;
    }
    // What its kind does now (combat/spell-reveal.ts): nothing, for a spell that acts while in force.
    const handler = effect === 'open' ? undefined : SPELL_REVEALS[effect.kind];
    const here = currentCombatIn(running, c.clearing) ?? c;
    const now = handler?.({ state: running, c: here, caster, name, spell, def: effect as SpellEffectDef, cast: k, targets: kept, labels: kept.map(label), dice, actor }) ?? { lines: [], events: [] };
    out.events.push(...now.events);
    if (evolve) running = now.events.reduce(evolve, running);
    const duration = durationOf(spell);
    if (duration === 'instant' || now.over) {
      out.lines.push({ ...base, outcome: 'in-effect', text: [`${name} casts ${k.text}, on ${kept.map(label).join(', ')}`, ...now.lines].join('; ') });
      fatigueExpired(out, caster, k, spell, true);
      continue;
    }
    // MP-9: it stays committed to its target(s), holding its MAGIC chit (or artifact), until it expires.
    const held: SpellHeld = { spell: spell.name, duration, colour: spell.colour, castDay: playOf(state).day?.number ?? 1, caster, name, targets: now.targets ?? kept, labels: (now.targets ?? kept).map(label), clearing: c.clearing, ...('chit' in k.means ? { chit: k.means.chit } : { treasure: k.means.treasure }), ...(now.outcome ? { outcome: now.outcome } : {}) };
    out.inForce.push(held);
    out.lines.push({ ...base, outcome: 'in-effect', text: [`${name} casts ${k.text}, on ${kept.map(label).join(', ')}: in force (${lastsText(held)})`, ...now.lines].join('; ') });
  }
  return out;
}

/**
 * Issue 29: the spell that makes an individual immune to a spell cast at him now, if any — Pentangle in force on him
 * (or cast faster this round: `now`), or Protection from Magic whose chit he played in this clearing this round.
 */
function spellShield(state: GameState, c: ClearingCombat, id: string, now: readonly SpellHeld[]): string | undefined {
  if (immuneHere(state, c).includes(id)) return 'Protection from Magic';
  return immuneToSpells(state, id, now) ? 'Pentangle' : undefined;
}

/** "the Magician is immune to spells this round (Protection from Magic)", one clause a shielding spell. */
function shieldWords(shields: ReadonlyMap<string, string>, label: (id: string) => string): string {
  const by = new Map<string, string[]>();
  for (const [id, spell] of shields) by.set(spell, [...(by.get(spell) ?? []), label(id)]);
  return [...by].map(([spell, who]) => `${who.join(', ')} ${who.length > 1 ? 'are' : 'is'} immune to spells${spell === 'Protection from Magic' ? ' this round' : ''} (${spell})`).join('; ');
}

/** MP-9, MP-11: a spell that expires now (an attack spell at the attacks' resolution; an instant, cancelled or finished one at once) fatigues its MAGIC chit. */
function fatigueExpired(out: SpellsAtReveal, caster: string, k: CombatCast, spell: Spell, now: boolean): void {
  if (!('chit' in k.means)) return;
  const expired = now || spellAfter({ spell: spell.name, duration: durationOf(spell), colour: spell.colour, castDay: 0 }, { at: 'attacks-resolved' }) === 'expired';
  if (!expired) return;
  const chits = fatiguedAt([{ chit: k.means.chit, kind: k.means.prepared ? 'prepared' : 'magic', spell: spell.name }], { at: 'spell-expired', spell: spell.name });
  if (chits.length) out.fatigue[caster] = [...(out.fatigue[caster] ?? []), ...chits];
}

