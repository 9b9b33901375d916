/**
 * A lean entry page made from the exported entry shell (`what-is-_.html` of its locale): the
 * entry's head and its static summary written into the shell's HTML, nothing else touched. The
 * shell's inline scripts stay byte for byte, so the Content-Security-Policy `<meta>` the
 * postbuild step gave the shell (their hashes) holds for the page too; the JSON-LD added is a
 * data block, which a policy does not cover. When the scripts run, the shell reads the entry id
 * from the address and renders the interactive entry in place of the summary.
 */
import type { EntryHead } from '../../../src/features/dictionary/model/entry-head';
import { clientHeadAttribute } from '../../../src/features/dictionary/ui/use-document-head';
import { jsonLdText } from '../../../src/lib/seo/json-ld';
import { escapeHtml } from './entry-summary-html';

/**
 * The shell's empty container for an entry's static HTML (EntryShell's placeholder). React
 * adopts what it holds at hydration without comparing it.
 */
const placeholder = '<div data-entry-prerender=""></div>';

/** Head elements the entry's head replaces wherever the shell has them. */
const replacedHeadElements = [
  /<title>[\s\S]*?<\/title>/g,
  /<meta name="(?:robots|description)" [^>]*>/g,
  /<link rel="canonical" [^>]*>/g,
  /<meta property="og:(?:title|description|url|type)" [^>]*>/g,
  /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g,
];

/**
 * The entry's head as HTML, in the form Next writes metadata. The elements are marked as the
 * shell's own (React does not know them): once the shell shows the entry it keeps them up to
 * date, and removes them when the visitor moves on to another page in the same document, so
 * that no page ends up with two canonical URLs.
 */
export function entryHeadHtml(head: EntryHead): string {
  const owned = `${clientHeadAttribute}=""`;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" ${owned}/>`;
  return (
    `<title>${escapeHtml(head.title)}</title>` +
    meta('name', 'description', head.description) +
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" ${owned}/>` +
    meta('property', 'og:title', head.openGraph.title) +
    meta('property', 'og:description', head.openGraph.description) +
    meta('property', 'og:url', head.openGraph.url) +
    meta('property', 'og:type', head.openGraph.type) +
    `<script type="application/ld+json" ${owned}>${jsonLdText(head.jsonLd)}</script>`
  );
}

function onlyOnce(html: string, part: string, what: string): number {
  const at = html.indexOf(part);
  if (at < 0 || html.indexOf(part, at + 1) >= 0) throw new Error(`entry shell: expected exactly one ${what}`);
  return at;
}

/**
 * The lean pages of a locale's entries, made from its shell: a function of an entry's head and
 * summary that returns `shellHtml` with that head (title, description, canonical, Open Graph,
 * DefinedTerm JSON-LD; any robots rule dropped, the page is meant to be indexed) in place of the
 * shell's, and the summary in the placeholder. The shell is taken apart once, for the thousands
 * of pages made from it. Throws when the shell lacks its head, its title or the placeholder, so
 * that a changed shell fails the build instead of shipping empty pages.
 */
export function leanEntryPageTemplate(shellHtml: string): (head: EntryHead, summaryHtml: string) => string {
  const headEnd = onlyOnce(shellHtml, '</head>', '</head>');
  const titleAt = onlyOnce(shellHtml.slice(0, headEnd), '<title>', '<title> in the head');
  let before = shellHtml.slice(0, titleAt);
  let after = shellHtml.slice(titleAt, headEnd);
  for (const pattern of replacedHeadElements) {
    before = before.replace(pattern, '');
    after = after.replace(pattern, '');
  }
  const body = shellHtml.slice(headEnd);
  const at = onlyOnce(body, placeholder, 'entry placeholder');
  const opening = placeholder.slice(0, -'</div>'.length);
  const beforeSummary = `${after}${body.slice(0, at)}${opening}`;
  const afterSummary = `</div>${body.slice(at + placeholder.length)}`;
  return (head, summaryHtml) => `${before}${entryHeadHtml(head)}${beforeSummary}${summaryHtml}${afterSummary}`;
}
