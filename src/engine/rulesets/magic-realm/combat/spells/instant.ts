/**
 * Issue 29: what the instant spells (magic/effects/instant.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 * Each expires there (its MAGIC chit fatigues: MP-9, MP-11, combat/cast.ts). The readings are docs/rules.md's
 * "Instant spells":
 * - make-whole (Make Whole, "repair damage, wounds, and fatigue"): every chit of the target active, his damaged armour
 *   repaired — the Fountain's Make Whole (play/table-effects.ts), one effect for both.
 * - curse (Curse, "Gets one CURSE (roll)"): the target rolls on the Curse table with his own modifiers (RealmSpeak's
 *   CurseEffect has the victim roll), and gets the curse (characters/curses.ts cursed: one he has does nothing more).
 * - wish (Small Blessing, "Gets one WISH (roll)"): the target rolls on the Wish table (combat/spells/wish.ts).
 * - power-of-the-pit (Power of the Pit, "Roll for Power of the Pit attack"): the caster rolls (combat/spells/pit.ts).
 * - cancel (Remedy, "Cancels one spell or curse"; Dissolve Spell, "Cancel spell"): the spell in force named ends at
 *   once, or the curse named leaves the character's card (combat/spells/cancel.ts).
 * - exorcise (Exorcise, "Remove all magic demons and imps"): the Demons, Winged Demons and Imps of the combat are
 *   killed and leave the board; as RealmSpeak's ExorciseEffect, the spells in force in the clearing end and the
 *   curses of the characters fighting there are lifted.
 */
import type { GameState } from '../../../../core/state.js';
import { PUBLIC, type GameEvent } from '../../../../core/types.js';
import { cursed, rollCurse } from '../../characters/curses.js';
import { deathEvents } from '../../characters/death.js';
import { rollerModifiers } from '../../characters/roll-modifiers.js';
import { kitOf, sheetOf, type CharacterSheet } from '../../characters/sheet.js';
import { applyEffects } from '../../play/table-effects.js';
import { spellKey, spellsInForceHere } from '../spells-here.js';
import { ev } from '../events.js';
import type { SpellRevealContext, SpellRevealHandler, SpellRevealOutcome } from '../spell-reveal.js';
import type { ClearingCombat } from '../state.js';
import { capital, labelIn } from '../words.js';
import { cancelSpells, liftCurses } from './cancel.js';
import { curseOfKey } from './curse-target.js';
import { pitOutcome } from './pit.js';
import { spellSheetEvents } from './sheet-event.js';
import { wishReveal } from './wish.js';

/** The monsters Exorcise removes ("magic demons and imps"): by their printed names. */
export const EXORCISED = ['Demon', 'Winged Demon', 'Imp'] as const;

/** A target that is no character with a card (a monster): the story says the spell finds nothing to act on. */
const noCard = (ctx: SpellRevealContext): SpellRevealOutcome => ({ lines: [`${ctx.spell.name} finds no character's card to act on`], events: [] });

/**
 * Individuals out of the combat at once (killed by a spell, exorcised): `combat.spell-removed`, then the monsters off
 * the board as killed ones leave it (aftermath.ts), the characters dead (characters/death.ts).
 */
export function removedEvents(state: GameState, c: ClearingCombat, ids: readonly string[], spell: string, why: string, actor: string, cause: string, sheets: Readonly<Record<string, CharacterSheet>> = {}): GameEvent[] {
  if (!ids.length) return [];
  const labels = ids.map((id) => labelIn(state, c, id));
  const events: GameEvent[] = [ev('combat.spell-removed', { clearing: c.clearing, ids: [...ids], labels, spell, why }, PUBLIC, actor)];
  for (const id of ids) {
    const d = c.denizens.find((x) => x.id === id);
    if (d) events.push({ type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor });
    else if (state.players.some((p) => p.userId === id)) events.push(...deathEvents(state, id, labelIn(state, c, id).replace(/^the /, ''), cause, actor, sheets[id] ?? sheetOf(state, id)));
  }
  return events;
}

const makeWhole: SpellRevealHandler = (ctx) => {
  const { state, targets, labels, dice, actor } = ctx;
  const sheet = sheetOf(state, targets[0]!);
  if (!sheet || !state.players.some((p) => p.userId === targets[0])) return noCard(ctx);
  const done = applyEffects([{ kind: 'make-whole' }], sheet, ctx.spell.name, dice);
  return { lines: [`${capital(labels[0]!)}: ${done.lines.join('; ')}`], events: spellSheetEvents(state, targets[0]!, sheet, done.sheet ?? sheet, `is made whole (${ctx.name}'s Make Whole): ${done.lines.join('; ')}`, actor) };
};

const curse: SpellRevealHandler = (ctx) => {
  const { state, c, targets, labels, dice, actor } = ctx;
  const id = targets[0]!;
  const sheet = sheetOf(state, id);
  const kit = kitOf(state, id);
  if (!sheet || !kit) return noCard(ctx);
  // The victim rolls, with his own modifiers (RealmSpeak CurseEffect).
  const roll = rollCurse(dice, rollerModifiers(state, id)(c.clearing, 'curse'));
  const after = cursed(sheet, kit, roll.curse);
  const did = after === sheet ? `${labels[0]} has ${roll.curse} already: no effect` : `${labels[0]} is cursed: ${roll.curse}`;
  return { lines: [`${capital(labels[0]!)} rolls on the ${roll.line}: ${did}`], events: spellSheetEvents(state, id, sheet, after, `is cursed: ${roll.curse} (${ctx.name}'s Curse)`, actor) };
};

const powerOfThePit: SpellRevealHandler = (ctx) => {
  const { state, c, caster, name, targets, labels, dice, actor } = ctx;
  // The caster rolls, with his own modifiers (RealmSpeak PowerPitEffect).
  const pit = pitOutcome(state, c, targets[0]!, dice, rollerModifiers(state, caster)(c.clearing, 'power-of-the-pit'));
  const changed = Object.entries(pit.sheets).filter(([id]) => !pit.killed.includes(id));
  const lines = [
    `${name} rolls on the ${pit.line} (at ${labels[0]})`,
    ...changed.map(([id, s]) => `${capital(labelIn(state, c, id))}: ${s.what.replace(/^Power of the Pit \([a-z]+\): /, '')}`),
    ...(pit.killed.length ? [`killed by the Power of the Pit: ${pit.killed.map((id) => labelIn(state, c, id)).join(', ')}`] : ['nobody is killed']),
  ];
  const events = [
    ...changed.flatMap(([id, s]) => spellSheetEvents(state, id, s.before, s.after, `${s.what} (${name}'s Power of the Pit)`, actor)),
    ...removedEvents(state, c, pit.killed, 'Power of the Pit', 'killed', actor, `killed by the ${name}'s Power of the Pit in ${c.clearing}`, Object.fromEntries(Object.entries(pit.sheets).map(([id, s]) => [id, s.after]))),
  ];
  return { lines, events };
};

const cancel: SpellRevealHandler = (ctx) => {
  const { state, c, targets, actor, name, spell } = ctx;
  const by = `the ${name}'s ${spell.name}`;
  const curseOf = curseOfKey(targets[0]!);
  const done = curseOf ? liftCurses(state, [curseOf], by, actor) : cancelSpells(state, c, targets, by, actor);
  return { lines: done.lines, events: done.events };
};

const exorcise: SpellRevealHandler = (ctx) => {
  const { state, c, actor, name } = ctx;
  const by = `the ${name}'s Exorcise`;
  const demons = c.denizens.filter((d) => !d.part && (EXORCISED as readonly string[]).includes(d.name)).map((d) => d.id);
  const spells = cancelSpells(state, c, spellsInForceHere(state, c).map((h) => `spell:${spellKey(h)}`), by, actor);
  const curses = liftCurses(state, c.order.map((userId) => ({ userId })), by, actor);
  const lines = [demons.length ? `${demons.map((id) => labelIn(state, c, id)).join(', ')} ${demons.length > 1 ? 'are' : 'is'} exorcised` : 'no demon nor imp fights here', ...spells.lines, ...curses.lines];
  return { lines, events: [...removedEvents(state, c, demons, 'Exorcise', 'exorcised: killed, off the board', actor, by), ...spells.events, ...curses.events] };
};

export const INSTANT_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {
  'make-whole': makeWhole,
  curse,
  wish: wishReveal,
  'power-of-the-pit': powerOfThePit,
  cancel,
  exorcise,
};
