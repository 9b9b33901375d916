'use client';

import { downloadFile } from '@/lib/download';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

export interface CustomStopWordsProps {
  list: string;
  onChange: (list: string) => void;
  /** Entries the last analysis could not use (not a single word). */
  rejected: readonly string[];
}

/** Splits the list as the worker reads it: commas, semicolons and line breaks separate entries. */
const entriesOf = (list: string) => list.split(/[,;\n\r]+/).map((entry) => entry.trim()).filter(Boolean);

/** The user's own stop words: typed freely, kept in local storage, downloadable as a text file. */
export function CustomStopWords({ list, onChange, rejected }: CustomStopWordsProps) {
  const t = useTranslations('KeywordDensity.stopWords');
  const id = useId();
  const hintId = useId();

  const download = () => downloadFile('stop-words.txt', entriesOf(list).join('\n') + '\n', 'text/plain;charset=utf-8');

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('label')}
      </label>
      <textarea
        id={id}
        data-testid="custom-stop-words"
        value={list}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        placeholder={t('placeholder')}
        aria-describedby={hintId}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('hint')}
      </p>
      {rejected.length > 0 && (
        <p role="alert" data-testid="custom-stop-words-rejected" className="text-xs text-red-700 dark:text-red-400">
          {t('rejected', { entries: rejected.join(', '), count: rejected.length })}
        </p>
      )}
      <Button variant="small" data-testid="export-stop-words" onClick={download} disabled={entriesOf(list).length === 0}>
        {t('export')}
      </Button>
    </div>
  );
}
