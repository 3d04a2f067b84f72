import type { CharacterCard } from '../engine/rulesets/magic-realm/characters/view-types.js';
import type { Embed } from '../render/message.js';

/**
 * A character card in words (issue 27): what the picture draws, for a screen reader or a phone that shows no images —
 * the weapon as it lies, the armour and its damage, the horse, each action chit with its state, the chits owed, and
 * the rest of a full card. Only what the card holds: another player's card is the table's view, so its text is too.
 */
export function cardFields(card: CharacterCard): NonNullable<Embed['fields']> {
  const fields: NonNullable<Embed['fields']> = [];
  const add = (name: string, value: string | undefined) => value && fields.push({ name, value });
  const weapons = [
    card.weapon && `${card.weapon.name} (${card.weapon.alerted ? 'alerted' : 'unalerted'}): ${card.weapon.text}`,
    card.second && `${card.second.name} (unalerted): ${card.second.text}`,
  ].filter(Boolean);
  add('Weapon', weapons.join('\n') || 'none (dagger)');
  add('Armour', card.armour.map((a) => `${a.name}: ${a.state}, protects ${a.protects}`).join('\n') || 'none');
  add('Horse', card.horse);
  if (card.chits) {
    const by = (state: string) => card.chits!.filter((c) => c.state === state).map((c) => c.label);
    const active = by('active');
    const fatigued = by('fatigued');
    const wounded = by('wounded');
    add(
      'Action chits',
      [`In play (${active.length}): ${active.join(', ') || 'none'}`, `Fatigued (${fatigued.length}): ${fatigued.join(', ') || 'none'}`, `Wounded (${wounded.length}): ${wounded.join(', ') || 'none'}`].join('\n'),
    );
  }
  add('Owes', card.owed?.join('\n'));
  add('Treasures', card.treasures?.join(', '));
  add('Spells', card.spells?.join(', '));
  add('Curses', card.curses?.join(', '));
  add('Captured', card.captured?.join(', '));
  add('Discoveries', card.discoveries?.join(', '));
  add('Relationships', card.relationships?.map((r) => `${r.with}: ${r.relationship}`).join(', '));
  if (card.hidden !== undefined) add('Hidden', card.hidden ? 'yes' : 'no');
  return fields;
}
