'use client';

import { downloadFile } from '@/lib/download';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { PERSONAL_FILE_MAX_BYTES, parsePersonal, serializePersonal, type PersonalPreferences } from '../model/personal-dictionary';

const removeButtonClass =
  'shrink-0 rounded-md px-2 py-0.5 text-sm font-medium text-accent underline underline-offset-2 hover:no-underline';

export interface PersonalPanelProps {
  personal: PersonalPreferences;
  onRemoveWord: (word: string) => void;
  onRemoveRule: (ruleId: string) => void;
  /** Called with the valid content of an imported file. */
  onImport: (imported: PersonalPreferences) => void;
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  // Older engines: FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** The personal dictionary and the ignored rules: lists with remove buttons, export and import. */
export function PersonalPanel({ personal, onRemoveWord, onRemoveRule, onImport }: PersonalPanelProps) {
  const t = useTranslations('GrammarChecker');
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);

  const exportFile = () => downloadFile('writekit-dictionary.json', serializePersonal(personal), 'application/json');

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: PersonalPreferences | null = null;
    if (file.size <= PERSONAL_FILE_MAX_BYTES) {
      try {
        parsed = parsePersonal(await readText(file), { requireFormat: true });
      } catch {
        parsed = null;
      }
    }
    setFailed(parsed === null);
    if (parsed) onImport(parsed);
  };

  return (
    <section aria-labelledby={headingId} data-testid="personal-panel" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={headingId} className="text-base font-semibold">
        {t('personalHeading')}
      </h2>
      <div>
        <p className="text-sm font-medium" data-testid="personal-words-count">
          {t('personalWords', { count: personal.words.length })}
        </p>
        {personal.words.length > 0 && (
          <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm" data-testid="personal-words">
            {personal.words.map((word) => (
              <li key={word} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words">{word}</span>
                <button type="button" className={removeButtonClass} onClick={() => onRemoveWord(word)} aria-label={t('removeWord', { word })} title={t('removeWord', { word })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className="text-sm font-medium" data-testid="ignored-rules-count">
          {t('ignoredRules', { count: personal.rules.length })}
        </p>
        {personal.rules.length > 0 && (
          <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm" data-testid="ignored-rules">
            {personal.rules.map((rule) => (
              <li key={rule.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words" title={rule.id}>
                  {rule.label}
                </span>
                <button
                  type="button"
                  className={removeButtonClass}
                  onClick={() => onRemoveRule(rule.id)}
                  aria-label={t('restoreRule', { rule: rule.label })}
                  title={t('restoreRule', { rule: rule.label })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="small" data-testid="export-personal" onClick={exportFile} disabled={personal.words.length === 0 && personal.rules.length === 0}>
          {t('exportPersonal')}
        </Button>
        <Button variant="small" data-testid="import-personal" onClick={() => fileRef.current?.click()}>
          {t('importPersonal')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="hidden"
          data-testid="import-personal-file"
          aria-label={t('importPersonal')}
          tabIndex={-1}
          onChange={(event) => void importFile(event)}
        />
      </div>
      {failed && (
        <p role="alert" data-testid="import-personal-error" className="text-sm text-red-700 dark:text-red-400">
          {t('importPersonalFailed')}
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('personalPrivacy')}</p>
    </section>
  );
}
