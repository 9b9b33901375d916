import { analyze, type KeywordAnalysis, type KeywordFilters } from './analyze';
import type { KeywordLanguage } from './languages';
import { findOccurrences, type TextRange } from './occurrences';
import { prepare, type PreparedText } from './prepare';

/**
 * Remembers the last prepared text, so that asking again with the same text and language but
 * other filters skips tokenization — the "filters apply at once" behaviour of the checker.
 */
export interface KeywordDensitySession {
  /** Analyzes `text`; prepares it only if the text or the language changed since the last call. */
  analyze(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>): KeywordAnalysis;
  /** {@link findOccurrences} in the text of the last call (none before the first). */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>): TextRange[];
  /** Whether the next `analyze` of `text` in `language` would reuse the prepared text. */
  isPrepared(text: string, language: KeywordLanguage): boolean;
}

/** A {@link KeywordDensitySession} with nothing prepared yet. */
export function createKeywordDensitySession(): KeywordDensitySession {
  let last: { text: string; prepared: PreparedText } | undefined;

  const isPrepared = (text: string, language: KeywordLanguage): boolean =>
    last !== undefined && last.prepared.language === language && last.text === text;

  return {
    analyze(text, language, filters) {
      if (!last || !isPrepared(text, language)) last = { text, prepared: prepare(text, language) };
      return analyze(last.prepared, filters);
    },
    findOccurrences(phrase, filters) {
      return last ? findOccurrences(last.prepared, phrase, filters) : [];
    },
    isPrepared,
  };
}
