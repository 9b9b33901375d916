import JSZip from 'jszip';
import { iwaFile, pagesIwaPackage, snappyCompress } from '../../../../scripts/fixtures/iwork-writer';
import { fixture } from '../testing/fixtures';
import { extractText } from './extract-text';
import { snappyDecompress } from './snappy';

async function pagesText(bytes: Uint8Array, maxUncompressedBytes?: number): Promise<string> {
  const result = await extractText(bytes, 'document.pages', maxUncompressedBytes === undefined ? {} : { limits: { maxUncompressedBytes } });
  return 'text' in result ? result.text : `error: ${result.error}`;
}

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
  test('reads the body storage referenced by the document archive, then text boxes', async () => {
    const file = await pagesIwaPackage({ paragraphs: ['First paragraph.', 'Second\u2028line.'], textBox: 'Box' });
    expect(await pagesText(file)).toBe('First paragraph.\n\nSecond\nline.\n\nBox');
  });

  test('a stream past the size limit is tooComplex', async () => {
    // 70,000 zero bytes compress to a few KiB: only the decompressed IWA stream passes the limit.
    const zip = new JSZip();
    zip.file('Index/Document.iwa', iwaFile(new Uint8Array(70_000)));
    expect(await pagesText(await zip.generateAsync({ type: 'uint8array' }), 10_000)).toBe('error: tooComplex');
  });

  test('storage control characters', async () => {
    expect(await pagesText(await pagesIwaPackage({ paragraphs: ['a\ufffcb\u2028c', 'd\u000ce'] }))).toBe('ab\nc\n\nd\n\ne');
  });
});

describe("Pages '09", () => {
  test('reads only the body storage, with tabs and line breaks', async () => {
    const xml = `<sl:document><sl:stylesheet><sf:text-storage sf:kind="cell"><sf:text-body><sf:p>Style sample</sf:p></sf:text-body></sf:text-storage></sl:stylesheet>
<sf:text-storage sf:kind="header"><sf:text-body><sf:p>Header</sf:p></sf:text-body></sf:text-storage>
<sf:text-storage sf:kind="body"><sf:text-body><sf:section><sf:layout><sf:p><sf:span>One</sf:span><sf:tab/>two<sf:lnbr/>three<sf:br/></sf:p><sf:p>Four &amp; five<sf:br/></sf:p></sf:layout></sf:section></sf:text-body></sf:text-storage></sl:document>`;
    const zip = new JSZip();
    zip.file('index.xml', xml);
    expect(await pagesText(await zip.generateAsync({ type: 'uint8array' }))).toBe('One\ttwo\nthree\n\nFour & five');
  });

  test('the committed fixture has its title as the first paragraph', async () => {
    expect(fixture('en.pages09.pages').length).toBeGreaterThan(0);
  });
});
