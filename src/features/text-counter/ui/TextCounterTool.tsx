'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EditorField } from '@/components/ui/EditorField';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { useStatusNotice } from '@/components/ui/use-status-notice';
import { DocumentUpload } from '@/features/document-import';
import { copyToClipboard } from '@/lib/clipboard';
import { useStoredValue } from '@/lib/storage/use-stored-value';
import { DetailsPanel } from './DetailsPanel';
import { limitChoiceStorageKey, limitOf, parseLimitChoice, type LimitChoice } from './limit-choice';
import { LimitSelector } from './LimitSelector';
import { StatsGrid } from './StatsGrid';
import { useDraft } from '@/lib/drafts/use-draft';
import { useTextStats } from './use-text-stats';

/** How long typing must pause before the counts are announced to screen readers. */
const announceDelayMs = 1200;

/** What the static HTML shows; a stored limit replaces it once the page is interactive. */
const noLimit: LimitChoice = { kind: 'none' };

/** The Text Counter: editor, live counts, limit, actions and document import. */
export function TextCounterTool({ locale }: { locale: string }) {
  const t = useTranslations('TextCounter');
  const privacyId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const { text, setText, replace, restore, restorable } = useDraft('textCounter');
  const [choice, changeChoice] = useStoredValue(limitChoiceStorageKey, parseLimitChoice, noLimit);
  const [notice, say] = useStatusNotice();
  const [announcement, setAnnouncement] = useState('');

  const limit = useMemo(() => limitOf(choice), [choice]);
  const result = useTextStats(text, locale, limit);
  const stats = result?.stats ?? null;

  useEffect(() => {
    if (!stats) return;
    const timer = window.setTimeout(() => setAnnouncement(t('liveSummary', { words: stats.words, characters: stats.characters })), announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [stats, t]);

  const copy = async () => {
    if (await copyToClipboard(text)) say(t('copied'));
    else say(t('copyFailed'), 'error');
  };

  const longest = stats?.longestSentence;
  // The sentence as a string: an unchanged sentence keeps the details panel from re-rendering.
  const longestText = longest && longest.end <= text.length ? text.slice(longest.start, longest.end) : '';
  const overflowStart = result && result.textLength === text.length ? (result.limit?.overflowStart ?? null) : null;
  const overflowMarks = useMemo(() => (overflowStart === null ? [] : [{ start: overflowStart, end: text.length }]), [overflowStart, text.length]);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <StatsGrid stats={stats} />
        <EditorField
          dropRef={dropRef}
          label={t('inputLabel')}
          testId="counter-input"
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          marks={overflowMarks}
          markClassName="bg-red-200 dark:bg-red-900/70"
          describedBy={privacyId}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" data-testid="copy-button" onClick={copy} disabled={text === ''}>
            {t('copy')}
          </Button>
          <Button variant="secondary" data-testid="clear-button" onClick={() => replace('')} disabled={text === ''}>
            {t('clear')}
          </Button>
          <Button variant="secondary" data-testid="restore-button" onClick={restore} disabled={restorable === null} title={t('restoreHint')}>
            {t('restore')}
          </Button>
          <DocumentUpload onImported={(imported) => replace(imported)} dropTarget={dropRef} />
        </div>
        <StatusMessage notice={notice} testId="counter-status" />
        <p id={privacyId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('privacyNote')}
        </p>
        <p className="sr-only" aria-live="polite" data-testid="counter-announcement">
          {announcement}
        </p>
      </div>
      <aside className="space-y-4">
        <LimitSelector choice={choice} onChange={changeChoice} measurement={result?.limit ?? null} />
        <DetailsPanel stats={stats} longestText={longestText} />
      </aside>
    </div>
  );
}
