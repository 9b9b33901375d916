/**
 * The look of each finding category: a name, a colour and an icon on the cards, and a
 * background plus an underline pattern on the marks in the text (the pattern tells the
 * categories apart without relying on colour). Text colours keep ≥ 4.5:1 contrast on the
 * card backgrounds in both themes.
 */
import type { ReactNode } from 'react';
import type { SuggestionCategory } from '../model/types';

export const CATEGORY_MESSAGE_KEYS = {
  grammar: 'categoryGrammar',
  misspelling: 'categoryMisspelling',
  style: 'categoryStyle',
  punctuation: 'categoryPunctuation',
  casing: 'categoryCasing',
} as const satisfies Record<SuggestionCategory, string>;

interface CategoryStyle {
  /** Badge: text and background, light and dark. */
  badge: string;
  /** Left border of the card. */
  border: string;
  /** Marks in the editor: background, underline colour, and an underline style of its own. */
  mark: string;
}

export const CATEGORY_STYLES: Record<SuggestionCategory, CategoryStyle> = {
  misspelling: {
    badge: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    border: 'border-l-red-600 dark:border-l-red-400',
    mark: 'underline decoration-2 underline-offset-4 [text-decoration-skip-ink:none] bg-red-200 decoration-wavy decoration-red-700 dark:bg-red-800/70 dark:decoration-red-300',
  },
  grammar: {
    badge: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    border: 'border-l-amber-500 dark:border-l-amber-400',
    mark: 'underline decoration-2 underline-offset-4 [text-decoration-skip-ink:none] bg-amber-200 decoration-double decoration-amber-700 dark:bg-amber-800/70 dark:decoration-amber-300',
  },
  style: {
    badge: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    border: 'border-l-violet-600 dark:border-l-violet-400',
    mark: 'underline decoration-2 underline-offset-4 [text-decoration-skip-ink:none] bg-violet-200 decoration-dotted decoration-violet-700 dark:bg-violet-800/70 dark:decoration-violet-300',
  },
  punctuation: {
    badge: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
    border: 'border-l-sky-600 dark:border-l-sky-400',
    mark: 'underline decoration-2 underline-offset-4 [text-decoration-skip-ink:none] bg-sky-200 decoration-dashed decoration-sky-700 dark:bg-sky-800/70 dark:decoration-sky-300',
  },
  casing: {
    badge: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
    border: 'border-l-teal-600 dark:border-l-teal-400',
    mark: 'underline decoration-2 underline-offset-4 [text-decoration-skip-ink:none] bg-teal-200 decoration-solid decoration-teal-700 dark:bg-teal-800/70 dark:decoration-teal-300',
  },
};

const iconPaths: Record<SuggestionCategory, ReactNode> = {
  // An "A" over a wavy line.
  misspelling: (
    <>
      <path d="M7 14 11 4h2l4 10M8.6 10h6.8" />
      <path d="M3 19c1.5-1.5 3 1.5 4.5 0s3 1.5 4.5 0 3 1.5 4.5 0 3 1.5 4.5 0" />
    </>
  ),
  // Lines of text with a check mark.
  grammar: (
    <>
      <path d="M4 6h12M4 11h9M4 16h6" />
      <path d="m13 17 3 3 5-6" />
    </>
  ),
  // A sparkle.
  style: <path d="M12 3.5 13.9 9l5.6 2-5.6 2L12 18.5 10.1 13l-5.6-2 5.6-2z" />,
  // A full stop and a comma.
  punctuation: (
    <>
      <circle cx="8" cy="16" r="2" fill="currentColor" />
      <path d="M16 14v2.5c0 1.8-.8 3-2.3 3.8" />
      <circle cx="16" cy="14.5" r="1.6" fill="currentColor" />
    </>
  ),
  // "Aa".
  casing: (
    <>
      <path d="M3 19 8 5l5 14M5 14h6" />
      <circle cx="17.5" cy="15.5" r="3" />
      <path d="M20.5 12.5V19" />
    </>
  ),
};

export function CategoryIcon({ category, className = 'h-4 w-4' }: { category: SuggestionCategory; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {iconPaths[category]}
    </svg>
  );
}
