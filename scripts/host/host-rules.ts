/**
 * The host rules shipped with the site, in the `_redirects` / `_headers` formats that Netlify
 * and Cloudflare Pages read, written into out/ after the build. `npm start`'s server reads the
 * same two files, so local behaviour is what a CDN does. See deploy/nginx.conf for nginx.
 */
import { languageToolUrl } from '../../src/config/site';
import { prefixedLocales } from '../../src/i18n/locales';
import { hostPolicy } from './content-security-policy';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/**
 * Security headers for every response. The CSP here is the page-independent part; each page's
 * `<meta>` adds its script hashes (see content-security-policy.ts).
 */
export const securityHeaders = (): Array<[string, string]> => [
  ['Content-Security-Policy', hostPolicy(languageToolUrl())],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Frame-Options', 'DENY'],
];

/** Every dictionary entry and letter that was not pre-rendered is served by its client-rendered shell. */
function dictionaryShellRules(): RedirectRule[] {
  return ['', ...prefixedLocales.map((l) => `/${l}`)].flatMap((prefix) => [
    { from: `${prefix}/semantic-dictionary/what-is-*`, to: `${prefix}/semantic-dictionary/what-is-_.html`, status: 200 },
    { from: `${prefix}/semantic-dictionary/letter/*`, to: `${prefix}/semantic-dictionary/letter/_.html`, status: 200 },
  ]);
}

export function redirectRules(): RedirectRule[] {
  return [
    ...dictionaryShellRules(),
    // Unknown paths get the 404 page of their locale, with status 404.
    ...prefixedLocales.map((locale) => ({ from: `/${locale}/*`, to: `/${locale}/404.html`, status: 404 })),
    { from: '/*', to: '/404.html', status: 404 },
  ];
}

export function headerRules(): HeaderRule[] {
  return [
    { pattern: '/*', headers: [...securityHeaders(), ['Cache-Control', 'public, max-age=0, must-revalidate']] },
    // Content-hashed build assets never change.
    { pattern: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    { pattern: '/flags/*', headers: [['Cache-Control', 'public, max-age=604800']] },
    // Versioned dictionary shards, spelling dictionaries and WASM: immutable under their version.
    { pattern: '/dict/*', headers: [['Cache-Control', 'public, max-age=86400']] },
    { pattern: '/dict/manifest.json', headers: [['Cache-Control', 'public, max-age=0, must-revalidate']] },
    { pattern: '/spell/*', headers: [['Cache-Control', 'public, max-age=604800']] },
    { pattern: '/wasm/*', headers: [['Cache-Control', 'public, max-age=604800']] },
    // The update watcher must always see the newest build.
    { pattern: '/version.json', headers: [['Cache-Control', 'no-store']] },
  ];
}

export function formatRedirects(rules: RedirectRule[]): string {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n') + '\n';
}

export function formatHeaders(rules: HeaderRule[]): string {
  return rules.map((r) => [r.pattern, ...r.headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n') + '\n';
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    if (from && to) rules.push({ from, to, status: Number.parseInt(status, 10) });
  }
  return rules;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const colon = raw.indexOf(':');
    const current = rules[rules.length - 1];
    if (current && colon > 0) current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Matches a path against a rule pattern where `*` matches the rest (the splat). */
export function matchPattern(pattern: string, path: string): { splat: string } | null {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return path.startsWith(prefix) ? { splat: path.slice(prefix.length) } : null;
  }
  return pattern === path ? { splat: '' } : null;
}

/** The headers for a path: every matching rule in order, later values replacing earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) result.set(name.toLowerCase(), value);
  }
  return result;
}

/** The first redirect rule matching a path, with `:splat` filled in. */
export function resolveRedirect(rules: RedirectRule[], path: string): RedirectRule | null {
  for (const rule of rules) {
    const match = matchPattern(rule.from, path);
    if (match) return { ...rule, to: rule.to.replace(':splat', match.splat) };
  }
  return null;
}
