import { sourceAttributions } from './attributions';
import { dictionaryLanguages } from './languages';

describe('sourceAttributions', () => {
  it('names a source, its copyright and licence for every language', () => {
    for (const language of dictionaryLanguages) {
      const sources = sourceAttributions(language);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) for (const field of ['name', 'copyright', 'license', 'licenseUrl', 'url'] as const) expect(source[field]).not.toBe('');
    }
    expect(sourceAttributions('en')[0]!.name).toBe('WordNet 3.1');
    expect(sourceAttributions('de')[0]!.name).toBe('OpenThesaurus');
  });
});
