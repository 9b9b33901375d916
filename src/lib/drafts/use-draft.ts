'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDraft, saveDraft } from '@/lib/draft-store';

const saveDelayMs = 300;

const handoverKey = (key: string) => `${key}.handover`;

/**
 * Gives `text` to the tool whose draft is `key` (e.g. the Text Counter opening the Keyword
 * Density Checker): it is stored on the device, never put in a URL, and the receiving tool
 * takes it on load, keeping its own previous draft restorable.
 */
export function handOverDraft(key: string, text: string): Promise<void> {
  return saveDraft(handoverKey(key), text);
}

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
    void Promise.all([loadDraft(`${key}.text`), loadDraft(`${key}.restorable`), loadDraft(handoverKey(key))]).then(([savedText, savedRestorable, handedOver]) => {
      if (cancelled) return;
      if (handedOver) void saveDraft(handoverKey(key), null);
      // Whatever the user typed before the draft arrived wins over the draft, which stays
      // restorable (unless something else already is).
      if (touched.current) {
        const earlier = handedOver ?? savedText;
        if (earlier && earlier !== latest.current.text && latest.current.restorable === null) {
          latest.current.restorable = earlier;
          setRestorable(earlier);
          schedule();
        }
        setLoaded(true);
        return;
      }
      // Text handed over by another tool replaces the draft, which stays restorable.
      const text = handedOver ?? savedText;
      const restorable = handedOver ? (savedText !== handedOver && savedText) || savedRestorable : savedRestorable;
      if (text) {
        latest.current.text = text;
        setTextState(text);
      }
      if (restorable) {
        latest.current.restorable = restorable;
        setRestorable(restorable);
      }
      if (handedOver) persist();
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
  }, [key, persist, schedule]);

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
