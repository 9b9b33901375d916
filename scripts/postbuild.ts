/**
 * After `next build`: writes out/version.json (the build id the pages were built with, for the
 * update watcher) and the host rules (out/_redirects, out/_headers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './host/host-rules';

const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
writeFileSync('out/version.json', `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`);
writeFileSync('out/_redirects', formatRedirects(redirectRules()));
writeFileSync('out/_headers', formatHeaders(headerRules()));
console.log(`postbuild: version.json (${buildId}), _redirects, _headers`);
