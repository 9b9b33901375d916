import type { KeywordRow } from './analyze';
import { toCsv } from './csv';

const row = (phrase: string, count = 1, density = 12.345): KeywordRow => ({ phrase, count, density, n: 1 });

describe('toCsv', () => {
  it('writes a header and CRLF lines with 2-decimal densities', () => {
    expect(toCsv([row('seo', 3, 33.3333), row('keyword density', 2, 2 / 3)])).toBe(
      'phrase,count,density\r\nseo,3,33.33\r\nkeyword density,2,0.67\r\n',
    );
    expect(toCsv([])).toBe('phrase,count,density\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break (RFC 4180)', () => {
    expect(toCsv([row('a,b'), row('say "hi"'), row('two\nlines'), row('cr\rhere')])).toBe(
      'phrase,count,density\r\n"a,b",1,12.35\r\n"say ""hi""",1,12.35\r\n"two\nlines",1,12.35\r\n"cr\rhere",1,12.35\r\n',
    );
  });

  it('guards cells that a spreadsheet would run as a formula', () => {
    const csv = toCsv([row('=HYPERLINK("http://x","y")'), row('+1'), row('-2'), row('@SUM(A1)'), row('\tcmd'), row('a=b')]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")",1,12.35`,
      "'+1,1,12.35",
      "'-2,1,12.35",
      "'@SUM(A1),1,12.35",
      "'\tcmd,1,12.35",
      'a=b,1,12.35',
    ]);
  });

  it('keeps non-Latin text as is', () => {
    expect(toCsv([row('zażółć gęślą', 2, 50)])).toBe('phrase,count,density\r\nzażółć gęślą,2,50.00\r\n');
  });
});
