import { affixWithUtf8Flags } from './hunspell-utf8';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('affixWithUtf8Flags', () => {
  it('writes one-byte flags as private-use characters under FLAG UTF-8, leaving UTF-8 text and ASCII flags alone', () => {
    const aff = bytes(
      '# Magyar Ispell by L', [0xe1], 'szl', [0xf3], '\n', // ISO 8859-2 comment
      'SET UTF-8\n',
      'COMPOUNDFLAG Y\n',
      'AF 2\n',
      'AF ', [0xcb, 0xaf], 'Y # 1\n', // two flag bytes that would also be one UTF-8 character
      'AF 1) # 2\n',
      'SFX ', [0xff], ' Y 1\n',
      'SFX ', [0xff], ' 0 ság/', [0x85], 'Y [^aáeé] po:noun\n',
      'PFX A Y 1\n',
      'PFX A 0 leg/', [0xd7], ' .\n',
    );
    expect(affixWithUtf8Flags(aff).split('\n')).toEqual([
      '# Magyar Ispell by László',
      'SET UTF-8',
      'FLAG UTF-8',
      'COMPOUNDFLAG Y',
      'AF 2',
      'AF \uE0CB\uE0AFY # 1',
      'AF 1) # 2',
      'SFX \uE0FF Y 1',
      'SFX \uE0FF 0 ság/\uE085Y [^aáeé] po:noun',
      'PFX A Y 1',
      'PFX A 0 leg/\uE0D7 .',
      '',
    ]);
  });

  it('refuses a file that is not SET UTF-8 or already declares its flags', () => {
    expect(() => affixWithUtf8Flags(bytes('SET ISO8859-2\nSFX A Y 1\n'))).toThrow('SET UTF-8');
    expect(() => affixWithUtf8Flags(bytes('SET UTF-8\nFLAG long\n'))).toThrow('FLAG long');
  });

  it('refuses bytes that are not UTF-8 outside flags and comments', () => {
    expect(() => affixWithUtf8Flags(bytes('SET UTF-8\nTRY ', [0xe1], '\n'))).toThrow('Not UTF-8');
  });
});
