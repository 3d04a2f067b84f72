import type { CharacterCard } from '../../src/engine/rulesets/magic-realm/characters/sheet.js';
import { chitLabel, chitsOf } from '../../src/engine/rulesets/magic-realm/characters/kits.js';
import type { MeleeSheet } from '../../src/engine/rulesets/magic-realm/combat/events.js';
import type { DuelView } from '../../src/engine/rulesets/mtg-rpg/duels/part.js';
import { createWizard } from '../../src/engine/rulesets/mtg-rpg/sheet/creation.js';
import { sheetView, type WizardView } from '../../src/engine/rulesets/mtg-rpg/wizards/view.js';
import { sarinDraft } from '../helpers/wizards.js';

/** The views of the card-like pictures (character card, melee, wizard sheet, duel), built by hand for the tests and the bench. */

/** The Black Knight part-way through a hard week: two chits fatigued, one wounded, his breastplate damaged. */
export function battered(): CharacterCard {
  const chits = chitsOf('Black Knight').map((c, i) => ({ ...c, label: chitLabel(c), state: i === 1 || i === 4 ? ('fatigued' as const) : i === 7 ? ('wounded' as const) : ('active' as const) }));
  return {
    character: 'Black Knight',
    userName: 'dave',
    full: true,
    weapon: { name: 'Mace', alerted: true, text: 'weight M, length 1, M 3' },
    armour: [
      { name: 'Suit of Armor', state: 'intact', protects: 'thrust, swing, smash' },
      { name: 'Shield', state: 'damaged', protects: 'the box it is played in' },
    ],
    chits,
    treasures: ['Crystal Ball'],
    gold: 23,
    fame: 4,
    notoriety: 7,
    fatigue: 2,
    wounds: 1,
    owed: ['rest 1* (REST)'],
    hidden: true,
    where: 'CV5',
    discoveries: ['CV2-CV5 hidden path'],
    spells: ['Peace', 'Hurricane Winds'],
    curses: ['Squeak'],
  };
}

/** A revealed round in Cave 5: two characters, one with a second weapon and a parry, three monsters on their sheets. */
export function meleeRound(): { clearing: string; round: number; sheets: MeleeSheet[] } {
  return {
    clearing: 'CV5',
    round: 2,
    sheets: [
      {
        name: 'Black Knight',
        attack: { chit: 'FIGHT H5*', weapon: 'Mace', direction: 'smash', target: 'Giant', mark: 'hit' },
        maneuver: { chit: 'MOVE M4', maneuver: 'dodge' },
        shield: 'thrust',
        denizens: [
          { label: 'Giant', side: 'light', box: 3, printed: 'T 5, move 5', mark: 'miss', dead: false },
          { label: 'Heavy Troll', side: 'dark', box: 1, printed: 'H 4, move 4', mark: 'hit', dead: false },
        ],
        wounds: 1,
        killed: false,
      },
      {
        name: 'Swordsman',
        attack: { chit: 'FIGHT L3', weapon: 'Thrusting Sword', direction: 'thrust', target: 'Heavy Troll', mark: 'killed' },
        parry: { chit: 'FIGHT M4', weapon: 'Short Sword', direction: 'swing', destroyed: false },
        attack2: { chit: 'FIGHT M3*', weapon: 'Short Sword', direction: 'swing', target: 'Goblin', mark: 'miss' },
        maneuver: { chit: 'MOVE L2', maneuver: 'charge' },
        denizens: [{ label: 'Goblin', side: 'light', box: 2, printed: 'M 4, move 3', mark: 'killed', dead: true }],
        wounds: 0,
        killed: true,
      },
    ],
  };
}

/** Sarin's own sheet, with a library and a hand, a point of damage, a feat and unspent XP. */
export function sarinView(): WizardView {
  const wizard = createWizard(sarinDraft());
  const cards = [
    { name: 'Shock', cost: 'R', land: false, type: 'instant' },
    { name: 'Shock', cost: 'R', land: false, type: 'instant' },
    { name: 'Hill Giant', cost: '3R', land: false, type: 'creature' },
    { name: 'Lightning Bolt', cost: 'R', land: false, type: 'instant' },
    ...Array.from({ length: 8 }, () => ({ name: 'Mountain', cost: '', land: true })),
  ];
  const sheet = { ...wizard, damage: 2, xp: 3, feats: ['Toughness'], library: { cards, deck: [3, 4, 5, 6, 7, 8, 9, 10, 11], hand: [0, 1, 2], graveyard: [] } };
  return { userId: 'bob', name: 'Sarin', calling: 'Adventurer', primary: 'red', sheet: sheetView(sheet) };
}

/** A quick duel over, as the GM sees it: three turns, both life bars, the winner. */
export function duelView(): DuelView {
  return {
    id: 1,
    challenger: 'bob',
    defender: 'carol',
    names: { bob: 'Sarin', carol: 'Mirela' },
    stage: 'over',
    length: '3-cards',
    stakes: 'ante',
    victory: 'most-life',
    order: ['bob', 'carol'],
    turn: 4,
    chosen: [],
    turns: [
      { n: 1, plays: [{ userId: 'bob', card: 'Hill Giant', did: 'attacks: 3 damage to Mirela' }, { userId: 'carol', card: 'Lightning Bolt', did: '3 damage to Sarin' }] },
      { n: 2, plays: [{ userId: 'bob', card: 'Shock', did: '2 damage to Mirela' }, { userId: 'carol', card: 'Healing Salve', did: 'Mirela gains 3 life points, back to what she had before the Shock and the Giant' }] },
      { n: 3, plays: [{ userId: 'bob', did: 'no card: an empty hand' }, { userId: 'carol', card: 'Counterspell', did: 'nothing to counter' }] },
    ],
    result: { winner: 'carol', loser: 'bob', why: 'Sarin — fewer life points at the end' },
    life: { bob: 11, carol: 12 },
    began: { bob: 14, carol: 14 },
  };
}
