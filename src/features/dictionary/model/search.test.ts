import { searchInIndex } from './search';
import type { SearchIndexChunk, SearchRow } from './types';
import { foldForSearch } from './fold';

function chunk(language: SearchIndexChunk['language'], rows: SearchRow[], complete = true): SearchIndexChunk {
  const sorted = [...rows].sort((a, b) => {
    const fa = foldForSearch(a[0]);
    const fb = foldForSearch(b[0]);
    return fa < fb ? -1 : fa > fb ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  });
  return { v: 1, language, prefix: '', complete, rows: sorted };
}

const english = chunk('en', [
  ['car', 1, 589],
  ['carp', 3, 40],
  ['card', 1, 200],
  ['Carib', 1, 0],
  ['caribou', 1, 0],
  ['cardigan', 1, 10],
  ['care', 3, 300],
  ['ran', 2, 0, 'run'],
  ['run', 3, 900],
  ['runner', 1, 50],
  ['motor vehicle', 1, 30],
  ['motorcar', 1, 5],
]);

describe('searchInIndex', () => {
  it('ranks the exact match first, then by score, then alphabetically', () => {
    const { suggestions } = searchInIndex(english, 'car', { limit: 10 });
    expect(suggestions.map((s) => s.lemma)).toEqual(['car', 'care', 'card', 'carp', 'cardigan', 'Carib', 'caribou']);
    expect(suggestions[0]).toEqual({ lemma: 'car', id: 'car', pos: ['noun'], exact: true, score: 589 });
  });

  it('pages with offset and limit and reports the total', () => {
    const first = searchInIndex(english, 'car', { limit: 3 });
    const second = searchInIndex(english, 'car', { limit: 3, offset: 3 });
    expect(first.total).toBe(7);
    expect(first.suggestions.map((s) => s.lemma)).toEqual(['car', 'care', 'card']);
    expect(second.suggestions.map((s) => s.lemma)).toEqual(['carp', 'cardigan', 'Carib']);
    expect(first.complete).toBe(true);
  });

  it('filters by part of speech', () => {
    expect(searchInIndex(english, 'car', { pos: 'verb' }).suggestions.map((s) => s.lemma)).toEqual(['care', 'carp']);
    expect(searchInIndex(english, 'car', { pos: ['verb', 'noun'] }).total).toBe(7);
  });

  it('matches over spaces, hyphens and underscores', () => {
    expect(searchInIndex(english, 'motor-veh').suggestions.map((s) => s.id)).toEqual(['motor_vehicle']);
    expect(searchInIndex(english, 'motor ').suggestions.map((s) => s.lemma)).toEqual(['motor vehicle']);
  });

  it('suggests the base word of an irregular form, and of a regular one by Morphy', () => {
    const ran = searchInIndex(english, 'ran').suggestions[0]!;
    expect(ran).toMatchObject({ lemma: 'run', id: 'run', matchedForm: 'ran', exact: true });
    const cars = searchInIndex(english, 'cars').suggestions[0]!;
    expect(cars).toMatchObject({ lemma: 'car', id: 'car', matchedForm: 'cars', exact: true });
    expect(searchInIndex(english, 'runs').suggestions[0]).toMatchObject({ lemma: 'run', matchedForm: 'runs' });
  });

  it('ignores case and diacritics, preferring the query’s own spelling', () => {
    const polish = chunk('pl', [
      ['żółw', 16, 1],
      ['zołza', 16, 5],
      ['żółwi', 16, 1],
      ['zolw', 16, 0],
    ]);
    expect(searchInIndex(polish, 'zolw').suggestions.map((s) => s.lemma)).toEqual(['zolw', 'żółw', 'żółwi']);
    expect(searchInIndex(polish, 'żółw').suggestions.map((s) => s.lemma)).toEqual(['żółw', 'zolw', 'żółwi']);
    expect(searchInIndex(polish, 'ŻÓŁW').suggestions[0]!.id).toBe('żółw--pl');
    const german = chunk('de', [['Straße', 1, 3], ['Strasser', 1, 9]]);
    expect(searchInIndex(german, 'strasse').suggestions.map((s) => s.lemma)).toEqual(['Straße', 'Strasser']);
    const french = chunk('fr', [['café', 1, 2]]);
    expect(searchInIndex(french, 'cafe').suggestions[0]!.id).toBe('café--fr');
  });

  it('returns nothing for an empty query', () => {
    expect(searchInIndex(english, '  ').total).toBe(0);
  });
});
