import { pronounWords } from '../engine/pronouns.js';
import { ATTRIBUTE_COLOUR, ATTRIBUTES, SCORE_LABELS, SKILLS, type WizardView } from '../engine/rulesets/mtg-rpg/wizards/view.js';
import { finish, type RenderResult } from './draw/canvas.js';
import { capitalised } from './draw/format.js';
import { CARD_FRAME } from './draw/frame.js';
import { drawPaperSheet, type Section } from './draw/sheet.js';

/**
 * A wizard's sheet as a PNG (issue 15), laid out like the realm's control sheet: boxed sections on parchment. The
 * whole of it only from a view that holds the sheet (his own, or the GM's); from anyone else's view the picture has
 * his name, calling and colour, and says the rest is his and the GM's — no number is drawn.
 */
const { width: WIDTH, margin: MARGIN, gap: GAP } = CARD_FRAME;

function sections(w: WizardView): Section[] {
  const s = w.sheet;
  if (!s) return [{ title: 'The sheet', blocks: [{ kind: 'note', text: `${pronounWords(w.pronouns).Possessive} attributes, skills, life points and hand are ${pronounWords(w.pronouns).own} and the GM’s.` }] }];
  const n = s.numbers;
  const life = s.damage ? `${n.lifePoints - s.damage} of ${n.lifePoints}` : String(n.lifePoints);
  const lib = s.library;
  return [
    {
      title: 'Attributes',
      blocks: [{ kind: 'table', columns: [{ title: 'Attribute', weight: 2 }, { title: 'Colour', weight: 2 }, { title: 'Dots', weight: 1, align: 'right' }], rows: ATTRIBUTES.map((a) => [a, capitalised(ATTRIBUTE_COLOUR[a]), String(s.attributes[a])]) }, { kind: 'note', text: ATTRIBUTES.map((a) => `${a}: ${SCORE_LABELS[s.attributes[a]]}`).join('; ') }],
    },
    {
      title: 'Numbers',
      blocks: [
        {
          kind: 'fields',
          rows: [
            { label: 'Life points', value: life, alert: (s.damage ?? 0) > 0 },
            { label: 'Hand', value: String(n.handSize) },
            { label: 'Reserve mana', value: String(n.reserve) },
            { label: 'Creatures', value: String(n.creatures) },
            { label: 'Walk / sprint / run', value: `${n.walk} / ${n.sprint} / ${n.run}` },
            { label: 'Unspent XP', value: String(s.xp) },
            ...(s.backlash ? [{ label: 'Karmic backlash', value: 'taps no land', alert: true }] : []),
          ],
        },
      ],
    },
    {
      title: 'Skills',
      blocks: [
        {
          kind: 'table',
          columns: [{ title: 'Skill', weight: 4 }, { title: 'Dots', weight: 1, align: 'right' }, { title: 'Total', weight: 1, align: 'right' }],
          rows: SKILLS.filter((k) => (s.skills[k.name] ?? 0) > 0).map((k) => [k.name, String(s.skills[k.name]), String(s.figures.skillTotals[k.name])]),
          empty: 'no skills',
        },
      ],
    },
    {
      title: 'Feats and play',
      blocks: [
        { kind: 'list', items: s.feats, empty: 'no feats' },
        {
          kind: 'fields',
          rows: [
            { label: 'Dodges a turn', value: String(s.figures.dodgesPerTurn) },
            { label: 'Opponents a spell reaches', value: String(s.figures.widenTargets) },
            { label: 'Spells last (outside a duel)', value: `${s.figures.spellMinutes} min` },
            { label: 'Land keeps its mana', value: `${s.figures.landMinutes} min` },
            ...ATTRIBUTES.filter((a) => a !== 'CH').map((a) => ({ label: `Range of ${ATTRIBUTE_COLOUR[a]} spells`, value: `${s.figures.rangeYards[a]} yd` })),
          ],
        },
      ],
    },
    {
      title: 'Library',
      blocks: lib
        ? [
            { kind: 'fields', rows: [{ label: 'To draw', value: String(lib.deck.length) }, { label: 'Graveyard', value: String(lib.graveyard.length) }, { label: 'In all', value: String(lib.cards.length - (lib.removed?.length ?? 0)) }] },
            { kind: 'list', items: s.figures.hand, empty: 'an empty hand' },
          ]
        : [{ kind: 'note', text: 'No library yet: /wizard library.' }],
    },
  ];
}

export function renderWizardSheetWithLog(w: WizardView): RenderResult {
  const s = w.sheet;
  const d = drawPaperSheet({
    width: WIDTH,
    margin: MARGIN,
    gap: GAP,
    header: { title: w.name, subtitle: `${w.calling} · ${w.primary} mana${s ? ` · renewal at ${s.renewal}` : ''}`, ...(s?.backlash ? { flag: 'KARMIC BACKLASH' } : {}) },
    sections: sections(w),
  });
  return finish(d);
}

export const renderWizardSheet = (w: WizardView): Promise<Buffer> => renderWizardSheetWithLog(w).png;
