/**
 * The MyThes thesaurus format (LibreOffice's `th_*.dat`) and the compact, lossless form committed
 * under data/dictionary/mythes/.
 *
 * MyThes: the first line names the encoding; then each headword as `word|count` followed by
 * `count` meaning lines `(pos)|term|term…`. Terms may carry parenthesised markers.
 *
 * Normalised form (`{lang}.jsonl.gz`): line 1 is a header object; then each distinct meaning line
 * once, as `["m", posField, term…]` (index = order of appearance); then each headword block, in
 * source order, as `["w", headword, meaningIndex…]`. Strings are the decoded source text,
 * untouched, so the build can change how it reads markers without a new import.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/** WHATWG encoding label for the encoding names MyThes files declare ("ISO8859-2", "UTF-8", "KOI8-R", "windows-1251"). */
export function encodingLabel(declared: string): string {
  const name = declared.replace(/^\uFEFF/, '').trim();
  const iso = /^ISO[-_ ]?8859[-_ ]?(\d{1,2})$/i.exec(name);
  if (iso) return `iso-8859-${iso[1]}`;
  const cp = /^(?:CP|WINDOWS[-_]?)(125\d)$/i.exec(name);
  if (cp) return `windows-${cp[1]}`;
  if (/^UTF-?8$/i.test(name)) return 'utf-8';
  if (/^KOI8[-_]?([RU])$/i.test(name)) return `koi8-${name.slice(-1).toLowerCase()}`;
  return name.toLowerCase();
}

export interface DecodedThesaurus {
  /** Encoding as the first line declares it. */
  declared: string;
  /** Text after the first line. */
  text: string;
}

/**
 * Decodes a MyThes file. Decoding is strict (invalid bytes throw). Legacy single-byte files can
 * contain UTF-8-encoded U+FFFD (bytes EF BF BD) left by an earlier conversion (the Spanish file's
 * "Ant\uFFFDnimo"); they are restored to U+FFFD rather than read as "ï¿½".
 */
export function decodeThesaurus(bytes: Uint8Array): DecodedThesaurus {
  let newline = bytes.indexOf(0x0a);
  if (newline < 0) newline = bytes.length;
  const declared = new TextDecoder('utf-8').decode(bytes.subarray(0, newline)).replace(/^\uFEFF/, '').trim();
  const label = encodingLabel(declared);
  let text = new TextDecoder(label, { fatal: true }).decode(bytes.subarray(newline + 1));
  if (label !== 'utf-8') text = text.replace(/\u00ef\u00bf\u00bd/g, '\uFFFD');
  return { declared, text: text.replace(/^\uFEFF/, '') };
}

export interface ThesaurusLine {
  /** First field: the part of speech or relation tag, as written ("(noun)", "-", "   (s.) ", ""). */
  posField: string;
  terms: string[];
}

export interface ThesaurusBlock {
  headword: string;
  meanings: ThesaurusLine[];
}

/** Parses decoded MyThes text into headword blocks. Throws on a block whose lines are missing. */
export function parseThesaurus(text: string): ThesaurusBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: ThesaurusBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const match = /^(.*)\|(\d+)$/.exec(line);
    if (!match) throw new Error(`MyThes: line ${i + 2} is no headword: ${line.slice(0, 80)}`);
    const count = Number(match[2]);
    const meanings: ThesaurusLine[] = [];
    for (let j = 1; j <= count; j++) {
      const meaning = lines[i + j];
      if (meaning === undefined) throw new Error(`MyThes: "${match[1]}" lists ${count} meanings, the file ends first`);
      const [posField, ...terms] = meaning.split('|');
      meanings.push({ posField: posField ?? '', terms });
    }
    blocks.push({ headword: match[1]!, meanings });
    i += count;
  }
  return blocks;
}

export interface NormalisedHeader {
  format: 'mythes-normalised';
  version: 1;
  language: string;
  /** Debian package and version the data was imported from. */
  package: string;
  packageVersion: string;
  /** Source file name and its declared encoding. */
  file: string;
  encoding: string;
  headwords: number;
  meanings: number;
}

export interface NormalisedThesaurus {
  header: NormalisedHeader;
  meanings: ThesaurusLine[];
  /** Headword blocks in source order, meanings as indexes. */
  blocks: { headword: string; meanings: number[] }[];
}

/** Deduplicates meaning lines (German lists each synset under every member). */
export function normaliseThesaurus(blocks: ThesaurusBlock[], header: Omit<NormalisedHeader, 'format' | 'version' | 'headwords' | 'meanings'>): NormalisedThesaurus {
  const meanings: ThesaurusLine[] = [];
  const indexOf = new Map<string, number>();
  const out: NormalisedThesaurus['blocks'] = [];
  for (const block of blocks) {
    const indexes = block.meanings.map((meaning) => {
      const key = JSON.stringify([meaning.posField, ...meaning.terms]);
      let index = indexOf.get(key);
      if (index === undefined) {
        index = meanings.length;
        meanings.push(meaning);
        indexOf.set(key, index);
      }
      return index;
    });
    out.push({ headword: block.headword, meanings: indexes });
  }
  return {
    header: { format: 'mythes-normalised', version: 1, ...header, headwords: blocks.length, meanings: meanings.length },
    meanings,
    blocks: out,
  };
}

/** Serialises to gzip'd JSONL, byte-identical for identical input. */
export function serialiseNormalised(data: NormalisedThesaurus): Buffer {
  const lines = [JSON.stringify(data.header)];
  for (const m of data.meanings) lines.push(JSON.stringify(['m', m.posField, ...m.terms]));
  for (const b of data.blocks) lines.push(JSON.stringify(['w', b.headword, ...b.meanings]));
  return gzipSync(`${lines.join('\n')}\n`, { level: 9 });
}

export function parseNormalised(gz: Uint8Array): NormalisedThesaurus {
  const lines = gunzipSync(gz).toString('utf8').split('\n');
  const header = JSON.parse(lines[0]!) as NormalisedHeader;
  if (header.format !== 'mythes-normalised' || header.version !== 1) throw new Error('not a normalised MyThes file');
  const meanings: ThesaurusLine[] = [];
  const blocks: NormalisedThesaurus['blocks'] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const row = JSON.parse(line) as [string, ...unknown[]];
    if (row[0] === 'm') meanings.push({ posField: row[1] as string, terms: row.slice(2) as string[] });
    else if (row[0] === 'w') blocks.push({ headword: row[1] as string, meanings: row.slice(2) as number[] });
  }
  return { header, meanings, blocks };
}

export function readNormalised(path: string): NormalisedThesaurus {
  return parseNormalised(readFileSync(path));
}

/** Restores the blocks with their meaning lines. */
export function denormalise(data: NormalisedThesaurus): ThesaurusBlock[] {
  return data.blocks.map((b) => ({ headword: b.headword, meanings: b.meanings.map((i) => data.meanings[i]!) }));
}
