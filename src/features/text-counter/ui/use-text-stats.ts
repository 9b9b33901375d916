'use client';

import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { isAbortError } from '@/lib/worker/abort';
import { whenIdle } from '@/lib/when-idle';
// Types only: the counting code must not enter the page's first load (it is in the worker and in edited-text's own chunk).
import type { CharacterLimit, Highlight, HighlightCounts, TextStats } from '../model';
import type { CountResponse } from '../model/count-request';
import type { CountedText, CountedView } from '../model/edited-text';
import type { CounterClient } from './use-counter-client';

type EditedTextModule = typeof import('../model/edited-text');

const idleWait = { timeoutMs: 2000, fallbackMs: 200 };

/** The figures of a worker's answer as the page shows them. */
const viewOf = (response: CountResponse): CountedView => ({
  stats: response.stats,
  highlights: response.highlightCounts ? response.highlights : null,
  highlightCounts: response.highlightCounts,
});

export interface LiveTextStats {
  /** The worker's last answer (the limit…), which may be about an older text. */
  result: CountResponse | null;
  /** The statistics of `text` itself where a small edit allows (edited-text.ts), else those of `result`. */
  stats: TextStats | null;
  /** The highlights, likewise (null when they are off or not counted yet), and how many of each kind. */
  highlights: Highlight[] | null;
  highlightCounts: HighlightCounts | null;
  /** Where the text passes the limit (its overflowing part is marked), or null. */
  overflowStart: number | null;
}

/**
 * The first overflowing offset of the worker's answer, carried over to `text` when an edit left
 * everything up to and including it unchanged (typing on past a limit): a grapheme's or a
 * weighted character's count depends on the text before it and the character itself, never on
 * what follows. Otherwise the mark waits for the worker's answer about `text`.
 */
export function overflowAfterEdit(countedText: string, overflowStart: number | null, text: string): number | null {
  if (overflowStart === null || countedText === text) return overflowStart;
  return text.length > overflowStart && text.startsWith(countedText.slice(0, overflowStart + 1)) ? overflowStart : null;
}

/**
 * Live statistics of `text`, computed off the main thread; the last answer stays until the
 * next. Each change aborts the count of the text before it, so while the user types only the
 * newest text waits for the worker. Meanwhile a keystroke's few lines are counted here, on the
 * main thread, from the last answer (loaded once there is an answer to start from), so the
 * counts, readability and highlights change in the frame that shows the typed character.
 */
export function useTextStats(client: () => CounterClient, text: string, locale: string, limit: CharacterLimit | null, highlights: boolean): LiveTextStats {
  const [answer, setAnswer] = useState<{ response: CountResponse; counted: CountedText } | null>(null);
  const [editedText, setEditedText] = useState<EditedTextModule | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Posted in a task of its own, after the keystroke's: copying a 100 KB text into the
    // worker's message takes 1–14 ms on the main thread, which the typed character need not
    // wait for (its counts are found here, below), and a keystroke before then replaces it.
    const post = window.setTimeout(() =>
      client()
        .call('count', { text, locale, limit, highlights }, { signal: controller.signal })
        .then(
          // A transition: React renders the answer's figures in slices between keystrokes, never
          // as one long task (it changes every panel, and the keystroke's own figures are shown already).
          (response) => startTransition(() => setAnswer({ response, counted: { text, locale, totals: response.totals } })),
          (error: unknown) => {
            if (!isAbortError(error)) throw error;
          },
        ),
    );
    return () => {
      window.clearTimeout(post);
      controller.abort();
    };
  }, [client, text, locale, limit, highlights]);

  // The page's first word segmenter costs 12–20 ms in V8 (ICU builds its word-break data once
  // per process; any later one, in any locale, takes under 0.1 ms), and up to 60 ms was seen in
  // Chromium on two busy cores: as the warm-up's first step it was a long task between
  // keystrokes when typing began right after a paste. Built at the first idle moment after
  // load instead, before there is text to type into.
  useEffect(() => whenIdle(() => void new Intl.Segmenter(undefined, { granularity: 'word' }), idleWait), []);

  // Loaded, and warmed up while the browser is idle, once there is an answer to start from.
  const hasAnswer = answer !== null;
  const latestAnswer = useRef(answer);
  useEffect(() => {
    latestAnswer.current = answer;
  }, [answer]);
  useEffect(() => {
    if (!hasAnswer || editedText) return;
    let cancelIdle = () => {};
    let current = true;
    void import('../model/edited-text').then((module) => {
      const latest = latestAnswer.current;
      if (!current || !latest) return;
      const steps = module.warmUpSteps(latest.counted, viewOf(latest.response));
      const next = () => {
        cancelIdle = whenIdle(() => {
          const step = steps.shift();
          if (!step) return setEditedText(module);
          step();
          next();
        }, idleWait);
      };
      next();
    });
    return () => {
      current = false;
      cancelIdle();
    };
  }, [hasAnswer, editedText]);

  const view = useMemo(() => {
    if (!answer) return null;
    const { response, counted } = answer;
    const counts = viewOf(response);
    if (counted.text === text && counted.locale === locale) return counts;
    return editedText?.viewAfterEdit(counted, counts, text, locale) ?? counts;
  }, [answer, editedText, text, locale]);

  const overflowStart = useMemo(() => (answer ? overflowAfterEdit(answer.counted.text, answer.response.limit?.overflowStart ?? null, text) : null), [answer, text]);

  return { result: answer?.response ?? null, stats: view?.stats ?? null, highlights: view?.highlights ?? null, highlightCounts: view?.highlightCounts ?? null, overflowStart };
}
