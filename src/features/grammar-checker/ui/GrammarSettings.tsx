'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import type { EngineChoice } from '../model/run-check';
import { languageOptions } from './language-options';
import { checkedOnDevice, languageToolHost } from './preferences';

/** Props of {@link GrammarSettings}. */
export interface GrammarSettingsProps {
  locale: string;
  language: string;
  engine: EngineChoice;
  /** Id of the notice that says where the text is checked (the editor refers to it too). */
  noticeId: string;
  onLanguageChange: (language: string) => void;
  onEngineChange: (engine: EngineChoice) => void;
}

/** The language and checker selects, and the notice of where the text is checked. */
export function GrammarSettings({ locale, language, engine, noticeId, onLanguageChange, onEngineChange }: GrammarSettingsProps) {
  const t = useTranslations('GrammarChecker');
  const languageChoices = useMemo(
    () =>
      languageOptions(locale, (variant, name) => t(variant === 'simple-language' ? 'languageSimple' : 'languageBalearic', { language: name })).map(({ code, label, deviceOnly }) => ({
        value: code,
        label: deviceOnly ? t('languageDeviceOnly', { language: label }) : label,
        name: label,
      })),
    [locale, t],
  );
  const languageName = languageChoices.find((choice) => choice.value === language)?.name ?? language;
  const engineChoices = [
    { value: 'local', label: t('engineLocal') },
    { value: 'remote', label: t('engineRemote') },
  ];

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* The names come from the browser's Intl data, which may differ from the build's. */}
        <LabeledSelect label={t('languageLabel')} testId="grammar-language" value={language} onChange={onLanguageChange} options={languageChoices} suppressHydrationWarning />
        <LabeledSelect
          label={t('engineLabel')}
          testId="engine-select"
          value={engine}
          describedBy={noticeId}
          onChange={(value) => onEngineChange(value === 'remote' ? 'remote' : 'local')}
          options={engineChoices}
        />
      </div>
      <div id={noticeId} data-testid="engine-notice" className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        {checkedOnDevice(engine, language) ? (
          <>
            {engine === 'remote' && <p data-testid="remote-unsupported">{t('remoteUnsupported', { language: languageName })}</p>}
            <p>{t('engineLocalHint')}</p>
          </>
        ) : (
          <>
            {engine === 'local' && <p data-testid="local-unavailable">{t('localUnavailable')}</p>}
            <p data-testid="remote-notice">{t('remoteNotice', { host: languageToolHost() })}</p>
          </>
        )}
      </div>
    </>
  );
}
