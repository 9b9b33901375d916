'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/Button';

/** Props of {@link LanguageOffer}: its words, in the UI language. */
export interface LanguageOfferProps {
  /** "This looks like German." */
  message: string;
  switchLabel: string;
  dismissLabel: string;
  onSwitch: () => void;
  onDismiss: () => void;
}

/** The offer to switch to the language a text seems to be in; it never switches by itself. */
export function LanguageOffer({ message, switchLabel, dismissLabel, onSwitch, onDismiss }: LanguageOfferProps) {
  const messageId = useId();
  return (
    <div data-testid="language-suggestion" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900">
      <p id={messageId} className="font-medium">
        {message}
      </p>
      <Button variant="small" data-testid="switch-language" aria-describedby={messageId} onClick={onSwitch}>
        {switchLabel}
      </Button>
      <Button variant="link" data-testid="dismiss-language" aria-describedby={messageId} onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </div>
  );
}
