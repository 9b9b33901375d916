'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HighlightedTextarea } from '@/components/ui/HighlightedTextarea';
import { StatusMessage, type StatusNotice } from '@/components/ui/StatusMessage';
import { DocumentUpload } from '@/features/document-import';
import { copyToClipboard } from '@/lib/clipboard';
import { DetailsPanel } from './DetailsPanel';
import { limitChoiceStorageKey, limitOf, parseLimitChoice, type LimitChoice } from './limit-choice';
import { LimitSelector } from './LimitSelector';
import { StatsGrid } from './StatsGrid';
import { useDraft } from '@/lib/drafts/use-draft';
import { useTextStats } from './use-text-stats';

/** How long typing must pause before the counts are announced to screen readers. */
const announceDelayMs = 1200;

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

/** The Text Counter: editor, live counts, limit, actions and document import. */
export function TextCounterTool({ locale }: { locale: string }) {
  const t = useTranslations('TextCounter');
  const editorId = useId();
  const privacyId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const { text, setText, replace, restore, restorable } = useDraft('textCounter');
  const [choice, setChoice] = useState<LimitChoice>({ kind: 'none' });
  const [choiceVersion, setChoiceVersion] = useState(0);
  const [notice, setNotice] = useState<StatusNotice | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(limitChoiceStorageKey);
    } catch {
      // No stored limit.
    }
    const parsed = parseLimitChoice(stored);
    if (parsed.kind !== 'none') {
      // Restoring a saved setting after hydration (the static HTML cannot know it).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setChoice(parsed);
      setChoiceVersion((v) => v + 1);
    }
  }, []);

  const changeChoice = useCallback((next: LimitChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(limitChoiceStorageKey, JSON.stringify(next));
    } catch {
      // The limit still applies on this page.
    }
  }, []);

  const limit = useMemo(() => limitOf(choice), [choice]);
  const result = useTextStats(text, locale, limit);
  const stats = result?.stats ?? null;

  useEffect(() => {
    if (!stats) return;
    const timer = window.setTimeout(() => setAnnouncement(t('liveSummary', { words: stats.words, characters: stats.characters })), announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [stats, t]);

  const say = (text: string, tone: StatusNotice['tone'] = 'success') => setNotice((n) => ({ id: (n?.id ?? 0) + 1, text, tone }));

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
        <div ref={dropRef}>
          <label htmlFor={editorId} className="mb-1 block font-semibold">
            {t('inputLabel')}
          </label>
          <HighlightedTextarea
            id={editorId}
            testId="counter-input"
            value={text}
            onChange={setText}
            placeholder={t('placeholder')}
            marks={overflowMarks}
            markClassName="bg-red-200 dark:bg-red-900/70"
            describedBy={privacyId}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={buttonClass} data-testid="copy-button" onClick={copy} disabled={text === ''}>
            {t('copy')}
          </button>
          <button type="button" className={buttonClass} data-testid="clear-button" onClick={() => replace('')} disabled={text === ''}>
            {t('clear')}
          </button>
          <button type="button" className={buttonClass} data-testid="restore-button" onClick={restore} disabled={restorable === null} title={t('restoreHint')}>
            {t('restore')}
          </button>
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
        <LimitSelector key={choiceVersion} choice={choice} onChange={changeChoice} measurement={result?.limit ?? null} />
        <DetailsPanel stats={stats} longestText={longestText} />
      </aside>
    </div>
  );
}
