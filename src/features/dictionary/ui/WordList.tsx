'use client';

import { useLocale } from 'next-intl';
import { toEntryId, type DictionaryLanguage } from '../model';
import { EntryLinks } from './EntryLinks';

/** A titled list of words the dictionary has, each a link to its entry, or a line saying there are none. */
export function WordList({ testId, heading, words, language, empty }: { testId: string; heading: string; words: readonly string[]; language: DictionaryLanguage; empty: string }) {
  const uiLocale = useLocale();
  return (
    <div data-testid={testId}>
      <h3 className="mb-1 font-semibold" lang={uiLocale}>
        {heading}
      </h3>
      {words.length > 0 ? <EntryLinks links={words.map((lemma) => ({ lemma, id: toEntryId(lemma, language) }))} /> : <p lang={uiLocale} className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>}
    </div>
  );
}
