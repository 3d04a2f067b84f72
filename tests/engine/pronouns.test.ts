import { describe, expect, it } from 'vitest';
import { parsePronoun, pluralVerb, pronounWords } from '../../src/engine/pronouns.js';

describe('the pronoun words (issue 27)', () => {
  it('he, she and they in every form, capitalised too', () => {
    expect(pronounWords('he')).toMatchObject({ subject: 'he', object: 'him', possessive: 'his', own: 'his', reflexive: 'himself', Subject: 'He', Possessive: 'His' });
    expect(pronounWords('she')).toMatchObject({ subject: 'she', object: 'her', possessive: 'her', own: 'hers', reflexive: 'herself', Subject: 'She', Possessive: 'Her' });
    expect(pronounWords('they')).toMatchObject({ subject: 'they', object: 'them', possessive: 'their', own: 'theirs', reflexive: 'themselves', Subject: 'They', Possessive: 'Their' });
    expect(pronounWords(undefined).subject).toBe('he'); // an older log's wizard reads as before
  });

  it('the verb agrees with the subject: "they are", never "they is"', () => {
    const they = pronounWords('they');
    expect(['is', 'has', 'was', 'does', 'takes', 'carries', 'passes', 'catches', 'acts', 'renews', 'plays'].map(they.verb)).toEqual([
      'are', 'have', 'were', 'do', 'take', 'carry', 'pass', 'catch', 'act', 'renew', 'play',
    ]);
    expect(pronounWords('she').verb('is')).toBe('is');
    expect(pronounWords('he').verb('takes')).toBe('takes');
    expect(pluralVerb('plays')).toBe('play');
  });

  it('reads what a user typed', () => {
    expect(parsePronoun(' She ')).toBe('she');
    expect(parsePronoun('they')).toBe('they');
    expect(parsePronoun('it')).toBeUndefined();
  });
});
