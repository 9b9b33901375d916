'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import { dictionaryLanguages, type DictionaryLanguage } from '../model';
import { AutocompleteList } from './AutocompleteList';
import { posLabelKey, posOptions, type PosOption } from './pos-options';
import { useAutocomplete } from './use-autocomplete';
import type { Search } from './use-search';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  search: Search;
  languageNames: Record<DictionaryLanguage, string>;
}

/** The search box with its autocomplete, the part-of-speech and language filters, and the search button. */
export function SearchForm({ search, languageNames }: SearchFormProps) {
  const t = useTranslations('Dictionary');
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const { input, language, pos, completions } = search;
  const { listOpen, active, reopen, closeSoon, submitInput, onKeyDown } = useAutocomplete({ input, completions, onChoose: search.openEntry, onSubmit: search.submit });

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submitInput();
      }}
      className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
    >
      <div className="relative">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          data-testid="dictionary-search"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
          value={input}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => {
            search.changeInput(event.target.value);
            reopen();
          }}
          onKeyDown={onKeyDown}
          onBlur={closeSoon}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
        />
        <AutocompleteList id={listId} completions={completions} hidden={!listOpen} active={active} language={language} onChoose={search.openEntry} />
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('searchHint', { one: '?', any: '*', examples: 'b?t, *ight, un*able' })}
        </p>
      </div>
      <LabeledSelect
        label={t('posLabel')}
        testId="dictionary-pos"
        value={pos}
        fullWidth={false}
        options={posOptions.map((option) => ({ value: option, label: t(posLabelKey[option]) }))}
        onChange={(value) => search.choosePos(value as PosOption)}
      />
      <LabeledSelect
        label={t('languageLabel')}
        testId="dictionary-language"
        value={language}
        fullWidth={false}
        options={dictionaryLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
        onChange={(value) => search.chooseLanguage(value as DictionaryLanguage)}
      />
      <Button variant="primary" type="submit">
        {t('searchButton')}
      </Button>
    </form>
  );
}
