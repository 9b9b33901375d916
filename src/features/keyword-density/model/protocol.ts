import { keywordOrders, resolveFilters, type KeywordAnalysis, type KeywordFilters, type KeywordOrder, type PhraseLength } from './analyze';
import { isKeywordLanguage, type KeywordLanguage } from './languages';
import type { TextRange } from './occurrences';
import type { KeywordDensitySession } from './session';

/**
 * Messages to the keyword density worker. They live in the model, next to their handler, so
 * the worker and the main-thread fallback answer them with the same code.
 *
 * `analyze` computes the tables of `text`, at most `limit` rows each (default: all — but a
 * megabyte of text has ~250,000 rows, which take ~0.5 s to post, so a view should pass the
 * number of rows it can show). `occurrences` finds a phrase and `csv` exports one whole table,
 * both for the text of the last `analyze`, so they must be sent after it.
 */
export type KeywordDensityRequest =
  | { type: 'analyze'; id: number; text: string; language: KeywordLanguage; filters: KeywordFilters; limit?: number; order?: KeywordOrder }
  | { type: 'occurrences'; id: number; phrase: string; filters: KeywordFilters }
  | { type: 'csv'; id: number; n: PhraseLength; filters: KeywordFilters };

/** Replies, carrying the `id` of their request. Plain objects and arrays: cheap to post. */
export type KeywordDensityResponse =
  | { type: 'result'; id: number; result: KeywordAnalysis }
  | { type: 'occurrences'; id: number; ranges: TextRange[] }
  | { type: 'csv'; id: number; csv: string }
  | { type: 'error'; id: number; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFilters(value: unknown): Partial<KeywordFilters> {
  if (!isRecord(value)) return {};
  const flag = (name: keyof KeywordFilters): boolean | undefined => (typeof value[name] === 'boolean' ? (value[name] as boolean) : undefined);
  return { ignoreStopWords: flag('ignoreStopWords'), ignoreNumbers: flag('ignoreNumbers'), caseSensitive: flag('caseSensitive') };
}

/**
 * Answers one request with `session`. The message is checked rather than trusted (it crosses
 * a thread boundary untyped); anything malformed or any failure becomes an `error` reply, so
 * a caller always gets an answer for its id (-1 when the id itself is unreadable).
 */
export function handleKeywordDensityRequest(session: KeywordDensitySession, message: unknown): KeywordDensityResponse {
  const id = isRecord(message) && typeof message.id === 'number' ? message.id : -1;
  try {
    if (!isRecord(message)) return { type: 'error', id, message: 'Malformed request' };
    const filters = resolveFilters(readFilters(message.filters));
    if (message.type === 'analyze') {
      if (typeof message.text !== 'string') return { type: 'error', id, message: 'Text must be a string' };
      if (!isKeywordLanguage(message.language)) return { type: 'error', id, message: `Unsupported language: ${String(message.language)}` };
      const limit = typeof message.limit === 'number' && message.limit >= 0 ? message.limit : undefined;
      const order = keywordOrders.includes(message.order as KeywordOrder) ? (message.order as KeywordOrder) : undefined;
      return { type: 'result', id, result: session.analyze(message.text, message.language, filters, { limit, order }) };
    }
    if (message.type === 'occurrences') {
      if (typeof message.phrase !== 'string') return { type: 'error', id, message: 'Phrase must be a string' };
      return { type: 'occurrences', id, ranges: session.findOccurrences(message.phrase, filters) };
    }
    if (message.type === 'csv') {
      if (message.n !== 1 && message.n !== 2 && message.n !== 3) return { type: 'error', id, message: 'Phrase length must be 1, 2 or 3' };
      return { type: 'csv', id, csv: session.exportCsv(message.n, filters) };
    }
    return { type: 'error', id, message: `Unknown request type: ${String(message.type)}` };
  } catch (error) {
    return { type: 'error', id, message: error instanceof Error ? error.message : String(error) };
  }
}
