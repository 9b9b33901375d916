import { readFileSync } from 'node:fs';
import { formatHeaders, formatRedirects, headerRules, headersFor, parseHeaders, parseRedirects, redirectRules, resolveRedirect, securityHeaders } from './host-rules';

describe('host rules', () => {
  const redirects = parseRedirects(formatRedirects(redirectRules()));
  const headers = parseHeaders(formatHeaders(headerRules()));

  it('round-trips through the shipped file formats', () => {
    expect(redirects).toEqual(redirectRules());
    expect(headers).toEqual(headerRules());
  });

  it('sends unknown paths to the 404 page of their locale', () => {
    expect(resolveRedirect(redirects, '/pl/nope')).toEqual({ from: '/pl/*', to: '/pl/404.html', status: 404 });
    expect(resolveRedirect(redirects, '/ja/a/b')?.to).toBe('/ja/404.html');
    expect(resolveRedirect(redirects, '/nope')?.to).toBe('/404.html');
    expect(resolveRedirect(redirects, '/plural')?.to).toBe('/404.html');
  });

  it('caches hashed assets for a year and never caches version.json', () => {
    expect(headersFor(headers, '/_next/static/chunks/a.js').get('cache-control')).toContain('immutable');
    expect(headersFor(headers, '/version.json').get('cache-control')).toBe('no-store');
    expect(headersFor(headers, '/pl/grammar-checker').get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(headers, '/').get('x-content-type-options')).toBe('nosniff');
  });

  it('fills in the splat', () => {
    const rules = parseRedirects('/semantic-dictionary/what-is-*  /semantic-dictionary/what-is-_.html?w=:splat  200');
    expect(resolveRedirect(rules, '/semantic-dictionary/what-is-car')).toEqual({
      from: '/semantic-dictionary/what-is-*',
      to: '/semantic-dictionary/what-is-_.html?w=car',
      status: 200,
    });
  });
});

describe('dictionary shells', () => {
  const redirects = parseRedirects(formatRedirects(redirectRules()));
  it('serves words and letters that are not pre-rendered through their shells, in every locale', () => {
    expect(resolveRedirect(redirects, '/semantic-dictionary/what-is-zebra')).toMatchObject({ to: '/semantic-dictionary/what-is-_.html', status: 200 });
    expect(resolveRedirect(redirects, '/pl/semantic-dictionary/what-is-kot--pl')).toMatchObject({ to: '/pl/semantic-dictionary/what-is-_.html', status: 200 });
    expect(resolveRedirect(redirects, '/de/semantic-dictionary/letter/ß--de')).toMatchObject({ to: '/de/semantic-dictionary/letter/_.html', status: 200 });
    expect(resolveRedirect(redirects, '/semantic-dictionary/nope')).toMatchObject({ to: '/404.html', status: 404 });
  });

  it('nginx sends the same security headers as the other hosts', () => {
    const before = process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
    delete process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
    const snippet = readFileSync('deploy/nginx-security-headers.conf', 'utf8');
    const nginx = new Map([...snippet.matchAll(/^add_header ([\w-]+) (?:"([^"]*)"|(\S+)) always;$/gm)].map((m) => [m[1], m[2] ?? m[3]]));
    expect(nginx).toEqual(new Map(securityHeaders()));
    if (before !== undefined) process.env.NEXT_PUBLIC_LANGUAGETOOL_URL = before;
  });
});
