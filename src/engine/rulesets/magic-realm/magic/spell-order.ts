/**
 * MP-8: the order spells take effect in, and the casters who lose their spell to a faster one (seed 001 l.34–35):
 * "After all characters have selected their targets, spells go into effect, one by one, in the order of their speed.
 * Prepared spells and Artifact/Spell Book spells have speed=0, and the speed of other spells=the speed of the Magic
 * chit used to cast them. Important: If a character casting a spell is himself the target of a spell with a faster
 * time, his spell is canceled before it goes into effect." Pure.
 *
 * Readings (docs/rules.md MP-8):
 * - "Faster" is strictly faster: spells of the same speed go into effect together and never cancel each other.
 * - A spell cancels only while it is itself in force: a spell cancelled by a faster one cancels nothing.
 * - Only a spell that names him among its individual targets cancels his spell — one cast on the clearing (Roof
 *   Collapses, Exorcise) or on a chit does not (RealmSpeak's BattleModel skips spells that target the clearing).
 * - Any spell does, friend's or foe's, harmful or not: the seed asks only that he be its target.
 */

/** A cast spell as the order sees it: who cast it, at what speed (casting.ts CastChecked.speed), on whom. */
export interface CastSpell {
  id: string;
  caster: string;
  speed: number;
  /** The individuals it targets (characters, denizens); a spell on the clearing or a chit names none. */
  targets: readonly string[];
}

export interface SpellOrder {
  /** The spells that go into effect, in groups of one speed, fastest first. */
  inEffect: CastSpell[][];
  /** The spells cancelled, each with the faster spell that targeted its caster first. */
  cancelled: { id: string; by: string }[];
}

/** MP-8: the spells in order of speed, the casters struck first by a faster spell losing theirs. */
export function spellOrder(casts: readonly CastSpell[]): SpellOrder {
  const speeds = [...new Set(casts.map((c) => c.speed))].sort((a, b) => a - b);
  const cancelled = new Map<string, string>();
  const inEffect: CastSpell[][] = [];
  for (const speed of speeds) {
    const group = casts.filter((c) => c.speed === speed && !cancelled.has(c.id));
    if (group.length) inEffect.push(group);
    for (const spell of group) {
      for (const slower of casts) {
        // His spell is cancelled when he is this spell's target and his is strictly slower.
        if (slower.speed > speed && !cancelled.has(slower.id) && spell.targets.includes(slower.caster)) cancelled.set(slower.id, spell.id);
      }
    }
  }
  return { inEffect, cancelled: [...cancelled].map(([id, by]) => ({ id, by })) };
}
