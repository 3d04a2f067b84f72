import type { DiceSource } from './dice.js';
import { RuleError } from './core/types.js';

/**
 * Free dice notation for `/roll dice` (`2d6`, `1d6+2`, `4d6kh3`, `2d6kh1`, `(2d6+1)*2`, `3d6!`, `4d6r1`, `4dF`, `d%`),
 * read by a small parser of our own (issue 26). It replaced a library that brought a whole math library with it:
 * about 1,000 modules and 1.4–3 s of CPU loaded synchronously on the first roll, which blocked the event loop on a
 * command's path. This one costs microseconds and draws every die from the engine's dice source.
 *
 * The grammar (spaces ignored, letters in any case):
 *   expression := term (('+' | '-') term)*
 *   term       := factor (('*' | '/') factor)*
 *   factor     := '-' factor | number | dice | '(' expression ')'
 *   dice       := count? 'd' (sides | '%' | 'F') modifier*
 *   modifier   := '!' (explode: a die at its highest rolls again, added)
 *               | 'r' | 'ro' compare?  (reroll a die that matches — again and again, or once; default its lowest)
 *               | 'kh' n? | 'kl' n? | 'k' n?  (keep the highest / lowest n, default 1; k is kh)
 *               | 'dh' n? | 'dl' n? | 'd' n?  (drop the highest / lowest n, default 1; d is dl)
 *   compare    := ('<' | '>' | '<=' | '>=' | '=')? number
 */

/** At most this many dice in one roll (exploding and rerolled dice count every die): a typo never hangs the bot. */
export const MAX_DICE_PER_ROLL = 200;
/** The most sides a die may have. */
const MAX_SIDES = 1_000_000;

export interface NotationRoll {
  notation: string;
  /** The roll written out, e.g. `2d6kh1: [5, 2d] = 5`: each die as rolled, `d` dropped, `!` exploded, `r` rerolled. */
  output: string;
  total: number;
  /** Every die as drawn from the dice source, in order. */
  drawn: number[];
}

class TooManyDice extends Error {}
class NotNotation extends Error {}

interface Die {
  value: number;
  dropped?: boolean;
  exploded?: boolean;
  rerolled?: boolean;
}

type Compare = { op: '<' | '>' | '<=' | '>=' | '='; n: number };

const matches = (value: number, c: Compare): boolean =>
  c.op === '<' ? value < c.n : c.op === '>' ? value > c.n : c.op === '<=' ? value <= c.n : c.op === '>=' ? value >= c.n : value === c.n;

/** Reads and rolls one notation; `dice` is drawn die by die as the roll needs them. */
class Roller {
  private at = 0;
  readonly drawn: number[] = [];

  constructor(
    private readonly text: string,
    private readonly dice: DiceSource,
  ) {}

  roll(): { total: number; shown: string } {
    const result = this.expression();
    if (this.at < this.text.length) throw new NotNotation();
    return result;
  }

  private peek(s: string): boolean {
    return this.text.startsWith(s, this.at);
  }

  private take(s: string): boolean {
    if (!this.peek(s)) return false;
    this.at += s.length;
    return true;
  }

  private number(): number | undefined {
    const m = /^\d+/.exec(this.text.slice(this.at));
    if (!m) return undefined;
    this.at += m[0].length;
    return Number(m[0]);
  }

  private expression(): { total: number; shown: string } {
    let left = this.term();
    for (;;) {
      const op = this.take('+') ? '+' : this.take('-') ? '-' : undefined;
      if (!op) return left;
      const right = this.term();
      left = { total: op === '+' ? left.total + right.total : left.total - right.total, shown: `${left.shown}${op}${right.shown}` };
    }
  }

  private term(): { total: number; shown: string } {
    let left = this.factor();
    for (;;) {
      const op = this.take('*') ? '*' : this.take('/') ? '/' : undefined;
      if (!op) return left;
      const right = this.factor();
      if (op === '/' && right.total === 0) throw new NotNotation();
      left = { total: op === '*' ? left.total * right.total : left.total / right.total, shown: `${left.shown}${op}${right.shown}` };
    }
  }

  private factor(): { total: number; shown: string } {
    if (this.take('-')) {
      const inner = this.factor();
      return { total: -inner.total, shown: `-${inner.shown}` };
    }
    if (this.take('(')) {
      const inner = this.expression();
      if (!this.take(')')) throw new NotNotation();
      return { total: inner.total, shown: `(${inner.shown})` };
    }
    const count = this.number();
    if (this.take('d')) return this.diceGroup(count ?? 1);
    if (count === undefined) throw new NotNotation();
    return { total: count, shown: String(count) };
  }

  private diceGroup(count: number): { total: number; shown: string } {
    let low = 1;
    let high: number;
    if (this.take('%')) high = 100;
    else if (this.take('f')) [low, high] = [-1, 1];
    else {
      const sides = this.number();
      if (sides === undefined || sides < 1 || sides > MAX_SIDES) throw new NotNotation();
      high = sides;
    }
    if (count < 1) throw new NotNotation();
    if (this.drawn.length + count > MAX_DICE_PER_ROLL) throw new TooManyDice();
    let explode = false;
    let reroll: { compare: Compare; once: boolean } | undefined;
    let keep: { highest: boolean; n: number } | undefined;
    let drop: { highest: boolean; n: number } | undefined;
    for (;;) {
      if (this.take('!')) explode = true;
      else if (this.take('ro') || this.take('r')) reroll = { once: this.text[this.at - 1] === 'o', compare: this.compare() ?? { op: '=', n: low } };
      else if (this.take('kh') || this.take('kl') || this.take('k')) keep = { highest: this.text[this.at - 1] !== 'l', n: this.number() ?? 1 };
      else if (this.take('dh') || this.take('dl') || this.take('d')) drop = { highest: this.text[this.at - 1] === 'h', n: this.number() ?? 1 };
      else break;
    }
    // A reroll that every face matches would never end: refused, as Discord users would expect of a typo.
    if (reroll && !reroll.once && Array.from({ length: high - low + 1 }, (_, i) => low + i).every((v) => matches(v, reroll.compare))) throw new NotNotation();
    if (explode && high === low) throw new NotNotation();
    const dice: Die[] = [];
    for (let i = 0; i < count; i++) {
      let die = this.draw(low, high);
      if (reroll) {
        while (matches(die.value, reroll.compare)) {
          dice.push({ ...die, rerolled: true, dropped: true });
          die = this.draw(low, high);
          if (reroll.once) break;
        }
      }
      dice.push(die);
      while (explode && die.value === high) {
        die.exploded = true;
        die = this.draw(low, high);
        dice.push(die);
      }
    }
    const live = dice.filter((d) => !d.dropped);
    const ranked = [...live].sort((a, b) => a.value - b.value);
    if (keep) for (const d of keep.highest ? ranked.slice(0, Math.max(0, ranked.length - keep.n)) : ranked.slice(keep.n)) d.dropped = true;
    if (drop) for (const d of drop.highest ? ranked.slice(Math.max(0, ranked.length - drop.n)) : ranked.slice(0, drop.n)) d.dropped = true;
    const total = dice.filter((d) => !d.dropped).reduce((n, d) => n + d.value, 0);
    const shown = `[${dice.map((d) => `${d.value}${d.exploded ? '!' : ''}${d.rerolled ? 'r' : d.dropped ? 'd' : ''}`).join(', ')}]`;
    return { total, shown };
  }

  private compare(): Compare | undefined {
    const op = (['<=', '>=', '<', '>', '='] as const).find((o) => this.take(o));
    const n = this.number();
    if (n === undefined) {
      if (op) throw new NotNotation();
      return undefined;
    }
    return { op: op ?? '=', n };
  }

  private draw(low: number, high: number): Die {
    if (this.drawn.length >= MAX_DICE_PER_ROLL) throw new TooManyDice();
    const value = this.dice.int(low, high);
    this.drawn.push(value);
    return { value };
  }
}

/** Rolls free-form dice notation with the engine's dice source; a notation it cannot read is a RuleError saying how. */
export function rollNotation(notation: string, dice: DiceSource): NotationRoll {
  const text = notation.replace(/\s+/g, '').toLowerCase();
  const roller = new Roller(text, dice);
  try {
    if (!text) throw new NotNotation();
    const { total, shown } = roller.roll();
    const rounded = Math.round(total * 100) / 100;
    return { notation: text, output: `${text}: ${shown} = ${rounded}`, total: rounded, drawn: roller.drawn };
  } catch (error) {
    if (error instanceof TooManyDice) throw new RuleError(`"${notation}" rolls more than ${MAX_DICE_PER_ROLL} dice`, 'roll fewer dice at a time, e.g. 10d6');
    if (error instanceof NotNotation) {
      throw new RuleError(`"${notation}" is not dice notation I can read`, 'write it like 2d6, 1d6+2, 4d6kh3 (keep the highest 3) or 2d6kh1 (the higher of two dice)');
    }
    throw error;
  }
}
