import type { RuleOption } from '../../core/options.js';

/** Options of the Magic: The Gathering RPG; the realm campaign's readings join these as they are built. */
export const MTG_RPG_OPTIONS: readonly RuleOption[] = [
  {
    key: 'realm-campaign',
    label: 'Realm campaign',
    rule: 'RPG-E1',
    description: 'Kingdoms with control sheets that change every season through campaign turns.',
    type: 'boolean',
    default: true,
  },
  {
    key: 'land-mana-value',
    label: 'Mana value of a land',
    rule: 'RPG-R3',
    description: 'A drawn land counts 1 in action checks (RPG-R3, the default) or 0 (line 685 read literally).',
    type: 'integer',
    min: 0,
    max: 1,
    default: 1,
  },
  {
    key: 'dodge-equal',
    label: 'A dodge that equals the attack',
    rule: 'RPG-R27',
    description: 'A dodge must exceed the attacker’s power + toughness (RPG-R27, as written), or equal is enough.',
    type: 'boolean',
    default: false,
  },
  {
    key: 'deliberate-death',
    label: 'Death only from a deliberate blow',
    rule: 'RPG-R33',
    description: 'Off: a wizard bleeding at −5 dies. On: bleeding stops short of −5; only a deliberate blow or massive damage kills.',
    type: 'boolean',
    default: false,
  },
];
