/**
 * Compresses a Hunspell dictionary whose word list spells out every form (no affix flags) into
 * stems with suffix flags that Hunspell expands to exactly the same words: it loads in a
 * fraction of the time, takes less memory and downloads smaller. Used for Greek: npm
 * `dictionary-el` lists 828,806 inflected forms one by one (19 MB), which took 0.7 s to load in
 * Node and 1.4–2.5 s on a busy machine. Run it only to update the data (the build copies the
 * committed files):
 *
 *   npx tsx scripts/grammar/compress-hunspell.ts
 *
 *   data/spell/el.aff            ← dictionary-el/index.aff: its header (SET, TRY, MAP, REP) + the suffix rules made here
 *   data/spell/el.dic            ← dictionary-el/index.dic, compressed
 *   data/spell/el.copyright.txt  ← dictionary-el/license
 *
 * The format (man 5 hunspell): `FLAG num`; flag 1 is `NEEDAFFIX`, set on stems that are not
 * words themselves; every other flag adds one ending and nothing else (`SFX 7 N 1` /
 * `SFX 7 0 ούν .`: strip nothing, any stem). There are no prefixes, compounds or continuation
 * classes, so Hunspell accepts a word exactly when it is an entry without NEEDAFFIX or an
 * entry's stem plus one of its endings: {@link expandCompressed}, which the script checks is
 * the original list before writing anything (the Hunspell side is checked by
 * verify-compressed-hunspell.ts). One rule per ending keeps `spell` cheap: a word meets at most
 * one rule per ending length. The original affix rules are dropped: no word of the list carries
 * a flag, so Hunspell never applied them.
 *
 * Choosing stems: in the sorted list, words sharing a prefix are neighbours, and the prefixes
 * where they branch (the LCP intervals) are the candidate stems, each with the words below it
 * that end at most `maxEndingLength` characters further. An ending may become a rule if it
 * follows at least `minEndingStems` of those prefixes (an inflection ending, not an accident of
 * spelling). A greedy set cover then takes the stem that covers most words not yet covered
 * (ties: the longer stem), until no stem covers two; the words left are entries of their own.
 * An ending fewer than `minRuleUse` stems use costs Hunspell more to load (≈5 µs a rule) than
 * the lines it saves (≈0.6 µs each): it is dropped and the cover made again.
 *
 * Suggestions decide the ending length. Hunspell's n-gram search scores the entries (not the
 * forms they expand to) against the misspelling, then adds to the best 100 only the suffixes
 * the misspelling ends with (affixmgr.cxx, `expand_rootword`). With every form an entry, as in
 * the original, it could find any form; here it finds one only through its stem, and only if
 * the misspelling ends as the form does: the shorter the endings, the more often. On 1,000
 * misspellings (verify-compressed-hunspell.ts: one or two typing errors, in frequent words and
 * in random forms of the list), the app put the intended word first 801 times with the
 * original, 778 / 773 / 740 times with endings of at most 2 / 3 / 8 characters, which load in
 * 294 / 237 / 148 ms against 641 ms (Node; 310,000 / 225,000 / 79,000 entries). With 3: one
 * error, as well as the original (588 against 590 of 666); two in a frequent word, better (81
 * against 64 of 167: fewer entries compete); two in a random form, worse (104 against 147 of
 * 167), mostly where they change its ending. 3 keeps the load under 1 s on a busy machine,
 * where the original took 1.4–2.5 s.
 * Words of the language's frequency list are also kept whole, as entries of their own
 * (`wholeWords`; duplicates change nothing Hunspell accepts), so common words are scored as
 * words.
 *
 * Why not Debian's hunspell-tools: `affixcompress` (27 s; its awk reads bytes, so it had to run
 * on an ISO 8859-7 copy) left 368,242 entries with 5,000 one-suffix flags, loading in 340 ms;
 * `munch` with the original affix rules left 785,308. This cover takes about 5 s.
 *
 * Words that are not lower case or capitalised (Greek: 55 acronyms such as ΑΕΙ) stay entries
 * without flags: Hunspell gives an all-capitals entry with flags a hidden capitalised twin
 * (hashmgr.cxx, `add_hidden_capitalized_word`), which would change what it accepts.
 *
 * Output is deterministic: the same input gives byte-identical files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir, readFrequencyList } from '../../src/features/grammar-checker/engines/node-assets';

export interface CompressionOptions {
  /** Longest ending a rule may add, in UTF-16 code units (default 3; see the module comment). */
  maxEndingLength?: number;
  /** Shortest stem (default 2; Hunspell needs a character left when it takes a suffix off). */
  minStemLength?: number;
  /** Prefixes an ending must follow in the list to become a rule (default 50). */
  minEndingStems?: number;
  /** Stems that must use a rule for it to stay (default 10). */
  minRuleUse?: number;
  /** Words of the list to keep as entries of their own as well (see the module comment). */
  wholeWords?: Iterable<string>;
}

export interface CompressedEntry {
  stem: string;
  /** Indices into {@link CompressedWordList.endings}, ascending. */
  endings: number[];
  /** The stem alone is not a word (Hunspell's NEEDAFFIX). */
  needAffix: boolean;
}

export interface CompressedWordList {
  /** The endings the rules add, most used first; ending `i` is flag `i + 2`. */
  endings: string[];
  /** Sorted by stem (UTF-16 code units). */
  entries: CompressedEntry[];
}

export const NEEDAFFIX_FLAG = 1;
export const flagOfEnding = (index: number) => index + 2;

const DEFAULTS = { maxEndingLength: 3, minStemLength: 2, minEndingStems: 50, minRuleUse: 10 };

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lower case, or capitalised and lower case after: the words whose stems and forms Hunspell treats alike. */
function compressible(word: string): boolean {
  const rest = word.slice(1);
  return rest === rest.toLowerCase();
}

/** Candidate stems: the branching prefixes of the sorted words, each with its words at most `maxEnding` further. */
function candidateStems(words: readonly string[], minStem: number, maxEnding: number) {
  const n = words.length;
  const depth: number[] = [];
  const start: number[] = [];
  const members: number[] = [];
  const visit = (d: number, lo: number, hi: number) => {
    if (d < minStem) return;
    const first = members.length;
    for (let i = lo; i < hi; i++) if ((words[i] as string).length - d <= maxEnding) members.push(i);
    if (members.length - first < 2) {
      members.length = first;
      return;
    }
    depth.push(d);
    start.push(first);
  };
  // LCP intervals of the sorted list (Abouelhoda, Kurtz & Ohlebusch 2004, bottom-up traversal).
  const stack: Array<{ d: number; lo: number }> = [{ d: 0, lo: 0 }];
  for (let i = 1; i <= n; i++) {
    let l = 0;
    if (i < n) {
      const a = words[i - 1] as string;
      const b = words[i] as string;
      const m = Math.min(a.length, b.length);
      while (l < m && a.charCodeAt(l) === b.charCodeAt(l)) l++;
    }
    let lo = i - 1;
    while (l < stack[stack.length - 1]!.d) {
      const top = stack.pop()!;
      lo = top.lo;
      visit(top.d, top.lo, i);
    }
    if (l > stack[stack.length - 1]!.d) stack.push({ d: l, lo });
  }
  start.push(members.length);
  return { depth, start, members };
}

/** A binary max-heap of candidate stems by (gain, depth), lowest index first on ties. */
class StemHeap {
  private gains: number[] = [];
  private nodes: number[] = [];
  constructor(private readonly depth: readonly number[]) {}
  get size(): number {
    return this.nodes.length;
  }
  private before(g1: number, k1: number, g2: number, k2: number): boolean {
    if (g1 !== g2) return g1 > g2;
    const d1 = this.depth[k1] as number;
    const d2 = this.depth[k2] as number;
    return d1 !== d2 ? d1 > d2 : k1 < k2;
  }
  push(gain: number, node: number): void {
    let i = this.nodes.length;
    this.gains.push(gain);
    this.nodes.push(node);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(gain, node, this.gains[p] as number, this.nodes[p] as number)) break;
      this.gains[i] = this.gains[p] as number;
      this.nodes[i] = this.nodes[p] as number;
      i = p;
    }
    this.gains[i] = gain;
    this.nodes[i] = node;
  }
  pop(): [gain: number, node: number] {
    const top: [number, number] = [this.gains[0] as number, this.nodes[0] as number];
    const gain = this.gains.pop() as number;
    const node = this.nodes.pop() as number;
    const size = this.nodes.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && this.before(this.gains[c + 1] as number, this.nodes[c + 1] as number, this.gains[c] as number, this.nodes[c] as number)) c++;
        if (!this.before(this.gains[c] as number, this.nodes[c] as number, gain, node)) break;
        this.gains[i] = this.gains[c] as number;
        this.nodes[i] = this.nodes[c] as number;
        i = c;
      }
      this.gains[i] = gain;
      this.nodes[i] = node;
    }
    return top;
  }
}

/** Compresses `words` (each once; no `/`, no white space) into stems with one-ending suffix rules. */
export function compressWordList(words: readonly string[], options: CompressionOptions = {}): CompressedWordList {
  const { maxEndingLength, minStemLength, minEndingStems, minRuleUse } = { ...DEFAULTS, ...options };
  const all = new Set(words);
  if (all.size !== words.length) throw new Error('The word list repeats words');
  for (const word of words) if (word === '' || /[/\s]/.test(word)) throw new Error(`Cannot compress ${JSON.stringify(word)}`);

  const sorted = words.filter(compressible).sort(byCodeUnits);
  const { depth, start, members } = candidateStems(sorted, minStemLength, maxEndingLength);
  const nodes = depth.length;
  // Every member's ending, interned; how many prefixes each ending follows.
  const endingIds = new Map<string, number>();
  const endingTexts: string[] = [];
  const memberEnding = new Int32Array(members.length);
  for (let k = 0; k < nodes; k++) {
    for (let j = start[k] as number; j < (start[k + 1] as number); j++) {
      const ending = (sorted[members[j] as number] as string).slice(depth[k]);
      let id = endingIds.get(ending);
      if (id === undefined) {
        id = endingTexts.length;
        endingTexts.push(ending);
        endingIds.set(ending, id);
      }
      memberEnding[j] = id;
    }
  }
  const followed = new Int32Array(endingTexts.length);
  for (const id of memberEnding) followed[id]!++;
  const whole = endingIds.get('') ?? -1;
  const banned = new Set<number>();
  const usable = (id: number) => id === whole || ((followed[id] as number) >= minEndingStems && !banned.has(id));

  let chosen: Array<{ node: number; endings: number[] }> = [];
  let covered = new Uint8Array(sorted.length);
  for (;;) {
    covered = new Uint8Array(sorted.length);
    chosen = [];
    const gainOf = (k: number) => {
      let gain = 0;
      for (let j = start[k] as number; j < (start[k + 1] as number); j++) if (!covered[members[j] as number] && usable(memberEnding[j] as number)) gain++;
      return gain;
    };
    const heap = new StemHeap(depth);
    for (let k = 0; k < nodes; k++) {
      const gain = gainOf(k);
      if (gain >= 2) heap.push(gain, k);
    }
    while (heap.size > 0) {
      const [gain, k] = heap.pop();
      const now = gainOf(k);
      if (now < gain) {
        if (now >= 2) heap.push(now, k);
        continue;
      }
      const endings: number[] = [];
      for (let j = start[k] as number; j < (start[k + 1] as number); j++) {
        const word = members[j] as number;
        const ending = memberEnding[j] as number;
        if (covered[word] || !usable(ending)) continue;
        covered[word] = 1;
        if (ending !== whole) endings.push(ending);
      }
      chosen.push({ node: k, endings });
    }
    const use = new Map<number, number>();
    for (const c of chosen) for (const e of c.endings) use.set(e, (use.get(e) ?? 0) + 1);
    const rare = [...use].filter(([, n]) => n < minRuleUse).map(([e]) => e);
    if (rare.length === 0) break;
    for (const e of rare) banned.add(e);
  }

  // Flags by use, most used first (shorter numbers where they occur most).
  const use = new Map<number, number>();
  for (const c of chosen) for (const e of c.endings) use.set(e, (use.get(e) ?? 0) + 1);
  const order = [...use].sort((a, b) => b[1] - a[1] || byCodeUnits(endingTexts[a[0]] as string, endingTexts[b[0]] as string)).map(([e]) => e);
  const indexOf = new Map(order.map((e, i) => [e, i]));
  const entries = new Map<string, CompressedEntry>();
  for (const c of chosen) {
    const stem = (sorted[members[start[c.node] as number] as number] as string).slice(0, depth[c.node]);
    entries.set(stem, { stem, endings: c.endings.map((e) => indexOf.get(e) as number).sort((a, b) => a - b), needAffix: !all.has(stem) });
  }
  const plain = [...sorted.filter((_, i) => !covered[i]), ...words.filter((w) => !compressible(w)), ...(options.wholeWords ?? [])];
  for (const word of plain) {
    if (!all.has(word)) throw new Error(`${word} is not in the word list`);
    const entry = entries.get(word);
    if (!entry) entries.set(word, { stem: word, endings: [], needAffix: false });
    else entry.needAffix = false;
  }
  return { endings: order.map((e) => endingTexts[e] as string), entries: [...entries.values()].sort((a, b) => byCodeUnits(a.stem, b.stem)) };
}

/** Every word Hunspell accepts from `compressed` (see the module comment), each once. */
export function expandCompressed(compressed: CompressedWordList): Set<string> {
  const out = new Set<string>();
  for (const entry of compressed.entries) {
    if (!entry.needAffix) out.add(entry.stem);
    for (const e of entry.endings) out.add(entry.stem + (compressed.endings[e] as string));
  }
  return out;
}

/** Throws unless `compressed` gives exactly `words`. */
export function assertSameWords(words: readonly string[], compressed: CompressedWordList): void {
  const expanded = expandCompressed(compressed);
  const missing = words.filter((w) => !expanded.has(w));
  const original = new Set(words);
  const extra = [...expanded].filter((w) => !original.has(w));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`Compression changed the words: ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${extra.length} extra (${extra.slice(0, 5).join(', ')})`);
  }
}

/**
 * The header of an affix file: everything before its first affix rule (comments, SET, TRY, MAP,
 * REP, KEY…), without the comment lines that introduce the rules, and with `FLAG num` and
 * `NEEDAFFIX 1` after `SET`.
 */
export function affixHeader(aff: string): string {
  const lines = aff.replace(/\r\n/g, '\n').split('\n');
  const firstRule = lines.findIndex((l) => /^(PFX|SFX)\s/.test(l));
  const head = firstRule < 0 ? lines : lines.slice(0, firstRule);
  while (head.length > 0 && /^\s*(#.*)?$/.test(head[head.length - 1] as string)) head.pop();
  const conflicting = head.find((l) => /^(FLAG|AF|NEEDAFFIX|PSEUDOROOT|COMPLEXPREFIXES|FULLSTRIP|COMPOUND\w*|ONLYINCOMPOUND|FORBIDDENWORD|KEEPCASE|CIRCUMFIX)\s/.test(l));
  if (conflicting) throw new Error(`The affix header sets ${conflicting}, which the compressed rules do not expect`);
  const set = head.findIndex((l) => /^SET\s+UTF-8\s*$/.test(l));
  if (set < 0) throw new Error('The affix file does not declare SET UTF-8');
  head.splice(set + 1, 0, 'FLAG num', `NEEDAFFIX ${NEEDAFFIX_FLAG}`);
  return head.join('\n');
}

/** The affix file: `header` (see {@link affixHeader}) and one suffix rule per ending. */
export function compressedAffix(header: string, compressed: CompressedWordList, note: string): string {
  const lines = [header, '', ...note.split('\n').map((l) => `# ${l}`.trimEnd())];
  compressed.endings.forEach((ending, i) => {
    const flag = flagOfEnding(i);
    lines.push(`SFX ${flag} N 1`, `SFX ${flag} 0 ${ending} .`);
  });
  return `${lines.join('\n')}\n`;
}

/** The dictionary file: the number of entries, then `stem/flags` or `word` per line. */
export function compressedDic(compressed: CompressedWordList): string {
  const lines = compressed.entries.map((entry) => {
    const flags = [...(entry.needAffix ? [NEEDAFFIX_FLAG] : []), ...entry.endings.map(flagOfEnding)];
    return flags.length > 0 ? `${entry.stem}/${flags.join(',')}` : entry.stem;
  });
  return `${lines.length}\n${lines.join('\n')}\n`;
}

/** The words of a flag-less .dic file (its first line is the count). */
export function readWordList(dic: string): string[] {
  const lines = dic.replace(/\r\n/g, '\n').split('\n');
  const words = lines.slice(1).filter((l) => l !== '');
  if (words.some((w) => w.includes('/'))) throw new Error('The word list already has affix flags');
  return words;
}

/** The dictionaries compressed from npm packages into data/spell/ (see languages.ts, IMPORTED_DICTIONARIES). */
export const COMPRESSED_DICTIONARIES = {
  el: { npmPackage: 'dictionary-el', upstream: 'the elspell project, https://github.com/stevestavropoulos/elspell', frequencyList: 'el' },
} as const;

function main(): void {
  const outDir = join(process.cwd(), 'data', 'spell');
  for (const [id, config] of Object.entries(COMPRESSED_DICTIONARIES)) {
    const dir = packageDir(config.npmPackage);
    const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const aff = readFileSync(join(dir, 'index.aff'), 'utf8');
    const words = readWordList(readFileSync(join(dir, 'index.dic'), 'utf8'));
    const known = new Set(words);
    const wholeWords = readFrequencyList(config.frequencyList).split('\n').filter((w) => known.has(w));
    const started = performance.now();
    const compressed = compressWordList(words, { wholeWords });
    assertSameWords(words, compressed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const note = [
      `Suffix rules made by scripts/grammar/compress-hunspell.ts from ${config.npmPackage} ${version} (npm),`,
      'whose index.dic lists every form without flags: each flag adds one ending; flag 1 (NEEDAFFIX)',
      'marks stems that are not words themselves. The .dic expands to exactly the original words.',
    ].join('\n');
    writeFileSync(join(outDir, `${id}.aff`), compressedAffix(affixHeader(aff), compressed, note));
    const dic = compressedDic(compressed);
    writeFileSync(join(outDir, `${id}.dic`), dic);
    writeFileSync(
      join(outDir, `${id}.copyright.txt`),
      `Copyright and licence of ${config.npmPackage} ${version} (npm, https://github.com/wooorm/dictionaries/tree/main/dictionaries/${id},\n` +
        `from ${config.upstream}): its \`license\` file, unchanged below.\n` +
        `data/spell/${id}.aff is that package's index.aff with its unused affix rules replaced; data/spell/${id}.dic is\n` +
        `its index.dic compressed into stems and suffixes (the same words), by scripts/grammar/compress-hunspell.ts.\n\n` +
        readFileSync(join(dir, 'license'), 'utf8'),
    );
    const flags = compressed.entries.reduce((sum, e) => sum + e.endings.length, 0);
    console.log(
      `${id}: ${config.npmPackage} ${version}, ${words.length} words → ${compressed.entries.length} entries ` +
        `(${compressed.entries.filter((e) => e.needAffix).length} stems that are not words, ${wholeWords.length} frequent words kept whole), ` +
        `${compressed.endings.length} suffix rules, ${flags} suffix flags; ${(Buffer.byteLength(dic) / 1_048_576).toFixed(1)} MB; ${seconds} s`,
    );
  }
}

if (process.argv[1]?.endsWith('compress-hunspell.ts')) main();
