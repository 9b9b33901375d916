'use client';

import { useTranslations } from 'next-intl';
import type { DictionaryLanguage, SearchSuggestion } from '../model';

/** Props of {@link AutocompleteList}. */
export interface AutocompleteListProps {
  /** The list's id; each option's id is this id, a dash and its index. */
  id: string;
  completions: SearchSuggestion[];
  hidden: boolean;
  /** Index of the option picked with the arrow keys; -1 for none. */
  active: number;
  language: DictionaryLanguage;
  onChoose: (suggestion: SearchSuggestion) => void;
}

/** The listbox of the search combobox: the words that complete the typed one, with the inflected form that matched. */
export function AutocompleteList({ id, completions, hidden, active, language, onChoose }: AutocompleteListProps) {
  const t = useTranslations('Dictionary');

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('suggestionsLabel')}
      hidden={hidden}
      data-testid="dictionary-autocomplete"
      className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {completions.map((s, i) => (
        <li
          key={s.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(s);
          }}
          className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
        >
          <span lang={language}>{s.lemma}</span>
          {s.matchedForm && <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">({s.matchedForm})</span>}
        </li>
      ))}
    </ul>
  );
}
