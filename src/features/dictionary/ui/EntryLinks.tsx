'use client';

import Link from 'next/link';
import { useLocale } from 'next-intl';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import type { EntryLink } from '../model';
import { entryPath } from '../routes';

/** Related words as links to their entries (plain text where the source has no entry). */
export function EntryLinks({ links }: { links: readonly EntryLink[] }) {
  const locale = useLocale() as Locale;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {links.map((link) => (
        <li key={link.id ?? link.lemma}>
          {link.id ? (
            <Link prefetch={false} href={localizePath(entryPath(link.id), locale)} className="text-accent underline underline-offset-4 hover:no-underline">
              {link.lemma}
            </Link>
          ) : (
            <span>{link.lemma}</span>
          )}
          {link.labels && link.labels.length > 0 && <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({link.labels.join(', ')})</span>}
        </li>
      ))}
    </ul>
  );
}
