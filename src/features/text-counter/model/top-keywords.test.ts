import { tokenize } from '@/lib/text/tokenize';
import { topKeywords } from './top-keywords';

function counts(text: string, language: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const { text: word } of tokenize(text, language)) {
    const lower = word.toLocaleLowerCase(language);
    map.set(lower, (map.get(lower) ?? 0) + 1);
  }
  return map;
}

describe('topKeywords', () => {
  it('finds the subject of an English text, without function words or numbers', () => {
    const text =
      'The water filter removes lead. A good water filter lasts a year, and the filter cartridge costs 20 dollars. Change the filter every 20 weeks.';
    expect(topKeywords(counts(text, 'en'), 'en')).toEqual([
      { word: 'filter', count: 4 },
      { word: 'water', count: 2 },
    ]);
  });

  it('uses the function words of the language', () => {
    const polish = 'Kot siedzi na oknie. Kot patrzy na ptaki, a ptaki nie widzą, że kot jest na oknie.';
    expect(topKeywords(counts(polish, 'pl'), 'pl').map((k) => k.word)).toEqual(['kot', 'oknie', 'ptaki']);
    const russian = 'Москва — столица России. В Москве живёт много людей, и Москва очень большая. Москва растёт.';
    expect(topKeywords(counts(russian, 'ru'), 'ru')[0]).toEqual({ word: 'москва', count: 3 });
    const greek = 'Η θάλασσα είναι ήρεμη. Η θάλασσα και ο ουρανός είναι μπλε.';
    expect(topKeywords(counts(greek, 'el'), 'el').map((k) => k.word)).toEqual(['θάλασσα']);
  });

  it('counts Japanese words found by the segmenter and drops particles', () => {
    const japanese = '東京は日本の首都です。東京には多くの人が住んでいます。東京は大きい。';
    expect(topKeywords(counts(japanese, 'ja'), 'ja')[0]).toEqual({ word: '東京', count: 3 });
  });

  it('limits the list and keeps it stable', () => {
    const map = new Map([
      ['beta', 3],
      ['alpha', 3],
      ['gamma', 5],
    ]);
    expect(topKeywords(map, 'en', 2)).toEqual([
      { word: 'gamma', count: 5 },
      { word: 'alpha', count: 3 },
    ]);
  });
});
