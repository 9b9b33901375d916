/**
 * What the tests of each language's rules share (imported by `*.test.ts` only): a language's
 * findings, and the check that an example of an error is found once, explained, and fixed.
 */
import { applySuggestion } from '../apply-suggestion';
import type { Suggestion } from '../types';
import { checkLanguageRules } from './index';

/** [text with the error, rule id, flagged text, first replacement, the text corrected] */
export type RuleExample = readonly [text: string, ruleId: string, original: string, replacement: string, corrected: string];

/** The findings of `language`'s rules whose ids start with `prefix`, picky ones included unless `picky` is false. */
export function ruleFindings(language: string, prefix: string): (text: string, picky?: boolean) => Suggestion[] {
  return (text, picky = true) => checkLanguageRules(text, language, { picky }).filter((s) => s.ruleId.startsWith(prefix));
}

/** `found` (the findings on the example's text) is the example's one finding, explained, and applying it gives the corrected text. */
export function expectExample(found: readonly Suggestion[], [text, ruleId, original, replacement, corrected]: RuleExample): void {
  expect(found.map((s) => [s.ruleId, s.original, s.replacements[0]])).toEqual([[ruleId, original, replacement]]);
  const finding = found[0] as Suggestion;
  expect(finding.localizedMessage?.key).toBeDefined();
  expect(applySuggestion(text, found, finding).text).toBe(corrected);
}
