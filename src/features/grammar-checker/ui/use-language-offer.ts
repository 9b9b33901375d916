'use client';

import { useCallback, useRef, useState } from 'react';
import type { Engines } from './use-engines';

/** eld reads the first 1,000 characters only: no need to send more to the worker. */
const detectedPrefix = 1000;

/** The language the text seems to be in, when the checker should offer to switch to it. */
export interface LanguageOfferState {
  /** The grammar language to offer, or null. */
  offered: string | null;
  /** Detects the language of `text` (on the device), written while `chosen` is selected. */
  detect: (text: string, chosen: string) => void;
  /** Offers this language no more (until an import). */
  dismiss: () => void;
  /** Withdraws the offer (it was taken, or the text was replaced). */
  clear: () => void;
}

/** Language detection for the offer to switch: newest text wins; a failure just means no offer. */
export function useLanguageOffer(engines: Engines): LanguageOfferState {
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
      void engines
        .local()
        .then((local) => local.suggestLanguage?.(text.slice(0, detectedPrefix), chosen) ?? null)
        .then(
          (language) => {
            if (request === latestRef.current) setDetected(language);
          },
          () => {
            // Detection is a convenience: without it the checker works as before.
          },
        );
    },
    [engines],
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
