/**
 * After `next build`: writes out/version.json (the build id the pages were built with, for the
 * update watcher), the host rules (out/_redirects, out/_headers), each page's
 * Content-Security-Policy, the sitemaps (out/sitemap.xml and the files it lists), lean static
 * pages for as many dictionary entries as the host's budget allows, and the service worker
 * (out/sw.js).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageToolUrl } from '../src/config/site';
import { writeEntryPages } from './dictionary/static-pages/write-entry-pages';
import { withPolicyMeta } from './host/content-security-policy';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './host/host-rules';
import { buildServiceWorker } from './offline/build-service-worker';
import { writeSitemaps } from './seo/write-sitemaps';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
writeFileSync('out/version.json', `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`);
writeFileSync('out/_redirects', formatRedirects(redirectRules()));
writeFileSync('out/_headers', formatHeaders(headerRules()));

const pages = htmlFiles('out');
const languageTool = languageToolUrl();
for (const file of pages) writeFileSync(file, withPolicyMeta(readFileSync(file, 'utf8'), languageTool));
writeSitemaps('out');
// Last of what lands in out/ (but sw.js), so that its budget counts everything else.
writeEntryPages('out', buildId);

void buildServiceWorker(buildId).then(({ count, size }) =>
  console.log(
    `postbuild: version.json (${buildId}), _redirects, _headers, CSP in ${pages.length} pages, ` +
      `sw.js precaching ${count} files (${(size / 1024).toFixed(0)} KiB)`,
  ),
);
