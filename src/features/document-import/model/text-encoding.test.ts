import { comparable, fixture, sourceText } from '../testing/fixtures';
import { decodeText, decodeWindows1252 } from './text-encoding';

describe('decodeText on fixtures made with iconv', () => {
  test.each([
    ['en.utf8.txt', 'en.txt', 'utf-8'],
    ['pl.utf8-bom.txt', 'pl.txt', 'utf-8'],
    ['ja.utf16le-bom.txt', 'ja.txt', 'utf-16le'],
    ['ru.utf16be-bom.txt', 'ru.txt', 'utf-16be'],
    ['pl.utf16le-nobom.txt', 'pl.txt', 'utf-16le'],
    ['pl.cp1250.txt', 'pl.txt', 'windows-1250'],
    ['ru.cp1251.txt', 'ru.txt', 'windows-1251'],
    ['de.cp1252.txt', 'de.txt', 'windows-1252'],
    ['ja.shift_jis.txt', 'ja.txt', 'shift_jis'],
  ])('%s is %s in %s', (file, source, encoding) => {
    const result = decodeText(fixture(file));
    expect(result).toEqual({ text: sourceText(source), encoding });
  });
});

describe('decodeText heuristics', () => {
  const encode = (text: string, table: Record<string, number>) => Uint8Array.from([...text].map((ch) => table[ch] ?? ch.charCodeAt(0)));

  test('a BOM wins over content', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ text: 'a', encoding: 'utf-8' });
  });

  test('pure ASCII is UTF-8', () => {
    expect(decodeText(new TextEncoder().encode('plain text'))).toEqual({ text: 'plain text', encoding: 'utf-8' });
  });

  test('a UTF-8 file cut inside its last character is still UTF-8', () => {
    const bytes = new TextEncoder().encode('zażółć');
    expect(decodeText(bytes.subarray(0, bytes.length - 1))).toEqual({ text: 'zażół', encoding: 'utf-8' });
  });

  test('Czech in windows-1250 is not read as windows-1252', () => {
    // ř, ě, č, ů, š in windows-1250.
    const bytes = encode('Příliš žluťoučký kůň úpěl ďábelské ódy, řekl čert.', { ř: 0xf8, í: 0xed, š: 0x9a, ž: 0x9e, ť: 0x9d, č: 0xe8, ý: 0xfd, ů: 0xf9, ň: 0xf2, ú: 0xfa, ě: 0xec, ď: 0xef, á: 0xe1, é: 0xe9, ó: 0xf3 });
    expect(decodeText(bytes)).toMatchObject({ encoding: 'windows-1250', text: 'Příliš žluťoučký kůň úpěl ďábelské ódy, řekl čert.' });
  });

  test('Greek in windows-1253', () => {
    const greek = 'Καλημέρα σας, τι κάνετε σήμερα;';
    const bytes = new Uint8Array(greek.length);
    const decoder = new TextDecoder('windows-1253');
    for (let i = 0; i < greek.length; i++) {
      for (let b = 0; b < 256; b++) {
        if (decoder.decode(Uint8Array.of(b)) === greek[i]) {
          bytes[i] = b;
          break;
        }
      }
    }
    expect(decodeText(bytes)).toMatchObject({ encoding: 'windows-1253', text: greek });
  });

  test('random high bytes are rejected instead of shown as mojibake', () => {
    const bytes = Uint8Array.from({ length: 400 }, (_, i) => 0x80 + ((i * 37) % 0x7f));
    expect(decodeText(bytes)).toEqual({ error: 'unknownEncoding' });
  });

  test('windows-1252 maps 0x80–0x9F to the WHATWG characters', () => {
    expect(decodeWindows1252(Uint8Array.of(0x80, 0x93, 0x94, 0x96, 0x41))).toBe('€“”–A');
  });

  test('fixture text survives the comparison helper', () => {
    expect(comparable('a \n\n b')).toBe('a b');
  });
});
