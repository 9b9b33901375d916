'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { dropUnloadCopy, keepUnloadCopy, loadDraft, readUnloadCopy, saveDraft, type DraftState } from '@/lib/draft-store';

const saveDelayMs = 300;

const handoverKey = (key: string) => `${key}.handover`;

/**
 * Gives `text` to the tool whose draft is `key` (e.g. the Text Counter opening the Keyword
 * Density Checker): it is stored on the device, never put in a URL, and the receiving tool
 * takes it on load, keeping its own previous draft restorable.
 */
export async function handOverDraft(key: string, text: string): Promise<void> {
  await saveDraft(handoverKey(key), text);
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
  const latest = useRef<DraftState>({ text: '', restorable: null });
  const touched = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  // Saves are numbered: the unload copy goes once a save made after it is stored, not when an
  // older save, still on its way when the page was left, arrives. `stored` is the number of the
  // last save IndexedDB confirmed (none where it refuses storage, as some private modes do).
  const saves = useRef({ count: 0, copiedAt: 0, stored: 0 });

  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const save = ++saves.current.count;
    void Promise.all([saveDraft(`${key}.text`, latest.current.text), saveDraft(`${key}.restorable`, latest.current.restorable)]).then((stored) => {
      if (!stored.every(Boolean)) return;
      saves.current.stored = Math.max(saves.current.stored, save);
      if (save > saves.current.copiedAt) dropUnloadCopy(key);
    });
  }, [key]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(persist, saveDelayMs);
  }, [persist]);

  useEffect(() => {
    let cancelled = false;
    // What the last page left as it went away is newer than IndexedDB's draft.
    const unloadCopy = readUnloadCopy(key);
    void Promise.all([loadDraft(`${key}.text`), loadDraft(`${key}.restorable`), loadDraft(handoverKey(key))]).then(([storedText, storedRestorable, handedOver]) => {
      if (cancelled) return;
      const savedText = unloadCopy ? unloadCopy.text || null : storedText;
      const savedRestorable = unloadCopy ? unloadCopy.restorable : storedRestorable;
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
      // The unload copy goes to IndexedDB (and is then dropped).
      if (handedOver || unloadCopy) persist();
      setLoaded(true);
    });
    // As the page goes away: a save pending, or one not confirmed, goes into the unload copy.
    const flush = () => {
      if (timer.current === undefined && saves.current.stored === saves.current.count) return;
      saves.current.copiedAt = saves.current.count;
      keepUnloadCopy(key, latest.current);
      persist();
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
