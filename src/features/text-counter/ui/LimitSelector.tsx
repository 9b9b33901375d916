'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, memo } from 'react';
import { Button } from '@/components/ui/Button';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import { limitPresets, maxCustomLimit, parseCustomLimit, type LimitPresetId } from '../model/limit-presets';
import type { LimitMeasurement } from '../model/limits';
import type { LimitChoice } from './limit-choice';

const presetLabelKey = {
  x: 'presetX',
  instagram: 'presetInstagram',
  threads: 'presetThreads',
  linkedinSummary: 'presetLinkedinSummary',
  redditTitle: 'presetRedditTitle',
  redditPost: 'presetRedditPost',
  tiktok: 'presetTiktok',
  'meta-title': 'presetMetaTitle',
  'meta-description': 'presetMetaDescription',
} as const satisfies Record<LimitPresetId, string>;

export interface LimitSelectorProps {
  choice: LimitChoice;
  onChange: (choice: LimitChoice) => void;
  measurement: LimitMeasurement | null;
}

/**
 * The character limit: platform presets or a custom whole number. An invalid custom number gets
 * a message and the previous limit stays in force. A custom limit is shown with its number even
 * when it arrives after the first render (restored from storage).
 */
export const LimitSelector = memo(function LimitSelector({ choice, onChange, measurement }: LimitSelectorProps) {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  const headingId = useId();
  const customId = useId();
  const errorId = useId();
  // "Custom" picked but no number applied yet: the limit in force is still the previous one.
  const [pickedCustom, setPickedCustom] = useState(false);
  // Null until the visitor types: then the field shows the custom limit in force.
  const [typedCustom, setTypedCustom] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const editingCustom = pickedCustom || choice.kind === 'custom';
  const customInput = typedCustom ?? (choice.kind === 'custom' ? String(choice.max) : '');
  const selectValue = editingCustom ? 'custom' : choice.kind === 'preset' ? choice.id : 'none';
  const options = [
    { value: 'none', label: t('limitNone') },
    ...limitPresets.map((preset) => ({ value: preset.id, label: t(presetLabelKey[preset.id]) })),
    { value: 'custom', label: t('presetCustom') },
  ];

  const onSelect = (value: string) => {
    setError(null);
    setPickedCustom(value === 'custom');
    if (value === 'custom') return;
    onChange(value === 'none' ? { kind: 'none' } : { kind: 'preset', id: value as LimitPresetId });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCustomLimit(customInput);
    if (!result.ok) {
      setError(result.reason === 'tooLarge' ? t('customTooLarge', { max: format.number(maxCustomLimit) }) : t('customInvalid'));
      return;
    }
    setError(null);
    onChange({ kind: 'custom', max: result.limit.max });
  };

  const over = measurement ? Math.max(0, -measurement.remaining) : 0;
  const share = measurement ? Math.min(1, measurement.used / measurement.limit) : 0;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={headingId} className="sr-only">
        {t('limitLabel')}
      </h2>
      <LabeledSelect label={t('limitLabel')} testId="limit-select" value={selectValue} onChange={onSelect} options={options} />

      {editingCustom && (
        <form onSubmit={applyCustom} className="mt-3" noValidate>
          <label htmlFor={customId} className="block text-sm font-semibold">
            {t('customLabel')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={customId}
              data-testid="limit-custom"
              inputMode="numeric"
              autoComplete="off"
              value={customInput}
              onChange={(event) => setTypedCustom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            />
            <Button variant="primary" type="submit" data-testid="limit-custom-apply">
              {t('customApply')}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </form>
      )}

      {measurement && (
        <div className="mt-4" data-testid="limit-status">
          <div
            role="progressbar"
            aria-label={t('limitLabel')}
            aria-valuemin={0}
            aria-valuemax={measurement.limit}
            aria-valuenow={Math.min(measurement.used, measurement.limit)}
            aria-valuetext={t('limitUsage', { used: format.number(measurement.used), limit: format.number(measurement.limit) })}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className={`h-full rounded-full ${over > 0 ? 'bg-red-600' : 'bg-accent-brand'}`} style={{ width: `${share * 100}%` }} />
          </div>
          <p className="mt-2 flex justify-between text-sm">
            <span>{t('limitUsage', { used: format.number(measurement.used), limit: format.number(measurement.limit) })}</span>
            <span data-testid="limit-remaining" className={over > 0 ? 'font-semibold text-red-700 dark:text-red-400' : ''}>
              {over > 0 ? t('limitOver', { over }) : t('limitRemaining', { remaining: measurement.remaining })}
            </span>
          </p>
          {choice.kind === 'preset' && choice.id === 'x' && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('limitXNote')}</p>}
          {over > 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('limitOverflowNote')}</p>}
        </div>
      )}
    </section>
  );
});
