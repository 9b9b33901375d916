'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';

/** Props of {@link LanguageOffer}. */
export interface LanguageOfferProps {
  /** The detected language's name in the UI language. */
  name: string;
  onSwitch: () => void;
  onDismiss: () => void;
}

/** "This looks like German": the offer to switch the checker to the language the text seems to be in; never switches by itself. */
export function LanguageOffer({ name, onSwitch, onDismiss }: LanguageOfferProps) {
  const t = useTranslations('GrammarChecker');
  const messageId = useId();
  return (
    <div data-testid="language-suggestion" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900">
      <p id={messageId} className="font-medium">
        {t('languageLooksLike', { language: name })}
      </p>
      <Button variant="small" data-testid="switch-language" aria-describedby={messageId} onClick={onSwitch}>
        {t('switchLanguage')}
      </Button>
      <Button variant="link" data-testid="dismiss-language" aria-describedby={messageId} onClick={onDismiss}>
        {t('dismiss')}
      </Button>
    </div>
  );
}
