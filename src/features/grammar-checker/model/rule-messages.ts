/**
 * Messages of the on-device engine, translated: each finding of its own rules (spelling, the
 * generic, English and language rules) carries a key under `GrammarChecker.rules` in
 * messages/{locale}.json and its ICU values, so the page shows it in the reader's UI language;
 * a short message (the rule's name) likewise. The English text of the same template is the
 * finding's `message` (and `shortMessage`), for places without translations (tests,
 * benchmarks, logs). The language rules share a few templates, so a new rule of theirs usually
 * needs no new sentence to translate.
 */
import format, { type CompiledMessage } from 'icu-minify/format';
import en from '../../../../messages/en.json';
import type { Suggestion } from './types';

const TEMPLATES = en.GrammarChecker.rules;

const FORMAT_OPTIONS = {
  formatters: {
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  },
};

/**
 * A template with its `{name}` arguments filled in. In the site's bundles messages/*.json is
 * precompiled to icu-minify's form (next.config.ts, next-intl's `precompile`), elsewhere (Node,
 * tests, benchmarks) it is the ICU text: both are formatted alike.
 */
export function formatRuleTemplate(template: string | CompiledMessage, values: Record<string, string>): string {
  if (typeof template === 'string') return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return String(format(template, 'en', values, FORMAT_OPTIONS));
}

export type RuleMessageKey = keyof typeof TEMPLATES;

export interface RuleMessage {
  key: RuleMessageKey;
  values: Record<string, string>;
}

/** The English text of `message` (the templates use plain `{name}` arguments only). */
export function englishRuleMessage(message: RuleMessage): string {
  return formatRuleTemplate(TEMPLATES[message.key] as string | CompiledMessage, message.values);
}

/** The message fields of a finding, from its templates. */
export type RuleMessageFields = Pick<Suggestion, 'message' | 'localizedMessage' | 'shortMessage' | 'localizedShortMessage'>;

/** A finding's `message` and, given `short`, `shortMessage`: the English texts plus the keys the UI translates. */
export function ruleMessageFields(message: RuleMessage, short?: RuleMessage): RuleMessageFields {
  return {
    message: englishRuleMessage(message),
    localizedMessage: message,
    ...(short && { shortMessage: englishRuleMessage(short), localizedShortMessage: short }),
  };
}
