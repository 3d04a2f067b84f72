import type { PlayEventPayloads } from '../engine/rulesets/magic-realm/play/view-types.js';

/** What a PEER or LOCATE found, told to the searcher alone (a day's search, Talk to Wise Bird's PEER). */
export function foundText(f: PlayEventPayloads['play.found']): string {
  return [
    ...f.paths.map((p) => `You found the path **${p}**: your routes may use it from now on.`),
    ...(f.chits.length ? [`The chits of your tile: **${f.chits.join(', ')}**.`] : []),
    ...(f.sites?.length ? [`You discovered ${f.sites.map((s) => `the **${s}**`).join(', ')}: you may LOOT ${f.sites.length === 1 ? 'it' : 'them'} from now on.`] : []),
    ...(f.hiddenEnemies ? ['You found the hidden enemies of your clearing, for today.'] : []),
  ].join('\n');
}
