'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import { createCanvasMeasure, fitSerpLine, measureArialWidth, serpLimits, type MeasureWidth, type SerpFit } from '@/lib/seo/serp-lengths';

export type SerpDevice = 'desktop' | 'mobile';

export interface SerpPreviewProps {
  /** The page title; empty shows a placeholder. */
  title: string;
  /** The meta description; empty shows a placeholder. */
  description: string;
  /** The page's address, shown as the result's breadcrumb; empty shows a placeholder. */
  url?: string;
  /** Which layout to start with. */
  device?: SerpDevice;
}

let canvasMeasure: MeasureWidth | null | undefined;
const clientMeasure = () => (canvasMeasure === undefined ? (canvasMeasure = createCanvasMeasure()) : canvasMeasure) ?? measureArialWidth;
const serverMeasure = () => measureArialWidth;
const neverChanges = () => () => {};

/** Canvas widths once the page runs (they know every glyph); the metrics table in the static HTML. */
function useMeasure(): MeasureWidth {
  return useSyncExternalStore(neverChanges, clientMeasure, serverMeasure);
}

/** `https://example.com/blog/post` → `example.com › blog › post`, as results show addresses. */
function breadcrumb(url: string): string {
  try {
    const { hostname, pathname } = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
    return [hostname.replace(/^www\./, ''), ...pathname.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ');
  } catch {
    return url;
  }
}

/**
 * A search-result preview: the title and description cut where a result would cut them
 * (see `@/lib/seo/serp-lengths`), with their widths in pixels and characters.
 */
export function SerpPreview({ title, description, url = '', device: initialDevice = 'desktop' }: SerpPreviewProps) {
  const t = useTranslations('SerpPreview');
  const format = useFormatter();
  const measure = useMeasure();
  const headingId = useId();
  const [device, setDevice] = useState<SerpDevice>(initialDevice);
  const titleFit = fitSerpLine(title || t('titlePlaceholder'), serpLimits.title, measure);
  const descriptionLimit = device === 'desktop' ? serpLimits.descriptionDesktop : serpLimits.descriptionMobile;
  const descriptionFit = fitSerpLine(description || t('descriptionPlaceholder'), descriptionLimit, measure);

  const readout = (fit: SerpFit, empty: boolean) =>
    empty
      ? t('empty')
      : t('widthReadout', { pixels: format.number(fit.pixels), limit: format.number(fit.limitPixels), characters: fit.characters });

  return (
    <section aria-labelledby={headingId} data-testid="serp-preview" data-device={device} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {t('heading')}
        </h2>
        <div role="group" aria-label={t('deviceLabel')} className="flex gap-1 text-xs">
          {(['desktop', 'mobile'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className={`rounded-md border px-2 py-1 ${device === option ? 'border-accent-brand bg-accent-brand/10 font-semibold' : 'border-slate-300 dark:border-slate-700'}`}
            >
              {t(option)}
            </button>
          ))}
        </div>
      </div>
      <div className={`mt-3 rounded-lg bg-white p-3 text-left dark:bg-slate-950 ${device === 'mobile' ? 'max-w-[420px]' : ''}`} style={{ fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif' }}>
        <p className="truncate text-sm text-slate-700 dark:text-slate-300">{url ? breadcrumb(url) : t('urlPlaceholder')}</p>
        <p data-testid="serp-title" className="mt-1 text-[20px] leading-snug text-[#1a0dab] dark:text-[#8ab4f8]" style={{ maxWidth: serpLimits.title.pixels }}>
          {titleFit.visible}
        </p>
        <p data-testid="serp-description" className="mt-1 text-[14px] leading-[22px] text-slate-700 dark:text-slate-300">
          {descriptionFit.visible}
        </p>
      </div>
      <dl className="mt-3 grid gap-1 text-xs text-slate-600 dark:text-slate-400">
        {(
          [
            ['title', t('titleLabel'), titleFit, title === ''],
            ['description', t('descriptionLabel'), descriptionFit, description === ''],
          ] as const
        ).map(([field, label, fit, empty]) => (
          <div key={field} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd data-testid={`serp-${field}-width`} data-fits={fit.fits} className={fit.fits ? '' : 'font-semibold text-red-700 dark:text-red-400'}>
              {readout(fit, empty)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('note')}</p>
    </section>
  );
}
