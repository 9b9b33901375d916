/**
 * Text Counter benchmark: our word counting and full statistics against alfaaz's word counter on
 * the same generated text, in the same process.
 *
 *   npx tsx scripts/bench/text-counter.bench.ts
 *
 * The texts are generated deterministically (seeded PRNG, no downloads): ~10 MB of English built
 * from varied sentence templates and ~1 MB of Japanese with some English inside. Each measure is
 * the median of several timed runs after a warm-up run (word counters: alternating runs, 3× as
 * many). `run()` returns the results for an
 * aggregate benchmark.
 */

import { countWords as alfaazCountWords } from 'alfaaz';
import { countText } from '@/features/text-counter/model/count-text';
import { countWords, tokenize } from '@/lib/text/tokenize';
import { createRandom, median, pick, timeRuns } from './stats';

// ---------------------------------------------------------------------------------------------
// Deterministic text generation

const englishSlots: Record<string, readonly string[]> = {
  noun: ['report', 'garden', 'committee', 'river', 'engine', 'teacher', 'market', 'village', 'budget', 'library', 'storm', 'harbour', 'recipe', 'experiment', 'painting', 'railway', 'forest', 'museum', 'contract', 'festival'],
  adj: ['quiet', 'remarkable', 'well-known', 'old-fashioned', 'careful', 'bright', 'uneven', 'long-term', 'narrow', 'generous', 'up-to-date', 'muddy', 'modest', 'cheerful', 'complex'],
  verb: ['examined', 'rebuilt', 'described', 'ignored', 'welcomed', 'postponed', 'measured', 'painted', 'questioned', 'finished', 'repaired', 'celebrated'],
  name: ['Maria', 'Jean-Pierre', "O'Connor", 'Dr. Smith', 'Aisha', 'Kowalski', 'Hiroshi', 'Ingrid', 'Mr. Brown', 'Chloé'],
  place: ['London', 'Kraków', 'the north coast', 'São Paulo', 'the old town', 'Reykjavík', 'New York', 'the valley'],
  adv: ['slowly', 'eventually', 'surprisingly', 'almost', 'carefully', 'often', 'never', 'quite'],
};

const englishTemplates: readonly string[] = [
  'The {adj} {noun} in {place} was {verb} by {name} last year.',
  "{name} didn't expect the {noun} to be so {adj}, but it was.",
  'In {year}, about {int} people visited the {noun}, a rise of {pct} on the year before.',
  'We {adv} {verb} the {noun}; nobody else would.',
  'Could the {noun} really be {adj}?',
  'It’s a {adj} {noun} — or so {name} says.',
  'For details, write to {email} or see https://example.org/{slug}.',
  'The {noun} costs ${int}.{cents}, roughly {dec} times what the {adj} {noun} did.',
  '“We’ve {verb} it,” said {name}, “and the {noun} is {adj} again.”',
  'After {int} days of rain, the {noun} near {place} was {adv} {verb}.',
  'Some call it {adj}, others {adj}; {name} calls it home.',
  'Between {year} and {year}, the {noun} was {verb} {int} times (see page {int}).',
  'At {time}, the {adj} {noun} opened its doors at last!',
  'Co-operation between the {noun} and the {noun} has {adv} been {adj}.',
  'Its e-mail address, {email}, is printed on the {noun}.',
  '{name} – who {verb} the {noun} – lives {adv} near {place}.',
  'The {noun}’s {adj} roof, built in {year}, is {adv} {adj}...',
  'Why would anyone say the {noun} is {adj}? Nobody knows.',
  'Nearly {pct} of the {noun} was {verb}, while the rest stayed {adj}.',
  'They’d {verb} the {noun} twice before {name} arrived from {place}.',
];

const headings: readonly string[] = ['Introduction', 'Results and discussion', 'A note on the {noun}', 'Chapter {int}', 'What the {noun} taught us'];

function fillEnglish(template: string, random: () => number): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'year':
        return String(1900 + Math.floor(random() * 125));
      case 'int':
        return (1 + Math.floor(random() * 5000)).toLocaleString('en-US');
      case 'cents':
        return String(Math.floor(random() * 90) + 10);
      case 'dec':
        return (1 + random() * 9).toFixed(1);
      case 'pct':
        return `${Math.floor(random() * 100)}%`;
      case 'time':
        return `${1 + Math.floor(random() * 12)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
      case 'email':
        return `${pick(random, ['jan.kowalski', 'office', 'a.nowak', 'info'])}@${pick(random, ['example.pl', 'example.com', 'mail.example.org'])}`;
      case 'slug':
        return `${pick(random, englishSlots.noun ?? [])}-${Math.floor(random() * 100)}`;
      default:
        return pick(random, englishSlots[slot] ?? [slot]);
    }
  });
}

/** About `size` UTF-16 code units of English prose: headings, paragraphs of 2–8 sentences, blank lines. */
export function generateEnglish(size: number, seed = 1): string {
  const random = createRandom(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    let paragraph = '';
    if (random() < 0.1) paragraph += fillEnglish(pick(random, headings), random) + '\n';
    const sentences = 2 + Math.floor(random() * 7);
    for (let i = 0; i < sentences; i++) {
      const sentence = fillEnglish(pick(random, englishTemplates), random);
      paragraph += (i > 0 ? ' ' : '') + sentence.charAt(0).toUpperCase() + sentence.slice(1);
    }
    parts.push(paragraph);
    length += paragraph.length + 2;
  }
  return parts.join('\n\n');
}

const japaneseSentences: readonly string[] = [
  '今日は朝から雨が降っていたので、図書館で本を読みました。',
  '東京の人口は約千四百万人で、日本で最も大きな都市です。',
  '私はJavaScriptとTypeScriptを使ってウェブアプリを作っています。',
  'この報告書は{int}年に委員会によって作成されました。',
  '駅の近くに新しいコンビニエンスストアができたそうです。',
  '彼女は毎朝コーヒーを飲みながら新聞を読む習慣がある。',
  '詳しくは https://example.jp/info をご覧ください。',
  '会議は午後{int}時から始まる予定ですが、少し遅れるかもしれません。',
  '山田さんは「明日は晴れるでしょう」と言いました。',
  'コンピューターの性能は年々向上しており、価格も下がっている。',
  '京都には古いお寺や神社がたくさんあり、観光客に人気がある。',
  '問い合わせは info@example.jp までお願いします。',
  'なぜこの問題がこんなに難しいのか、誰にも分からなかった。',
  '先週の土曜日、家族と一緒に海へ行って、魚を釣りました。',
];

/** About `size` UTF-16 code units of Japanese prose, paragraphs of 2–6 sentences on separate lines. */
export function generateJapanese(size: number, seed = 2): string {
  const random = createRandom(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    let paragraph = '';
    const sentences = 2 + Math.floor(random() * 5);
    for (let i = 0; i < sentences; i++) paragraph += pick(random, japaneseSentences).replace('{int}', String(1 + Math.floor(random() * 12)));
    parts.push(paragraph);
    length += paragraph.length + 1;
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Timing

export interface Timing {
  /** Median wall time of one run, in milliseconds. */
  medianMs: number;
  /** Throughput at the median, in millions of UTF-16 code units per second. */
  mCharsPerSecond: number;
  runs: number;
}

function report(label: string, length: number, samples: number[]): Timing {
  const medianMs = median(samples);
  const result = { medianMs, mCharsPerSecond: length / medianMs / 1000, runs: samples.length };
  console.log(`  ${label.padEnd(28)} ${medianMs.toFixed(1).padStart(9)} ms  ${result.mCharsPerSecond.toFixed(1).padStart(7)} M chars/s`);
  return result;
}

function time(label: string, length: number, runs: number, work: () => unknown): Timing {
  // One warm-up: JIT, lazily built character tables, segmenter instances.
  return report(label, length, timeRuns(work, { warmups: 1, runs }).samples);
}

/**
 * Times two competitors alternately, so that load from other processes (common on shared
 * machines) hits both alike and their ratio stays meaningful.
 */
function timePair(labels: [string, string], length: number, runs: number, works: [() => unknown, () => unknown]): [Timing, Timing] {
  works[0]();
  works[1]();
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const side of [0, 1] as const) {
      const started = performance.now();
      works[side]();
      samples[side].push(performance.now() - started);
    }
  }
  return [report(labels[0], length, samples[0]), report(labels[1], length, samples[1])];
}

// ---------------------------------------------------------------------------------------------
// Where the two word counts disagree

export interface Disagreement {
  /** The whitespace-separated piece of text (shortened if long). */
  text: string;
  ours: number;
  alfaaz: number;
  /** How often this exact piece occurs with this disagreement. */
  occurrences: number;
}

/** Compares both counters on each whitespace-separated piece and returns the most frequent disagreements. */
function findDisagreements(text: string, locale: string, limit: number): Disagreement[] {
  const byPiece = new Map<string, Disagreement>();
  for (const piece of text.split(/\s+/)) {
    if (piece === '') continue;
    const ours = countWords(piece, locale);
    const theirs = alfaazCountWords(piece);
    if (ours === theirs) continue;
    const entry = byPiece.get(piece);
    if (entry) entry.occurrences++;
    else byPiece.set(piece, { text: piece.length > 60 ? `${piece.slice(0, 57)}...` : piece, ours, alfaaz: theirs, occurrences: 1 });
  }
  // Most frequent first, and one example per shape of text so hyphens, e-mails, numbers… all show.
  const shape = (s: string) => s.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}+/gu, 'a').replace(/\d+/g, '9');
  const seen = new Set<string>();
  const out: Disagreement[] = [];
  for (const entry of [...byPiece.values()].sort((a, b) => b.occurrences - a.occurrences)) {
    const key = shape(entry.text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length === limit) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

export interface TextBenchResult {
  language: string;
  locale: string;
  length: number;
  words: { ours: number; alfaaz: number };
  countWords: Timing;
  alfaazCountWords: Timing;
  tokenize: Timing;
  countText: Timing;
  /** Our countWords throughput divided by alfaaz's (goal on English: ≥ 0.5). */
  countWordsToAlfaaz: number;
  /** Our countText (every statistic) throughput divided by alfaaz's word count. */
  countTextToAlfaaz: number;
  disagreements: Disagreement[];
}

export interface BenchOptions {
  /** Size of the English text in UTF-16 code units. Default 10,000,000. */
  englishSize?: number;
  /** Size of the Japanese text in UTF-16 code units. Default 1,000,000. */
  japaneseSize?: number;
  /** Timed runs per measure (after one warm-up). Default 5. */
  runs?: number;
}

function benchText(language: string, locale: string, text: string, runs: number): TextBenchResult {
  console.log(`\n${language} (${locale}), ${(text.length / 1e6).toFixed(2)} M UTF-16 code units`);
  const words = { ours: countWords(text, locale), alfaaz: alfaazCountWords(text) };
  // Word counting is fast: more runs cost little and steady the ratio.
  const [ours, alfaaz] = timePair(['countWords (ours)', 'countWords (alfaaz)'], text.length, runs * 3, [
    () => countWords(text, locale),
    () => alfaazCountWords(text),
  ]);
  const tokens = time('tokenize (ours)', text.length, runs, () => tokenize(text, locale));
  const stats = time('countText (ours, all stats)', text.length, runs, () => countText(text, locale));
  const disagreements = findDisagreements(text, locale, 8);
  const result: TextBenchResult = {
    language,
    locale,
    length: text.length,
    words,
    countWords: ours,
    alfaazCountWords: alfaaz,
    tokenize: tokens,
    countText: stats,
    countWordsToAlfaaz: ours.mCharsPerSecond / alfaaz.mCharsPerSecond,
    countTextToAlfaaz: stats.mCharsPerSecond / alfaaz.mCharsPerSecond,
    disagreements,
  };
  console.log(`  throughput ratio ours/alfaaz: countWords ${result.countWordsToAlfaaz.toFixed(2)}, countText ${result.countTextToAlfaaz.toFixed(2)}`);
  const diff = words.ours - words.alfaaz;
  console.log(`  words: ours ${words.ours.toLocaleString('en-US')}, alfaaz ${words.alfaaz.toLocaleString('en-US')} (${diff >= 0 ? '+' : ''}${diff.toLocaleString('en-US')}, ${((diff / words.alfaaz) * 100).toFixed(1)}%)`);
  console.log('  most frequent disagreements (piece between spaces: ours vs alfaaz, occurrences):');
  for (const d of disagreements) console.log(`    ${JSON.stringify(d.text)}: ${d.ours} vs ${d.alfaaz} (${d.occurrences}×)`);
  return result;
}

/** Runs the benchmark, prints a report and returns the results. */
export function run(options: BenchOptions = {}): { english: TextBenchResult; japanese: TextBenchResult } {
  const runs = options.runs ?? 5;
  const started = performance.now();
  const english = generateEnglish(options.englishSize ?? 10_000_000);
  const japanese = generateJapanese(options.japaneseSize ?? 1_000_000);
  console.log(`Text Counter benchmark — Node ${process.version}; texts generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const results = {
    english: benchText('English', 'en', english, runs),
    japanese: benchText('Japanese', 'ja', japanese, runs),
  };
  const goal = results.english.countWordsToAlfaaz >= 0.5 ? 'met' : 'NOT met';
  console.log(`\nGoal (English countWords ≥ 0.5 × alfaaz throughput): ${goal} (${results.english.countWordsToAlfaaz.toFixed(2)}).`);
  console.log(`Total time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return results;
}

if (typeof process !== 'undefined' && /text-counter\.bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) run();
