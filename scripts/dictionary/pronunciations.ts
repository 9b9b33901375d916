/**
 * English pronunciation files from the CMU Pronouncing Dictionary (npm `cmu-pronouncing-dictionary`,
 * cmudict 0.7b+: public domain data, ISC package): every English record (entry or inflected form)
 * of one word that cmudict knows gets its transcriptions. Rows are grouped by near-rhyme key, so a
 * word's perfect rhymes, near rhymes and homophones are all in the file of its pronunciation, and
 * whole groups are spread over files by fnv1a32(key) mod n. Each record learns its file (`y`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fnv1a32 } from '../../src/features/dictionary/model/hash';
import { parseArpabet, rhymeFamilyKey, rhymePart } from '../../src/features/dictionary/model/pronunciation';
import type { PronunciationFile, PronunciationRow } from '../../src/features/dictionary/model/types';
import { compareCodeUnits, type LanguageData } from './language-data';
import { filesByHash } from './hash-files';

/** cmudict as word → transcriptions, variants ("read(2)") in their order. */
export function readCmudict(): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  // The package is one ES module of `"word": "ARPAbet",` lines: read as text rather than imported,
  // so that the build and its tests need no ESM loader for a 4.7 MB module.
  const text = readFileSync(require.resolve('cmu-pronouncing-dictionary/index.js'), 'utf8');
  const dictionary = new Map<string, string[]>();
  for (const match of text.matchAll(/^\s*"([^"]+?)(?:\(\d+\))?": "([A-Z012 ]+)",?$/gm)) {
    const [, word, arpabet] = match;
    const list = dictionary.get(word!) ?? [];
    list.push(arpabet!);
    dictionary.set(word!, list);
  }
  return dictionary;
}

export interface PronunciationOutput {
  /** Files relative to the language's version folder: `p/{n}.json`. */
  files: Map<string, string>;
  /** Gzip bytes of each file. */
  gzip: number[];
  /** Words with a pronunciation. */
  words: number;
}

/**
 * Adds pronunciations to the English records (`y`, the file of the first transcription) and
 * returns the files. `frequencyRanks` (word → rank, 1 most frequent) orders each group, so that
 * the most familiar rhymes come first; WordNet's score breaks ties.
 */
export function englishPronunciations(data: LanguageData, cmudict: Map<string, string[]>, frequencyRanks: ReadonlyMap<string, number>, maxGzip = 64 * 1024): PronunciationOutput {
  interface Row {
    key: string;
    family: string;
    row: PronunciationRow;
    first: boolean;
    rank: number;
    score: number;
  }
  const rows: Row[] = [];
  const keys = [...data.records.keys()].sort(compareCodeUnits);
  for (const key of keys) {
    const record = data.records.get(key)!;
    // Single words only: cmudict has no phrases.
    if (/\s/.test(key)) continue;
    const transcriptions = (cmudict.get(key) ?? []).filter((t) => parseArpabet(t) !== null);
    if (transcriptions.length === 0) continue;
    const rank = frequencyRanks.get(key) ?? Number.MAX_SAFE_INTEGER;
    transcriptions.forEach((arpabet, i) => {
      const others = i === 0 ? transcriptions.slice(1) : [];
      rows.push({ key, family: rhymeFamilyKey(rhymePart(arpabet)), row: [record.l, arpabet, ...others], first: i === 0, rank, score: record.f });
    });
  }
  rows.sort((a, b) => a.rank - b.rank || b.score - a.score || compareCodeUnits(a.key, b.key) || compareCodeUnits(a.row[1], b.row[1]));
  const groups = new Map<string, PronunciationRow[]>();
  for (const { family, row } of rows) {
    const group = groups.get(family);
    if (group) group.push(row);
    else groups.set(family, [row]);
  }
  const families = [...groups.keys()].sort(compareCodeUnits);
  const render = (names: string[]) => {
    const value: PronunciationFile = { v: 1, language: data.language, groups: Object.fromEntries(names.map((name) => [name, groups.get(name)!])) };
    return JSON.stringify(value);
  };
  const rawBytes = families.reduce((sum, name) => sum + JSON.stringify(groups.get(name)).length + name.length, 0);
  const { count, files, gzip } = filesByHash(families, render, rawBytes, maxGzip);
  let words = 0;
  for (const { key, family, first } of rows) {
    if (!first) continue;
    data.records.get(key)!.y = fnv1a32(family) % count;
    words++;
  }
  return { files: new Map(files.map((file, i) => [`p/${i}.json`, file])), gzip, words };
}
