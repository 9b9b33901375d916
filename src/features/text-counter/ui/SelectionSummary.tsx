'use client';

import { useTranslations } from 'next-intl';
import type { SelectionStats } from '../model/count-request';

/** The selection's counts, shown beside the whole text's while something is selected. */
export function SelectionSummary({ stats }: { stats: SelectionStats | null }) {
  const t = useTranslations('TextCounter');
  if (!stats) return null;
  return (
    <p
      data-testid="selection-stats"
      data-words={stats.words}
      className="rounded-lg border border-accent/40 bg-accent/5 px-3 py-2 text-sm"
    >
      <span className="font-semibold">{t('selectionHeading')}: </span>
      {t('selectionSummary', { words: stats.words, characters: stats.characters, sentences: stats.sentences })}
    </p>
  );
}
