import type { TableInput } from '../../../tables/table-schema.js';

/**
 * The OPTIONAL COMBAT TABLES of BIMR4 (seed 003, section 5): adjusted rolls read 1 to 10 — above 10 as 10,
 * below 1 as 1. Their modifiers (attackers, time advantage, +4 for not intercepting) are computed by
 * optional-combat.ts.
 */
export const BIMR4_TABLES: readonly TableInput[] = [
  {
    name: 'stumble',
    title: 'Stumble',
    rule: 'BI-7',
    source: 'BIMR4 5.1',
    dice: '2d6-high',
    columns: [{ key: 'effect', label: 'Effect on action' }],
    rows: [
      { from: 1, to: 6, results: ['completed: the character completes his action'] },
      { from: 7, to: 10, results: ["cancelled: the character's action is cancelled"] },
    ],
    notes: 'Rolled for a MOVE chit, Boots card or horse played to run away or pick up a dropped belonging, and when flying (only flying attackers count). + the attackers on his sheet, − his time advantage over the fastest attacker.',
  },
  {
    name: 'fumble',
    title: 'Fumble',
    rule: 'BI-10',
    source: 'BIMR4 5.4',
    dice: '2d6-high',
    columns: [{ key: 'effect', label: 'Effect on harm inflicted' }],
    rows: [
      { from: 1, to: 1, results: ['increase two levels'] },
      { from: 2, to: 3, results: ['increase one level'] },
      { from: 4, to: 6, results: ['no change'] },
      { from: 7, to: 8, results: ['decrease one level'] },
      { from: 9, to: 9, results: ['decrease two levels'] },
      { from: 10, to: 10, results: ['Negligible: the hit inflicts Negligible harm'] },
    ],
    notes: 'For a striking attack that hits. − the attack\'s time advantage over the target\'s maneuver, +4 if it did not intercept; no maneuver counts as move time 8. Negligible or less: no harm, but still a hit.',
  },
  {
    name: 'missile',
    title: 'Optional Missile Table',
    rule: 'BI-10',
    source: 'BIMR4 5.4',
    dice: '2d6-high',
    columns: [{ key: 'effect', label: 'Effect on harm inflicted' }],
    rows: [
      { from: 1, to: 1, results: ['increase three levels'] },
      { from: 2, to: 2, results: ['increase two levels'] },
      { from: 3, to: 3, results: ['increase one level'] },
      { from: 4, to: 4, results: ['no change'] },
      { from: 5, to: 5, results: ['decrease one level'] },
      { from: 6, to: 6, results: ['decrease two levels'] },
      { from: 7, to: 7, results: ['decrease three levels'] },
      { from: 8, to: 9, results: ['wound: a character hit without armor suffers one wound; armor or a denizen: no effect'] },
      { from: 10, to: 10, results: ['Negligible: the hit inflicts Negligible harm'] },
    ],
    notes: 'Instead of the regular Missile Table, for a missile attack that hits. − the attack\'s time advantage, +4 for each maneuver not intercepted; no maneuver counts as move time 8.',
  },
];
