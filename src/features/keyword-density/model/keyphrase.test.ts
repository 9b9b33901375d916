import { analyze } from './analyze';
import { matchKeyphrase, type KeyphraseMatching } from './keyphrase';
import type { KeywordLanguage } from './languages';
import { prepare } from './prepare';
import { loadStemmer } from './word-forms';

const exact: KeyphraseMatching = { anyOrder: false, ignoreFunctionWords: false, wordForms: false };
const yoast: KeyphraseMatching = { anyOrder: true, ignoreFunctionWords: true, wordForms: false };
const forms: KeyphraseMatching = { anyOrder: false, ignoreFunctionWords: false, wordForms: true };

function find(text: string, language: KeywordLanguage, keyphrase: string, matching: KeyphraseMatching, stopWords: string[] = []) {
  const match = matchKeyphrase(prepare(text, language), keyphrase, matching, stopWords);
  return { ...match, found: match.ranges.map(({ start, end }) => text.slice(start, end)) };
}

beforeAll(async () => {
  await Promise.all((['english', 'german', 'russian', 'spanish'] as const).map(loadStemmer));
});

describe('matchKeyphrase in a row', () => {
  it('English: the words in order, case-insensitively, never across a sentence end', () => {
    const text = 'A water filter cleans water. Filter water daily! Our Water Filter lasts; water. Filter it.';
    const match = find(text, 'english', 'water filter', exact);
    expect(match.count).toBe(2);
    expect(match.found).toEqual(['water filter', 'Water Filter']);
    expect(match.forms).toEqual(['water filter']);
  });

  it('German: umlauts and ß compare as written, case folded', () => {
    const text = 'Der Wasserfilter für Küchen. Einen WASSERFILTER für Küchen kaufen? Straße und Strasse.';
    expect(find(text, 'german', 'Wasserfilter für Küchen', exact).count).toBe(2);
    expect(find(text, 'german', 'Straße', exact).count).toBe(1);
  });

  it('skips function words of the text between the words when function words are ignored', () => {
    const text = 'How to decorate a room. Decorate the room well. Decorate room.';
    expect(find(text, 'english', 'decorate room', exact).count).toBe(1);
    expect(find(text, 'english', 'decorate room', { ...exact, ignoreFunctionWords: true }).count).toBe(3);
  });
});

describe("matchKeyphrase in any order within a sentence (Yoast's matching)", () => {
  it('Spanish: the content words anywhere in one sentence, function words left out', () => {
    const text = 'El filtro de agua es barato. El agua pasa por el filtro. El filtro limpia. Agua fresca.';
    const match = find(text, 'spanish', 'filtro de agua', yoast);
    expect(match.words).toEqual(['filtro', 'agua']);
    expect(match.count).toBe(2);
    expect(match.found).toEqual(['filtro', 'agua', 'agua', 'filtro']);
  });

  it('Polish: counts a sentence as often as its rarest word occurs', () => {
    const text = 'Filtr do wody i filtr do kawy oraz wody. Woda bez filtra.';
    const match = find(text, 'polish', 'filtr wody', yoast);
    expect(match.count).toBe(2);
    // Polish has no stemmer: "filtra" and "woda" are other words.
    expect(match.wordsFound).toBe(2);
  });

  it('flags a keyphrase of function words only and looks for all of its words', () => {
    const match = find('To be or not to be.', 'english', 'to be', yoast);
    expect(match.issue).toBe('onlyFunctionWords');
    expect(match.count).toBe(2);
  });

  it("treats the user's stop words as function words", () => {
    const match = find('Best coffee grinder here. A grinder for coffee.', 'english', 'best coffee grinder', yoast, ['best']);
    expect(match.words).toEqual(['coffee', 'grinder']);
    expect(match.count).toBe(2);
  });

  it('reports a keyphrase without words and one that is too long', () => {
    expect(find('Text.', 'english', ' !!! ', yoast).issue).toBe('noWords');
    expect(find('Text.', 'english', 'cheap red waterproof hiking boots men', yoast).issue).toBe('tooLong');
  });
});

describe('matchKeyphrase with word forms', () => {
  it('English: plurals, -ing forms and irregular past forms count together', () => {
    const text = 'I run daily. She was running fast. He ran home. Water filters and a water filter.';
    expect(find(text, 'english', 'run', forms)).toMatchObject({ count: 3, forms: ['run', 'running', 'ran'] });
    expect(find(text, 'english', 'water filter', forms)).toMatchObject({ count: 2, forms: ['water filters', 'water filter'] });
  });

  it('German and Russian: inflected forms share the Snowball stem', () => {
    expect(find('Die Häuser und das Haus.', 'german', 'Haus', forms).count).toBe(2);
    const russian = find('Фильтр для воды. Фильтры для воды дешевле. Купить фильтров.', 'russian', 'фильтр для воды', forms);
    expect(russian.count).toBe(2);
    expect(russian.forms).toEqual(['фильтр для воды', 'фильтры для воды']);
  });

  it('Polish forms are matched exactly', () => {
    expect(find('Filtr do wody. Filtry do wody.', 'polish', 'filtr do wody', forms).count).toBe(1);
  });
});

describe('word forms in the tables', () => {
  it('groups the forms of a word into one row that lists them', () => {
    const text = 'Water filters clean. A water filter cleans. The filter cleaned it.';
    const analysis = analyze(prepare(text, 'english'), { wordForms: true, ignoreStopWords: true });
    // Ties in count are ordered by phrase: "clean" before "filter".
    expect(analysis.rows[1].slice(0, 2)).toMatchObject([
      { phrase: 'clean', count: 3, forms: ['clean', 'cleans', 'cleaned'] },
      { phrase: 'filter', count: 3, forms: ['filter', 'filters'] },
    ]);
    expect(analysis.rows[2][0]).toMatchObject({ phrase: 'filters clean', count: 3, forms: ['filters clean', 'filter cleans', 'filter cleaned'] });
    expect(analysis.rows[2].find((row) => row.phrase.startsWith('Water'))).toMatchObject({ count: 2, forms: ['water filters', 'water filter'] });
    expect(analyze(prepare(text, 'english'), {}).rows[1][0]!.forms).toBeUndefined();
  });
});
