/**
 * Pronunciations, rhymes and homophones of an English word, from one pronunciation file. The
 * build puts every word whose rhyme parts share a near-rhyme key ({@link rhymeFamilyKey}) into the
 * same file, most frequent first, and records in each entry which file holds the word's first
 * pronunciation: so an entry needs exactly one more request for all of this.
 */
import { lemmaKey } from './entry-id';
import { arpabetToIpa, rhymeFamilyKey, rhymePart } from './pronunciation';
import type { PronunciationFile } from './types';

export interface WordSounds {
  /** The word's transcriptions: ARPAbet as the source has it and IPA. */
  pronunciations: { arpabet: string; ipa: string }[];
  /** Words whose rhyme part is the same ("night" for "light"), most frequent first. */
  perfect: string[];
  /** Words whose rhyme part differs only in consonants of the same family ("like", "type"). */
  near: string[];
  /** Other spellings of the same pronunciation ("knight" for "night"). */
  homophones: string[];
}

/** The sounds of `lemma` in `file`, or null when the file has no pronunciation of it. */
export function wordSounds(file: PronunciationFile, lemma: string): WordSounds | null {
  const key = lemmaKey(lemma);
  const own: string[] = [];
  for (const rows of Object.values(file.groups)) {
    for (const [word, ...transcriptions] of rows) if (lemmaKey(word) === key) for (const t of transcriptions) if (!own.includes(t)) own.push(t);
  }
  if (own.length === 0) return null;
  const perfect: string[] = [];
  const near: string[] = [];
  const homophones: string[] = [];
  const listed = new Set<string>([key]);
  for (const transcription of own) {
    const rhyme = rhymePart(transcription);
    const rows = file.groups[rhymeFamilyKey(rhyme)] ?? [];
    // Homophones first, then perfect rhymes, then near ones: a word goes to the closest list.
    const kinds = [
      { list: homophones, matches: (t: string) => t === transcription },
      { list: perfect, matches: (t: string) => rhymePart(t) === rhyme },
      { list: near, matches: () => true },
    ];
    for (const { list, matches } of kinds) {
      for (const [word, first] of rows) {
        const wordKey = lemmaKey(word);
        // Names and abbreviations ("Ted", "LED") are pronounced but not offered as rhymes.
        if (listed.has(wordKey) || word !== word.toLowerCase() || !matches(first)) continue;
        listed.add(wordKey);
        list.push(word);
      }
    }
  }
  return {
    pronunciations: own.flatMap((arpabet) => {
      const ipa = arpabetToIpa(arpabet);
      return ipa ? [{ arpabet, ipa }] : [];
    }),
    perfect,
    near,
    homophones,
  };
}
