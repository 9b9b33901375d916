/**
 * The postbuild step that gives dictionary entries lean static pages (scripts/postbuild.ts runs
 * it after the Content-Security-Policy and the sitemaps, so that the budget counts them): one
 * HTML file per entry, made from its locale's exported entry shell, for as many entries as the
 * host profile (`HOST_LIMITS`, scripts/host/host-limits.ts) leaves room for, by frequency within
 * each language and in fair shares across the languages. An entry's page is written in the UI
 * locale of its language, where its canonical URL points (English unprefixed, `haus--de` under
 * /de/); entries Next pre-rendered keep their pages. Everything else stays with the shell.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTranslator } from 'next-intl';
import {
  dictionaryLanguages,
  lookupEntry,
  shardUrlForEntry,
  type DictionaryEntry,
  type DictionaryLanguage,
  type EntryShard,
  type Manifest,
} from '../../../src/features/dictionary/model';
import { entryHead } from '../../../src/features/dictionary/model/entry-head';
import { dictionaryPath, entryPath, entrySegment, shellSegment } from '../../../src/features/dictionary/routes';
import { dictionaryLanguageNamesIn } from '../../../src/features/dictionary/ui/language-names';
import { languageToolUrl } from '../../../src/config/site';
import type { Locale } from '../../../src/i18n/locales';
import { localizePath } from '../../../src/i18n/paths';
import { absoluteUrl } from '../../../src/lib/seo/metadata';
import { inlineScripts, pagePolicy, policyFromHtml } from '../../host/content-security-policy';
import { measureFolder } from '../../host/folder-size';
import { hostProfileFrom, hostProfiles, storedBytes, type HostProfile } from '../../host/host-limits';
import { rankedEntriesFile, type RankedEntries } from '../output';
import { entrySummaryHtml, type EntrySummaryTexts } from './entry-summary-html';
import { leanEntryPageTemplate } from './entry-page-html';
import { planEntryPages } from './plan-entry-pages';
import { readStaticEntryPagesReport, staticEntryPagesReportFile, type LanguagePages, type StaticEntryPagesReport } from './report';

/** Pages measured per language to estimate the size of its pages. */
const sampleSize = 100;

type Messages = Parameters<typeof createTranslator>[0]['messages'];

/** Everything one language's pages are made from. */
interface LanguageSource {
  language: DictionaryLanguage;
  locale: Locale;
  shellHtml: string;
  /** Ranked entries without a page in out/ yet. */
  candidates: string[];
  entries: number;
  nextPages: number;
  render: (entry: DictionaryEntry) => string;
}

/** The UI locale of a dictionary language's pages: every dictionary language is a UI locale (as in entry-head.ts). */
const localeOf = (language: DictionaryLanguage): Locale => language;

/** The file of the page at `path` (a URL path) in out/, as Next exports it. */
const pageFile = (outDir: string, path: string) => join(outDir, `${path}.html`);

function pageRenderer(language: DictionaryLanguage, shellHtml: string): (entry: DictionaryEntry) => string {
  const locale = localeOf(language);
  const messages = JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8')) as Messages;
  const t = createTranslator({ locale, messages, namespace: 'Dictionary' });
  const languageName = dictionaryLanguageNamesIn(locale)[language];
  const texts: EntrySummaryTexts = {
    inLanguage: t('inLanguage', { language: languageName }),
    meaningsHeading: t('meaningsHeading'),
    examples: t('examples'),
    synonyms: t('synonyms'),
    partsOfSpeech: { noun: t('posNoun'), verb: t('posVerb'), adjective: t('posAdjective'), adverb: t('posAdverb'), other: t('posOther') },
    relationGroups: { antonyms: t('antonyms'), hypernyms: t('hypernyms'), hyponyms: t('hyponyms'), related: t('related') },
  };
  const page = leanEntryPageTemplate(shellHtml);
  return (entry) => {
    const word = { word: entry.lemma };
    const head = entryHead(entry, { locale, title: t('entryTitle', word), description: t('entryMetaDescription', word), languageName, absoluteUrl });
    return page(head, entrySummaryHtml(entry, locale, texts));
  };
}

/** Reads entries from out/'s shards, each shard parsed once while it is in use. */
function entryReader(outDir: string, manifest: Manifest) {
  const shards = new Map<string, EntryShard>();
  const shardUrl = (id: string) => {
    const url = shardUrlForEntry(id, manifest);
    if (!url) throw new Error(`static entry pages: no shard for ${id}`);
    return url;
  };
  const read = (id: string): DictionaryEntry => {
    const url = shardUrl(id);
    let shard = shards.get(url);
    if (!shard) {
      shard = JSON.parse(readFileSync(join(outDir, url), 'utf8')) as EntryShard;
      shards.set(url, shard);
    }
    const found = lookupEntry(shard, id);
    if (found?.kind !== 'entry') throw new Error(`static entry pages: ${id} is ranked but is not an entry of ${url}`);
    return found.entry;
  };
  return { read, shardUrl, forget: () => shards.clear() };
}

/** Removes the lean pages an earlier run of this step wrote into the same build, so that a rerun starts from Next's out/. */
function removeEarlierPages(outDir: string, buildId: string): void {
  const earlier = readStaticEntryPagesReport();
  if (earlier?.buildId !== buildId) return;
  for (const [language, pages] of Object.entries(earlier.languages) as [DictionaryLanguage, LanguagePages][]) {
    for (const id of pages.leanIds) rmSync(pageFile(outDir, localizePath(entryPath(id), localeOf(language))), { force: true });
  }
}

function languageSource(outDir: string, language: DictionaryLanguage, ranked: readonly string[]): LanguageSource {
  const locale = localeOf(language);
  const folder = join(outDir, localizePath(dictionaryPath, locale));
  const exported = new Set(readdirSync(folder));
  const shellHtml = readFileSync(pageFile(outDir, localizePath(entryPath(shellSegment), locale)), 'utf8');
  const candidates = ranked.filter((id) => !exported.has(`${entrySegment(id)}.html`));
  return { language, locale, shellHtml, candidates, entries: ranked.length, nextPages: ranked.length - candidates.length, render: pageRenderer(language, shellHtml) };
}

/** Checks that a page still carries the policy its own inline scripts need (they are the shell's, unchanged). */
function assertPolicyHolds(html: string, file: string): void {
  if (policyFromHtml(html) !== pagePolicy(inlineScripts(html), languageToolUrl())) throw new Error(`static entry pages: the CSP of ${file} does not match its inline scripts`);
}

type EntryReader = ReturnType<typeof entryReader>;

/** The mean bytes of the pages of `sampleSize` candidates spread evenly over the first `range`. */
function estimatePageBytes(source: LanguageSource, range: number, reader: EntryReader): number {
  const step = Math.max(1, range / sampleSize);
  const bytes: number[] = [];
  for (let i = 0; i < range; i += step) bytes.push(Buffer.byteLength(source.render(reader.read(source.candidates[Math.floor(i)]!))));
  reader.forget();
  return storedBytes(bytes.length > 0 ? Math.ceil(bytes.reduce((sum, b) => sum + b, 0) / bytes.length) : Buffer.byteLength(source.shellHtml));
}

/** Writes the pages of `ids` beside the shell, in the folder Next made for the locale's entries; returns their bytes. */
function writeLanguagePages(outDir: string, source: LanguageSource, ids: readonly string[], reader: EntryReader): number {
  // Shard by shard, so that each is parsed once and dropped after its pages are written.
  const byShard = new Map<string, string[]>();
  for (const id of ids) {
    const url = reader.shardUrl(id);
    const group = byShard.get(url);
    if (group) group.push(id);
    else byShard.set(url, [id]);
  }
  let bytes = 0;
  for (const group of byShard.values()) {
    for (const id of group) {
      const html = source.render(reader.read(id));
      const file = pageFile(outDir, localizePath(entryPath(id), source.locale));
      // Every page of a locale has the same inline scripts: checking one checks them all.
      if (bytes === 0) assertPolicyHolds(html, file);
      writeFileSync(file, html);
      bytes += storedBytes(Buffer.byteLength(html));
    }
    reader.forget();
  }
  return bytes;
}

export interface WriteEntryPagesOptions {
  profile?: HostProfile;
  log?: (line: string) => void;
}

/** Plans and writes the lean entry pages into `outDir` (an exported build), and the report. */
export function writeEntryPages(outDir: string, buildId: string, { profile = hostProfileFrom(process.env.HOST_LIMITS), log = console.log }: WriteEntryPagesOptions = {}): StaticEntryPagesReport {
  const started = performance.now();
  removeEarlierPages(outDir, buildId);
  const manifest = JSON.parse(readFileSync(join(outDir, 'dict', 'manifest.json'), 'utf8')) as Manifest;
  const rankedEntries = JSON.parse(readFileSync(rankedEntriesFile, 'utf8')) as RankedEntries;
  if (rankedEntries.buildHash !== manifest.buildHash) throw new Error(`static entry pages: ${rankedEntriesFile} is not of the dictionary in ${outDir}/dict`);
  const ranked = rankedEntries.languages;
  const sources = dictionaryLanguages.filter((l) => manifest.languages[l] && ranked[l]).map((l) => languageSource(outDir, l, ranked[l]!));
  const reader = entryReader(outDir, manifest);
  const limits = hostProfiles[profile];
  const before = measureFolder(outDir);

  // A language's pages can reach no further down its ranking than the files alone allow; the
  // estimate of its page size is measured over that range.
  const candidates = (pageBytes: (source: LanguageSource, i: number) => number) =>
    sources.map((source, i) => ({ language: source.language, candidates: source.candidates.length, pageBytes: pageBytes(source, i) }));
  const filesOnly = planEntryPages({ limits: { ...limits, bytes: Infinity }, existing: before, languages: candidates(() => 0) });
  const estimates = sources.map((source) => estimatePageBytes(source, filesOnly.pages[source.language], reader));
  const plan = planEntryPages({ limits, existing: before, languages: candidates((_, i) => estimates[i]!) });

  const languages: StaticEntryPagesReport['languages'] = {};
  let leanBytes = 0;
  sources.forEach((source, i) => {
    const leanIds = source.candidates.slice(0, plan.pages[source.language]);
    leanBytes += writeLanguagePages(outDir, source, leanIds, reader);
    languages[source.language] = { entries: source.entries, nextPages: source.nextPages, estimatedPageBytes: estimates[i]!, leanIds };
  });

  const report: StaticEntryPagesReport = { v: 1, buildId, profile, before, leanBytes, ms: Math.round(performance.now() - started), languages };
  mkdirSync(dirname(staticEntryPagesReportFile), { recursive: true });
  writeFileSync(staticEntryPagesReportFile, JSON.stringify(report));
  const perLanguage = sources.map((s) => `${s.language} ${plan.pages[s.language]}`).join(', ');
  log(
    `postbuild: ${plan.files.toLocaleString('en-US')} lean dictionary entry pages for HOST_LIMITS=${profile} (${perLanguage}), ` +
      `${(leanBytes / 1e6).toFixed(0)} MB, in ${(report.ms / 1000).toFixed(1)} s`,
  );
  return report;
}
