import { jsonLdText } from './json-ld';

/** Structured data for crawlers, in the page's HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
