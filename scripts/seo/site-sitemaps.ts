/**
 * This site's sitemaps: one series of the site's pages (home and tools in every locale, the
 * dictionary's letter pages) and one per dictionary language with every entry. Every URL is its
 * page's canonical URL, made as the pages make theirs (`absoluteUrl` of src/lib/seo/metadata.ts)
 * and percent-encoded as the browser requests it.
 */
import { siteUrl } from '../../src/config/site';
import { menuTools } from '../../src/config/tools';
import { dictionaryHomeLocale, type DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import { entryPath, letterPath } from '../../src/features/dictionary/routes';
import { defaultLocale, locales } from '../../src/i18n/locales';
import { absoluteUrl, languageAlternates } from '../../src/lib/seo/metadata';
import { sitemapFiles, type SitemapFile, type SitemapLimits, type SitemapSeries } from './sitemap-files';
import type { SitemapUrl } from './sitemap-xml';

/** What the sitemaps list of one dictionary language (read by dictionary-listing.ts). */
export interface DictionaryListing {
  language: DictionaryLanguage;
  /** Letters with at least one word, each a letter page. */
  letters: readonly string[];
  /** Every entry id of the language. */
  entryIds: Iterable<string>;
}

/**
 * `path` percent-encoded as a browser requests it (the WHATWG URL path encoding: UTF-8 bytes of
 * non-ASCII letters as `%XX`). Entry ids and letters keep the letters of any script; every other
 * character is already `~hex~` (model/entry-id.ts), so nothing else needs encoding.
 */
export function browserPath(path: string): string {
  return new URL(path, 'https://host.invalid').pathname;
}

/** Home and every tool page in every locale, each with its hreflang alternates. */
export function toolPageUrls(): SitemapUrl[] {
  return menuTools.flatMap((tool) => {
    const path = browserPath(tool.path);
    const alternates = languageAlternates(path);
    return locales.map((locale) => ({ loc: absoluteUrl(path, locale), alternates, changefreq: 'monthly' as const, priority: locale === defaultLocale ? 1 : 0.8 }));
  });
}

/*
 * Dictionary pages carry no <priority> or <changefreq>: 0.5 is the protocol's default priority,
 * and the change frequency is a hint Google and Bing ignore. Written out, the two would add 55
 * bytes to each of some 600,000 URLs, over a third of the files' size.
 */

/**
 * A dictionary language's letter pages. They are pre-rendered only in the language's own locale
 * (elsewhere the host serves the noindex shell), so they have no alternates.
 */
export function letterPageUrls(language: DictionaryLanguage, letters: readonly string[]): SitemapUrl[] {
  return letters.map((letter) => ({ loc: absoluteUrl(browserPath(letterPath(letter, language)), dictionaryHomeLocale(language)) }));
}

/** Entry pages at their canonical URLs: `car` → /semantic-dictionary/what-is-car, `haus--de` → /de/…. */
export function* entryUrls(language: DictionaryLanguage, ids: Iterable<string>): Generator<SitemapUrl> {
  const locale = dictionaryHomeLocale(language);
  for (const id of ids) yield { loc: absoluteUrl(browserPath(entryPath(id)), locale) };
}

const pagesSeriesName = 'sitemap-pages';
const dictionarySeriesName = (language: DictionaryLanguage) => `sitemap-dictionary-${language}`;

/**
 * Every sitemap file of the site: the index `sitemap.xml` first, then `sitemap-pages-1.xml` and
 * `sitemap-dictionary-{language}-{n}.xml`. URLs are under NEXT_PUBLIC_SITE_URL, as the pages' own.
 */
export function siteSitemaps(dictionary: readonly DictionaryListing[], limits?: SitemapLimits): SitemapFile[] {
  const pages: SitemapSeries = {
    name: pagesSeriesName,
    urls: [...toolPageUrls(), ...dictionary.flatMap(({ language, letters }) => letterPageUrls(language, letters))],
  };
  const entries = dictionary.map(({ language, entryIds }): SitemapSeries => ({ name: dictionarySeriesName(language), urls: entryUrls(language, entryIds) }));
  return sitemapFiles([pages, ...entries], siteUrl, limits);
}
