import { marksMissingSpace, wordsAroundMissingSpaces } from './missing-space';

/** The marks of `text` taken as one word, as indices in it. */
const marks = (text: string) => marksMissingSpace(text, 0, text.length);

describe('marksMissingSpace', () => {
  it.each([
    ['gut,aber', [3]],
    ['bueno,pero', [5]],
    ['için,normal', [4]],
    ['хорошо,но', [6]],
    ['καλά;αλλά', [4]],
    ['schön.Dann', [5]],
    ['única.Pode', [5]],
    ['été,puis.Ensuite', [3, 8]],
    ['Debian’ın,sorunlara', [9]],
  ])('finds the mark without its space in %s', (run, expected) => {
    expect(marks(run)).toEqual(expected);
  });

  it.each([
    'z.B',
    'e.g',
    'U.S.A',
    'example.com',
    'README.md',
    'Node.js',
    'prefijo.NofM.deb',
    'Val.Símbolo',
    'www.Example',
    'x,y',
    'a,b',
    '1,5',
    'v1.2,beta',
    'a=1,b=2',
    'x.Foo()',
    'user@mail.De',
    'path/to,file',
    'source,any,all',
    '日本語です,テスト',
    'gut',
  ])('leaves %s alone', (run) => {
    expect(marks(run)).toEqual([]);
  });

  it('looks at the stretch without spaces around the word: brackets, quotes and options make it a value', () => {
    for (const text of ['DPkg::{Pre,Post}-Invoke', '[kurulu,otomatik]', '»en,de«', '--range=dolny,górny', '"any,all"']) {
      const start = text.search(/\p{L}{2}[,;]/u);
      const end = start + (/[\p{L},;]+/u.exec(text.slice(start))?.[0].length ?? 0);
      expect(marksMissingSpace(text, start, end)).toEqual([]);
    }
    const sentence = 'Das ist gut,aber spät.';
    expect(marksMissingSpace(sentence, 8, 16)).toEqual([11]);
  });
});

describe('wordsAroundMissingSpaces', () => {
  it('cuts a word at those marks, and gives a plain word whole, as offsets in the text', () => {
    const text = 'Oui, été,puis.Ensuite';
    expect(wordsAroundMissingSpaces(text, 5, 21)).toEqual([
      [5, 8],
      [9, 13],
      [14, 21],
    ]);
    expect(wordsAroundMissingSpaces('see example.com', 4, 15)).toEqual([[4, 15]]);
  });
});

describe('marksMissingSpace in technical text', () => {
  it('leaves the values of options, lists and words in capitals alone, but not a sentence’s own comma after the run', () => {
    for (const text of ['ps -o pid,format, tname', 'pgrep -u root,daemon lists', 'use mod,mod,... here', 'RD,RS here', 'TABELLE,ja']) {
      const start = text.search(/\p{L}+[,;]\p{L}/u);
      const end = start + (/[\p{L},;]+/u.exec(text.slice(start))?.[0].replace(/[,;]$/, '').length ?? 0);
      expect(marksMissingSpace(text, start, end)).toEqual([]);
    }
    expect(marksMissingSpace('Das ist gut,aber, naja.', 8, 16)).toEqual([11]);
  });
});
