'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import type { EngineChoice } from '../model/run-check';
import { languageOptions } from './language-options';
import { checkedOnDevice, coveredByRulesOnly, languageToolHost } from './preferences';

/** Props of {@link GrammarSettings}. */
export interface GrammarSettingsProps {
  locale: string;
  language: string;
  engine: EngineChoice;
  /** Id of the notice that says where the text is checked (the editor refers to it too). */
  noticeId: string;
  /** Check as you type, and whether it can (the check runs on the device). */
  live: boolean;
  liveAvailable: boolean;
  picky: boolean;
  onLanguageChange: (language: string) => void;
  onEngineChange: (engine: EngineChoice) => void;
  onLiveChange: (live: boolean) => void;
  onPickyChange: (picky: boolean) => void;
}

/** The language and checker selects, the notice of where the text is checked, and the switches for checking as you type and picky mode. */
export function GrammarSettings({ locale, language, engine, noticeId, live, liveAvailable, picky, onLanguageChange, onEngineChange, onLiveChange, onPickyChange }: GrammarSettingsProps) {
  const t = useTranslations('GrammarChecker');
  const liveHintId = useId();
  const pickyHintId = useId();
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
            {coveredByRulesOnly(language) && <p data-testid="local-rules-only">{t('localRulesOnly', { language: languageName })}</p>}
          </>
        ) : (
          <>
            {engine === 'local' && <p data-testid="local-unavailable">{t('localUnavailable')}</p>}
            <p data-testid="remote-notice">{t('remoteNotice', { host: languageToolHost() })}</p>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Switch testId="live-toggle" label={t('liveLabel')} checked={live && liveAvailable} disabled={!liveAvailable} hintId={liveHintId} hint={liveAvailable ? null : t('liveUnavailable')} onChange={onLiveChange} />
        <Switch testId="picky-toggle" label={t('pickyLabel')} checked={picky} hintId={pickyHintId} hint={t('pickyHint')} onChange={onPickyChange} />
      </div>
    </>
  );
}

/** A labelled on/off switch (a native checkbox with the switch role), with an optional hint under it. */
function Switch({ testId, label, checked, disabled = false, hintId, hint, onChange }: { testId: string; label: string; checked: boolean; disabled?: boolean; hintId: string; hint: string | null; onChange: (checked: boolean) => void }) {
  return (
    <div className="space-y-0.5">
      <label className={`inline-flex items-center gap-2 font-medium ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
        <input
          type="checkbox"
          role="switch"
          data-testid={testId}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="h-4 w-4 accent-[var(--accent)]"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
