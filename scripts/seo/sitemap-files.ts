/**
 * Splits lists of URLs into sitemap files within the protocol's limits and makes the index that
 * lists them (https://www.sitemaps.org/protocol.html#index).
 */
import { sitemapIndexXml, urlElement, urlsetOverheadBytes, urlsetXml, type SitemapUrl } from './sitemap-xml';

/** What one sitemap file may hold. */
export interface SitemapLimits {
  maxUrls: number;
  /** Uncompressed size in bytes. */
  maxBytes: number;
}

/**
 * The protocol's limits: "no more than 50,000 URLs and must be no larger than 50MB (52,428,800
 * bytes)" uncompressed, per sitemap and per sitemap index.
 */
export const protocolLimits: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

/** A file to write at the site's root. */
export interface SitemapFile {
  name: string;
  content: string;
  /** `<url>` elements of a sitemap, `<sitemap>` elements of the index. */
  urlCount: number;
}

/** URLs that share a file name: `{name}-1.xml`, `{name}-2.xml`… */
export interface SitemapSeries {
  name: string;
  urls: Iterable<SitemapUrl>;
}

/**
 * The files of a series, each filled up to the limits in the order given. Every file is numbered,
 * even a lone one, so a file's name does not change when its series grows past one file.
 * A series without URLs gives no file.
 */
export function seriesFiles({ name, urls }: SitemapSeries, limits: SitemapLimits = protocolLimits): SitemapFile[] {
  const files: SitemapFile[] = [];
  let elements: string[] = [];
  let bytes = urlsetOverheadBytes;
  const flush = () => {
    if (elements.length === 0) return;
    files.push({ name: `${name}-${files.length + 1}.xml`, content: urlsetXml(elements), urlCount: elements.length });
    elements = [];
    bytes = urlsetOverheadBytes;
  };
  for (const url of urls) {
    const element = urlElement(url);
    const size = Buffer.byteLength(element);
    if (urlsetOverheadBytes + size > limits.maxBytes) throw new Error(`sitemap: <url> of ${url.loc} alone exceeds ${limits.maxBytes} bytes`);
    if (elements.length === limits.maxUrls || bytes + size > limits.maxBytes) flush();
    elements.push(element);
    bytes += size;
  }
  flush();
  return files;
}

/** The index's name: robots.txt (src/app/robots.ts) points to `/sitemap.xml`. */
export const sitemapIndexName = 'sitemap.xml';

/**
 * The sitemap index listing the files of every series at `{siteUrl}/{file}`, followed by those
 * files. They sit at the site's root: a sitemap may only list URLs below its own folder.
 */
export function sitemapFiles(series: readonly SitemapSeries[], siteUrl: string, limits: SitemapLimits = protocolLimits): SitemapFile[] {
  const sitemaps = series.flatMap((s) => seriesFiles(s, limits));
  if (sitemaps.length > protocolLimits.maxUrls) throw new Error(`sitemap: ${sitemaps.length} sitemaps exceed the ${protocolLimits.maxUrls} one index may list`);
  const index = sitemapIndexXml(sitemaps.map((file) => `${siteUrl}/${file.name}`));
  return [{ name: sitemapIndexName, content: index, urlCount: sitemaps.length }, ...sitemaps];
}
