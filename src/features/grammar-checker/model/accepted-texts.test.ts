import { keptAcceptedTexts } from './accepted-texts';

describe('keptAcceptedTexts', () => {
  it('keeps the newest forty texts of a short draft', () => {
    const texts = Array.from({ length: 50 }, (_, i) => ({ text: `Zażółć gęślą jaźń ${i}.` }));
    expect(keptAcceptedTexts(texts)).toEqual(texts.slice(0, 40));
  });

  it('keeps a book-length text a few times only, but always the newest two', () => {
    const book = 'Съешь же ещё этих мягких французских булок. '.repeat(30_000); // 1.3 M characters
    const kept = keptAcceptedTexts(Array.from({ length: 10 }, (_, i) => ({ text: `${book}${i}` })));
    expect(kept.map((k) => k.text.at(-1))).toEqual(['0', '1', '2']);
    const huge = 'λ'.repeat(5_000_000);
    expect(keptAcceptedTexts([{ text: huge }, { text: `${huge}!` }, { text: 'x' }])).toHaveLength(2);
  });
});
