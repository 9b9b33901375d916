/**
 * What the tests of each language's rules share (imported by `*.test.ts` only): a language's
 * findings, and the check that an example of an error is found once, explained, and fixed.
 */
import { applySuggestion } from '../apply-suggestion';
import type { Suggestion } from '../types';
import { checkLanguageRules } from './index';
import type { PhraseEntry } from './rule';

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

/**
 * The rule ids of a language's table (`entries`, ids `${prefix}${name}`) and those its examples
 * cover, with the rules whose examples live in another test file (`elsewhere`, by name): a test
 * expects the two sets to be equal, every rule with an example.
 */
export function exampleCoverage(prefix: string, entries: readonly PhraseEntry[], examples: readonly RuleExample[], elsewhere: readonly string[] = []) {
  return {
    covered: new Set([...examples.map(([, id]) => id), ...elsewhere.map((name) => `${prefix}${name}`)]),
    rules: new Set(entries.map((e) => `${prefix}${e.name}`)),
  };
}
