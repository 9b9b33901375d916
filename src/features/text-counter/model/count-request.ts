import { countText, type AdditiveTotals, type TextStats } from './count-text';
import { createIncrementalCounter, type IncrementalCounter } from './incremental-counter';
import { measureAgainstLimit, type CharacterLimit, type LimitMeasurement } from './limits';
import { countHighlights, type Highlight, type HighlightCounts } from './highlights';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { KeptUnlessFailed } from '@/lib/kept-unless-failed';
import { loadLanguageDetector, offeredLanguage, type LanguageDetector } from '@/lib/text/language-detection';

export interface CountRequest {
  text: string;
  locale: string;
  limit: CharacterLimit | null;
  /** Whether to find long sentences, passive voice and adverbs too. */
  highlights?: boolean;
}

export interface SelectionCountRequest {
  /** The selected text. */
  text: string;
  locale: string;
}

/** What the statistics show for a selection beside the whole text's. */
export interface SelectionStats {
  characters: number;
  words: number;
  sentences: number;
}

export interface CountResponse {
  stats: TextStats;
  /** The sums behind `stats` that the page updates itself on the next small edit (edited-text.ts). */
  totals: AdditiveTotals;
  limit: LimitMeasurement | null;
  /** Sorted by start; they may nest (see highlights.ts). Empty unless asked for. */
  highlights: Highlight[];
  /** Highlights per kind, for the legend; null unless asked for. */
  highlightCounts: HighlightCounts | null;
}

/**
 * The counting service behind the worker (and its main-thread fallback): keeps an incremental
 * counter per locale so that each keystroke recounts only the changed block.
 */
function withCounts(highlights: Highlight[]) {
  return { highlights, highlightCounts: countHighlights(highlights) };
}

export function createTextCounterHost() {
  let counter: IncrementalCounter | null = null;
  let counterLocale = '';
  const detector = new KeptUnlessFailed<LanguageDetector>();
  return {
    count({ text, locale, limit, highlights = false }: CountRequest): CountResponse {
      if (!counter || counterLocale !== locale) {
        counter = createIncrementalCounter(locale);
        counterLocale = locale;
      }
      const stats = counter.update(text);
      return {
        stats,
        totals: counter.totals(),
        limit: limit ? measureAgainstLimit(text, limit) : null,
        ...(highlights ? withCounts(counter.highlights()) : { highlights: [], highlightCounts: null }),
      };
    },
    /** Counts a selection from scratch: it would only evict the whole text's blocks from the cache. */
    countSelection({ text, locale }: SelectionCountRequest): SelectionStats {
      const { characters, words, sentences } = countText(text, locale);
      return { characters, words, sentences };
    },
    /**
     * The site language to offer for measuring `text` written while `chosen` is selected, or null
     * (`@/lib/text/language-detection`): readability formulas are per language.
     */
    async suggestLanguage({ text, chosen }: { text: string; chosen: Locale }): Promise<Locale | null> {
      // The detector's n-grams (~280 KB gzip) are loaded at the first call only (again after a
      // failed load: offline at the first call).
      const detect = await detector.get(() => loadLanguageDetector(locales));
      const language = offeredLanguage(text, chosen, detect(text));
      return isLocale(language) ? language : null;
    },
  };
}

export type TextCounterHost = ReturnType<typeof createTextCounterHost>;
