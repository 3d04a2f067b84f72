/**
 * Combat in words (issue 14): the names of the fighters and monsters, what a step waits on, a strike as the reveal
 * tells it with its dice, what a monster's side prints.
 */
import { characterOf, type GameState } from '../../../core/state.js';
import { printedSide } from './counters.js';
import { modifierWords } from '../characters/roll-modifiers.js';
import type { RoundOutcome } from './round.js';
import type { ClearingCombat, CombatDenizen, CombatStep } from './state.js';
import { characterWords } from '../characters/kits.js';
import { boardOf } from '../board/access.js';

export const nameOf = (state: GameState, id: string): string => characterOf(state, id) ?? id;

/** A denizen's or a character's name in this combat. */
export function labelIn(state: GameState, c: ClearingCombat, id: string): string {
  // A spell's target that is no individual (combat/cast.ts spellTargets): the clearing, the tile, a spell in force.
  if (id.startsWith('clearing:')) return `the clearing ${id.slice('clearing:'.length)}`;
  if (id.startsWith('tile:')) return `the tile ${id.slice('tile:'.length)}`;
  if (id.startsWith('spell:')) {
    const [caster, spell] = id.slice('spell:'.length).split('|');
    return `the ${nameOf(state, caster!)}'s ${spell}`;
  }
  const d = c.denizens.find((x) => x.id === id);
  // Issue 29: a native aimed at by Persuade is named by his piece.
  const native = d ? undefined : boardOf(state).pieces.find((p) => p.id === id && p.kind === 'native');
  return d ? `the ${d.label}` : native ? `the ${native.label}` : `the ${nameOf(state, id)}`;
}

/** What the combat waits on now, in words (for a refusal, a reminder, the post). */
export function waitingOn(state: GameState, c: ClearingCombat): string {
  const who = (id: string) => nameOf(state, id);
  switch (c.step) {
    case 'lure':
      return `${who(c.order[c.turn]!)} to lure or pass (/combat lure)`;
    case 'action':
      return `${who(c.order[c.turn]!)} to take an encounter action or pass (/combat show lists his)`;
    case 'target':
      return `${who(c.targetOrder![c.turn]!)} to pick a target (/combat target)`;
    case 'play':
      return `the secret plays of ${c.playing.filter((id) => !c.plays[id]).map(who).join(', ')} (/combat play)`;
  }
}

export const stepName = (s: CombatStep): string => ({ lure: 'luring', action: 'the encounter actions', target: 'the targets', play: 'the secret plays' })[s];

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A roll's modifiers as the table shows them: " + 4 for did not intercept", or nothing. */
export const signed = (mods: readonly { label: string; value: number }[] | undefined): string =>
  (mods ?? []).map((m) => ` ${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} for ${m.label}`).join('');

/** One attack in the table's words, with its dice. */
export function strikeText(s: RoundOutcome['reveal']['strikes'][number], label: (id: string) => string): string {
  const who = `${capital(label(s.by))}${s.second ? '’s second weapon' : ''}${s.spell ? `’s ${s.spell}` : ''} → ${label(s.on)}`;
  if (s.cancelled) return `${who}: no attack (${s.cancelled === 'spell' ? s.why : s.cancelled === 'attacker-dead' ? 'the attacker fell first' : 'the target fell first'})`;
  if (s.hit === 'miss') return `${who}: misses`;
  if (s.captured) return `${who}: ${s.hit === 'intercept' ? 'intercepts' : 'undercuts'} — captured`;
  const rolls = [
    ...(s.missile ? [`Missile table ${s.missile.dice.join(', ')}${modifierWords(s.missile.modifiers ?? [])} → ${s.missile.read}: ${s.missile.levels >= 0 ? '+' : ''}${s.missile.levels} level${Math.abs(s.missile.levels) === 1 ? '' : 's'}`] : []),
    ...(s.optional ? [`${s.optional.table === 'fumble' ? 'Fumble' : 'Optional Missile'} table ${s.optional.dice.join(', ')} → ${Math.max(...s.optional.dice)}${signed(s.optional.modifiers)} = ${s.optional.read}: ${s.optional.result}`] : []),
  ];
  const their = characterWords(label(s.on).replace(/^the /i, '')).possessive;
  const armour = s.armour ? `; ${their} ${s.armour.name} ${s.armour.after === s.armour.before ? 'holds' : `is ${s.armour.after}`}` : s.parry ? `; parried by ${their} ${s.parry.name}, which ${s.parry.destroyed ? 'is destroyed' : 'holds'}` : s.buckler ? `; on the ${s.buckler.name}, which ${s.buckler.destroyed ? 'is destroyed' : 'holds'}` : '';
  const through = s.penetration ? `; ${s.penetration.through ? `through ${s.penetration.penetrated.join(', ') || 'no armour'} at ${s.penetration.through}` : `stopped by ${their} ${s.penetration.stoppedBy?.name}`}` : '';
  const result = s.killed ? ' — killed' : s.wound ? ' — a wound' : '';
  return `${who}: ${s.speed0 ? 'hits (speed 0)' : s.hit === 'intercept' ? 'intercepts' : 'undercuts'}${rolls.length ? ` (${rolls.join('; ')})` : ''}, harm ${s.harm ?? '—'}${armour}${through}${result}`;
}

/** For the view and the words: what a denizen's side prints (move, attack, harm, length). */
export function sideText(d: CombatDenizen): string {
  const s = printedSide(d);
  if (!s) return '';
  return [s.strength !== undefined ? `${s.strength}${'*'.repeat(s.sharpness ?? 0)}${s.attack ?? ''}` : undefined, s.move !== undefined ? `move ${s.move}` : undefined, s.length !== undefined ? `length ${s.length}` : undefined].filter(Boolean).join(', ');
}
