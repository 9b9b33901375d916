import { keywordOrders, resolveFilters, type KeywordAnalysis, type KeywordFilters, type KeywordOrder, type PhraseLength } from './analyze';
import { isKeywordLanguage, type KeywordLanguage } from './languages';
import type { TextRange } from './occurrences';
import { createKeywordDensitySession, type KeywordDensitySession } from './session';

/** `analyze`: the tables of `text`, at most `limit` rows each (default: all). */
export interface AnalyzeInput {
  text: string;
  language: KeywordLanguage;
  filters?: Partial<KeywordFilters>;
  limit?: number;
  order?: KeywordOrder;
}

/**
 * The keyword density worker's procedures, served by the worker and, where no worker runs, on
 * the main thread — the same code either way. They live in the model, next to the session they
 * wrap.
 *
 * `analyze` computes the tables of a text (a megabyte of text has ~250,000 rows, which take
 * ~0.5 s to post, so a view should pass the number of rows it can show). `occurrences` finds a
 * phrase and `csv` exports one whole table, both in the text of the last `analyze`, so they
 * must be called after it. Inputs cross a thread boundary untyped, so they are checked rather
 * than trusted: anything malformed throws with a message saying what.
 */
export function createKeywordDensityHost(session: KeywordDensitySession = createKeywordDensitySession()) {
  return {
    analyze(input: AnalyzeInput): KeywordAnalysis {
      const { text, language, limit, order } = readRecord(input);
      if (typeof text !== 'string') throw new Error('Text must be a string');
      if (!isKeywordLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
      return session.analyze(text, language, readFilters(input.filters), {
        limit: typeof limit === 'number' && limit >= 0 ? limit : undefined,
        order: keywordOrders.includes(order as KeywordOrder) ? (order as KeywordOrder) : undefined,
      });
    },
    occurrences(input: { phrase: string; filters?: Partial<KeywordFilters> }): TextRange[] {
      const { phrase, filters } = readRecord(input);
      if (typeof phrase !== 'string') throw new Error('Phrase must be a string');
      return session.findOccurrences(phrase, readFilters(filters));
    },
    csv(input: { n: PhraseLength; filters?: Partial<KeywordFilters> }): string {
      const { n, filters } = readRecord(input);
      if (n !== 1 && n !== 2 && n !== 3) throw new Error('Phrase length must be 1, 2 or 3');
      return session.exportCsv(n, readFilters(filters));
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
  return resolveFilters({ ignoreStopWords: flag('ignoreStopWords'), ignoreNumbers: flag('ignoreNumbers'), caseSensitive: flag('caseSensitive') });
}
