import fc from 'fast-check';
import { splitIntoChunks, utf8ByteLength } from './request-chunks';

describe('utf8ByteLength', () => {
  it('counts like TextEncoder', () => {
    for (const t of ['', 'abc', 'zażółć', '日本語', '😀x', '\ud800', 'a\udc00b']) expect(utf8ByteLength(t)).toBe(new TextEncoder().encode(t).length);
  });
});

describe('splitIntoChunks', () => {
  it('returns one chunk for a short text and none for an empty one', () => {
    expect(splitIntoChunks('Hello.', 100)).toEqual([{ offset: 0, text: 'Hello.' }]);
    expect(splitIntoChunks('', 100)).toEqual([]);
  });

  it('prefers paragraph boundaries', () => {
    const text = 'First paragraph here.\n\nSecond paragraph here.\n\nThird one.';
    const chunks = splitIntoChunks(text, 30);
    expect(chunks.map((c) => c.text)).toEqual(['First paragraph here.\n\n', 'Second paragraph here.\n\n', 'Third one.']);
  });

  it('falls back to sentences, then words, then characters', () => {
    const sentences = 'One sentence here. Another sentence here. A third sentence.';
    expect(splitIntoChunks(sentences, 25).map((c) => c.text)).toEqual(['One sentence here. ', 'Another sentence here. ', 'A third sentence.']);
    const words = 'word '.repeat(10);
    expect(splitIntoChunks(words, 12).every((c) => /^(word )+$/.test(c.text))).toBe(true);
    const monster = '😀'.repeat(10);
    const chunks = splitIntoChunks(monster, 9);
    expect(chunks.map((c) => c.text)).toEqual(['😀😀', '😀😀', '😀😀', '😀😀', '😀😀']);
  });

  it('covers the text exactly, within the byte limit, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 4, max: 60 }), (text, max) => {
        const chunks = splitIntoChunks(text, max);
        expect(chunks.map((c) => c.text).join('')).toBe(text);
        let offset = 0;
        for (const c of chunks) {
          expect(c.offset).toBe(offset);
          expect(utf8ByteLength(c.text)).toBeLessThanOrEqual(max);
          offset += c.text.length;
        }
      }),
      { numRuns: 300 },
    );
  });
});
