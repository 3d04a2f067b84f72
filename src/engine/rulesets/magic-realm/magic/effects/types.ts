/**
 * The shape of a spell's effect (issue 29): what it is aimed at (MP-6) and the kind of thing it does, with the
 * numbers of its card. One entry per spell in a family's table (attack.ts, magic-change.ts, instant.ts, in-combat.ts,
 * day-phases.ts, day-rolls.ts, moves.ts, denizens.ts); magic/spell-effects.ts joins them. A spell that is in no family is 'open' and refused by name at
 * the cast. The kinds are carried out where the game meets them: at the reveal (combat/spell-reveal.ts, by kind), on
 * the combat sheet, in the day's phases, on the board — each reading the spells in force (magic/in-force.ts).
 */

/**
 * MP-6: what a spell is aimed at, as the `who:` of the target step names it.
 * - `self`: the caster himself (he names himself).
 * - `character`: one character in the clearing, the caster included.
 * - `individual`: one individual in the clearing — a character (the caster included) or a denizen.
 * - `attacker`: one individual in the clearing other than the caster (Lightning Bolt).
 * - `individuals`: one or more individuals other than the caster (Fiery Blast, Stones Fly).
 * - `monster`: one monster of the combat.
 * - `clearing`: the clearing itself (he names `clearing`).
 * - `tile`: the tile the clearing is in (he names `tile`).
 * - `character-or-tile`: one character in the clearing, or the tile (the cards "character, tile": Illusion, Lost).
 * - `spell`: a spell in force in the clearing, by its name (a curse too, where the card says so).
 * - `weapon`: a character's weapon in the clearing, named by the character who carries it.
 * - `denizens`: the denizens of one kind in the clearing (bats, goblins, a native group), named by the kind.
 */
export type SpellTargetKind = 'self' | 'character' | 'individual' | 'attacker' | 'individuals' | 'monster' | 'clearing' | 'tile' | 'character-or-tile' | 'spell' | 'weapon' | 'denizens';

/** A spell's effect: its kind (the family's, with the card's numbers beside it) and what it is aimed at. */
export interface SpellEffectDef {
  kind: string;
  target: SpellTargetKind;
  /** The clearing type its card restricts it to ("mountain only", "cave only"). */
  onlyIn?: 'mountain' | 'caves';
}
