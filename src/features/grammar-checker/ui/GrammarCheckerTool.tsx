'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { EditorField } from '@/components/ui/EditorField';
import { editThroughBrowser, isEditable, undoInEditor } from '@/components/ui/editor-history';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { useStatusNotice } from '@/components/ui/use-status-notice';
import { DocumentUpload } from '@/features/document-import';
import { copyToClipboard } from '@/lib/clipboard';
import { downloadFile } from '@/lib/download';
import { useDraft } from '@/lib/drafts/use-draft';
// Only the light model modules: the engines load on demand (see engine-providers.ts).
import { mergePersonal, withoutRule, withoutWord } from '../model/personal-dictionary';
import { baseLanguage } from '../model/languages';
import type { Suggestion, SuggestionCategory } from '../model/types';
import { CategoryFilter } from './CategoryFilter';
import { CATEGORY_STYLES } from './category-style';
import { defaultEngineProviders, type GrammarEngineProviders } from './engine-providers';
import { GrammarSettings } from './GrammarSettings';
import { GrammarStatus } from './GrammarStatus';
import { languageName } from '@/i18n/language-names';
import { LanguageOffer } from '@/components/ui/LanguageOffer';
import { PersonalPanel } from './PersonalPanel';
import { checkedOnDevice } from './preferences';
import { markedSuggestions } from './suggestion-display';
import { SuggestionList } from './SuggestionList';
import { useCardFocus } from './use-card-focus';
import { useEngines } from './use-engines';
import { useGrammarCheck, type CheckSettings } from './use-grammar-check';
import { useGrammarPreferences } from './use-grammar-preferences';
import { useLanguageOffer } from '@/components/ui/use-language-offer';
import { usePause } from './use-pause';
import { LIVE_PAUSE_MS } from '../model/live-pause';
import { useSuggestionEdits } from './use-suggestion-edits';


export interface GrammarCheckerToolProps {
  locale: string;
  /** The engines (default: the on-device worker client and LanguageTool, both loaded on demand). */
  engines?: GrammarEngineProviders;
}

/** The Spelling & Grammar Checker: language and checker, the editor with marks, suggestion cards and the personal dictionary. */
export function GrammarCheckerTool({ locale, engines: providers = defaultEngineProviders }: GrammarCheckerToolProps) {
  const t = useTranslations('GrammarChecker');
  const tImport = useTranslations('DocumentImport');
  const noticeId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const draft = useDraft('grammarChecker');
  const { text } = draft;
  const { language, engine, personal, live, picky, setLanguage, setEngine, setPersonal, setLive, setPicky } = useGrammarPreferences(locale);
  const engines = useEngines(providers);
  const { outcome, running, problem, suggestions, check, ignore, changeText, importText, revise, restore, lookUpReplacements } = useGrammarCheck(engines, draft);
  const [hidden, setHidden] = useState<ReadonlySet<SuggestionCategory>>(() => new Set());
  const shown = useMemo(() => (hidden.size === 0 ? suggestions : suggestions.filter((s) => !hidden.has(s.category))), [suggestions, hidden]);
  const { editorRef, statusRef, cardRef, expanded, activeId, caretSuggestion, toggle, openCard, focusAfterRender, neighbourOf, reset: resetCards } = useCardFocus(shown);
  const suggestLanguage = useCallback((sample: string, chosen: string) => engines.local().then((local) => local.suggestLanguage?.(sample, chosen) ?? null), [engines]);
  const offer = useLanguageOffer(suggestLanguage);
  const [notice, say] = useStatusNotice();

  const settings: CheckSettings = { language, engine, options: { personalWords: personal.words, disabledRules: personal.rules.map((r) => r.id), picky } };
  // LanguageTool stays on demand (its public API allows 20 requests a minute): live only where the device checks.
  const liveAvailable = checkedOnDevice(engine, language);
  const liveActive = live && liveAvailable;

  // While an input method composes (kana or pinyin not yet converted, a candidate not yet
  // chosen), the text is not what the writer means: live checking and detection wait for the
  // composition to end.
  const composing = useRef(false);
  /** After a pause in typing (or a change of settings): the changed paragraphs are checked again, and the language detected. */
  const afterPause = usePause(() => {
    // A pause that ends while an input method composes waits for the composition's end.
    if (composing.current) return;
    const current = draft.text;
    if (current.trim() === '') return offer.clear();
    if (liveActive) void check(settings, 'live');
    offer.detect(current, language);
  }, LIVE_PAUSE_MS);

  // The text kept from the last visit is checked once it is back, as if just typed: with live
  // checking on, a returning writer sees the marks without editing first. A text typed before
  // the draft arrived already went through the pause.
  const draftChecked = useRef(false);
  useEffect(() => {
    if (!draft.loaded || draftChecked.current) return;
    draftChecked.current = true;
    if (draft.text.trim() !== '') afterPause();
  }, [draft.loaded, draft.text, afterPause]);

  const reviseAndRecheck = (revised: Suggestion[], next?: string, restorable?: boolean) => {
    revise(revised, next, restorable);
    if (next === undefined) return;
    // Through the browser's editing: Ctrl+Z in the editor takes the replacement back.
    editThroughBrowser(editorRef.current, next);
    afterPause();
  };
  /** Ctrl+Z (Cmd+Z) among the cards takes back the last change of the text, as it would in the editor; with Shift, or Ctrl+Y, makes it again. */
  const undoFromCards = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isEditable(event.target)) return;
    const key = event.key.toLowerCase();
    const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
    if (key !== 'z' && !redo) return;
    event.preventDefault();
    undoInEditor(editorRef.current, redo);
  };
  const edits = useSuggestionEdits({ text, suggestions, shown, revise: reviseAndRecheck, ignore, focusAfterRender, neighbourOf, personal, setPersonal });

  const marks = useMemo(
    () => markedSuggestions(text, shown).map((s) => ({ start: s.offset, end: s.offset + s.length, kind: s.category, className: CATEGORY_STYLES[s.category].mark })),
    [text, shown],
  );

  const startCheck = () => {
    resetCards();
    edits.resetChoices();
    void check(settings);
    offer.detect(text, language);
  };

  const edit = (next: string) => {
    changeText(next);
    afterPause();
  };
  const compositionChanged = (now: boolean) => {
    composing.current = now;
    // The text as converted: Chrome sends its last input event before the composition ends.
    if (!now) afterPause();
  };

  // The on-device checker's first load takes 1–2 s for a dictionary and longer for English
  // (measured in Chromium: download, WebAssembly set-up, parsing the dictionary). It starts when
  // the visitor comes to the editor, so it is mostly done by the time the first check needs
  // it; not for a visitor who asked the browser to save data.
  const warmUpOnDevice = () => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (checkedOnDevice(engine, language) && !saveData) void engines.local().then((local) => local.preload?.(language)).catch(() => {});
  };

  const restoreText = () => {
    restore();
    offer.clear();
    afterPause();
  };

  const importDocument = (imported: string) => {
    importText(imported);
    offer.clear();
    afterPause();
  };

  const changeLanguage = (code: string) => {
    setLanguage(code);
    offer.clear();
    afterPause();
    // Warm the on-device checker for the new language once it is running anyway.
    if (checkedOnDevice(engine, code)) void engines.createdLocal()?.then((local) => local.preload?.(code)).catch(() => {});
  };

  const changeSetting = (apply: () => void) => {
    apply();
    afterPause();
  };

  const toggleCategory = (category: SuggestionCategory) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  const copyText = async () => {
    if (await copyToClipboard(text)) say(t('copied'));
    else say(t('copyFailed'), 'error');
  };
  const downloadText = () => downloadFile(`${t('downloadFileName')}.txt`, text, 'text/plain;charset=utf-8');

  // Interim findings are not the check's result: it is still running, whatever started it.
  const checking = running !== null || Boolean(outcome?.interim);
  const summary = checking
    ? t('checking')
    : outcome
      ? outcome.found === 0 && suggestions.length === 0
        ? t('noSuggestions')
        : t('suggestionsCount', { count: suggestions.length })
      : '';
  // The language, not the variant: "This looks like German".
  const offeredName = offer.offered ? languageName(locale, baseLanguage(offer.offered)) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-4 lg:col-span-3">
        <GrammarSettings
          locale={locale}
          language={language}
          engine={engine}
          noticeId={noticeId}
          live={live}
          liveAvailable={liveAvailable}
          picky={picky}
          onLanguageChange={changeLanguage}
          onEngineChange={(choice) => changeSetting(() => setEngine(choice))}
          onLiveChange={(on) => changeSetting(() => setLive(on))}
          onPickyChange={(on) => changeSetting(() => setPicky(on))}
        />
        <div aria-live="polite">
          {offer.offered && offeredName && (
            <LanguageOffer
              message={t('languageLooksLike', { language: offeredName })}
              switchLabel={t('switchLanguage')}
              dismissLabel={t('dismiss')}
              onSwitch={() => changeLanguage(offer.offered as string)}
              onDismiss={offer.dismiss}
            />
          )}
        </div>
        <EditorField
          ref={editorRef}
          onFocus={warmUpOnDevice}
          dropRef={dropRef}
          label={t('inputLabel')}
          testId="grammar-input"
          value={text}
          onChange={edit}
          onCompositionChange={compositionChanged}
          placeholder={t('placeholder')}
          marks={marks}
          describedBy={noticeId}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="primary" data-testid="check-button" onClick={startCheck} disabled={text.trim() === ''}>
            {t('check')}
          </Button>
          <Button variant="secondary" data-testid="copy-text" onClick={copyText} disabled={text === ''}>
            {t('copy')}
          </Button>
          <Button variant="secondary" data-testid="download-text" onClick={downloadText} disabled={text === ''}>
            {t('download')}
          </Button>
          <Button variant="secondary" data-testid="restore-button" onClick={restoreText} disabled={draft.restorable === null} title={t('restoreHint')}>
            {tImport('restore')}
          </Button>
          <DocumentUpload onImported={importDocument} dropTarget={dropRef} />
          {caretSuggestion && (
            <Button variant="small" data-testid="open-suggestion" onClick={() => openCard(caretSuggestion.id, true)}>
              {t('openSuggestion', { text: caretSuggestion.original })}
            </Button>
          )}
        </div>
        <StatusMessage notice={notice} testId="grammar-copy-status" />
      </div>

      <div className="space-y-4 lg:col-span-2">
        <section className="space-y-3" data-testid="grammar-results" aria-busy={checking} onKeyDown={undoFromCards}>
          <GrammarStatus statusRef={statusRef} summary={summary} running={running} problem={problem} edited={(outcome?.edited ?? false) && !liveActive} interim={outcome?.interim === 'spelling'} />
          <CategoryFilter suggestions={suggestions} hidden={hidden} onToggle={toggleCategory} />
          <SuggestionList
            suggestions={shown}
            text={text}
            label={summary}
            cardRef={cardRef}
            expanded={expanded}
            activeId={activeId}
            onToggle={(id) => {
              toggle(id);
              const opened = shown.find((s) => s.id === id);
              if (opened) lookUpReplacements(opened, language);
            }}
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
