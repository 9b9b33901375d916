/**
 * What the static site costs a host and how much of the dictionary it pre-renders, from the last
 * build (out/ and the static entry pages step's report):
 * - out/: files, folders, bytes and the largest file, against the host profile's limits;
 * - the lean entry pages: how many, their bytes, and how long the step took;
 * - per dictionary language: entries, pages Next pre-rendered, lean pages, and the share of
 *   entries with a page of their own (the rest are served by the client-rendered shell).
 *
 * The build's own time is not measured here (a build takes minutes):
 * `time npm run build` and `time HOST_LIMITS=large npm run build`.
 *
 *   npx tsx scripts/bench/entry-pages.bench.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import type { DictionaryLanguage, Manifest } from '@/features/dictionary/model';
import { readStaticEntryPagesReport, type LanguagePages } from '../dictionary/static-pages/report';
import { measureFolder } from '../host/folder-size';
import { countedFiles, hostProfiles, type FolderSize, type HostProfile } from '../host/host-limits';

export interface EntryPagesBenchResult {
  profile: HostProfile;
  out: FolderSize;
  leanPages: number;
  leanBytes: number;
  stepMs: number;
  languages: { language: DictionaryLanguage; entries: number; nextPages: number; leanPages: number; share: number }[];
}

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function run(): EntryPagesBenchResult | null {
  const report = readStaticEntryPagesReport();
  if (!existsSync('out/version.json') || !report) {
    console.log('entry pages: skipped, needs a build (npm run build)');
    return null;
  }
  const manifest = JSON.parse(readFileSync('out/dict/manifest.json', 'utf8')) as Manifest;
  const out = measureFolder('out');
  const limits = hostProfiles[report.profile];
  const languages = (Object.entries(report.languages) as [DictionaryLanguage, LanguagePages][]).map(([language, pages]) => {
    const entries = manifest.languages[language]?.entryCount ?? pages.entries;
    return { language, entries, nextPages: pages.nextPages, leanPages: pages.leanIds.length, share: (pages.nextPages + pages.leanIds.length) / entries };
  });
  const leanPages = languages.reduce((sum, l) => sum + l.leanPages, 0);
  const result: EntryPagesBenchResult = { profile: report.profile, out, leanPages, leanBytes: report.leanBytes, stepMs: report.ms, languages };

  console.log(`Static site of build ${report.buildId}, HOST_LIMITS=${report.profile}`);
  const byteLimit = Number.isFinite(limits.bytes) ? ` of ${megabytes(limits.bytes)}` : '';
  console.log(
    `out/: ${count(countedFiles(out, limits))} of ${count(limits.files)} files${limits.foldersCount ? ' (folders counted)' : ''}, ` +
      `${megabytes(out.bytes)}${byteLimit}, largest file ${megabytes(out.largest.bytes)} (${out.largest.path})`,
  );
  console.log(`before the lean pages: ${count(countedFiles(report.before, limits))} files, ${megabytes(report.before.bytes)}`);
  console.log(
    `lean entry pages: ${count(leanPages)} files, ${megabytes(report.leanBytes)} (${leanPages > 0 ? (report.leanBytes / leanPages / 1024).toFixed(1) : '–'} KiB each), ` +
      `written in ${(report.ms / 1000).toFixed(1)} s`,
  );
  console.table(
    languages.map((l) => ({
      language: l.language,
      entries: l.entries,
      'Next pages': l.nextPages,
      'lean pages': l.leanPages,
      'with a page': `${(l.share * 100).toFixed(2)} %`,
    })),
  );
  return result;
}

if (/entry-pages\.bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) run();
