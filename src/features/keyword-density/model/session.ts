import { analyze, type AnalyzeOptions, type KeywordAnalysis, type KeywordFilters, type PhraseLength } from './analyze';
import { toCsv } from './csv';
import type { KeywordLanguage } from './languages';
import { findOccurrences, type TextRange } from './occurrences';
import { prepare, type PreparedText } from './prepare';

/**
 * Remembers the last prepared text, so that asking again with the same text and language but
 * other filters skips tokenization — the "filters apply at once" behaviour of the checker.
 */
export interface KeywordDensitySession {
  /**
   * Analyzes `text` (see the model's `analyze`; filters default to `false`, `options.limit` to
   * all rows); prepares it only if the text or the language changed since the last call.
   */
  analyze(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>, options?: AnalyzeOptions): KeywordAnalysis;
  /** {@link findOccurrences} in the text of the last `analyze` (none before the first). */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>): TextRange[];
  /**
   * The whole table of `n`-word phrases of the last analysed text as CSV ({@link toCsv}),
   * every row regardless of any display limit; just the header before the first `analyze`.
   */
  exportCsv(n: PhraseLength, filters?: Partial<KeywordFilters>): string;
  /** Whether the next `analyze` of `text` in `language` would reuse the prepared text. */
  isPrepared(text: string, language: KeywordLanguage): boolean;
}

/** A {@link KeywordDensitySession} with nothing prepared yet. */
export function createKeywordDensitySession(): KeywordDensitySession {
  let last: { text: string; prepared: PreparedText } | undefined;

  const isPrepared = (text: string, language: KeywordLanguage): boolean =>
    last !== undefined && last.prepared.language === language && last.text === text;

  return {
    analyze(text, language, filters, options) {
      if (!last || !isPrepared(text, language)) last = { text, prepared: prepare(text, language) };
      return analyze(last.prepared, filters, options);
    },
    findOccurrences(phrase, filters) {
      return last ? findOccurrences(last.prepared, phrase, filters) : [];
    },
    exportCsv(n, filters) {
      return toCsv(last ? analyze(last.prepared, filters).rows[n] : []);
    },
    isPrepared,
  };
}
