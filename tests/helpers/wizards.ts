import { forcedDice } from '../../src/engine/dice.js';
import type { WizardDraft } from '../../src/engine/rulesets/mtg-rpg/sheet/creation.js';

/**
 * The two wizards the MtG RPG tests play (issue 15), as /wizard create takes them. Sarin: red, ST 3, DX 2, CN 2, IQ 1 —
 * 14 life points, a hand of 3. Mirela: blue, ST 1, DX 2, CN 2, IQ 3 — 14 life points, a hand of 5.
 */
export const SARIN = {
  attributes: 'ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1',
  skills: 'Athletics 3, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 2, Arcane Knowledge 2, Wilderness Lore 2',
  primary: 'red',
  calling: 'Adventurer',
  renewal: 'sunrise',
} as const;

/** Sarin as the engine's tests draft him (the same numbers as SARIN), a new object each time. */
export const sarinDraft = (): WizardDraft => ({
  name: 'Sarin',
  attributes: { ST: 3, DX: 2, CN: 2, IQ: 1, WS: 1, CH: 1 },
  skills: { Athletics: 3, Awareness: 3, Endurance: 3, Larceny: 3, Healing: 2, Investigate: 2, 'Arcane Knowledge': 2, 'Wilderness Lore': 2 },
  primary: 'red',
  calling: 'Adventurer',
  renewal: 'sunrise',
});

export const MIRELA = {
  attributes: 'ST 1, DX 2, CN 2, IQ 3, WS 1, CH 1',
  skills: 'Athletics 2, Awareness 3, Endurance 3, Larceny 3, Healing 2, Investigate 3, Arcane Knowledge 2, Wilderness Lore 2',
  primary: 'blue',
  calling: 'Explorer',
  renewal: 'sunset',
} as const;

/** A library's shuffle that keeps the list's order: Fisher–Yates from the last place, each die its own place. */
export const keepOrder = (cards: number) => forcedDice(Array.from({ length: cards - 1 }, (_, i) => cards - 1 - i));

/** The console lines of an MtG RPG table with Sarin (Bob) and Mirela (Carol) created, before their libraries. */
export const WIZARD_TABLE_LINES: readonly string[] = [
  '@gm /game create ruleset:mtg-rpg',
  '@bob /game join character:Sarin',
  '@carol /game join character:Mirela',
  `@bob /wizard create attributes:"${SARIN.attributes}" skills:"${SARIN.skills}" primary:${SARIN.primary} calling:${SARIN.calling} renewal:${SARIN.renewal}`,
  `@carol /wizard create attributes:"${MIRELA.attributes}" skills:"${MIRELA.skills}" primary:${MIRELA.primary} calling:${MIRELA.calling} renewal:${MIRELA.renewal} pronouns:she`,
];
