'use client';

import { useTranslations } from 'next-intl';
import type { RuleMessage } from '../model/rule-messages';

/** Puts a message of the on-device engine into the UI language. */
export type RuleTranslator = (message: RuleMessage) => string;

/** The translator of the `GrammarChecker.rules` templates into the current UI language. */
export function useRuleTranslator(): RuleTranslator {
  const t = useTranslations('GrammarChecker');
  return (message) => t(`rules.${message.key}`, message.values);
}
