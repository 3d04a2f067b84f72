/**
 * The words a text uses for a character or a wizard (issue 27: "he" for every one of them was wrong). Magic Realm's
 * characters have the published game's pronoun (kit data: "she" for the Amazon, the Woods Girl and the Witch); an MtG
 * wizard has the one chosen at /wizard create. Pure: the pronoun comes from game data or state, never from Discord.
 *
 *   const w = pronounWords('she');
 *   `${w.Subject} ${w.verb('takes')} ${w.possessive} sword`  → "She takes her sword"
 *   pronounWords('they'): "They take their sword" (the verb agrees wherever the pronoun is the subject)
 */

export const PRONOUNS = ['he', 'she', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

/** Whoever has no pronoun of their own (an older log's wizard, a character the data does not know) reads as before. */
export const DEFAULT_PRONOUN: Pronoun = 'he';

export interface PronounWords {
  /** he / she / they */
  readonly subject: string;
  /** him / her / them */
  readonly object: string;
  /** his / her / their (before a noun) */
  readonly possessive: string;
  /** his / hers / theirs (standing alone: "are his and the GM's") */
  readonly own: string;
  /** himself / herself / themselves */
  readonly reflexive: string;
  /** He / She / They */
  readonly Subject: string;
  /** His / Her / Their */
  readonly Possessive: string;
  /** The present-tense verb agreeing with the subject pronoun, given its he-form: verb('takes') → "take" for they. */
  readonly verb: (heForm: string) => string;
}

const FORMS: Record<Pronoun, Omit<PronounWords, 'Subject' | 'Possessive' | 'verb'>> = {
  he: { subject: 'he', object: 'him', possessive: 'his', own: 'his', reflexive: 'himself' },
  she: { subject: 'she', object: 'her', possessive: 'her', own: 'hers', reflexive: 'herself' },
  they: { subject: 'they', object: 'them', possessive: 'their', own: 'theirs', reflexive: 'themselves' },
};

const IRREGULAR: Record<string, string> = { is: 'are', has: 'have', was: 'were', does: 'do', goes: 'go' };

/** The plural (they-form) of a verb in the third person singular: "is" → "are", "carries" → "carry", "passes" → "pass". */
export function pluralVerb(heForm: string): string {
  const irregular = IRREGULAR[heForm];
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(heForm)) return heForm.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z)es$/.test(heForm)) return heForm.slice(0, -2);
  return heForm.endsWith('s') ? heForm.slice(0, -1) : heForm;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The words for a pronoun (absent: DEFAULT_PRONOUN). */
export function pronounWords(p: Pronoun | undefined = DEFAULT_PRONOUN): PronounWords {
  const f = FORMS[p] ?? FORMS[DEFAULT_PRONOUN];
  const plural = f === FORMS.they;
  return { ...f, Subject: capital(f.subject), Possessive: capital(f.possessive), verb: (v) => (plural ? pluralVerb(v) : v) };
}

/** Reads a pronoun a user typed ("she", "She", "they"); undefined when it is none of PRONOUNS. */
export function parsePronoun(text: string): Pronoun | undefined {
  const t = text.trim().toLowerCase();
  return (PRONOUNS as readonly string[]).includes(t) ? (t as Pronoun) : undefined;
}

/** A name with its indefinite article, by its first letter: "a Lion", "an Eagle". */
export const withArticle = (name: string): string => `${/^[AEIOUaeiou]/.test(name) ? 'an' : 'a'} ${name}`;
