import { join } from 'node:path';
import { decodeThesaurus, denormalise, encodingLabel, normaliseThesaurus, parseNormalised, parseThesaurus, readNormalised, serialiseNormalised } from './mythes';
import { thesaurusLanguages, type ThesaurusLanguage } from './mythes-languages';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('encodingLabel', () => {
  it.each([
    ['UTF-8', 'utf-8'],
    ['\uFEFFUTF-8', 'utf-8'],
    ['ISO8859-1', 'iso-8859-1'],
    ['ISO-8859-2', 'iso-8859-2'],
    ['KOI8-R', 'koi8-r'],
    ['CP1251', 'windows-1251'],
  ])('%s → %s', (declared, label) => expect(encodingLabel(declared)).toBe(label));
});

describe('decodeThesaurus', () => {
  it('decodes ISO-8859-2 (Polish)', () => {
    // ż = BF, ó = F3, ł = B3 in ISO-8859-2.
    const { declared, text } = decodeThesaurus(bytes('ISO8859-2\n', [0xbf, 0xf3, 0xb3], 'w|1\n-|', [0xbf, 0xf3, 0xb3], 'wik\n'));
    expect(declared).toBe('ISO8859-2');
    expect(text).toBe('żółw|1\n-|żółwik\n');
  });

  it('decodes ISO-8859-1 (Spanish, Swedish) and restores a stray UTF-8 U+FFFD', () => {
    expect(decodeThesaurus(bytes('ISO8859-1\na', [0xf1], 'o|1\n')).text).toBe('año|1\n');
    expect(decodeThesaurus(bytes('ISO-8859-1\n', [0xe5], 'ka|1\n')).text).toBe('åka|1\n');
    expect(decodeThesaurus(bytes('ISO8859-1\nAnt', [0xef, 0xbf, 0xbd], 'nimo')).text).toBe('Ant\uFFFDnimo');
  });

  it('decodes KOI8-R and UTF-8 with a byte order mark', () => {
    expect(decodeThesaurus(bytes('KOI8-R\n', [0xc7, 0xcf, 0xc4])).text).toBe('год');
    expect(decodeThesaurus(Uint8Array.from([...Buffer.from('\uFEFFUTF-8\nгод|1\n')])).text).toBe('год|1\n');
  });

  it('fails on bytes invalid in the declared encoding', () => {
    expect(() => decodeThesaurus(bytes('UTF-8\n', [0xff]))).toThrow();
  });
});

describe('parseThesaurus and the normalised form', () => {
  const text = 'haus|2\n-|Haus|Gebäude (Oberbegriff)\n-|Familie|Haus\nheim|1\n-|Haus|Gebäude (Oberbegriff)\n';

  it('parses headword blocks', () => {
    const blocks = parseThesaurus(text);
    expect(blocks).toEqual([
      { headword: 'haus', meanings: [{ posField: '-', terms: ['Haus', 'Gebäude (Oberbegriff)'] }, { posField: '-', terms: ['Familie', 'Haus'] }] },
      { headword: 'heim', meanings: [{ posField: '-', terms: ['Haus', 'Gebäude (Oberbegriff)'] }] },
    ]);
    expect(() => parseThesaurus('haus|3\n-|Haus\n')).toThrow(/lists 3 meanings/);
  });

  it('stores each meaning line once, losslessly and deterministically', () => {
    const blocks = parseThesaurus(text);
    const normalised = normaliseThesaurus(blocks, { language: 'de', package: 'p', packageVersion: '1', file: 'f', encoding: 'UTF-8' });
    expect(normalised.meanings).toHaveLength(2);
    expect(normalised.blocks[1]).toEqual({ headword: 'heim', meanings: [0] });
    const gz = serialiseNormalised(normalised);
    expect(serialiseNormalised(normalised).equals(gz)).toBe(true);
    expect(denormalise(parseNormalised(gz))).toEqual(blocks);
  });
});

describe('committed thesauri (data/dictionary/mythes)', () => {
  const headwords = (language: ThesaurusLanguage) =>
    new Set(readNormalised(join(process.cwd(), 'data', 'dictionary', 'mythes', `${language}.jsonl.gz`)).blocks.map((b) => b.headword));

  it('were decoded from their legacy encodings', () => {
    expect(headwords('es').has('año')).toBe(true);
    expect(headwords('sv').has('åka')).toBe(true);
    // The Polish thesaurus has no "żółw" headword; "żółwi" (tortoise-like, slow) shows ż, ó and ł.
    expect(headwords('pl').has('żółwi')).toBe(true);
    expect(headwords('ru').has('абсолютный')).toBe(true);
  });

  it('exist for every thesaurus language with their header', () => {
    for (const language of Object.keys(thesaurusLanguages) as ThesaurusLanguage[]) {
      const { header } = readNormalised(join(process.cwd(), 'data', 'dictionary', 'mythes', `${language}.jsonl.gz`));
      expect(header).toMatchObject({ language, package: thesaurusLanguages[language].debianPackage, file: thesaurusLanguages[language].file });
    }
  });
});
