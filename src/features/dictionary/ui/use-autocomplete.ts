'use client';

import { useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../model';

/** What {@link useAutocomplete} completes, and what it calls. */
export interface AutocompleteOptions {
  /** What the visitor typed. */
  input: string;
  /** The words that complete it. */
  completions: SearchSuggestion[];
  /** A completion was chosen with Enter. */
  onChoose: (suggestion: SearchSuggestion) => void;
  /** The typed word was submitted (trimmed, never empty). */
  onSubmit: (query: string) => void;
}

/** The autocomplete list's state, and the handlers of its input. */
export interface Autocomplete {
  /** The list shows: it is open and has completions of a typed word. */
  listOpen: boolean;
  /** Index of the completion picked with the arrow keys; -1 for none. */
  active: number;
  /** The input changed: the list opens, with nothing picked. */
  reopen: () => void;
  /** The input lost the focus. */
  closeSoon: () => void;
  /** Submits the typed word, if any; the list closes. */
  submitInput: () => void;
  /** Arrow keys pick a completion, Escape closes the list, Enter opens the picked word or submits the typed one. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The combobox behaviour of the search input: its list of completions, opened, closed and walked with the keyboard. */
export function useAutocomplete({ input, completions, onChoose, onSubmit }: AutocompleteOptions): Autocomplete {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const submitInput = () => {
    if (!input.trim()) return;
    setOpen(false);
    onSubmit(input.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && completions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % completions.length);
    } else if (event.key === 'ArrowUp' && completions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? completions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? completions[active] : undefined;
      if (chosen) onChoose(chosen);
      else submitInput();
    }
  };

  return {
    listOpen: open && completions.length > 0 && input.trim() !== '',
    active,
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    closeSoon: () => window.setTimeout(() => setOpen(false), 150),
    submitInput,
    onKeyDown,
  };
}
