'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import {
  maxWordTarget,
  measureWordTarget,
  parseWordTargetField,
  validateWordTarget,
  type WordTarget,
  type WordTargetError,
  type WordTargetField,
} from '../model/word-target';

export interface WordTargetPanelProps {
  target: WordTarget;
  onChange: (target: WordTarget) => void;
  words: number;
}

const statusClass = {
  under: 'text-amber-800 dark:text-amber-300',
  within: 'text-green-800 dark:text-green-300',
  over: 'text-red-700 dark:text-red-400',
} as const;

const barClass = { under: 'bg-amber-500', within: 'bg-green-600', over: 'bg-red-600' } as const;

/**
 * A minimum and/or maximum number of words, applied as the user types. A value that is not a
 * whole number gets a message and the target in force stays; what was typed stays in the field.
 */
export const WordTargetPanel = memo(function WordTargetPanel({ target, onChange, words }: WordTargetPanelProps) {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  const headingId = useId();
  const errorId = useId();
  const hintId = useId();
  // What the fields show while they differ from the target in force (null: the target's own number).
  const [typed, setTyped] = useState<Record<WordTargetField, string | null>>({ min: null, max: null });
  const [error, setError] = useState<WordTargetError | null>(null);

  const shown = (field: WordTargetField) => typed[field] ?? (target[field] === null ? '' : String(target[field]));

  const edit = (field: WordTargetField, value: string) => {
    const nextTyped = { ...typed, [field]: value };
    setTyped(nextTyped);
    const min = parseWordTargetField(nextTyped.min ?? shown('min'));
    const max = parseWordTargetField(nextTyped.max ?? shown('max'));
    const failed = !min.ok ? min : !max.ok ? max : null;
    if (failed && !failed.ok) {
      setError(failed.reason);
      return;
    }
    const next = { min: min.ok ? min.value : null, max: max.ok ? max.value : null };
    const invalid = validateWordTarget(next);
    setError(invalid);
    if (!invalid) onChange(next);
  };

  const progress = measureWordTarget(words, target);
  const message =
    error === 'tooLarge'
      ? t('wordTargetTooLarge', { max: format.number(maxWordTarget) })
      : error === 'minAboveMax'
        ? t('wordTargetMinAboveMax')
        : error
          ? t('wordTargetInvalid')
          : null;

  const field = (name: WordTargetField, label: string) => (
    <label className="block text-sm">
      <span className="font-semibold">{label}</span>
      <input
        data-testid={`word-target-${name}`}
        inputMode="numeric"
        autoComplete="off"
        value={shown(name)}
        onChange={(event) => edit(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${errorId} ${hintId}` : hintId}
        className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('wordTargetHeading')}
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {field('min', t('wordTargetMin'))}
        {field('max', t('wordTargetMax'))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('wordTargetHint')}
      </p>
      {message && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      {progress && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={t('wordTargetHeading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.share * 100)}
            aria-valuetext={t('wordTargetProgress', { words })}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className={`h-full rounded-full ${barClass[progress.status]}`} style={{ width: `${progress.share * 100}%` }} />
          </div>
          <p data-testid="word-target-status" data-status={progress.status} className={`mt-2 text-sm font-semibold ${statusClass[progress.status]}`}>
            {progress.status === 'under'
              ? t('wordTargetUnder', { count: progress.gap })
              : progress.status === 'over'
                ? t('wordTargetOver', { count: progress.gap })
                : t('wordTargetWithin')}
          </p>
        </div>
      )}
    </section>
  );
});
