import fc from 'fast-check';
import type { TextMark } from './HighlightedTextarea';
import { mirrorLines, sameLine, updatedMirrorLines } from './mirror-blocks';

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

describe('updatedMirrorLines', () => {
  const text = 'Der erste Satz ist lang.\nΔεύτερη γραμμή εδώ.\n\nВторая строка тут.\n私は東京に住んでいます。';
  const marks: TextMark[] = [
    { start: 4, end: 9, kind: 'adverb' },
    { start: 20, end: 45, kind: 'long-sentence' },
    { start: 48, end: 54, kind: 'passive' },
    { start: 70, end: 72, kind: 'adverb' },
  ];

  it('keeps the lines before the edit, the same objects, and cuts the rest again', () => {
    const before = mirrorLines(text, marks);
    const typed = `${text}x`;
    const after = updatedMirrorLines(text, before, typed, marks);
    expect(after).toEqual(mirrorLines(typed, marks));
    expect(after.slice(0, 4).every((line, i) => line === before[i])).toBe(true);
    expect(after[4]).not.toBe(before[4]);
  });

  it('cuts again a line that holds part of a mark reaching the edit', () => {
    const before = mirrorLines(text, marks);
    // The long-sentence mark runs from the first line into the second, where the edit is.
    const edited = text.replace('γραμμή', 'γραμμούλα');
    const after = updatedMirrorLines(text, before, edited, marks);
    expect(after).toEqual(mirrorLines(edited, marks));
    expect(after[0]).not.toBe(before[0]);
  });

  it('gives what a whole new mirror gives, for any edit of any text with the same marks', () => {
    const piece = fc.constantFrom('Zażółć ', 'gęślą ', 'Привет ', 'κόσμε ', '東京', '\n', '\n\n', 'a', ' ', '👩‍👩‍👧');
    const textOf = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    // Mostly sorted, as the contract says; sometimes in any order, overlapping or empty, which are dropped.
    const markList = fc
      .tuple(fc.array(fc.tuple(fc.nat(160), fc.nat(25), fc.constantFrom('adverb', 'passive', 'overflow')), { maxLength: 12 }), fc.boolean())
      .map(([raw, sorted]) => {
        const list = raw.map(([start, length, kind]) => ({ start, end: start + length, kind }));
        return sorted ? list.sort((a, b) => a.start - b.start) : list;
      });
    fc.assert(
      fc.property(textOf, textOf, fc.nat(200), fc.nat(40), markList, (before, inserted, at, removed, list) => {
        const cut = Math.min(at, before.length);
        const after = before.slice(0, cut) + inserted + before.slice(Math.min(before.length, cut + removed));
        expect(updatedMirrorLines(before, mirrorLines(before, list), after, list)).toEqual(mirrorLines(after, list));
      }),
      { numRuns: 2000 },
    );
  });
});
