/**
 * A fight's steps (issue 15; RPG-C2, C8–C10, C14, C16, C33–C38, C41, A33–A36, D83, D84, D88): what each action of
 * `/fight` does to the fight. Pure: each returns the fight as it now stands, the libraries it changed, the referee
 * cards it drew, and the table's words — never a wizard's life total.
 *
 * Readings (docs/rules.md, "Fights with monsters"): initiative is chosen once, at the start of a fight (the card goes
 * to the graveyard until renewal, C8); a monster's life points are its toughness; a spell's mana is the GM's to check
 * (D66); a dodge always costs an action — this round's if it is still to come, else the next round's (C10's "abort
 * to dodge"); a wizard bleeds at the end of each round while at −1 or less and not stabilised (C33, R33).
 */
import { wizardWords } from '../sheet/words.js';
import { isGm, type GameState } from '../../../core/state.js';
import { RuleError } from '../../../core/types.js';
import { checkValue, type Card } from '../referee-deck.js';
import { cardValue } from '../sheet/checks.js';
import { cardInHand, readyWizard, spendCard } from '../sheet/library-rules.js';
import { effectPlay } from '../card-effects.js';
import { currentLife, effectiveAttributes, exhaustedRefusal, featCount, skillTotal, wizardNumbers, type Library, type Wizard } from '../sheet/creation.js';
import { dodges, damageTaken, grappleScore, initiativeOrder, lifeState, ARMOUR_CAP, type Initiative } from '../sheet/fighting.js';
import { dodgesPerTurn } from '../sheet/feats.js';
import { manaValue } from '../mana.js';
import type { Monster } from './monsters.js';
import type { Fight, FightWizard } from './state.js';

export interface Step {
  fight: Fight;
  /** Libraries changed (a card played or drawn, a hand lost), by user id. */
  libraries: Record<string, Library>;
  /** The table's words. */
  lines: string[];
  /** Wizards whose life points changed (each is told his own). */
  hurt: string[];
}

export interface Ctx {
  state: GameState;
  /** The next referee card (monsters' initiative, foci, item checks). */
  draw: () => Card;
  landValue: 0 | 1;
}

export const nameOf = (state: GameState, f: Fight, id: string): string => f.monsters.find((m) => m.id === id)?.name ?? state.wizards?.[id]?.name ?? id;
const fwOf = (f: Fight, userId: string): FightWizard | undefined => f.wizards.find((w) => w.userId === userId);
const setFw = (f: Fight, userId: string, change: (w: FightWizard) => FightWizard): Fight => ({ ...f, wizards: f.wizards.map((w) => (w.userId === userId ? change(w) : w)) });
const setMonster = (f: Fight, id: string, change: (m: Monster) => Monster): Fight => ({ ...f, monsters: f.monsters.map((m) => (m.id === id ? change(m) : m)) });
/** C10: the dodge card is replaced at once — it goes back, and the top card is drawn. */
const replace = (lib: Library, card: number): Library => {
  const deck = [...lib.deck, card];
  return { ...lib, hand: [...lib.hand.filter((i) => i !== card), deck[0]!], deck: deck.slice(1) };
};

/** Who acts now, or undefined between rounds. */
export const current = (f: Fight): string | undefined => f.order[f.at];

/** C2: at the start each wizard draws up to his hand size; his life points are his current ones. */
export function startFight(state: GameState, monsters: Monster[], id: number): Step {
  const wizards = Object.entries(state.wizards ?? {}).filter(([, w]) => w.library);
  if (!wizards.length) throw new RuleError('no wizard has a library to fight with', 'each sets a library with /wizard library');
  const libraries: Record<string, Library> = {};
  for (const [userId, w] of wizards) {
    const lib = w.library!;
    const drawn = lib.deck.slice(0, Math.max(0, wizardNumbers(w).handSize - lib.hand.length));
    libraries[userId] = { ...lib, hand: [...lib.hand, ...drawn], deck: lib.deck.slice(drawn.length) };
  }
  const fight: Fight = {
    id,
    round: 1,
    stage: 'initiative',
    monsters,
    wizards: wizards.map(([userId, w]) => ({ userId, life: currentLife(w), armour: 0, dodges: 0, taken: {} })),
    initiative: {},
    order: [],
    at: 0,
    grappled: {},
  };
  const list = monsters.map((m) => `${m.name} ${m.power}/${m.toughness}`).join(', ');
  return { fight, libraries, lines: [`⚔ A fight: ${list}. Each wizard draws up to their hand size and chooses an initiative card in secret: /fight initiative.`], hurt: [] };
}

/** A33–A36: the GM sets what a wizard wears: its points (armour and shield at most 2 unless magical). */
export function setArmour(state: GameState, f: Fight, userId: string, points: number, magical: boolean): Step {
  if (!fwOf(f, userId)) throw new RuleError(`${nameOf(state, f, userId)} is not in the fight`, 'see /fight show');
  const dr = magical ? points : Math.min(ARMOUR_CAP, points);
  return { fight: setFw(f, userId, (w) => ({ ...w, armour: dr, ...(magical ? { magicalArmour: true } : {}) })), libraries: {}, lines: [`${nameOf(state, f, userId)} wears armour: damage resistance ${dr}${dr > 0 ? ` — no spells while ${wizardWords(state, userId).subject} ${wizardWords(state, userId).verb('wears')} it (RPG-A34)` : ''}.`], hurt: [] };
}

/**
 * C8, C9: his initiative card in secret (or none); when every wizard has chosen, each monster's referee card + its
 * coloured symbols, and the order — ties to DX, then IQ (a monster's by D88), then a card drawn for each.
 */
export function chooseInitiative(ctx: Ctx, f: Fight, userId: string, card: string | undefined): Step {
  if (f.stage !== 'initiative') throw new RuleError('initiative is chosen at the start of the fight', 'see /fight show');
  if (!fwOf(f, userId)) throw new RuleError('you are not in the fight', 'the GM starts a fight with every wizard who has a library');
  if (f.initiative[userId] !== undefined) throw new RuleError('you have chosen your initiative', 'wait for the others');
  const lib = readyWizard(ctx.state, userId).library;
  const index: number | 'none' = card ? cardInHand(lib, card) : 'none';
  const chosen: Record<string, number | 'none'> = { ...f.initiative, [userId]: index };
  const waiting = f.wizards.filter((w) => chosen[w.userId] === undefined);
  const fight = { ...f, initiative: chosen };
  if (waiting.length) return { fight, libraries: {}, lines: [`✔ ${nameOf(ctx.state, f, userId)} has chosen ${wizardWords(ctx.state, userId).possessive} initiative.`], hurt: [] };
  const libraries: Record<string, Library> = {};
  const sides: Initiative[] = f.wizards.map((fw) => {
    const w = readyWizard(ctx.state, fw.userId);
    const c = chosen[fw.userId]!;
    if (c !== 'none') libraries[fw.userId] = spendCard(w.library, c);
    return { id: fw.userId, card: c === 'none' ? 0 : cardValue(w.library.cards[c]!, { landValue: ctx.landValue }), dx: effectiveAttributes(w).DX, iq: effectiveAttributes(w).IQ, alertness: featCount(w, 'Alertness') };
  });
  const lines: string[] = [`✔ ${nameOf(ctx.state, f, userId)} has chosen ${wizardWords(ctx.state, userId).possessive} initiative.`];
  for (const m of f.monsters.filter((x) => !x.dead)) {
    const drawn = ctx.draw();
    const value = checkValue(drawn, ctx.landValue);
    // C9: the card + its coloured symbols, and no more (its DX and IQ, D88, only break a tie).
    sides.push({ id: m.id, card: value, modifier: m.stats.initiative, dx: m.stats.DX, iq: m.stats.IQ });
    lines.push(`${m.name}'s initiative: ${drawn.name} (${value}) + ${m.stats.initiative} coloured = ${value + m.stats.initiative}.`);
  }
  const order = initiativeOrder(sides, () => {
    const c = ctx.draw();
    return checkValue(c, ctx.landValue);
  });
  lines.push(`The order: ${order.map((id) => nameOf(ctx.state, f, id)).join(', ')}.`);
  return { fight: { ...fight, stage: 'acting', order, at: 0 }, libraries, lines, hurt: [] };
}

/** The acting wizard's turn, or the rule that refuses it. */
function wizardTurn(state: GameState, f: Fight, userId: string): FightWizard {
  if (f.stage !== 'acting') throw new RuleError('the fight is not under way', 'see /fight show');
  if (f.pending) throw new RuleError(`${nameOf(state, f, f.pending.target)} answers ${nameOf(state, f, f.pending.monster)}'s attack first`, '/fight dodge card:<a card> or /fight take');
  if (current(f) !== userId) throw new RuleError(`it is ${nameOf(state, f, current(f) ?? '')}'s turn`, 'wait for yours');
  const fw = fwOf(f, userId)!;
  if (fw.life <= 0) throw new RuleError('you are unconscious', 'the GM moves the fight on');
  return fw;
}

const liveMonster = (state: GameState, f: Fight, target: string): Monster => {
  const m = f.monsters.find((x) => x.id === target || x.name.toLowerCase() === target.trim().toLowerCase());
  if (!m || m.dead) throw new RuleError(`no monster "${target}" stands in the fight`, `name one of ${f.monsters.filter((x) => !x.dead).map((x) => x.name).join(', ')}`);
  return m;
};

/** Damage to a monster (C14: attacks always hit; a monster wears no armour here): dead at 0 life; a kill calls for the focus card (C41). */
function hurtMonster(ctx: Ctx, f: Fight, m: Monster, amount: number): { fight: Fight; lines: string[] } {
  const life = m.life - amount;
  const dead = life <= 0;
  let fight = setMonster(f, m.id, (x) => ({ ...x, life, ...(dead ? { dead: true } : {}) }));
  const lines = [`${amount} damage to ${m.name}${dead ? ' — it is killed' : ''}.`];
  if (dead) {
    const { [m.id]: _freed, ...grappled } = fight.grappled;
    fight = { ...fight, grappled };
    // C41: the referee draws a card; its mana value exactly the monster's cost leaves a spell focus.
    const card = ctx.draw();
    const focus = !card.land && card.manaValue === manaValue(m.cost);
    lines.push(`Focus check: ${card.name} (${checkValue(card, 0)}) against its cost ${manaValue(m.cost)} — ${focus ? 'a spell focus remains in its remains (−3 DC to research its spell; Detect Magic and a Spell Research DC 6 check find it)' : 'no focus'}.`);
  }
  return { fight, lines };
}

/** C18, C14, A34, C38: he casts a spell from his hand at a monster, or on himself. */
export function cast(ctx: Ctx, f: Fight, userId: string, card: string, target: string | undefined): Step {
  const fw = wizardTurn(ctx.state, f, userId);
  if (fw.armour > 0) throw new RuleError('a wizard in armour casts no spells (RPG-A34)', 'take it off (5 minutes a point), or strike');
  if (Object.values(f.grappled).includes(userId)) throw new RuleError('a wizard in a grapple casts no spells (RPG-C38)', 'strike, or let go with /fight pass');
  const w = readyWizard(ctx.state, userId);
  const spent = exhaustedRefusal(w, 'spell');
  if (spent) throw spent;
  const at = cardInHand(w.library, card);
  const c = w.library.cards[at]!;
  if (c.land) throw new RuleError(`${c.name} is a land`, 'cast a spell');
  const libraries = { [userId]: spendCard(w.library, at) };
  // What the card does (card-effects.ts, as in a duel); here damage goes to a monster, a shield stands for the round.
  const p = effectPlay(c.effect);
  const me = nameOf(ctx.state, f, userId);
  let fight = f;
  let lines: string[];
  if (p?.damage !== undefined) {
    if (!target) throw new RuleError(`${c.name} needs a target`, 'add target:<a monster>');
    const m = liveMonster(ctx.state, f, target);
    const hit = hurtMonster(ctx, f, m, p.damage);
    fight = hit.fight;
    lines = [`${me} casts ${c.name} at ${m.name}: ${hit.lines.join(' ')}`];
  } else if (p?.prevent !== undefined) {
    const shield = p.prevent;
    fight = setFw(f, userId, (x) => ({ ...x, shield }));
    lines = [`${me} casts ${c.name}: up to ${shield} damage to ${wizardWords(ctx.state, userId).object} is prevented this round.`];
  } else if (p?.gain !== undefined) {
    const gain = p.gain;
    fight = setFw(f, userId, (x) => ({ ...x, life: x.life + gain }));
    lines = [`${me} casts ${c.name} and gains ${gain} life points.`];
  } else {
    lines = [`${me} casts ${c.name}: the GM applies it (/fight life for life points).`];
  }
  return next(ctx, fight, { libraries, lines, hurt: p?.gain !== undefined ? [userId] : [] });
}

/** C16: a physical attack with a weapon: his ST, +1 per Weapon Specialization. */
export function strike(ctx: Ctx, f: Fight, userId: string, target: string): Step {
  wizardTurn(ctx.state, f, userId);
  const w = readyWizard(ctx.state, userId);
  const m = liveMonster(ctx.state, f, target);
  const hit = hurtMonster(ctx, f, m, effectiveAttributes(w).ST + featCount(w, 'Weapon Specialization'));
  return next(ctx, hit.fight, { libraries: {}, lines: [`${nameOf(ctx.state, f, userId)} strikes ${m.name}: ${hit.lines.join(' ')}`], hurt: [] });
}

/** C38: a grapple — the higher of ST and DX on each side (a monster's by D88); the higher holds the other, a tie changes nothing. */
export function grapple(ctx: Ctx, f: Fight, userId: string, target: string): Step {
  wizardTurn(ctx.state, f, userId);
  const w = readyWizard(ctx.state, userId);
  const m = liveMonster(ctx.state, f, target);
  const mine = grappleScore(effectiveAttributes(w));
  const its = grappleScore(m.stats);
  const won = mine > its;
  const fight = won ? { ...f, grappled: { ...f.grappled, [m.id]: userId } } : f;
  const ww = wizardWords(ctx.state, userId);
  const outcome = won ? `${ww.subject} ${ww.verb('holds')} it: it cannot attack, and ${ww.subject} ${ww.verb('casts')} no spell while ${ww.subject} ${ww.verb('holds')} it` : mine === its ? 'a tie: nothing changes' : 'it slips free';
  return next(ctx, fight, { libraries: {}, lines: [`${nameOf(ctx.state, f, userId)} grapples ${m.name} (${mine} against ${its}): ${outcome}.`], hurt: [] });
}

/** He passes (or holds his action to dodge later, C10: a dodge then costs him nothing more). */
export function pass(ctx: Ctx, f: Fight, userId: string, hold: boolean): Step {
  wizardTurn(ctx.state, f, userId);
  const fight = hold ? setFw(f, userId, (x) => ({ ...x, gaveUp: true })) : f;
  // Letting go of a grapple.
  const grappled = Object.fromEntries(Object.entries(fight.grappled).filter(([, by]) => by !== userId));
  return next(ctx, { ...fight, grappled }, { libraries: {}, lines: [`${nameOf(ctx.state, f, userId)} ${hold ? `holds ${wizardWords(ctx.state, userId).possessive} action to dodge` : 'passes'}.`], hurt: [] });
}

/** The GM: the acting monster attacks a wizard (C14: it always hits, for its power less his DR). */
export function monsterAttack(ctx: Ctx, f: Fight, actor: string, target: string): Step {
  if (!isGm(ctx.state, actor)) throw new RuleError('the GM runs the monsters', 'ask the GM');
  if (f.stage !== 'acting' || f.pending) throw new RuleError('no monster can attack now', 'see /fight show');
  const m = f.monsters.find((x) => x.id === current(f));
  if (!m) throw new RuleError(`it is ${nameOf(ctx.state, f, current(f) ?? '')}'s turn, not a monster's`, 'wait for a monster’s turn');
  if (f.grappled[m.id]) throw new RuleError(`${m.name} is held in a grapple and cannot attack (RPG-C38)`, '/fight pass');
  const fw = fwOf(f, target);
  if (!fw || fw.life <= 0) throw new RuleError('that wizard is not standing in the fight', 'attack another');
  const w = readyWizard(ctx.state, target);
  // C10: he may dodge while he has dodges left this round and a card in hand.
  if (fw.dodges < dodgesPerTurn(w) && w.library.hand.length > 0) {
    return { fight: { ...f, pending: { monster: m.id, target } }, libraries: {}, lines: [`${m.name} attacks ${nameOf(ctx.state, f, target)}: ${wizardWords(ctx.state, target).subject} may dodge with a card (/fight dodge card:<a card of your hand>), or take it (/fight take).`], hurt: [] };
  }
  return landAttack(ctx, f, m, target, `${wizardWords(ctx.state, target).subject} cannot dodge now`);
}

/** C10: the target answers the attack — a dodge with a card (Dodge total + card > power + toughness, /fight dodge), or none: he takes it (/fight take). */
export function answerAttack(ctx: Ctx, f: Fight, userId: string, card: string | undefined): Step {
  const p = f.pending;
  if (!p || p.target !== userId) throw new RuleError('no attack waits on your answer', 'see /fight show');
  const m = f.monsters.find((x) => x.id === p.monster)!;
  const { pending: _answered, ...cleared } = f;
  if (!card) return landAttack(ctx, cleared, m, userId, `${wizardWords(ctx.state, userId).subject} ${wizardWords(ctx.state, userId).verb('takes')} it`);
  const w = readyWizard(ctx.state, userId);
  const at = cardInHand(w.library, card);
  const value = cardValue(w.library.cards[at]!, { landValue: ctx.landValue });
  const total = skillTotal(w, 'Dodge');
  const dodged = dodges({ dodgeTotal: total, card: value, power: m.power, toughness: m.toughness, equalIsEnough: ctx.state.options['dodge-equal'] === true });
  // The dodge costs his action: this round's if still to come, else the next round's (abort to dodge).
  const myTurn = cleared.order.indexOf(userId);
  const before = myTurn > cleared.at;
  let fight = setFw(cleared, userId, (x) => ({ ...x, dodges: x.dodges + 1, ...(before || x.gaveUp ? { gaveUp: true } : { aborted: true }) }));
  const libraries = { [userId]: replace(w.library, at) };
  const said = `${nameOf(ctx.state, f, userId)} dodges with ${w.library.cards[at]!.name}: Dodge ${total} + ${value} = ${total + value} against ${m.name}'s ${m.power} + ${m.toughness} = ${m.power + m.toughness}`;
  if (dodged) return next(ctx, fight, { libraries, lines: [`${said} — no damage.`], hurt: [] });
  const landed = landAttack(ctx, fight, m, userId, `${said} — too slow`);
  fight = landed.fight;
  return { ...landed, libraries: { ...libraries, ...landed.libraries } };
}

/** C14, A36, C33, C35, D83: the blow lands — power less DR (and a shield); thresholds; more than 10 from one source calls for an item check. */
function landAttack(ctx: Ctx, f: Fight, m: Monster, target: string, how: string): Step {
  const fw = fwOf(f, target)!;
  const through = damageTaken(m.power, fw.armour);
  const prevented = Math.min(fw.shield ?? 0, through);
  const amount = through - prevented;
  const life = fw.life - amount;
  const taken = (fw.taken[m.id] ?? 0) + amount;
  let fight = setFw(f, target, (x) => ({ ...x, life, taken: { ...x.taken, [m.id]: taken }, ...(prevented ? { shield: (x.shield ?? 0) - prevented } : {}) }));
  const who = nameOf(ctx.state, f, target);
  const lines = [`${m.name} hits ${who} (${how}): ${amount} damage${fw.armour ? ` after ${wizardWords(ctx.state, target).possessive} armour's ${fw.armour}` : ''}${prevented ? `, ${prevented} prevented` : ''}.`];
  const libraries: Record<string, Library> = {};
  const was = lifeState(fw.life);
  const now = lifeState(life);
  const told = thresholdLine(who, fw.life, life);
  if (told) lines.push(told);
  if (now !== was) {
    if (was === 'standing') {
      // C35: he loses his hand.
      const lib = readyWizard(ctx.state, target).library;
      libraries[target] = { ...lib, hand: [], graveyard: [...lib.graveyard, ...lib.hand] };
      fight = { ...fight, grappled: Object.fromEntries(Object.entries(fight.grappled).filter(([, by]) => by !== target)) };
    }
  }
  // D83, R23: more than 10 damage in one round from one source.
  if (taken > 10 && taken - amount <= 10) lines.push(`${who} took more than 10 damage from one source this round: the GM checks ${wizardWords(ctx.state, target).possessive} magic items (/fight item-check, RPG-D83).`);
  return next(ctx, fight, { libraries, lines, hurt: [target] });
}

/** The GM ends a monster's turn without an attack (or a grappled one's). */
export function monsterPass(ctx: Ctx, f: Fight, actor: string): Step {
  if (!isGm(ctx.state, actor)) throw new RuleError('the GM runs the monsters', 'ask the GM');
  const m = f.monsters.find((x) => x.id === current(f));
  if (!m || f.pending) throw new RuleError('it is no monster’s turn', 'see /fight show');
  return next(ctx, f, { libraries: {}, lines: [`${m.name} does not attack.`], hurt: [] });
}

/** Moves to the next combatant able to act; at the end of a round, bleeding and a new round; the end when one side is down. */
function next(ctx: Ctx, f: Fight, step: Omit<Step, 'fight'>): Step {
  let fight = f;
  const lines = [...step.lines];
  const hurt = [...step.hurt];
  const standing = (id: string) => {
    const m = fight.monsters.find((x) => x.id === id);
    if (m) return !m.dead;
    const w = fwOf(fight, id);
    return !!w && w.life > 0 && !w.gaveUp;
  };
  if (fight.monsters.every((m) => m.dead)) return { fight: { ...fight, stage: 'over' }, ...step, lines: [...lines, 'Every monster is down: the fight is over.'], hurt };
  if (fight.wizards.every((w) => w.life <= 0)) return { fight: { ...fight, stage: 'over' }, ...step, lines: [...lines, 'Every wizard is down: the fight is over.'], hurt };
  let at = fight.at + 1;
  for (let guard = 0; guard < 2 * (fight.order.length + 1); guard++) {
    if (at >= fight.order.length) {
      // End of the round (C33, R33): bleeding at −1 or less, unless stabilised; then a new round.
      // R33's option: bleeding never takes him to −5; only a deliberate blow (the GM's /fight life) does.
      const merciful = ctx.state.options['deliberate-death'] === true;
      for (const w of fight.wizards) {
        if (w.life <= -1 && w.life > -5 && !w.stabilised && !(merciful && w.life - 1 <= -5)) {
          fight = setFw(fight, w.userId, (x) => ({ ...x, life: x.life - 1 }));
          hurt.push(w.userId);
          lines.push(`${nameOf(ctx.state, fight, w.userId)} bleeds${w.life - 1 <= -5 ? ' to death' : ''}.`);
        }
      }
      fight = { ...fight, round: fight.round + 1, at: 0, wizards: fight.wizards.map((w) => ({ ...w, dodges: 0, taken: {}, shield: 0, gaveUp: w.aborted ?? false, aborted: false })) };
      lines.push(`Round ${fight.round}.`);
      at = 0;
      if (fight.wizards.every((w) => w.life <= 0)) return { fight: { ...fight, stage: 'over' }, ...step, lines: [...lines, 'Every wizard is down: the fight is over.'], hurt };
    }
    if (standing(fight.order[at]!)) break;
    at++;
  }
  fight = { ...fight, at };
  lines.push(`Now: ${nameOf(ctx.state, fight, fight.order[at]!)}.`);
  return { fight, libraries: step.libraries, lines, hurt };
}

/**
 * RPG-C33: the table's words when his life points cross a threshold downwards — unconscious at 0, bleeding at −1,
 * dead at −5 — whether a blow or the GM's /fight life took him there (a healing is not announced).
 */
function thresholdLine(who: string, before: number, after: number): string | undefined {
  const was = lifeState(before);
  const now = lifeState(after);
  if (now === was || after >= before || now === 'standing') return undefined;
  return `${who} is ${now === 'bleeding' ? 'unconscious and bleeding' : now} (RPG-C33).`;
}

/** The GM changes life points (a card only he can read; a wound from outside the fight; a healing). */
export function adjust(ctx: Ctx, f: Fight, actor: string, who: string, change: number): Step {
  if (!isGm(ctx.state, actor)) throw new RuleError('the GM applies life changes', 'ask the GM');
  const m = f.monsters.find((x) => x.id === who || x.name.toLowerCase() === who.toLowerCase());
  // One brought down on his own turn loses it: the fight moves on.
  const movesOn = (fight: Fight, id: string, down: boolean, step: Omit<Step, 'fight'>): Step => (down && f.stage === 'acting' && current(f) === id ? next(ctx, fight, step) : { fight, ...step });
  if (m) {
    const life = m.life + change;
    return movesOn(setMonster(f, m.id, (x) => ({ ...x, life, ...(life <= 0 ? { dead: true } : {}) })), m.id, life <= 0, { libraries: {}, lines: [`The GM changes ${m.name}'s life points${life <= 0 ? ': it is down' : ''}.`], hurt: [] });
  }
  const fw = fwOf(f, who);
  if (!fw) throw new RuleError(`no one called ${who} is in the fight`, 'name a wizard (@player) or a monster');
  const life = fw.life + change;
  const lines = [`The GM changes ${nameOf(ctx.state, f, who)}'s life points.`];
  const libraries: Record<string, Library> = {};
  // C33: every threshold he crosses is told, the GM's wound as a blow's (to −5 he is dead, whoever brought him there).
  const told = thresholdLine(nameOf(ctx.state, f, who), fw.life, life);
  if (told) lines.push(told);
  if (fw.life > 0 && life <= 0) {
    // C35: unconscious, he loses his hand.
    const lib = readyWizard(ctx.state, who).library;
    libraries[who] = { ...lib, hand: [], graveyard: [...lib.graveyard, ...lib.hand] };
  }
  return movesOn(setFw(f, who, (x) => ({ ...x, life })), who, life <= 0, { libraries, lines, hurt: [who] });
}

/** C34: bleeding stopped (his Stabilize Self DC 9, another's Healing DC 6, magic): the GM marks it. */
export function stabilise(ctx: Ctx, f: Fight, actor: string, userId: string): Step {
  if (!isGm(ctx.state, actor)) throw new RuleError('the GM marks a wizard stabilised, after the check', 'ask the GM');
  if (!fwOf(f, userId)) throw new RuleError('that wizard is not in the fight', 'see /fight show');
  return { fight: setFw(f, userId, (x) => ({ ...x, stabilised: true })), libraries: {}, lines: [`${nameOf(ctx.state, f, userId)}'s bleeding is stopped (RPG-C34).`], hurt: [] };
}

/** D84, R23, R24: an item's destruction check — a referee card whose mana value reaches its toughness destroys it. */
export function itemCheck(ctx: Ctx, actor: string, item: string, toughness: number): { lines: string[]; destroyed: boolean } {
  if (!isGm(ctx.state, actor)) throw new RuleError('the GM checks items', 'ask the GM');
  const card = ctx.draw();
  const value = checkValue(card, 0);
  const destroyed = value >= toughness;
  return { lines: [`Item check for ${item} (toughness ${toughness}): ${card.name} (${value}) — ${destroyed ? 'destroyed' : 'it holds'} (RPG-D84).`], destroyed };
}
