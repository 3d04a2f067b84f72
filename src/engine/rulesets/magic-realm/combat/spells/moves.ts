/**
 * Issue 29: what the spells of magic/effects/moves.ts do at the reveal, by kind (combat/spell-reveal.ts). Readings
 * (docs/rules.md "Spells that move, look, ask, protect or enchant"):
 * - Talk to Wise Bird ("Immediate PEER in any hex"): the character aimed at rolls on the PEER table (his own
 *   modifiers for that clearing) into the clearing the caster named with the cast; a Choice is read as his day turn
 *   reads an unwritten one (tables/search-choice.ts DEFAULT_CHOICE); the dice and the row are told, what it finds
 *   (paths, chits) is his alone (`play.found`, as a day's PEER).
 * - Whistle for Monsters ("Move sound chit to or from your hex"): the sound chit named moves to his tile, or from his
 *   tile to the tile named, keeping its clearing number; it stays as seen as it was (a face-down chit is "a map chit"
 *   to the table).
 * - Ask Demon ("Ask question with yes/no or number answer"): magic/ask-demon.ts.
 * - Hurricane Winds ("Must FLY T1 one hex (mountain only)"): the individual aimed at flies at once to the clearing of
 *   a tile beside the caster's that he named with the cast (moves-detail.ts blownTo): out of the combat before the
 *   round's attacks (combat.spell-removed: he neither attacks nor is attacked this round; the monsters on his sheet
 *   are unassigned), his piece set in that clearing. Its move is made: the spell expires and its MAGIC chit fatigues.
 */
import { onlyPlayers, PUBLIC, type GameEvent } from '../../../../core/types.js';
import { boardOf, searchGround } from '../../board/access.js';
import { pieceVisibility } from '../../board/decide.js';
import { rollerModifiers } from '../../characters/roll-modifiers.js';
import { ev as playEv } from '../../play/events.js';
import type { Found } from '../../play/turn.js';
import { discover } from '../../play/turn-run.js';
import { describeRoll, PEER, rollOn } from '../../tables/core-tables.js';
import { choiceFinds, DEFAULT_CHOICE } from '../../tables/search-choice.js';
import type { SpellRevealHandler } from '../spell-reveal.js';
import { labelIn, nameOf } from '../words.js';
import { ev as combatEv } from '../events.js';
import { parseClearingId } from '../../map/board.js';
import { soundMoveOf } from './moves-detail.js';
import { demonAsked } from '../../magic/ask-demon.js';
import { characterWords } from '../../characters/kits.js';
import { playOf } from '../../play/access.js';
import { spellNamed } from '../../magic/spells.js';

/** Talk to Wise Bird: the day's PEER into the clearing named, for the character aimed at. */
const instantPeer: SpellRevealHandler = ({ state, cast, targets, labels, dice, actor }) => {
  const who = targets[0]!;
  const clearing = cast.detail!;
  const roll = rollOn(PEER, dice, rollerModifiers(state, who)(clearing, 'peer'));
  const chose = roll.result.kind === 'choice' ? DEFAULT_CHOICE.P : undefined;
  const finds = chose ? choiceFinds(chose) : roll.result.kind === 'discover' ? [...roll.result.finds] : [];
  const found: Found = { paths: [], chits: [], hiddenEnemies: false };
  discover(found, searchGround(state, clearing), finds);
  const line = `${labels[0]} PEERs into ${clearing}: ${describeRoll(roll, 'Peer table')}${chose ? ` (Choice: ${chose})` : ''}${finds.length ? '; what it finds is told to that character alone' : ''}`;
  const events: GameEvent[] = [];
  if (found.paths.length || found.chits.length || found.sites?.length || found.hiddenEnemies) events.push(playEv('play.found', { userId: who, name: nameOf(state, who), ...found }, onlyPlayers(who), actor));
  return { lines: [line], events };
};

/** Whistle for Monsters: the sound chit named moves to or from his tile. */
const moveSound: SpellRevealHandler = ({ state, caster, cast, actor }) => {
  const move = soundMoveOf(state, caster, cast.detail!);
  const piece = boardOf(state).pieces.find((p) => p.id === move.id)!;
  const called = piece.seenBy === 'all' ? `the ${move.label}` : 'a map chit';
  // The piece's event is seen by whoever may see the chit (a face-down chit's label stays with those who saw it).
  const moved = { ...piece, tile: move.to };
  const event: GameEvent = { type: 'board.piece-set', payload: { piece: moved }, visibility: pieceVisibility(moved), actor };
  return { lines: [`${called} moves from ${move.from} to ${move.to}`], events: [event] };
};

/** Ask Demon: the question named with the cast goes to the GM privately; the table learns only that it was asked. */
const askDemon: SpellRevealHandler = ({ state, caster, name, cast, actor }) => ({
  lines: [`${name} asks the demon a question: the GM answers ${characterWords(name).object} privately`],
  events: [demonAsked({ userId: caster, name, question: cast.detail!, day: playOf(state).day?.number ?? 1 }, actor)],
});

/** Enchant Artifact: the artifact holds the spell and its type while the spell is in force (magic/enchanted-artifacts.ts). */
const enchantArtifact: SpellRevealHandler = ({ cast }) => {
  const [spell, treasure] = cast.detail!.split(' on ') as [string, string];
  return { lines: [`the ${treasure} holds ${spell} (type ${spellNamed(spell)!.type}) while the spell is in force`], events: [], outcome: cast.detail! };
};

/** Hurricane Winds: the target flies to the clearing named, out of the combat at once; the spell is over. */
const blowAway: SpellRevealHandler = ({ state, c, spell, cast, targets, labels, actor }) => {
  // A monster's head or club goes where its monster goes: the whole monster is blown.
  const id = c.denizens.find((d) => d.id === targets[0])?.of ?? targets[0]!;
  const to = parseClearingId(cast.detail!)!;
  const piece = boardOf(state).pieces.find((p) => p.id === id || (p.kind === 'character' && p.owner === id));
  if (!piece) return { lines: [`${labels[0]} is no piece on the board: the wind finds nothing to carry`], events: [], over: true };
  const moved = { ...piece, tile: to.code, clearing: to.number };
  const why = `blown away to ${cast.detail!}`;
  return {
    lines: [`${labelIn(state, c, id)} flies on the wind to ${cast.detail!}, out of the combat`],
    events: [
      combatEv('combat.spell-removed', { clearing: c.clearing, ids: [id], labels: [labelIn(state, c, id)], spell: spell.name, why }, PUBLIC, actor),
      { type: 'board.piece-set', payload: { piece: moved }, visibility: pieceVisibility(moved), actor },
    ],
    over: true,
  };
};

export const MOVES_REVEALS: Readonly<Record<string, SpellRevealHandler>> = {
  'instant-peer': instantPeer,
  'move-sound': moveSound,
  'ask-demon': askDemon,
  'enchant-artifact': enchantArtifact,
  'blow-away': blowAway,
};
