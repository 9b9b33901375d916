import { rhymeFamilyKey, rhymePart } from './pronunciation';
import { wordSounds } from './rhymes';
import type { PronunciationFile, PronunciationRow } from './types';

/** A pronunciation file as the build writes it: rows grouped by near-rhyme key, most frequent first (transcriptions from cmudict). */
function fileOf(rows: PronunciationRow[]): PronunciationFile {
  const groups: Record<string, PronunciationRow[]> = {};
  for (const row of rows) (groups[rhymeFamilyKey(rhymePart(row[1]))] ??= []).push(row);
  return { v: 1, language: 'en', groups };
}

const file = fileOf([
  ['right', 'R AY1 T'],
  ['night', 'N AY1 T'],
  ['light', 'L AY1 T'],
  ['like', 'L AY1 K'],
  ['white', 'W AY1 T'],
  ['delight', 'D IH0 L AY1 T'],
  ['type', 'T AY1 P'],
  ['knight', 'N AY1 T'],
  ['Ted', 'T EH1 D'],
  ['red', 'R EH1 D'],
  ['read', 'R EH1 D', 'R IY1 D'],
  ['ride', 'R AY1 D'],
  ['LED', 'L EH1 D'],
]);

describe('wordSounds', () => {
  it('finds perfect rhymes, near rhymes and homophones in frequency order', () => {
    const night = wordSounds(file, 'night')!;
    expect(night.pronunciations).toEqual([{ arpabet: 'N AY1 T', ipa: 'ˈnaɪt' }]);
    expect(night.homophones).toEqual(['knight']);
    expect(night.perfect).toEqual(['right', 'light', 'white', 'delight']);
    // Same vowel, consonant of the same family (t/k/p); "ride" (d) is not one.
    expect(night.near).toEqual(['like', 'type']);
  });

  it('lists every transcription of a word and leaves names and abbreviations out', () => {
    const read = wordSounds(file, 'Read')!;
    expect(read.pronunciations.map((p) => p.ipa)).toEqual(['ˈɹɛd', 'ˈɹid']);
    expect(read.homophones).toEqual(['red']);
    expect(read.perfect).toEqual([]);
  });

  it('is null for a word the file does not have', () => {
    expect(wordSounds(file, 'orange')).toBeNull();
  });
});
