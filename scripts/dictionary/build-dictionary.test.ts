import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookupEntry, pronunciationFileOf } from '../../src/features/dictionary/model/entry';
import { parseEntryId, toEntryId } from '../../src/features/dictionary/model/entry-id';
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import { matchPattern } from '../../src/features/dictionary/model/pattern';
import { wordSounds } from '../../src/features/dictionary/model/rhymes';
import { searchInIndex } from '../../src/features/dictionary/model/search';
import { suggestWords } from '../../src/features/dictionary/model/spelling';
import type { EntryShard, LetterPage, Manifest, PronunciationFile, SearchIndexChunk, WordList } from '../../src/features/dictionary/model/types';
import { letterPageUrl, pronunciationUrl, searchIndexUrl, shardUrlForEntry, wordListUrl } from '../../src/features/dictionary/model/urls';
import { buildDictionary, type BuildDictionaryResult } from './build-dictionary';
import type { RankedEntries } from './output';

const languages: DictionaryLanguage[] = ['en', 'pl', 'ru'];
let outA: string;
let outB: string;
let rankedDir: string;
let result: BuildDictionaryResult;
let manifest: Manifest;

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

const cache = new Map<string, unknown>();
function fetchJson<T>(url: string | null): T {
  if (url === null) throw new Error('no URL');
  if (!cache.has(url)) cache.set(url, JSON.parse(readFileSync(join(outA, url.slice(manifest.basePath.length)), 'utf8')));
  return cache.get(url) as T;
}

beforeAll(() => {
  outA = mkdtempSync(join(tmpdir(), 'dict-a-'));
  outB = mkdtempSync(join(tmpdir(), 'dict-b-'));
  rankedDir = mkdtempSync(join(tmpdir(), 'dict-ranked-'));
  result = buildDictionary({ outDir: outA, languages, rankedEntriesPath: join(rankedDir, 'a.json'), log: () => {} });
  buildDictionary({ outDir: outB, languages, rankedEntriesPath: join(rankedDir, 'b.json'), log: () => {} });
  manifest = JSON.parse(readFileSync(join(outA, 'manifest.json'), 'utf8')) as Manifest;
}, 300_000);

afterAll(() => {
  rmSync(outA, { recursive: true, force: true });
  rmSync(outB, { recursive: true, force: true });
  rmSync(rankedDir, { recursive: true, force: true });
});

describe('buildDictionary', () => {
  it('is deterministic: two builds give byte-identical files', () => {
    const a = files(outA);
    expect(a.size).toBe(result.fileCount);
    expect(files(outB)).toEqual(a);
  });

  it('keeps every entry shard within 64 KiB gzip', () => {
    for (const language of languages) {
      const info = manifest.languages[language]!;
      for (let i = 0; i < info.shardCount; i++) {
        const path = join(outA, language, info.version, 'e', `${i}.json`);
        expect(gzipSync(readFileSync(path)).length).toBeLessThanOrEqual(64 * 1024);
      }
    }
    expect(Math.max(...result.stats.en!.shardGzip)).toBeLessThanOrEqual(64 * 1024);
  });

  it('writes a small manifest', () => {
    expect(manifest).toMatchObject({ v: 1, basePath: '/dict/', shardScheme: 'fnv1a32-mod' });
    expect(Object.keys(manifest.languages)).toEqual(languages);
    expect(gzipSync(readFileSync(join(outA, 'manifest.json'))).length).toBeLessThan(16 * 1024);
  });

  it('serves an entry page from one shard', () => {
    const car = lookupEntry(fetchJson<EntryShard>(shardUrlForEntry('car', manifest)), 'car');
    expect(car?.kind).toBe('entry');
    if (car?.kind !== 'entry') return;
    const first = car.entry.meanings[0]!.senses[0]!;
    expect(first.synonyms.map((l) => l.id)).toContain('automobile');
    expect(first.hypernyms).toContainEqual({ lemma: 'motor vehicle', id: 'motor_vehicle' });
    expect(lookupEntry(fetchJson<EntryShard>(shardUrlForEntry('geese', manifest)), 'geese')).toMatchObject({
      kind: 'form',
      baseForms: [{ lemma: 'goose', id: 'goose' }],
    });
    const polish = lookupEntry(fetchJson<EntryShard>(shardUrlForEntry('żółwi--pl', manifest)), 'żółwi--pl');
    expect(polish?.kind).toBe('entry');
  });

  it('gives English words their pronunciation file, one request after the shard: light rhymes with night', () => {
    const file = pronunciationFileOf(fetchJson<EntryShard>(shardUrlForEntry('light', manifest)), 'light');
    expect(file).not.toBeNull();
    const sounds = wordSounds(fetchJson<PronunciationFile>(pronunciationUrl('en', file!, manifest)), 'light')!;
    expect(sounds.pronunciations[0]!.ipa).toBe('ˈlaɪt');
    expect(sounds.perfect).toContain('night');
    expect(manifest.languages.en!.reverseShards).toBeGreaterThan(0);
    expect(manifest.languages.pl!.reverseShards).toBeUndefined();
  });

  it('puts every record in the shard its id hashes to', () => {
    const misplaced: string[] = [];
    for (const language of languages) {
      const info = manifest.languages[language]!;
      for (let i = 0; i < info.shardCount; i++) {
        const shard = JSON.parse(readFileSync(join(outA, language, info.version, 'e', `${i}.json`), 'utf8')) as EntryShard;
        const url = `/dict/${language}/${info.version}/e/${i}.json`;
        for (const key of Object.keys(shard.entries)) if (shardUrlForEntry(toEntryId(key, language), manifest) !== url) misplaced.push(key);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('finds every word of the search index through its chunk', () => {
    const wrongChunk: string[] = [];
    const notFound: string[] = [];
    for (const language of languages) {
      const info = manifest.languages[language]!;
      const dir = join(outA, language, info.version, 's');
      for (const name of readdirSync(dir).filter((n) => !n.endsWith('.top.json'))) {
        const chunk = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SearchIndexChunk;
        for (const row of chunk.rows) {
          if (searchIndexUrl(row[0], language, manifest) !== `/dict/${language}/${info.version}/s/${name}`) wrongChunk.push(row[0]);
          else if (row[3] === undefined && !searchInIndex(chunk, row[0], { limit: 1000 }).suggestions.some((s) => s.id === toEntryId(row[0], language))) {
            notFound.push(row[0]);
          }
        }
      }
    }
    expect(wrongChunk).toEqual([]);
    expect(notFound).toEqual([]);
  });

  it('answers autocomplete with one small chunk, ranked exact > frequent > alphabetical', () => {
    const search = (query: string, language: DictionaryLanguage) =>
      searchInIndex(fetchJson<SearchIndexChunk>(searchIndexUrl(query, language, manifest)), query, { limit: 5 }).suggestions;
    expect(search('car', 'en')[0]).toMatchObject({ lemma: 'car', exact: true });
    expect(search('c', 'en').map((s) => s.lemma)).toContain('come');
    expect(search('ran', 'en')[0]).toMatchObject({ lemma: 'run', matchedForm: 'ran' });
    expect(search('zolwi', 'pl')[0]).toMatchObject({ lemma: 'żółwi', id: 'żółwi--pl' });
    expect(search('АБСОЛЮТН', 'ru').map((s) => s.lemma)).toContain('абсолютный');
    const words = fetchJson<WordList>(wordListUrl('en', manifest));
    expect(suggestWords(words, 'automobil').map((s) => s.lemma)).toContain('automobile');
    expect(matchPattern(words, '*ight')!.words).toContain('night');
    expect(matchPattern(fetchJson<WordList>(wordListUrl('pl', manifest)), 'z?lwi')!.words).toContain('żółwi');
    for (const language of languages) {
      const dir = join(outA, language, manifest.languages[language]!.version, 's');
      for (const name of readdirSync(dir)) expect(gzipSync(readFileSync(join(dir, name))).length).toBeLessThan(24 * 1024);
    }
  });

  it('lists words under the letters of each alphabet', () => {
    const pl = manifest.languages.pl!;
    expect(pl.letters.map((l) => l.letter)).toEqual(expect.arrayContaining(['ą', 'ł', 'ż', '#']));
    expect(pl.letters.reduce((sum, l) => sum + l.count, 0)).toBe(pl.entryCount);
    const ż = fetchJson<LetterPage>(letterPageUrl('pl', 'ż', 1, manifest));
    expect(ż.rows.length).toBeGreaterThan(0);
    expect(ż.rows.every(([lemma]) => lemma.toLowerCase().startsWith('ż'))).toBe(true);
    expect(ż.rows.some(([lemma]) => lemma === 'żółwi')).toBe(true);
    const a = fetchJson<LetterPage>(letterPageUrl('en', 'a', 1, manifest));
    expect(a.rows.length).toBe(manifest.languages.en!.letterPageSize);
    expect(manifest.languages.ru!.letters.map((l) => l.letter).slice(0, 3)).toEqual(['а', 'б', 'в']);
  });

  it('ranks the entries, most useful first, in a file of their own', () => {
    const ranked = JSON.parse(readFileSync(join(rankedDir, 'a.json'), 'utf8')) as RankedEntries;
    expect(ranked.buildHash).toBe(manifest.buildHash);
    for (const language of languages) {
      const ids = ranked.languages[language]!;
      expect(new Set(ids).size).toBe(ids.length);
      // Thesaurus headwords that start with no letter ("1.", "-") are entries, but not worth a page of their own.
      expect(ids.length).toBeGreaterThan(manifest.languages[language]!.entryCount * 0.95);
      const sample = ids.filter((_, i) => i % 97 === 0);
      const notEntries = sample.filter((id) => parseEntryId(id)?.language !== language || lookupEntry(fetchJson<EntryShard>(shardUrlForEntry(id, manifest)), id)?.kind !== 'entry');
      expect(notEntries).toEqual([]);
    }
    expect(ranked.languages.en!.slice(0, 20)).toEqual(expect.arrayContaining(['be', 'have']));
  });
});
