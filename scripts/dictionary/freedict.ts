/**
 * FreeDict dictionaries as Debian ships them (dictd: `{name}.index` + `{name}.dict.dz`), and the
 * compact form committed under data/dictionary/freedict/.
 *
 * dictd (dictd(8), "Database Format"): each line of the index is `headword \t offset \t length`,
 * offset and length in base 64 (A–Z a–z 0–9 + /); the `.dict.dz` is dictzip, a gzip file with
 * an extra header field, so plain gunzip reads it. Entries named "00-database-…" are the
 * dictionary's own description. Debian's FreeDict packages carry no TEI.
 *
 * The entry text is FreeDict's rendering of its TEI, whose layout depends on where the dictionary
 * came from (each seen in the packages; tests hold real examples):
 * - WikDict ("dog /dɒɡ/ <n>" then "1. пес, куче" and a gloss line per sense);
 * - Ding (eng-deu: "go /ɡəʊ/ <v>" then "gehen <v, intr>" with indented notes and examples);
 * - numbered or plain lines ("1. kutya", "chien, clébard"); eng-pol's "I. <N> 1. [ctx] budynek, dom";
 * - JMdict (jpn-eng): forms with priority tags on the first line, "1. (noun (common) …)" and the
 *   translations on the next line.
 *
 * Normalised form (`{source}-{target}.tsv.gz`): line 1 is `#` and a JSON header; then one line per
 * sense, `forms \t pos \t translation \t translation…`, in source order. `forms` is the headword,
 * then for Japanese its other spellings and readings, joined by "|"; `pos` is n, v, a, r or o,
 * followed by "!" when the source marks the word as common (JMdict's priority tags).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RawSense } from '../../src/features/dictionary/model/types';

export type PosCode = RawSense['p'];

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A dictd index number (base 64, most significant digit first). */
export function dictdNumber(text: string): number {
  let n = 0;
  for (const c of text) {
    const digit = base64.indexOf(c);
    if (digit < 0) throw new Error(`dictd: "${text}" is not a base-64 number`);
    n = n * 64 + digit;
  }
  return n;
}

export interface DictdEntry {
  headword: string;
  text: string;
}

/**
 * The entries of a dictd database, in index order; an entry indexed under several headwords
 * (JMdict indexes each reading) is returned once. `dict` is the `.dict.dz` (or plain `.dict`).
 */
export function readDictd(index: string, dict: Uint8Array): { info: string; entries: DictdEntry[] } {
  const data = dict[0] === 0x1f && dict[1] === 0x8b ? gunzipSync(dict) : Buffer.from(dict);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const seen = new Set<string>();
  const entries: DictdEntry[] = [];
  let info = '';
  for (const line of index.split('\n')) {
    if (line === '') continue;
    const [headword = '', offset = '', length = ''] = line.split('\t');
    const at = `${offset}:${length}`;
    const text = () => decoder.decode(data.subarray(dictdNumber(offset), dictdNumber(offset) + dictdNumber(length)));
    // The description entries ("00-database-info"…) are indexed as "00databaseinfo" or under an
    // empty headword, depending on dictfmt's collation; the info is the one with "Availability:".
    if (headword === '' || /^00-?database/.test(headword)) {
      const description = text();
      if (/^Availability:/m.test(description)) info = description;
      continue;
    }
    if (seen.has(at)) continue;
    seen.add(at);
    entries.push({ headword, text: text() });
  }
  return { info, entries };
}

export interface FreeDictSense {
  pos: PosCode;
  translations: string[];
}

export interface FreeDictEntry {
  /** The headword, then (JMdict) other spellings and readings. */
  forms: string[];
  /** JMdict priority tags (ichi1, news1, spec1, gai1…): a common word. */
  common: boolean;
  senses: FreeDictSense[];
}

/** Part-of-speech tags of the renderings: TEI's and Ding's (<n>, <v, intr>, <adj>), eng-pol's (<N>), genders (nouns). */
const posTags: Record<string, PosCode> = {
  n: 'n',
  noun: 'n',
  nom: 'n',
  pl: 'n',
  fem: 'n',
  masc: 'n',
  neut: 'n',
  f: 'n',
  m: 'n',
  nt: 'n',
  v: 'v',
  vt: 'v',
  vi: 'v',
  verb: 'v',
  adj: 'a',
  a: 'a',
  adjective: 'a',
  adv: 'r',
  adverb: 'r',
};

/** The part of speech a `<…>` tag names ("v, intr" → v), or null. */
export function posOfTag(tag: string): PosCode | null {
  for (const part of tag.split(/[,\s]+/)) {
    const pos = posTags[part.toLowerCase().replace(/\.$/, '')];
    if (pos) return pos;
  }
  return null;
}

/** JMdict's part-of-speech line, "(noun (common) (futsuumeishi))", "(Godan verb with `ru' ending)", "(adjectival nouns …)". */
function jmdictPos(line: string): PosCode {
  const text = line.toLowerCase();
  if (/\bverb\b/.test(text) && !/\badverb/.test(text)) return 'v';
  if (/adjectiv|adjective|keiyou/.test(text)) return 'a';
  if (/\badverb/.test(text)) return 'r';
  if (/\bnoun\b/.test(text)) return 'n';
  return 'o';
}

/** Removes bracketed notes — (…), […], {…}, <…>, nested ones too — and collapses white space. */
function withoutNotes(text: string): string {
  let out = text;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/\([^()]*\)|\[[^[\]]*\]|\{[^{}]*\}|<[^<>]*>|（[^（）]*）/g, ' ');
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The translations of a rendered line: notes removed, split at commas and semicolons,
 * duplicates and leftovers of notes ("…", unmatched brackets) dropped.
 */
export function splitTranslations(line: string): string[] {
  const out: string[] = [];
  // Stress marks of Bulgarian and Russian dictionaries ("ку́ча") are no part of the spelling.
  for (const part of withoutNotes(line.normalize('NFC').replace(/\u0301/g, '')).split(/\s*[,;、；]\s*/)) {
    const word = part.replace(/^[-–—\s]+|[\s.…]+$/g, '').trim();
    if (word === '' || /[()[\]{}<>"“”…/]/.test(word) || word.length > 60) continue;
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

/** Lines that are never translations: notes, examples, cross-references. */
const skippedLine = /^\s*(?:Note:|see:|Synonyms?:|Antonyms?:|Hyponyms?:|Hypernyms?:|"|“|$)/;

/** Parses one rendered entry of a WikDict, Ding, or plain dictionary. */
export function parseEntry(text: string): FreeDictEntry | null {
  const lines = text.replace(/\r/g, '').split('\n');
  const header = lines[0] ?? '';
  const headword = header.replace(/\s+\/.*$/, '').replace(/\s*<[^>]*>\s*$/, '').trim();
  const headerPos = /<([^<>]+)>\s*$/.exec(header.replace(/\([^()]*\)/g, ''));
  let pos: PosCode | null = headerPos ? posOfTag(headerPos[1]!) : null;
  const senses: FreeDictSense[] = [];
  let current: FreeDictSense | null = null;
  let open = false;
  for (const raw of lines.slice(1)) {
    if (skippedLine.test(raw)) continue;
    let line = raw;
    const roman = /^\s*[IVX]+\.\s+<([^<>]+)>\s*(.*)$/.exec(line);
    if (roman) {
      pos = posOfTag(roman[1]!) ?? pos;
      line = roman[2]!;
    }
    const numbered = /^\s*(\d+)\.\s*(.*)$/.exec(line);
    if (numbered) {
      current = { pos: pos ?? 'o', translations: [] };
      senses.push(current);
      open = true;
      line = numbered[2]!;
    } else if (!open) {
      current = { pos: pos ?? 'o', translations: [] };
      senses.push(current);
      open = true;
    } else if (current && current.translations.length > 0) continue;
    if (!current) continue;
    const tag = /<([^<>]+)>/.exec(line);
    if (!pos && tag) current.pos = posOfTag(tag[1]!) ?? current.pos;
    for (const word of splitTranslations(line)) if (!current.translations.includes(word)) current.translations.push(word);
  }
  const kept = senses.filter((s) => s.translations.length > 0);
  if (headword === '' || kept.length === 0) return null;
  return { forms: [headword], common: false, senses: kept };
}

const jmdictPriority = /\[(?:ichi1|news1|spec1|spec2|gai1)\]/;
/** JMdict's note glued to the translations that follow it. */
const kanaAloneNote = /^\s*Note: word usually written using kana alone/;

/** Parses one rendered JMdict entry (jpn-eng). */
export function parseJmdictEntry(text: string): FreeDictEntry | null {
  const lines = text.replace(/\r/g, '').split('\n');
  const header = lines[0] ?? '';
  const forms: string[] = [];
  for (const part of header.split(/,\s+/)) {
    const form = withoutNotes(part.replace(/\/[^/]*\//g, ''));
    if (form !== '' && !forms.includes(form)) forms.push(form);
  }
  const senses: FreeDictSense[] = [];
  let pos: PosCode = 'o';
  let current: FreeDictSense | null = null;
  for (const raw of lines.slice(1)) {
    let line = raw;
    const numbered = /^(\d+)\.\s*(.*)$/.exec(line);
    if (numbered) {
      current = null;
      line = numbered[2]!;
    }
    if (kanaAloneNote.test(line)) line = line.replace(kanaAloneNote, '');
    else if (/^\s*Note:/.test(line)) continue;
    // A line of parenthesised tags only names the part of speech (or, indented, a usage note).
    if (/^\(.*\)$/.test(line.trim()) && !/^\s/.test(line)) {
      pos = jmdictPos(line);
      current = null;
      continue;
    }
    line = line.replace(/^\s*(?:\{[^{}]*\}\s*|\([^()]*\)\s*)+/, '');
    if (line.trim() === '') continue;
    if (!current) {
      current = { pos, translations: [] };
      senses.push(current);
    } else if (current.translations.length > 0) continue;
    current.translations.push(...splitTranslations(line));
  }
  const kept = senses.filter((s) => s.translations.length > 0);
  if (forms.length === 0 || kept.length === 0) return null;
  return { forms, common: jmdictPriority.test(header), senses: kept };
}

// ——— Normalised form ———

export interface FreeDictHeader {
  /** FreeDict name, "eng-deu". */
  dictionary: string;
  package: string;
  packageVersion: string;
  /** "Edition:" of the database description. */
  edition: string;
  entries: number;
  senses: number;
}

export interface NormalisedFreeDict {
  header: FreeDictHeader;
  entries: FreeDictEntry[];
}

const clean = (text: string) => text.replace(/[\t\n|]/g, ' ');

export function serialiseFreeDict({ header, entries }: NormalisedFreeDict): Buffer {
  const lines = [`#${JSON.stringify(header)}`];
  for (const entry of entries) {
    const forms = entry.forms.map(clean).join('|');
    for (const sense of entry.senses) lines.push([forms, `${sense.pos}${entry.common ? '!' : ''}`, ...sense.translations.map(clean)].join('\t'));
  }
  return gzipSync(`${lines.join('\n')}\n`, { level: 9 });
}

/** Reads the normalised form back: consecutive lines of the same forms are one entry. */
export function parseFreeDict(text: string): NormalisedFreeDict {
  const lines = text.split('\n');
  const first = lines[0] ?? '';
  if (!first.startsWith('#')) throw new Error('FreeDict data: the header line is missing');
  const header = JSON.parse(first.slice(1)) as FreeDictHeader;
  const entries: FreeDictEntry[] = [];
  let previous = '';
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const [forms = '', posField = '', ...translations] = line.split('\t');
    const sense: FreeDictSense = { pos: posField.charAt(0) as PosCode, translations };
    const last = entries[entries.length - 1];
    if (last && forms === previous) last.senses.push(sense);
    else entries.push({ forms: forms.split('|'), common: posField.endsWith('!'), senses: [sense] });
    previous = forms;
  }
  return { header, entries };
}

export function readFreeDict(path: string): NormalisedFreeDict {
  return parseFreeDict(gunzipSync(readFileSync(path)).toString('utf8'));
}

/**
 * Lemma keys an English translation may be found under, best first: itself, then without the
 * infinitive "to" of verbs ("to eat") or an article ("a house"), as FreeDict's English sides write them.
 */
export function englishKeyCandidates(translation: string): string[] {
  const key = translation.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  const bare = key.replace(/^(?:to|a|an|the)\s+/, '');
  return bare !== key && bare !== '' ? [key, bare] : [key];
}
