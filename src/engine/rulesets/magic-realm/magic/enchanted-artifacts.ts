/**
 * Issue 29, Enchant Artifact (VI, purple, permanent, artifact: "Add spell and MAGIC chit to artifact"; RealmSpeak
 * EnchantEffect adds the spell and its MAGIC type to the artifact). Reading (docs/rules.md "Spells that move, look,
 * ask, protect or enchant"): the caster names with the cast one spell on his card and an artifact or spell book he
 * carries (`detail:"Fiery Blast on Blasted Jewel"`); while the spell is in force and not inert the treasure holds
 * that spell and its type besides its printed one: whoever carries it may cast that spell with it (MP-3: one spell a
 * day), the spell on his card or not. The enchantment goes with the treasure (kept on the spell in force as its
 * `outcome`). Pure.
 */
import type { GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { treasureNamed } from '../belongings/belongings.js';
import { recordedSpells, sheetOf } from '../characters/sheet.js';
import { playOf } from '../play/access.js';
import { spellNamed } from './spells.js';

/** The spells on his card: recorded at set-up (BI-4) and learned in play, by their list names. */
export function spellsOnCard(state: GameState, userId: string): string[] {
  const names = [...recordedSpells(state, userId), ...(sheetOf(state, userId)?.spells ?? [])].map((n) => spellNamed(n)?.name ?? n);
  return [...new Set(names)];
}

/** An artifact's enchantment: the spell it holds and that spell's type. */
export interface ArtifactSpell {
  treasure: string;
  spell: string;
  type: string;
}

/** "Fiery Blast on Blasted Jewel": the spell on his card and the artifact or book he carries; or the RuleError. */
export function enchantmentOf(state: GameState, userId: string, detail: string): ArtifactSpell {
  const card = spellsOnCard(state, userId);
  const carried = (sheetOf(state, userId)?.treasures ?? []).filter((n) => ['artifact', 'book'].includes(treasureNamed(n)?.kind ?? ''));
  const hint = `name one of your spells and an artifact or book you carry: detail:"${card.find((s) => s !== 'Enchant Artifact') ?? '<spell>'} on ${carried[0] ?? '<artifact>'}"`;
  const m = /^(.+?)\s+(?:on|into)\s+(?:the\s+)?(.+)$/i.exec(detail.trim());
  if (!m) throw new RuleError(`"${detail.trim()}" names no spell and artifact`, hint);
  const spell = spellNamed(m[1]!);
  if (!spell || !card.includes(spell.name)) throw new RuleError(`${spell?.name ?? `"${m[1]}"`} is not on your card`, hint);
  const t = treasureNamed(m[2]!);
  if (!t || !carried.includes(t.name)) throw new RuleError(`you carry no artifact or spell book "${m[2]}"`, hint);
  return { treasure: t.name, spell: spell.name, type: spell.type };
}

/** The artifacts enchanted now: each Enchant Artifact in force and not inert, by its outcome. */
export function enchantedArtifacts(state: GameState): ArtifactSpell[] {
  return (playOf(state).inForce ?? []).filter((h) => h.spell === 'Enchant Artifact' && !h.inert && h.outcome).flatMap((h) => {
    const m = /^(.+) on (.+)$/.exec(h.outcome!);
    const spell = m && spellNamed(m[1]!);
    return spell ? [{ treasure: m[2]!, spell: spell.name, type: spell.type }] : [];
  });
}

/** The types his artifacts and books hold besides their printed one (MP-3 with Enchant Artifact), by treasure. */
export function addedTypes(state: GameState, userId: string): Record<string, string[]> {
  const carried = sheetOf(state, userId)?.treasures ?? [];
  const out: Record<string, string[]> = {};
  for (const e of enchantedArtifacts(state)) if (carried.includes(e.treasure)) out[e.treasure] = [...(out[e.treasure] ?? []), e.type];
  return out;
}

/** The spells his enchanted artifacts and books hold (he may cast them with those). */
export const artifactSpells = (state: GameState, userId: string): string[] => {
  const carried = sheetOf(state, userId)?.treasures ?? [];
  return enchantedArtifacts(state).filter((e) => carried.includes(e.treasure)).map((e) => e.spell);
};
