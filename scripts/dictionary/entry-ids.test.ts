/**
 * The id scheme round-trips for every lemma of every language: headwords, and every word a
 * meaning names (link targets), as the sources spell them.
 */
import { lemmaKey, parseEntryId, toEntryId } from '../../src/features/dictionary/model/entry-id';
import { thesaurusLanguages, type ThesaurusLanguage } from './mythes-languages';
import { parseTerm, normalisedPath } from './thesaurus';
import { readNormalised } from './mythes';
import { readWordNet } from './wordnet';

function expectRoundTrip(lemmas: Iterable<string>, language: Parameters<typeof toEntryId>[1]): number {
  let count = 0;
  const failures: string[] = [];
  for (const lemma of lemmas) {
    const key = lemmaKey(lemma);
    if (key === '') continue;
    count++;
    const id = toEntryId(lemma, language);
    const parsed = parseEntryId(id);
    if (parsed?.lemmaKey !== key || parsed.language !== language || parseEntryId(encodeURIComponent(id))?.lemmaKey !== key) failures.push(lemma);
  }
  expect(failures).toEqual([]);
  return count;
}

describe('entry ids of every lemma', () => {
  it('round-trip for all of WordNet', () => {
    const wordnet = readWordNet();
    const words = new Set(wordnet.index.keys());
    for (const synset of wordnet.synsets.values()) for (const word of synset.words) words.add(word);
    for (const list of Object.values(wordnet.exceptions)) for (const form of list.keys()) words.add(form);
    expect(expectRoundTrip(words, 'en')).toBeGreaterThan(150_000);
  }, 60_000);

  it.each(Object.keys(thesaurusLanguages) as ThesaurusLanguage[])('round-trip for all of %s', (language) => {
    const data = readNormalised(normalisedPath(language));
    const words = new Set(data.blocks.map((b) => b.headword));
    for (const line of data.meanings) {
      for (const raw of line.terms) {
        const term = parseTerm(raw, thesaurusLanguages[language]);
        if (term) words.add(term.display);
      }
    }
    expect(expectRoundTrip(words, language)).toBeGreaterThan(5000);
  }, 60_000);
});
