import fc from 'fast-check';
import type { TextMark } from './HighlightedTextarea';
import { mirrorLines, sameLine, updatedMirrorLines, type MirrorLine } from './mirror-blocks';

/** What the lines render: their keys (identities for React) aside. */
const shown = (lines: readonly MirrorLine[]) => lines.map(({ text, marks }) => ({ text, marks }));

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
    expect(shown(mirrorLines('', []))).toEqual([{ text: '', marks: [] }]);
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
    const after = updatedMirrorLines(text, marks, before, typed, marks);
    expect(shown(after)).toEqual(shown(mirrorLines(typed, marks)));
    expect(after.slice(0, 4).every((line, i) => line === before[i])).toBe(true);
    expect(after[4]).not.toBe(before[4]);
  });

  it('cuts again a line that holds part of a mark reaching the edit', () => {
    const before = mirrorLines(text, marks);
    // The long-sentence mark runs from the first line into the second, where the edit is.
    const edited = text.replace('γραμμή', 'γραμμούλα');
    const after = updatedMirrorLines(text, marks, before, edited, marks);
    expect(shown(after)).toEqual(shown(mirrorLines(edited, marks)));
    // Cut again, it renders as before, so it is the earlier object; the edited line is new.
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('keeps the lines after the edit too, when their marks moved with the text', () => {
    const before = mirrorLines(text, marks);
    // Two characters typed into the second line: the marks after them move by two.
    const at = text.indexOf('γραμμή');
    const edited = `${text.slice(0, at)}νέα${text.slice(at)}`;
    const moved = marks.map((mark) => (mark.end <= at ? mark : { ...mark, start: mark.start >= at ? mark.start + 3 : mark.start, end: mark.end + 3 }));
    const after = updatedMirrorLines(text, marks, before, edited, moved);
    expect(shown(after)).toEqual(shown(mirrorLines(edited, moved)));
    // Only the edited line is a new object: the first line (whose long-sentence mark reaches the
    // edit) and the empty line after (where that mark ends) are cut again and found unchanged.
    expect(after.map((line, i) => line === before[i])).toEqual([true, false, true, true, true]);
  });

  it('cuts again only the lines whose marks changed when the text did not', () => {
    const before = mirrorLines(text, marks);
    const after = updatedMirrorLines(text, marks, before, text, [...marks.slice(0, 2), { start: 48, end: 54, kind: 'adverb' }, marks[3]!]);
    expect(after.map((line, i) => line === before[i])).toEqual([true, true, true, false, true]);
    expect(shown(updatedMirrorLines(text, marks, before, text, marks.map((mark) => ({ ...mark }))))).toEqual(shown(before));
    expect(updatedMirrorLines(text, marks, before, text, marks.map((mark) => ({ ...mark }))).every((line, i) => line === before[i])).toBe(true);
  });

  it('gives what a whole new mirror gives, for any edit of any text and any change of its marks', () => {
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
      fc.property(textOf, textOf, fc.nat(200), fc.nat(40), markList, markList, fc.constantFrom('same', 'moved', 'other'), (before, inserted, at, removed, list, other, how) => {
        const cut = Math.min(at, before.length);
        const end = Math.min(before.length, cut + removed);
        const after = before.slice(0, cut) + inserted + before.slice(end);
        const shift = inserted.length - (end - cut);
        // As the counter's marks follow an edit: those after it move with the text.
        const next = how === 'same' ? list : how === 'moved' ? list.map((mark) => (mark.start >= end ? { ...mark, start: mark.start + shift, end: mark.end + shift } : mark)) : other;
        const lines = mirrorLines(before, list);
        const updated = updatedMirrorLines(before, list, lines, after, next);
        expect(shown(updated)).toEqual(shown(mirrorLines(after, next)));
        // The keys are React's: no two lines share one.
        expect(new Set(updated.map((line) => line.key)).size).toBe(updated.length);
      }),
      { numRuns: 3000 },
    );
  });
  it('gives a line typed in the key it had, and a line added a new one', () => {
    const before = mirrorLines(text, marks);
    const at = text.indexOf(' εδώ');
    // One letter typed into the second line (the long-sentence mark across it grows by one).
    const typedText = `${text.slice(0, at)}ς${text.slice(at)}`;
    const typedMarks = marks.map((m) => (m.start > at ? { ...m, start: m.start + 1, end: m.end + 1 } : m.end > at ? { ...m, end: m.end + 1 } : m));
    const typed = updatedMirrorLines(text, marks, before, typedText, typedMarks);
    expect(shown(typed)).toEqual(shown(mirrorLines(typedText, typedMarks)));
    expect(typed.map((line) => line.key)).toEqual(before.map((line) => line.key));
    expect(typed[1]).not.toBe(before[1]);
    // The second line split in two (the long-sentence mark ends at the break).
    const splitText = `${text.slice(0, at)}\n${text.slice(at)}`;
    const splitMarks = marks.map((m) => (m.start > at ? { ...m, start: m.start + 1, end: m.end + 1 } : m.end > at ? { ...m, end: at } : m));
    const split = updatedMirrorLines(text, marks, before, splitText, splitMarks);
    expect(shown(split)).toEqual(shown(mirrorLines(splitText, splitMarks)));
    expect([split[0], split[1], split[3], split[4], split[5]].map((line) => line!.key)).toEqual(before.map((line) => line.key));
    expect(before.map((line) => line.key)).not.toContain(split[2]!.key);
  });
});
