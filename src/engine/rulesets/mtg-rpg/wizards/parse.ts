/**
 * A wizard's sheet as a player types it (issue 15): `ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1` and
 * `Athletics 3, Awareness 3, Arcane Knowledge 2`. A RuleError says what could not be read and shows the form.
 */
import { RuleError } from '../../../core/types.js';
import { ATTRIBUTES, type Attribute } from '../sheet/creation.js';

const entries = (text: string): [string, number][] =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^(.+?)\s*[:=]?\s*(-?\d+)$/.exec(part);
      if (!m) throw new RuleError(`"${part}" is not a name and a number of dots`, 'write them like ST 3, DX 2 — or Athletics 3, Awareness 2');
      return [m[1]!.trim(), Number(m[2])];
    });

/** The six attributes, each named once. */
export function parseAttributes(text: string): Record<Attribute, number> {
  const out: Partial<Record<Attribute, number>> = {};
  for (const [name, v] of entries(text)) {
    const a = ATTRIBUTES.find((x) => x === name.toUpperCase());
    if (!a) throw new RuleError(`"${name}" is not an attribute`, `name ${ATTRIBUTES.join(', ')}: e.g. attributes:"ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1"`);
    if (out[a] !== undefined) throw new RuleError(`${a} is named twice`, 'name each attribute once');
    out[a] = v;
  }
  const missing = ATTRIBUTES.filter((a) => out[a] === undefined);
  if (missing.length) throw new RuleError(`no dots given for ${missing.join(', ')}`, 'name all six, 0 where there are none: ST 3, DX 2, CN 2, IQ 1, WS 1, CH 1');
  return out as Record<Attribute, number>;
}

/** Skills and their dots, as typed (checked against the list by createWizard). */
export const parseSkills = (text: string): Record<string, number> => Object.fromEntries(entries(text));
