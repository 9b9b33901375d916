'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { EditorField } from '@/components/ui/EditorField';
import { DocumentUpload } from '@/features/document-import';
import { useDraft } from '@/lib/drafts/use-draft';
// Only the light model modules: the engines load on demand (see engine-providers.ts).
import { mergePersonal, withoutRule, withoutWord } from '../model/personal-dictionary';
import { CATEGORY_STYLES } from './category-style';
import { defaultEngineProviders, type GrammarEngineProviders } from './engine-providers';
import { GrammarSettings } from './GrammarSettings';
import { GrammarStatus } from './GrammarStatus';
import { PersonalPanel } from './PersonalPanel';
import { checkedOnDevice } from './preferences';
import { markedSuggestions } from './suggestion-display';
import { SuggestionList } from './SuggestionList';
import { useCardFocus } from './use-card-focus';
import { useEngines } from './use-engines';
import { useGrammarCheck } from './use-grammar-check';
import { useGrammarPreferences } from './use-grammar-preferences';
import { useSuggestionEdits } from './use-suggestion-edits';

export interface GrammarCheckerToolProps {
  locale: string;
  /** The engines (default: the on-device worker client and LanguageTool, both loaded on demand). */
  engines?: GrammarEngineProviders;
}

/** The Spelling & Grammar Checker: language and checker, the editor with marks, suggestion cards and the personal dictionary. */
export function GrammarCheckerTool({ locale, engines: providers = defaultEngineProviders }: GrammarCheckerToolProps) {
  const t = useTranslations('GrammarChecker');
  const noticeId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const draft = useDraft('grammarChecker');
  const { text } = draft;
  const { language, engine, personal, setLanguage, setEngine, setPersonal } = useGrammarPreferences(locale);
  const engines = useEngines(providers);
  const { outcome, running, problem, suggestions, check, changeText, importText, revise } = useGrammarCheck(engines, draft);
  const { editorRef, statusRef, cardRef, expanded, activeId, caretSuggestion, toggle, openCard, focusAfterRender, neighbourOf, reset: resetCards } = useCardFocus(suggestions);
  const edits = useSuggestionEdits({ text, suggestions, revise, focusAfterRender, neighbourOf, personal, setPersonal });

  const marks = useMemo(
    () => markedSuggestions(text, suggestions).map((s) => ({ start: s.offset, end: s.offset + s.length, className: CATEGORY_STYLES[s.category].mark })),
    [text, suggestions],
  );

  const startCheck = () => {
    resetCards();
    edits.resetChoices();
    void check({ language, engine, options: { personalWords: personal.words, disabledRules: personal.rules.map((r) => r.id) } });
  };

  const changeLanguage = (code: string) => {
    setLanguage(code);
    // Warm the on-device checker for the new language once it is running anyway.
    if (checkedOnDevice(engine, code)) void engines.createdLocal()?.then((local) => local.preload?.(code)).catch(() => {});
  };

  const summary = running
    ? t('checking')
    : outcome
      ? outcome.found === 0 && suggestions.length === 0
        ? t('noSuggestions')
        : t('suggestionsCount', { count: suggestions.length })
      : '';

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-4 lg:col-span-3">
        <GrammarSettings locale={locale} language={language} engine={engine} noticeId={noticeId} onLanguageChange={changeLanguage} onEngineChange={setEngine} />
        <EditorField
          ref={editorRef}
          dropRef={dropRef}
          label={t('inputLabel')}
          testId="grammar-input"
          value={text}
          onChange={changeText}
          placeholder={t('placeholder')}
          marks={marks}
          describedBy={noticeId}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="primary" data-testid="check-button" onClick={startCheck} disabled={text.trim() === ''}>
            {t('check')}
          </Button>
          <DocumentUpload onImported={importText} dropTarget={dropRef} />
          {caretSuggestion && (
            <Button variant="small" data-testid="open-suggestion" onClick={() => openCard(caretSuggestion.id, true)}>
              {t('openSuggestion', { text: caretSuggestion.original })}
            </Button>
          )}
        </div>
      </div>

      <div className="space-y-4 lg:col-span-2">
        <section className="space-y-3" data-testid="grammar-results" aria-busy={running !== null}>
          <GrammarStatus statusRef={statusRef} summary={summary} running={running} problem={problem} edited={outcome?.edited ?? false} />
          <SuggestionList
            suggestions={suggestions}
            text={text}
            label={summary}
            cardRef={cardRef}
            expanded={expanded}
            activeId={activeId}
            onToggle={toggle}
            edits={edits}
          />
        </section>
        <PersonalPanel
          personal={personal}
          onRemoveWord={(word) => setPersonal(withoutWord(personal, word))}
          onRemoveRule={(ruleId) => setPersonal(withoutRule(personal, ruleId))}
          onImport={(imported) => setPersonal(mergePersonal(personal, imported))}
        />
      </div>
    </div>
  );
}
