'use client';

import { useState } from 'react';
import { applyAll, applySuggestion, type AppliedText } from '../model/apply-suggestion';
import { withRule, withWord, type PersonalPreferences } from '../model/personal-dictionary';
import type { CheckOptions, Suggestion } from '../model/types';
import { applyUserPreferences } from '../model/user-preferences';
import { ruleLabel } from './suggestion-display';
import { useRuleTranslator } from './use-rule-translator';
import type { CardFocus } from './use-card-focus';
import type { GrammarCheck } from './use-grammar-check';

/** What the edits work on. */
export interface SuggestionEditsInput {
  text: string;
  /** The findings of the check, in reading order. */
  suggestions: Suggestion[];
  /** Those of them shown (the category filter): what Accept All and Reject All act on. */
  shown: readonly Suggestion[];
  revise: GrammarCheck['revise'];
  ignore: GrammarCheck['ignore'];
  focusAfterRender: CardFocus['focusAfterRender'];
  neighbourOf: CardFocus['neighbourOf'];
  personal: PersonalPreferences;
  setPersonal: (personal: PersonalPreferences) => void;
}

/** The user's answers to the cards. */
export interface SuggestionEdits {
  /** The chosen replacement's index, by card id (the first one when absent). */
  choices: Readonly<Record<string, number>>;
  choose: (id: string, index: number) => void;
  /** Forgets the choices, for a new check. */
  resetChoices: () => void;
  /** Applies the chosen replacement of `s`; the cards after it move with the text. */
  accept: (s: Suggestion) => void;
  /** Ignores `s` once: it stays hidden in later checks of the same passage. */
  reject: (s: Suggestion) => void;
  /** Accepts every shown card. */
  acceptAll: () => void;
  /** Ignores every shown card once. */
  rejectAll: () => void;
  /** Adds `word` to the personal dictionary; every card it explains goes. */
  addWord: (s: Suggestion, word: string) => void;
  /** Ignores the rule of `s` from now on; every card of it goes. */
  ignoreRule: (s: Suggestion) => void;
}

/** Accepting, rejecting and ignoring findings; the focus moves on to the next card each time. */
export function useSuggestionEdits({ text, suggestions, shown, revise, ignore, focusAfterRender, neighbourOf, personal, setPersonal }: SuggestionEditsInput): SuggestionEdits {
  const [choices, setChoices] = useState<Readonly<Record<string, number>>>({});
  const translate = useRuleTranslator();

  const accept = (s: Suggestion) => {
    let applied: AppliedText;
    try {
      applied = applySuggestion(text, suggestions, s, s.replacements[choices[s.id] ?? 0]);
    } catch {
      return; // Stale: the card no longer matches the text.
    }
    const following = suggestions.slice(suggestions.indexOf(s) + 1).find((x) => applied.suggestions.some((a) => a.id === x.id));
    focusAfterRender(following?.id ?? applied.suggestions.at(-1)?.id ?? null);
    revise(applied.suggestions, applied.text);
  };

  const reject = (s: Suggestion) => {
    focusAfterRender(neighbourOf(s.id));
    ignore([s]);
    revise(suggestions.filter((x) => x.id !== s.id));
  };

  const acceptAll = () => {
    // Each card's chosen replacement goes first, as applyAll applies the first one.
    const prepared = suggestions.map((s) => {
      const index = choices[s.id] ?? 0;
      const chosen = s.replacements[index];
      return index > 0 && chosen !== undefined ? { ...s, replacements: [chosen, ...s.replacements.filter((_, i) => i !== index)] } : s;
    });
    const shownIds = new Set(shown.map((s) => s.id));
    const applied = applyAll(text, prepared, (s) => shownIds.has(s.id));
    const originals = new Map(suggestions.map((s) => [s.id, s]));
    const remaining = applied.suggestions.map((s) => ({ ...s, replacements: originals.get(s.id)?.replacements ?? s.replacements }));
    focusAfterRender(remaining.find((s) => shownIds.has(s.id))?.id ?? null);
    // The text before stays restorable: Restore brings it back where no undo can (a touch screen).
    revise(remaining, applied.text, true);
  };

  const rejectAll = () => {
    focusAfterRender(null);
    ignore(shown);
    revise(suggestions.filter((s) => !shown.includes(s)));
  };

  /** Drops the cards the new preference covers, and focuses the next one left after `id`. */
  const dropMatching = (id: string, options: CheckOptions) => {
    const remaining = applyUserPreferences(suggestions, options);
    const index = suggestions.findIndex((s) => s.id === id);
    const following = suggestions.slice(index + 1).find((s) => remaining.includes(s)) ?? remaining.at(-1);
    focusAfterRender(following?.id ?? null);
    revise(remaining);
  };

  return {
    choices,
    choose: (id, index) => setChoices((current) => ({ ...current, [id]: index })),
    resetChoices: () => setChoices({}),
    accept,
    reject,
    acceptAll,
    rejectAll,
    addWord: (s, word) => {
      setPersonal(withWord(personal, word));
      dropMatching(s.id, { personalWords: [word] });
    },
    ignoreRule: (s) => {
      setPersonal(withRule(personal, { id: s.ruleId, label: ruleLabel(s, translate) }));
      dropMatching(s.id, { disabledRules: [s.ruleId] });
    },
  };
}
