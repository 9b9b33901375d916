/**
 * The head of an entry page as data: title, description, canonical URL, Open Graph and the
 * schema.org `DefinedTerm`. One source for the pre-rendered pages (Next's metadata), the
 * client-rendered shell (written into the document head) and any build step that writes an
 * entry's static HTML. The texts arrive translated, so this stays free of next-intl.
 */
import { localeInfo, type Locale } from '@/i18n/locales';
import { entryPath } from '../routes';
import { dictionaryHomeLocale, type DictionaryLanguage } from './languages';
import type { DictionaryEntry } from './types';

/** schema.org structured data of an entry: the word as a term of its language's dictionary. */
export type DefinedTermJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'DefinedTerm';
  name: string;
  inLanguage: DictionaryLanguage;
  /** The first meaning's definition; thesaurus entries have none. */
  description?: string;
  url: string;
  inDefinedTermSet: { '@type': 'DefinedTermSet'; name: string; inLanguage: string };
};

/** What the head of an entry page says, whoever writes it. */
export interface EntryHead {
  title: string;
  description: string;
  /**
   * The entry in the UI locale of its own language, whichever UI shows it; percent-encoded, as
   * Next writes a canonical link (`…/pl/semantic-dictionary/what-is-cz%C4%99%C5%9B%C4%87--pl`).
   */
  canonicalUrl: string;
  openGraph: { title: string; description: string; url: string; type: 'website' };
  /** Its `url` is the canonical URL unencoded (`…/what-is-część--pl`), as the pre-rendered pages write it. */
  jsonLd: DefinedTermJsonLd;
}

/** What an entry's head needs besides the entry: the UI locale, its translated texts and the site's URLs. */
export interface EntryHeadOptions {
  /** The UI locale the page is shown in. */
  locale: Locale;
  /** The page title, translated ("What is “car”? …"). */
  title: string;
  /** The meta description, translated. */
  description: string;
  /** The entry's language named in the UI language ("Polish" in English): the term set's name. */
  languageName: string;
  /** Absolute URL of an English route in a locale (`absoluteUrl` of src/lib/seo/metadata). */
  absoluteUrl: (path: string, locale: Locale) => string;
}

/** The head of `entry`'s page in `options.locale`. */
export function entryHead(entry: DictionaryEntry, { locale, title, description, languageName, absoluteUrl }: EntryHeadOptions): EntryHead {
  const url = absoluteUrl(entryPath(entry.id), dictionaryHomeLocale(entry.language));
  const canonicalUrl = new URL(url).href;
  const definition = entry.meanings[0]?.senses[0]?.definition;
  return {
    title,
    description,
    canonicalUrl,
    openGraph: { title, description, url: canonicalUrl, type: 'website' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      name: entry.lemma,
      inLanguage: entry.language,
      ...(definition ? { description: definition } : {}),
      url,
      inDefinedTermSet: { '@type': 'DefinedTermSet', name: languageName, inLanguage: localeInfo[locale].tag },
    },
  };
}
