import { mirrorLines, sameLine } from './mirror-blocks';

describe('mirrorLines', () => {
  it('cuts at every line break and keeps marks relative to their line', () => {
    const value = 'Ein langer Satz.\nZweite Zeile mit Wort.\n\nΤρίτη γραμμή.\n';
    const start = value.indexOf('Wort');
    const lines = mirrorLines(value, [{ start, end: start + 4, kind: 'adverb' }]);
    expect(lines.map((l) => l.text)).toEqual(['Ein langer Satz.', 'Zweite Zeile mit Wort.', '', 'Τρίτη γραμμή.', '']);
    expect(lines[1]?.marks).toEqual([{ start: 17, end: 21, kind: 'adverb' }]);
    expect(lines.map((l) => l.text).join('\n')).toBe(value);
  });

  it('splits a mark across line breaks into one part per line', () => {
    const lines = mirrorLines('один\nдва\nтри', [{ start: 2, end: 11, kind: 'overflow' }]);
    expect(lines.map((l) => l.marks)).toEqual([[{ start: 2, end: 4, kind: 'overflow' }], [{ start: 0, end: 3, kind: 'overflow' }], [{ start: 0, end: 2, kind: 'overflow' }]]);
  });

  it('finds an unchanged line the same after an edit elsewhere, and a line whose marks changed not', () => {
    const before = mirrorLines('これは文です。\nSecond line here.', [{ start: 8, end: 14 }]);
    const after = mirrorLines('これは長い文です。\nSecond line here.', [{ start: 10, end: 16 }]);
    expect(sameLine(after[1]!, before[1]!)).toBe(true);
    expect(sameLine(after[0]!, before[0]!)).toBe(false);
    const marked = mirrorLines('Ein Satz.', [{ start: 0, end: 3, kind: 'adverb' }]);
    expect(sameLine(marked[0]!, mirrorLines('Ein Satz.', [])[0]!)).toBe(false);
    expect(sameLine(marked[0]!, mirrorLines('Ein Satz.', [{ start: 0, end: 3, kind: 'passive' }])[0]!)).toBe(false);
    expect(sameLine(marked[0]!, mirrorLines('Ein Satz.', [{ start: 0, end: 3, kind: 'adverb', className: 'x' }])[0]!)).toBe(false);
    expect(sameLine(marked[0]!, mirrorLines('Ein Satz.', [{ start: 0, end: 3, kind: 'adverb' }])[0]!)).toBe(true);
  });

  it('drops overlapping, empty and out-of-range marks', () => {
    const lines = mirrorLines('abc\ndef', [{ start: 0, end: 2 }, { start: 1, end: 3 }, { start: 5, end: 5 }, { start: 6, end: 9 }]);
    expect(lines.flatMap((l) => l.marks)).toEqual([{ start: 0, end: 2 }]);
    expect(mirrorLines('', [])).toEqual([{ text: '', marks: [] }]);
  });
});
