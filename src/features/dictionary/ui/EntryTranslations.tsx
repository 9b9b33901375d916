'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { lookupTranslations, translationShardUrlForEntry, type DictionaryEntry, type DictionaryLanguage, type PartOfSpeech, type TranslationGroup } from '../model';
import { manifestQuery, translationShardQuery } from '../data/queries';
import { entryPath } from '../routes';
import { dictionaryLanguageNamesIn } from './language-names';
import { posLabelKey } from './pos-options';

/** The translation groups of one heading: by part of speech (direct), or all found through English. */
interface TranslationSection {
  key: string;
  heading: string;
  rows: { language: DictionaryLanguage; links: TranslationGroup['links'] }[];
}

/** Groups of the same language under one heading are merged (through English, parts of speech are not told apart). */
function sectionsOf(groups: TranslationGroup[], headingOf: (pos: PartOfSpeech) => string, throughEnglishHeading: string): TranslationSection[] {
  const sections: TranslationSection[] = [];
  for (const group of groups) {
    const key = group.throughEnglish ? 'through-english' : group.pos;
    let section = sections.find((s) => s.key === key);
    if (!section) {
      section = { key, heading: group.throughEnglish ? throughEnglishHeading : headingOf(group.pos), rows: [] };
      sections.push(section);
    }
    const row = section.rows.find((r) => r.language === group.language);
    if (row) row.links.push(...group.links.filter((link) => !row.links.some((l) => l.lemma === link.lemma)));
    else section.rows.push({ language: group.language, links: [...group.links] });
  }
  return sections;
}

/**
 * The entry's translations, loaded from its translation shard (one request): words of the other
 * languages by part of speech, linked where they are entries; for a language without a
 * dictionary to or from English, a line that says so.
 */
export function EntryTranslations({ entry }: { entry: DictionaryEntry }) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  const names = dictionaryLanguageNamesIn(locale);
  const manifest = useQuery(manifestQuery());
  const url = manifest.data ? translationShardUrlForEntry(entry.id, manifest.data) : null;
  const shard = useQuery({ ...translationShardQuery(url ?? ''), enabled: url !== null });
  const groups = shard.data ? (lookupTranslations(shard.data, entry.id) ?? []) : null;
  const english = groups?.filter((g) => g.language === 'en').flatMap((g) => g.links)[0]?.lemma ?? '';
  const sections = groups ? sectionsOf(groups, (pos) => t(posLabelKey[pos]), t('throughEnglish', { word: english })) : [];

  let body: ReactNode;
  if (manifest.isError || shard.isError) body = <p role="alert">{t('fetchError')}</p>;
  else if (manifest.data && url === null) body = <p>{t('noTranslationDictionary', { language: names[entry.language] })}</p>;
  else if (!groups) body = <p>{t('loading')}</p>;
  else if (sections.length === 0) body = <p>{t('noTranslations')}</p>;
  else
    body = sections.map((section) => (
      <div key={section.key} className="space-y-2">
        <h3 className="font-semibold text-accent">{section.heading}</h3>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {section.rows.map((row) => (
            <div key={row.language} className="contents">
              <dt className="text-slate-600 dark:text-slate-300">{names[row.language]}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-3 gap-y-1" lang={row.language}>
                  {row.links.map((link) => (
                    <li key={link.lemma} data-testid="translation" data-language={row.language}>
                      {link.id ? (
                        <Link prefetch={false} href={localizePath(entryPath(link.id), locale)} className="text-accent underline underline-offset-4 hover:no-underline">
                          {link.lemma}
                        </Link>
                      ) : (
                        <span>{link.lemma}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    ));

  return (
    <section aria-labelledby="translations-heading" data-testid="translations" className="space-y-4">
      <h2 id="translations-heading" className="text-2xl font-semibold">
        {t('translationsHeading')}
      </h2>
      {body}
    </section>
  );
}
