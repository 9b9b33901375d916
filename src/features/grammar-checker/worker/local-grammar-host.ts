/**
 * The local grammar worker's procedures: a {@link LocalEngine} per asset base URL (the page
 * tells the worker where the site root is; the worker's own location is under /_next/static).
 * Served in the worker, and on the main thread where no worker runs; tests serve it with the
 * engine reading assets from node_modules.
 */
import type { CallContext } from '@/lib/worker/host';
import type { LocalEngine } from '../engines/local-engine';
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
  return {
    check({ text, language, options, assetBaseUrl }: CheckInput, context: CallContext<CheckProgress>): Promise<Suggestion[]> {
      return engineFor(assetBaseUrl).check(text, language, context.signal, (progress) => context.progress(progress), options);
    },
    suggest({ word, language, assetBaseUrl }: WithAssets & { word: string; language: string }): Promise<string[]> {
      return engineFor(assetBaseUrl).suggest(word, language);
    },
    preload({ language, assetBaseUrl }: WithAssets & { language: string }): void {
      engineFor(assetBaseUrl).preload(language);
    },
  };
}

export type LocalGrammarHost = ReturnType<typeof createLocalGrammarHost>;
