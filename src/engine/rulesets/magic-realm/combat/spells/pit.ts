/**
 * The Power of the Pit table carried out (core-tables `power_of_the_pit`; issue 29, the spell "Roll for Power of the
 * Pit attack": its caster rolls, with his own modifiers, as RealmSpeak's PowerPitEffect has him do). One table for
 * whoever rolls it: the spell here; the Demons' light-side attack may call `pitOutcome` with the victim rolling.
 * Pure: what each row does, as cards changed and individuals killed, worked out from the state.
 *
 * Readings (docs/rules.md "Instant spells"):
 * - 1 Fiery chasm: every unhidden character fighting in the clearing and every monster of the combat is killed (the
 *   caster too, unless hidden); travellers (visitors) and hidden characters are unaffected.
 * - 2 Carried away: the target is killed.
 * - 3 Terror: every character in the clearing (hidden or not) wounds each of his unwounded Light and Medium MOVE and
 *   FIGHT chits, and is killed if none of his chits is left unwounded; every monster of the combat of L or M
 *   vulnerability is killed.
 * - 4 Blight: each active chit of the target showing effort asterisks is wounded; he is killed if none is left
 *   unwounded. 5 Forget: each active MAGIC chit of the target fatigues. 6 Rust: each armour counter of his card is
 *   damaged (intact → damaged, damaged → destroyed). On a monster, 4–6 do nothing (it has no chits nor armour).
 * - The killed are out of the combat at once, before the round's attacks (combat.spell-removed): monsters off the
 *   board as killed ones leave it, characters dead (characters/death.ts).
 */
import type { GameState } from '../../../../core/state.js';
import type { DiceSource } from '../../../../dice.js';
import type { CharacterKit } from '../../characters/kits.js';
import { isHidden, kitOf, sheetOf, type CharacterSheet } from '../../characters/sheet.js';
import { characterClearing } from '../../play/access.js';
import { POWER_OF_THE_PIT, rollOn, describeRoll, type RollModifier } from '../../tables/core-tables.js';
import type { PitEffect } from '../../tables/types.js';
import { fightsAs } from '../counters.js';
import type { ClearingCombat } from '../state.js';

/** What a Power of the Pit roll did: the roll in words, the cards changed (user id → card after), the killed (ids). */
export interface PitOutcome {
  effect: PitEffect;
  dice: number[];
  line: string;
  sheets: Record<string, { before: CharacterSheet; after: CharacterSheet; what: string }>;
  killed: string[];
}

const wounded = (s: CharacterSheet): boolean => s.chits.every((x) => x === 'wounded');

/** His card with these chits (by a test on the kit's chit and its state) turned to `to`. */
function turned(sheet: CharacterSheet, kit: CharacterKit, test: (i: number) => boolean, to: 'wounded' | 'fatigued'): CharacterSheet {
  const chits = sheet.chits.map((x, i) => (test(i) ? to : x));
  return chits.some((x, i) => x !== sheet.chits[i]) ? { ...sheet, chits } : sheet;
}

/** MP-10 (the Power of the Pit table): `roller`'s roll on it, aimed at `target` (a character's user id or a monster's piece id). */
export function pitOutcome(state: GameState, c: ClearingCombat, target: string, dice: DiceSource, mods: readonly RollModifier[] = []): PitOutcome {
  const roll = rollOn(POWER_OF_THE_PIT, dice, mods);
  const effect = roll.result.effect;
  const out: PitOutcome = { effect, dice: roll.dice, line: describeRoll(roll, 'Power of the Pit table'), sheets: {}, killed: [] };
  const monsters = c.denizens.filter((d) => !d.part && d.capture === undefined);
  const card = (id: string) => {
    const kit = kitOf(state, id);
    const sheet = sheetOf(state, id);
    return kit && sheet ? { kit, sheet } : undefined;
  };
  const change = (id: string, what: string, f: (s: CharacterSheet, k: CharacterKit) => CharacterSheet) => {
    const k = card(id);
    if (!k) return;
    const after = f(k.sheet, k.kit);
    if (after !== k.sheet) out.sheets[id] = { before: k.sheet, after, what };
    if (wounded(after) && !wounded(k.sheet)) out.killed.push(id);
  };
  switch (effect) {
    case 'fiery-chasm':
      out.killed.push(...c.order.filter((id) => !isHidden(state, id)), ...monsters.map((d) => d.id));
      break;
    case 'carried-away':
      out.killed.push(target);
      break;
    case 'terror': {
      const here = state.players.filter((p) => characterClearing(state, p.userId) === c.clearing).map((p) => p.userId);
      for (const id of here) change(id, 'Power of the Pit (terror): his Light and Medium MOVE and FIGHT chits wounded', (s, kit) => turned(s, kit, (i) => s.chits[i] !== 'wounded' && ['MOVE', 'FIGHT'].includes(kit.chits[i]!.kind) && ['L', 'M'].includes(kit.chits[i]!.strength ?? ''), 'wounded'));
      out.killed.push(...monsters.filter((d) => ['L', 'M'].includes(fightsAs(d)?.vulnerability ?? '')).map((d) => d.id));
      break;
    }
    case 'blight':
      change(target, 'Power of the Pit (blight): his active chits with effort asterisks wounded', (s, kit) => turned(s, kit, (i) => s.chits[i] === 'active' && kit.chits[i]!.effort > 0, 'wounded'));
      break;
    case 'forget':
      change(target, 'Power of the Pit (forget): his active MAGIC chits fatigued', (s, kit) => turned(s, kit, (i) => s.chits[i] === 'active' && kit.chits[i]!.kind === 'MAGIC', 'fatigued'));
      break;
    case 'rust':
      change(target, 'Power of the Pit (rust): his armour damaged', (s) =>
        s.armour.some((a) => a.state !== 'destroyed') ? { ...s, armour: s.armour.map((a) => ({ ...a, state: a.state === 'intact' ? ('damaged' as const) : ('destroyed' as const) })) } : s,
      );
      break;
  }
  return out;
}
