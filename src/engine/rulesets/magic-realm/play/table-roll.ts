/**
 * A roll on a seed table for a Magic Realm character (issue 13; table-effects.ts): the roll as `/roll table` makes
 * it (rolls/access.ts tableRollEvents: the same checks, the same event), then what its row does to him, as events in
 * the same action: his gold (`play.numbers-set`), the chits he owes (`play.owed`), his card (`play.sheet-set`). His
 * numbers and chits are his and the GM's; the roll is public unless rolled in private. A GM may roll for any
 * player; a player for himself. A payment he cannot make is refused whole.
 */
import { characterWords } from '../characters/kits.js';
import { findPlayer, isGm, type GameState } from '../../../core/state.js';
import { onlyPlayers, RuleError, type GameEvent, type UserRef } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { tableRollEvents } from '../../../rolls/access.js';
import type { RollEventPayloads } from '../../../rolls/events.js';
import type { Modifier } from '../../../tables/table-schema.js';
import { kitOf, sheetOf } from '../characters/sheet.js';
import { sheetDelta } from '../characters/sheet-delta.js';
import { MAGIC_REALM_CATALOG } from '../tables/catalog.js';
import type { PlayEventPayloads } from './events.js';
import { numbersOf, playOf } from './access.js';
import { applyEffects, effectsOf } from './table-effects.js';
import { eventMaker } from '../../../core/part.js';

const ev = eventMaker<PlayEventPayloads>();

export interface TableRollAction {
  actor: UserRef;
  /** The player whose character rolls (absent: the actor). */
  player?: string | undefined;
  table: string;
  column?: string | undefined;
  modifiers: Modifier[];
  private: boolean;
}

export function rollTableFor(state: GameState, action: TableRollAction, dice: DiceSource): GameEvent[] {
  const actor = action.actor.id;
  const userId = action.player ?? actor;
  if (userId !== actor && !isGm(state, actor)) throw new RuleError('only the GM rolls for another player', 'leave player: out to roll for your own character');
  const p = findPlayer(state, userId);
  if (!p || !kitOf(state, userId)) throw new RuleError(`${p ? p.character : 'that player'} is no character of this game`, 'name a player of this game with player:, or roll without it');
  const rolled = tableRollEvents(MAGIC_REALM_CATALOG, state, action, dice);
  const roll = rolled.find((e) => e.type === 'rolls.table-rolled')!.payload as RollEventPayloads['rolls.table-rolled'];
  const effects = effectsOf(roll.table, roll.column, roll.rowFrom);
  if (!effects) return rolled;
  const name = p.character;
  const before = sheetOf(state, userId);
  const applied = applyEffects(effects, before, roll.title, dice);
  const out: GameEvent[] = [...rolled];
  const mine = onlyPlayers(userId);
  if (applied.gold) {
    const before = numbersOf(playOf(state), userId).gold;
    const after = before + applied.gold;
    if (after < 0) throw new RuleError(`${name} has ${before} gold and would pay ${-applied.gold}`, `${characterWords(name).subject} cannot pay: the roll is not made`);
    out.push(ev('play.numbers-set', { userId, field: 'gold', before, after, name }, mine, actor));
  }
  for (const owed of applied.owed) out.push(ev('play.owed', { userId, name, owed, ...(applied.rolled.length ? { rolled: applied.rolled } : {}) }, mine, actor));
  if (applied.sheet && before) out.push(ev('play.sheet-set', { userId, name, changes: sheetDelta(before, applied.sheet), what: `${roll.title}: ${applied.lines.join('; ')}` }, mine, actor));
  return out;
}
