/**
 * The XML of the sitemaps protocol (https://www.sitemaps.org/protocol.html): `<urlset>` files,
 * with the `xhtml:link` hreflang alternates search engines read from sitemaps, and the
 * `<sitemapindex>` that lists them.
 */

/** One `<url>` of a sitemap. URLs are absolute and already percent-encoded. */
export interface SitemapUrl {
  loc: string;
  /** The same page in other languages: hreflang code (and `x-default`) → URL. */
  alternates?: Readonly<Record<string, string>>;
  changefreq?: 'monthly' | 'yearly';
  priority?: number;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes text for XML content and attribute values (the protocol requires it of every URL). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

/** Bytes of a `<urlset>` file besides its `<url>` elements. */
export const urlsetOverheadBytes = Buffer.byteLength(declaration + urlsetOpen + urlsetClose);

/** One `<url>` element, ending in a line break. */
export function urlElement(url: SitemapUrl): string {
  const lines = [`<loc>${escapeXml(url.loc)}</loc>`];
  for (const [hreflang, href] of Object.entries(url.alternates ?? {})) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  if (url.changefreq) lines.push(`<changefreq>${url.changefreq}</changefreq>`);
  if (url.priority !== undefined) lines.push(`<priority>${url.priority}</priority>`);
  return `<url>${lines.join('')}</url>\n`;
}

/** A `<urlset>` file of `<url>` elements made by {@link urlElement}. */
export function urlsetXml(elements: readonly string[]): string {
  return declaration + urlsetOpen + elements.join('') + urlsetClose;
}

/** A `<sitemapindex>` file of absolute sitemap URLs. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const children = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${declaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children}</sitemapindex>\n`;
}
