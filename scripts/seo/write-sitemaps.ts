/**
 * The build step that writes the sitemap index and its sitemaps into out/ (run by
 * scripts/postbuild.ts after `next build`), from the dictionary files exported with the site.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDictionaryListings } from './dictionary-listing';
import { sitemapIndexName, type SitemapFile } from './sitemap-files';
import { siteSitemaps } from './site-sitemaps';

/** "sitemap-dictionary-en: 147478 URLs in 3 files" for each series, from its numbered files. */
function seriesSummary(sitemaps: readonly SitemapFile[]): string {
  const series = new Map<string, { urls: number; files: number }>();
  for (const file of sitemaps) {
    const name = file.name.replace(/-\d+\.xml$/, '');
    const totals = series.get(name) ?? { urls: 0, files: 0 };
    series.set(name, { urls: totals.urls + file.urlCount, files: totals.files + 1 });
  }
  return [...series].map(([name, { urls, files }]) => `${name}: ${urls} URLs in ${files} file${files === 1 ? '' : 's'}`).join(', ');
}

/** Writes every sitemap file into `outDir`, logs what it wrote and how long it took, and returns the files. */
export function writeSitemaps(outDir: string, log: (line: string) => void = console.log): SitemapFile[] {
  const started = performance.now();
  const listings = readDictionaryListings((url) => JSON.parse(readFileSync(join(outDir, url), 'utf8')));
  const files = siteSitemaps(listings);
  for (const file of files) writeFileSync(join(outDir, file.name), file.content);
  const sitemaps = files.filter((file) => file.name !== sitemapIndexName);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`postbuild: ${sitemapIndexName} indexing ${sitemaps.length} sitemaps (${seriesSummary(sitemaps)}) in ${seconds} s`);
  return files;
}
