/**
 * URLs of the dictionary files, computed from the manifest alone (no index to fetch first):
 *
 * - `{base}manifest.json` — small; revalidate on every visit (it changes with each data update).
 * - `{base}{lang}/{version}/e/{n}.json` — entry shard n = fnv1a32(lemma key) mod shardCount.
 * - `{base}{lang}/{version}/s/{prefix}.json` — complete search chunk of a folded prefix;
 *   `…/s/{prefix}.top.json` — the most frequent words of a split prefix.
 * - `{base}{lang}/{version}/l/{letter}/{page}.json` — letter page (page from 1).
 * - `{base}{lang}/{tversion}/t/{n}.json` — translation shard n, hashed as entry shards are, with
 *   the translations' own version and shard count (`translations` of the language's manifest).
 * - `{base}en/{version}/p/{n}.json` — pronunciation file n (the entry's `y`, see rhymes.ts).
 * - `{base}{lang}/{version}/w.json` — the word list (pattern search, spelling suggestions).
 * - `{base}en/{version}/r/{n}.json` — reverse index shard n = fnv1a32(term) mod reverseShards.
 *
 * `{prefix}` and `{letter}` are written as hex code points joined by "-" ("co" → "63-6f"), so
 * file names stay ASCII on every host. `{version}` is a content hash: everything below it is
 * immutable and can be cached forever.
 */
import { parseEntryId } from './entry-id';
import { codePointLength, codePointPrefix, foldQuery } from './fold';
import { fnv1a32, shardIndexForKey } from './hash';
import type { DictionaryLanguage } from './languages';
import type { LanguageManifest, Manifest } from './types';

/** Where the build writes and the site serves the dictionary files (`public/dict/`). */
export const dictionaryBasePath = '/dict/';

/** URL of the manifest, the only file that is not content-addressed. */
export function manifestUrl(basePath: string = dictionaryBasePath): string {
  return `${basePath}manifest.json`;
}

/** Hex code points joined by "-": the file-name form of prefixes and letters. */
export function hexName(text: string): string {
  return Array.from(text, (c) => c.codePointAt(0)!.toString(16)).join('-');
}

function languageBase(language: DictionaryLanguage, manifest: Manifest): { base: string; info: LanguageManifest } | null {
  const info = manifest.languages[language];
  return info ? { base: `${manifest.basePath}${language}/${info.version}/`, info } : null;
}

/** URL of the entry shard `n` of `language`. */
function shardUrl(language: DictionaryLanguage, shard: number, manifest: Manifest): string | null {
  const found = languageBase(language, manifest);
  return found ? `${found.base}e/${shard}.json` : null;
}

/** URL of the shard holding entry `id`, or null for an invalid id or a language not in the manifest. */
export function shardUrlForEntry(id: string, manifest: Manifest): string | null {
  const parsed = parseEntryId(id);
  if (!parsed) return null;
  const info = manifest.languages[parsed.language];
  if (!info) return null;
  return shardUrl(parsed.language, shardIndexForKey(parsed.lemmaKey, info.shardCount), manifest);
}

/** Unique shard URLs of several entries (depth-2 graphs), in first-seen order. */
export function shardUrlsForEntries(ids: Iterable<string>, manifest: Manifest): string[] {
  const urls = new Set<string>();
  for (const id of ids) {
    const url = shardUrlForEntry(id, manifest);
    if (url) urls.add(url);
  }
  return [...urls];
}

interface SearchChunkRef {
  /** Folded prefix the chunk's file is named after. */
  name: string;
  /** True for a split node's top list rather than a complete chunk. */
  top: boolean;
}

/**
 * Which search chunk answers `query`: walk down the manifest's prefix tree from the first folded
 * letter while the node is split and the query is longer. When the query goes past the words of
 * the index (no such child), the deepest node's top list is returned: it has no match but feeds
 * "did you mean". Null for an empty query or a first letter no word starts with.
 */
function searchChunkFor(query: string, language: DictionaryLanguage, manifest: Manifest): SearchChunkRef | null {
  const info = manifest.languages[language];
  if (!info) return null;
  const folded = foldQuery(query);
  const length = codePointLength(folded);
  if (length === 0) return null;
  const nodes = info.search.nodes;
  let prefix = '';
  for (;;) {
    const groups = nodes[prefix];
    if (groups === undefined) return { name: prefix, top: false };
    const depth = codePointLength(prefix);
    if (depth >= length) return { name: prefix, top: true };
    const next = codePointPrefix(folded, depth + 1).slice(prefix.length);
    const group = groups.find((g) => Array.from(g).includes(next));
    if (group === undefined) return prefix === '' ? null : { name: prefix, top: true };
    if (Array.from(group).length > 1) return { name: prefix + codePointPrefix(group, 1), top: false };
    prefix += next;
  }
}

/** URL of the search chunk for what the user typed (see {@link searchChunkFor}). */
export function searchIndexUrl(query: string, language: DictionaryLanguage, manifest: Manifest): string | null {
  const ref = searchChunkFor(query, language, manifest);
  const found = languageBase(language, manifest);
  if (!ref || !found) return null;
  return `${found.base}s/${hexName(ref.name)}${ref.top ? '.top' : ''}.json`;
}

/** URL of page `page` (from 1) of the words under `letter`, or null when there is no such page. */
export function letterPageUrl(language: DictionaryLanguage, letter: string, page: number, manifest: Manifest): string | null {
  const found = languageBase(language, manifest);
  if (!found) return null;
  const info = found.info.letters.find((l) => l.letter === letter);
  if (!info || !Number.isInteger(page) || page < 1 || page > info.pages) return null;
  return `${found.base}l/${hexName(letter)}/${page}.json`;
}

/**
 * URL of the translation shard holding entry `id`'s translations; null for an invalid id or a
 * language without translations (no dictionary with English).
 */
export function translationShardUrlForEntry(id: string, manifest: Manifest): string | null {
  const parsed = parseEntryId(id);
  const translations = parsed ? manifest.languages[parsed.language]?.translations : undefined;
  if (!parsed || !translations) return null;
  return `${manifest.basePath}${parsed.language}/${translations.version}/t/${shardIndexForKey(parsed.lemmaKey, translations.shardCount)}.json`;
}

/** URL of pronunciation file `file` of `language` (an entry's `pronunciationFile`). */
export function pronunciationUrl(language: DictionaryLanguage, file: number, manifest: Manifest): string | null {
  const found = languageBase(language, manifest);
  return found ? `${found.base}p/${file}.json` : null;
}

/** Where a language's word list lives in its version folder. */
export const wordListPath = 'w.json';

/** URL of the word list of `language`. */
export function wordListUrl(language: DictionaryLanguage, manifest: Manifest): string | null {
  const found = languageBase(language, manifest);
  return found ? `${found.base}${wordListPath}` : null;
}

/** URLs of the reverse index shards holding `terms` (stemmed, see reverse-search.ts: fnv1a32(term) mod reverseShards), each once; empty when the language has no reverse index. */
export function reverseShardUrls(terms: readonly string[], language: DictionaryLanguage, manifest: Manifest): string[] {
  const found = languageBase(language, manifest);
  const count = found?.info.reverseShards;
  if (!found || !count) return [];
  return [...new Set(terms.map((term) => `${found.base}r/${fnv1a32(term) % count}.json`))];
}
