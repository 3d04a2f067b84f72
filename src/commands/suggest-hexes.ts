/**
 * Suggestions for the options that name hexes of the realm campaign's map (issue 12): one hex (`hex:C4`), or a list
 * where the word being typed is completed (`hexes:"B3 B4 C"`). They come from the map as the user may see it (the
 * campaign part's view): the names of the hexes are public; a guarding army is offered only where he knows of it.
 */
import { campaignViewFor } from '../engine/rulesets/mtg-rpg/campaign/view.js';
import type { MapView, MapViewHex } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';
import { LIMITS } from '../render/limits.js';
import { currentGame } from './game-context.js';
import type { AutocompleteContext, Choice } from './types.js';

/** A hex as a suggestion names it: `C4 (hills, Harloon, city)`. */
function describe(map: MapView, h: MapViewHex): string {
  const realm = map.realms.find((r) => r.id === h.realm)?.name;
  const bits = [h.terrain, h.river ? 'river' : '', realm ?? '', h.base ? (h.base.capitol ? 'capitol' : h.base.size) : '', h.guard ? 'guarding army' : ''];
  return `${h.name} (${bits.filter(Boolean).join(', ')})`;
}

/**
 * The hexes whose name starts with what is typed (for a list, its last word; the words before it stay as typed),
 * those `first` picks ahead of the rest, in the map's order.
 */
export function hexSuggestions(map: MapView, typed: string, opts: { list?: boolean; first?: (h: MapViewHex) => boolean } = {}): Choice[] {
  const words = typed.split(/\s+/);
  const last = opts.list ? (words.pop() ?? '') : typed.trim();
  const before = opts.list ? words.filter(Boolean).map((w) => `${w} `).join('') : '';
  const named = new Set(words.map((w) => w.toUpperCase()));
  const want = last.trim().toUpperCase();
  const hexes = map.hexes.filter((h) => h.name.startsWith(want) && !(opts.list && named.has(h.name)));
  const ordered = opts.first ? [...hexes.filter(opts.first), ...hexes.filter((h) => !opts.first!(h))] : hexes;
  const out: Choice[] = [];
  for (const h of ordered) {
    const value = `${before}${h.name}`;
    if (value.length > LIMITS.choiceName) continue;
    const name = opts.list ? `${value} — ${describe(map, h)}` : describe(map, h);
    out.push({ name: name.length > LIMITS.choiceName ? value : name, value });
    if (out.length === LIMITS.choicesPerOption) break;
  }
  return out;
}

/** The campaign map as the user sees it, if the game has a campaign. */
async function mapOf(ctx: AutocompleteContext): Promise<{ map: MapView; realms: string[] } | undefined> {
  const view = campaignViewFor(await currentGame(ctx), { userId: ctx.invocation.user.id });
  return view ? { map: view.map, realms: view.viewer.realms } : undefined;
}

/**
 * An autocomplete of hexes: `list` completes the last of several hexes; `guards` puts first the hexes where one of
 * the user's realms keeps a guarding army (the army that moves troops); `own` the hexes of his realms — but for a
 * realm action of `kind:war`, the hexes of others (the war's targets).
 */
export function suggestHexes(opts: { list?: boolean; guards?: boolean; own?: boolean } = {}) {
  return async (typed: string, ctx: AutocompleteContext): Promise<Choice[]> => {
    const seen = await mapOf(ctx);
    if (!seen) return [];
    const mine = (h: MapViewHex) => h.realm !== undefined && seen.realms.includes(h.realm);
    const war = ctx.invocation.options.kind === 'war';
    const first = opts.guards ? (h: MapViewHex) => mine(h) && h.guard !== undefined : opts.own ? (h: MapViewHex) => mine(h) !== war : undefined;
    return hexSuggestions(seen.map, typed, { list: opts.list, ...(first ? { first } : {}) });
  };
}
