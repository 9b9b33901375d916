import { iwaFile, iwaObject, message, pagesDocumentStream, snappyCompress } from '../../../../scripts/fixtures/iwork-writer';
import { fixture } from '../testing/fixtures';
import { iwaDocumentText, iwaObjects, iwaStream, pages09Text, storageText } from './pages';
import { snappyDecompress } from './snappy';

describe('Snappy', () => {
  test('round-trips data with literals and both copy forms', () => {
    const text = new TextEncoder().encode('abcabcabcabc '.repeat(500) + 'zażółć gęślą jaźń '.repeat(50) + 'x'.repeat(3000));
    const compressed = snappyCompress(text);
    expect(compressed.length).toBeLessThan(text.length / 3);
    expect(snappyDecompress(compressed)).toEqual(text);
  });

  test('a hand-made block: literal then an overlapping copy', () => {
    // length 8, literal "ab", copy len 6 offset 2 (1-byte offset form: len-4=2).
    expect(new TextDecoder().decode(snappyDecompress(Uint8Array.of(8, 0x04, 0x61, 0x62, 0x01 | (2 << 2), 2)))).toBe('abababab');
  });

  test('rejects copies before the start and lengths past the limit', () => {
    expect(() => snappyDecompress(Uint8Array.of(4, 0x01, 5))).toThrow('copy out of range');
    expect(() => snappyDecompress(Uint8Array.of(0xff, 0xff, 0xff, 0x7f), 1000)).toThrow('exceeds');
  });
});

describe('IWA', () => {
  test('reads the body storage referenced by the document archive, then text boxes', () => {
    const file = iwaFile(pagesDocumentStream({ paragraphs: ['First paragraph.', 'Second\u2028line.'], textBox: 'Box' }));
    expect(iwaDocumentText(file, 1 << 20)).toBe('First paragraph.\n\nSecond\nline.\n\n\n\nBox\n\n');
  });

  test('objects carry identifier, type and payload', () => {
    const stream = iwaStream(iwaFile(iwaObject(7, 2001, message([{ field: 3, bytes: 'hi' }]))), 1 << 20);
    expect(iwaObjects(stream)).toEqual([{ identifier: 7, type: 2001, payload: message([{ field: 3, bytes: 'hi' }]) }]);
  });

  test('a stream past the size limit is tooComplex', () => {
    const file = iwaFile(new Uint8Array(70_000));
    expect(() => iwaStream(file, 1000)).toThrow('tooComplex');
  });

  test('storage control characters', () => {
    expect(storageText('a\ufffcb\u2028c\nd\u000ce')).toBe('ab\nc\n\nd\n\ne');
  });
});

describe("Pages '09", () => {
  test('reads only the body storage, with tabs and line breaks', () => {
    const xml = `<sl:document><sl:stylesheet><sf:text-storage sf:kind="cell"><sf:text-body><sf:p>Style sample</sf:p></sf:text-body></sf:text-storage></sl:stylesheet>
<sf:text-storage sf:kind="header"><sf:text-body><sf:p>Header</sf:p></sf:text-body></sf:text-storage>
<sf:text-storage sf:kind="body"><sf:text-body><sf:section><sf:layout><sf:p><sf:span>One</sf:span><sf:tab/>two<sf:lnbr/>three<sf:br/></sf:p><sf:p>Four &amp; five<sf:br/></sf:p></sf:layout></sf:section></sf:text-body></sf:text-storage></sl:document>`;
    expect(pages09Text(xml)).toBe('One\ttwo\nthree\n\nFour & five');
  });

  test('the committed fixture has its title as the first paragraph', async () => {
    expect(fixture('en.pages09.pages').length).toBeGreaterThan(0);
  });
});
