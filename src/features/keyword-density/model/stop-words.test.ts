import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { keywordLanguages, keywordLanguageTags, type KeywordLanguage } from './languages';
import { getStopWordMatcher, getStopWords, isStopWord, toStopWordKey } from './stop-words';

/**
 * Where each language's list comes from (see data/stopwords/README.md): `stopword` lists by
 * ISO 639-3 code, `@orama/stopwords` (Snowball-derived) and `stopwords-iso` by their codes.
 * The lists are merged, folded like text words are and stored in data/stopwords/.
 * Regenerate after a package update with: UPDATE_STOP_WORDS=1 npx jest stop-words
 */
const recipe: Record<KeywordLanguage, { stopword: string[]; orama?: string; iso?: string }> = {
  arabic: { stopword: ['ara'], orama: 'ar' },
  czech: { stopword: ['ces'] },
  danish: { stopword: ['dan'], orama: 'dk' },
  dutch: { stopword: ['nld'], orama: 'nl' },
  english: { stopword: ['eng'], orama: 'en' },
  french: { stopword: ['fra'], orama: 'fr' },
  galician: { stopword: ['glg'] },
  german: { stopword: ['deu'], orama: 'de' },
  italian: { stopword: ['ita'], orama: 'it' },
  korean: { stopword: ['kor'] },
  persian: { stopword: ['fas'], iso: 'fa' },
  polish: { stopword: ['pol'] },
  portuguese: { stopword: ['por', 'porBr'], orama: 'pt' },
  romanian: { stopword: ['ron'], orama: 'ro' },
  russian: { stopword: ['rus'], orama: 'ru' },
  spanish: { stopword: ['spa'], orama: 'es' },
  swedish: { stopword: ['swe'], orama: 'se' },
  turkish: { stopword: ['tur'], orama: 'tr' },
  vietnamese: { stopword: ['vie'], iso: 'vi' },
};

const load = createRequire(__filename);

function buildList(language: KeywordLanguage): string[] {
  const { stopword, orama, iso } = recipe[language];
  const locale = keywordLanguageTags[language];
  const sources: string[][] = [];
  const stopwordLists = load('stopword') as Record<string, string[] | undefined>;
  for (const code of stopword) sources.push(stopwordLists[code] ?? []);
  if (orama) sources.push((load(`@orama/stopwords/${oramaNames[orama]}`) as { stopwords: string[] }).stopwords);
  if (iso) sources.push((load('stopwords-iso') as Record<string, string[] | undefined>)[iso] ?? []);
  const entries = new Set<string>();
  for (const list of sources) {
    for (const raw of list) {
      const entry = raw
        .normalize('NFC')
        .replace(/[\u2018\u2019\u02BC\uFF07]/g, "'")
        .trim()
        .replace(/\s+/g, ' ')
        .toLocaleLowerCase(locale);
      // Some lists carry punctuation and digits, which are never words here.
      if (/\p{L}/u.test(entry)) entries.add(entry);
    }
  }
  return [...entries].sort();
}

/** Package export names of the Orama lists by their file codes. */
const oramaNames: Record<string, string> = {
  ar: 'arabic',
  dk: 'danish',
  nl: 'dutch',
  en: 'english',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  es: 'spanish',
  se: 'swedish',
  tr: 'turkish',
};

describe('stop-word lists', () => {
  const update = process.env.UPDATE_STOP_WORDS === '1';

  it.each(keywordLanguages)('%s is the stored merge of its source packages', (language) => {
    const built = buildList(language);
    if (update) {
      const folder = join(__dirname, '../../../../data/stopwords');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${language}.json`), `${JSON.stringify(built, null, 1)}\n`);
      return;
    }
    expect(getStopWords(language)).toEqual(built);
  });

  it.each(keywordLanguages)('%s has a substantial list', (language) => {
    // No offered language may silently be analysed without stop words.
    expect(getStopWordMatcher(language).single.size).toBeGreaterThanOrEqual(100);
  });

  it('matches regardless of case, apostrophe style and Unicode composition', () => {
    expect(isStopWord('The', 'english')).toBe(true);
    expect(isStopWord('DON’T', 'english')).toBe(true);
    expect(isStopWord('don\u02BCt', 'english')).toBe(true);
    expect(isStopWord('keyword', 'english')).toBe(false);
    expect(isStopWord('Się', 'polish')).toBe(true);
    expect(isStopWord('że'.normalize('NFD'), 'polish')).toBe(true);
    expect(isStopWord('BİR', 'turkish')).toBe(true);
    expect(isStopWord('Und', 'german')).toBe(true);
    expect(isStopWord('И', 'russian')).toBe(true);
    expect(isStopWord('también', 'spanish')).toBe(true);
    expect(isStopWord('está', 'spanish')).toBe(true);
  });

  it('normalizes Arabic-script spellings for matching', () => {
    expect(toStopWordKey('إِلى', 'ar')).toBe(toStopWordKey('الى', 'ar'));
    expect(isStopWord('إِلى', 'arabic')).toBe(true);
    // Persian typed with Arabic yeh and kaf.
    expect(toStopWordKey('يك', 'fa')).toBe('یک');
    expect(isStopWord('از', 'persian')).toBe(true);
    expect(isStopWord('كه', 'persian')).toBe(true);
  });

  it('keeps multi-word entries for phrase edges (Vietnamese)', () => {
    const { multi } = getStopWordMatcher('vietnamese');
    expect(multi.get('có')).toContainEqual(['có', 'thể']);
    expect(isStopWord('bị', 'vietnamese')).toBe(true);
  });

  it('covers Galician and Korean function words', () => {
    expect(isStopWord('polo', 'galician')).toBe(true);
    expect(isStopWord('그리고', 'korean')).toBe(true);
  });
});
