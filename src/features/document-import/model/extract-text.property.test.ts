import fc from 'fast-check';
import { fixture } from '../testing/fixtures';
import { extractText } from './extract-text';
import { snappyDecompress } from './snappy';
import { IMPORT_ERROR_KINDS } from './types';

jest.mock('./load-pdfjs', () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot import
  loadPdfjs: () => require('../testing/pdfjs-for-jest').loadPdfjsForJest(),
}));

const OUTCOMES = new Set<string>([...IMPORT_ERROR_KINDS, 'cancelled']);

/** Any result must be text or a known error kind; the promise must not reject. */
async function outcome(bytes: Uint8Array, name: string): Promise<string> {
  const result = await extractText(bytes, name, { limits: { timeLimitMs: 10_000 } });
  if ('text' in result) return 'text';
  if (!OUTCOMES.has(result.error)) throw new Error(`unexpected outcome ${result.error}`);
  return result.error;
}

const HEADERS: Record<string, number[]> = {
  zip: [0x50, 0x4b, 0x03, 0x04],
  pdf: [...new TextEncoder().encode('%PDF-1.7\n')],
  cfb: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  none: [],
};

const NAMES = ['a.txt', 'a.md', 'a.html', 'a.doc', 'a.docx', 'a.odt', 'a.ods', 'a.odp', 'a.pages', 'a.pdf'];

describe('parsers never throw or hang on arbitrary bytes', () => {
  test('random bytes, with and without a format signature, under every name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(HEADERS)), fc.constantFrom(...NAMES), fc.uint8Array({ maxLength: 4096 }), async (header, name, body) => {
        const bytes = Uint8Array.from([...(HEADERS[header] ?? []), ...body]);
        expect(OUTCOMES.has(await outcome(bytes, name)) || (await outcome(bytes, name)) === 'text').toBe(true);
      }),
      { numRuns: 150, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  test('real documents with random bytes overwritten', async () => {
    const files = ['en.docx', 'en.odt', 'pl.pages', 'en.pages09.pages', 'en.doc', 'en.pdf', 'spreadsheet.ods'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }), async (file, edits) => {
        const bytes = fixture(file);
        for (const [at, value] of edits) bytes[at % bytes.length] = value;
        const kind = await outcome(bytes, file);
        expect(kind === 'text' || OUTCOMES.has(kind)).toBe(true);
      }),
      { numRuns: 60, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  test('truncated real documents', async () => {
    const files = ['en.docx', 'ja.odt', 'ja.nested-index.pages', 'pl.doc', 'ja.pdf'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files), fc.double({ min: 0, max: 1, noNaN: true }), async (file, share) => {
        const bytes = fixture(file);
        const kind = await outcome(bytes.subarray(0, Math.floor(bytes.length * share)), file);
        expect(kind === 'text' || OUTCOMES.has(kind)).toBe(true);
      }),
      { numRuns: 40, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  test('snappy rejects malformed blocks with an error, never out-of-range output', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        try {
          const out = snappyDecompress(bytes, 1 << 16);
          expect(out.length).toBeLessThanOrEqual(1 << 16);
        } catch (error) {
          expect((error as Error).name).toBe('SnappyError');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
