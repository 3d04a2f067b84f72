/**
 * A character's ENCHANT phases through one turn (MP-1): each done on his card and the board as his earlier phases
 * left them — a chit enchanted earlier supplies colour to a tile later, a tile turned over earlier shows its other
 * side's colours. The same run judges his orders at Birdsong (play/judge-orders.ts) and carries them out in his turn
 * (play/turn-phases.ts), so what is accepted is what is done. Pure.
 */
import { RuleError } from '../../../core/types.js';
import { chitLabel, type CharacterKit } from '../characters/kits.js';
import type { CharacterSheet } from '../characters/sheet.js';
import { enchantTile, parseClearingId, placedTile, type Board } from '../map/board.js';
import type { TileSide } from '../map/tiles.js';
import { chitToEnchant, enchantChit, playColourChit } from './colour-chits.js';
import type { MagicColour } from './colour-magic.js';
import type { ColourSource, MagicMoment } from './colour.js';
import { tileEnchantment, type EnchantTarget } from './enchanting.js';
import { chitToPrepare, withPrepared } from './prepare.js';

/** The colour magic around him in a clearing, on a board (magic/moment.ts magicMomentAt, bound to the game). */
export type MomentAt = (clearing: string | undefined, board: Board) => Omit<MagicMoment, 'colourChits' | 'chitStates'>;

/** One ENCHANT phase done: what it changed, with his card before and after it. */
export type Enchanted =
  | { kind: 'chit'; chit: number; label: string; colour: MagicColour; before: CharacterSheet; after: CharacterSheet }
  | {
      kind: 'tile';
      tile: string;
      side: TileSide;
      /** The ritual chit (it does not fatigue) and the colour used. */
      ritual: string;
      source: ColourSource;
      /** The colour chit he played, which reverted and fatigued. */
      played?: { label: string; colour: MagicColour };
      before: CharacterSheet;
      after: CharacterSheet;
    }
  /** MP-8: an ALERT phase that prepared one of his MAGIC chits (magic/prepare.ts). */
  | ({ kind: 'prepared' } & Prepared)
  /** A phase his turn could not do, and why (the refusal's words: they name his chits). */
  | { kind: 'refused'; target: EnchantTarget; why: string };

/** One ALERT phase that prepares a MAGIC chit (MP-8: magic/prepare.ts), with his card before and after it. */
export interface Prepared {
  chit: number;
  label: string;
  before: CharacterSheet;
  after: CharacterSheet;
}

/** The run of his ENCHANT phases (and ALERTs preparing a chit, on the same card in the same order): each done in turn, or refused with the reason. */
export function enchantRun(kit: CharacterKit, sheet: CharacterSheet, board: Board, momentAt: MomentAt) {
  let card = sheet;
  let tiles = board;
  return {
    /** One phase where he stands (`here`: his clearing as it begins). */
    enchant(target: EnchantTarget, here: string | undefined): Exclude<Enchanted, { kind: 'refused' | 'prepared' }> | { refused: RuleError } {
      try {
        const before = card;
        if (target.kind === 'chit') {
          const chit = chitToEnchant(kit, card, target.chit);
          const made = enchantChit(kit, card, chit);
          card = made.sheet;
          return { kind: 'chit', chit, label: chitLabel(kit.chits[chit]!), colour: made.colour.colour, before, after: card };
        }
        const how = tileEnchantment(kit, card, momentAt(here, tiles), target.with);
        const code = parseClearingId(here!)!.code;
        // MP-11: a colour chit played reverts and fatigues.
        if (how.played !== undefined) card = playColourChit(card, how.played);
        // MP-1: "turning them over" (map/board.ts enchantTile): to the other side.
        tiles = enchantTile(tiles, code);
        const side = placedTile(tiles, code)!.side;
        const played = how.played !== undefined ? { played: { label: chitLabel(kit.chits[how.played]!), colour: how.source.colour } } : {};
        return { kind: 'tile', tile: code, side, ritual: chitLabel(kit.chits[how.ritual]!), source: how.source, ...played, before, after: card };
      } catch (e) {
        if (e instanceof RuleError) return { refused: e };
        throw e;
      }
    },
    /** MP-8: one ALERT phase preparing the MAGIC chit of this label (a chit enchanted earlier today is colour, not preparable). */
    prepare(label: string): Prepared | { refused: RuleError } {
      try {
        const before = card;
        const chit = chitToPrepare(kit, card, label);
        card = withPrepared(card, chit);
        return { chit, label: chitLabel(kit.chits[chit]!), before, after: card };
      } catch (e) {
        if (e instanceof RuleError) return { refused: e };
        throw e;
      }
    },
    get sheet(): CharacterSheet {
      return card;
    },
    get board(): Board {
      return tiles;
    },
  };
}
