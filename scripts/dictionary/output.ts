/**
 * Turns one language's records into the files the browser fetches: entry shards, the search
 * prefix tree, letter pages; and their manifest section. Everything is computed in memory and
 * sorted by code units, so the same input gives byte-identical files.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { lemmaKey, toEntryId } from '../../src/features/dictionary/model/entry-id';
import { codePointLength, codePointPrefix, foldForSearch } from '../../src/features/dictionary/model/fold';
import { shardIndexForKey } from '../../src/features/dictionary/model/hash';
import { alphabets, collationLocales, letterOf, otherLetter, type DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { LanguageManifest, LetterInfo, LetterPage, LetterRow, SearchIndexChunk, SearchRow } from '../../src/features/dictionary/model/types';
import { hexName } from '../../src/features/dictionary/model/urls';
import { compareCodeUnits, recordPosMask, type LanguageData } from './language-data';

export interface OutputOptions {
  /** Largest gzip size of an entry shard, in bytes. Default 64 KiB. */
  maxShardGzip?: number;
  /** Rows of a complete search chunk at most before its prefix is split. Default 1200. */
  searchLeafRows?: number;
  /** Rows of a split prefix's top list. Default 100. */
  searchTopSize?: number;
  /** Words per letter page file. Default 500. */
  letterPageSize?: number;
}

/** Files of other kinds a language has (pronunciations, word lists, reverse index), relative to its version folder. */
export type ExtraFiles = ReadonlyMap<string, string>;

export interface LanguageStats {
  shardGzip: number[];
  searchFiles: number;
  searchGzip: number[];
  letterFiles: number;
  letterGzip: number[];
  totalBytes: number;
}

export interface LanguageOutput {
  /** Files relative to the language's version folder. */
  files: Map<string, string>;
  manifest: LanguageManifest;
  stats: LanguageStats;
}

export function gzipSize(text: string): number {
  return gzipSync(text).length;
}

/** Raw to gzip size of the first 256 K characters of `parts`. */
function compressionRatio(parts: readonly string[]): number {
  const sample: string[] = [];
  let length = 0;
  for (const part of parts) {
    if (length > 256 * 1024) break;
    sample.push(part);
    length += part.length;
  }
  return length === 0 ? 4 : length / gzipSize(sample.join(','));
}

/**
 * Shards of records by key (entries, translations): grouped by fnv1a32(key) mod n, with the
 * smallest n (from an estimate up) whose largest shard fits.
 */
export function hashedShards(language: DictionaryLanguage, records: ReadonlyMap<string, unknown>, maxGzip: number): { count: number; shards: string[]; sizes: number[] } {
  const keys = [...records.keys()].sort(compareCodeUnits);
  const json = new Map(keys.map((key) => [key, JSON.stringify(records.get(key))]));
  let rawTotal = 0;
  for (const [k, s] of json) rawTotal += s.length + k.length + 4;
  // The first try: shards of the limit's size on average, at the compression ratio of a sample
  // (about 4:1 for Latin script, 2:1 for Cyrillic, Greek or Japanese) — too few, as some are larger.
  let count = Math.max(1, Math.ceil(rawTotal / compressionRatio([...json.values()]) / maxGzip));
  for (;;) {
    const groups: string[][] = Array.from({ length: count }, () => []);
    for (const key of keys) groups[shardIndexForKey(key, count)]!.push(`${JSON.stringify(key)}:${json.get(key)}`);
    const shards = groups.map((parts) => `{"v":1,"language":${JSON.stringify(language)},"entries":{${parts.join(',')}}}`);
    // Gzip size follows raw size closely: try the largest raw shards first and only measure all
    // of them once those fit.
    const largest = shards
      .map((shard, i) => [shard.length, i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 16);
    if (largest.every(([, i]) => gzipSize(shards[i]!) <= maxGzip)) {
      const sizes = shards.map(gzipSize);
      if (Math.max(...sizes) <= maxGzip) return { count, shards, sizes };
    }
    count = Math.ceil(count * 1.08) + 1;
  }
}

interface IndexedRow {
  row: SearchRow;
  folded: string;
}

function searchRows(data: LanguageData, extraPos: Map<string, number>): IndexedRow[] {
  const masks = new Map<string, number>();
  for (const [k, record] of data.records) if (record.m) masks.set(k, recordPosMask(record, extraPos.get(k)));
  const rows: IndexedRow[] = [];
  for (const [k, record] of data.records) {
    if (record.m) rows.push({ row: [record.l, masks.get(k)!, record.f], folded: foldForSearch(record.l) });
    else {
      for (const base of record.b ?? []) {
        const baseKey = lemmaKey(typeof base === 'string' ? base : base[0]);
        rows.push({ row: [record.l, masks.get(baseKey) ?? 0, 0, data.records.get(baseKey)?.l ?? baseKey], folded: foldForSearch(record.l) });
      }
    }
  }
  return rows
    .filter((r) => r.folded !== '')
    .sort((a, b) => compareCodeUnits(a.folded, b.folded) || compareCodeUnits(a.row[0], b.row[0]) || compareCodeUnits(a.row[3] ?? '', b.row[3] ?? ''));
}

/**
 * The search prefix tree. A node whose words exceed `leafRows` is split by the next folded
 * letter; its children are packed, in order, into groups of at most `leafRows` rows, each group
 * one complete chunk named after its first child ("co" → "coa…coh" in s/63-6f-61.json); a
 * child too big for any group is a split node itself. Split nodes also get a top list.
 */
function searchTree(data: LanguageData, rows: IndexedRow[], leafRows: number, topSize: number) {
  const nodes: Record<string, string[]> = {};
  const files = new Map<string, string>();
  const chunk = (prefix: string, complete: boolean, list: IndexedRow[]): string => {
    const value: SearchIndexChunk = { v: 1, language: data.language, prefix, complete, rows: list.map((r) => r.row) };
    return JSON.stringify(value);
  };
  const visit = (prefix: string, list: IndexedRow[]) => {
    const depth = codePointLength(prefix);
    if (prefix !== '' && (list.length <= leafRows || depth >= 12)) {
      files.set(`s/${hexName(prefix)}.json`, chunk(prefix, true, list));
      return;
    }
    const groups = new Map<string, IndexedRow[]>();
    for (const row of list) {
      if (codePointLength(row.folded) <= depth) continue;
      const child = codePointPrefix(row.folded, depth + 1).slice(prefix.length);
      const group = groups.get(child);
      if (group) group.push(row);
      else groups.set(child, [row]);
    }
    const children = [...groups.keys()].sort(compareCodeUnits);
    const packed: { chars: string[]; rows: IndexedRow[]; big: boolean }[] = [];
    for (const child of children) {
      const childRows = groups.get(child)!;
      const last = packed[packed.length - 1];
      const big = childRows.length > leafRows;
      if (!big && last && !last.big && last.rows.length + childRows.length <= leafRows) {
        last.chars.push(child);
        last.rows = last.rows.concat(childRows);
      } else packed.push({ chars: [child], rows: childRows, big });
    }
    nodes[prefix] = packed.map((p) => p.chars.join(''));
    if (prefix !== '') {
      const top = [...list]
        .sort((a, b) => b.row[2] - a.row[2] || compareCodeUnits(a.folded, b.folded) || compareCodeUnits(a.row[0], b.row[0]))
        .filter((r, i) => i < topSize || r.folded === prefix);
      const sorted = top.sort((a, b) => compareCodeUnits(a.folded, b.folded) || compareCodeUnits(a.row[0], b.row[0]) || compareCodeUnits(a.row[3] ?? '', b.row[3] ?? ''));
      files.set(`s/${hexName(prefix)}.top.json`, chunk(prefix, false, sorted));
    }
    for (const group of packed) {
      if (group.chars.length === 1) visit(prefix + group.chars[0]!, group.rows);
      else files.set(`s/${hexName(prefix + group.chars[0]!)}.json`, chunk(prefix, true, group.rows));
    }
  };
  visit('', rows);
  return { nodes, files };
}

/** Letter pages: entries under each letter of the alphabet (then "#"), in the language's collation (Japanese: by reading). */
function letterPages(data: LanguageData, extraPos: Map<string, number>, pageSize: number) {
  const collator = new Intl.Collator(collationLocales[data.language]);
  const byLetter = new Map<string, { lemma: string; listed: string; mask: number }[]>();
  for (const [k, record] of data.records) {
    if (!record.m) continue;
    const listed = data.listedAs?.get(k) ?? record.l;
    const letter = letterOf(listed, data.language);
    const list = byLetter.get(letter) ?? [];
    list.push({ lemma: record.l, listed, mask: recordPosMask(record, extraPos.get(k)) });
    byLetter.set(letter, list);
  }
  const files = new Map<string, string>();
  const letters: LetterInfo[] = [];
  for (const letter of [...alphabets[data.language], otherLetter]) {
    const list = (byLetter.get(letter) ?? []).sort((a, b) => collator.compare(a.listed, b.listed) || compareCodeUnits(a.lemma, b.lemma));
    const pages = Math.ceil(list.length / pageSize);
    letters.push({ letter, count: list.length, pages });
    for (let page = 1; page <= pages; page++) {
      const rows: LetterRow[] = list.slice((page - 1) * pageSize, page * pageSize).map((w) => [w.lemma, w.mask]);
      const value: LetterPage = { v: 1, language: data.language, letter, page, pages, total: list.length, rows };
      files.set(`l/${hexName(letter)}/${page}.json`, JSON.stringify(value));
    }
  }
  return { files, letters };
}

/** Everything one language contributes to the output folder. */
export function languageOutput(data: LanguageData, extraPos: Map<string, number> = new Map(), options: OutputOptions = {}, extraFiles: ExtraFiles = new Map()): LanguageOutput {
  const { maxShardGzip = 64 * 1024, searchLeafRows = 1200, searchTopSize = 100, letterPageSize = 500 } = options;
  const files = new Map<string, string>(extraFiles);
  const shards = hashedShards(data.language, data.records, maxShardGzip);
  shards.shards.forEach((shard, i) => files.set(`e/${i}.json`, shard));
  const search = searchTree(data, searchRows(data, extraPos), searchLeafRows, searchTopSize);
  for (const [path, content] of search.files) files.set(path, content);
  const letters = letterPages(data, extraPos, letterPageSize);
  for (const [path, content] of letters.files) files.set(path, content);

  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort(compareCodeUnits)) hash.update(`${path}\u0000${files.get(path)}\u0000`);
  let entryCount = 0;
  for (const record of data.records.values()) if (record.m) entryCount++;
  const manifest: LanguageManifest = {
    version: hash.digest('hex').slice(0, 12),
    entryCount,
    formCount: data.records.size - entryCount,
    shardCount: shards.count,
    letters: letters.letters,
    letterPageSize,
    search: { nodes: search.nodes, topSize: searchTopSize },
  };
  const stats: LanguageStats = {
    shardGzip: shards.sizes,
    searchFiles: search.files.size,
    searchGzip: [...search.files.values()].map(gzipSize),
    letterFiles: letters.files.size,
    letterGzip: [...letters.files.values()].map(gzipSize),
    totalBytes: [...files.values()].reduce((sum, s) => sum + Buffer.byteLength(s), 0),
  };
  return { files, manifest, stats };
}

/**
 * Every entry id of each built language, most useful first: build-time data for choosing which
 * entries get pre-rendered pages (src/features/dictionary/data/build-data.ts, the lean entry pages
 * of scripts/dictionary/static-pages/). Hundreds of thousands of ids that no browser needs, so the
 * file lives outside public/ and never reaches out/.
 */
export interface RankedEntries {
  v: 1;
  /** The manifest's build hash: the shard set these ids belong to. */
  buildHash: string;
  languages: Partial<Record<DictionaryLanguage, string[]>>;
}

/** Where the dictionary build writes {@link RankedEntries}, relative to the project root. */
export const rankedEntriesFile = '.build/dictionary/ranked-entries.json';

/**
 * The ids of every entry of a language, most useful first: the order in which entries get
 * pre-rendered pages, as many as the build's settings and the host's budget allow.
 */
export function rankedEntryIds(data: LanguageData): string[] {
  return data.ranked.map((k) => toEntryId(k, data.language));
}
