/**
 * What a combat prompt may offer a fighter (issue 27: "every hint, button and example the bot offers must be one the
 * engine accepts at that moment"): each offer is asked of the same checks that judge the command — the encounter
 * actions of encounter.ts, the secret play of plays.ts (playOf, fighterOf) — and kept only when they accept it. His
 * own card is read, so the offers are for him and the GM (/combat show), never the channel. Pure.
 */
import { otherTargetWords } from './spells/curse-target.js';
import { accepts } from '../../../core/types.js';
import type { GameState } from '../../../core/state.js';
import type { ClearingId } from '../map/board.js';
import { carried } from '../characters/sheet-changes.js';
import { cardOf } from './access.js';
import { checkAlert, checkCharge, checkRun, flyRunTiles, runTargets } from './encounter.js';
import { flyChitsHeld } from '../magic/fly.js';
import { checkBelongingsInShape } from '../magic/shapes.js';
import { activeLabels, type PlayInput } from './plays.js';
import { castOffers, spellTargets } from './cast.js';
import { aimedCast, secretPlayOf } from './secret-play.js';
import type { ClearingCombat } from './state.js';
import { nameOf } from './words.js';
import { lureBarred } from '../magic/commanded.js';
import { nativeGroupsIn } from './spells/denizens.js';

/** What the engine accepts of him at the encounter step, each as the command takes it (chits as printed). */
export interface EncounterOffers {
  run?: { chits: string[]; to: ClearingId[] };
  /** Issue 29: a run by flying: his FLY chits (the spells' names) and the tiles beside his. */
  fly?: { chits: string[]; to: string[] };
  alert?: { chits: string[] };
  charge?: { chits: string[]; who: string[] };
  /** MP-1…MP-5: the spells he may cast now, each with a means (magic/casting.ts checkCast accepts it). */
  cast?: { spell: string; chit: string; detail?: string }[];
  /** Belongings he may abandon instead (seed 001 l.20). */
  drop: string[];
  /** Weapons he carries inactive, any of which he may activate instead (001 l.19); his active one, to inactivate. */
  activate: string[];
  inactivate?: string;
}

/** Every encounter action the engine accepts of him now. */
export function encounterOffers(state: GameState, c: ClearingCombat, userId: string): EncounterOffers {
  const { kit, sheet } = cardOf(state, userId);
  const to = runTargets(state, c, userId);
  const runs = to.length ? activeLabels(kit, sheet, 'MOVE').filter((l) => accepts(() => checkRun(state, c, userId, l, to[0]!))) : [];
  // Issue 29: his FLY chits (Broomstick), each to the tiles beside his, judged by the same check.
  const tiles = flyRunTiles(state, c);
  const flights = tiles.length ? flyChitsHeld(state, userId).map((f) => f.spell).filter((f) => accepts(() => checkRun(state, c, userId, f, tiles[0]!))) : [];
  const alerts = activeLabels(kit, sheet, 'FIGHT').filter((l) => accepts(() => checkAlert(state, c, userId, l)));
  const others = c.order.filter((id) => id !== userId);
  const charges = others.length ? activeLabels(kit, sheet, 'MOVE').filter((l) => accepts(() => checkCharge(state, c, userId, others[0]!, l))) : [];
  const casts = castOffers(state, c, userId);
  return {
    ...(casts.length ? { cast: casts } : {}),
    ...(runs.length ? { run: { chits: runs, to } } : {}),
    ...(flights.length ? { fly: { chits: flights, to: tiles } } : {}),
    ...(alerts.length ? { alert: { chits: alerts } } : {}),
    ...(charges.length ? { charge: { chits: charges, who: others.map((id) => nameOf(state, id)) } } : {}),
    drop: carried(sheet),
    // Issue 29: in a shape nothing is activated (magic/shapes.ts), the handler's own check.
    ...(accepts(() => checkBelongingsInShape(state, userId, nameOf(state, userId))) ? { activate: [...(sheet.inactive ?? [])], ...(sheet.weapon ? { inactivate: sheet.weapon.name } : {}) } : { activate: [] }),
  };
}

/**
 * A secret play the engine accepts of him now, as /combat play takes it: an attack at his target (when he has one)
 * with a FIGHT chit his weapon takes, and a maneuver with a MOVE chit that carries his load, within the round's two
 * asterisks; the fullest such play, else a maneuver alone, else an attack alone, else nothing.
 */
export function playOffer(state: GameState, c: ClearingCombat, userId: string): PlayInput {
  const { kit, sheet } = cardOf(state, userId);
  const target = c.targets[userId];
  const fights: (string | undefined)[] = [...(target ? activeLabels(kit, sheet, 'FIGHT') : []), undefined];
  const moves: (string | undefined)[] = [...activeLabels(kit, sheet, 'MOVE'), undefined];
  // MP-10: a caster whose spell is aimed gives its direction with his play.
  const aim = aimedCast(c, userId) ? { aim: 'smash' as const } : {};
  const tries: PlayInput[] = [];
  for (const move of moves) for (const fight of fights) tries.push({ ...(fight ? { fight, direction: 'thrust' as const } : {}), ...(move ? { move, maneuver: 'dodge' as const } : {}), ...aim });
  // Both first, then a maneuver alone, then an attack alone.
  const rank = (p: PlayInput) => (p.fight && p.move ? 0 : p.move ? 1 : p.fight ? 2 : 3);
  tries.sort((a, b) => rank(a) - rank(b));
  return tries.find((p) => accepts(() => secretPlayOf(state, c, userId, p))) ?? {};
}

/** The monsters he may lure (rules.ts mr.combat-lure): unassigned, no head or club by itself, no traveller. */
export const lurable = (c: ClearingCombat, state?: GameState, userId?: string): string[] =>
  // Issue 29: not a monster a spell keeps from him (magic/commanded.ts lureBarred), the lure's own check.
  c.denizens.filter((d) => !d.on && !d.part && d.capture === undefined && !(state && userId && lureBarred(state, d.id, userId, d.label))).map((d) => d.label);

/** A play as the command is typed. */
export const playCommand = (p: PlayInput): string =>
  ['/combat play', ...(p.fight ? [`fight:"${p.fight}"`, `direction:${p.direction}`] : []), ...(p.move ? [`move:"${p.move}"`, `maneuver:${p.maneuver}`] : []), ...(p.aim ? [`aim:${p.aim}`] : [])].join(' ');

/** The commands he may give now, each one the engine accepts (for him and the GM: his chits are his secret). */
export function offeredCommands(state: GameState, c: ClearingCombat, userId: string): string[] {
  if (!c.order.includes(userId)) return [];
  if (c.step === 'play') return c.playing.includes(userId) && !c.plays[userId] ? [playCommand(playOffer(state, c, userId))] : [];
  const turn = c.step === 'target' ? c.targetOrder?.[c.turn] : c.order[c.turn];
  if (turn !== userId) return [];
  // MP-6: his spell's target — each individual fighting here (the command takes several, split by commas).
  // MP-6: the targets his spell takes, judged by the target step's own check (cast.ts spellTargets).
  if (c.step === 'target' && c.casts?.[userId]) return [...c.denizens.filter((d) => !d.part).map((d) => d.label), ...c.order.map((id) => nameOf(state, id)), ...nativeGroupsIn(state, c), ...otherTargetWords(state, c)].filter((who) => aimable(state, c, userId, who)).map((who) => `/combat target who:"${who}"`);
  if (c.step !== 'action') return [];
  const o = encounterOffers(state, c, userId);
  return [
    ...(o.cast ? o.cast.map((k) => `/combat cast spell:"${k.spell}" chit:"${k.chit}"${k.detail ? ` detail:"${k.detail}"` : ''}`) : []),
    ...(o.run ? o.run.chits.flatMap((chit) => o.run!.to.map((to) => `/combat run chit:"${chit}" to:${to}`)) : []),
    ...(o.fly ? o.fly.chits.flatMap((chit) => o.fly!.to.map((to) => `/combat run chit:"${chit}" to:${to}`)) : []),
    ...(o.alert ? o.alert.chits.map((chit) => `/combat alert chit:"${chit}"`) : []),
    ...(o.charge ? o.charge.chits.flatMap((chit) => o.charge!.who.map((who) => `/combat charge who:"${who}" chit:"${chit}"`)) : []),
    ...o.drop.map((item) => `/combat drop item:"${item}"`),
    ...o.activate.map((item) => `/combat activate item:"${item}"`),
    ...(o.inactivate ? [`/combat activate item:"${o.inactivate}" inactivate:true`] : []),
    '/combat pass',
  ];
}

/** Whether his spell takes this target (not broken by it, not refused): the offer walks the check itself. */
function aimable(state: GameState, c: ClearingCombat, userId: string, who: string): boolean {
  let takes = false;
  return accepts(() => (takes = 'targets' in spellTargets(state, c, userId, who))) && takes;
}
