/**
 * Build-time access to the generated shard set (public/dict, written by
 * scripts/dictionary/build-dictionary.ts before `next build`), for pre-rendering entry and
 * letter pages. Server only: it reads files.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dictionaryLanguages,
  letterPageUrl,
  lookupEntry,
  shardUrlForEntry,
  type DictionaryLanguage,
  type EntryLookup,
  type EntryShard,
  type LetterPage,
  type Manifest,
} from '../model';

const publicDir = join(process.cwd(), 'public');
/** Every entry id by rank: build-time data the dictionary build writes outside public/ (`rankedEntriesFile` of scripts/dictionary/output.ts). */
const rankedEntriesPath = join(process.cwd(), '.build', 'dictionary', 'ranked-entries.json');
const readJson = <T>(url: string): T => JSON.parse(readFileSync(join(publicDir, url), 'utf8')) as T;

let manifest: Manifest | null = null;
export function buildManifest(): Manifest {
  manifest ??= readJson<Manifest>('/dict/manifest.json');
  return manifest;
}

interface RankedEntries {
  languages: Partial<Record<DictionaryLanguage, string[]>>;
}

/**
 * How many of each language's most useful words Next pre-renders (the next ones get lean static
 * pages after the export, scripts/dictionary/static-pages/; the rest: the shell). A Next page
 * (HTML, RSC payload, segment files: ~220 KB stored) costs what four lean pages do, so with 17
 * languages 50 each leave the host's budget to the lean pages.
 */
const preRenderedPerLanguage = Number(process.env.DICTIONARY_PRERENDER ?? 50);

let rankedEntries: RankedEntries | null = null;
export function topEntryIds(language: DictionaryLanguage): string[] {
  rankedEntries ??= JSON.parse(readFileSync(rankedEntriesPath, 'utf8')) as RankedEntries;
  return (rankedEntries.languages[language] ?? []).slice(0, preRenderedPerLanguage);
}

export function readEntry(id: string): EntryLookup | null {
  const url = shardUrlForEntry(id, buildManifest());
  return url ? lookupEntry(readJson<EntryShard>(url), id) : null;
}

export function readLetterPage(language: DictionaryLanguage, letter: string, page = 1): LetterPage | null {
  const url = letterPageUrl(language, letter, page, buildManifest());
  try {
    return url ? readJson<LetterPage>(url) : null;
  } catch {
    return null;
  }
}

/** The letters of every language, with their word counts (for the letter index). */
export function lettersByLanguage(): Partial<Record<DictionaryLanguage, Array<{ letter: string; count: number }>>> {
  const m = buildManifest();
  return Object.fromEntries(
    dictionaryLanguages.map((language) => [language, (m.languages[language]?.letters ?? []).map(({ letter, count }) => ({ letter, count }))]),
  );
}
