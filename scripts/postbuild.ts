/**
 * After `next build`: writes out/version.json (the build id the pages were built with, for the
 * update watcher), the host rules (out/_redirects, out/_headers), each page's
 * Content-Security-Policy, and the service worker (out/sw.js).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageToolUrl } from '../src/config/site';
import { withPolicyMeta } from './host/content-security-policy';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './host/host-rules';
import { buildServiceWorker } from './offline/build-service-worker';

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

void buildServiceWorker(buildId).then(({ count, size }) =>
  console.log(
    `postbuild: version.json (${buildId}), _redirects, _headers, CSP in ${pages.length} pages, ` +
      `sw.js precaching ${count} files (${(size / 1024).toFixed(0)} KiB)`,
  ),
);
