import { csvRecord, toCsv } from './csv';

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', 3.5])).toBe('plain,"a,b","say ""hi""","two\nlines",3.5\r\n');
  });

  it('keeps formulas from running, but not negative numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+48 600', '@a', -5]])).toBe(`"'=HYPERLINK(""x"")",'+48 600,'@a,-5\r\n`);
  });

  it('keeps every script as it is', () => {
    expect(toCsv([['Zażółć', 'Привет', 'Γειά', '日本語']])).toBe('Zażółć,Привет,Γειά,日本語\r\n');
  });
});
