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
const readJson = <T>(url: string): T => JSON.parse(readFileSync(join(publicDir, url), 'utf8')) as T;

let manifest: Manifest | null = null;
export function buildManifest(): Manifest {
  manifest ??= readJson<Manifest>('/dict/manifest.json');
  return manifest;
}

interface TopWords {
  languages: Partial<Record<DictionaryLanguage, Array<{ id: string; lemma: string }>>>;
}

/** How many of each language's most useful words get a pre-rendered page (the rest: the shell). */
const preRenderedPerLanguage = Number(process.env.DICTIONARY_PRERENDER ?? 100);

export function topEntryIds(language: DictionaryLanguage): string[] {
  const top = readJson<TopWords>('/dict/top-words.json').languages[language] ?? [];
  return top.slice(0, preRenderedPerLanguage).map((word) => word.id);
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
