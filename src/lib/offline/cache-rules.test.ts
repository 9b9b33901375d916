import { cacheRuleFor, offlinePageFor } from './cache-rules';

const origin = 'https://writekit.app';
const rule = (path: string, destination = '') => cacheRuleFor(new URL(path, origin), origin, destination);

describe('cacheRuleFor', () => {
  it('never caches the build id or the worker script itself', () => {
    expect(rule('/version.json')).toBe('network-only');
    expect(rule('/sw.js')).toBe('network-only');
  });

  it('routes build output, engines, dictionary shards and their manifests', () => {
    expect(rule('/_next/static/chunks/1xp2kks8ecuj2.js', 'script')).toBe('static');
    expect(rule('/_next/static/media/local-grammar.worker.3s9ws6oekk5t9.ts', 'worker')).toBe('static');
    expect(rule('/wasm/harper.wasm?v=abc')).toBe('engine');
    expect(rule('/spell/pl.dic?v=abc')).toBe('engine');
    expect(rule('/spell/manifest.json')).toBe('manifest');
    expect(rule('/dict/manifest.json')).toBe('manifest');
    expect(rule('/dict/pl/02a6aed7b34d/l/6f')).toBe('dictionary');
  });

  it('treats documents and RSC payloads as pages, in every locale and script', () => {
    expect(rule('/pl/grammar-checker', 'document')).toBe('page');
    expect(rule('/pl/grammar-checker')).toBe('page');
    expect(rule('/ja/semantic-dictionary/what-is-%E5%AE%B6--ja')).toBe('page');
    expect(rule('/el/semantic-dictionary/what-is-σπίτι--el')).toBe('page');
    expect(rule('/grammar-checker.txt?_rsc=1x2y')).toBe('page');
    expect(rule('/pl/semantic-dictionary/__next._tree.txt')).toBe('page');
    expect(rule('/404.html')).toBe('page');
  });

  it('keeps other files as assets and leaves other origins alone', () => {
    expect(rule('/flags/pl.svg', 'image')).toBe('asset');
    expect(rule('/sitemap.xml')).toBe('asset');
    expect(cacheRuleFor(new URL('https://api.languagetool.org/v2/check'), origin, '')).toBeNull();
  });
});

describe('offlinePageFor', () => {
  const prefixed = ['pl', 'ja', 'pt'];
  it('finds the offline page of the locale a path belongs to', () => {
    expect(offlinePageFor('/pl/semantic-dictionary/what-is-dom--pl', prefixed)).toBe('/pl/offline');
    expect(offlinePageFor('/ja', prefixed)).toBe('/ja/offline');
    expect(offlinePageFor('/semantic-dictionary/letter/b', prefixed)).toBe('/offline');
    expect(offlinePageFor('/', prefixed)).toBe('/offline');
    expect(offlinePageFor('/plural', prefixed)).toBe('/offline');
  });
});
