'use client';

import { useTranslations } from 'next-intl';
import { SerpPreview } from '@/components/seo/SerpPreview';
import type { PageReport, SeoCheckStatus } from '../model/seo-checks';

const statusStyles: Record<SeoCheckStatus, string> = {
  good: 'bg-green-600',
  improve: 'bg-amber-500',
  bad: 'bg-red-600',
};

/** The on-page checks of HTML source, the page's links and its search-result preview. */
export function PageChecks({ report }: { report: PageReport }) {
  const t = useTranslations('KeywordDensity.seo');
  return (
    <section aria-labelledby="page-checks" className="space-y-4" data-testid="page-checks">
      <h2 id="page-checks" className="text-base font-semibold">
        {t('heading')}
      </h2>
      <ul className="space-y-2">
        {report.checks.map((check) => (
          <li key={check.id} data-testid="seo-check" data-check={check.id} data-status={check.status} className="flex gap-2 text-sm">
            <span aria-hidden="true" className={`mt-1 inline-block h-3 w-3 shrink-0 rounded-full ${statusStyles[check.status]}`} />
            <span>
              <span className="font-semibold">{t(`checks.${check.id}`)}</span> <span className="text-xs uppercase tracking-wide">({t(`status.${check.status}`)})</span>
              {': '}
              {t(`reasons.${check.reason}`, check.values)}
            </span>
          </li>
        ))}
      </ul>
      <p data-testid="page-links" className="text-sm">
        {t('links', { internal: report.links.internal, external: report.links.external })}
      </p>
      <SerpPreview title={report.title} description={report.description} url={report.url} />
    </section>
  );
}
