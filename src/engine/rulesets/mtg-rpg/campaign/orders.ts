import type { UserRef } from '../../../core/types.js';
import { RuleError } from '../../../core/types.js';
import { hexAt } from '../campaign-map.js';
import { STRUCTURES } from '../lookup-tables.js';
import { actionCost, freeActionCost, nextFortification, PRICES } from './costs.js';
import { actionResources, derived, findRealm, hexDistance, hexNamed, realmHexes, touchesRealm } from './realm.js';
import type { CampaignState, FreeAction, RealmAction, RealmOrders, RealmSheet } from './types.js';

/** The orders a realm follows when nobody gave any: keep the tax rate, spend nothing, take no action. */
export function defaultOrders(r: RealmSheet, by: UserRef): RealmOrders {
  return { tax: r.tax, hardshipGold: false, troops: 0, delay: false, reduceMilitary: 0, knowledge: 'resources', actions: [null, null], free: [], by };
}

export const ordersOf = (c: CampaignState, r: RealmSheet, gm: UserRef): RealmOrders => c.orders[r.id] ?? defaultOrders(r, gm);

/** Sheet items espionage may learn (RPG-F60). */
export const SHEET_ITEMS = ['calling', 'demeanor', 'diplomacy', 'wisdom', 'wilderness-lore', 'war', 'military', 'treasury', 'discontent', 'hardship', 'tax'] as const;

const label = (slot: number) => `action ${slot + 1}`;

/**
 * Checks a realm's orders against its sheet and the map, and returns them with hex names made canonical. A broken
 * rule is a RuleError naming the action and the rule. Gold is checked when the turn pays (the treasury changes in
 * the treasury sub-phase); resources are checked here, since they cannot be saved (RPG-F35).
 */
export function checkOrders(c: CampaignState, r: RealmSheet, orders: RealmOrders): RealmOrders {
  const { figures, cap, upkeep } = derived(c, r);
  if (orders.troops > r.military) throw new RuleError(`${r.name} has military strength ${r.military}, not ${orders.troops} to put into the discontent check`, `troops: 0 to ${r.military}`);
  if (orders.reduceMilitary > r.military) throw new RuleError(`${r.name} has military strength ${r.military}, it cannot dismiss ${orders.reduceMilitary}`, `reduce: 0 to ${r.military}`);
  const actions = orders.actions.map((a, slot) => (a ? checkAction(c, r, a, slot, orders) : null));
  const [a1, a2] = actions;
  // RPG-F57: only one fortify action a turn.
  if (a1?.kind === 'fortify' && a2?.kind === 'fortify') throw new RuleError('a base can be fortified only one level a turn', 'give the second action to something else (RPG-F57)');
  // RPG-F46: a wizard ruler who joins the war takes no other action.
  if ([a1, a2].some((a) => a?.kind === 'war' && a.rulerJoins) && a1 && a2) {
    throw new RuleError('a ruler who joins the war takes no other action that turn', 'clear the other action, or leave the ruler at home (RPG-F46)');
  }
  // RPG-F35, R56: the resources of the turn's actions (the rating, or what upkeep leaves with upkeep-pool shared),
  // plus what the orders buy.
  const shared = c.settings.upkeepPool === 'shared';
  const pool = actionResources(c, figures.resources, upkeep.needed);
  const bought = actions.reduce((n, a) => n + (a ? (actionCost(c, r, a).adds ?? 0) : 0), 0);
  const used = actions.reduce((n, a) => n + (a && a.kind !== 'sell-resources' ? actionCost(c, r, a).resources : 0), 0);
  const sold = actions.reduce((n, a) => n + (a?.kind === 'sell-resources' ? (a.amount ?? 0) : 0), 0);
  const decrees = orders.free.filter((f) => f.kind === 'decree').length;
  const freeUsed = decrees * PRICES.decreeResources;
  if (used + sold + freeUsed > pool + bought) {
    throw new RuleError(
      `these orders need ${used + sold + freeUsed} resources, and ${r.name} has ${pool + bought} this turn (rating ${figures.resources}${shared ? `, civilian upkeep ${upkeep.needed}` : ''}${bought ? `, ${bought} bought` : ''})`,
      'resources cannot be saved: choose cheaper actions, or buy resources with the other action (RPG-F35, F55)',
    );
  }
  if (decrees > PRICES.decreesPerTurn) throw new RuleError(`${decrees} decrees in one turn`, 'no king should have more than two decrees in a turn (RPG-F62)');
  const recruits = actions.filter((a) => a?.kind === 'recruit' || a?.kind === 'naval').length;
  if (recruits && r.military + recruits > cap) {
    throw new RuleError(`${r.name} cannot recruit above its cap: strength ${r.military}, cap ${cap} (population ${figures.population} ÷ 5, rounded up${cap > Math.ceil(figures.population / 5) ? ', + Barracks' : ''})`, 'build a Barracks, or grow the realm (RPG-F40)');
  }
  return { ...orders, actions, free: orders.free.map((f) => checkFree(c, r, f)) };
}

/** What one action's check needs: the campaign, the realm, the action and its slot, and the helpers every check shares. */
interface ActionCheck {
  c: CampaignState;
  r: RealmSheet;
  a: RealmAction;
  slot: number;
  orders: RealmOrders;
  /** How the errors name the action: "action 1 (war)". */
  what: string;
  /** The action's hexes, canonically named. */
  hexes: string[];
  /** The realm's own hexes. */
  own: Set<string>;
  /** The checked action: the check fills in what it makes canonical (target, amount). */
  out: RealmAction;
  needHex: (n?: number) => void;
  needTarget: () => string;
}

function checkAction(c: CampaignState, r: RealmSheet, a: RealmAction, slot: number, orders: RealmOrders): RealmAction {
  const what = `${label(slot)} (${a.kind})`;
  const hexes = (a.hexes ?? []).map((h) => hexNamed(c, h));
  const own = new Set(realmHexes(c, r.id).map((h) => h.name));
  const needHex = (n = 1) => {
    if (hexes.length < n) throw new RuleError(`${what} needs ${n === 1 ? 'a hex' : `${n} hexes`}`, 'name hexes like C4, separated by spaces');
  };
  const needTarget = () => {
    if (!a.target) throw new RuleError(`${what} needs a target realm`, 'add target:<realm>');
    const t = findRealm(c, a.target);
    if (t.id === r.id) throw new RuleError(`${what} cannot target ${r.name} itself`, 'choose another realm');
    if (!t.inPlay) throw new RuleError(`${t.name} is no longer in play`, 'choose another realm');
    return t.id;
  };
  const out: RealmAction = { ...a, ...(a.hexes ? { hexes } : {}) };
  ACTION_CHECKS[a.kind]({ c, r, a, slot, orders, what, hexes, own, out, needHex, needTarget });
  return out;
}

const noCheck = (): void => {};

function needAmount(x: ActionCheck, of: string): void {
  if (!x.a.amount || x.a.amount < 1) throw new RuleError(`${x.what} needs how many ${of}`, `add amount:<${of}>`);
}

/** One check per kind of action: each throws a RuleError naming the action and the rule it breaks. */
const ACTION_CHECKS: { [K in RealmAction['kind']]: (x: ActionCheck) => void } = {
  'open-trade': ({ c, r, out, needTarget }) => {
    out.target = needTarget();
    if (r.tradeRoutes.includes(out.target)) throw new RuleError(`${r.name} already trades with ${findRealm(c, out.target).name}`, 'choose another realm (RPG-F36)');
  },
  diplomacy: ({ out, needTarget }) => {
    out.target = needTarget();
  },
  espionage: ({ a, what, out, needTarget }) => {
    out.target = needTarget();
    if (!a.spy) throw new RuleError(`${what} needs what to do on success`, 'add spy: bandits, controversy, assassination, food-stores, agreements, troops, sheet (with item:) or trace (RPG-F60)');
    if (a.spy === 'sheet' && !SHEET_ITEMS.includes(a.item as (typeof SHEET_ITEMS)[number])) {
      throw new RuleError(`${what} must name the item of the sheet to learn`, `item: ${SHEET_ITEMS.join(', ')}`);
    }
  },
  'build-road': checkRoad,
  'build-structure': ({ a, what }) => {
    if (!STRUCTURES.some((s) => s.id === a.structure)) throw new RuleError(`${what} needs a structure`, `structure: ${STRUCTURES.map((s) => s.id).join(', ')}`);
  },
  recruit: noCheck,
  naval: ({ r }) => {
    if (!r.structures.some((s) => s.id === 'shipyard' && s.seasonsLeft === 0)) throw new RuleError(`${r.name} has no finished Shipyard`, 'naval units need a Shipyard (RPG-F42)');
  },
  mercenaries: (x) => needAmount(x, 'units'),
  scouts: (x) => {
    needAmount(x, 'units');
    const { a, hexes } = x;
    if (hexes.length > a.amount! * PRICES.scoutHexes) {
      throw new RuleError(`${a.amount} scout unit(s) explore at most ${a.amount! * PRICES.scoutHexes} hexes`, 'hire more scouts or name fewer hexes (RPG-F44)');
    }
  },
  'wizard-unit': noCheck,
  war: checkWar,
  'guarding-army': ({ c, r, a, what, hexes, own, needHex }) => {
    needHex();
    const h = hexes[0]!;
    if (!own.has(h)) throw new RuleError(`${what}: ${h} is not in ${r.name}`, 'place it in a hex of your realm (RPG-F52)');
    if (hexAt(c.map, h).hex.guard) throw new RuleError(`${what}: ${h} already has a guarding army`, 'at most one per hex (RPG-E3)');
    if (r.military < 1) throw new RuleError(`${r.name} has no military strength to station`, 'recruit first (RPG-F52)');
    if (a.withWizard && r.wizardUnits < 1) throw new RuleError(`${r.name} has no wizard unit to add`, 'hire one with the wizard-unit action (RPG-F43)');
  },
  festival: ({ a, what }) => {
    if (!a.festival) throw new RuleError(`${what} needs its kind`, 'festival: simple, impressive or elaborate (RPG-F54)');
  },
  'buy-resources': (x) => needAmount(x, 'resources'),
  'sell-resources': (x) => needAmount(x, 'resources'),
  'build-base': ({ c, r, what, hexes, own, needHex }) => {
    needHex();
    const h = hexes[0]!;
    if (!own.has(h)) throw new RuleError(`${what}: ${h} is not in ${r.name}`, 'build in a hex of your realm (RPG-F56)');
    if (hexAt(c.map, h).hex.base) throw new RuleError(`${what}: ${h} already has a base`, 'one base per hex (RPG-E2)');
  },
  fortify: ({ c, r, what, hexes, own, needHex }) => {
    needHex();
    const h = hexes[0]!;
    const base = hexAt(c.map, h).hex.base;
    if (!own.has(h) || !base) throw new RuleError(`${what}: ${h} is not a base of ${r.name}`, 'fortify one of your bases (RPG-F57)');
    if (!nextFortification(base.fortification)) throw new RuleError(`${what}: the base at ${h} is at level VI already`, 'six levels at most (RPG-F57)');
  },
  'move-capitol': ({ c, r, what, hexes, own, needHex }) => {
    needHex();
    const h = hexes[0]!;
    const base = hexAt(c.map, h).hex.base;
    if (!own.has(h) || !base) throw new RuleError(`${what}: ${h} is not a base of ${r.name}`, 'the capitol moves to another of your bases (RPG-F58)');
    if (base.capitol) throw new RuleError(`${what}: ${h} is already the capitol`, 'name another base');
  },
};

/** RPG-F37: a road runs from base to base, hex by hex over land, from or to the realm; both actions make one road of up to 12. */
function checkRoad({ c, r, a, slot, orders, what, hexes, own, out, needHex }: ActionCheck): void {
  needHex(2);
  const limit = orders.actions.every((x) => x?.kind === 'build-road') ? PRICES.roadHexesPerAction * 2 : PRICES.roadHexesPerAction;
  if (hexes.length - 1 > limit) throw new RuleError(`${what} enters ${hexes.length - 1} hexes`, `a road action builds at most ${PRICES.roadHexesPerAction} hexes, ${limit === 12 ? 'and this one is taken twice: 12' : '12 when both actions build it'} (RPG-F37)`);
  for (const end of [hexes[0]!, hexes[hexes.length - 1]!]) {
    if (!hexAt(c.map, end).hex.base) throw new RuleError(`${what}: a road runs from base to base, and ${end} has no base`, 'start and end the road at bases (RPG-F37)');
  }
  for (let i = 1; i < hexes.length; i++) {
    if (hexDistance(c, hexes[i - 1]!, hexes[i]!) !== 1) throw new RuleError(`${what}: ${hexes[i - 1]} and ${hexes[i]} are not next to each other`, 'list the road hex by hex');
    if (hexAt(c.map, hexes[i]!).hex.terrain === 'sea') throw new RuleError(`${what}: ${hexes[i]} is sea`, 'roads run over land');
  }
  if (!hexes.some((h) => own.has(h))) throw new RuleError(`${what}: the road must start or end in ${r.name}`, 'start it at one of your bases');
  // Both actions build one road of up to 12 hexes: the second repeats the first.
  if (slot === 1 && orders.actions[0]?.kind === 'build-road' && sameHexes(orders.actions[0].hexes, a.hexes)) out.amount = 0;
}

/** RPG-F45, F46, F47: war with the strength left after the discontent check, over land hexes each touching the realm or a hex before it. */
function checkWar({ c, r, a, orders, what, hexes, own, out, needHex }: ActionCheck): void {
  const most = r.military - orders.troops;
  const strength = a.amount ?? most;
  if (strength < 1 || strength > most) {
    throw new RuleError(
      `${r.name} can attack with strength 1 to ${most} (strength ${r.military}${orders.troops ? `, ${orders.troops} used against discontent` : ''}), not ${strength}`,
      'lower amount:, or put fewer troops into the discontent check (RPG-F45, F32)',
    );
  }
  out.amount = strength;
  needHex();
  const bought = new Set<string>();
  for (const h of hexes) {
    if (own.has(h)) throw new RuleError(`${what}: ${h} already belongs to ${r.name}`, 'list hexes to capture');
    if (hexAt(c.map, h).hex.terrain === 'sea') throw new RuleError(`${what}: ${h} is sea`, 'war takes land hexes (coastal hexes with naval units: GM)');
    if (!touchesRealm(c, r.id, h, bought)) {
      throw new RuleError(`${what}: ${h} is not next to ${r.name} or to a hex listed before it`, 'each hex must touch the realm or a hex before it in the list (RPG-F47)');
    }
    bought.add(h);
  }
  if (a.rulerJoins && !r.wizardRuler) throw new RuleError(`${r.name}'s ruler is not a wizard`, 'only a wizard ruler joins the war as a wizard unit (RPG-F46)');
}

function checkFree(c: CampaignState, r: RealmSheet, f: FreeAction): FreeAction {
  switch (f.kind) {
    case 'decree':
    case 'grant':
      if (!f.text) throw new RuleError(`the ${f.kind} needs a text`, `say what it is, e.g. text:"a levy on the salt road"`);
      return f;
    case 'move-troops': {
      if (!f.from || !f.to) throw new RuleError('moving troops needs from: and to:', 'e.g. from:C4 to:E5');
      const from = hexNamed(c, f.from);
      const to = hexNamed(c, f.to);
      const own = new Set(realmHexes(c, r.id).map((h) => h.name));
      if (!own.has(from) || !hexAt(c.map, from).hex.guard) throw new RuleError(`${from} holds no guarding army of ${r.name}`, 'move one of your guarding armies');
      if (!own.has(to)) throw new RuleError(`${to} is not in ${r.name}`, 'troops march within the realm (RPG-F64)');
      if (hexAt(c.map, to).hex.guard) throw new RuleError(`${to} already has a guarding army`, 'at most one per hex (RPG-E3)');
      return { ...f, from, to };
    }
    case 'disband':
      if (!f.amount || f.amount < 1) throw new RuleError('disbanding needs how many units', 'add amount:<units>');
      if (!f.mercenaries && f.amount > r.military) throw new RuleError(`${r.name} has strength ${r.military}`, `disband at most ${r.military}`);
      return f;
  }
}

const sameHexes = (a?: string[], b?: string[]) => !!a && !!b && a.length === b.length && a.every((h, i) => h.toUpperCase() === b[i]!.toUpperCase());

/** What the orders will cost, for the ruler's confirmation (gold is paid from the treasury after taxes). */
export function ordersCost(c: CampaignState, r: RealmSheet, o: RealmOrders): { gold: number; resources: number } {
  let gold = 0;
  let resources = 0;
  for (const a of o.actions) {
    if (!a || (a.kind === 'build-road' && a.amount === 0)) continue;
    const cost = actionCost(c, r, a);
    gold += cost.gold;
    resources += cost.resources;
  }
  for (const f of o.free) {
    const cost = freeActionCost(c, f, (a, b) => hexDistance(c, a, b));
    gold += cost.gold;
    resources += cost.resources;
  }
  if (o.hardshipGold) gold += PRICES.hardshipGoldPerPopulation * derived(c, r).figures.population;
  return { gold, resources };
}
