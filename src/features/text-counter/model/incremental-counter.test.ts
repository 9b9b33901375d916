import fc from 'fast-check';
import { countText } from './count-text';
import { createIncrementalCounter, splitIntoBlocks } from './incremental-counter';

const samples: Array<[string, string]> = [
  ['en', 'How to Write Well\r\nGood writing is clear. It uses well-known words!\n\nWrite to jan.kowalski@example.pl 😀.\n'],
  ['pl', 'Zażółć gęślą jaźń.\nPójdź, kińże tę chmurność w głąb flaszy!\n\nŻółw żółw ŻÓŁW.'],
  ['ru', 'Съешь же ещё этих мягких французских булок.\nДа выпей чаю.\n'],
  ['el', 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.\nΚαλημέρα!\n'],
  ['ja', '私はJavaScriptが好きです。\n東京に住んでいます。\n\n日本語の文章です。'],
  ['de', 'Grüße aus Köln.\r\nDas Küchenfenster ist offen.\r\n'],
];

describe('splitIntoBlocks', () => {
  it('cuts only after line feeds and loses nothing', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Line ${i} with some words ${'x'.repeat(i % 37)}\r\n`).join('');
    const blocks = splitIntoBlocks(text, 512, 8);
    expect(blocks.join('')).toBe(text);
    expect(blocks.length).toBeGreaterThan(10);
    for (const block of blocks.slice(0, -1)) expect(block.endsWith('\n')).toBe(true);
  });

  it('keeps cut points when a line is inserted before them', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `Sentence number ${i * 7919} goes here.\n`);
    const before = splitIntoBlocks(lines.join(''));
    const after = splitIntoBlocks(['An inserted line.\n', ...lines].join(''));
    const shared = after.filter((block) => before.includes(block)).length;
    expect(shared).toBeGreaterThanOrEqual(before.length - 2);
  });
});

describe('createIncrementalCounter', () => {
  it.each(samples)('equals countText for %s after each edit', (locale, text) => {
    const counter = createIncrementalCounter(locale, { maxBlockLength: 16, averageLinesPerBlock: 2 });
    for (let end = 0; end <= text.length; end += 3) {
      expect(counter.update(text.slice(0, end))).toEqual(countText(text.slice(0, end), locale));
    }
    expect(counter.update(text)).toEqual(countText(text, locale));
    expect(counter.update('')).toEqual(countText('', locale));
  });

  it('equals countText on random edits of random text', () => {
    const alphabet = fc.constantFrom('a', 'B', 'ż', 'Ж', 'λ', '日', 'は', ' ', '\n', '\r\n', '.', '!', '-', "'", '😀', 'e\u0301', '1', ',');
    const text = fc.array(alphabet, { maxLength: 120 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (versions) => {
        const counter = createIncrementalCounter('en', { maxBlockLength: 24, averageLinesPerBlock: 2 });
        for (const version of versions) expect(counter.update(version)).toEqual(countText(version, 'en'));
      }),
      { numRuns: 150 },
    );
  });

  it('counts repeated blocks as often as they occur, and their words once', () => {
    const counter = createIncrementalCounter('en', { maxBlockLength: 1, averageLinesPerBlock: 1 });
    const stats = counter.update('Same line.\nSame line.\nSame line.\n');
    expect(stats.words).toBe(6);
    expect(stats.uniqueWords).toBe(2);
    expect(counter.update('Same line.\n').uniqueWords).toBe(2);
    expect(counter.update('Other.\n').uniqueWords).toBe(1);
  });
});
