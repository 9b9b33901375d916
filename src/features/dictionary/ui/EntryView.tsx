'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { relatedWords, sourceAttributions, type DictionaryEntry, type PartOfSpeech } from '../model';
import { EntryLinks } from './EntryLinks';
import { EntryTranslations } from './EntryTranslations';
import { relationGroups } from './relation-groups';
import { SenseLabels } from './SenseLabels';
import { SenseRelations } from './SenseRelations';

/** Pronunciation and rhymes come from a file of their own after the entry: so does their code. */
const EntrySounds = dynamic(() => import('./EntrySounds'), { ssr: false });
/**
 * The graph is interactive and below the meanings (which hold the same relations as text): its
 * code loads after the page, in a box of its size meanwhile so that nothing below it moves.
 */
const SemanticGraph = dynamic(() => import('./SemanticGraph').then((m) => m.SemanticGraph), { ssr: false, loading: () => <div className="min-h-[48rem]" /> });

const posKey: Record<PartOfSpeech, 'posNoun' | 'posVerb' | 'posAdjective' | 'posAdverb' | 'posOther'> = {
  noun: 'posNoun',
  verb: 'posVerb',
  adjective: 'posAdjective',
  adverb: 'posAdverb',
  other: 'posOther',
};

/** A word's entry: meanings by part of speech, related words, translations, the semantic graph and the sources. */
export function EntryView({ entry, languageName }: { entry: DictionaryEntry; languageName: string }) {
  const t = useTranslations('Dictionary');
  const uiLocale = useLocale();
  const groups = relationGroups.map((group) => [group, relatedWords(entry, group)] as const).filter(([, links]) => links.length > 0);
  return (
    <article className="space-y-8" lang={entry.language} data-testid="dictionary-entry">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{entry.lemma}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300" lang={undefined}>
          {t('inLanguage', { language: languageName })}
        </p>
        {entry.inflections.length > 0 && (
          <p className="mt-1 text-sm" data-testid="inflections">
            <span className="font-semibold" lang={uiLocale}>
              {t('irregularForms')}:
            </span>{' '}
            {entry.inflections.join(', ')}
          </p>
        )}
      </header>

      {entry.pronunciationFile !== undefined && <EntrySounds entry={entry} />}

      <section aria-labelledby="meanings-heading" className="space-y-6">
        <h2 id="meanings-heading" className="text-2xl font-semibold">
          {t('meaningsHeading')}
        </h2>
        {entry.meanings.length === 0 && <p>{t('noMeanings')}</p>}
        {entry.meanings.map((group) => (
          <div key={group.pos} className="space-y-3">
            <h3 className="text-lg font-semibold text-accent">{t(posKey[group.pos])}</h3>
            <ol className="list-decimal space-y-4 pl-6">
              {group.senses.map((sense, i) => (
                <li key={sense.sourceId ?? i} data-testid="meaning" data-pos={group.pos} className="pl-1">
                  <SenseLabels labels={sense.labels} />
                  {sense.definition ? <span>{sense.definition}</span> : <EntryLinks links={sense.synonyms.length > 0 ? sense.synonyms : [{ lemma: sense.lemma, id: null }]} />}
                  {sense.examples.length > 0 && (
                    <div className="mt-1">
                      <span className="sr-only">{t('examples')}: </span>
                      <ul className="space-y-0.5 text-slate-700 italic dark:text-slate-300">
                        {sense.examples.map((example) => (
                          <li key={example}>“{example}”</li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <SenseRelations sense={sense} withSynonyms={sense.definition !== undefined} />
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>

      {groups.length > 0 && (
        <div className="grid gap-6 md:grid-cols-2">
          {groups.map(([group, links]) => (
            <section key={group} data-relation={group} aria-labelledby={`relation-${group}`}>
              <h2 id={`relation-${group}`} className="mb-2 text-lg font-semibold">
                {t(group)}
              </h2>
              <EntryLinks links={links} />
            </section>
          ))}
        </div>
      )}

      <EntryTranslations entry={entry} />

      <SemanticGraph entry={entry} />

      <section aria-labelledby="sources-heading" className="text-sm text-slate-600 dark:text-slate-400">
        <h2 id="sources-heading" className="mb-1 font-semibold">
          {t('sourcesHeading')}
        </h2>
        <ul className="space-y-1">
          {sourceAttributions(entry.language).map((source) => (
            <li key={source.name}>
              <a href={source.url} className="underline" rel="noopener noreferrer">
                {source.name}
              </a>{' '}
              © {source.copyright} ·{' '}
              <a href={source.licenseUrl} className="underline" rel="license noopener noreferrer">
                {source.license}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
