'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { entryPath, toEntryId, type DictionaryLanguage } from '@/features/dictionary';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import type { KeywordRow } from '../model/analyze';
import type { KeywordOrder, PhraseLength } from '../model/filters';

export interface KeywordTableProps {
  n: PhraseLength;
  rows: KeywordRow[];
  order: KeywordOrder;
  onSort: (order: KeywordOrder) => void;
  formatCount: (count: number) => string;
  formatDensity: (density: number) => string;
  highlighted: string | null;
  onHighlight: (phrase: string) => void;
  /** The Semantic Dictionary language of the text, when the dictionary has it: words link to their entries. */
  dictionaryLanguage: DictionaryLanguage | null;
}

type Column = 'phrase' | 'count' | 'density';

function sortState(column: Column, order: KeywordOrder): 'ascending' | 'descending' | undefined {
  if (column === 'phrase') return order === 'phraseAsc' ? 'ascending' : order === 'phraseDesc' ? 'descending' : undefined;
  return order === 'countDesc' ? 'descending' : order === 'countAsc' ? 'ascending' : undefined;
}

/** The next order when a column header is pressed: phrases A→Z first, counts highest first. */
function nextOrder(column: Column, order: KeywordOrder): KeywordOrder {
  if (column === 'phrase') return order === 'phraseAsc' ? 'phraseDesc' : 'phraseAsc';
  return order === 'countDesc' ? 'countAsc' : 'countDesc';
}

/** One table of phrases of `n` words, sortable by each column; a phrase can be highlighted in the text. */
export function KeywordTable({ n, rows, order, onSort, formatCount, formatDensity, highlighted, onHighlight, dictionaryLanguage }: KeywordTableProps) {
  const t = useTranslations('KeywordDensity');
  const locale = useLocale() as Locale;
  const columns: Array<[Column, string, string]> = [
    ['phrase', t('columnPhrase'), 'text-left'],
    ['count', t('columnCount'), 'text-right'],
    ['density', t('columnDensity'), 'text-right'],
  ];
  return (
    <table className="w-full border-collapse text-sm" data-testid={`keyword-table-${n}`}>
      <caption className="mb-2 text-left text-base font-semibold">{t('tableCaption', { n })}</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-700">
          {columns.map(([column, label, align]) => (
            <th key={column} scope="col" aria-sort={sortState(column, order)} className={`py-2 ${align}`}>
              <button
                type="button"
                onClick={() => onSort(nextOrder(column, order))}
                aria-label={t('sortBy', { column: label })}
                data-testid={`sort-${column}`}
                className="inline-flex items-center gap-1 rounded px-1 font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                {label}
                <span aria-hidden="true" className="text-xs">
                  {sortState(column, order) === 'ascending' ? '▲' : sortState(column, order) === 'descending' ? '▼' : '↕'}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.phrase} data-testid="keyword-row" className="border-b border-slate-100 dark:border-slate-800">
            <td data-col="phrase" className="py-1.5 pr-2">
              <button
                type="button"
                onClick={() => onHighlight(row.phrase)}
                aria-pressed={highlighted === row.phrase}
                title={t('highlight', { phrase: row.phrase })}
                className={`rounded px-1 text-left underline decoration-dotted underline-offset-4 hover:bg-slate-100 dark:hover:bg-slate-800 ${
                  highlighted === row.phrase ? 'bg-orange-100 font-semibold dark:bg-orange-900/50' : ''
                }`}
              >
                {row.phrase}
              </button>
              {row.forms && row.forms.length > 1 && (
                <span data-testid="keyword-forms" className="block px-1 text-xs text-slate-600 dark:text-slate-400">
                  {t('keyphrase.forms', { forms: row.forms.join(', ') })}
                </span>
              )}
              {n === 1 && dictionaryLanguage && (
                <Link
                  prefetch={false}
                  href={localizePath(entryPath(toEntryId(row.phrase, dictionaryLanguage)), locale)}
                  title={t('lookUp', { word: row.phrase })}
                  aria-label={t('lookUp', { word: row.phrase })}
                  data-testid="dictionary-link"
                  className="ml-1 inline-flex align-middle text-slate-500 hover:text-accent dark:text-slate-400"
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                    <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5m0-15v15m0 0A1.5 1.5 0 0 0 6.5 21H19" />
                  </svg>
                </Link>
              )}
            </td>
            <td data-col="count" className="py-1.5 text-right tabular-nums">
              {formatCount(row.count)}
            </td>
            <td data-col="density" className="py-1.5 text-right tabular-nums">
              {formatDensity(row.density)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
