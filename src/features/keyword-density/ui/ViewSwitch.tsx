'use client';

import { useTranslations } from 'next-intl';
import type { KeywordView } from './use-keyword-options';

const views: readonly KeywordView[] = ['table', 'chart'];

/** Props of {@link ViewSwitch}. */
export interface ViewSwitchProps {
  view: KeywordView;
  onChange: (view: KeywordView) => void;
}

/** Two toggle buttons: the results as tables or as charts. */
export function ViewSwitch({ view, onChange }: ViewSwitchProps) {
  const t = useTranslations('KeywordDensity');

  return (
    <div role="group" aria-label={t('viewLabel')} className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
      {views.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={view === mode}
          data-testid={`view-${mode}`}
          onClick={() => onChange(mode)}
          className={`rounded-md px-4 py-1.5 text-sm font-semibold ${view === mode ? 'bg-accent text-white dark:text-slate-950' : ''}`}
        >
          {mode === 'table' ? t('viewTable') : t('viewChart')}
        </button>
      ))}
    </div>
  );
}
