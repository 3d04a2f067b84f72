import type { UserRef } from '../../../core/types.js';
import type { DiceSource } from '../../../dice.js';
import { hexAt } from '../campaign-map.js';
import { captureCost, populationModifier, STRUCTURES, TAX_RATES, type Terrain } from '../lookup-tables.js';
import { drawCard, resolveCheck, type CheckResult, type Draw, type RefereeDeck } from '../referee-deck.js';
import { actionCost, festivalGoldPerPopulation, freeActionCost, gp, nextFortification, PRICES } from './costs.js';
import { ordersOf, SHEET_ITEMS } from './orders.js';
import { eventByNumber, RANDOM_EVENTS, type RandomEvent } from './random-events.js';
import { actionResources, capitolOf, derived, figuresOf, hexDistance, illWill, realmHexes, realmsInPlay, setIllWill, structureName, touchesRealm } from './realm.js';
import type { CampaignState, FreeAction, RealmAction, RealmOrders, RealmSheet, TempModifier, TurnReport } from './types.js';

/** One referee-deck check of the turn, as the event records it: with the draw, so a replay draws the same card. */
export interface TurnCheck extends CheckResult, Omit<Draw, 'card'> {
  realm: string;
}

export interface TurnOutcome {
  campaign: CampaignState;
  deck: RefereeDeck;
  report: TurnReport;
  checks: TurnCheck[];
  /** Dice rolled (events, durations, the second realm of a strife), in order. */
  rolls: { what: string; value: number }[];
}

/**
 * RPG-F2: one campaign turn, one season of 60 days, for every realm in play: 1 the random event phase, 2 initiative,
 * 3 each realm's turn in initiative order — (a) hardship, (b) treasury, (c) discontent, (d) actions, (e) adjustment —
 * and 4 recording (RPG-R72). Pure: the campaign and the deck go in, new ones come out; every card and die is drawn
 * from the given deck and dice and written into the outcome.
 */
export function resolveTurn(input: { campaign: CampaignState; deck: RefereeDeck; dice: DiceSource; landValue: number; gm: UserRef }): TurnOutcome {
  const t = new Turn(structuredClone(input.campaign), input.deck, input.dice, input.landValue, input.gm);
  return t.run();
}

/** What happens to one realm in this turn, beside its sheet. */
interface RealmTurn {
  orders: RealmOrders;
  lines: string[];
  /** Resources of this turn (RPG-R56): rating + bonuses, less upkeep; actions spend it. */
  pool: number;
  resourceBonus: number;
  extraUpkeep: number;
  tradePercent: number;
  /** RPG-F26: a failed hardship check raises this turn's discontent DC by 3 and blocks recruiting (R55). */
  hardshipFailed: boolean;
  knowledgeGold: number;
  /** Capture point purchases etc. worth telling the channel. */
  publicLines: string[];
  /**
   * The sheet as it stands at the start of the actions sub-phase (004 l.1656-1658: hexes won change population only in
   * the adjustment sub-phase): the actions are priced and capped on it.
   */
  atActions?: { population: number; cap: number };
}

/** One action being carried out: the realm, its turn, the action, its title in the report and what it costs. */
interface ActionStep {
  r: RealmSheet;
  rt: RealmTurn;
  a: RealmAction;
  title: string;
  cost: { gold: number; resources: number };
  costText: string;
}

class Turn {
  private readonly checks: TurnCheck[] = [];
  private readonly rolls: { what: string; value: number }[] = [];
  private readonly realmTurns = new Map<string, RealmTurn>();
  private readonly publicLines: string[] = [];
  private readonly secrets: Record<string, string[]> = {};
  private readonly eventsDrawn: { realm: string; event: string }[] = [];
  private readonly turnNo: number;

  constructor(
    private readonly c: CampaignState,
    private deck: RefereeDeck,
    private readonly dice: DiceSource,
    private readonly landValue: number,
    gm: UserRef,
  ) {
    this.turnNo = c.turn + 1;
    for (const r of realmsInPlay(c)) {
      this.realmTurns.set(r.id, {
        orders: ordersOf(c, r, gm),
        lines: [],
        pool: 0,
        resourceBonus: 0,
        extraUpkeep: 0,
        tradePercent: 100,
        hardshipFailed: false,
        knowledgeGold: 0,
        publicLines: [],
      });
    }
  }

  run(): TurnOutcome {
    this.publicLines.push(`**Campaign turn ${this.turnNo}**: ${seasonName(this.turnNo)} (60 days)`);
    this.randomEvents();
    const order = this.initiative();
    for (const id of order) {
      const r = this.realm(id);
      if (r.inPlay) this.realmTurn(r);
    }
    this.endOfTurn();
    const report: TurnReport = {
      turn: this.turnNo,
      public: this.publicLines,
      initiative: order,
      events: this.eventsDrawn,
      realms: Object.fromEntries([...this.realmTurns].map(([id, rt]) => [id, rt.lines])),
      secrets: this.secrets,
      espionage: this.c.espionage.filter((e) => e.turn === this.turnNo),
    };
    // RPG-F67 recording: each realm's report of the turn is its log (the events carry it, the state does not).
    this.c.turn = this.turnNo;
    this.c.orders = {};
    return { campaign: this.c, deck: this.deck, report, checks: this.checks, rolls: this.rolls };
  }

  // -------------------------------------------------------------------------------------------------------
  // Draws

  private realm(id: string): RealmSheet {
    return this.c.realms.find((r) => r.id === id)!;
  }

  private rt(r: RealmSheet): RealmTurn {
    return this.realmTurns.get(r.id)!;
  }

  /** A referee-deck check (RPG-R2): card value + rating against a DC. */
  private check(r: RealmSheet, what: string, rating: number, dc: number, landValue = this.landValue): CheckResult {
    const { card, deck, index, reshuffled } = drawCard(this.deck, this.dice, landValue);
    this.deck = deck;
    const result = resolveCheck(what, card, rating, dc, landValue);
    this.checks.push({ ...result, index, reshuffled, realm: r.id });
    return result;
  }

  private roll(what: string, min: number, max: number): number {
    const value = this.dice.int(min, max);
    this.rolls.push({ what, value });
    return value;
  }

  /**
   * A line of the realm's own report; `publicLine` also tells the channel — what anyone in the world would learn,
   * never a number of the private sheet (strength, treasury, discontent, checks).
   */
  private say(r: RealmSheet, line: string, publicLine?: string): void {
    this.rt(r).lines.push(line);
    if (publicLine) this.publicLines.push(`${r.name}: ${publicLine}`);
  }

  // -------------------------------------------------------------------------------------------------------
  // 1. Random events (RPG-F3, R4: one d20 per realm)

  private randomEvents(): void {
    if (this.c.settings.randomEvents === 'gm') return;
    for (const r of realmsInPlay(this.c)) {
      const event = eventByNumber(this.roll(`random event for ${r.name}`, 1, RANDOM_EVENTS.length));
      this.eventsDrawn.push({ realm: r.id, event: event.id });
      this.applyEvent(r, event, 'event');
    }
  }

  /** An event's effect on a realm: from the event phase, or fostered by another realm's spies (RPG-F60). */
  private applyEvent(r: RealmSheet, event: RandomEvent, cause: 'event' | 'espionage'): void {
    const rt = this.rt(r);
    const source = `${event.name} (${cause === 'event' ? 'event' : 'fostered by spies'}, turn ${this.turnNo})`;
    const details: string[] = [];
    if (event.modifier) {
      let turns = event.modifier.turns;
      if (event.modifier.turnsDie) {
        turns = this.roll(`${event.name}: turns it lasts`, 1, event.modifier.turnsDie);
        details.push(`for ${turns} turn${turns === 1 ? '' : 's'}`);
      }
      this.addModifier(r, { id: event.id, kind: event.modifier.kind, value: event.modifier.value, source, turnsLeft: turns, ...(event.modifier.endsOn ? { endsOn: event.modifier.endsOn } : {}) });
    }
    if (event.buildingsDie) {
      const n = this.roll(`${event.name}: buildings destroyed`, 1, event.buildingsDie);
      details.push(`${n} building${n === 1 ? '' : 's'} destroyed`);
    }
    if (event.goldChoice && rt.orders.knowledge === 'gold') {
      rt.knowledgeGold += event.goldChoice;
      details.push(`the ruler takes ${gp(event.goldChoice)}`);
    } else if (event.resources) {
      rt.resourceBonus += event.resources;
      if (event.goldChoice) details.push(`the ruler takes ${event.resources} resources`);
    }
    if (event.upkeep) rt.extraUpkeep += event.upkeep;
    if (event.tradePercent) rt.tradePercent = Math.min(rt.tradePercent, event.tradePercent);
    const line = `${cause === 'event' ? 'Event' : 'Spies strike'}: **${event.name}** — ${event.text}${details.length ? ` (${details.join(', ')})` : ''}`;
    this.say(r, line, line);
    if (event.strife) this.politicalStrife(r);
  }

  /** RPG-F18: a second realm at random; Diplomacy against the ill-will with it; failure: ill-will +3. */
  private politicalStrife(r: RealmSheet, withRealm?: RealmSheet): void {
    const others = realmsInPlay(this.c).filter((o) => o.id !== r.id);
    if (others.length === 0) {
      this.say(r, 'There is no other realm to quarrel with.');
      return;
    }
    const other = withRealm ?? others[this.roll('Political Strife: the second realm', 1, others.length) - 1]!;
    const before = illWill(this.c, r.id, other.id);
    const check = this.check(r, `political strife with ${other.name}`, r.diplomacy, before);
    if (check.success) this.say(r, `Strife with ${other.name}: Diplomacy ${describe(check)} — calmed.`, `an incident with ${other.name} is calmed.`);
    else {
      setIllWill(this.c, r.id, other.id, before + 3);
      this.say(r, `Strife with ${other.name}: Diplomacy ${describe(check)} — ill-will ${before} → ${before + 3}.`, `an incident with ${other.name} sours relations.`);
    }
  }

  private addModifier(r: RealmSheet, m: TempModifier): void {
    // The same event again replaces the old one rather than stacking.
    r.modifiers = [...r.modifiers.filter((x) => x.id !== m.id), m];
  }

  private active(r: RealmSheet, kind: TempModifier['kind']): TempModifier[] {
    return r.modifiers.filter((m) => m.kind === kind && (m.fromTurn === undefined || m.fromTurn <= this.turnNo));
  }

  // -------------------------------------------------------------------------------------------------------
  // 2. Initiative (RPG-F24): card + Wisdom; ties to the higher Wisdom, then a redraw. Delaying realms act last.

  private initiative(): string[] {
    const realms = realmsInPlay(this.c);
    const ordered = this.rank(realms, 0);
    const lines = ordered.map((x) => `${x.r.name} ${x.score}`);
    this.publicLines.push(`Initiative: ${lines.join(', ')}`);
    const now = ordered.filter((x) => !this.rt(x.r).orders.delay).map((x) => x.r.id);
    const later = ordered.filter((x) => this.rt(x.r).orders.delay).map((x) => x.r.id);
    if (later.length) this.publicLines.push(`Delaying: ${later.map((id) => this.realm(id).name).join(', ')}`);
    for (const x of ordered) this.say(x.r, `Initiative: card ${x.card} + Wisdom ${x.r.wisdom} = ${x.score}.`);
    return [...now, ...later];
  }

  private rank(realms: RealmSheet[], depth: number): { r: RealmSheet; score: number; card: number }[] {
    const scored = realms.map((r) => {
      const c = this.check(r, 'initiative', r.wisdom, 0);
      return { r, score: c.total, card: c.value };
    });
    scored.sort((a, b) => b.score - a.score || b.r.wisdom - a.r.wisdom);
    const out: { r: RealmSheet; score: number; card: number }[] = [];
    for (let i = 0; i < scored.length; ) {
      let j = i + 1;
      while (j < scored.length && scored[j]!.score === scored[i]!.score && scored[j]!.r.wisdom === scored[i]!.r.wisdom) j++;
      const tied = scored.slice(i, j);
      // A tie of score and Wisdom is redrawn among the tied realms (a few times at most, then by name).
      if (tied.length > 1 && depth < 5) out.push(...this.rank(tied.map((x) => x.r), depth + 1).map((x, k) => ({ ...x, score: tied[k]!.score })));
      else out.push(...tied.sort((a, b) => (tied.length > 1 ? a.r.name.localeCompare(b.r.name) : 0)));
      i = j;
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------------------
  // 3. A realm's turn

  private realmTurn(r: RealmSheet): void {
    this.hardship(r);
    this.treasury(r);
    this.discontent(r);
    this.actions(r);
    this.freeActions(r);
    this.adjustment(r);
  }

  /** (a) RPG-F25, F26: Wilderness Lore + card against hardship (+ event modifiers); +1 for 50 gp × population. */
  private hardship(r: RealmSheet): void {
    const rt = this.rt(r);
    const population = figuresOf(this.c, r.id).population;
    let bonus = 0;
    if (rt.orders.hardshipGold) {
      const cost = PRICES.hardshipGoldPerPopulation * population;
      if (r.treasury >= cost) {
        r.treasury -= cost;
        bonus = 1;
        this.say(r, `Hardship: ${gp(cost)} spent for +1.`);
      } else this.say(r, `Hardship: the treasury (${gp(r.treasury)}) cannot pay ${gp(cost)} for +1.`);
    }
    const mods = this.active(r, 'hardship-dc');
    const dc = r.hardship + sum(mods.map((m) => m.value));
    const check = this.check(r, 'hardship', r.wildernessLore + bonus, dc);
    const modText = mods.length ? ` (hardship ${r.hardship}${mods.map((m) => ` +${m.value} ${m.source}`).join('')})` : '';
    if (check.success) {
      const cured = r.modifiers.filter((m) => m.endsOn === 'hardship-passed');
      r.modifiers = r.modifiers.filter((m) => m.endsOn !== 'hardship-passed');
      this.say(r, `Hardship: Wilderness Lore ${describe(check)}${modText} — all is well${cured.length ? `; ${cured.map((m) => m.source).join(', ')} ends` : ''}.`);
    } else {
      rt.hardshipFailed = true;
      r.hardship += 1;
      this.say(r, `Hardship: Wilderness Lore ${describe(check)}${modText} — failed: +3 to the discontent check, no recruiting this turn, hardship ${r.hardship - 1} → ${r.hardship}.`);
    }
  }

  /** (b) RPG-F27…F30: taxes, trade, military maintenance, civilian upkeep. */
  private treasury(r: RealmSheet): void {
    const rt = this.rt(r);
    const o = rt.orders;
    if (o.tax !== r.tax) this.say(r, `Tax rate: ${r.tax} → ${o.tax}.`);
    r.tax = o.tax;
    const { figures } = derived(this.c, r);
    // Taxes, with Bandits' −25% after all other modifiers (RPG-F4); gold rounds down (R53).
    const pct = 100 + sum(this.active(r, 'tax-percent').map((m) => m.value));
    const tax = Math.floor((figures.population * TAX_RATES[r.tax].goldPerPopulation * Math.max(0, pct)) / 100);
    // Trade per route (RPG-F28, R58).
    let trade = 0;
    const tradeLines: string[] = [];
    for (const to of r.tradeRoutes) {
      const partner = this.realm(to);
      if (!partner?.inPlay) continue;
      const points = Math.max(0, PRICES.tradeBase - illWill(this.c, r.id, to));
      const mult = this.roadMultiplier(r.id, to);
      const value = points * PRICES.tradePerPoint * mult;
      trade += value;
      tradeLines.push(`${partner.name} ${gp(value)}${mult > 1 ? ` (×${mult} road)` : ''}`);
    }
    trade = Math.floor((trade * rt.tradePercent) / 100);
    r.treasury += tax + trade + rt.knowledgeGold;
    this.say(
      r,
      `Treasury: taxes (${r.tax}) ${gp(tax)}${pct !== 100 ? ` (${pct}%)` : ''}, trade ${gp(trade)}${tradeLines.length ? ` [${tradeLines.join('; ')}]` : ''}${rt.tradePercent < 100 ? ` (${rt.tradePercent}% this turn)` : ''}${rt.knowledgeGold ? `, ${gp(rt.knowledgeGold)} of rediscovered knowledge` : ''}.`,
    );
    // Maintenance (RPG-F29): voluntary dismissal first, then the fewest points that make the bill payable (R57).
    if (o.reduceMilitary > 0) {
      const n = Math.min(o.reduceMilitary, r.military);
      r.military -= n;
      this.say(r, `Dismissed ${n} point${n === 1 ? '' : 's'} of military strength: ${r.military + n} → ${r.military}.`);
    }
    const wizards = r.wizardUnits + realmHexes(this.c, r.id).filter((h) => h.hex.guard === 'army-with-wizard').length;
    const bill = () => r.military * PRICES.maintenancePerStrength + wizards * PRICES.wizardUpkeep;
    if (r.treasury < bill()) {
      const cut = Math.min(r.military, Math.ceil((bill() - r.treasury) / PRICES.maintenancePerStrength));
      r.military -= cut;
      this.say(r, `The treasury cannot pay the army: strength cut by ${cut} to ${r.military}.`, cut ? 'unpaid soldiers leave the army.' : undefined);
    }
    const paid = Math.min(bill(), r.treasury);
    r.treasury -= paid;
    this.say(r, `Maintenance: ${gp(paid)} (strength ${r.military} × 2,000${wizards ? ` + ${wizards} wizard unit(s) × 1,000` : ''}). Treasury ${gp(r.treasury)}.`);
    // Civilian upkeep (RPG-F30, R56): assessed against the resources; a shortfall has its penalty. The actions spend
    // the rating (l.1652), or with upkeep-pool shared what upkeep leaves of it.
    const needed = figures.population * this.c.settings.upkeepPerPopulation + rt.extraUpkeep;
    const pool = figures.resources + rt.resourceBonus;
    if (pool < needed) {
      r.shortfallSeasons += 1;
      // +1 to both checks next season (R52: temporary increases raise the DC).
      // Named by the turn, so a second short season does not replace the first one's +1 before it has counted.
      this.addModifier(r, { id: `shortfall-discontent-${this.turnNo}`, kind: 'discontent-dc', value: 1, source: `resource shortfall (turn ${this.turnNo})`, turnsLeft: 1, fromTurn: this.turnNo + 1 });
      this.addModifier(r, { id: `shortfall-hardship-${this.turnNo}`, kind: 'hardship-dc', value: 1, source: `resource shortfall (turn ${this.turnNo})`, turnsLeft: 1, fromTurn: this.turnNo + 1 });
      let permanent = '';
      if (r.shortfallSeasons >= 3) {
        r.hardship += 1;
        r.discontent += 1;
        r.shortfallSeasons = 0;
        permanent = ' Three seasons short: hardship and discontent +1 for good.';
      }
      this.say(r, `Civilian upkeep: ${needed} resources needed, ${pool} held — short by ${needed - pool}: +1 to next season's hardship and discontent checks.${permanent}`);
    } else {
      r.shortfallSeasons = 0;
      this.say(r, `Civilian upkeep: ${needed} resources of ${pool}.`);
    }
    rt.pool = actionResources(this.c, pool, needed);
  }

  /** RPG-F28, R58: ×2 when a road joins a base of each realm, ×4 when it joins both capitols. */
  private roadMultiplier(a: string, b: string): number {
    let best = 1;
    for (const road of this.c.roads) {
      const ends = [road.hexes[0]!, road.hexes[road.hexes.length - 1]!].map((h) => hexAt(this.c.map, h).hex);
      const [x, y] = ends;
      if (!x?.base || !y?.base) continue;
      const joins = (x.realm === a && y.realm === b) || (x.realm === b && y.realm === a);
      if (!joins) continue;
      best = Math.max(best, x.base.capitol && y.base.capitol ? 4 : 2);
    }
    return best;
  }

  /** (c) RPG-F31…F33: Diplomacy + troops + festival + card against discontent + population + tax + events. */
  private discontent(r: RealmSheet): void {
    const rt = this.rt(r);
    const population = figuresOf(this.c, r.id).population;
    const mods = this.active(r, 'discontent-dc');
    const popMod = populationModifier(population);
    const taxMod = TAX_RATES[r.tax].discontent;
    const dc = r.discontent + popMod + taxMod + sum(mods.map((m) => m.value)) + (rt.hardshipFailed ? 3 : 0);
    const troops = Math.min(rt.orders.troops, r.military);
    const rating = r.diplomacy + troops + r.festivalBonus;
    const check = this.check(r, 'discontent', rating, dc);
    const parts = [`discontent ${r.discontent}`, `population ${signed(popMod)}`, `tax ${signed(taxMod)}`, ...mods.map((m) => `${m.source} +${m.value}`), ...(rt.hardshipFailed ? ['failed hardship +3'] : [])];
    const bonus = [troops ? `${troops} troops` : '', r.festivalBonus ? `festival +${r.festivalBonus}` : ''].filter(Boolean).join(', ');
    const text = `Discontent: Diplomacy${bonus ? ` (with ${bonus})` : ''} ${describe(check)} [DC ${parts.join(', ')}]`;
    r.festivalBonus = 0;
    if (check.success) {
      r.failedDiscontent = 0;
      if (r.discontent > 12) {
        r.discontent -= 1;
        this.say(r, `${text} — calm; discontent ${r.discontent + 1} → ${r.discontent}.`);
      } else this.say(r, `${text} — calm.`);
      return;
    }
    r.discontent += 1;
    r.failedDiscontent += 1;
    this.say(r, `${text} — unrest: discontent ${r.discontent - 1} → ${r.discontent} (failure ${r.failedDiscontent} in a row).`, r.failedDiscontent > 1 ? 'riots, strikes and demonstrations spread.' : undefined);
    if (r.failedDiscontent >= 3) {
      // RPG-F33: rebellion. The GM sets the new government's ratings, calling, demeanor and ill-will.
      r.failedDiscontent = 0;
      const cancelled = r.tradeRoutes.map((id) => this.realm(id).name);
      r.tradeRoutes = [];
      for (const o of this.c.realms) o.tradeRoutes = o.tradeRoutes.filter((id) => id !== r.id);
      this.say(r, `**Rebellion!** The government of ${r.name} is overthrown${cancelled.length ? `; trade routes cancelled (${cancelled.join(', ')})` : ''}. The GM sets the new government's ratings, calling and demeanor.`, `**rebellion!** The government is overthrown; its trade routes are cancelled.`);
    }
  }

  // -------------------------------------------------------------------------------------------------------
  // (d) Actions (RPG-F34): two, or one twice. Purchases of resources come first, so an action can use them
  // ("unless the second action buys them"); mercenaries before a war; sales of what is left come last.

  private actions(r: RealmSheet): void {
    const rt = this.rt(r);
    const d = derived(this.c, r);
    rt.atActions = { population: d.figures.population, cap: d.cap };
    const slots = rt.orders.actions.map((a, i) => ({ a, i })).filter((x): x is { a: RealmAction; i: number } => !!x.a);
    const rank = (a: RealmAction) => (a.kind === 'buy-resources' ? 0 : a.kind === 'mercenaries' ? 1 : a.kind === 'sell-resources' ? 3 : 2);
    slots.sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i);
    if (slots.length === 0) this.say(r, 'Actions: none.');
    for (const { a, i } of slots) this.action(r, a, i);
  }

  /** Pays for an action, or says why it cannot. */
  private pay(r: RealmSheet, what: string, gold: number, resources: number): boolean {
    const rt = this.rt(r);
    if (gold > r.treasury) {
      this.say(r, `${what}: the treasury holds ${gp(r.treasury)}, not the ${gp(gold)} it costs — not done.`);
      return false;
    }
    if (resources > rt.pool) {
      this.say(r, `${what}: ${resources} resources needed, ${rt.pool} left this turn — not done.`);
      return false;
    }
    r.treasury -= gold;
    rt.pool -= resources;
    return true;
  }

  /** Carries out one of the realm's actions (RPG-F34…F60) by its kind, or says why it cannot. */
  private action(r: RealmSheet, a: RealmAction, slot: number): void {
    const rt = this.rt(r);
    const title = `Action ${slot + 1} (${a.kind})`;
    const cost = actionCost(this.c, r, a, rt.atActions?.population);
    const costText = `${gp(Math.max(0, cost.gold))}${cost.resources ? ` + ${cost.resources} resources` : ''}`;
    this.actionSteps[a.kind]({ r, rt, a, title, cost, costText });
  }

  /** One step per kind of action (RPG-F34): each pays with pay() and says what came of it. */
  private readonly actionSteps: { [K in RealmAction['kind']]: (x: ActionStep) => void } = {
    'buy-resources': ({ r, rt, a, title, cost }) => {
      if (!this.pay(r, title, cost.gold, 0)) return;
      rt.pool += a.amount!;
      this.say(r, `${title}: bought ${a.amount} resources for this turn (${gp(cost.gold)}).`);
    },
    'sell-resources': ({ r, rt, a, title }) => {
      const n = Math.min(a.amount!, rt.pool);
      rt.pool -= n;
      r.treasury += n * PRICES.resourceGold;
      this.say(r, `${title}: sold ${n} unused resources for ${gp(n * PRICES.resourceGold)}.`);
    },
    'open-trade': ({ r, a, title, cost, costText }) => {
      const target = this.realm(a.target!);
      if (!this.pay(r, title, cost.gold, 0)) return;
      const reciprocal = target.tradeRoutes.includes(r.id) ? 3 : 0;
      const check = this.check(r, `open trade with ${target.name}`, r.diplomacy + reciprocal, illWill(this.c, r.id, target.id));
      if (check.success && !r.tradeRoutes.includes(target.id)) r.tradeRoutes.push(target.id);
      this.say(r, `${title}: ${costText}; Diplomacy${reciprocal ? ' (+3, they trade with us)' : ''} ${describe(check)} against ill-will — ${check.success ? `a trade route to ${target.name} opens` : 'refused'}.`, check.success ? `opens a trade route to ${target.name}.` : undefined);
    },
    diplomacy: ({ r, a, title, cost, costText }) => {
      const target = this.realm(a.target!);
      if (!this.pay(r, title, cost.gold, 0)) return;
      const before = illWill(this.c, r.id, target.id);
      const check = this.check(r, `diplomacy with ${target.name}`, r.diplomacy + (a.extraGold ?? 0), before);
      if (check.success) setIllWill(this.c, r.id, target.id, before - 1);
      this.say(r, `${title}: ${costText}; Diplomacy ${describe(check)} — ${check.success ? `ill-will with ${target.name} ${before} → ${before - 1}` : 'no change'}.`);
    },
    'build-road': ({ r, a, title, cost, costText }) => {
      if (a.amount === 0) {
        this.say(r, `${title}: the road of the first action, built twice as far.`);
        return;
      }
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      this.c.roads.push({ hexes: a.hexes!, builtBy: r.id });
      this.say(r, `${title}: ${costText}; a road ${a.hexes!.join('–')}.`, `builds a road ${a.hexes!.join('–')}.`);
    },
    'build-structure': ({ r, a, title, cost, costText }) => {
      const s = STRUCTURES.find((x) => x.id === a.structure)!;
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      r.structures.push({ id: s.id, seasonsLeft: s.seasons, orderedTurn: this.turnNo });
      this.say(r, `${title}: ${costText}; a ${s.name} is begun (${s.seasons} season${s.seasons === 1 ? '' : 's'}).`);
    },
    recruit: (x) => this.recruit(x),
    naval: (x) => this.recruit(x),
    mercenaries: ({ r, a, title, cost, costText }) => {
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      r.mercenaries += a.amount!;
      this.say(r, `${title}: ${costText}; ${a.amount} mercenary unit(s) for this turn.`);
    },
    'wizard-unit': ({ r, title, cost, costText }) => {
      if (!this.pay(r, title, cost.gold, 0)) return;
      r.wizardUnits += 1;
      this.say(r, `${title}: ${costText}; a wizard unit is hired (1,000 gp a turn).`);
    },
    scouts: ({ r, a, title, cost, costText }) => {
      if (!this.pay(r, title, cost.gold, 0)) return;
      r.scouts = a.amount!;
      const hexes = a.hexes ?? [];
      const seen = hexes.map((h) => this.describeHex(h));
      r.intel.push({ turn: this.turnNo, about: 'map', kind: 'scouts', text: seen.join('; ') || 'nothing named to explore', hexes });
      this.say(r, `${title}: ${costText}; ${a.amount} scout unit(s) explore ${hexes.join(', ') || 'nothing'}: ${seen.join('; ')}.`);
    },
    war: ({ r, a, title }) => this.war(r, a, title),
    'guarding-army': ({ r, a, title, cost, costText }) => {
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      const h = hexAt(this.c.map, a.hexes![0]!).hex;
      const withWizard = a.withWizard && r.wizardUnits > 0;
      if (withWizard) r.wizardUnits -= 1;
      h.guard = withWizard ? 'army-with-wizard' : 'army';
      r.military = Math.max(0, r.military - 1);
      this.say(r, `${title}: ${costText}; a guarding army${withWizard ? ' with a wizard unit' : ''} in ${a.hexes![0]}, strength ${r.military + 1} → ${r.military}.`);
    },
    festival: ({ r, rt, a, title, cost }) => {
      const population = rt.atActions?.population ?? figuresOf(this.c, r.id).population;
      const price = festivalGoldPerPopulation(a.festival!, this.c.settings);
      if (!this.pay(r, title, cost.gold, 0)) return;
      const bonus = { simple: 1, impressive: 3, elaborate: 6 }[a.festival!];
      r.festivalBonus = Math.max(r.festivalBonus, bonus);
      this.say(r, `${title}: ${a.festival === 'impressive' ? 'an' : 'a'} ${a.festival} festival, ${price.toLocaleString('en-US')} gp × ${population} = ${gp(cost.gold)}; +${bonus} to next turn's discontent check.`, `holds ${a.festival === 'impressive' ? 'an' : 'a'} ${a.festival} festival.`);
    },
    'build-base': ({ r, a, title, cost, costText }) => {
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      hexAt(this.c.map, a.hexes![0]!).hex.base = { size: 'town', fortification: 0, capitol: false };
      this.say(r, `${title}: ${costText}; a new base at ${a.hexes![0]}.`, `builds a new base at ${a.hexes![0]}.`);
    },
    fortify: ({ r, a, title, costText }) => {
      const base = hexAt(this.c.map, a.hexes![0]!).hex.base;
      const next = base && nextFortification(base.fortification);
      if (!base || !next) {
        this.say(r, `${title}: ${a.hexes![0]} cannot be fortified further — not done.`);
        return;
      }
      if (!this.pay(r, title, next.gold, next.resources)) return;
      base.fortification = next.level;
      this.say(r, `${title}: ${costText}; the base at ${a.hexes![0]} reaches level ${next.level} (+${next.modifier} to its capture cost).`);
    },
    'move-capitol': ({ r, a, title, cost, costText }) => {
      const target = hexAt(this.c.map, a.hexes![0]!).hex;
      if (!target.base || target.realm !== r.id) {
        this.say(r, `${title}: ${a.hexes![0]} is no longer a base of ${r.name} — not done.`);
        return;
      }
      if (!this.pay(r, title, cost.gold, cost.resources)) return;
      for (const h of realmHexes(this.c, r.id)) if (h.hex.base) h.hex.base.capitol = false;
      target.base.capitol = true;
      this.say(r, `${title}: ${costText}; the capitol moves to ${a.hexes![0]}.`, `moves its capitol to ${a.hexes![0]}.`);
    },
    espionage: ({ r, a, title, cost }) => this.espionage(r, a, title, cost.gold, cost.resources),
  };

  /** RPG-F40, F42, F26: one more unit of military strength (a naval one with a Shipyard), up to the cap, not after a failed hardship check. */
  private recruit({ r, rt, a, title, cost, costText }: ActionStep): void {
    if (rt.hardshipFailed) {
      this.say(r, `${title}: no recruiting after a failed hardship check (RPG-F26) — not done.`);
      return;
    }
    const cap = rt.atActions?.cap ?? derived(this.c, r).cap;
    if (r.military + 1 > cap) {
      this.say(r, `${title}: strength ${r.military} is at the cap of ${cap} — not done.`);
      return;
    }
    if (!this.pay(r, title, cost.gold, cost.resources)) return;
    r.military += 1;
    if (a.kind === 'naval') r.naval += 1;
    this.say(r, `${title}: ${costText}; military strength ${r.military - 1} → ${r.military}${a.kind === 'naval' ? ' (a naval unit)' : ''}.`);
  }

  /** RPG-F45…F51: make war. */
  private war(r: RealmSheet, a: RealmAction, title: string): void {
    const rt = this.rt(r);
    const most = r.military - Math.min(rt.orders.troops, r.military);
    const strength = Math.min(a.amount ?? most, most);
    if (strength < 1) {
      this.say(r, `${title}: no strength left to attack with — not done.`);
      return;
    }
    const cost = { gold: this.c.settings.warGoldPerStrength * strength, resources: strength };
    if (!this.pay(r, title, cost.gold, cost.resources)) return;
    // RPG-F47, R63, R69: strength + mercenaries + wizard units (+ the wizard ruler) + the greater of War and a card (a land counts 1).
    const extra = r.mercenaries + r.wizardUnits + (a.rulerJoins ? 1 : 0);
    const card = this.check(r, 'war: capture points', 0, 0, 1);
    const points = strength + extra + Math.max(r.war, card.value);
    let left = points;
    this.say(
      r,
      `${title}: attacks with strength ${strength}${extra ? ` + ${extra} (mercenaries, wizard units${a.rulerJoins ? ', the ruler' : ''})` : ''} for ${gp(cost.gold)} + ${cost.resources} resources; card ${card.card.name} (${card.value})${r.war > card.value ? `, War ${r.war}` : ''}: ${points} capture points.`,
    );
    const bought = new Set<string>();
    const wanted = a.hexes ?? [];
    // Buy the hexes in order of preference; after each purchase start again, as a hex may now touch the realm.
    for (let progress = true; progress; ) {
      progress = false;
      for (const name of wanted) {
        if (bought.has(name)) continue;
        const hex = hexAt(this.c.map, name).hex;
        if (hex.realm === r.id || hex.terrain === 'sea' || !touchesRealm(this.c, r.id, name, bought)) continue;
        const owner = hex.realm ? this.realm(hex.realm) : undefined;
        const price = captureCost({
          terrain: hex.terrain as Terrain,
          river: hex.river,
          base: !!hex.base,
          guardingArmy: hex.guard ?? 'none',
          ownerStronger: !!owner && owner.military > r.military,
          fortification: hex.base?.fortification ?? 0,
        });
        if (price > left) continue;
        left -= price;
        bought.add(name);
        this.capture(r, name, price, a);
        progress = true;
        break;
      }
    }
    const missed = wanted.filter((h) => !bought.has(h));
    this.say(r, `War: ${bought.size ? `took ${[...bought].join(', ')}` : 'took nothing'}${missed.length ? `; not taken: ${missed.join(', ')}` : ''}; ${left} capture point${left === 1 ? '' : 's'} lost.`);
  }

  /** One hex changes hands (RPG-F49…F51). */
  private capture(r: RealmSheet, name: string, price: number, a: RealmAction): void {
    const hex = hexAt(this.c.map, name).hex;
    const owner = hex.realm ? this.realm(hex.realm) : undefined;
    const what = [hex.terrain, hex.river ? 'river' : '', hex.base ? (hex.base.capitol ? 'capitol' : 'base') : '', hex.guard ? 'guarding army' : ''].filter(Boolean).join(', ');
    const pieces: string[] = [`${r.name} takes ${name} (${what}) for ${price} points${owner ? ` from ${owner.name}` : ''}`];
    const told: string[] = [`${r.name} takes ${name} (${what})${owner ? ` from ${owner.name}` : ''}`];
    if (hex.guard) {
      pieces.push('its guarding army is destroyed');
      told.push('its guarding army is destroyed');
    }
    hex.guard = undefined;
    hex.realm = r.id;
    if (owner) {
      // RPG-F49: a state of war, and ill-will at least 12.
      if (!r.wars.includes(owner.id)) {
        r.wars.push(owner.id);
        this.publicLines.push(`⚔ **War**: ${r.name} and ${owner.name} are at war.`);
      }
      if (!owner.wars.includes(r.id)) owner.wars.push(r.id);
      if (illWill(this.c, r.id, owner.id) < 12) setIllWill(this.c, r.id, owner.id, 12);
    }
    if (owner && hex.base?.capitol) {
      const [full, publicText] = a.capitol === 'install' ? this.installGovernment(r, owner, name) : this.conquer(r, owner, name);
      pieces.push(full);
      told.push(publicText);
    } else if (owner && hex.base) {
      pieces.push(this.plunder(r, owner, name, !!a.raze));
      told.push(a.raze ? 'the base is plundered and razed' : 'the base is plundered');
    }
    this.publicLines.push(`⚔ ${told.join('; ')}.`);
    this.rt(r).lines.push(`⚔ ${pieces.join('; ')}.`);
    if (owner && this.realmTurns.has(owner.id)) this.rt(owner).lines.push(`⚔ ${pieces.join('; ')}.`);
  }

  /** RPG-F51, R67: the loser forfeits 25,000 gp (50,000 razed); the winner gets half, or what was paid above 10,000. */
  private plunder(r: RealmSheet, owner: RealmSheet, name: string, raze: boolean): string {
    const forfeit = PRICES.plunder * (raze ? 2 : 1);
    const paid = Math.min(forfeit, Math.max(0, owner.treasury));
    owner.treasury -= paid;
    const gain = paid === forfeit ? Math.floor(forfeit / 2) : Math.min(Math.floor(forfeit / 2), Math.max(0, paid - PRICES.plunderFloor));
    r.treasury += gain;
    let text = `plunder: ${owner.name} forfeits ${gp(paid)}, ${r.name} gains ${gp(gain)}`;
    if (raze) {
      hexAt(this.c.map, name).hex.base = undefined;
      setIllWill(this.c, r.id, owner.id, illWill(this.c, r.id, owner.id) + 3);
      text += '; the base is razed (ill-will +3)';
    }
    return text;
  }

  /** RPG-F50, R68: the conqueror takes all the territory and half the treasury; the realm leaves play. */
  private conquer(r: RealmSheet, owner: RealmSheet, capitol: string): [string, string] {
    // The taken capitol stays a city of the conqueror, no longer a capitol (he keeps his own).
    hexAt(this.c.map, capitol).hex.base!.capitol = false;
    for (const h of realmHexes(this.c, owner.id)) {
      h.hex.realm = r.id;
      h.hex.guard = undefined;
      if (h.hex.base) h.hex.base.capitol = false;
    }
    const half = Math.floor(Math.max(0, owner.treasury) / 2);
    owner.treasury -= half;
    r.treasury += half;
    owner.inPlay = false;
    owner.wars = [];
    owner.tradeRoutes = [];
    for (const o of this.c.realms) {
      o.wars = o.wars.filter((id) => id !== owner.id);
      o.tradeRoutes = o.tradeRoutes.filter((id) => id !== owner.id);
    }
    const text = `**${owner.name} is conquered**: ${r.name} takes all its territory`;
    return [`${text} and ${gp(half)}`, text];
  }

  /** RPG-F50: a friendly government instead: the realm stays, ill-will 3, the capitol stays its own. */
  private installGovernment(r: RealmSheet, owner: RealmSheet, name: string): [string, string] {
    const hex = hexAt(this.c.map, name).hex;
    hex.realm = owner.id;
    setIllWill(this.c, r.id, owner.id, 3);
    r.wars = r.wars.filter((id) => id !== owner.id);
    owner.wars = owner.wars.filter((id) => id !== r.id);
    owner.failedDiscontent = 0;
    owner.tradeRoutes = [];
    const plunder = this.plunder(r, owner, name, false);
    const text = `${r.name} installs a friendly government in ${owner.name}`;
    return [`${text} (ill-will 3; the GM sets its calling and demeanor); ${plunder}`, `${text}; the capitol is plundered`];
  }

  /** RPG-F59, F60: Wisdom + card + extra gold against DC 9. */
  private espionage(r: RealmSheet, a: RealmAction, title: string, gold: number, resources: number): void {
    const target = this.realm(a.target!);
    if (!this.pay(r, title, gold, resources)) return;
    this.c.espionage.push({ turn: this.turnNo, by: r.id, target: target.id });
    const check = this.check(r, `espionage against ${target.name}`, r.wisdom + (a.extraGold ?? 0), 9);
    const secret = (line: string) => {
      (this.secrets[r.id] ??= []).push(line);
      this.rt(r).lines.push(`🔒 ${line}`);
    };
    if (!check.success) {
      secret(`${title}: Wisdom ${describe(check)} — the spies fail${check.difficulty - check.total >= 3 ? ' and are caught' : ''}.`);
      if (check.difficulty - check.total >= 3) this.politicalStrife(r, target);
      return;
    }
    const spyEvent: Record<string, string> = { bandits: 'bandits', controversy: 'controversy', assassination: 'death', 'food-stores': 'food-stores' };
    const eventId = spyEvent[a.spy!];
    if (eventId) {
      secret(`${title}: Wisdom ${describe(check)} — the spies succeed: ${a.spy} in ${target.name}.`);
      this.applyEvent(target, RANDOM_EVENTS.find((e) => e.id === eventId)!, 'espionage');
      return;
    }
    let text: string;
    let hexes: string[] | undefined;
    switch (a.spy) {
      case 'agreements': {
        const routes = target.tradeRoutes.map((id) => this.realm(id).name);
        const ill = this.c.realms.filter((o) => o.id !== target.id && o.inPlay).map((o) => `${o.name} ${illWill(this.c, target.id, o.id)}`);
        text = `${target.name} trades with ${routes.join(', ') || 'nobody'}; at war with ${target.wars.map((id) => this.realm(id).name).join(', ') || 'nobody'}; ill-will: ${ill.join(', ')}`;
        break;
      }
      case 'troops': {
        hexes = realmHexes(this.c, target.id).filter((h) => h.hex.guard || h.hex.base).map((h) => h.name);
        text = `${target.name}: strength ${target.military}, ${hexes.map((h) => this.describeHex(h)).join('; ')}`;
        break;
      }
      case 'sheet':
        text = `${target.name}'s ${a.item}: ${sheetItem(target, a.item!)}`;
        break;
      default: {
        // RPG-F60 trace: every espionage against this realm so far, this turn's included.
        const against = this.c.espionage.filter((e) => e.target === r.id).map((e) => `${this.realm(e.by).name} (turn ${e.turn})`);
        text = against.length ? `spies of ${against.join(', ')} worked against ${r.name}` : `no espionage against ${r.name} is found`;
      }
    }
    r.intel.push({ turn: this.turnNo, about: target.id, kind: a.spy!, text, ...(hexes ? { hexes } : {}) });
    secret(`${title}: Wisdom ${describe(check)} against ${target.name} — ${text}.`);
  }

  private describeHex(name: string): string {
    const h = hexAt(this.c.map, name).hex;
    const owner = h.realm ? this.realm(h.realm).name : 'unclaimed';
    const base = h.base ? `${h.base.capitol ? 'capitol' : h.base.size}${h.base.fortification ? ` (fortified ${h.base.fortification})` : ''}` : '';
    return `${name} ${h.terrain}${h.river ? ' with a river' : ''}, ${owner}${base ? `, ${base}` : ''}${h.guard ? `, ${h.guard === 'army' ? 'guarding army' : 'guarding army with a wizard'}` : ''}`;
  }

  /** RPG-F61…F65: free actions, on top of the two. */
  private freeActions(r: RealmSheet): void {
    for (const f of this.rt(r).orders.free) this.freeAction(r, f);
  }

  private freeAction(r: RealmSheet, f: FreeAction): void {
    const cost = freeActionCost(this.c, f, (a, b) => hexDistance(this.c, a, b));
    switch (f.kind) {
      case 'decree':
        if (!this.pay(r, 'Decree', cost.gold, cost.resources)) return;
        this.say(r, `Decree (${gp(cost.gold)} + 1 resource): "${f.text}" — the GM rules on its effect.`);
        return;
      case 'grant':
        if (!this.pay(r, 'Grant', cost.gold, 0)) return;
        this.say(r, `Grant${cost.gold ? ` of ${gp(cost.gold)}` : ''}: "${f.text}"${cost.gold > 1000 ? '' : ' (not tracked: 1,000 gp or less)'}.`);
        return;
      case 'move-troops': {
        const from = hexAt(this.c.map, f.from!).hex;
        const to = hexAt(this.c.map, f.to!).hex;
        if (!from.guard || from.realm !== r.id || to.realm !== r.id || to.guard) {
          this.say(r, `Move troops ${f.from} → ${f.to}: no longer possible — not done.`);
          return;
        }
        if (!this.pay(r, 'Move troops', cost.gold, 0)) return;
        to.guard = from.guard;
        from.guard = undefined;
        this.say(r, `Move troops: the guarding army marches ${f.from} → ${f.to} (${gp(cost.gold)}).`);
        return;
      }
      case 'disband': {
        if (!f.mercenaries) {
          const n = Math.min(f.amount!, r.military);
          r.military -= n;
          this.say(r, `Disband: ${n} point(s) of strength go home; strength ${r.military}.`);
          return;
        }
        const n = Math.min(f.amount!, r.mercenaries);
        const check = this.check(r, 'disband mercenaries', r.diplomacy, 9);
        r.mercenaries -= n;
        this.say(r, `Disband ${n} mercenary unit(s): Diplomacy ${describe(check)} — ${check.success ? 'they leave quietly' : 'they turn brigand and raid the area (GM)'}.`, check.success ? undefined : 'disbanded mercenaries turn brigand.');
      }
    }
  }

  /** (e) RPG-F66: the sheet follows the map (derived); structures progress; RPG-R59 effects on completion. */
  private adjustment(r: RealmSheet): void {
    for (const s of r.structures) {
      if (s.seasonsLeft === 0) continue;
      s.seasonsLeft -= 1;
      if (s.seasonsLeft > 0) continue;
      const def = STRUCTURES.find((x) => x.id === s.id)!;
      const effects: string[] = [];
      if (def.discontent) {
        const before = r.discontent;
        r.discontent = Math.max(0, r.discontent + def.discontent);
        effects.push(`discontent ${before} → ${r.discontent}`);
      }
      if (def.hardship) {
        const before = r.hardship;
        r.hardship = Math.max(0, r.hardship + def.hardship);
        effects.push(`hardship ${before} → ${r.hardship}`);
      }
      if (s.id === 'food-stores') {
        const ended = r.modifiers.filter((m) => m.endsOn === 'food-stores');
        r.modifiers = r.modifiers.filter((m) => m.endsOn !== 'food-stores');
        if (ended.length) effects.push('the damaged food stores are rebuilt');
      }
      this.say(r, `The ${structureName(s.id)} is finished${effects.length ? `: ${effects.join(', ')}` : ''}.`, `the ${structureName(s.id)} is finished.`);
    }
    const d = derived(this.c, r);
    this.say(r, `Adjustment: ${d.figures.hexes} hexes, population ${d.figures.population}, resources ${d.figures.resources}, strength ${r.military} (cap ${d.cap}), encounter factor ${d.encounter}, treasury ${gp(r.treasury)}.`);
    if (!capitolOf(this.c, r.id) && r.inPlay) this.say(r, `${r.name} holds no capitol.`);
  }

  /** After all realms: temporary modifiers count down; mercenaries and scouts are paid only for this turn. */
  private endOfTurn(): void {
    for (const r of this.c.realms) {
      r.modifiers = r.modifiers
        .map((m) => (m.turnsLeft !== null && (m.fromTurn === undefined || m.fromTurn <= this.turnNo) ? { ...m, turnsLeft: m.turnsLeft - 1 } : m))
        .filter((m) => m.turnsLeft === null || m.turnsLeft > 0);
      r.mercenaries = 0;
      r.scouts = 0;
    }
  }
}

/** RPG-E10, F1: a year is six seasons of 60 days; turn 1 is the first season of year 1. */
export function seasonName(turn: number): string {
  return `year ${Math.floor((turn - 1) / 6) + 1}, season ${((turn - 1) % 6) + 1} of 6`;
}

/** "card Red creature {2}{R} (3) + 4 = 7 against 8: failure" */
function describe(c: CheckResult): string {
  return `card ${c.card.name} (${c.value}) + ${c.rating} = ${c.total} against ${c.difficulty}: ${c.success ? 'success' : 'failure'}`;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

function sheetItem(r: RealmSheet, item: string): string {
  const values: Record<(typeof SHEET_ITEMS)[number], string> = {
    calling: r.calling,
    demeanor: r.demeanor,
    diplomacy: `${r.diplomacy}`,
    wisdom: `${r.wisdom}`,
    'wilderness-lore': `${r.wildernessLore}`,
    war: `${r.war}`,
    military: `${r.military}`,
    treasury: gp(r.treasury),
    discontent: `${r.discontent}`,
    hardship: `${r.hardship}`,
    tax: r.tax,
  };
  return values[item as (typeof SHEET_ITEMS)[number]] ?? 'unknown';
}
