/**
 * Messages between the page and the local grammar worker. Everything is structured-clone
 * safe (plain objects); errors travel as {@link GrammarCheckFailure}s.
 */
import type { GrammarCheckFailure } from '../model/errors';
import type { CheckOptions, CheckProgress, Suggestion } from '../model/types';

export type LocalGrammarRequest =
  | { type: 'check'; id: number; text: string; language: string; options?: CheckOptions; assetBaseUrl: string }
  | { type: 'suggest'; id: number; word: string; language: string; assetBaseUrl: string }
  | { type: 'preload'; language: string; assetBaseUrl: string }
  | { type: 'abort'; id: number };

export type LocalGrammarResponse =
  | { type: 'progress'; id: number; progress: CheckProgress }
  | { type: 'result'; id: number; suggestions: Suggestion[] }
  | { type: 'suggestions'; id: number; replacements: string[] }
  | { type: 'error'; id: number; failure: GrammarCheckFailure | { kind: 'error'; message: string } };
