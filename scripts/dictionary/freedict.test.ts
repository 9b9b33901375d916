import { gunzipSync, gzipSync } from 'node:zlib';
import { dictdNumber, englishKeyCandidates, parseEntry, parseFreeDict, parseJmdictEntry, posOfTag, readDictd, serialiseFreeDict, splitTranslations } from './freedict';

// Entries as Debian's dict-freedict-* packages (2022) render them.
const engBulHouse = `house //haʊs// //hʌʊs// <n>
1. стопа́нство, къща
an establishment, business
2. къ́ща, къща
archetypal structure of a human abode
5. дом, къ́ща, къща
human abode
`;
const engDeuBeautiful = `beautiful /bjˈuːtifəl/
schön <adj>
      "the most beautiful pearl"  - die allerschönste Perle
 see: {more beautiful}, {most beautiful}, {very beautiful}, {unbeautiful}
`;
const engDeuGo = `go /ɡˈəʊ/ (went /wˈɛnt/ <>, gone /ɡˈɒn/ <>) <v>
gehen <v, intr>
      "he/she goes"  - er/sie geht
`;
const engPolHouse = `house
I.  <N> 1.  budynek, dom
 2.  [książek]  wydawnictwo
II.  <V> 1.  mieścić
 2.  be housed (be V: :housed)
 - mieszkać
`;
const engEllHouse = `house /hˈaʊs/

σπίτι  (το χτίριο), οίκος, στεγάζω
`;
const nldEngHuis = `huis /həʏs/
1. house
2. family
`;
const jpnEngIe = ` [ichi1]  家 /(en)tʃˈaɪniːz(ja)lˈe̞tə/,  [ichi1] いえ /ˈie̞/
1. (noun (common) (futsuumeishi))
house, residence, dwelling
2. family, household
3. lineage, family name
`;
const jpnEngUchi = ` [ichi1]  家 /(en)tʃˈaɪniːz(ja)lˈe̞tə/,  [ichi1]  うち /ˈɯᵝtɕi/, ち /tɕˈi/
1. (noun (common) (futsuumeishi))
 (nouns which may take the genitive case particle \`no')

         Note: word usually written using kana alonehouse, home (one's own)
2. (pronoun)
 (nouns which may take the genitive case particle \`no')
{内・うち・4}
         Note: word usually written using kana alone(one's) family, (one's) household
`;
const jpnEngYa = `屋 /(en)tʃˈaɪniːz(ja)lˈe̞tə/, 家 /(en)tʃˈaɪniːz(ja)lˈe̞tə/, や /jˈä/
1. (suffix)
{パン屋} (usu. 屋)
(something) shop
4. (noun (common) (futsuumeishi))
 (usu. 家)
house
`;

describe('dictd', () => {
  it('reads base-64 index numbers', () => {
    expect(dictdNumber('A')).toBe(0);
    expect(dictdNumber('BAK3S')).toBe(((((1 * 64 + 0) * 64 + 10) * 64 + 55) * 64) + 18);
    expect(() => dictdNumber('a-b')).toThrow();
  });

  it('reads entries from a dictzip (gzip) file, once per entry, and the description', () => {
    const info = '00-database-info\nEdition: 0.1\nAvailability:\n  GPL\n';
    const body = `${info}hond /hɔnt/\ndog\n`;
    const dict = gzipSync(Buffer.from(body, 'utf8'));
    const start = Buffer.byteLength(info);
    const length = Buffer.byteLength('hond /hɔnt/\ndog\n');
    const b64 = (n: number) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[n];
    const index = `\tA\t${b64(info.length)}\nhond\t${b64(start)}\t${b64(length)}\nhondje\t${b64(start)}\t${b64(length)}\n`;
    const { info: description, entries } = readDictd(index, dict);
    expect(description).toBe(info);
    expect(entries).toEqual([{ headword: 'hond', text: 'hond /hɔnt/\ndog\n' }]);
  });

  it('fails on bytes that are not UTF-8', () => {
    expect(() => readDictd('x\tA\tC\n', Uint8Array.from([0xff, 0xfe, 0x41]))).toThrow();
  });
});

describe('parseEntry', () => {
  it('reads WikDict senses with their part of speech and drops glosses and stress marks', () => {
    expect(parseEntry(engBulHouse)).toEqual({
      forms: ['house'],
      common: false,
      senses: [
        { pos: 'n', translations: ['стопанство', 'къща'] },
        { pos: 'n', translations: ['къща'] },
        { pos: 'n', translations: ['дом', 'къща'] },
      ],
    });
  });

  it('reads Ding entries: the translation line, its tags, no examples or cross-references', () => {
    expect(parseEntry(engDeuBeautiful)?.senses).toEqual([{ pos: 'a', translations: ['schön'] }]);
    expect(parseEntry(engDeuGo)).toEqual({ forms: ['go'], common: false, senses: [{ pos: 'v', translations: ['gehen'] }] });
  });

  it('reads eng-pol parts of speech (I. <N>, II. <V>) and contexts in brackets', () => {
    expect(parseEntry(engPolHouse)?.senses).toEqual([
      { pos: 'n', translations: ['budynek', 'dom'] },
      { pos: 'n', translations: ['wydawnictwo'] },
      { pos: 'v', translations: ['mieścić'] },
      { pos: 'v', translations: ['be housed'] },
    ]);
  });

  it('reads plain and numbered entries; notes in parentheses are dropped', () => {
    expect(parseEntry(engEllHouse)?.senses).toEqual([{ pos: 'o', translations: ['σπίτι', 'οίκος', 'στεγάζω'] }]);
    expect(parseEntry(nldEngHuis)?.senses).toEqual([
      { pos: 'o', translations: ['house'] },
      { pos: 'o', translations: ['family'] },
    ]);
  });

  it('keeps multi-word headwords and translations', () => {
    expect(parseEntry('apple of discord //ˈæpəl əv ˈdɪskɔːd// <n>\n1. яблъка на раздора\n')).toEqual({
      forms: ['apple of discord'],
      common: false,
      senses: [{ pos: 'n', translations: ['яблъка на раздора'] }],
    });
  });

  it('returns null for an entry without translations', () => {
    expect(parseEntry('house /haus/\n see: {home}\n')).toBeNull();
  });
});

describe('parseJmdictEntry', () => {
  it('reads spellings and readings, priority tags, and senses under their part of speech', () => {
    expect(parseJmdictEntry(jpnEngIe)).toEqual({
      forms: ['家', 'いえ'],
      common: true,
      senses: [
        { pos: 'n', translations: ['house', 'residence', 'dwelling'] },
        { pos: 'n', translations: ['family', 'household'] },
        { pos: 'n', translations: ['lineage', 'family name'] },
      ],
    });
  });

  it('reads translations glued to the "written using kana alone" note', () => {
    expect(parseJmdictEntry(jpnEngUchi)?.senses).toEqual([
      { pos: 'n', translations: ['house', 'home'] },
      { pos: 'o', translations: ['family', 'household'] },
    ]);
  });

  it('drops tags in parentheses from the spellings', () => {
    expect(parseJmdictEntry('(ateji (phonetic) reading) 伯剌西爾 /(en)bɾaʒiɾɯ/, ブラジル /bɯᵝɾäʑiɾɯᵝ/\n(noun (common) (futsuumeishi))\nBrazil\n')?.forms).toEqual([
      '伯剌西爾',
      'ブラジル',
    ]);
  });

  it('skips cross-references and usage notes', () => {
    expect(parseJmdictEntry(jpnEngYa)).toEqual({
      forms: ['屋', '家', 'や'],
      common: false,
      senses: [
        { pos: 'o', translations: ['shop'] },
        { pos: 'n', translations: ['house'] },
      ],
    });
  });
});

describe('helpers', () => {
  it('maps part-of-speech tags, genders to nouns', () => {
    expect(posOfTag('v, intr')).toBe('v');
    expect(posOfTag('ADJ')).toBe('a');
    expect(posOfTag('neut')).toBe('n');
    expect(posOfTag('prep')).toBeNull();
  });

  it('splits translations at commas and semicolons, outside notes', () => {
    expect(splitTranslations('ablaufen, laufen, vor sich gehen <v, intr> [geh.]')).toEqual(['ablaufen', 'laufen', 'vor sich gehen']);
    expect(splitTranslations('chodzić ślad w ślad (sb - za kimś); prześladować')).toEqual(['chodzić ślad w ślad', 'prześladować']);
  });

  it('finds English translations without "to" or an article', () => {
    expect(englishKeyCandidates('to Eat')).toEqual(['to eat', 'eat']);
    expect(englishKeyCandidates('a house')).toEqual(['a house', 'house']);
    expect(englishKeyCandidates('house')).toEqual(['house']);
  });
});

describe('normalised form', () => {
  it('round-trips entries; senses of one entry stay together', () => {
    const data = {
      header: { dictionary: 'jpn-eng', package: 'dict-freedict-jpn-eng', packageVersion: '1', edition: '0.1', entries: 2, senses: 3 },
      entries: [
        { forms: ['家', 'いえ'], common: true, senses: [{ pos: 'n' as const, translations: ['house', 'residence'] }, { pos: 'n' as const, translations: ['family'] }] },
        { forms: ['犬', 'いぬ'], common: false, senses: [{ pos: 'n' as const, translations: ['dog'] }] },
      ],
    };
    expect(parseFreeDict(gunzipSync(serialiseFreeDict(data)).toString('utf8'))).toEqual(data);
  });
});
