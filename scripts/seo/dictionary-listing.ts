/**
 * What the sitemaps list of the built dictionary, read from its files as the site serves them.
 *
 * The letter pages are the cheapest complete source of entry ids: they list every entry (a
 * record with meanings) exactly once, under its letter, and no inflected forms, in a fraction of
 * the bytes of the entry shards (English: 3.6 MB against 57 MB). Inflected forms are left out on purpose: their
 * URL shows a "did you mean" list of base words, not a page of their own.
 */
import { dictionaryLanguages, letterPageUrl, manifestUrl, toEntryId, type LetterPage, type Manifest } from '../../src/features/dictionary/model';
import type { DictionaryListing } from './site-sitemaps';

/** Reads a dictionary file by its URL path on the site (`/dict/manifest.json`…). */
export type ReadDictionaryFile = (url: string) => unknown;

/**
 * Each built language's letters with words (the letter pages the site pre-renders) and its entry
 * ids, in the order of the letter pages. Throws when the letter pages do not add up to the
 * manifest's entry count, so a sitemap never silently misses entries.
 */
export function readDictionaryListings(read: ReadDictionaryFile): DictionaryListing[] {
  const manifest = read(manifestUrl()) as Manifest;
  return dictionaryLanguages.flatMap((language): DictionaryListing[] => {
    const info = manifest.languages[language];
    if (!info) return [];
    const letters = info.letters.filter((l) => l.count > 0);
    const entryIds: string[] = [];
    for (const { letter, pages } of letters) {
      for (let page = 1; page <= pages; page++) {
        const { rows } = read(letterPageUrl(language, letter, page, manifest)!) as LetterPage;
        for (const [lemma] of rows) entryIds.push(toEntryId(lemma, language));
      }
    }
    if (entryIds.length !== info.entryCount) throw new Error(`sitemap: ${language} letter pages list ${entryIds.length} entries, the manifest ${info.entryCount}`);
    return [{ language, letters: letters.map((l) => l.letter), entryIds }];
  });
}
