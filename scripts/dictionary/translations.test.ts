import type { NormalisedFreeDict } from './freedict';
import type { FreeDictData } from './translations';
import { translationRecords, translationTable } from './translations';

const header = { dictionary: '', package: '', packageVersion: '', edition: '', entries: 0, senses: 0 };
const dictionary = (name: string, language: 'de' | 'pl' | 'ja', entries: NormalisedFreeDict['entries']): FreeDictData => ({
  source: { name, language, fromEnglish: name.startsWith('eng-'), format: 'rendered' },
  data: { header: { ...header, dictionary: name }, entries },
});

// Real lines of eng-deu (Ding), eng-pol, pol-eng (WikDict) and jpn-eng (JMdict).
const dictionaries = [
  dictionary('eng-deu', 'de', [
    { forms: ['house'], common: false, senses: [{ pos: 'n', translations: ['Haus'] }, { pos: 'n', translations: ['Geschlecht', 'Familie'] }] },
    { forms: ['house'], common: false, senses: [{ pos: 'v', translations: ['unterbringen', 'beherbergen'] }] },
  ]),
  dictionary('eng-pol', 'pl', [{ forms: ['house'], common: false, senses: [{ pos: 'n', translations: ['budynek', 'dom'] }, { pos: 'v', translations: ['mieścić'] }] }]),
  dictionary('pol-eng', 'pl', [{ forms: ['dom'], common: false, senses: [{ pos: 'n', translations: ['house', 'home'] }, { pos: 'o', translations: ['to house'] }] }]),
  dictionary('jpn-eng', 'ja', [{ forms: ['家', 'いえ'], common: true, senses: [{ pos: 'n', translations: ['house', 'residence', 'dwelling'] }] }]),
];

// Through English, two words per language, to see them chosen.
const limits = { perLanguageThroughEnglish: 2 };
const entryKeys = {
  en: new Set(['house', 'home', 'residence']),
  de: new Set(['haus', 'familie', 'unterbringen']),
  pl: new Set(['dom', 'mieścić']),
  ja: new Set(['家']),
};

describe('translationRecords', () => {
  const table = translationTable(dictionaries, entryKeys.en);

  it('gives an English entry the words of every language by part of speech; only entries are links', () => {
    expect(translationRecords('en', table, entryKeys).get('house')).toEqual([
      ['n', 'de', 'Haus', ['Geschlecht', 0], 'Familie'],
      ['n', 'ja', '家'],
      ['n', 'pl', ['budynek', 0], 'dom'],
      ['v', 'de', 'unterbringen', ['beherbergen', 0]],
      ['v', 'pl', 'mieścić'],
    ]);
  });

  it('reads a dictionary into English the other way round too', () => {
    // "dom" → "house" comes from pol-eng, "house" → "dom" from eng-pol: listed once.
    const groups = translationRecords('en', table, entryKeys).get('home');
    expect(groups).toEqual([['n', 'pl', 'dom']]);
  });

  it('gives another language’s entry its English translations and, through the first, the other languages', () => {
    expect(translationRecords('pl', table, entryKeys, limits).get('dom')).toEqual([
      ['n', 'en', 'house', 'home'],
      ['n', 'de', 'Haus', 'Familie'],
      ['n', 'ja', '家'],
    ]);
    // "to house" is the verb "house": keyed without "to", the same word as the noun's, so listed once under the noun.
    expect(translationRecords('de', table, entryKeys, limits).get('haus')).toEqual([
      ['n', 'en', 'house'],
      ['n', 'ja', '家'],
      ['n', 'pl', 'dom'],
    ]);
  });

  it('links only to entries that exist; words of missing entries and languages are plain text', () => {
    const withoutPolish = { en: entryKeys.en, de: entryKeys.de, ja: entryKeys.ja };
    const groups = translationRecords('en', translationTable(dictionaries, entryKeys.en), withoutPolish).get('house')!;
    expect(groups.find(([pos, language]) => pos === 'n' && language === 'pl')).toEqual(['n', 'pl', ['budynek', 0], ['dom', 0]]);
  });

  it('skips entries without translations and languages without dictionaries', () => {
    expect(translationRecords('pl', table, entryKeys).has('mieścić')).toBe(true);
    expect(translationRecords('de', table, entryKeys).has('familie')).toBe(true);
    expect(translationRecords('ro', table, { ...entryKeys, ro: new Set(['casă']) }).size).toBe(0);
  });
});
