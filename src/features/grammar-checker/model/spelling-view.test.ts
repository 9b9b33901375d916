import { tokenize } from '@/lib/text/tokenize';
import { spellingForm, spellingView } from './spelling-view';

/** The words of `text` as the spelling engines see them, each with the original text it stands for. */
function words(text: string, locale: string): Array<[string, string]> {
  const view = spellingView(text);
  return tokenize(view.text, locale).map((w) => {
    const { start, end } = view.toOriginal(w.start, w.end);
    return [w.text, text.slice(start, end)];
  });
}

describe('spellingView', () => {
  it('is the text itself when nothing is to change', () => {
    const view = spellingView('Le bien-être de tous.');
    expect(view.text).toBe('Le bien-être de tous.');
    expect(view.toOriginal(3, 12)).toEqual({ start: 3, end: 12 });
  });

  it('writes typographic hyphens as hyphen-minus and no-break spaces as spaces, in place', () => {
    expect(spellingView('bien\u2010être, s\u2011au, M.\u00A0Dupont, 10\u202F%, 1\u2007000').text).toBe('bien-être, s-au, M. Dupont, 10 %, 1 000');
    expect(spellingForm('держави\u2010члени')).toBe('держави-члени');
  });

  it('drops soft hyphens and word joiners, mapping ranges back around them', () => {
    const text = 'Die Ver\u00ADsiche\u00ADrung\u2060zahlt.';
    const view = spellingView(text);
    expect(view.text).toBe('Die Versicherungzahlt.');
    expect(view.toOriginal(4, 16)).toEqual({ start: 4, end: 18 });
    expect(text.slice(4, 18)).toBe('Ver\u00ADsiche\u00ADrung');
    expect(view.toOriginal(22, 22)).toEqual({ start: 25, end: 25 });
  });

  it('reads Persian without its optional vowel signs, tanwin and tatweel, mapping findings back', () => {
    expect(spellingForm('قانوناً')).toBe('قانونا');
    expect(spellingForm('ملیِ')).toBe('ملی');
    expect(spellingForm('کتــاب')).toBe('کتاب');
    const text = 'حقوق ملیِ ایران';
    const view = spellingView(text);
    expect(view.text).toBe('حقوق ملی ایران');
    // The flagged word covers its letters; the mark after it is left out of the range.
    expect(text.slice(view.toOriginal(5, 8).start, view.toOriginal(5, 8).end)).toBe('ملی');
    expect(view.toOriginal(9, 14)).toEqual({ start: 10, end: 15 });
    // Persian letters themselves, and the zero-width non-joiner inside words, stay.
    expect(spellingForm('می‌شود')).toBe('می‌شود');
  });

  it('gives the tokenizer whole words in French, Ukrainian, German and English', () => {
    expect(words('Le bien\u2010être, c\u2019est\u00A0tout\u202F!', 'fr')).toEqual([
      ['Le', 'Le'],
      ['bien-être', 'bien\u2010être'],
      ['c\u2019est', 'c\u2019est'],
      ['tout', 'tout'],
    ]);
    expect(words('Держави\u2011члени ЄС, дер\u00ADжа\u00ADва.', 'uk')).toEqual([
      ['Держави-члени', 'Держави\u2011члени'],
      ['ЄС', 'ЄС'],
      ['держава', 'дер\u00ADжа\u00ADва'],
    ]);
    expect(words('Die E\u2010Mail der Ver\u00ADsicherung', 'de')).toEqual([
      ['Die', 'Die'],
      ['E-Mail', 'E\u2010Mail'],
      ['der', 'der'],
      ['Versicherung', 'Ver\u00ADsicherung'],
    ]);
    expect(words('An ex\u00ADtra\u00ADor\u00ADdi\u00ADnary, well\u2011known idea', 'en')).toEqual([
      ['An', 'An'],
      ['extraordinary', 'ex\u00ADtra\u00ADor\u00ADdi\u00ADnary'],
      ['well-known', 'well\u2011known'],
      ['idea', 'idea'],
    ]);
  });
});
