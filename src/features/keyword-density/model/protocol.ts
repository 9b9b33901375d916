import { keywordOrders, resolveFilters, type KeywordFilters, type KeywordOrder, type PhraseLength } from './analyze';
import { readCustomStopWords } from './custom-stop-words';
import { densityBandSets, type DensityBandSet } from './keyphrase-verdict';
import { isKeywordLanguage, keywordLanguageTags, type KeywordLanguage } from './languages';
import type { TextRange } from './occurrences';
import { maxRelatedKeyphrases, type KeyphraseRequest } from './keyphrase-request';
import { createKeywordDensitySession, type KeywordDensitySession, type KeywordReport } from './session';

/** `analyze`: the tables of `text`, at most `limit` rows each (default: all), with its keyphrases and checks. */
export interface AnalyzeInput {
  text: string;
  language: KeywordLanguage;
  filters?: Partial<KeywordFilters>;
  limit?: number;
  order?: KeywordOrder;
  keyphrases?: KeyphraseRequest;
  /** The user's stop-word list as typed: words separated by commas or line breaks. */
  stopWordList?: string;
}

/** The answer to `analyze`: the report, and the entries of the user's stop-word list that are not single words. */
export interface AnalyzeOutput extends KeywordReport {
  rejectedStopWords: string[];
}

/** `occurrences` and `csv` read the user's stop words as `analyze` does. */
interface FollowUpInput {
  filters?: Partial<KeywordFilters>;
  stopWordList?: string;
}

/**
 * The keyword density worker's procedures, served by the worker and, where no worker runs, on
 * the main thread — the same code either way. They live in the model, next to the session they
 * wrap.
 *
 * `analyze` computes the tables of a text (a megabyte of text has ~250,000 rows, which take
 * ~0.5 s to post, so a view should pass the number of rows it can show), judges its keyphrases
 * and, for HTML source, runs the on-page checks. It answers at once when nothing needs loading,
 * and with a promise while the HTML parser or a stemmer loads. `occurrences` finds a phrase and
 * `csv` exports one whole table, both in the text of the last `analyze`, so they must be called
 * after it. Inputs cross a thread boundary untyped, so they are checked rather than trusted:
 * anything malformed throws with a message saying what.
 */
export function createKeywordDensityHost(session: KeywordDensitySession = createKeywordDensitySession()) {
  let lastLanguage: KeywordLanguage = 'english';
  const stopWordsOf = (list: unknown) => readCustomStopWords(typeof list === 'string' ? list : '', keywordLanguageTags[lastLanguage]);

  return {
    analyze(input: AnalyzeInput): AnalyzeOutput | Promise<AnalyzeOutput> {
      const { text, language, limit, order } = readRecord(input);
      if (typeof text !== 'string') throw new Error('Text must be a string');
      if (!isKeywordLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
      lastLanguage = language;
      const filters = readFilters(input.filters);
      const keyphrases = readKeyphrases(input.keyphrases);
      const { words, rejected } = stopWordsOf(input.stopWordList);
      const run = (): AnalyzeOutput => ({
        ...session.analyze(
          text,
          language,
          filters,
          {
            limit: typeof limit === 'number' && limit >= 0 ? limit : undefined,
            order: keywordOrders.includes(order as KeywordOrder) ? (order as KeywordOrder) : undefined,
            customStopWords: words,
          },
          keyphrases,
        ),
        rejectedStopWords: rejected,
      });
      const loading = session.load(text, language, filters);
      return loading ? loading.then(run) : run();
    },
    occurrences(input: { phrase: string } & FollowUpInput): TextRange[] {
      const { phrase, filters, stopWordList } = readRecord(input);
      if (typeof phrase !== 'string') throw new Error('Phrase must be a string');
      return session.findOccurrences(phrase, readFilters(filters), stopWordsOf(stopWordList).words);
    },
    csv(input: { n: PhraseLength } & FollowUpInput): string {
      const { n, filters, stopWordList } = readRecord(input);
      if (n !== 1 && n !== 2 && n !== 3) throw new Error('Phrase length must be 1, 2 or 3');
      return session.exportCsv(n, readFilters(filters), stopWordsOf(stopWordList).words);
    },
  };
}

export type KeywordDensityHost = ReturnType<typeof createKeywordDensityHost>;

function readRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error('Malformed request');
  return value as Record<string, unknown>;
}

/** Filters as booleans, each defaulting to `false`. */
function readFilters(value: unknown): KeywordFilters {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const flag = (name: keyof KeywordFilters): boolean | undefined => (typeof record[name] === 'boolean' ? record[name] : undefined);
  return resolveFilters({ ignoreStopWords: flag('ignoreStopWords'), ignoreNumbers: flag('ignoreNumbers'), caseSensitive: flag('caseSensitive'), wordForms: flag('wordForms') });
}

/** The keyphrase request, or none when absent; strings only, at most the allowed related ones. */
function readKeyphrases(value: unknown): KeyphraseRequest | undefined {
  if (value === undefined || value === null) return undefined;
  const record = readRecord(value);
  const text = (entry: unknown) => (typeof entry === 'string' ? entry : '');
  return {
    focus: text(record.focus),
    related: (Array.isArray(record.related) ? record.related : []).slice(0, maxRelatedKeyphrases).map(text),
    anyOrder: record.anyOrder === true,
    ignoreFunctionWords: record.ignoreFunctionWords === true,
    bands: densityBandSets.includes(record.bands as DensityBandSet) ? (record.bands as DensityBandSet) : 'yoast',
  };
}
