'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useId } from 'react';
import { Button } from '@/components/ui/Button';
import { dictionaryWord } from '../model/personal-dictionary';
import type { Suggestion } from '../model/types';
import { CATEGORY_MESSAGE_KEYS, CATEGORY_STYLES, CategoryIcon } from './category-style';
import { contextOf, suggestionMessage, visibleText } from './suggestion-display';
import { useRuleTranslator } from './use-rule-translator';

/** Replacements offered at once (the engines may propose dozens); more when the card is open. */
const collapsedChoices = 3;
const expandedChoices = 8;

const acceptClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-transparent bg-accent px-3 py-1.5 text-sm font-semibold text-white hover:opacity-90 dark:text-slate-950';

export interface SuggestionCardProps {
  suggestion: Suggestion;
  /** The current text, for the context shown in the details. */
  text: string;
  expanded: boolean;
  /** Just opened from the text: briefly outlined. */
  active: boolean;
  /** Index of the chosen replacement. */
  choice: number;
  onChoose: (index: number) => void;
  onToggle: () => void;
  onAccept: () => void;
  onReject: () => void;
  onAddWord: (word: string) => void;
  onIgnoreRule: () => void;
}

/** One finding: its category, the flagged text, the proposed change, the explanation and the actions. */
export const SuggestionCard = forwardRef<HTMLLIElement, SuggestionCardProps>(function SuggestionCard(
  { suggestion: s, text, expanded, active, choice, onChoose, onToggle, onAccept, onReject, onAddWord, onIgnoreRule },
  ref,
) {
  const t = useTranslations('GrammarChecker');
  const translate = useRuleTranslator();
  const titleId = useId();
  const detailsId = useId();
  const choiceName = useId();
  const style = CATEGORY_STYLES[s.category];
  const word = s.category === 'misspelling' ? dictionaryWord(s.original) : null;
  const hasReplacement = s.replacements.length > 0;
  const replacementLabel = (value: string) => (value === '' ? t('removeText') : visibleText(value));
  const limit = expanded ? expandedChoices : collapsedChoices;
  const shown = s.replacements.map((value, index) => ({ value, index })).filter(({ index }) => index < limit || index === choice);
  const context = expanded ? contextOf(text, s) : null;

  return (
    <li
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="suggestion"
      data-category={s.category}
      data-suggestion-id={s.id}
      data-expanded={expanded}
      className={`space-y-3 rounded-xl border border-l-4 border-slate-200 bg-white p-3 shadow-sm transition-shadow dark:border-slate-800 dark:bg-slate-900 ${style.border} ${
        active ? 'ring-2 ring-accent ring-offset-2 ring-offset-white dark:ring-offset-slate-950' : ''
      }`}
    >
      <p id={titleId} className="flex flex-wrap items-center gap-2">
        <span data-testid="suggestion-category" className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${style.badge}`}>
          <CategoryIcon category={s.category} className="h-3.5 w-3.5" />
          {t(CATEGORY_MESSAGE_KEYS[s.category])}
        </span>
        {s.original !== '' && (
          <span data-testid="suggestion-original" className={`whitespace-pre-wrap break-words font-semibold ${hasReplacement ? 'line-through decoration-2' : ''}`}>
            {visibleText(s.original)}
          </span>
        )}
      </p>

      {!hasReplacement ? (
        <p data-testid={s.replacementsPending ? 'replacements-pending' : undefined} className="text-sm text-slate-700 dark:text-slate-300">
          {t(s.replacementsPending ? 'lookingForReplacements' : 'noReplacement')}
        </p>
      ) : s.replacements.length === 1 ? (
        <p className="flex items-center gap-2">
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t('replaceWith')}:</span>
          <strong data-testid="suggestion-replacement" className="whitespace-pre-wrap break-words">
            {replacementLabel(s.replacements[0] ?? '')}
          </strong>
        </p>
      ) : (
        <fieldset className="flex items-start gap-2">
          <legend className="sr-only">{t('replaceWith')}</legend>
          <span aria-hidden="true" className="pt-1">
            →
          </span>
          <span className="flex flex-wrap gap-2">
            {shown.map(({ value, index }) => (
              <label
                key={index}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-accent has-[:checked]:font-semibold dark:border-slate-700"
              >
                <input type="radio" name={choiceName} checked={choice === index} onChange={() => onChoose(index)} className="h-4 w-4 accent-[var(--accent)]" />
                <span className="whitespace-pre-wrap break-words">{replacementLabel(value)}</span>
              </label>
            ))}
          </span>
        </fieldset>
      )}

      <div id={detailsId} hidden={!expanded} data-testid="suggestion-details" className="space-y-2">
        <p data-testid="suggestion-message" className="text-sm leading-relaxed text-slate-800 dark:text-slate-200">
          {suggestionMessage(s, translate)}
        </p>
        {context && (
          <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-2 py-1 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            {context.before}
            <mark className={`rounded-sm px-0.5 ${style.badge}`}>{s.original === '' ? '‸' : s.original}</mark>
            {context.after}
          </p>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {s.url && (
            <a href={s.url} target="_blank" rel="noopener noreferrer" data-testid="rule-link" className="text-sm font-medium text-accent underline underline-offset-2 hover:no-underline">
              {t('ruleExplanation')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          )}
          {word !== null && (
            <Button variant="link" data-testid="add-to-dictionary" onClick={() => onAddWord(word)}>
              {t('addToDictionary', { word })}
            </Button>
          )}
          <Button variant="link" data-testid="ignore-rule" onClick={onIgnoreRule}>
            {t('ignoreRule')}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {hasReplacement && (
          <button type="button" data-testid="accept-suggestion" className={acceptClass} onClick={onAccept} aria-describedby={titleId}>
            {t('accept')}
          </button>
        )}
        <Button variant="small" data-testid="reject-suggestion" onClick={onReject} aria-describedby={titleId}>
          {t('reject')}
        </Button>
        <Button
          variant="small"
          data-testid="toggle-details"
          className="ml-auto"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={onToggle}
        >
          {expanded ? t('hideDetails') : t('showDetails')}
        </Button>
      </div>
    </li>
  );
});
