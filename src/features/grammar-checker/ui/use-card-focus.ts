'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Suggestion } from '../model/types';
import { suggestionAt } from './suggestion-display';

/** How long a card opened from the text stays outlined. */
const activeOutlineMs = 2000;

/** Which cards are open, and where the focus goes as cards come and go. */
export interface CardFocus {
  /** For the editor: a click or a caret move there finds the card of the words at the caret. */
  editorRef: RefObject<HTMLTextAreaElement | null>;
  /** For the status line: the focus goes there when no card is left to take it. */
  statusRef: RefObject<HTMLDivElement | null>;
  /** The ref callback of the card of `id`. */
  cardRef: (id: string) => (element: HTMLLIElement | null) => void;
  /** Ids of the cards showing their details. */
  expanded: ReadonlySet<string>;
  /** The card just opened from the text (briefly outlined). */
  activeId: string | null;
  /** The finding at the caret in the editor, if any. */
  caretSuggestion: Suggestion | undefined;
  /** Shows or hides the details of the card `id`. */
  toggle: (id: string) => void;
  /** Opens the card of `id` (from the text): expands it, scrolls to it, outlines it, and focuses it when asked. */
  openCard: (id: string, focus: boolean) => void;
  /** Focuses, after the next render, the card `id`, or the status line when null. */
  focusAfterRender: (id: string | null) => void;
  /** The card to focus once `id` is gone: the next one, else the previous one (null when none is left). */
  neighbourOf: (id: string) => string | null;
  /** Closes every card, for a new check. */
  reset: () => void;
}

/** The cards' open state and the focus plumbing between the editor, the cards and the status line, for `suggestions` as listed. */
export function useCardFocus(suggestions: readonly Suggestion[]): CardFocus {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [caretId, setCaretId] = useState<string | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const pendingFocus = useRef<string | null | undefined>(undefined);
  // The latest list for the editor's event listeners.
  const suggestionsRef = useRef(suggestions);
  useEffect(() => {
    suggestionsRef.current = suggestions;
  }, [suggestions]);

  useEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    pendingFocus.current = undefined;
    const target = id === null ? statusRef.current : (cards.current.get(id) ?? statusRef.current);
    target?.focus();
  });

  const openCard = useCallback((id: string, focus: boolean) => {
    setExpanded((current) => (current.has(id) ? current : new Set(current).add(id)));
    setActiveId(id);
    window.requestAnimationFrame(() => {
      const card = cards.current.get(id);
      if (!card) return;
      card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      if (focus) card.focus({ preventScroll: true });
    });
  }, []);

  useEffect(() => {
    if (activeId === null) return;
    const timer = window.setTimeout(() => setActiveId(null), activeOutlineMs);
    return () => window.clearTimeout(timer);
  }, [activeId]);

  // The marks cannot take clicks (the textarea lies on top): a click puts the caret in the text,
  // and the finding at the caret opens. Moving the caret with the keys offers a button instead.
  useEffect(() => {
    const area = editorRef.current;
    if (!area) return;
    const atCaret = () => (area.selectionStart === area.selectionEnd ? suggestionAt(suggestionsRef.current, area.selectionStart) : undefined);
    const onClick = () => {
      const found = atCaret();
      setCaretId(found?.id ?? null);
      if (found) openCard(found.id, false);
    };
    const onKeyUp = () => setCaretId(atCaret()?.id ?? null);
    area.addEventListener('click', onClick);
    area.addEventListener('keyup', onKeyUp);
    return () => {
      area.removeEventListener('click', onClick);
      area.removeEventListener('keyup', onKeyUp);
    };
  }, [openCard]);

  const cardRef = (id: string) => (element: HTMLLIElement | null) => {
    if (element) cards.current.set(id, element);
    else cards.current.delete(id);
  };

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const focusAfterRender = (id: string | null) => {
    pendingFocus.current = id;
  };

  const neighbourOf = (id: string): string | null => {
    const index = suggestions.findIndex((s) => s.id === id);
    return suggestions[index + 1]?.id ?? suggestions[index - 1]?.id ?? null;
  };

  const reset = () => {
    setExpanded(new Set());
    setActiveId(null);
    setCaretId(null);
  };

  const caretSuggestion = caretId === null ? undefined : suggestions.find((s) => s.id === caretId);
  return { editorRef, statusRef, cardRef, expanded, activeId, caretSuggestion, toggle, openCard, focusAfterRender, neighbourOf, reset };
}
