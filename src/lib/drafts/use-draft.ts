'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDraft, saveDraft } from '@/lib/draft-store';

const saveDelayMs = 300;

/**
 * The editor's text with crash-safe local persistence, plus the Restore buffer: text removed by
 * Clear or replaced by an import can be brought back. Restoring swaps, so the text on screen is
 * never lost either. Both live in IndexedDB and never leave the browser.
 */
export function useDraft(key: string) {
  const [text, setTextState] = useState('');
  const [restorable, setRestorable] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef({ text: '', restorable: null as string | null });
  const touched = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    void saveDraft(`${key}.text`, latest.current.text);
    void saveDraft(`${key}.restorable`, latest.current.restorable);
  }, [key]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(persist, saveDelayMs);
  }, [persist]);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([loadDraft(`${key}.text`), loadDraft(`${key}.restorable`)]).then(([savedText, savedRestorable]) => {
      if (cancelled) return;
      // Whatever the user typed before the draft arrived wins over the draft.
      if (!touched.current && savedText) {
        latest.current.text = savedText;
        setTextState(savedText);
      }
      if (!touched.current && savedRestorable) {
        latest.current.restorable = savedRestorable;
        setRestorable(savedRestorable);
      }
      setLoaded(true);
    });
    const flush = () => {
      if (timer.current !== undefined) persist();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, persist]);

  const update = useCallback(
    (nextText: string, nextRestorable: string | null | undefined = undefined) => {
      touched.current = true;
      latest.current.text = nextText;
      setTextState(nextText);
      if (nextRestorable !== undefined) {
        latest.current.restorable = nextRestorable;
        setRestorable(nextRestorable);
      }
      schedule();
    },
    [schedule],
  );

  const setText = useCallback((next: string) => update(next), [update]);

  /** Replaces the text (Clear, an import); the old text, if any, becomes restorable. */
  const replace = useCallback(
    (next: string) => {
      const current = latest.current.text;
      update(next, current === '' ? latest.current.restorable : current);
    },
    [update],
  );

  const restore = useCallback(() => {
    const saved = latest.current.restorable;
    if (saved === null) return;
    const current = latest.current.text;
    update(saved, current === '' ? null : current);
  }, [update]);

  return { text, setText, replace, restore, restorable, loaded };
}
