import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/ToolPageShell';
import { siteName } from '@/config/site';
import { tools, type ToolId } from '@/config/tools';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { absoluteUrl } from '@/lib/seo/metadata';
import { JsonLd } from '@/lib/seo/JsonLd';

export interface ToolPageProps {
  locale: Locale;
  tool: ToolId;
  clientNamespaces?: readonly (keyof Messages)[];
  /** The working tool. */
  children: ReactNode;
  /** Tool-specific explanations (e.g. how things are counted), after the common info sections. */
  moreInfo?: ReactNode;
}

const infoSections = [
  ['whatTitle', 'whatBody'],
  ['usesTitle', 'usesBody'],
  ['whoTitle', 'whoBody'],
] as const;

/**
 * A tool page: heading, the tool, and the info sections every tool page has: what it is, what it
 * is for, who should use it and why.
 */
export async function ToolPage({ locale, tool, clientNamespaces, children, moreInfo }: ToolPageProps) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: `Tools.${tool}` });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const path = tools[tool].path;
  return (
    <PageShell locale={locale} tool={tool} pagePath={path} clientNamespaces={clientNamespaces}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: t('label'),
          headline: t('heading'),
          description: t('metaDescription'),
          url: absoluteUrl(path, locale),
          inLanguage: localeInfo[locale].tag,
          applicationCategory: 'UtilitiesApplication',
          operatingSystem: 'Any (web browser)',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
          publisher: { '@type': 'Organization', name: siteName },
        }}
      />
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <span className="mr-3 inline-block h-7 w-1.5 rounded bg-accent-brand align-[-0.1em]" aria-hidden="true" />
          {t('heading')}
        </h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </div>
      {children}
      <section aria-labelledby="about-tool" className="mt-12 max-w-3xl space-y-8">
        <h2 id="about-tool" className="sr-only">
          {tCommon('infoHeading')}
        </h2>
        {infoSections.map(([title, body]) => (
          <div key={title}>
            <h3 className="text-xl font-semibold">{t(title)}</h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{t(body)}</p>
          </div>
        ))}
        {moreInfo}
      </section>
    </PageShell>
  );
}
