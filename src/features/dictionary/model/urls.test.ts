import { fnv1a32 } from './hash';
import { hexName, letterPageUrl, manifestUrl, searchIndexUrl, shardUrlForEntry, shardUrlsForEntries } from './urls';
import type { LanguageManifest, Manifest } from './types';

const language = (overrides: Partial<LanguageManifest>): LanguageManifest => ({
  version: 'v1',
  entryCount: 10,
  formCount: 0,
  shardCount: 7,
  letters: [
    { letter: 'a', count: 600, pages: 2 },
    { letter: 'ż', count: 0, pages: 0 },
    { letter: '#', count: 3, pages: 1 },
  ],
  letterPageSize: 500,
  search: { nodes: { '': ['ab', 'c', 'z'], c: ['a', 'bd', 'o'], co: ['a', 'm', 'nrs'] }, topSize: 100 },
  ...overrides,
});

const manifest: Manifest = {
  v: 1,
  buildHash: 'b',
  basePath: '/dict/',
  shardScheme: 'fnv1a32-mod',
  languages: { en: language({}), pl: language({ version: 'p1', shardCount: 3 }) },
};

describe('dictionary URLs', () => {
  it('puts the manifest at the base path', () => {
    expect(manifestUrl()).toBe('/dict/manifest.json');
  });

  it('computes the entry shard from the id alone', () => {
    expect(shardUrlForEntry('motor_vehicle', manifest)).toBe(`/dict/en/v1/e/${fnv1a32('motor vehicle') % 7}.json`);
    expect(shardUrlForEntry('żółw--pl', manifest)).toBe(`/dict/pl/p1/e/${fnv1a32('żółw') % 3}.json`);
    expect(shardUrlForEntry('haus--de', manifest)).toBeNull();
    expect(shardUrlForEntry('bad--xx', manifest)).toBeNull();
    expect(shardUrlsForEntries(['car', 'car', 'Car'], manifest)).toHaveLength(1);
  });

  it('walks the search prefix tree', () => {
    const chunkOf = (query: string) => searchIndexUrl(query, 'en', manifest);
    expect(chunkOf('')).toBeNull();
    expect(chunkOf('q')).toBeNull();
    expect(chunkOf('a')).toBe('/dict/en/v1/s/61.json');
    expect(chunkOf('Bé')).toBe('/dict/en/v1/s/61.json');
    expect(chunkOf('c')).toBe('/dict/en/v1/s/63.top.json');
    expect(chunkOf('ca')).toBe('/dict/en/v1/s/63-61.json');
    expect(chunkOf('cd')).toBe('/dict/en/v1/s/63-62.json');
    expect(chunkOf('co')).toBe('/dict/en/v1/s/63-6f.top.json');
    expect(chunkOf('com')).toBe('/dict/en/v1/s/63-6f-6d.json');
    expect(chunkOf('cost')).toBe('/dict/en/v1/s/63-6f-6e.json');
    expect(chunkOf('Cost')).toBe('/dict/en/v1/s/63-6f-6e.json');
    expect(chunkOf('cox')).toBe('/dict/en/v1/s/63-6f.top.json');
    expect(chunkOf('cx')).toBe('/dict/en/v1/s/63.top.json');
    expect(searchIndexUrl('żółw', 'pl', manifest)).toBe('/dict/pl/p1/s/7a.json');
  });

  it('names letter pages by code point and checks the page range', () => {
    expect(hexName('ż')).toBe('17c');
    expect(letterPageUrl('en', 'a', 2, manifest)).toBe('/dict/en/v1/l/61/2.json');
    expect(letterPageUrl('en', '#', 1, manifest)).toBe('/dict/en/v1/l/23/1.json');
    expect(letterPageUrl('en', 'a', 3, manifest)).toBeNull();
    expect(letterPageUrl('en', 'ż', 1, manifest)).toBeNull();
    expect(letterPageUrl('en', 'q', 1, manifest)).toBeNull();
  });
});
