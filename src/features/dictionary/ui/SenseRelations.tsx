'use client';

import { useLocale, useTranslations } from 'next-intl';
import { relationSlug, senseRelationOrder, verbFrameText, type Sense } from '../model';
import { EntryLinks } from './EntryLinks';

/**
 * What WordNet's browser lists under a sense: each relation by name with its words, the verb's
 * sentence frames, and how often the sense was tagged in text. `withSynonyms` is false where the
 * meaning's own line already is its synonyms (thesauri without definitions).
 */
export function SenseRelations({ sense, withSynonyms }: { sense: Sense; withSynonyms: boolean }) {
  const t = useTranslations('Dictionary');
  const uiLocale = useLocale();
  const relations = senseRelationOrder.filter((type) => (type !== 'synonym' || withSynonyms) && (sense.relations[type]?.length ?? 0) > 0);
  const frames = (sense.verbFrames ?? []).map(verbFrameText).filter((text) => text !== null);
  return (
    <>
      {relations.length > 0 && (
        <dl className="mt-1 space-y-0.5 text-sm">
          {relations.map((type) => (
            <div key={type} data-testid="relation-group" data-relation={relationSlug(type)} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold" lang={uiLocale}>
                {t(`relationNames.${type}`)}:
              </dt>
              <dd>
                <EntryLinks links={sense.relations[type]!} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {frames.length > 0 && (
        <div className="mt-1 text-sm" data-testid="verb-frames">
          <span className="font-semibold" lang={uiLocale}>
            {t('verbFrames')}:
          </span>{' '}
          <span className="text-slate-700 dark:text-slate-300">{frames.join(' · ')}</span>
        </div>
      )}
      {sense.tagCount !== undefined && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" lang={uiLocale} data-testid="tag-count">
          {t('tagCount', { count: sense.tagCount })}
        </p>
      )}
    </>
  );
}
