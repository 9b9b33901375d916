import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { jsonLdText } from '@/lib/seo/json-ld';
import { absoluteUrl as siteAbsoluteUrl } from '@/lib/seo/metadata';
import { siteUrl } from '@/config/site';
import { entryHead, type EntryHeadOptions } from './entry-head';
import { toEntryId } from './entry-id';
import type { DictionaryEntry, Sense } from './types';

const site = 'https://example.org';
const absoluteUrl = (path: string, locale: Locale) => `${site}${localizePath(path, locale)}`;

function sense(lemma: string, definition?: string): Sense {
  return { lemma, definition, examples: [], labels: [], synonyms: [], antonyms: [], hypernyms: [], hyponyms: [], related: [], relations: {} };
}

function entry(lemma: string, language: DictionaryEntry['language'], definition?: string): DictionaryEntry {
  return { id: toEntryId(lemma, language), lemma, language, meanings: [{ pos: 'noun', senses: [sense(lemma, definition)] }], baseForms: [], inflections: [], score: 1 };
}

function options(locale: Locale, word: string, languageName: string): EntryHeadOptions {
  return { locale, title: `What is “${word}”?`, description: `${word}: meanings.`, languageName, absoluteUrl };
}

describe('entryHead', () => {
  it('gives an English entry its title, description, canonical, Open Graph and DefinedTerm', () => {
    const car = entry('car', 'en', 'a motor vehicle with four wheels');
    expect(entryHead(car, options('en', 'car', 'English'))).toEqual({
      title: 'What is “car”?',
      description: 'car: meanings.',
      canonicalUrl: 'https://example.org/semantic-dictionary/what-is-car',
      openGraph: { title: 'What is “car”?', description: 'car: meanings.', url: 'https://example.org/semantic-dictionary/what-is-car', type: 'website' },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: 'car',
        inLanguage: 'en',
        description: 'a motor vehicle with four wheels',
        url: 'https://example.org/semantic-dictionary/what-is-car',
        inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'English', inLanguage: 'en-US' },
      },
    });
  });

  it('keeps the key order of the structured data the pre-rendered pages have always had', () => {
    const { jsonLd } = entryHead(entry('car', 'en', 'a motor vehicle'), options('en', 'car', 'English'));
    expect(Object.keys(jsonLd)).toEqual(['@context', '@type', 'name', 'inLanguage', 'description', 'url', 'inDefinedTermSet']);
  });

  it('makes a Polish entry canonical under /pl/ in every UI locale, diacritics encoded as Next writes them', () => {
    const turtle = entry('żółw', 'pl');
    const canonical = 'https://example.org/pl/semantic-dictionary/what-is-%C5%BC%C3%B3%C5%82w--pl';
    for (const locale of ['pl', 'en', 'ja'] as const) {
      const head = entryHead(turtle, options(locale, 'żółw', 'polski'));
      expect(head.canonicalUrl).toBe(canonical);
      expect(head.openGraph.url).toBe(canonical);
      expect(head.jsonLd.url).toBe('https://example.org/pl/semantic-dictionary/what-is-żółw--pl');
      expect(decodeURI(head.canonicalUrl)).toBe(head.jsonLd.url);
    }
  });

  it('names the term set in the UI language and tags it with the UI locale', () => {
    const head = entryHead(entry('żółw', 'pl'), options('en', 'żółw', 'Polish'));
    expect(head.jsonLd).toMatchObject({ name: 'żółw', inLanguage: 'pl', inDefinedTermSet: { name: 'Polish', inLanguage: 'en-US' } });
  });

  it('leaves the description out of the structured data of an entry without definitions (thesauri)', () => {
    const head = entryHead(entry('дом', 'ru'), options('ru', 'дом', 'русский'));
    expect(head.jsonLd).not.toHaveProperty('description');
    expect(head.jsonLd).toMatchObject({ name: 'дом', inLanguage: 'ru', inDefinedTermSet: { inLanguage: 'ru-RU' } });
    expect(decodeURI(head.canonicalUrl)).toBe('https://example.org/ru/semantic-dictionary/what-is-дом--ru');
  });

  it('handles Cyrillic entries of Ukrainian and Bulgarian, viewed from other locales', () => {
    const ukrainian = entryHead(entry('їжак', 'uk'), options('de', 'їжак', 'Ukrainisch'));
    expect(decodeURI(ukrainian.canonicalUrl)).toBe('https://example.org/uk/semantic-dictionary/what-is-їжак--uk');
    expect(ukrainian.jsonLd.url).toBe('https://example.org/uk/semantic-dictionary/what-is-їжак--uk');
    expect(ukrainian.jsonLd.inDefinedTermSet).toEqual({ '@type': 'DefinedTermSet', name: 'Ukrainisch', inLanguage: 'de-DE' });
    const bulgarian = entryHead(entry('щастие', 'bg'), options('bg', 'щастие', 'български'));
    expect(bulgarian.title).toBe('What is “щастие”?');
    expect(bulgarian.canonicalUrl).toBe('https://example.org/bg/semantic-dictionary/what-is-%D1%89%D0%B0%D1%81%D1%82%D0%B8%D0%B5--bg');
    expect(bulgarian.jsonLd.name).toBe('щастие');
  });

  it('keeps the headword as displayed (capitals) while the URL has the entry id', () => {
    const head = entryHead(entry('Haus', 'de'), options('de', 'Haus', 'Deutsch'));
    expect(head.jsonLd.name).toBe('Haus');
    expect(head.canonicalUrl).toBe('https://example.org/de/semantic-dictionary/what-is-haus--de');
  });

  it('gives a pre-rendered page the head it had before (with the site’s own absoluteUrl)', () => {
    const part = entry('część', 'pl');
    const head = entryHead(part, { ...options('pl', 'część', 'polski'), absoluteUrl: siteAbsoluteUrl });
    expect(head.canonicalUrl).toBe(`${siteUrl}/pl/semantic-dictionary/what-is-cz%C4%99%C5%9B%C4%87--pl`);
    expect(jsonLdText(head.jsonLd)).toBe(
      `{"@context":"https://schema.org","@type":"DefinedTerm","name":"część","inLanguage":"pl","url":"${siteUrl}/pl/semantic-dictionary/what-is-część--pl","inDefinedTermSet":{"@type":"DefinedTermSet","name":"polski","inLanguage":"pl-PL"}}`,
    );
  });
});
