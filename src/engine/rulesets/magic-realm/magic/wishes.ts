/**
 * Issue 29, Small Blessing's three wishes that need a choice (Wish table rows 1, 2, 3: core-tables `wish`; RealmSpeak
 * Wish.java applyOne/applyTwo/applyThree). At the reveal (combat/spells/wish.ts) the row leaves a pending wish
 * (`play.wish-pending`: who, which wish, the clearing where he wished) and the wisher is told privately how to make it;
 * he makes it with `/character wish` (`play.wish`; the GM with `player:`), once. Readings (docs/rules.md "Instant spells"):
 * - 1 "I wish I were elsewhere": his piece teleports to the clearing of the board he names (`to:`).
 * - 2 "I wish you were elsewhere": `who:` another character, native or monster in the clearing where he wished (one he
 *   sees). A character teleports to the clearing the wisher names (`to:`; RealmSpeak lets the wisher choose it too). A
 *   denizen goes back to where it is set up, as the 7th day's regeneration sends it (denizens/regeneration.ts
 *   sentHome): into its box of the set-up card — so it is no longer anyone's (a hired native's piece leaves the board
 *   and his hire) — or a garrison onto its dwelling (still hired: the card says "if it goes back to the card"). The
 *   spells in force on it alone end (RealmSpeak clears its targets). Following hirelings are issue 30.
 * - 3 "I wish for a vision": `box:` a box of the set-up card holding treasure cards (a dwelling's, a site's or a
 *   visitor's: RealmSpeak offers those that hold any; a card holding cards, the Chest or the Crypt, is none); its
 *   cards are shown to him alone (`play.wish-made` is his).
 * - Someone taken away while the combat in that clearing is under way is out of it (combat.spell-removed).
 * - With nobody else there (row 2) or no box holding a treasure (row 3), the wish does nothing and nothing waits.
 * Pure.
 */
import type { GameState } from '../../../core/state.js';
import { isGm } from '../../../core/state.js';
import { onlyPlayers, PUBLIC, RuleError, type GameEvent } from '../../../core/types.js';
import { TREASURES } from '../belongings/belongings.js';
import { boardOf } from '../board/access.js';
import { characterWords } from '../characters/kits.js';
import { pieceVisibility } from '../board/decide.js';
import { ev as boardEv } from '../board/events.js';
import type { Piece } from '../board/state.js';
import { currentCombat } from '../combat/access.js';
import { ev as combatEv } from '../combat/events.js';
import { sentHome, type Regeneration } from '../denizens/regeneration.js';
import { boardClearings, clearingId, parseClearingId } from '../map/board.js';
import { playOf } from '../play/access.js';
import { ev, WISH_WORDS } from '../play/events.js';
import { endedEvents } from './in-force.js';

/** The rows that wait for the wisher's choice. */
export type ChosenWish = keyof typeof WISH_WORDS;
/** Whether a row of the Wish table waits for a choice. */
export const isChosenWish = (wish: string): wish is ChosenWish => wish in WISH_WORDS;

/** A wish rolled at a reveal, waiting for the wisher's choice. */
export interface PendingWish {
  userId: string;
  name: string;
  wish: ChosenWish;
  /** The clearing where he wished (row 2 chooses among those there). */
  clearing: string;
  day: number;
}

/** What `play.wish-made` says: the wish (its place among those waiting) and what it did. */
export interface WishMade extends PendingWish {
  index: number;
  /** Row 1, and row 2 on a character: the clearing he goes to. */
  to?: string;
  /** Row 2: the individual sent away (piece id and label). */
  who?: { id: string; label: string };
  /** Row 2 on a denizen: where it went back to (applied as the 7th day's regeneration is). */
  sent?: Regeneration;
  /** Row 3: the box and the treasure cards he saw (his alone). */
  box?: string;
  treasures?: string[];
  text: string;
}

/** The choice the wisher makes: `to` a clearing, `who` an individual of the clearing, `box` a set-up card box. */
export interface WishChoice {
  to?: string | undefined;
  who?: string | undefined;
  box?: string | undefined;
}


/** The wishes waiting, oldest first. */
export const pendingWishes = (state: GameState): PendingWish[] => playOf(state).wishes ?? [];

const pieceOf = (state: GameState, userId: string): Piece | undefined => boardOf(state).pieces.find((p) => p.kind === 'character' && p.owner === userId);
const placeOf = (p: Piece): string | undefined => (p.clearing !== undefined ? clearingId(p.tile, p.clearing) : undefined);

/** Row 2's choices: the other characters, natives and monsters in the clearing that the wisher sees. */
export function othersThere(state: GameState, w: Pick<PendingWish, 'userId' | 'clearing'>): Piece[] {
  const sees = (p: Piece) => (p.hidden ? false : p.seenBy === 'all' || (Array.isArray(p.seenBy) && p.seenBy.includes(w.userId)));
  return boardOf(state).pieces.filter((p) => placeOf(p) === w.clearing && ['character', 'native', 'monster'].includes(p.kind) && p.owner !== w.userId && sees(p));
}

/** The cards that hold cards inside a box (the Chest, the Crypt of the Knight…): no box of the card themselves. */
const CARDS = new Set(TREASURES.map((t) => t.name));

/** Row 3's choices: the boxes of the set-up card (a dwelling's, a site's, a visitor's) holding treasure cards. */
export const visionBoxes = (state: GameState): string[] => Object.entries(playOf(state).setUpCard?.boxes ?? {}).filter(([name, b]) => b.treasures.length > 0 && !CARDS.has(name)).map(([name]) => name);

/** A clearing of the board other than `not` (an example's). */
const anotherClearing = (state: GameState, not: string | undefined): string | undefined => boardClearings(boardOf(state).tiles).find((c) => c.id !== not)?.id;

/** Whether the wish has anything to choose from (row 2: somebody else there; row 3: a box holding treasures). */
export function wishHasChoices(state: GameState, w: Pick<PendingWish, 'userId' | 'clearing' | 'wish'>): boolean {
  if (w.wish === 'you-elsewhere') return othersThere(state, w).length > 0;
  if (w.wish === 'vision') return visionBoxes(state).length > 0;
  return anotherClearing(state, w.clearing) !== undefined;
}

/** The command that makes this wish now, as the engine takes it (derived from the same choices it checks). */
export function wishExample(state: GameState, w: PendingWish): string {
  const here = pieceOf(state, w.userId);
  const to = anotherClearing(state, here ? placeOf(here) : w.clearing) ?? 'AV1';
  if (w.wish === 'elsewhere') return `/character wish to:${to}`;
  if (w.wish === 'vision') return `/character wish box:"${visionBoxes(state)[0] ?? 'Hoard'}"`;
  const other = othersThere(state, w)[0];
  if (!other) return `/character wish who:"<someone in ${w.clearing}>"`;
  return other.kind === 'character' ? `/character wish who:"${other.label}" to:${anotherClearing(state, w.clearing) ?? to}` : `/character wish who:"${other.label}"`;
}

/** What the wisher is told privately: the wish and how to make it. */
export function wishHint(state: GameState, w: PendingWish): string {
  const what: Record<ChosenWish, string> = {
    elsewhere: 'name the clearing of the board you teleport to',
    'you-elsewhere': `name another character, native or monster in ${w.clearing} (${othersThere(state, w).map((p) => p.label).join(', ')}): a character teleports to the clearing you name, a denizen goes back to where it is set up`,
    vision: `name one box of the set-up card (${visionBoxes(state).join(', ')}): you alone see its treasure cards`,
  };
  return `${WISH_WORDS[w.wish]}: ${what[w.wish]} — ${wishExample(state, w)}`;
}

/** The wish left at the reveal (public: the roll was). */
export const wishPending = (w: PendingWish, actor: string): GameEvent => ev('play.wish-pending', w, PUBLIC, actor);

/** The clearing `to` names on the board; or the RuleError that refuses it. */
function clearingNamed(state: GameState, to: string | undefined, example: string): { tile: string; clearing: number; id: string } {
  if (!to) throw new RuleError('this wish takes you somewhere: name the clearing', `add to:, e.g. ${example}`);
  const parsed = parseClearingId(to);
  const c = parsed && boardClearings(boardOf(state).tiles).find((x) => x.code === parsed.code && x.number === parsed.number);
  if (!c) throw new RuleError(`${to} is not a clearing of the board`, `name a clearing of a placed tile, e.g. ${example}`);
  return { tile: c.code, clearing: c.number, id: c.id };
}

/** A piece teleported: the board's own event, and out of the combat under way there. */
function teleported(state: GameState, p: Piece, to: { tile: string; clearing: number }, why: string, actor: string): GameEvent[] {
  const moved: Piece = { ...p, tile: to.tile, clearing: to.clearing };
  return [...outOfCombat(state, p, why, actor), boardEv('board.piece-set', { piece: moved }, pieceVisibility(moved), actor)];
}

/** Whoever leaves a clearing whose combat is under way is out of it (as a spell takes someone out: combat.spell-removed). */
function outOfCombat(state: GameState, p: Piece, why: string, actor: string): GameEvent[] {
  const c = currentCombat(state);
  const id = p.kind === 'character' ? p.owner ?? p.id : p.id;
  if (!c || c.clearing !== placeOf(p) || !(c.order.includes(id) || c.denizens.some((d) => d.id === id))) return [];
  return [combatEv('combat.spell-removed', { clearing: c.clearing, ids: [id], labels: [`the ${p.label}`], spell: 'Small Blessing', why }, PUBLIC, actor)];
}

/** The spells in force on this denizen alone end with it gone home (RealmSpeak clears its targets). */
function spellsOnItEnd(state: GameState, p: Piece, clearing: string, actor: string): GameEvent[] {
  const held = playOf(state).inForce ?? [];
  const ended = held.flatMap((h, i) => (h.targets.length === 1 && h.targets[0] === p.id ? [i] : []));
  if (!ended.length) return [];
  const lines = ended.map((i) => `${held[i]!.name}'s ${held[i]!.spell} on the ${p.label} ends: it went back to where it is set up`);
  return endedEvents(state, { at: 'broken', day: playOf(state).day?.number ?? 1, clearing, ended, inert: [], lines }, 'ended: its target went home (Small Blessing)', actor);
}

/** The wisher (`userId`; the GM for him) makes his wish; or the RuleError that refuses it. */
export function makeWish(state: GameState, actor: string, userId: string, choice: WishChoice): GameEvent[] {
  if (actor !== userId && !isGm(state, actor)) throw new RuleError("the option player: is the GM's", 'leave player: out to make your own wish');
  const waiting = pendingWishes(state);
  const index = waiting.findIndex((w) => w.userId === userId);
  if (index < 0) throw new RuleError('no wish of Small Blessing waits for that character', waiting.length ? `the wishes waiting: ${waiting.map((w) => `the ${w.name}'s`).join(', ')}` : 'a wish waits only after a Small Blessing rolls "I wish I were elsewhere", "I wish you were elsewhere" or "I wish for a vision"');
  const w = waiting[index]!;
  const example = wishExample(state, w);
  const extra = (names: (keyof WishChoice)[]) => names.filter((k) => choice[k] !== undefined);
  const made = (rest: Omit<WishMade, keyof PendingWish | 'index'>, visibility = PUBLIC) => ev('play.wish-made', { ...w, index, ...rest }, visibility, actor);
  if (w.wish === 'elsewhere') {
    if (extra(['who', 'box']).length) throw new RuleError(`${WISH_WORDS[w.wish]} takes only to:`, `e.g. ${example}`);
    const to = clearingNamed(state, choice.to, example);
    const piece = pieceOf(state, userId);
    if (!piece) throw new RuleError(`the ${w.name} has no piece on the board`, 'the GM places it with /board piece first');
    return [...teleported(state, piece, to, 'wished elsewhere', actor), made({ to: to.id, text: `the ${w.name} wishes ${characterWords(w.name).subject} were elsewhere: teleported to ${to.id}` })];
  }
  if (w.wish === 'vision') {
    if (extra(['who', 'to']).length) throw new RuleError(`${WISH_WORDS[w.wish]} takes only box:`, `e.g. ${example}`);
    const boxes = visionBoxes(state);
    const box = boxes.find((b) => b.toLowerCase() === (choice.box ?? '').trim().toLowerCase());
    if (!box) throw new RuleError(choice.box ? `${choice.box} is no box of the set-up card holding treasures` : 'a vision is of one box of the set-up card: name it', `name one of ${boxes.join(', ')}, e.g. ${example}`);
    const treasures = playOf(state).setUpCard!.boxes[box]!.treasures;
    return [ev('play.wish-made', { ...w, index, box, treasures, text: `the ${w.name} sees the treasures of the ${box}: ${treasures.join(', ')}` }, onlyPlayers(userId), actor)];
  }
  // "I wish you were elsewhere"
  if (extra(['box']).length) throw new RuleError(`${WISH_WORDS[w.wish]} takes who: (and to: for a character)`, `e.g. ${example}`);
  const others = othersThere(state, w);
  if (!choice.who) throw new RuleError('name who is sent away', `add who: — one of ${others.map((p) => p.label).join(', ')}; e.g. ${example}`);
  const p = others.find((x) => x.label.toLowerCase() === choice.who!.trim().toLowerCase());
  if (!p) throw new RuleError(`${choice.who} is no other character, native or monster in ${w.clearing}`, `name one of ${others.map((x) => x.label).join(', ') || 'nobody: nobody else is there'}; e.g. ${example}`);
  const who = { id: p.id, label: p.label };
  if (p.kind === 'character') {
    const to = clearingNamed(state, choice.to, example);
    return [...teleported(state, p, to, 'wished elsewhere', actor), made({ to: to.id, who, text: `the ${w.name} wishes the ${p.label} elsewhere: teleported to ${to.id}` })];
  }
  if (choice.to !== undefined) throw new RuleError(`the ${p.label} goes back to where it is set up: it takes no to:`, `leave to: out, e.g. /character wish who:"${p.label}"`);
  const sent = sentHome(boardOf(state).pieces, playOf(state).setUpCard, p);
  const where = sent.returned.length ? `back to the ${sent.returned[0]!.box} box of the set-up card` : sent.moved.length ? `home to its dwelling in ${sent.moved[0]!.to}` : 'nowhere: it is at its dwelling already';
  return [...outOfCombat(state, p, 'wished elsewhere', actor), ...(sent.returned.length ? spellsOnItEnd(state, p, w.clearing, actor) : []), made({ who, sent, text: `the ${w.name} wishes the ${p.label} elsewhere: ${where}` })];
}
