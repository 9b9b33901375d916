'use client';

import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { AddressSearch } from './use-address-search';

export interface AddressSearchFormProps {
  search: AddressSearch;
  /** Names the input (`{name}-search`) and the results (`{name}-results`) for tests. */
  name: string;
  heading: string;
  label: string;
  placeholder: string;
  hint: string;
  button: string;
  /** What the submitted search found; shown, announced politely, once something was submitted. */
  children: ReactNode;
}

/** One of the dictionary's word finders held in the address (rhymes, "means like"): heading, form and results. */
export function AddressSearchForm({ search, name, heading, label, placeholder, hint, button, children }: AddressSearchFormProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <form
        role="search"
        aria-labelledby={`${inputId}-heading`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <div className="min-w-60 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            {label}
          </label>
          <input
            id={inputId}
            data-testid={`${name}-search`}
            type="search"
            autoComplete="off"
            aria-describedby={hintId}
            value={search.input}
            placeholder={placeholder}
            onChange={(event) => search.changeInput(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        </div>
        <Button variant="secondary" type="submit">
          {button}
        </Button>
      </form>
      {search.submitted !== '' && (
        <div aria-live="polite" data-testid={`${name}-results`}>
          {children}
        </div>
      )}
    </section>
  );
}
