'use client';

import { useCallback, useRef, useState } from 'react';

/** eld reads the first 1,000 characters only (`@/lib/text/language-detection`): no need to send more to a worker. */
const DETECTED_PREFIX = 1000;

/** The language a text seems to be in, when the tool should offer to switch to it. */
export interface LanguageOfferState {
  /** The language to offer (in the tool's own codes), or null. */
  offered: string | null;
  /** Detects the language of `text` (on the device), written while `chosen` is selected. */
  detect: (text: string, chosen: string) => void;
  /** Offers this language no more (until the page is left). */
  dismiss: () => void;
  /** Withdraws the offer (it was taken, or the text was replaced). */
  clear: () => void;
}

/**
 * Language detection for the offer to switch, through `suggest` (a tool's worker: the language
 * to offer for a text written while `chosen` is selected, or null). Newest text wins; a failure
 * just means no offer.
 */
export function useLanguageOffer(suggest: (text: string, chosen: string) => Promise<string | null>): LanguageOfferState {
  const [detected, setDetected] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const latestRef = useRef(0);

  const detect = useCallback(
    (text: string, chosen: string) => {
      const request = ++latestRef.current;
      if (text.trim() === '') {
        setDetected(null);
        return;
      }
      suggest(text.slice(0, DETECTED_PREFIX), chosen).then(
        (language) => {
          if (request === latestRef.current) setDetected(language);
        },
        () => {
          // Detection is a convenience: without it the tool works as before.
        },
      );
    },
    [suggest],
  );

  const clear = useCallback(() => {
    latestRef.current++;
    setDetected(null);
  }, []);

  const dismiss = useCallback(() => {
    if (detected) setDismissed((current) => new Set([...current, detected]));
  }, [detected]);

  return { offered: detected && !dismissed.has(detected) ? detected : null, detect, dismiss, clear };
}
