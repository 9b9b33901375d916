/**
 * The contract every grammar engine implements (the LanguageTool HTTP engine and the local
 * in-browser engine), and the shape of what they report. Offsets and lengths are UTF-16 code
 * units in the checked text, as JavaScript strings count them, so `text.slice(offset, offset +
 * length) === original` always holds.
 */

import type { RuleMessage } from './rule-messages';

export type SuggestionCategory = 'grammar' | 'misspelling' | 'style' | 'punctuation' | 'casing';

/** Every category, in the order the UI lists them. */
export const SUGGESTION_CATEGORIES: readonly SuggestionCategory[] = ['misspelling', 'grammar', 'punctuation', 'casing', 'style'];

export type EngineId = 'local' | 'languagetool';

export interface Suggestion {
  /** Unique within one result list; stable for the same finding in the same text. */
  id: string;
  category: SuggestionCategory;
  /** UTF-16 offset of the flagged text. */
  offset: number;
  /** UTF-16 length of the flagged text (0 for an insertion point). */
  length: number;
  /** The flagged text, `text.slice(offset, offset + length)`. */
  original: string;
  /** Replacements for `original`, best first; may be empty. An empty string means "delete". */
  replacements: string[];
  /** The replacements are still being looked up: the page asks the on-device engine for those a check left out. */
  replacementsPending?: boolean;
  /** A sentence explaining the problem (LanguageTool's in the text's language; the on-device engine's in English, see {@link localizedMessage}). */
  message: string;
  /** A short name of the problem, e.g. "Spelling mistake" (what the list of ignored rules shows). */
  shortMessage?: string;
  /** Stable rule identifier, usable in {@link CheckOptions.disabledRules}. */
  ruleId: string;
  engine: EngineId;
  /** A page explaining the rule (LanguageTool's `rule.urls`), http(s) only. */
  url?: string;
  /** The message as a key under `GrammarChecker.rules` in messages/*.json and its values, for the UI to translate (the on-device engine's own rules; harper.js findings have none). */
  localizedMessage?: RuleMessage;
  /** `shortMessage` likewise, when the finding has one. */
  localizedShortMessage?: RuleMessage;
}

/** How a check is getting on: assets loading, text being checked, or findings to show meanwhile. */
/** What interim findings are (see {@link CheckProgress}). */
export type InterimKind = 'spelling' | 'part';

export type CheckProgress =
  | {
      /** `loading`: engine assets (WASM, dictionary) are being fetched; `checking`: text is being checked. */
      phase: 'loading' | 'checking';
      /** Bytes loaded (loading) or chunks checked (checking), when known. */
      loaded?: number;
      /** Bytes to load or chunks to check, when known. */
      total?: number;
    }
  | {
      /**
       * Findings shown until the check's result replaces them. `spelling`: of a quicker engine
       * while the chosen one still loads (English spelling from Hunspell while harper.js sets
       * up), on all or part of the text; `part`: the chosen engine's, on the first part of a long
       * text, the rest still being checked.
       */
      phase: 'interim';
      kind: InterimKind;
      suggestions: Suggestion[];
    };

export type ProgressListener = (progress: CheckProgress) => void;

/** Per-user preferences that both engines honour. */
export interface CheckOptions {
  /** Words never reported as misspellings (case rules as in Hunspell: a lower-case entry also accepts its capitalised forms). Default `[]`. */
  personalWords?: readonly string[];
  /** Rule ids (see {@link Suggestion.ruleId}) whose findings are dropped. Default `[]`. */
  disabledRules?: readonly string[];
  /**
   * Picky mode: also the rules that flag style rather than errors. LanguageTool: `level=picky`;
   * the on-device engine: its picky advice (typographic ellipsis and dashes, no-break spaces for plain ones). Default `false`.
   */
  picky?: boolean;
  /**
   * A check while the user types: it answers at once, leaving out replacements that take long to
   * find (the on-device engine's; the page asks for them after the marks are shown). Default `false`.
   */
  live?: boolean;
}

export interface GrammarEngine {
  /**
   * Checks `text` in `language` (a LanguageTool code from {@link GRAMMAR_LANGUAGES}); resolves
   * with the findings sorted by offset. Rejects with a `GrammarCheckError`; kind `aborted` when
   * `signal` aborts. Checks are independent: an engine keeps no notion of a "current" check, so
   * the caller aborts what it no longer needs.
   */
  check(text: string, language: string, signal?: AbortSignal, onProgress?: ProgressListener, options?: CheckOptions): Promise<Suggestion[]>;
  /** Whether this engine can check `language` at all. */
  supports(language: string): boolean;
}

/**
 * Why a check failed, as plain data (it crosses the worker boundary). The UI switches on
 * `kind` to tell the user what happened (and, for `rateLimited`, how long to wait).
 */
export type GrammarCheckFailure =
  /** No network (the request never reached a server). */
  | { kind: 'offline' }
  /** Too many requests: try again after `retryAfterSeconds`. `partial` holds what was checked before the limit hit, if anything. */
  | { kind: 'rateLimited'; retryAfterSeconds: number; partial?: PartialResult }
  /** The server answered with an error status (or an unreadable body, status 0 then). */
  | { kind: 'server'; status: number }
  /** No answer within the time limit. */
  | { kind: 'timeout' }
  /** The text is longer than the engine accepts (`maxBytes` UTF-8 bytes when known). */
  | { kind: 'tooLong'; maxBytes?: number }
  /** The caller aborted. */
  | { kind: 'aborted' }
  /** The engine does not check this language. */
  | { kind: 'unsupported'; language: string };

/** Findings for the prefix `[0, checkedUpTo)` of the text, when a long check stopped part-way. */
export interface PartialResult {
  checkedUpTo: number;
  suggestions: Suggestion[];
}
