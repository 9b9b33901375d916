import { createCanvasMeasure, measureArialWidth, type MeasureWidth } from '@/lib/seo/serp-lengths';
import { analyze, resolveFilters, type AnalyzeOptions, type KeywordAnalysis, type KeywordFilters, type PhraseLength } from './analyze';
import { toCsv } from './csv';
import type { HtmlPage } from './html-page';
import { looksLikeHtml } from './html-signature';
import { matchKeyphrase, type KeyphraseIssue } from './keyphrase';
import { maxRelatedKeyphrases, type KeyphraseRequest } from './keyphrase-request';
import { judgeKeyphrase, type KeyphraseVerdict } from './keyphrase-verdict';
import { hasWordForms, type KeywordLanguage } from './languages';
import { findOccurrences, type TextRange } from './occurrences';
import { prepare, type PreparedText } from './prepare';
import type { PageReport } from './seo-checks';
import { isStemmerLoaded, loadStemmer, wordFormsOf } from './word-forms';

export interface KeyphraseResult {
  role: 'focus' | 'related';
  keyphrase: string;
  /** The words looked for. */
  words: string[];
  count: number;
  /** count / total words × 100. */
  density: number;
  /** Null when the keyphrase has no words. */
  verdict: KeyphraseVerdict | null;
  /** The spellings found, lower case, most frequent first. */
  forms: string[];
  /** Every occurrence, as ranges of the text as given (the markup, for HTML). */
  ranges: TextRange[];
  issue: KeyphraseIssue | null;
}

/** The tables, and the keyphrases and on-page checks of the text. */
export interface KeywordReport extends KeywordAnalysis {
  /** The focus keyphrase first, then the related ones, in the order given; empty ones are left out. */
  keyphrases: KeyphraseResult[];
  /** The on-page checks when the text is HTML source; null for prose. */
  page: PageReport | null;
  /** How word forms were counted: grouped by stem, matched exactly (no stemmer), or not asked for. */
  wordForms: 'grouped' | 'exact' | 'off';
}

/**
 * Remembers the last prepared text, so that asking again with the same text and language but
 * other filters skips tokenization — the "filters apply at once" behaviour of the checker —
 * and the last tables, so that a keyphrase change does not count them again. HTML source is
 * analysed by its visible text, and every range is given back in the source.
 */
export interface KeywordDensitySession {
  /**
   * Loads what analysing `text` needs and has not been loaded (the HTML parser for HTML source,
   * the stemmer for word forms); null when everything is there. `analyze` without it reads HTML
   * as prose and counts words exactly.
   */
  load(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>): Promise<void> | null;
  /**
   * Analyzes `text` (see the model's `analyze`; filters default to `false`, `options.limit` to
   * all rows) and judges the keyphrases; prepares it only if the text or the language changed.
   */
  analyze(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>, options?: AnalyzeOptions, keyphrases?: KeyphraseRequest): KeywordReport;
  /** {@link findOccurrences} in the text of the last `analyze` (none before the first), as ranges of that text. */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>, customStopWords?: readonly string[]): TextRange[];
  /**
   * The whole table of `n`-word phrases of the last analysed text as CSV ({@link toCsv}),
   * every row regardless of any display limit; just the header before the first `analyze`.
   */
  exportCsv(n: PhraseLength, filters?: Partial<KeywordFilters>, customStopWords?: readonly string[]): string;
  /** Whether the next `analyze` of `text` in `language` would reuse the prepared text. */
  isPrepared(text: string, language: KeywordLanguage): boolean;
}

type HtmlModule = typeof import('./html-page');
type ChecksModule = typeof import('./seo-checks');

/** A {@link KeywordDensitySession} with nothing prepared yet. */
export function createKeywordDensitySession(): KeywordDensitySession {
  let last: { text: string; prepared: PreparedText; page: HtmlPage | null } | undefined;
  let lastTables: { key: string; analysis: KeywordAnalysis } | undefined;
  // The parser and the checks load only for HTML source: they are most of the worker's code.
  let html: { parser: HtmlModule; checks: ChecksModule } | undefined;
  let measure: MeasureWidth | undefined;

  const isPrepared = (text: string, language: KeywordLanguage): boolean =>
    last !== undefined && last.prepared.language === language && last.text === text;

  const preparedFor = (text: string, language: KeywordLanguage) => {
    // Reused unless the parser arrived since this HTML source was read as prose.
    if (last && isPrepared(text, language) && (last.page !== null || !html || !looksLikeHtml(text))) return last;
    const page = html && looksLikeHtml(text) ? html.parser.readHtmlPage(text) : null;
    last = { text, prepared: prepare(page ? page.text : text, language), page };
    lastTables = undefined;
    return last;
  };

  const toText = (ranges: TextRange[]): TextRange[] => {
    const page = last?.page;
    return page && html ? ranges.map((range) => html!.parser.toSourceRange(page.pieces, range)) : ranges;
  };

  return {
    load(text, language, filters) {
      const needs: Promise<unknown>[] = [];
      if (!html && looksLikeHtml(text)) {
        needs.push(Promise.all([import('./html-page'), import('./seo-checks')]).then(([parser, checks]) => (html = { parser, checks })));
      }
      if (resolveFilters(filters).wordForms && hasWordForms(language) && !isStemmerLoaded(language)) needs.push(loadStemmer(language));
      return needs.length > 0 ? Promise.all(needs).then(() => undefined) : null;
    },

    analyze(text, language, filters, options = {}, keyphrases) {
      const { prepared, page } = preparedFor(text, language);
      const resolved = resolveFilters(filters);
      const key = JSON.stringify([resolved, options.limit ?? null, options.order ?? null, options.customStopWords ?? []]);
      if (lastTables?.key !== key) lastTables = { key, analysis: analyze(prepared, resolved, options) };
      const analysis = lastTables.analysis;
      const grouped = resolved.wordForms && wordFormsOf(prepared) !== undefined;
      const customStopWords = options.customStopWords ?? [];
      const results: KeyphraseResult[] = [];
      if (keyphrases) {
        const matching = { anyOrder: keyphrases.anyOrder, ignoreFunctionWords: keyphrases.ignoreFunctionWords, wordForms: grouped };
        const phrases = [keyphrases.focus, ...keyphrases.related.slice(0, maxRelatedKeyphrases)];
        for (const [i, keyphrase] of phrases.entries()) {
          if (keyphrase.trim() === '') continue;
          const match = matchKeyphrase(prepared, keyphrase, matching, customStopWords);
          const { totalWords } = analysis.summary;
          const verdict =
            match.words.length === 0 ? null : judgeKeyphrase({ count: match.count, totalWords, keyphraseWords: match.words.length, wordForms: grouped }, keyphrases.bands);
          results.push({
            role: i === 0 ? 'focus' : 'related',
            keyphrase,
            words: match.words,
            count: match.count,
            density: totalWords > 0 ? (match.count / totalWords) * 100 : 0,
            verdict,
            forms: match.forms,
            ranges: toText(match.ranges),
            issue: match.issue,
          });
        }
      }
      let pageReport: PageReport | null = null;
      if (page && html) {
        measure ??= createCanvasMeasure() ?? measureArialWidth;
        pageReport = html.checks.checkPage({
          page,
          keyphrase: keyphrases?.focus ?? '',
          language,
          matching: { anyOrder: keyphrases?.anyOrder ?? true, ignoreFunctionWords: keyphrases?.ignoreFunctionWords ?? true, wordForms: grouped },
          customStopWords,
          measure,
        });
      }
      return { ...analysis, keyphrases: results, page: pageReport, wordForms: !resolved.wordForms ? 'off' : grouped ? 'grouped' : 'exact' };
    },

    findOccurrences(phrase, filters, customStopWords) {
      return last ? toText(findOccurrences(last.prepared, phrase, filters, customStopWords)) : [];
    },

    exportCsv(n, filters, customStopWords) {
      return toCsv(last ? analyze(last.prepared, filters, { customStopWords }).rows[n] : []);
    },

    isPrepared,
  };
}
