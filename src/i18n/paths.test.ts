import { locales } from './locales';
import { localizePath, switchLocalePath } from './paths';

describe('switchLocalePath', () => {
  it('reads a locale prefix only when it is a supported, non-default locale', () => {
    expect(switchLocalePath('/pl/grammar-checker', 'de')).toBe('/de/grammar-checker');
    expect(switchLocalePath('/pl', 'de')).toBe('/de');
    expect(switchLocalePath('/grammar-checker', 'de')).toBe('/de/grammar-checker');
    expect(switchLocalePath('/', 'de')).toBe('/de');
    expect(switchLocalePath('/xx/grammar-checker', 'de')).toBe('/de/xx/grammar-checker');
    expect(switchLocalePath('/plural', 'de')).toBe('/de/plural');
  });

  const pages = ['/', '/grammar-checker', '/semantic-dictionary/what-is-car', '/semantic-dictionary/letter/a'];

  it.each(pages)('moves %s between every pair of locales and back', (page) => {
    for (const from of locales) {
      const fromPath = localizePath(page, from);
      for (const to of locales) {
        const toPath = switchLocalePath(fromPath, to);
        expect(toPath).toBe(localizePath(page, to));
        expect(switchLocalePath(toPath, from)).toBe(fromPath);
      }
    }
  });

  it('gives English no prefix and other locales one', () => {
    expect(switchLocalePath('/pl/grammar-checker', 'en')).toBe('/grammar-checker');
    expect(switchLocalePath('/grammar-checker', 'pl')).toBe('/pl/grammar-checker');
    expect(switchLocalePath('/pl', 'en')).toBe('/');
    expect(switchLocalePath('/', 'ja')).toBe('/ja');
    expect(switchLocalePath('/de/keyword-density-checker', 'el')).toBe('/el/keyword-density-checker');
  });

  it('keeps the query and hash and drops a trailing slash', () => {
    expect(switchLocalePath('/pl/semantic-dictionary?q=dom#top', 'en')).toBe('/semantic-dictionary?q=dom#top');
    expect(switchLocalePath('/pl/?q=1', 'fr')).toBe('/fr?q=1');
    expect(switchLocalePath('/grammar-checker/', 'ru')).toBe('/ru/grammar-checker');
  });
});
