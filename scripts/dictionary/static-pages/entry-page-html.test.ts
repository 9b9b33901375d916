import type { EntryHead } from '../../../src/features/dictionary/model/entry-head';
import { inlineScripts, policyFromHtml, withPolicyMeta } from '../../host/content-security-policy';
import { clientHeadAttribute } from '../../../src/features/dictionary/ui/use-document-head';
import { leanEntryPageTemplate } from './entry-page-html';

const languageTool = 'https://api.languagetool.org';

/** An exported entry shell, shaped as Next writes it (abridged): the theme and bootstrap scripts inline, the placeholder empty. */
const shell = withPolicyMeta(
  '<!DOCTYPE html><html lang="pl" dir="ltr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><title>Darmowy słownik semantyczny</title><meta name="robots" content="noindex, follow"/>' +
    '<script>(function(){document.documentElement.dataset.theme="light"})()</script></head>' +
    '<body><main><div data-entry-prerender=""></div><p data-testid="dictionary-loading">Ładowanie…</p></main>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"title: <\\/title> \\u003cdiv data-entry-prerender=\\"\\"\\u003e"])</script></body></html>',
  languageTool,
);

const head: EntryHead = {
  title: 'Co znaczy „łódź”? Znaczenie, synonimy i słowa pokrewne',
  description: 'łódź: znaczenia, przykłady użycia & synonimy.',
  canonicalUrl: 'https://writekit.app/pl/semantic-dictionary/what-is-%C5%82%C3%B3d%C5%BA--pl',
  openGraph: {
    title: 'Co znaczy „łódź”? Znaczenie, synonimy i słowa pokrewne',
    description: 'łódź: znaczenia, przykłady użycia & synonimy.',
    url: 'https://writekit.app/pl/semantic-dictionary/what-is-%C5%82%C3%B3d%C5%BA--pl',
    type: 'website',
  },
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: 'łódź</script><script>alert(1)</script>',
    inLanguage: 'pl',
    url: 'https://writekit.app/pl/semantic-dictionary/what-is-łódź--pl',
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'polski', inLanguage: 'pl-PL' },
  },
};

const summary = '<article data-entry-summary=""><h1>łódź</h1></article>';
const page = leanEntryPageTemplate(shell)(head, summary);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('leanEntryPageTemplate', () => {
  it("gives the page the entry's title, description, canonical and Open Graph, and drops the shell's noindex", () => {
    expect(headOf(page)).toContain('<title>Co znaczy „łódź”? Znaczenie, synonimy i słowa pokrewne</title>');
    expect(headOf(page)).toContain('<meta name="description" content="łódź: znaczenia, przykłady użycia &amp; synonimy." data-client-head=""/>');
    expect(headOf(page)).toContain(`<link rel="canonical" href="${head.canonicalUrl}" data-client-head=""/>`);
    expect(headOf(page)).toContain(`<meta property="og:url" content="${head.canonicalUrl}" data-client-head=""/>`);
    expect(headOf(page)).toContain('<meta property="og:type" content="website" data-client-head=""/>');
    expect(page).not.toContain('Darmowy słownik semantyczny');
    expect(page).not.toContain('noindex');
    expect(headOf(page).match(/<title>/g)).toHaveLength(1);
  });

  it("marks the head elements it adds as the shell's, which it keeps up to date and removes when the visitor moves on", () => {
    const added = headOf(page).match(/<(meta|link|script) [^>]*(name="description"|rel="canonical"|property="og:|application\/ld\+json)[^>]*>/g) ?? [];
    expect(added).toHaveLength(7);
    expect(added.filter((element) => !element.includes(`${clientHeadAttribute}=""`))).toEqual([]);
  });

  it('adds the DefinedTerm as JSON-LD that no text in it can close', () => {
    const [, json] = /<script type="application\/ld\+json" data-client-head="">([\s\S]*?)<\/script>/.exec(page) ?? [];
    expect(JSON.parse(json!)).toEqual(head.jsonLd);
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('puts the summary into the placeholder, only there', () => {
    expect(page).toContain(`<main><div data-entry-prerender="">${summary}</div><p data-testid="dictionary-loading">`);
    // The same words inside Next's RSC payload stay as they are.
    expect(page).toContain('\\u003cdiv data-entry-prerender=\\"\\"\\u003e');
  });

  it("keeps the shell's inline scripts byte for byte, so its Content-Security-Policy holds", () => {
    expect(inlineScripts(page)).toEqual(inlineScripts(shell));
    expect(policyFromHtml(page)).toBe(policyFromHtml(shell));
    expect(withPolicyMeta(page, languageTool)).toBe(page);
  });

  it('replaces a head the shell already has instead of doubling it', () => {
    expect(leanEntryPageTemplate(page.replace(summary, ''))(head, summary)).toBe(page);
  });

  it('fails on a shell without its placeholder or title', () => {
    expect(() => leanEntryPageTemplate(shell.replace('<div data-entry-prerender=""></div>', ''))).toThrow('entry placeholder');
    expect(() => leanEntryPageTemplate(shell.replace(/<title>.*<\/title>/, ''))).toThrow('<title>');
  });
});
