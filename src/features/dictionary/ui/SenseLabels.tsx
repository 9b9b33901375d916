'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { describeSenseLabels } from '../model';

/**
 * A meaning's labels: its subject area in the reader's language (WordNet), usage labels as the
 * thesaurus wrote them (in the entry's language, which the article's lang already says).
 */
export function SenseLabels({ labels }: { labels: readonly string[] }) {
  const t = useTranslations('Dictionary');
  const uiLocale = useLocale();
  const described = describeSenseLabels(labels);
  if (described.length === 0) return null;
  return (
    <span className="mr-2 text-sm text-slate-600 dark:text-slate-400" data-testid="sense-labels">
      (
      {described.map((label, i) => (
        <Fragment key={label.kind === 'domain' ? label.domain : label.text}>
          {i > 0 && ', '}
          {label.kind === 'domain' ? (
            <span lang={uiLocale}>
              <span className="sr-only">{t('domainLabel', { domain: t(`domains.${label.domain}`) })}</span>
              <span aria-hidden="true">{t(`domains.${label.domain}`)}</span>
            </span>
          ) : (
            label.text
          )}
        </Fragment>
      ))}
      )
    </span>
  );
}
