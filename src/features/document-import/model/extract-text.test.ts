import JSZip from 'jszip';
import { comparable, fixture, sourceText } from '../testing/fixtures';
import { extractText } from './extract-text';
import { MAX_ZIP_ENTRIES } from './limits';

jest.mock('./load-pdfjs', () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot import
  loadPdfjs: () => require('../testing/pdfjs-for-jest').loadPdfjsForJest(),
}));

async function textOf(name: string): Promise<string> {
  const result = await extractText(fixture(name), name);
  if (!('text' in result)) throw new Error(`${name}: ${result.error}`);
  return result.text;
}

async function errorOf(name: string, bytes = fixture(name)): Promise<string> {
  const result = await extractText(bytes, name);
  return 'error' in result ? result.error : `text: ${result.text.slice(0, 80)}`;
}

describe('every format yields the source text', () => {
  // Made by LibreOffice from tests/fixtures/documents/source/*.txt (scripts/fixtures).
  const office = ['docx', 'doc', 'odt', 'pdf', 'html'];
  test.each(['en', 'pl', 'ja'].flatMap((lang) => office.map((ext) => [`${lang}.${ext}`, lang] as const)))('%s', async (file, lang) => {
    expect(comparable(await textOf(file))).toBe(comparable(sourceText(`${lang}.txt`)));
  });

  test.each([
    ['pl.pages', 'pl'],
    ['ja.nested-index.pages', 'ja'],
    ['en.pages09.pages', 'en'],
    ['pl.pages09-gzip.pages', 'pl'],
    ['en.preview-only.pages', 'en'],
    ['pl.cp1250.html', 'pl'],
  ])('%s', async (file, lang) => {
    const text = comparable(await textOf(file));
    // IWA text boxes follow the body.
    expect(text.replace(/ Notatka na marginesie$/, '')).toBe(comparable(sourceText(`${lang}.txt`)));
  });

  test('paragraphs are separated by blank lines', async () => {
    for (const file of ['en.docx', 'en.doc', 'en.odt', 'en.pdf', 'en.html', 'en.pages09.pages']) {
      const paragraphs = (await textOf(file)).split('\n\n');
      expect([file, paragraphs.length]).toEqual([file, 5]);
      expect([file, paragraphs[0]]).toEqual([file, 'The Lighthouse Keeper']);
    }
  });

  test('a Markdown file is kept as written', async () => {
    const text = await textOf('en.md');
    expect(text.startsWith('# The Lighthouse Keeper\n\n')).toBe(true);
    expect(text).toContain('\n\n> The lamp no longer needed her.');
  });

  test('Pages IWA text boxes come after the body', async () => {
    expect((await textOf('pl.pages')).endsWith('\n\nNotatka na marginesie')).toBe(true);
  });
});

describe('structure', () => {
  const structure = 'Shopping list\n\nBuy these before Friday:\n\nBread\nŻółty ser\nGreen tea\n\nName\tAmount\n\nTwo   spaces here.\nSecond line of the same paragraph.';

  test('ODT keeps spaces, tabs, line breaks, lists and tables', async () => {
    expect(await textOf('structure.odt')).toBe(
      'Shopping list\n\nBuy these before Friday:\n\nBread\n\nŻółty ser\n\nGreen tea\n\nName\tAmount\n\nTwo   spaces here.\nSecond line of the same paragraph.\n\nItem\tPrice\nBread\t3.50\n\nThe end.',
    );
  });

  test('DOCX keeps spaces, tabs, line breaks, lists and tables', async () => {
    expect(await textOf('structure.docx')).toBe(`${structure}\n\nItem\tPrice\nBread\t3.50\n\nThe end.`);
  });

  test('DOC keeps spaces, tabs, line breaks and tables', async () => {
    expect(await textOf('structure.doc')).toBe(
      'Shopping list\n\nBuy these before Friday:\n\nBread\n\nŻółty ser\n\nGreen tea\n\nName\tAmount\n\nTwo   spaces here.\nSecond line of the same paragraph.\n\nItem\tPrice\nBread\t3.50\nThe end.',
    );
  });

  test('PDF keeps lines, and wide gaps become tabs', async () => {
    const text = await textOf('structure.pdf');
    expect(text).toContain('Shopping list\n\nBuy these before Friday:');
    // LibreOffice's short tab here is drawn as one text run "Name Amount".
    expect(text).toMatch(/Name[\t ]Amount/);
    expect(text).toContain('Two spaces here.\nSecond line of the same paragraph.');
    expect(text).toContain('Item\tPrice\nBread\t3.50');
  });

  test('ODS: tabs between cells, rows on lines, sheets apart, repeated empty cells collapsed', async () => {
    expect(await textOf('spreadsheet.ods')).toBe('Tytuł\tAutor\tRok\nPan Tadeusz\tAdam Mickiewicz\t1834\nLalka\t\t1890\n\nOgniem i mieczem\tHenryk Sienkiewicz\t1884\n\n書名\t著者\n吾輩は猫である\t夏目漱石');
  });

  test('ODP: the text of each slide, slides apart, no speaker notes', async () => {
    expect(await textOf('slides.odp')).toBe('Quarterly review\nSales grew by twelve percent\nZespół z Gdańska otworzył biuro\n\n次のステップ\nHire two engineers.\nShip the mobile app in spring.');
  });

  test('HTML: visible text only', async () => {
    expect(await textOf('edge-cases.html')).toBe(
      [
        'Café & bar',
        'Price: 5\u00a0€ < 10€ AB © 2024 &unknownentity; a < b and c > d.',
        'Line one\nLine two\nLine three with spaces',
        'First item\nDrugi element: zażółć',
        'Name\tQty\nApples\t3',
        '  keep   this\n    indentation',
        'Quoted "attribute" with > inside',
        '– is an en dash, ’ a quote',
      ].join('\n\n'),
    );
  });
});

describe('error kinds', () => {
  test.each([
    ['empty.txt', 'empty'],
    ['whitespace.txt', 'empty'],
    ['empty.docx', 'empty'],
    ['image-only.pdf', 'empty'],
    ['png-renamed.pdf', 'invalidType'],
    ['zip-renamed.txt', 'invalidType'],
    ['text-renamed.docx', 'invalidType'],
    ['truncated.docx', 'readContent'],
    ['corrupt.pdf', 'readContent'],
    ['encrypted.pdf', 'readContent'],
    ['bomb.odt', 'tooComplex'],
    ['bomb-lying.docx', 'tooComplex'],
  ])('%s → %s', async (file, kind) => {
    expect(await errorOf(file)).toBe(kind);
  });

  test('unsupported extensions are invalidType whatever the content', async () => {
    expect(await errorOf('notes.rtf', new TextEncoder().encode('hello'))).toBe('invalidType');
    expect(await errorOf('photo.png', fixture('png-renamed.pdf'))).toBe('invalidType');
    expect(await errorOf('archive', fixture('en.docx'))).toBe('invalidType');
  });

  test('content decides between the Word formats', async () => {
    const docAsDocx = await extractText(fixture('en.doc'), 'renamed.docx');
    const docxAsDoc = await extractText(fixture('en.docx'), 'renamed.doc');
    expect('text' in docAsDocx && docAsDocx.text.startsWith('The Lighthouse Keeper')).toBe(true);
    expect('text' in docxAsDoc && docxAsDoc.text.startsWith('The Lighthouse Keeper')).toBe(true);
  });

  test('a zip that is no document is invalidType', async () => {
    expect(await errorOf('renamed.odt', fixture('zip-renamed.txt'))).toBe('invalidType');
  });

  test('a zip with too many entries fails fast with tooComplex', async () => {
    const zip = new JSZip();
    for (let i = 0; i <= MAX_ZIP_ENTRIES; i++) zip.file(`f${i}`, '');
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const started = Date.now();
    expect(await errorOf('many.odt', bytes)).toBe('tooComplex');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('zip bombs fail in under a second', async () => {
    for (const file of ['bomb.odt', 'bomb-lying.docx']) {
      const started = Date.now();
      await errorOf(file);
      expect([file, Date.now() - started < 1000]).toEqual([file, true]);
    }
  });

  test('the time limit ends an import with tooComplex', async () => {
    const result = await extractText(fixture('en.pdf'), 'en.pdf', { limits: { timeLimitMs: -1 } });
    expect(result).toEqual({ error: 'tooComplex' });
  });

  test('an aborted signal ends an import with cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await extractText(fixture('en.pdf'), 'en.pdf', { signal: controller.signal })).toEqual({ error: 'cancelled' });
  });

  test('PDF progress is reported page by page', async () => {
    const progress: unknown[] = [];
    await extractText(fixture('en.pdf'), 'en.pdf', { onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([{ page: 1, pages: 1 }]);
  });
});

test('HTML also gives its decoded markup, for the on-page checks; other formats do not', async () => {
  const result = await extractText(fixture('pl.cp1250.html'), 'pl.cp1250.html');
  expect(result).toMatchObject({ markup: expect.stringMatching(/<html[\s\S]*Zażółć/i) });
  expect(await extractText(fixture('en.odt'), 'en.odt')).not.toHaveProperty('markup');
});
