'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import { maxRelatedKeyphrases } from '../model/keyphrase-request';
import { densityBandSets, type DensityBandSet } from '../model/keyphrase-verdict';
import type { KeyphraseSettings } from './use-keyphrase-settings';

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

/** The focus keyphrase, up to four related ones, how they are matched and which bands judge them. */
export function KeyphrasePanel({ settings }: { settings: KeyphraseSettings }) {
  const t = useTranslations('KeywordDensity.keyphrase');
  const focusId = useId();
  const hintId = useId();
  const { focus, setFocus, related, setRelated, addRelated, removeRelated, anyOrder, setAnyOrder, ignoreFunctionWords, setIgnoreFunctionWords, bands, setBands } = settings;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t('legend')}</legend>
      <div>
        <label htmlFor={focusId} className="block text-sm font-semibold">
          {t('focusLabel')}
        </label>
        <input
          id={focusId}
          data-testid="keyphrase-input"
          value={focus}
          onChange={(event) => setFocus(event.target.value)}
          placeholder={t('focusPlaceholder')}
          aria-describedby={hintId}
          className={inputClass}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('focusHint')}
        </p>
      </div>
      {related.map((value, index) => (
        <div key={index} className="flex items-end gap-2">
          <label className="block flex-1 text-sm font-semibold">
            {t('relatedLabel', { n: index + 1 })}
            <input data-testid="related-keyphrase-input" value={value} onChange={(event) => setRelated(index, event.target.value)} className={inputClass} />
          </label>
          <Button variant="small" onClick={() => removeRelated(index)} aria-label={t('removeRelated', { n: index + 1 })}>
            ×
          </Button>
        </div>
      ))}
      {related.length < maxRelatedKeyphrases && (
        <Button variant="small" data-testid="add-related-keyphrase" onClick={addRelated}>
          {t('addRelated')}
        </Button>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={anyOrder} onChange={(event) => setAnyOrder(event.target.checked)} className="h-4 w-4 accent-[var(--accent)]" />
        {t('anyOrder')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={ignoreFunctionWords} onChange={(event) => setIgnoreFunctionWords(event.target.checked)} className="h-4 w-4 accent-[var(--accent)]" />
        {t('ignoreFunctionWords')}
      </label>
      <LabeledSelect
        label={t('bandsLabel')}
        testId="density-bands"
        value={bands}
        options={densityBandSets.map((set) => ({ value: set, label: t(`bands.${set}`) }))}
        onChange={(next) => setBands(next as DensityBandSet)}
      />
    </fieldset>
  );
}
