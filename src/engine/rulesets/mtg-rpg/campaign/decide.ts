/** What each realm-campaign action decides (issue 4), one named handler per action type (issue 28). */
import { isGm, requireGm, findPlayer, type GameState } from '../../../core/state.js';
import { GM_ONLY, onlyPlayers, PUBLIC, RuleError, type GameEvent, type UserRef } from '../../../core/types.js';
import type { CampaignAction } from './actions.js';
import { hexAt, parseMapText, TERRAIN_LETTERS, type CampaignHex, type MapTerrain } from '../campaign-map.js';
import { currentDeck, landValue } from '../deck/view.js';
import { guidelineDeck } from '../referee-deck.js';
import { editsBetween } from '../../../core/patch.js';
import { generateCampaignMap } from './generate-map.js';
import { checkOrders, defaultOrders } from './orders.js';
import { findRealm, hexNamed, illWill, realmSlug } from './realm.js';
import { addRealm, campaignFrom, changeSetting, type NewRealm } from './setup.js';
import { resolveTurn } from './turn.js';
import type { CampaignState, RealmOrders, RealmSheet } from './types.js';
import { gp } from './costs.js';
import { decideBy, type Handlers } from '../../../core/handlers.js';
import type { CampaignEventPayloads } from './events.js';
import { campaignEvent as ev } from './events.js';

/** The realm campaign belongs to the MtG RPG (option realm-campaign, on by default) and to Magic Realm with realm-campaign. */
export function hasCampaignRules(state: Pick<GameState, 'ruleset' | 'options'>): boolean {
  return state.ruleset === 'mtg-rpg' ? state.options['realm-campaign'] !== false : state.options['realm-campaign'] === true;
}



/** Said when a game has no campaign yet. */
export const noCampaign = (): RuleError =>
  new RuleError('this game has no realm campaign yet', 'the GM starts one with /campaign create random:true (or map:"P P F / ~P H M")');

/** The game's campaign, or a RuleError that says how to start one. */
export function campaignOf(state: GameState): CampaignState {
  if (!state.campaign) throw noCampaign();
  return state.campaign;
}

/** Splits `C4 D5, E6` into names. */
export const splitHexes = (text: string | undefined): string[] => (text ?? '').split(/[\s,;]+/).filter(Boolean);

/** What every campaign action knows once the game is checked to run the campaign. */
interface Ctx {
  state: GameState;
  actor: string;
}

function campaignContext(state: GameState, action: CampaignAction): Ctx {
  if (!hasCampaignRules(state)) {
    throw new RuleError('this game does not run the realm campaign', 'it belongs to the mtg-rpg ruleset, or to a magic-realm game created with options:realm-campaign');
  }
  return { state, actor: action.actor.id };
}

/** Each campaign action's decision (issue 28: a handler per action type). */
const HANDLERS: Handlers<CampaignAction, Ctx> = {
  'campaign.create'({ state, actor }, action, dice) {
    requireGm(state, actor, '/campaign create');
    if (state.campaign) throw new RuleError('this game already has a campaign', 'change it with /campaign hex and /realm set, or /gm undo its creation');
    if (!action.random && !action.map) throw new RuleError('a campaign needs a map', 'give map:"P P F / ~P H M" (rows split by / or new lines), attach a .txt file, or random:true');
    // The generator placed the realms' hexes already; addRealm computes each starting sheet from them.
    const generated = action.random ? generateCampaignMap(dice, action.random) : undefined;
    const map = generated?.map ?? parseMapText(action.map!.replace(/\s*\/\s*/g, '\n'));
    const realms: NewRealm[] = (generated?.realms ?? []).map((g) => ({ name: g.name, capitol: g.capitol, hexes: g.hexes, bases: g.bases }));
    const campaign = campaignFrom(map, realms);
    return [
      ev('campaign.created', { map, realms }, GM_ONLY, actor),
      ev('campaign.notice', { text: `A realm campaign begins on a ${campaign.map.cols} × ${campaign.map.rows} map${campaign.realms.length ? ` with ${campaign.realms.map((r) => r.name).join(', ')}` : ''}.` }, PUBLIC, actor),
    ];
  },
  'campaign.setting'({ state, actor }, action) {
    requireGm(state, actor, '/campaign settings');
    const c = campaignOf(state);
    const settings = changeSetting(c.settings, action.key.toLowerCase(), action.value);
    return [ev('campaign.settings-set', { settings, key: action.key.toLowerCase() }, PUBLIC, actor)];
  },
  'campaign.hex'({ state, actor }, action) {

    requireGm(state, actor, '/campaign hex');
    return [ev('campaign.hexes-set', { hexes: [editHex(campaignOf(state), action)] }, GM_ONLY, actor), ev('campaign.notice', { text: 'The GM changes the campaign map.' }, PUBLIC, actor)];
  },
  'campaign.resolve'({ state, actor }, action) {
    requireGm(state, actor, '/campaign resolve');
    const c = campaignOf(state);
    const realm = structuredClone(findRealm(c, action.realm));
    const key = realmSlug(action.modifier);
    const found = realm.modifiers.find((m) => m.id === key || realmSlug(m.source).startsWith(key));
    if (!found) throw new RuleError(`${realm.name} has no modifier "${action.modifier}"`, realm.modifiers.length ? `its modifiers: ${realm.modifiers.map((m) => m.id).join(', ')}` : 'it has none');
    realm.modifiers = realm.modifiers.filter((m) => m !== found && m.id !== found.id);
    return [ev('campaign.realm-set', realmChanged(findRealm(c, action.realm), realm, `resolves ${found.source}`), GM_ONLY, actor), ev('campaign.notice', { text: `${realm.name}: ${found.source} is resolved.` }, PUBLIC, actor)];
  },
  'campaign.realm-create'({ state, actor }, action) {
    requireGm(state, actor, '/realm create');
    const c = structuredClone(campaignOf(state));
    const input: NewRealm = { ...action, hexes: splitHexes(action.hexes), bases: splitHexes(action.bases) };
    const { realm, hexes } = addRealm(c, input);
    return [
      ev('campaign.hexes-set', { hexes }, GM_ONLY, actor),
      ev('campaign.realm-set', { realm: realm.id, name: realm.name, founded: input, what: 'is founded' }, GM_ONLY, actor),
      ev('campaign.notice', { text: `The realm of ${realm.name} is founded, its capitol at ${hexNamed(c, action.capitol)}.` }, PUBLIC, actor),
    ];
  },
  'campaign.realm-set'({ state, actor }, action) {
    requireGm(state, actor, '/realm set');
    const c = campaignOf(state);
    const { realm, illWill: ill, what } = setField(c, findRealm(c, action.realm), action.field, action.value);
    return [ev('campaign.realm-set', { ...realmChanged(findRealm(c, action.realm), realm, what), ...(ill ? { illWill: ill } : {}) }, GM_ONLY, actor), ev('campaign.notice', { text: `The GM changes the sheet of ${realm.name}.` }, PUBLIC, actor)];
  },
  'campaign.realm-ruler'({ state, actor }, action) {
    requireGm(state, actor, '/realm ruler');
    const c = campaignOf(state);
    const realm = structuredClone(findRealm(c, action.realm));
    if (action.ruler) {
      if (!findPlayer(state, action.ruler.id)) throw new RuleError(`${action.ruler.name} has not joined this game`, 'he joins with /game join wizard:<name> first');
      realm.ruler = action.ruler;
    } else delete realm.ruler;
    return [
      ev('campaign.realm-set', realmChanged(findRealm(c, action.realm), realm, action.ruler ? `is given to ${action.ruler.name}` : 'has no ruler'), GM_ONLY, actor),
      ev('campaign.notice', { text: action.ruler ? `${action.ruler.name} rules ${realm.name}.` : `${realm.name} has no ruler now; the GM gives its orders.` }, PUBLIC, actor),
    ];
  },
  'campaign.realm-orders': orderChange,
  'campaign.realm-action': orderChange,
  'campaign.realm-free': orderChange,
  'campaign.turn'({ state, actor }, action, dice) {
    requireGm(state, actor, '/campaign turn');
    const c = campaignOf(state);
    if (!c.realms.some((r) => r.inPlay)) throw new RuleError('the campaign has no realm in play', 'create one with /realm create');
    const setUp = state.deck ? [] : [ev('campaign.deck-set', { cards: guidelineDeck() }, GM_ONLY, actor)];
    const outcome = resolveTurn({ campaign: c, deck: currentDeck(state), dice, landValue: landValue(state), gm: state.gm });
    const report = outcome.report;
    const changes = editsBetween(c, outcome.campaign);
    return [
      ...setUp,
      ev('campaign.turn-resolved', { turn: outcome.campaign.turn, changes, checks: outcome.checks, rolls: outcome.rolls }, GM_ONLY, actor),
      ev('campaign.report', { turn: report.turn, lines: report.public }, PUBLIC, actor),
      ...outcome.campaign.realms
        .filter((r) => report.realms[r.id])
        .map((r) => ev('campaign.realm-report', { realm: r.id, turn: report.turn, lines: report.realms[r.id]! }, r.ruler ? onlyPlayers(r.ruler.id) : GM_ONLY, actor)),
    ];
  },
};

/** A ruler's orders changed: the season's tax and figures, an action slot, a free action. */
function orderChange({ state, actor }: Ctx, action: Extract<CampaignAction, { type: 'campaign.realm-orders' | 'campaign.realm-action' | 'campaign.realm-free' }>): GameEvent[] {
    const c = campaignOf(state);
    const realm = orderingRealm(state, c, action.actor, action.realm);
    const current = c.orders[realm.id] ?? defaultOrders(realm, action.actor);
    const next: RealmOrders = structuredClone({ ...current, by: action.actor });
    if (action.type === 'campaign.realm-orders') {
      for (const key of ['tax', 'hardshipGold', 'troops', 'delay', 'reduceMilitary', 'knowledge'] as const) {
        if (action[key] !== undefined) (next as unknown as Record<string, unknown>)[key] = action[key];
      }
    } else if (action.type === 'campaign.realm-action') {
      next.actions = [next.actions[0] ?? null, next.actions[1] ?? null];
      next.actions[action.slot - 1] = action.action;
    } else {
      next.free = action.free ? [...next.free, action.free] : [];
    }
    const checked = checkOrders(c, realm, next);
    return [ev('campaign.orders-set', { realm: realm.id, orders: checked }, realm.ruler ? onlyPlayers(realm.ruler.id) : GM_ONLY, actor)];
}

export const decideCampaign = decideBy(HANDLERS, campaignContext);

/** The realm whose orders the actor gives: the named one (its ruler or the GM), or the one he rules. */
function orderingRealm(state: GameState, c: CampaignState, actor: UserRef, name: string | undefined): RealmSheet {
  const gm = isGm(state, actor.id);
  if (name) {
    const realm = findRealm(c, name);
    if (!realm.inPlay) throw new RuleError(`${realm.name} is no longer in play`, 'it was conquered');
    if (!gm && realm.ruler?.id !== actor.id) throw new RuleError(`you do not rule ${realm.name}`, realm.ruler ? `${realm.ruler.name} gives its orders` : 'the GM gives its orders');
    return realm;
  }
  const ruled = c.realms.filter((r) => r.inPlay && r.ruler?.id === actor.id);
  if (ruled.length === 1) return ruled[0]!;
  if (ruled.length > 1) throw new RuleError('you rule more than one realm', `name it with realm:, one of ${ruled.map((r) => r.name).join(', ')}`);
  throw new RuleError(gm ? 'name the realm whose orders you give' : 'you rule no realm in this campaign', gm ? 'add realm:<name>' : 'the GM gives you one with /realm ruler');
}

function editHex(c: CampaignState, a: Extract<CampaignAction, { type: 'campaign.hex' }>): { index: number; hex: CampaignHex } {
  const { hex: old, index } = hexAt(c.map, a.hex);
  const hex: CampaignHex = structuredClone(old);
  if (a.terrain !== undefined) {
    const t = a.terrain.toLowerCase();
    const terrain = (TERRAIN_LETTERS[t.toUpperCase()] ?? (Object.values(TERRAIN_LETTERS) as string[]).find((x) => x === t)) as MapTerrain | undefined;
    if (!terrain) throw new RuleError(`"${a.terrain}" is not a terrain`, 'plains, forest, hills, swamp, coastal, desert or sea (or its letter)');
    hex.terrain = terrain;
  }
  if (a.river !== undefined) hex.river = a.river;
  if (a.base === 'none') delete hex.base;
  else if (a.base) hex.base = { size: a.base, fortification: hex.base?.fortification ?? 0, capitol: hex.base?.capitol ?? false };
  if (a.fortification !== undefined || a.capitol !== undefined) {
    if (!hex.base) throw new RuleError(`${a.hex} has no base`, 'add one with base:town or base:city');
    if (a.fortification !== undefined) hex.base.fortification = a.fortification;
    if (a.capitol !== undefined) {
      if (a.capitol && hex.realm && c.map.hexes.some((h, i) => i !== index && h.realm === hex.realm && h.base?.capitol)) {
        throw new RuleError(`${findRealm(c, hex.realm).name} has a capitol already`, 'one capitol per realm: unmark the old one first (capitol:false)');
      }
      hex.base.capitol = a.capitol;
    }
  }
  if (a.guard === 'none') delete hex.guard;
  else if (a.guard) hex.guard = a.guard;
  if (a.realm !== undefined) {
    if (a.realm.toLowerCase() === 'none') delete hex.realm;
    else hex.realm = findRealm(c, a.realm).id;
  }
  if (hex.terrain === 'sea' && (hex.realm || hex.base)) throw new RuleError(`${a.hex} is sea`, 'a sea hex holds no base and belongs to no realm');
  return { index, hex };
}

const NUMBER_FIELDS = { diplomacy: 'diplomacy', wisdom: 'wisdom', 'wilderness-lore': 'wildernessLore', lore: 'wildernessLore', war: 'war', military: 'military', discontent: 'discontent', hardship: 'hardship', treasury: 'treasury', 'failed-discontent': 'failedDiscontent' } as const;

/** The fields /realm set changes (RPG-E: every number of the sheet; the GM rules, the log keeps each change). */
export const REALM_FIELDS = [...Object.keys(NUMBER_FIELDS), 'calling', 'demeanor', 'tax', 'wizard-ruler', 'ill-will:<realm>', 'wars', 'trade'] as const;

function setField(c: CampaignState, r: RealmSheet, field: string, value: string): { realm: RealmSheet; illWill?: Record<string, number>; what: string } {
  const realm = structuredClone(r);
  const f = field.trim().toLowerCase();
  const v = value.trim();
  const number = () => {
    const n = Number(v.replace(/[,_]/g, ''));
    if (!Number.isInteger(n) || n < 0 || n > 100_000_000) throw new RuleError(`"${value}" is not a value for ${field}`, 'a whole number, 0 or more');
    return n;
  };
  if (f in NUMBER_FIELDS) {
    const key = NUMBER_FIELDS[f as keyof typeof NUMBER_FIELDS];
    const n = number();
    if (key !== 'treasury' && key !== 'military' && n > 30) throw new RuleError(`${field} ${n} is out of range`, 'ratings and scores run 0 to 30');
    const before = realm[key];
    realm[key] = n;
    return { realm, what: `${field} ${key === 'treasury' ? gp(before) : before} → ${key === 'treasury' ? gp(n) : n}` };
  }
  switch (f) {
    case 'calling':
    case 'demeanor':
      realm[f] = v.slice(0, 40);
      return { realm, what: `${f}: ${realm[f]}` };
    case 'tax':
      if (!['low', 'medium', 'high'].includes(v.toLowerCase())) throw new RuleError(`"${value}" is not a tax rate`, 'low, medium or high');
      realm.tax = v.toLowerCase() as RealmSheet['tax'];
      return { realm, what: `tax ${realm.tax}` };
    case 'wizard-ruler':
      realm.wizardRuler = ['on', 'true', 'yes'].includes(v.toLowerCase());
      return { realm, what: `wizard ruler ${realm.wizardRuler ? 'yes' : 'no'}` };
    case 'wars':
    case 'trade': {
      const ids = v.toLowerCase() === 'none' ? [] : v.split(/[,;]+/).map((n) => findRealm(c, n.trim()).id).filter((id) => id !== r.id);
      if (f === 'wars') realm.wars = ids;
      else realm.tradeRoutes = ids;
      return { realm, what: `${f}: ${ids.map((id) => findRealm(c, id).name).join(', ') || 'none'}` };
    }
  }
  const m = f.match(/^ill-?will:(.+)$/);
  if (m) {
    const other = findRealm(c, m[1]!);
    if (other.id === r.id) throw new RuleError('ill-will is between two realms', 'name another realm: field:ill-will:<realm>');
    const n = number();
    const key = r.id < other.id ? `${r.id}|${other.id}` : `${other.id}|${r.id}`;
    return { realm, illWill: { [key]: n }, what: `ill-will with ${other.name} ${illWill(c, r.id, other.id)} → ${n}` };
  }
  throw new RuleError(`there is no field "${field}" on the sheet`, `the fields are: ${REALM_FIELDS.join(', ')}`);
}

/** A realm's sheet changed: the fields as they now read (issue 28: not the whole sheet). */
const realmChanged = (before: RealmSheet, after: RealmSheet, what: string): CampaignEventPayloads['campaign.realm-set'] => ({ realm: after.id, name: after.name, changes: editsBetween(before, after), what });
