'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { Suggestion } from '../model/types';
import { SuggestionCard } from './SuggestionCard';
import type { CardFocus } from './use-card-focus';
import type { SuggestionEdits } from './use-suggestion-edits';

/** Accept All and Reject All appear from this many suggestions on. */
export const BULK_ACTIONS_FROM = 5;

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** The findings on screen, in reading order. */
  suggestions: readonly Suggestion[];
  /** The current text, for the context the cards show. */
  text: string;
  /** The list's accessible name (the status line's count). */
  label: string;
  cardRef: CardFocus['cardRef'];
  /** Ids of the cards showing their details. */
  expanded: ReadonlySet<string>;
  /** The card just opened from the text. */
  activeId: string | null;
  onToggle: (id: string) => void;
  edits: SuggestionEdits;
}

/** The bulk actions and a card per finding. */
export function SuggestionList({ suggestions, text, label, cardRef, expanded, activeId, onToggle, edits }: SuggestionListProps) {
  const t = useTranslations('GrammarChecker');
  if (suggestions.length === 0) return null;

  return (
    <>
      {suggestions.length >= BULK_ACTIONS_FROM && (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" data-testid="accept-all" onClick={edits.acceptAll}>
            {t('acceptAll')}
          </Button>
          <Button variant="small" data-testid="reject-all" onClick={edits.rejectAll}>
            {t('rejectAll')}
          </Button>
        </div>
      )}
      <ul className="-m-1 space-y-3 p-1 lg:max-h-[75vh] lg:overflow-y-auto" data-testid="suggestions" aria-label={label}>
        {suggestions.map((s) => (
          <SuggestionCard
            key={s.id}
            ref={cardRef(s.id)}
            suggestion={s}
            text={text}
            expanded={expanded.has(s.id)}
            active={activeId === s.id}
            choice={edits.choices[s.id] ?? 0}
            onChoose={(index) => edits.choose(s.id, index)}
            onToggle={() => onToggle(s.id)}
            onAccept={() => edits.accept(s)}
            onReject={() => edits.reject(s)}
            onAddWord={(word) => edits.addWord(s, word)}
            onIgnoreRule={() => edits.ignoreRule(s)}
          />
        ))}
      </ul>
    </>
  );
}
