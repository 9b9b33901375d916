import { languageOutput } from '../dictionary/output';
import type { LanguageData } from '../dictionary/language-data';
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { Manifest, RawEntry } from '../../src/features/dictionary/model/types';
import { readDictionaryListings } from './dictionary-listing';

const entry = (lemma: string): RawEntry => ({ l: lemma, f: 1, m: [{ p: 'n' }] });

function language(code: DictionaryLanguage, records: Array<[string, RawEntry]>): LanguageData {
  return { language: code, records: new Map(records), ranked: records.filter(([, r]) => r.m).map(([key]) => key) };
}

/** A dictionary as the build writes it (three words per letter page), read by URL path. */
function builtDictionary(data: LanguageData[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const manifest: Manifest = { v: 1, buildHash: 'test', basePath: '/dict/', shardScheme: 'fnv1a32-mod', languages: {} };
  for (const d of data) {
    const output = languageOutput(d, new Map(), { letterPageSize: 3 });
    manifest.languages[d.language] = output.manifest;
    for (const [path, content] of output.files) files.set(`/dict/${d.language}/${output.manifest.version}/${path}`, JSON.parse(content));
  }
  files.set('/dict/manifest.json', manifest);
  return files;
}

const english = language('en', [
  ['car', entry('car')],
  ['cat', entry('cat')],
  ['cab', entry('cab')],
  ['cup', entry('cup')],
  ["o'clock", entry("o'clock")],
  ['goose', entry('goose')],
  // An inflected form: its URL shows the base words, it is no page of its own.
  ['geese', { l: 'geese', f: 0, b: ['goose'] }],
  ['zebra', entry('zebra')],
]);
const polish = language('pl', [
  ['źdźbło', entry('źdźbło')],
  ['łódź', entry('Łódź')],
]);

describe('readDictionaryListings', () => {
  it('lists every entry id of each language from the letter pages, and no inflected forms', () => {
    const files = builtDictionary([english, polish]);
    const listings = readDictionaryListings((url) => files.get(url));
    expect(listings.map((l) => l.language)).toEqual(['en', 'pl']);
    const [en, pl] = listings;
    expect([...en!.entryIds].sort()).toEqual(['cab', 'car', 'cat', 'cup', 'goose', 'o~27~clock', 'zebra']);
    expect(en!.letters).toEqual(['c', 'g', 'o', 'z']);
    expect([...pl!.entryIds].sort()).toEqual(['łódź--pl', 'źdźbło--pl']);
    expect(pl!.letters).toEqual(['ł', 'ź']);
  });

  it('fails when the letter pages miss entries the manifest counts', () => {
    const files = builtDictionary([english]);
    const manifest = files.get('/dict/manifest.json') as Manifest;
    manifest.languages.en!.entryCount += 1;
    expect(() => readDictionaryListings((url) => files.get(url))).toThrow('en letter pages list 7 entries, the manifest 8');
  });
});
