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
  /** Marks in the editor: background and underline colour (light, dark), underline style. */
  mark: { light: string; dark: string; line: string; lineDark: string; decoration: 'wavy' | 'solid' | 'dotted' | 'dashed' | 'double' };
}

export const CATEGORY_STYLES: Record<SuggestionCategory, CategoryStyle> = {
  misspelling: {
    badge: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    border: 'border-l-red-600 dark:border-l-red-400',
    mark: { light: '#fecaca', dark: 'rgba(153, 27, 27, 0.7)', line: '#b91c1c', lineDark: '#fca5a5', decoration: 'wavy' },
  },
  grammar: {
    badge: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    border: 'border-l-amber-500 dark:border-l-amber-400',
    mark: { light: '#fde68a', dark: 'rgba(146, 64, 14, 0.7)', line: '#b45309', lineDark: '#fcd34d', decoration: 'double' },
  },
  style: {
    badge: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    border: 'border-l-violet-600 dark:border-l-violet-400',
    mark: { light: '#ddd6fe', dark: 'rgba(91, 33, 182, 0.7)', line: '#6d28d9', lineDark: '#c4b5fd', decoration: 'dotted' },
  },
  punctuation: {
    badge: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
    border: 'border-l-sky-600 dark:border-l-sky-400',
    mark: { light: '#bae6fd', dark: 'rgba(7, 89, 133, 0.7)', line: '#0369a1', lineDark: '#7dd3fc', decoration: 'dashed' },
  },
  casing: {
    badge: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
    border: 'border-l-teal-600 dark:border-l-teal-400',
    mark: { light: '#99f6e4', dark: 'rgba(17, 94, 89, 0.7)', line: '#0f766e', lineDark: '#5eead4', decoration: 'solid' },
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

/**
 * CSS that colours the editor's marks by category. The shared editor gives every mark the same
 * class, so each one is addressed by its position among the marks (`nth-of-type`), which is
 * the position of its finding in `categories`.
 */
export function markStyles(scope: string, categories: readonly SuggestionCategory[]): string {
  const groups = new Map<SuggestionCategory, number[]>();
  categories.forEach((category, i) => {
    const list = groups.get(category) ?? [];
    list.push(i + 1);
    groups.set(category, list);
  });
  const rules: string[] = [];
  for (const [category, positions] of groups) {
    const { mark } = CATEGORY_STYLES[category];
    const selectors = (prefix: string) => positions.map((n) => `${prefix}${scope} mark:nth-of-type(${n})`).join(',');
    rules.push(
      `${selectors('')}{background-color:${mark.light};text-decoration:underline ${mark.decoration} ${mark.line};text-decoration-thickness:2px;text-underline-offset:4px;text-decoration-skip-ink:none}`,
      `${selectors('.dark ')}{background-color:${mark.dark};text-decoration-color:${mark.lineDark}}`,
    );
  }
  return rules.join('\n');
}
