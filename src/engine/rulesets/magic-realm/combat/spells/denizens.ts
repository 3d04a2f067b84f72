/**
 * Issue 29: what the spells of magic/effects/denizens.ts do at the reveal, by kind (combat/spell-reveal.ts), and the
 * denizens they may be aimed at (combat/cast.ts spellTargets asks `denizensTargeted`, `monsterTaken`). Readings:
 * docs/rules.md "Spells on shapes and denizens", magic/shapes.ts and magic/commanded.ts.
 */
import { withArticle } from '../../../../pronouns.js';
import { PUBLIC, RuleError } from '../../../../core/types.js';
import type { GameState } from '../../../../core/state.js';
import { boardOf } from '../../board/access.js';
import { rollerModifiers } from '../../characters/roll-modifiers.js';
import { nativeNamed } from '../../denizens/denizens.js';
import { clearingId } from '../../map/board.js';
import { controllerOf, denizensEffectOf, monsterKind, takesMonster } from '../../magic/commanded.js';
import { absorbedOutcome } from '../../magic/shapes.js';
import { rollOn, TRANSFORM } from '../../tables/core-tables.js';
import { ev } from '../events.js';
import type { SpellRevealHandler } from '../spell-reveal.js';
import type { ClearingCombat, CombatDenizen } from '../state.js';
import { playOf } from '../../play/access.js';
import { nameOf } from '../words.js';

const a = withArticle;

/** Transform, "Become beast (roll for TRANSFORM)": the Transform table rolled with the caster's modifiers; the beast kept as the spell's outcome. */
const transform: SpellRevealHandler = ({ state, c, caster, targets, labels, dice }) => {
  const r = rollOn(TRANSFORM, dice, rollerModifiers(state, caster)(c.clearing, 'transform'));
  const mods = r.modifiers.length ? ` ${r.modifiers.map((m) => ('value' in m ? `${m.value >= 0 ? '+' : ''}${m.value}` : 'one die')).join(' ')}` : '';
  const beast = r.result.into;
  return { lines: [`Transform roll ${r.dice.join('+')}${mods} → ${r.read}: ${labels[0] ?? targets[0]} becomes ${a(beast)} (${r.text})`], events: [], outcome: beast };
};

/** Absorb Essence, "Become monster": the monster is absorbed (out of the combat and off the board); the caster fights as it. */
const absorbEssence: SpellRevealHandler = ({ c, caster, name, targets, actor }) => {
  const d = c.denizens.find((x) => x.id === targets[0]);
  if (!d) return { lines: ['its monster is gone: nothing to absorb'], events: [], over: true };
  return {
    lines: [`the ${d.label} is absorbed: the ${name} becomes ${a(d.name)} and fights as it`],
    events: [ev('combat.absorbed', { userId: caster, name, id: d.id, label: d.label }, PUBLIC, actor), { type: 'board.piece-removed', payload: { id: d.id, label: d.name }, visibility: PUBLIC, actor }],
    outcome: absorbedOutcome(d.name, d.counter),
    // In force on him: his card shows it (the monster is gone).
    targets: [caster],
  };
};

/** Control Bats, Guide Spider or Octopus; Persuade, Deal with Goblins: the monsters come off the caster's sheet (they do not attack him); a native group's relationship changes. */
const commanded = (what: (n: string, labels: string) => string): SpellRevealHandler => ({ c, caster, name, spell, targets, labels, actor }) => {
  const monsters = c.denizens.filter((d) => targets.includes(d.id));
  const events = monsters.length ? [ev('combat.commanded', { userId: caster, name, spell: spell.name, ids: monsters.map((d) => d.id), labels: monsters.map((d) => d.label) }, PUBLIC, actor)] : [];
  return { lines: [what(name, labels.join(', '))], events };
};

export const DENIZENS_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {
  transform,
  'absorb-essence': absorbEssence,
  control: commanded((n, l) => `${l} obey the ${n} while the spell lasts: they do not attack him, and he may send them against another character (/combat lure onto:)`),
  pacify: (ctx) => {
    const e = denizensEffectOf(ctx.spell.name);
    const becomes = e?.kind === 'pacify' ? e.becomes.toUpperCase() : 'NEUTRAL';
    return commanded((n, l) => `${l} ${ctx.targets.length > 1 ? 'are' : 'is'} ${becomes} to the ${n}: monsters among them do not attack him, a native group meets him as ${becomes} (Meeting table)`)(ctx);
  },
};

/**
 * Issue 29: the character named by the lure's `onto:` — another character fighting here — against whom he sends the
 * monsters he controls; or the RuleError that refuses it (a monster he does not control, nobody named, himself).
 */
export function sentAgainst(state: GameState, c: ClearingCombat, userId: string, onto: string, chosen: readonly CombatDenizen[]): string {
  const held = playOf(state).inForce ?? [];
  const mine = c.denizens.filter((d) => !d.on && !d.part && controllerOf(held, d.id) === userId).map((d) => d.label);
  const others = c.order.filter((id) => id !== userId);
  const how = `send the monsters you control (${mine.join(', ') || 'none unassigned'}) against ${others.map((id) => `onto:"${nameOf(state, id)}"`).join(' or ') || 'nobody: no other character fights here'}`;
  if (!chosen.length) throw new RuleError('name the monsters you send (denizens:)', how);
  for (const d of chosen) if (d.on || controllerOf(held, d.id) !== userId) throw new RuleError(`the ${d.label} is not a monster the ${nameOf(state, userId)} controls, unassigned`, how);
  const to = others.find((id) => nameOf(state, id).toLowerCase() === onto.trim().replace(/^the /i, '').toLowerCase());
  if (!to) throw new RuleError(`"${onto}" is no other character fighting in ${c.clearing}`, how);
  return to;
}

/** The native pieces of the clearing, unhired. */
const nativesIn = (state: GameState, c: ClearingCombat) => boardOf(state).pieces.filter((p) => p.kind === 'native' && p.owner === undefined && p.clearing !== undefined && clearingId(p.tile, p.clearing) === c.clearing);

/** The native groups of the clearing (unhired), as Persuade's target names them: offered at the target step (offers.ts). */
export const nativeGroupsIn = (state: GameState, c: ClearingCombat): string[] => [...new Set(nativesIn(state, c).flatMap((p) => nativeNamed(p.label)?.group ?? []))];

/**
 * MP-6, the `denizens` target: the denizens of the kind he names that his spell takes — the monsters of that kind
 * (their name's last word: "bats", "goblins") and, for a spell that takes a native group (Persuade), the natives of
 * the group he names ("Company"); or why the spell breaks.
 */
export function denizensTargeted(state: GameState, c: ClearingCombat, spell: string, named: string): { targets: string[] } | { broken: string } {
  const kind = monsterKind(named.replace(/^the /i, '').replace(/\s+\d+$/, ''));
  const e = denizensEffectOf(spell);
  const monsters = c.denizens.filter((d) => !d.part && d.capture === undefined && monsterKind(d.name) === kind);
  const natives = e?.kind === 'pacify' && e.natives ? nativesIn(state, c).filter((p) => monsterKind(nativeNamed(p.label)?.group ?? '') === kind) : [];
  if (!monsters.length && !natives.length) return { broken: `no ${named} in ${c.clearing}` };
  const taken = monsters.filter((d) => takesMonster(spell, d.name));
  if (!taken.length && !natives.length) return { broken: `${spell} is not aimed at ${named} (its card: ${e && 'takes' in e ? `${e.takes.join(', ')}${e.kind === 'pacify' && e.natives ? ', a native group' : ''}` : 'its target'})` };
  return { targets: [...taken.map((d) => d.id), ...natives.map((p) => p.id)] };
}

/** MP-6, the `monster` target of a spell that takes monsters of some kinds only (Guide Spider or Octopus): why this one breaks it, or undefined. */
export function monsterRefused(c: ClearingCombat, spell: string, id: string): string | undefined {
  const e = denizensEffectOf(spell);
  const d = c.denizens.find((x) => x.id === id);
  if (!e || !('takes' in e) || !d || takesMonster(spell, d.name)) return undefined;
  return `${spell} is not aimed at the ${d.label} (its card: ${e.takes.join(' or ')})`;
}
