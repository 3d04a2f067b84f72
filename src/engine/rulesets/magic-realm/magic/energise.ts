/**
 * MP-9 (seed 001 l.53): permanent spells "fall inert … until they are energized by color magic again … activated any
 * time they are in the presence of the right kind of color magic". The game asks at the moments the colour present
 * can change — Sunrise (the day's colour, MP-2) and the end of each character's turn (he moved, turned a tile over,
 * took or left an item) — and energises every inert permanent spell whose colour is present where its target is: the
 * day, the target's clearing on an enchanted side, a coloured item there (never a colour chit: that is played on
 * purpose, MP-12). Pure: gives the events, or none.
 *
 * Readings (docs/rules.md MP-9): where a target is — a character: his clearing; a denizen: its piece's clearing; the
 * clearing or the tile a spell is on: the clearing it was cast in; anything else: the clearing it was cast in.
 */
import type { GameEvent } from '../../../core/types.js';
import { PUBLIC } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import { boardOf } from '../board/access.js';
import { clearingId } from '../map/board.js';
import { characterClearing, playOf } from '../play/access.js';
import { colourNeed, colourSources, sourcesFor, sourceText } from './colour.js';
import { energisedBy } from './durations.js';
import type { SpellHeld } from './in-force.js';
import { magicMomentAt } from './moment.js';

/** What `play.spells-energised` says: the spells energised (their places in `play.inForce`), and by what. */
export interface SpellsEnergised {
  energised: number[];
  lines: string[];
}

/** Where a spell's (first) target is now. */
function targetClearing(state: GameState, s: SpellHeld): { clearing: string | undefined; userId: string } {
  const t = s.targets[0] ?? '';
  if (state.players.some((p) => p.userId === t)) return { clearing: characterClearing(state, t), userId: t };
  const piece = boardOf(state).pieces.find((p) => p.id === t);
  if (piece) return { clearing: piece.clearing !== undefined ? clearingId(piece.tile, piece.clearing) : undefined, userId: '' };
  if (t.startsWith('clearing:')) return { clearing: t.slice('clearing:'.length), userId: '' };
  return { clearing: s.clearing, userId: '' };
}

/** MP-9: the inert permanent spells the colour present at their targets energises now, as one public event (or none). */
export function energisedEvents(state: GameState, actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const energised: number[] = [];
  const lines: string[] = [];
  held.forEach((s, i) => {
    if (s.duration !== 'permanent' || !s.inert) return;
    const at = targetClearing(state, s);
    const sources = colourSources(magicMomentAt(state, at.userId, at.clearing));
    if (energisedBy(s, sources).inert) return;
    energised.push(i);
    const by = sourcesFor(colourNeed(s.colour), sources) ?? [];
    lines.push(`${s.name}'s ${s.spell} on ${s.labels.join(', ')} is energised by ${by.map(sourceText).join(' and ')}`);
  });
  if (!energised.length) return [];
  const payload: SpellsEnergised = { energised, lines };
  return [{ type: 'play.spells-energised', payload, visibility: PUBLIC, actor }];
}
