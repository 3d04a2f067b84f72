/**
 * READ RUNES (issue 13; core-tables.json `read_runes`): a SEARCH at a spell site the character has discovered in his
 * clearing (the Altar, the Shrine, the Statue: the sites whose box on the set-up card holds spells). Two dice, the
 * higher counts, on the top spell of the site's pile:
 * - 1–3 learn and awaken: the spell is awakened, and he learns it if he has a MAGIC chit of its type (MP-2) and does
 *   not know it already;
 * - 4 awaken only;
 * - 5 curse: he rolls on the Curse table (curses.ts);
 * - 6 nothing.
 * A site's awakened spell goes to the bottom of its pile (core-tables "read_runes" notes), so the next reading there
 * looks at the next card. What the spell is, and whether he learned it, is his and the GM's (the cards lie face
 * down); the table sees the roll and its row. Magic Sight's "perceive spell" (magic-sight.ts) teaches a spell too:
 * `learnable` is the one test of both. Pure.
 */
import type { PronounWords } from '../../../pronouns.js';
import type { DiceSource } from '../../../dice.js';
import type { CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { spellCardNamed } from '../magic/spells.js';
import { READ_RUNES, rollOn, type RollModifier } from '../tables/core-tables.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import { rollCurse, type CurseRoll } from '../characters/curses.js';

/** A spell site he discovered in his clearing and its spells, top first, as his turn has left them so far. */
export interface SpellSite {
  site: string;
  spells: readonly string[];
}

/** What a reading (or a perceived spell) did to a site's spells: his and the GM's. */
export interface RunesRead {
  site: string;
  spell: string;
  /** He wrote it on his sheet. */
  learned: boolean;
  /** It was awakened: it goes to the bottom of the site's pile. */
  awakened: boolean;
}

/** READ RUNES as the table sees it: where, the dice and the row — never the spell. */
export type RunesOutcome = {
  code: 'RR';
  /** Absent: no spell site he discovered here, so no roll. */
  site?: string;
  dice?: number[];
  read?: number;
  text?: string;
  /** Row 1–3: whether he learned the spell (a spell he cannot learn is awakened only). */
  learned?: boolean;
  /** Row 5: the Curse table's roll. */
  curse?: CurseRoll;
  /** The roll's modifiers (roll-modifiers.ts). */
  mods?: RollModifier[];
};

/** Whether he can learn this spell: a spell card of the game, of a type one of his MAGIC chits has, not known yet (MP-2). */
export function learnable(spell: string, kit: CharacterKit | undefined, sheet: CharacterSheet | undefined): boolean {
  const card = spellCardNamed(spell);
  if (!card || !kit || !sheet) return false;
  if (sheet.spells?.includes(card.name)) return false;
  return kit.chits.some((c) => c.kind === 'MAGIC' && c.magic === card.type);
}

/** One READ RUNES at the site (undefined: none here): the table's outcome, and what it did to the site's spells. */
export function readRunes(site: SpellSite | undefined, kit: CharacterKit | undefined, sheet: CharacterSheet | undefined, dice: DiceSource, mods: readonly RollModifier[] = [], curseMods: readonly RollModifier[] = []): { outcome: RunesOutcome; read?: RunesRead } {
  if (!site || site.spells.length === 0) return { outcome: { code: 'RR' } };
  const roll = rollOn(READ_RUNES, dice, mods);
  const base = { code: 'RR' as const, site: site.site, dice: roll.dice, read: roll.read, text: roll.text, ...(roll.modifiers.length ? { mods: roll.modifiers } : {}) };
  const spell = site.spells[0]!;
  switch (roll.result.kind) {
    case 'learn-and-awaken': {
      const learned = learnable(spell, kit, sheet);
      return { outcome: { ...base, learned }, read: { site: site.site, spell, learned, awakened: true } };
    }
    case 'awaken':
      return { outcome: base, read: { site: site.site, spell, learned: false, awakened: true } };
    case 'roll-table':
      return { outcome: { ...base, curse: rollCurse(dice, curseMods) } };
    default:
      return { outcome: base };
  }
}

/** A site's spells after a reading: an awakened spell goes to the bottom of the pile. */
export function afterReading(spells: readonly string[], read: RunesRead): string[] {
  if (!read.awakened) return [...spells];
  const at = spells.indexOf(read.spell);
  return at < 0 ? [...spells] : [...spells.slice(0, at), ...spells.slice(at + 1), read.spell];
}

/** READ RUNES in words, for the channel: the roll and its row, never the spell. */
export function runesLine(p: RunesOutcome, w: PronounWords): string {
  if (!p.site) return `READ RUNES: no spell site ${w.subject} ${w.verb('has')} discovered in ${w.possessive} clearing, so nothing to read`;
  // The row's name ("Learn and awaken"), without the table's explanation after it.
  const name = p.text!.split(':')[0];
  const row = p.learned === undefined ? p.text : p.learned ? `${name}: ${w.subject} ${w.verb('learns')} the spell` : `${name}: the spell is awakened, and ${w.subject} cannot learn it (no MAGIC chit of its type, or ${w.subject} ${w.verb('knows')} it)`;
  return `READ RUNES at the ${p.site}: ${p.dice!.join(', ')}${modifierWords(p.mods ?? [])} → ${p.read}: ${row}${p.curse ? ` — ${p.curse.line}` : ''}`;
}
