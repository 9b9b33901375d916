'use client';

import { useTranslations } from 'next-intl';
import { SUGGESTION_CATEGORIES, type Suggestion, type SuggestionCategory } from '../model/types';
import { CATEGORY_MESSAGE_KEYS, CATEGORY_STYLES, CategoryIcon } from './category-style';

/** Props of {@link CategoryFilter}. */
export interface CategoryFilterProps {
  /** Every finding of the check, shown or not. */
  suggestions: readonly Suggestion[];
  hidden: ReadonlySet<SuggestionCategory>;
  onToggle: (category: SuggestionCategory) => void;
}

/** How many findings each category has. */
export function categoryCounts(suggestions: readonly Suggestion[]): Map<SuggestionCategory, number> {
  const counts = new Map<SuggestionCategory, number>();
  for (const s of suggestions) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return counts;
}

/** A toggle per category present (or hidden), with its count: pressed shows its cards and marks. */
export function CategoryFilter({ suggestions, hidden, onToggle }: CategoryFilterProps) {
  const t = useTranslations('GrammarChecker');
  const counts = categoryCounts(suggestions);
  const listed = SUGGESTION_CATEGORIES.filter((c) => (counts.get(c) ?? 0) > 0 || hidden.has(c));
  if (listed.length === 0) return null;

  return (
    <div role="group" aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
      {listed.map((category) => {
        const shown = !hidden.has(category);
        return (
          <button
            key={category}
            type="button"
            data-testid="category-filter"
            data-category={category}
            aria-pressed={shown}
            onClick={() => onToggle(category)}
            className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${
              shown ? `border-transparent ${CATEGORY_STYLES[category].badge}` : 'border-slate-300 text-slate-700 line-through dark:border-slate-700 dark:text-slate-300'
            }`}
          >
            <CategoryIcon category={category} className="h-3.5 w-3.5" />
            {t(CATEGORY_MESSAGE_KEYS[category])}
            <span data-testid="category-count" className="tabular-nums">
              {counts.get(category) ?? 0}
            </span>
          </button>
        );
      })}
    </div>
  );
}
