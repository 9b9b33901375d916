'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keptAcceptedTexts } from '../model/accepted-texts';
import { ignoreKey, withoutIgnored } from '../model/ignore-once';
import { dictionaryWord } from '../model/personal-dictionary';
import { runCheck, type EngineChoice, type FinishedCheck } from '../model/run-check';
import type { CheckOptions, InterimKind, ProgressListener, Suggestion } from '../model/types';
import { coveredLocally, coveredRemotely } from './preferences';
import { keepIdentities, matchingSuggestions, reconcileSuggestions } from './reconcile';
import { compareSuggestions } from './suggestion-display';
import type { Engines } from './use-engines';

/**
 * Findings of the local engine that came without replacements get them fetched, in the order of
 * the text, up to this many per check (a French word's take about 0.3 s; the next check stops it).
 */
const fillReplacementsMax = 30;

/** The key of a word's fetched replacements (`language\0word`): live checks report the same words again and again. */
const fetchedKey = (language: string, s: Suggestion) => `${language}\u0000${dictionaryWord(s.original) ?? s.original}`;
/** An on-device misspelling that came without replacements (the engine's time budget left them out). */
const needsReplacements = (s: Suggestion) => s.engine === 'local' && s.category === 'misspelling' && s.replacements.length === 0;

/** The last check's findings, kept in step with the user's edits. */
export interface Outcome {
  /** The text the suggestions' offsets refer to. */
  text: string;
  suggestions: Suggestion[];
  /** How many the check found (0: the "looks great" message). */
  found: number;
  /** The text was edited after the check. */
  edited: boolean;
  /**
   * The findings are shown while the check goes on: `spelling`, a quicker engine's (English
   * spelling while harper.js loads), on all or part of the text; `part`, the chosen engine's on the
   * first part of a long text; false once the check is done.
   */
  interim: false | InterimKind;
}

/** A check in progress. */
export interface Running {
  /** The on-device engine is loading its assets; `progress` 0–1 when the size is known. */
  loading: boolean;
  progress: number | null;
}

/** What went wrong in the last check. */
export type Problem = Pick<FinishedCheck, 'remoteFailure' | 'localFailed' | 'fallback'>;

const NO_PROBLEM: Problem = { remoteFailure: null, localFailed: false, fallback: false };
const CHECKING: Running = { loading: false, progress: null };

/**
 * How a check was asked for: `button` (Check Text: the list empties and the status says
 * "Checking text..."), or `live` (a pause in typing: the cards and marks stay until the new
 * findings replace them, keeping the cards that are still there).
 */
export type CheckMode = 'button' | 'live';

/** What a check runs with. */
export interface CheckSettings {
  language: string;
  engine: EngineChoice;
  options: CheckOptions;
}

/** The editor's text, as `useDraft` keeps it. */
export interface DraftText {
  text: string;
  setText: (next: string) => void;
  /** Replaces the whole text (an import), keeping the old one restorable. */
  replace: (next: string) => void;
  /** The text Restore brings back, if any. */
  restorable: string | null;
  /** Swaps the text and the restorable one. */
  restore: () => void;
}

/** A text before or after an accepted replacement, and its findings then. */
interface AcceptedText {
  text: string;
  suggestions: Suggestion[];
}

/** The check state of the tool, and what changes it. */
export interface GrammarCheck {
  outcome: Outcome | null;
  running: Running | null;
  problem: Problem;
  /** The findings for the text on screen, in reading order. */
  suggestions: Suggestion[];
  /** Checks the text on screen; cancels the check still running, if any. */
  check: (settings: CheckSettings, mode?: CheckMode) => Promise<void>;
  /** Hides `suggestions` in this and every later check of the same passage (ignore once). */
  ignore: (suggestions: readonly Suggestion[]) => void;
  /** The user typed: the findings follow the edit (an undo of an accepted replacement brings its cards back). */
  changeText: (next: string) => void;
  /** An imported document replaces the text; the check still running and the findings go. */
  importText: (imported: string) => void;
  /**
   * Shows `suggestions` after an edit of the findings; with `text` when the edit changed the
   * text (an accepted replacement, which an undo can take back), and `restorable` when the old
   * text is to be kept for Restore (Accept All).
   */
  revise: (suggestions: Suggestion[], text?: string, restorable?: boolean) => void;
  /** Brings back the text an import or Accept All replaced (the draft's Restore, which swaps), with its cards where they are known. */
  restore: () => void;
  /** Looks up the replacements of an on-device misspelling shown without any (its card opened, beyond those filled after the check). */
  lookUpReplacements: (suggestion: Suggestion, language: string) => void;
}

/**
 * Reports loading progress in whole percents (each step once), then the switch to checking
 * (which a live check does not show); interim findings go to `showInterim`.
 */
function progressListener(signal: AbortSignal, show: (running: Running | null) => void, mode: CheckMode, showInterim: (found: Suggestion[], kind: InterimKind) => void): ProgressListener {
  let lastPercent = -1;
  return (p) => {
    if (signal.aborted) return;
    if (p.phase === 'interim') {
      showInterim(p.suggestions, p.kind);
      return;
    }
    if (p.phase === 'checking') {
      show(mode === 'live' ? null : CHECKING);
      return;
    }
    const progress = p.total ? Math.min(1, (p.loaded ?? 0) / p.total) : null;
    const percent = progress === null ? -1 : Math.floor(progress * 100);
    if (percent === lastPercent && lastPercent !== -1) return;
    lastPercent = percent;
    show({ loading: true, progress: progress === null ? null : percent / 100 });
  };
}

/**
 * Checks the draft with `engines` and keeps the findings in step with the text. Newest wins:
 * every check, and an import, aborts the check before it.
 */
export function useGrammarCheck(engines: Engines, { text, setText, replace, restorable, restore: restoreDraft }: DraftText): GrammarCheck {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [problem, setProblem] = useState<Problem>(NO_PROBLEM);
  // The latest text for the asynchronous check, which reconciles its findings with edits made meanwhile.
  const textRef = useRef(text);
  const controllerRef = useRef<AbortController | null>(null);
  // Keys of the findings ignored once (see model/ignore-once.ts); for the page's lifetime, or until an import.
  const ignoredRef = useRef(new Set<string>());
  // Spelling replacements fetched after a check, by language and word.
  const fetchedRef = useRef(new Map<string, string[]>());
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const suggestions = useMemo(() => {
    if (!outcome) return [];
    // The draft may change the text from outside the editor.
    const list = outcome.text === text ? outcome.suggestions : reconcileSuggestions(outcome.text, text, outcome.suggestions);
    return matchingSuggestions(text, list).sort(compareSuggestions);
  }, [outcome, text]);
  const suggestionsRef = useRef(suggestions);
  useEffect(() => {
    suggestionsRef.current = suggestions;
  }, [suggestions]);
  // The texts before and after the latest accepted replacements, with their findings: an undo
  // in the editor brings a text back, and its cards come back with it (see `revise`).
  const acceptedRef = useRef<AcceptedText[]>([]);

  /** Changes one finding of the outcome (its replacements or their pending state). */
  const patchSuggestion = useCallback((id: string, patch: Partial<Suggestion>) => {
    setOutcome((o) => (o ? { ...o, suggestions: o.suggestions.map((x) => (x.id === id ? { ...x, ...patch } : x)) } : o));
  }, []);

  /** `found` with the replacements already fetched for their words, and the ones still to fetch marked as pending. */
  const withKnownReplacements = useCallback((found: Suggestion[], language: string): Suggestion[] => {
    let toFetch = fillReplacementsMax;
    return found.map((s) => {
      if (!needsReplacements(s)) return s;
      const known = fetchedRef.current.get(fetchedKey(language, s));
      if (known) return { ...s, replacements: known };
      return toFetch-- > 0 ? { ...s, replacementsPending: true } : s;
    });
  }, []);

  /** Fetches the replacements of the findings shown as pending (the engine's time budget left them out). */
  const fillReplacements = useCallback(
    async (found: readonly Suggestion[], language: string, signal: AbortSignal) => {
      const pending = found.filter((s) => s.replacementsPending);
      const created = engines.createdLocal();
      const local = pending.length > 0 && created ? await created : undefined;
      for (const s of pending) {
        if (signal.aborted) return;
        const key = fetchedKey(language, s);
        const replacements = fetchedRef.current.get(key) ?? (local?.suggest ? await local.suggest(dictionaryWord(s.original) ?? s.original, language).catch(() => null) : []);
        // A next check took over: it shows these findings again, with their own state.
        if (signal.aborted) return;
        if (replacements) fetchedRef.current.set(key, replacements);
        patchSuggestion(s.id, { replacements: replacements ?? [], replacementsPending: false });
      }
    },
    [engines, patchSuggestion],
  );

  const lookUpReplacements = useCallback(
    (s: Suggestion, language: string) => {
      const signal = controllerRef.current?.signal;
      if (!signal || signal.aborted || !needsReplacements(s) || s.replacementsPending) return;
      patchSuggestion(s.id, { replacementsPending: true });
      void fillReplacements([{ ...s, replacementsPending: true }], language, signal);
    },
    [fillReplacements, patchSuggestion],
  );

  const check = useCallback(
    async ({ language, engine, options }: CheckSettings, mode: CheckMode = 'button') => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      const checked = textRef.current;
      if (mode === 'button') {
        setRunning(CHECKING);
        setProblem(NO_PROBLEM);
        setOutcome(null);
      }
      // Findings of this check already shown (interim ones): the next ones keep their cards.
      let shown = false;
      /** Shows `all`, found in the checked text, on the text as it is now; returns those not ignored. */
      const show = (all: Suggestion[], interim: false | InterimKind) => {
        const found = withKnownReplacements(withoutIgnored(checked, all, ignoredRef.current), language);
        const now = textRef.current;
        const placed = reconcileSuggestions(checked, now, found);
        const keep = mode === 'live' || shown;
        shown = true;
        setOutcome((previous) => ({
          text: now,
          suggestions: keep && previous ? keepIdentities(reconcileSuggestions(previous.text, now, previous.suggestions), placed) : placed,
          found: found.length,
          // A live check follows the typing by itself: no need to say the text changed.
          edited: mode === 'button' && now !== checked,
          interim,
        }));
        return found;
      };
      try {
        const onProgress = progressListener(signal, setRunning, mode, (found, kind) => show(found, kind));
        const { local, remote } = engines;
        const result = await runCheck({ text: checked, language, engine, coveredLocally: coveredLocally(language), coveredRemotely: coveredRemotely(language), signal, onProgress, options: mode === 'live' ? { ...options, live: true } : options, local, remote });
        if (result.aborted) return;
        const { suggestions: all, remoteFailure, localFailed, fallback } = result;
        setProblem({ remoteFailure, localFailed, fallback });
        if (!all) {
          // Interim findings stand for no more than a check that went on: without its result, they go.
          setOutcome((o) => (o?.interim ? null : o));
          return;
        }
        void fillReplacements(show(all, false), language, signal);
      } finally {
        if (controllerRef.current === controller) setRunning(null);
      }
    },
    [engines, fillReplacements, withKnownReplacements],
  );

  /** The findings follow the text, now `next`. */
  const followText = useCallback((next: string) => {
    textRef.current = next;
    const accepted = acceptedRef.current.find((a) => a.text === next);
      const revisited = accepted && withoutIgnored(next, accepted.suggestions, ignoredRef.current);
    setOutcome((o) => (o && o.text !== next ? { ...o, text: next, suggestions: revisited ?? reconcileSuggestions(o.text, next, o.suggestions), edited: true } : o));
  }, []);

  const changeText = useCallback(
    (next: string) => {
      followText(next);
      setText(next);
    },
    [followText, setText],
  );

  const restore = useCallback(() => {
    if (restorable === null) return;
    restoreDraft();
    followText(restorable);
  }, [restorable, restoreDraft, followText]);

  const importText = useCallback(
    (imported: string) => {
      controllerRef.current?.abort();
      ignoredRef.current = new Set();
      acceptedRef.current = [];
      textRef.current = imported;
      replace(imported);
      setOutcome(null);
      setProblem(NO_PROBLEM);
    },
    [replace],
  );

  const revise = useCallback(
    (revised: Suggestion[], next: string = textRef.current, keepRestorable = false) => {
      if (next !== textRef.current) {
        const before = { text: textRef.current, suggestions: suggestionsRef.current };
        acceptedRef.current = keptAcceptedTexts([before, { text: next, suggestions: revised }, ...acceptedRef.current.filter((a) => a.text !== before.text && a.text !== next)]);
        textRef.current = next;
        if (keepRestorable) replace(next);
        else setText(next);
      }
      setOutcome((o) => (o ? { ...o, text: next, suggestions: revised } : o));
    },
    [setText, replace],
  );

  const ignore = useCallback((ignored: readonly Suggestion[]) => {
    for (const s of ignored) ignoredRef.current.add(ignoreKey(textRef.current, s));
  }, []);

  return { outcome, running, problem, suggestions, check, ignore, changeText, importText, revise, restore, lookUpReplacements };
}
