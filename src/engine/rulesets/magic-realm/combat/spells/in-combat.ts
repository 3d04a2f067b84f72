/**
 * Issue 29: what the in-combat spells (magic/effects/in-combat.ts) do at the reveal, by kind (combat/spell-reveal.ts).
 * - Pentangle ("Not affected by spells, curses, demons, or imp") and Melt Into Mist ("Can only MOVE T4 (no fight)"):
 *   the spells already in force on the target are suspended until this one ends (magic/nullify.ts; RealmSpeak's
 *   NullifyEffect, read).
 * - Melt Into Mist also frees the mist from the combat's engagements (RealmSpeak's DisengageEffect, read): the monsters
 *   on a character's sheet are unassigned; a monster in mist leaves the sheet it was on. They cannot reach a mist anyway.
 */
import { PUBLIC, type GameEvent } from '../../../../core/types.js';
import { playOf } from '../../play/access.js';
import { suspendedEvents } from '../../magic/nullify.js';
import { ev } from '../events.js';
import type { SpellRevealContext, SpellRevealHandler } from '../spell-reveal.js';
import { labelIn } from '../words.js';

/** The spells in force on its targets suspended while this one is in force. */
const suspendOn = ({ state, caster, spell, targets, labels, actor }: SpellRevealContext): GameEvent[] =>
  suspendedEvents(state, { caster, spell: spell.name, castDay: playOf(state).day?.number ?? 1 }, targets, labels, actor);

/** Pentangle: what was in force on him is suspended. */
const pentangle: SpellRevealHandler = (ctx) => {
  const events = suspendOn(ctx);
  return { lines: events.length ? [`the spells on ${ctx.labels.join(', ')} are suspended while it lasts`] : [], events };
};

/** Melt Into Mist: what was in force on him suspended; the monsters engaged with him freed of him. */
const mist: SpellRevealHandler = (ctx) => {
  const { state, c, spell, targets, actor } = ctx;
  const events = suspendOn(ctx);
  const lines = events.length ? [`the spells on ${ctx.labels.join(', ')} are suspended while it lasts`] : [];
  for (const id of targets) {
    const engaged = c.denizens.filter((d) => d.on === id || (d.id === id && d.on));
    if (!engaged.length) continue;
    const others = engaged.map((d) => (d.id === id ? d.on! : d.id));
    const names = others.map((o) => labelIn(state, c, o));
    events.push(ev('combat.disengaged', { clearing: c.clearing, id, label: labelIn(state, c, id), ids: others, labels: names, spell: spell.name }, PUBLIC, actor));
    lines.push(`${names.join(', ')} no longer ${names.length > 1 ? 'engage' : 'engages'} ${labelIn(state, c, id)}`);
  }
  return { lines, events };
};

export const IN_COMBAT_REVEALS: Readonly<Record<string, SpellRevealHandler>> = { pentangle, mist };
