/**
 * Where the tool gets its engines: loaded on demand, so that neither harper.js nor Hunspell nor
 * the LanguageTool client weigh on the page's first load. Tests pass their own providers.
 */
import type { GrammarEngine } from '../model/types';

/** The on-device engine (the worker client); the extras are optional so that test doubles stay small. */
export interface LocalGrammarEngine extends GrammarEngine {
  /** Spelling suggestions for one word, for findings that came without any. */
  suggest?(word: string, language: string): Promise<string[]>;
  /** Starts loading what `language` needs, without checking. */
  preload?(language: string): void;
  /** The grammar language to offer for `text` written with `chosen` selected, or null (detected on the device). */
  suggestLanguage?(text: string, chosen: string): Promise<string | null>;
  /** Frees the worker. */
  dispose?(): void;
}

export interface GrammarEngineProviders {
  /** Creates the on-device engine; called once, at the first check that needs it. */
  local(): Promise<LocalGrammarEngine>;
  /** Creates the LanguageTool engine; called once, at the first check that needs it. */
  remote(): Promise<GrammarEngine>;
}

export const defaultEngineProviders: GrammarEngineProviders = {
  local: () => import('../worker/local-grammar-client').then(({ createLocalGrammarClient }) => createLocalGrammarClient()),
  remote: () => import('../engines/languagetool-engine').then(({ LanguageToolEngine }) => new LanguageToolEngine()),
};
