/**
 * The local grammar worker's procedures: a {@link LocalEngine} per asset base URL (the page
 * tells the worker where the site root is; the worker's own location is under /_next/static).
 * Checks go through a {@link ParagraphCache}, so that a check after an edit only checks the
 * paragraphs that changed. Served in the worker, and on the main thread where no worker runs;
 * tests serve it with the engine reading assets from node_modules.
 */
import { KeptUnlessFailed } from '@/lib/kept-unless-failed';
import type { CallContext } from '@/lib/worker/host';
import type { LocalEngine } from '../engines/local-engine';
import { ParagraphCache } from '../model/paragraph-cache';
import { withoutNamesOfWholeText } from '../engines/proper-names';
import { baseLanguage, capitalisesNouns } from '../model/languages';
import { sentenceRulesFor } from '@/lib/text/abbreviations';
import type { CheckOptions, CheckProgress, Suggestion } from '../model/types';

interface WithAssets {
  /** The site root the engine loads its assets from. */
  assetBaseUrl: string;
}

export interface CheckInput extends WithAssets {
  text: string;
  language: string;
  options?: CheckOptions;
}

export function createLocalGrammarHost(createEngine: (assetBaseUrl: string) => LocalEngine) {
  const engines = new Map<string, LocalEngine>();
  const engineFor = (assetBaseUrl: string) => {
    let engine = engines.get(assetBaseUrl);
    if (!engine) engines.set(assetBaseUrl, (engine = createEngine(assetBaseUrl)));
    return engine;
  };
  // Every check goes paragraph by paragraph through one cache: as the user types, only the edited paragraphs are checked again.
  const paragraphs = new ParagraphCache();
  const suggester = new KeptUnlessFailed<(text: string, chosen: string) => string | null>();
  return {
    async check({ text, language, options, assetBaseUrl }: CheckInput, context: CallContext<CheckProgress>): Promise<Suggestion[]> {
      const engine = engineFor(assetBaseUrl);
      // A live check finds the same findings, only maybe without some replacements: it shares the cache.
      const settings = JSON.stringify([assetBaseUrl, language, { ...options, live: undefined }]);
      // Names are judged on the whole text, which the engine, given the changed paragraphs only, did not see.
      const abbreviations = sentenceRulesFor(language).abbreviations;
      const repeatedIsName = !capitalisesNouns(baseLanguage(language));
      const withoutNames = (found: Suggestion[]) => withoutNamesOfWholeText(found, text, abbreviations, repeatedIsName);
      const { suggestions } = await paragraphs.check(
        text,
        settings,
        // Interim findings are of the paragraphs checked: the cache places them in the whole text.
        (missing, onInterim) => engine.check(missing, language, context.signal, (p) => (p.phase === 'interim' ? onInterim(p.suggestions, p.kind) : context.progress(p)), options),
        (interim, kind) => context.progress({ phase: 'interim', kind, suggestions: withoutNames(interim) }),
      );
      return withoutNames(suggestions);
    },
    suggest({ word, language, assetBaseUrl }: WithAssets & { word: string; language: string }): Promise<string[]> {
      return engineFor(assetBaseUrl).suggest(word, language);
    },
    preload({ language, assetBaseUrl }: WithAssets & { language: string }): void {
      engineFor(assetBaseUrl).preload(language);
    },
    /** The grammar language to offer for `text` when `chosen` is selected, or null (see model/language-suggestion.ts). */
    async suggestLanguage({ text, chosen }: { text: string; chosen: string }): Promise<string | null> {
      // The detector's n-grams (~280 KB gzip) are loaded at the first call only (again after a
      // failed load: offline at the first call).
      const suggest = await suggester.get(() =>
        import('../model/language-suggestion').then(async ({ loadGrammarLanguageDetector, suggestedLanguage }) => {
          const detect = await loadGrammarLanguageDetector();
          return (text: string, chosen: string) => suggestedLanguage(text, chosen, detect(text));
        }),
      );
      return suggest(text, chosen);
    },
  };
}

export type LocalGrammarHost = ReturnType<typeof createLocalGrammarHost>;
