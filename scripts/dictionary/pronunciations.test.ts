import { wordSounds } from '../../src/features/dictionary/model/rhymes';
import type { PronunciationFile, RawEntry } from '../../src/features/dictionary/model/types';
import type { LanguageData } from './language-data';
import { englishPronunciations } from './pronunciations';

/** English records as englishData makes them, and their cmudict transcriptions. */
function english(): LanguageData {
  const records = new Map<string, RawEntry>([
    ['light', { l: 'light', f: 80, m: [{ p: 'n' }] }],
    ['night', { l: 'night', f: 90, m: [{ p: 'n' }] }],
    ['knight', { l: 'knight', f: 10, m: [{ p: 'n' }] }],
    ['like', { l: 'like', f: 70, m: [{ p: 'v' }] }],
    ['read', { l: 'read', f: 60, m: [{ p: 'v' }] }],
    ['red', { l: 'red', f: 50, m: [{ p: 'a' }] }],
    ['ran', { l: 'ran', f: 0, b: ['run'] }],
    ['motor vehicle', { l: 'motor vehicle', f: 20, m: [{ p: 'n' }] }],
  ]);
  return { language: 'en', records, ranked: [...records.keys()] };
}
const cmudict = new Map([
  ['light', ['L AY1 T']],
  ['night', ['N AY1 T']],
  ['knight', ['N AY1 T']],
  ['like', ['L AY1 K']],
  ['read', ['R EH1 D', 'R IY1 D']],
  ['red', ['R EH1 D']],
  ['ran', ['R AE1 N']],
]);

describe('englishPronunciations', () => {
  it('marks each word with the file of its first transcription, where its rhymes are', () => {
    const data = english();
    const output = englishPronunciations(data, cmudict, new Map([['night', 1], ['light', 2]]), 200);
    expect(output.words).toBe(7);
    expect(data.records.get('motor vehicle')!.y).toBeUndefined();
    expect(data.records.get('ran')!.y).toBeDefined();
    const fileOf = (word: string) => JSON.parse(output.files.get(`p/${data.records.get(word)!.y}.json`)!) as PronunciationFile;
    const light = wordSounds(fileOf('light'), 'light')!;
    // Frequency order: "night" (rank 1) before "knight" (not in the list).
    expect(light.perfect).toEqual(['night', 'knight']);
    expect(light.near).toEqual(['like']);
    expect(wordSounds(fileOf('read'), 'read')!.pronunciations.map((p) => p.arpabet)).toEqual(['R EH1 D', 'R IY1 D']);
    expect(wordSounds(fileOf('read'), 'read')!.homophones).toEqual(['red']);
  });

  it('spreads groups over more files when one would exceed the gzip budget', () => {
    const output = englishPronunciations(english(), cmudict, new Map(), 120);
    expect(output.files.size).toBeGreaterThan(1);
    expect(Math.max(...output.gzip)).toBeLessThanOrEqual(120);
  });
});
