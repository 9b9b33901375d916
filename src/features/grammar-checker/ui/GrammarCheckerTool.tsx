'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HighlightedTextarea, type TextMark } from '@/components/ui/HighlightedTextarea';
import { DocumentUpload } from '@/features/document-import';
import { useDraft } from '@/lib/drafts/use-draft';
// Only the light model modules: the engines load on demand (see engine-providers.ts).
import { applyAll, applySuggestion, type AppliedText } from '../model/apply-suggestion';
import { isAbortError, isGrammarCheckError, type GrammarCheckError } from '../model/errors';
import { defaultGrammarLanguage } from '../model/languages';
import type { CheckOptions, CheckProgress, Suggestion } from '../model/types';
import { applyUserPreferences } from '../model/user-preferences';
import { CATEGORY_STYLES } from './category-style';
import { defaultEngineProviders, type GrammarEngineProviders, type LocalGrammarEngine } from './engine-providers';
import { languageOptions } from './language-options';
import { PersonalPanel } from './PersonalPanel';
import {
  EMPTY_PERSONAL,
  coveredLocally,
  defaultEngine,
  dictionaryWord,
  languageToolHost,
  loadEngine,
  loadLanguage,
  loadPersonal,
  mergePersonal,
  saveEngine,
  saveLanguage,
  savePersonal,
  withRule,
  withWord,
  withoutRule,
  withoutWord,
  type EngineChoice,
  type PersonalPreferences,
} from './preferences';
import { matchingSuggestions, reconcileSuggestions } from './reconcile';
import { SuggestionCard, smallButtonClass } from './SuggestionCard';
import { compareSuggestions, markedSuggestions, ruleLabel, suggestionAt } from './suggestion-display';

/** Accept All and Reject All appear from this many suggestions on. */
export const BULK_ACTIONS_FROM = 5;
/** Findings of the local engine that came without replacements get them fetched, up to this many per check. */
const fillReplacementsMax = 10;
/** How long a card opened from the text stays outlined. */
const activeOutlineMs = 2000;
/** The attribute that scopes the mark colours to this editor. */

const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

interface Outcome {
  /** The text the suggestions' offsets refer to. */
  text: string;
  suggestions: Suggestion[];
  /** How many the check found (0: the "looks great" message). */
  found: number;
  language: string;
  /** The text was edited after the check. */
  edited: boolean;
}

interface Running {
  /** The on-device engine is loading its assets; `progress` 0–1 when the size is known. */
  loading: boolean;
  progress: number | null;
}

interface Problem {
  /** Why LanguageTool gave no result (shown in an alert). */
  remote: string | null;
  /** The on-device checker failed. */
  local: boolean;
  /** The on-device checker's result is shown instead of LanguageTool's. */
  fallback: boolean;
}

const noProblem: Problem = { remote: null, local: false, fallback: false };

export interface GrammarCheckerToolProps {
  locale: string;
  /** The engines (default: the on-device worker client and LanguageTool, both loaded on demand). */
  engines?: GrammarEngineProviders;
}

/** The Spelling & Grammar Checker: language and checker, the editor with marks, suggestion cards and the personal dictionary. */
export function GrammarCheckerTool({ locale, engines = defaultEngineProviders }: GrammarCheckerToolProps) {
  const t = useTranslations('GrammarChecker');
  const editorId = useId();
  const languageId = useId();
  const engineId = useId();
  const engineHintId = useId();
  const loadingId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { text, setText, replace } = useDraft('grammarChecker');

  const [language, setLanguage] = useState(() => defaultGrammarLanguage(locale));
  const [chosenEngine, setChosenEngine] = useState<EngineChoice | null>(null);
  const [personal, setPersonal] = useState<PersonalPreferences>(EMPTY_PERSONAL);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [problem, setProblem] = useState<Problem>(noProblem);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [choices, setChoices] = useState<Readonly<Record<string, number>>>({});
  const [activeId, setActiveId] = useState<string | null>(null);
  const [caretId, setCaretId] = useState<string | null>(null);

  const engine: EngineChoice = chosenEngine ?? defaultEngine(language);
  const covered = coveredLocally(language);
  const options = useMemo(
    () => languageOptions(locale, (variant, language) => t(variant === 'simple-language' ? 'languageSimple' : 'languageBalearic', { language })),
    [locale, t],
  );

  // Latest values for the asynchronous check and the editor's event listeners.
  const textRef = useRef(text);
  const personalRef = useRef(personal);
  const localRef = useRef<Promise<LocalGrammarEngine> | null>(null);
  const remoteRef = useRef<ReturnType<GrammarEngineProviders['remote']> | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const cardRefs = useRef(new Map<string, HTMLLIElement>());
  const pendingFocus = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  useEffect(() => {
    personalRef.current = personal;
  }, [personal]);

  useEffect(() => {
    // Saved choices, restored after hydration (the static HTML cannot know them).
    const storedLanguage = loadLanguage();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storedLanguage) setLanguage(storedLanguage);
    setChosenEngine(loadEngine());
    setPersonal(loadPersonal());
    return () => {
      controllerRef.current?.abort();
      void localRef.current?.then((local) => local.dispose?.()).catch(() => {});
    };
  }, []);

  // The suggestions for the text on screen (the draft may change it from outside the editor).
  const suggestions = useMemo(() => {
    if (!outcome) return [];
    const list = outcome.text === text ? outcome.suggestions : reconcileSuggestions(outcome.text, text, outcome.suggestions);
    return matchingSuggestions(text, list).sort(compareSuggestions);
  }, [outcome, text]);
  const suggestionsRef = useRef(suggestions);
  useEffect(() => {
    suggestionsRef.current = suggestions;
  }, [suggestions]);

  const marked = useMemo(() => markedSuggestions(text, suggestions), [text, suggestions]);
  const marks = useMemo<TextMark[]>(
    () => marked.map((s) => ({ start: s.offset, end: s.offset + s.length, className: CATEGORY_STYLES[s.category].mark })),
    [marked],
  );

  const loadLocal = useCallback(() => {
    const created = (localRef.current ??= engines.local());
    // A failed load (e.g. offline before the first use) is retried at the next check.
    created.catch(() => {
      if (localRef.current === created) localRef.current = null;
    });
    return created;
  }, [engines]);

  const loadRemote = useCallback(() => {
    const created = (remoteRef.current ??= engines.remote());
    created.catch(() => {
      if (remoteRef.current === created) remoteRef.current = null;
    });
    return created;
  }, [engines]);

  const remoteFailure = useCallback(
    (error: unknown): string => {
      // Anything but a typed failure (e.g. the client's code could not be fetched) means no connection.
      if (!isGrammarCheckError(error)) return t('errorOffline');
      const failure = (error as GrammarCheckError).failure;
      switch (failure.kind) {
        case 'offline':
          return t('errorOffline');
        case 'rateLimited':
          return t('errorRateLimited', { seconds: failure.retryAfterSeconds });
        case 'server':
          return t('errorServer', { status: failure.status });
        case 'timeout':
          return t('errorTimeout');
        case 'tooLong':
          return t('errorTooLong');
        default:
          return t('errorServer', { status: 400 });
      }
    },
    [t],
  );

  /** Fetches replacements for local spelling findings that came without any (the engine's time budget ran out). */
  const fillReplacements = useCallback(
    async (found: readonly Suggestion[], checkedLanguage: string, signal: AbortSignal) => {
      const missing = found.filter((s) => s.engine === 'local' && s.category === 'misspelling' && s.replacements.length === 0).slice(0, fillReplacementsMax);
      if (missing.length === 0 || !localRef.current) return;
      const local = await localRef.current;
      if (!local.suggest) return;
      for (const s of missing) {
        if (signal.aborted) return;
        const replacements = await local.suggest(dictionaryWord(s.original) ?? s.original, checkedLanguage).catch(() => []);
        if (signal.aborted || replacements.length === 0) continue;
        setOutcome((o) => (o ? { ...o, suggestions: o.suggestions.map((x) => (x.id === s.id ? { ...x, replacements } : x)) } : o));
      }
    },
    [],
  );

  const check = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const signal = controller.signal;
    const checked = textRef.current;
    const checkedLanguage = language;
    const checkOptions: CheckOptions = { personalWords: personalRef.current.words, disabledRules: personalRef.current.rules.map((r) => r.id) };
    const useLocal = engine === 'local' && coveredLocally(checkedLanguage);
    let lastPercent = -1;
    const onProgress = (p: CheckProgress) => {
      if (signal.aborted) return;
      if (p.phase === 'checking') {
        setRunning({ loading: false, progress: null });
        return;
      }
      const progress = p.total ? Math.min(1, (p.loaded ?? 0) / p.total) : null;
      const percent = progress === null ? -1 : Math.floor(progress * 100);
      if (percent === lastPercent && lastPercent !== -1) return;
      lastPercent = percent;
      setRunning({ loading: true, progress: progress === null ? null : percent / 100 });
    };
    const runLocal = async () => (await loadLocal()).check(checked, checkedLanguage, signal, onProgress, checkOptions);

    setRunning({ loading: false, progress: null });
    setProblem(noProblem);
    setOutcome(null);
    setExpanded(new Set());
    setChoices({});
    setActiveId(null);
    setCaretId(null);

    let found: Suggestion[] | null = null;
    let next: Problem = noProblem;
    try {
      if (useLocal) {
        try {
          found = await runLocal();
        } catch (error) {
          if (signal.aborted || isAbortError(error)) return;
          next = { ...next, local: true };
        }
      } else {
        try {
          found = await (await loadRemote()).check(checked, checkedLanguage, signal, onProgress, checkOptions);
        } catch (error) {
          if (signal.aborted || isAbortError(error)) return;
          next = { ...next, remote: remoteFailure(error) };
          if (coveredLocally(checkedLanguage)) {
            try {
              found = await runLocal();
              next = { ...next, fallback: true };
            } catch (localError) {
              if (signal.aborted || isAbortError(localError)) return;
              next = { ...next, local: true };
            }
          } else if (isGrammarCheckError(error) && error.failure.kind === 'rateLimited' && error.failure.partial) {
            // What was checked before the limit hit is still worth showing.
            found = error.failure.partial.suggestions;
          }
        }
      }
      if (signal.aborted) return;
      setProblem(next);
      if (found) {
        const now = textRef.current;
        setOutcome({ text: now, suggestions: reconcileSuggestions(checked, now, found), found: found.length, language: checkedLanguage, edited: now !== checked });
        void fillReplacements(found, checkedLanguage, signal);
      }
    } finally {
      if (controllerRef.current === controller) setRunning(null);
    }
  }, [engine, language, loadLocal, loadRemote, remoteFailure, fillReplacements]);

  const changeText = useCallback(
    (next: string) => {
      textRef.current = next;
      setText(next);
      setOutcome((o) => (o && o.text !== next ? { ...o, text: next, suggestions: reconcileSuggestions(o.text, next, o.suggestions), edited: true } : o));
    },
    [setText],
  );

  const importText = (imported: string) => {
    controllerRef.current?.abort();
    textRef.current = imported;
    replace(imported);
    setOutcome(null);
    setProblem(noProblem);
  };

  /** Focuses, after the next render, the card `id`, or the status line when null. */
  const focusAfterRender = (id: string | null) => {
    pendingFocus.current = id;
  };
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    pendingFocus.current = undefined;
    const target = id === null ? statusRef.current : (cardRefs.current.get(id) ?? statusRef.current);
    target?.focus();
  });

  /** The card to focus once `id` is gone: the next one, else the previous one. */
  const neighbourOf = (id: string): string | null => {
    const index = suggestions.findIndex((s) => s.id === id);
    return suggestions[index + 1]?.id ?? suggestions[index - 1]?.id ?? null;
  };

  const accept = (s: Suggestion) => {
    const replacement = s.replacements[choices[s.id] ?? 0];
    let applied: AppliedText;
    try {
      applied = applySuggestion(text, suggestions, s, replacement);
    } catch {
      return; // Stale: the card no longer matches the text.
    }
    const following = suggestions.slice(suggestions.indexOf(s) + 1).find((x) => applied.suggestions.some((a) => a.id === x.id));
    focusAfterRender(following?.id ?? applied.suggestions.at(-1)?.id ?? null);
    textRef.current = applied.text;
    setText(applied.text);
    setOutcome((o) => (o ? { ...o, text: applied.text, suggestions: applied.suggestions } : o));
  };

  const reject = (s: Suggestion) => {
    focusAfterRender(neighbourOf(s.id));
    setOutcome((o) => (o ? { ...o, suggestions: o.suggestions.filter((x) => x.id !== s.id) } : o));
  };

  const acceptAll = () => {
    // Each card's chosen replacement goes first, as applyAll applies the first one.
    const prepared = suggestions.map((s) => {
      const index = choices[s.id] ?? 0;
      const chosen = s.replacements[index];
      return index > 0 && chosen !== undefined ? { ...s, replacements: [chosen, ...s.replacements.filter((_, i) => i !== index)] } : s;
    });
    const applied = applyAll(text, prepared);
    const originals = new Map(suggestions.map((s) => [s.id, s]));
    const remaining = applied.suggestions.map((s) => ({ ...s, replacements: originals.get(s.id)?.replacements ?? s.replacements }));
    focusAfterRender(remaining[0]?.id ?? null);
    textRef.current = applied.text;
    setText(applied.text);
    setOutcome((o) => (o ? { ...o, text: applied.text, suggestions: remaining } : o));
  };

  const rejectAll = () => {
    focusAfterRender(null);
    setOutcome((o) => (o ? { ...o, suggestions: [] } : o));
  };

  const updatePersonal = (next: PersonalPreferences) => {
    personalRef.current = next;
    setPersonal(next);
    savePersonal(next);
  };

  const dropMatching = (id: string, options: CheckOptions) => {
    const remaining = applyUserPreferences(suggestions, options);
    const index = suggestions.findIndex((s) => s.id === id);
    const following = suggestions.slice(index + 1).find((s) => remaining.includes(s)) ?? remaining.at(-1);
    focusAfterRender(following?.id ?? null);
    setOutcome((o) => (o ? { ...o, text, suggestions: remaining } : o));
  };

  const addWord = (s: Suggestion, word: string) => {
    updatePersonal(withWord(personal, word));
    dropMatching(s.id, { personalWords: [word] });
  };

  const ignoreRule = (s: Suggestion) => {
    updatePersonal(withRule(personal, { id: s.ruleId, label: ruleLabel(s) }));
    dropMatching(s.id, { disabledRules: [s.ruleId] });
  };

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Opens the card of `id` (from the text): expands it, scrolls to it, outlines it, and focuses it when asked. */
  const openCard = useCallback((id: string, focus: boolean) => {
    setExpanded((current) => (current.has(id) ? current : new Set(current).add(id)));
    setActiveId(id);
    window.requestAnimationFrame(() => {
      const card = cardRefs.current.get(id);
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

  const changeLanguage = (code: string) => {
    setLanguage(code);
    saveLanguage(code);
    // Warm the on-device checker for the new language once it is running anyway.
    if (engine === 'local' && coveredLocally(code)) void localRef.current?.then((local) => local.preload?.(code)).catch(() => {});
  };

  const changeEngine = (value: EngineChoice) => {
    setChosenEngine(value);
    saveEngine(value);
  };

  const caretSuggestion = caretId === null ? undefined : suggestions.find((s) => s.id === caretId);
  const host = languageToolHost();
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
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={languageId} className="block text-sm font-semibold">
              {t('languageLabel')}
            </label>
            <select id={languageId} data-testid="grammar-language" value={language} onChange={(event) => changeLanguage(event.target.value)} className={selectClass}>
              {options.map((option) => (
                <option key={option.code} value={option.code} suppressHydrationWarning>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={engineId} className="block text-sm font-semibold">
              {t('engineLabel')}
            </label>
            <select
              id={engineId}
              data-testid="engine-select"
              value={engine}
              aria-describedby={engineHintId}
              onChange={(event) => changeEngine(event.target.value === 'remote' ? 'remote' : 'local')}
              className={selectClass}
            >
              <option value="local">{t('engineLocal')}</option>
              <option value="remote">{t('engineRemote')}</option>
            </select>
          </div>
        </div>
        <div id={engineHintId} data-testid="engine-notice" className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
          {engine === 'local' && covered ? (
            <p>{t('engineLocalHint')}</p>
          ) : (
            <>
              {engine === 'local' && <p data-testid="local-unavailable">{t('localUnavailable')}</p>}
              <p data-testid="remote-notice">{t('remoteNotice', { host })}</p>
            </>
          )}
        </div>

        <div ref={dropRef}>
          <label htmlFor={editorId} className="mb-1 block font-semibold">
            {t('inputLabel')}
          </label>
          <HighlightedTextarea
            ref={editorRef}
            id={editorId}
            testId="grammar-input"
            value={text}
            onChange={changeText}
            placeholder={t('placeholder')}
            marks={marks}
            describedBy={engineHintId}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            data-testid="check-button"
            onClick={() => void check()}
            disabled={text.trim() === ''}
            className="inline-flex items-center gap-2 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-950"
          >
            {t('check')}
          </button>
          <DocumentUpload onImported={importText} dropTarget={dropRef} />
          {caretSuggestion && (
            <button type="button" data-testid="open-suggestion" className={smallButtonClass} onClick={() => openCard(caretSuggestion.id, true)}>
              {t('openSuggestion', { text: caretSuggestion.original })}
            </button>
          )}
        </div>
      </div>

      <div className="space-y-4 lg:col-span-2">
        <section className="space-y-3" data-testid="grammar-results" aria-busy={running !== null}>
          <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" data-testid="grammar-status" className="min-h-7 text-lg font-semibold focus:outline-none">
            {summary}
          </div>
          {running?.loading && (
            <div className="space-y-1">
              <p id={loadingId} data-testid="grammar-loading" className="text-sm text-slate-700 dark:text-slate-300">
                {running.progress === null ? t('checking') : t('loadingEngine', { progress: running.progress })}
              </p>
              <progress
                aria-labelledby={loadingId}
                max={1}
                value={running.progress ?? undefined}
                className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:bg-accent"
              />
            </div>
          )}
          {(problem.remote !== null || problem.local) && (
            <div role="alert" data-testid="grammar-error" className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
              {problem.remote !== null && <p>{problem.remote}</p>}
              {problem.local && <p>{t('errorLocal')}</p>}
              {problem.fallback && <p data-testid="grammar-fallback">{t('localFallback')}</p>}
            </div>
          )}
          <div aria-live="polite">
            {outcome?.edited && (
              <p data-testid="grammar-text-changed" className="text-sm text-slate-700 dark:text-slate-300">
                {t('textChanged')}
              </p>
            )}
          </div>
          {suggestions.length >= BULK_ACTIONS_FROM && (
            <div className="flex flex-wrap gap-2">
              <button type="button" data-testid="accept-all" className={smallButtonClass} onClick={acceptAll}>
                {t('acceptAll')}
              </button>
              <button type="button" data-testid="reject-all" className={smallButtonClass} onClick={rejectAll}>
                {t('rejectAll')}
              </button>
            </div>
          )}
          {suggestions.length > 0 && (
            <ul className="-m-1 space-y-3 p-1 lg:max-h-[75vh] lg:overflow-y-auto" data-testid="suggestions" aria-label={summary}>
              {suggestions.map((s) => (
                <SuggestionCard
                  key={s.id}
                  ref={(element) => {
                    if (element) cardRefs.current.set(s.id, element);
                    else cardRefs.current.delete(s.id);
                  }}
                  suggestion={s}
                  text={text}
                  expanded={expanded.has(s.id)}
                  active={activeId === s.id}
                  choice={choices[s.id] ?? 0}
                  onChoose={(index) => setChoices((c) => ({ ...c, [s.id]: index }))}
                  onToggle={() => toggle(s.id)}
                  onAccept={() => accept(s)}
                  onReject={() => reject(s)}
                  onAddWord={(word) => addWord(s, word)}
                  onIgnoreRule={() => ignoreRule(s)}
                />
              ))}
            </ul>
          )}
        </section>
        <PersonalPanel
          personal={personal}
          onRemoveWord={(word) => updatePersonal(withoutWord(personal, word))}
          onRemoveRule={(ruleId) => updatePersonal(withoutRule(personal, ruleId))}
          onImport={(imported) => updatePersonal(mergePersonal(personal, imported))}
        />
      </div>
    </div>
  );
}
