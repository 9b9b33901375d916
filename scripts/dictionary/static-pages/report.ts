/**
 * What the static pages step did, written next to the build (not into out/: no visitor needs
 * it) for `npm run check:budgets`, `npm run bench` and the end-to-end tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { DictionaryLanguage } from '../../../src/features/dictionary/model';
import type { FolderSize, HostProfile } from '../../host/host-limits';

export const staticEntryPagesReportFile = '.build/static-entry-pages.json';

export interface LanguagePages {
  /** Ranked entries of the language (every one has a page, Next's, a lean one, or the shell). */
  entries: number;
  /** Entries Next pre-rendered (`DICTIONARY_PRERENDER`). */
  nextPages: number;
  /** The estimate of one lean page's bytes the plan used. */
  estimatedPageBytes: number;
  /** Ids of the entries that got lean pages, most frequent first. */
  leanIds: string[];
}

export interface StaticEntryPagesReport {
  v: 1;
  /** The build of out/ these pages belong to (`out/version.json`). */
  buildId: string;
  profile: HostProfile;
  /** out/ before the lean pages: what the plan started from. */
  before: FolderSize;
  /** Bytes of the lean pages written. */
  leanBytes: number;
  /** Milliseconds the step took. */
  ms: number;
  languages: Partial<Record<DictionaryLanguage, LanguagePages>>;
}

/** The report of the last build, or null when there is none. */
export function readStaticEntryPagesReport(path = staticEntryPagesReportFile): StaticEntryPagesReport | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StaticEntryPagesReport) : null;
}
