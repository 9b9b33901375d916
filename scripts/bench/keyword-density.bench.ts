/**
 * Keyword density benchmark: about 1 MB of English and 1 MB of Polish text, generated
 * deterministically, analysed by the model as the checker does it.
 *
 *   npx tsx scripts/bench/keyword-density.bench.ts
 *
 * Measures (median of 7 runs after a warm-up):
 * - prepare: tokenization, interning, stop-word marking, collation ranks;
 * - first analysis: prepare + analyze, what the first click costs;
 * - analyze with stop words kept / ignored: what a filter change costs (all three tables);
 * - clone: structuredClone of a result, the cost of posting it from the worker.
 * The target is ≤ 300 ms for each of the first analysis and a filter change.
 *
 * Keyphrases (a second table), through the worker's host as the page calls it, with a fresh
 * session for each first analysis: a plain first analysis as the baseline in the same process,
 * then the first analysis with a focus and a related keyphrase and word forms on (target
 * ≤ 400 ms: stemming every distinct word and matching both keyphrases), a filter change and a
 * keyphrase change on the prepared text (target ≤ 100 ms each), and the ratio to the baseline.
 */
import { analyze, createKeywordDensityHost, prepare, type KeyphraseRequest, type KeywordAnalysis, type KeywordLanguage } from '@/features/keyword-density/model';
import { createRandom, pick, timeRuns, timeRunsAsync } from './stats';

/** Draws ranks 0…size-1 with probability ∝ 1/(rank+1)^s (Zipf's law of word frequencies). */
function createZipf(size: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let r = 0; r < size; r++) cumulative[r] = sum += 1 / Math.pow(r + 1, s);
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

interface Corpus {
  /** Real words, most frequent first (function words lead, as in real text). */
  common: string[];
  /** Syllables for the long tail of rarer (made-up but plausible) words. */
  syllables: string[];
  /** Real sentences mixed in verbatim. */
  sentences: string[];
}

const english: Corpus = {
  common: (
    'the of and to a in is that for it as was with be by on not he i this are or his from at which but have an they ' +
    'you were her she there been one all we their has would when if so no what will can more about out up them some ' +
    "could into than other then its only time two also new don't it's people after first way year work keyword density " +
    'content search engine page website article text writing tool word phrase readers google optimization ranking ' +
    'marketing blog post title heading link quality users data analysis results example number point of view important ' +
    'information business online product service customer design development software system problem question answer ' +
    'world life school state family student group country program government company night water room mother area money ' +
    'story fact month lot right study book eye job issue side kind head house friend hour game line end member law car ' +
    'city community name president team minute idea kid body back parent face others level office door health person ' +
    'art war history party result change morning reason research girl guy moment air teacher force education well-known'
  ).split(' '),
  syllables: (
    'ab ac ad al am an ar as at ba be bi bo ca ce co da de di do el en er es fa fe fi fo ga ge go ha he hi ho in ' +
    'is it ka la le li lo ma me mi mo na ne ni no or pa pe pi po ra re ri ro sa se si so ta te ti to un ur va ve vi wa we'
  ).split(' '),
  sentences: [
    'Keyword density is the percentage of times a keyword appears on a page compared to the total number of words.',
    'Search engines no longer reward pages that repeat the same phrase over and over again.',
    "Don't stuff keywords; write for people first, and the rankings will follow.",
    'From a reader’s point of view, the best articles answer the question quickly.',
    'In 2024 the average blog post was about 1,400 words long, according to one survey.',
  ],
};

const polish: Corpus = {
  common: (
    'i w na się nie z do to że jest o jak a co po ale za od tak już by przez jego ten dla tylko może był są być ' +
    'czy też jej tym które który lub oraz jednak bardzo kiedy gdzie przy nad pod także między wszystko była było ' +
    'słowo kluczowe gęstość tekst strona artykuł wyszukiwarka treść czytelnik fraza pozycja optymalizacja narzędzie ' +
    'użytkownik wynik pytanie odpowiedź człowiek życie dzień rok czas praca szkoła miasto kraj świat dom rodzina ' +
    'dziecko kobieta mężczyzna woda ręka oko głowa sprawa część miejsce droga historia książka język pieniądze ' +
    'samochód zdrowie wiadomość rozwój przyszłość współpraca zażółć gęślą jaźń źródło łódź żółw ćma ślub'
  ).split(' '),
  syllables: (
    'ba be bi bo by ca ce ci co cza cze czy da de dzi go gra ka ke ki ko ła le li ło ma me mi mo na ne ni no ' +
    'pa pe pi po prze ra re ro rzy sa se si so sta szcz ść ta te to wa we wi wo za ze zi żo źa ąc ęt ów ół ań'
  ).split(' '),
  sentences: [
    'Gęstość słów kluczowych to stosunek liczby wystąpień frazy do liczby wszystkich słów w tekście.',
    'Zażółć gęślą jaźń — to zdanie zawiera wszystkie polskie litery ze znakami diakrytycznymi.',
    'Wyszukiwarki nie nagradzają już stron, które powtarzają tę samą frazę w każdym akapicie.',
    'Źródłem sukcesu jest treść pisana dla ludzi, a nie dla robotów indeksujących.',
    'W 2024 roku przeciętny artykuł miał około 1 400 słów, jak podaje jedno z badań.',
    'Łódź, Kraków i Gdańsk przyciągają turystów przez cały rok.',
    'Żółw szedł powoli, ale ślimak był jeszcze wolniejszy.',
  ],
};

/**
 * About `targetChars` of text: Zipf-distributed words (real common words at the head, made-up
 * words in a long tail of ~20,000), sentences of 5–24 words with commas and the odd number,
 * paragraphs of 3–7 sentences, and every tenth sentence a real one.
 */
export function generateText(corpus: Corpus, targetChars: number, seed: number): string {
  const random = createRandom(seed);
  const tailSize = 20_000;
  const tail: string[] = [];
  const seen = new Set(corpus.common);
  while (tail.length < tailSize) {
    let word = '';
    const syllableCount = 2 + Math.floor(random() * 3);
    for (let k = 0; k < syllableCount; k++) word += pick(random, corpus.syllables);
    if (!seen.has(word)) {
      seen.add(word);
      tail.push(word);
    }
  }
  const vocabulary = [...corpus.common, ...tail];
  const draw = createZipf(vocabulary.length, 1.07, random);
  const parts: string[] = [];
  let length = 0;
  let sentenceInParagraph = 0;
  let paragraphLength = 3 + Math.floor(random() * 5);
  while (length < targetChars) {
    let sentence: string;
    if (random() < 0.1) {
      sentence = pick(random, corpus.sentences);
    } else {
      const count = 5 + Math.floor(random() * 20);
      const words: string[] = [];
      for (let k = 0; k < count; k++) {
        const roll = random();
        let word = roll < 0.02 ? String(Math.floor(random() * 3000)) : vocabulary[draw()]!;
        if (k === 0) word = word.charAt(0).toLocaleUpperCase() + word.slice(1);
        if (k > 2 && k < count - 1 && roll > 0.93) word += ',';
        words.push(word);
      }
      const end = random();
      sentence = words.join(' ') + (end < 0.85 ? '.' : end < 0.93 ? '?' : '!');
    }
    sentenceInParagraph++;
    const separator = sentenceInParagraph >= paragraphLength ? '\n\n' : ' ';
    if (separator !== ' ') {
      sentenceInParagraph = 0;
      paragraphLength = 3 + Math.floor(random() * 5);
    }
    parts.push(sentence, separator);
    length += sentence.length + separator.length;
  }
  return parts.join('');
}

/** Median time of `runs` calls of `task` after one warm-up (lets the JIT compile), and its result. */
function measure<T>(runs: number, task: () => T): { ms: number; value: T } {
  const { medianMs, value } = timeRuns(task, { warmups: 1, runs });
  return { ms: medianMs, value };
}

export interface KeywordDensityBenchResult {
  language: KeywordLanguage;
  /** UTF-16 length of the text. */
  chars: number;
  /** UTF-8 size of the text in bytes. */
  bytes: number;
  words: number;
  /** Distinct phrases of 1, 2 and 3 words with stop words kept. */
  phrases: [number, number, number];
  /** Tokenization, interning, stop-word marking, collation ranks. */
  prepareMs: number;
  /** prepare + analyze (stop words kept, all rows): the first analysis of a text. */
  firstAnalysisMs: number;
  /** Filter changes: analyze of the prepared text, all rows of the three tables. */
  analyzeMs: number;
  analyzeIgnoringStopWordsMs: number;
  /** The same with `limit: displayRows`, as a view asks for it (all phrases still counted and ranked). */
  firstAnalysisDisplayMs: number;
  analyzeDisplayMs: number;
  analyzeIgnoringStopWordsDisplayMs: number;
  /** structuredClone of the stop-words-kept result (all rows / display rows): the cost of posting it. */
  cloneMs: number;
  cloneDisplayMs: number;
}

/** Rows per table that a view requests in the "display" measures. */
export const displayRows = 1000;

const samples: ReadonlyArray<{ language: 'english' | 'polish'; corpus: Corpus; seed: number }> = [
  { language: 'english', corpus: english, seed: 20240501 },
  { language: 'polish', corpus: polish, seed: 20240502 },
];

/** The benchmark text of `language` (English or Polish), about `targetBytes` in UTF-8. */
export function generateSample(language: 'english' | 'polish', targetBytes = 1_000_000): string {
  const { corpus, seed } = samples.find((sample) => sample.language === language)!;
  const text = generateText(corpus, targetBytes, seed);
  // Polish letters take two bytes in UTF-8; scale the character target so both are ~1 MB.
  const ratio = Buffer.byteLength(text, 'utf8') / text.length;
  return ratio > 1.01 ? generateText(corpus, Math.round(targetBytes / ratio), seed) : text;
}

function measureLanguage(language: 'english' | 'polish', runs: number, targetBytes: number): KeywordDensityBenchResult {
  const text = generateSample(language, targetBytes);
  const display = { limit: displayRows };
  const prepared = measure(runs, () => prepare(text, language));
  const first = measure(runs, () => analyze(prepare(text, language)));
  const firstDisplay = measure(runs, () => analyze(prepare(text, language), {}, display));
  const kept = measure(runs, () => analyze(prepared.value, { ignoreStopWords: false }));
  const ignored = measure(runs, () => analyze(prepared.value, { ignoreStopWords: true }));
  const keptDisplay = measure(runs, () => analyze(prepared.value, { ignoreStopWords: false }, display));
  const ignoredDisplay = measure(runs, () => analyze(prepared.value, { ignoreStopWords: true }, display));
  const clone = measure(runs, () => structuredClone(kept.value) as KeywordAnalysis);
  const cloneDisplay = measure(runs, () => structuredClone(keptDisplay.value) as KeywordAnalysis);
  const { rows, summary } = kept.value;
  return {
    language,
    chars: text.length,
    bytes: Buffer.byteLength(text, 'utf8'),
    words: summary.totalWords,
    phrases: [rows[1].length, rows[2].length, rows[3].length],
    prepareMs: prepared.ms,
    firstAnalysisMs: first.ms,
    analyzeMs: kept.ms,
    analyzeIgnoringStopWordsMs: ignored.ms,
    firstAnalysisDisplayMs: firstDisplay.ms,
    analyzeDisplayMs: keptDisplay.ms,
    analyzeIgnoringStopWordsDisplayMs: ignoredDisplay.ms,
    cloneMs: clone.ms,
    cloneDisplayMs: cloneDisplay.ms,
  };
}

function printTable(results: readonly KeywordDensityBenchResult[]): void {
  const ms = (value: number): string => `${value.toFixed(1)} ms`;
  const column = (cell: (r: KeywordDensityBenchResult) => string | number) =>
    Object.fromEntries(results.map((r) => [r.language, cell(r)]));
  console.table({
    'text (UTF-8 bytes)': column((r) => r.bytes),
    words: column((r) => r.words),
    'distinct phrases 1/2/3': column((r) => r.phrases.join(' / ')),
    prepare: column((r) => ms(r.prepareMs)),
    'first analysis, all rows': column((r) => ms(r.firstAnalysisMs)),
    'analyze, stop words kept, all rows': column((r) => ms(r.analyzeMs)),
    'analyze, stop words ignored, all rows': column((r) => ms(r.analyzeIgnoringStopWordsMs)),
    [`first analysis, top ${displayRows}`]: column((r) => ms(r.firstAnalysisDisplayMs)),
    [`analyze, stop words kept, top ${displayRows}`]: column((r) => ms(r.analyzeDisplayMs)),
    [`analyze, stop words ignored, top ${displayRows}`]: column((r) => ms(r.analyzeIgnoringStopWordsDisplayMs)),
    'clone result, all rows': column((r) => ms(r.cloneMs)),
    [`clone result, top ${displayRows}`]: column((r) => ms(r.cloneDisplayMs)),
  });
}

export interface KeyphraseBenchResult {
  language: KeywordLanguage;
  /** First analysis without keyphrases or word forms, top rows: the baseline. */
  baselineMs: number;
  /** First analysis with two keyphrases and word forms on. */
  firstWithKeyphrasesMs: number;
  /** The same text again with another filter. */
  filterChangeMs: number;
  /** The same text and filters with another focus keyphrase. */
  keyphraseChangeMs: number;
  /** firstWithKeyphrasesMs / baselineMs. */
  ratio: number;
}

const keyphrases = (focus: string): KeyphraseRequest => ({ focus, related: ['search engine'], anyOrder: true, ignoreFunctionWords: true, bands: 'yoast' });

async function measureKeyphrases(language: 'english' | 'polish', runs: number, targetBytes: number): Promise<KeyphraseBenchResult> {
  const text = generateSample(language, targetBytes);
  const options = { warmups: 1, runs };
  const baseline = await timeRunsAsync(async () => createKeywordDensityHost().analyze({ text, language, limit: displayRows }), options);
  const request = { text, language, limit: displayRows, filters: { wordForms: true }, keyphrases: keyphrases('keyword density') };
  const first = await timeRunsAsync(async () => createKeywordDensityHost().analyze(request), options);
  const host = createKeywordDensityHost();
  await host.analyze(request);
  let ignore = false;
  const filterChange = await timeRunsAsync(async () => host.analyze({ ...request, filters: { wordForms: true, ignoreStopWords: (ignore = !ignore) } }), options);
  let other = false;
  const keyphraseChange = await timeRunsAsync(async () => host.analyze({ ...request, keyphrases: keyphrases((other = !other) ? 'page title' : 'keyword density') }), options);
  return {
    language,
    baselineMs: baseline.medianMs,
    firstWithKeyphrasesMs: first.medianMs,
    filterChangeMs: filterChange.medianMs,
    keyphraseChangeMs: keyphraseChange.medianMs,
    ratio: first.medianMs / baseline.medianMs,
  };
}

/**
 * Runs the benchmark on ~`targetBytes` of English and of Polish (median of `runs` timed runs
 * after a warm-up), prints the tables and returns the numbers.
 */
export async function run(runs = 7, targetBytes = 1_000_000): Promise<{ tables: KeywordDensityBenchResult[]; keyphrases: KeyphraseBenchResult[] }> {
  console.log(`Keyword density, Node ${process.version}, median of ${runs} runs`);
  const results = samples.map(({ language }) => measureLanguage(language, runs, targetBytes));
  printTable(results);
  const keyphraseResults: KeyphraseBenchResult[] = [];
  for (const { language } of samples) keyphraseResults.push(await measureKeyphrases(language, runs, targetBytes));
  const ms = (value: number): string => `${value.toFixed(1)} ms`;
  const column = (cell: (r: KeyphraseBenchResult) => string) => Object.fromEntries(keyphraseResults.map((r) => [r.language, cell(r)]));
  console.log('Keyphrases (focus + related, word forms on; Polish has no stemmer, so its forms are exact)');
  console.table({
    [`baseline: first analysis, top ${displayRows}`]: column((r) => ms(r.baselineMs)),
    'first analysis with keyphrases and word forms': column((r) => ms(r.firstWithKeyphrasesMs)),
    'ratio to the baseline': column((r) => `${r.ratio.toFixed(2)}×`),
    'filter change': column((r) => ms(r.filterChangeMs)),
    'keyphrase change': column((r) => ms(r.keyphraseChangeMs)),
  });
  return { tables: results, keyphrases: keyphraseResults };
}

if (/keyword-density\.bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) void run();
