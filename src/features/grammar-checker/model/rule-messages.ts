/**
 * Messages of the on-device language rules, translated: each finding carries a key under
 * `GrammarChecker.rules` in messages/{locale}.json and its ICU values, so the page shows it in
 * the reader's UI language. The English text of the same template is the finding's `message`,
 * for places without translations (tests, benchmarks, logs). Few templates, many rules: every
 * new rule reuses one of these, so translating stays a matter of ten sentences.
 */
import en from '../../../../messages/en.json';

const TEMPLATES = en.GrammarChecker.rules;

export type RuleMessageKey = keyof typeof TEMPLATES;

export interface RuleMessage {
  key: RuleMessageKey;
  values: Record<string, string>;
}

/** The English text of `message` (the templates use plain `{name}` arguments only). */
export function englishRuleMessage(message: RuleMessage): string {
  return TEMPLATES[message.key].replace(/\{(\w+)\}/g, (whole, name: string) => message.values[name] ?? whole);
}
