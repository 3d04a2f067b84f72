/**
 * A wizard's library as he pastes it (issue 15): the referee deck's list format (`4 Lightning Bolt {R}`, `12 Mountain`)
 * with, after a `|`, what the card is and does where it is one of the simple kinds a duel resolves by itself:
 *
 *   2 Lightning Bolt {R} | instant damage 3      1 Grizzly Bears 1G | creature 2/2     1 Wall of Stone 1RR | wall 0/8
 *   1 Healing Salve W | gain 3                   1 Circle of Protection 1W | prevent 3  1 Counterspell UU | interrupt counter
 *
 * Anything else after the `|` is the card's text, which the GM reads and applies. No card database is reachable
 * from here: the list is the player's word for his cards.
 */
import { RuleError } from '../../../core/types.js';
import { parseDeckList } from '../referee-deck.js';

/** What a card does in a quick duel, where the bot can resolve it. */
export type CardEffect =
  | { kind: 'damage'; amount: number }
  | { kind: 'prevent'; amount: number }
  | { kind: 'gain'; amount: number }
  | { kind: 'creature'; power: number; toughness: number; wall: boolean }
  | { kind: 'counter' }
  | { kind: 'text'; text: string };

export interface LibraryCard {
  name: string;
  cost: string;
  land: boolean;
  /** The card's type word as written (creature, instant, sorcery, interrupt, enchantment, artifact, wall). */
  type?: string;
  effect?: CardEffect;
}

const TYPES = ['creature', 'instant', 'sorcery', 'interrupt', 'enchantment', 'artifact', 'wall', 'summon'] as const;

/** The part after `|`: an optional type word, then one simple effect, else text. */
export function parseCardEffect(raw: string): { type?: string; effect: CardEffect } {
  const words = raw.trim().replace(/\s+/g, ' ');
  const typed = TYPES.find((t) => words.toLowerCase() === t || words.toLowerCase().startsWith(`${t} `));
  const rest = (typed ? words.slice(typed.length) : words).trim().toLowerCase();
  const type = typed === 'summon' ? 'creature' : typed;
  const pt = rest.match(/^(\d+)\s*\/\s*(\d+)$/);
  if (pt && (type === 'creature' || type === 'wall' || !type)) return { type: type ?? 'creature', effect: { kind: 'creature', power: Number(pt[1]), toughness: Number(pt[2]), wall: type === 'wall' } };
  const n = rest.match(/^(damage|prevent|gain)\s+(\d+)(?:\s+(?:damage|life))?$/);
  if (n) return { ...(type ? { type } : {}), effect: { kind: n[1] as 'damage' | 'prevent' | 'gain', amount: Number(n[2]) } };
  if (rest === 'counter') return { type: type ?? 'interrupt', effect: { kind: 'counter' } };
  return { ...(type ? { type } : {}), effect: { kind: 'text', text: words.slice(0, 200) } };
}

/** A pasted library: the referee deck's list format, each entry with its effect after `|` where it has one. */
export function parseLibraryList(text: string): LibraryCard[] {
  const cards: LibraryCard[] = [];
  text.split(/[;\n]/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const [entry = '', ...after] = line.split('|');
    const parsed = (() => {
      try {
        return parseDeckList(entry);
      } catch (error) {
        if (error instanceof RuleError) throw new RuleError(`entry ${i + 1} ("${line}") is not a card`, 'write one entry a line or split by ;: 4 Lightning Bolt {R} | damage 3, or 12 Mountain');
        throw error;
      }
    })();
    const effect = after.length > 0 ? parseCardEffect(after.join('|')) : undefined;
    if (effect && parsed[0]!.land) throw new RuleError(`entry ${i + 1} ("${line}") has no cost but an effect`, 'give the spell its cost before the |, e.g. 2 Shock R | damage 2');
    for (const c of parsed) cards.push({ name: c.name, cost: c.cost, land: c.land, ...(effect?.type ? { type: effect.type } : {}), ...(effect ? { effect: effect.effect } : {}) });
  });
  if (cards.length === 0) throw new RuleError('the list is empty', 'paste one entry a line or split by ;, e.g. 4 Lightning Bolt {R} | damage 3; 12 Mountain');
  if (cards.length > 250) throw new RuleError(`the list holds ${cards.length} cards`, 'a library holds at most 250 cards');
  return cards;
}

/** A card as a player reads it: name, cost (or land), and its effect. */
export function cardLabel(c: LibraryCard): string {
  if (c.land) return `${c.name} (land)`;
  const e = c.effect;
  const what = !e
    ? ''
    : e.kind === 'creature'
      ? ` — ${e.wall ? 'wall' : 'creature'} ${e.power}/${e.toughness}`
      : e.kind === 'counter'
        ? ' — counter'
        : e.kind === 'text'
          ? ` — ${e.text}`
          : ` — ${e.kind} ${e.amount}`;
  return `${c.name} ${c.cost}${what}`;
}
