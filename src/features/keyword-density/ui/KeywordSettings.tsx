'use client';

import { useTranslations } from 'next-intl';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import { phraseLengths } from '../model/filters';
import { hasWordForms, keywordLanguages, type KeywordLanguage } from '../model/languages';
import type { KeywordOptions } from './use-keyword-options';

const filterKeys = ['ignoreStopWords', 'ignoreNumbers', 'caseSensitive', 'wordForms'] as const;
const showKeys = { 1: 'show1', 2: 'show2', 3: 'show3' } as const;

/** Props of {@link KeywordSettings}. */
export interface KeywordSettingsProps {
  options: KeywordOptions;
}

/** The language select, the filters, and which phrase lengths have their results shown. */
export function KeywordSettings({ options }: KeywordSettingsProps) {
  const t = useTranslations('KeywordDensity');
  const { language, setLanguage, filters, setFilter, shown, setShown } = options;

  return (
    <>
      <LabeledSelect
        label={t('languageLabel')}
        testId="keyword-language"
        value={language}
        options={keywordLanguages.map((name) => ({ value: name, label: t(`languages.${name}`) }))}
        onChange={(next) => setLanguage(next as KeywordLanguage)}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t('filtersLegend')}</legend>
        {filterKeys.map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filters[key]}
              onChange={(event) => setFilter(key, event.target.checked)}
              data-testid={key === 'wordForms' ? 'word-forms-toggle' : undefined}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            {t(key)}
          </label>
        ))}
        {filters.wordForms && !hasWordForms(language) && (
          <p data-testid="word-forms-exact" className="text-xs text-slate-600 dark:text-slate-400">
            {t('keyphrase.formsExactFor', { language: t(`languages.${language}`) })}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t('phrasesLegend')}</legend>
        {phraseLengths.map((n) => (
          <label key={n} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={shown[n]} onChange={(event) => setShown(n, event.target.checked)} className="h-4 w-4 accent-[var(--accent)]" />
            {t(showKeys[n])}
          </label>
        ))}
      </fieldset>
    </>
  );
}
