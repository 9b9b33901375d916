import { renderHook } from '@testing-library/react';
import { clientHeadAttribute, useDocumentHead, type DocumentHead } from './use-document-head';

const car: DocumentHead = {
  title: 'What is “car”?',
  description: 'car: meanings.',
  canonicalUrl: 'https://example.org/semantic-dictionary/what-is-car',
  openGraph: { title: 'What is “car”?', description: 'car: meanings.', url: 'https://example.org/semantic-dictionary/what-is-car', type: 'website' },
  jsonLd: { '@context': 'https://schema.org', '@type': 'DefinedTerm', name: 'car' },
};

const zebra: DocumentHead = {
  ...car,
  title: 'What is “zebra”?',
  canonicalUrl: 'https://example.org/semantic-dictionary/what-is-zebra',
  jsonLd: { '@context': 'https://schema.org', '@type': 'DefinedTerm', name: 'zebra</script>' },
};

const head = () => document.head;
const all = (selector: string) => [...head().querySelectorAll(selector)];
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content');
const jsonLd = () => all('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8"><title>Semantic Dictionary</title>';
});

describe('useDocumentHead', () => {
  it('writes the entry head into the document head, marking what it adds', () => {
    renderHook(() => useDocumentHead(car));
    expect(document.title).toBe('What is “car”?');
    expect(content('meta[name="description"]')).toBe('car: meanings.');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(car.canonicalUrl);
    expect(content('meta[property="og:title"]')).toBe('What is “car”?');
    expect(content('meta[property="og:url"]')).toBe(car.canonicalUrl);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(jsonLd()).toEqual([car.jsonLd]);
    // The static HTML's title is changed in place, not duplicated.
    expect(all(`[${clientHeadAttribute}]`)).toHaveLength(7);
    expect(all('title')).toHaveLength(1);
    expect(all('meta[name="robots"]')).toHaveLength(0);
  });

  it('replaces the set when the head changes, leaving exactly one of each', () => {
    const { rerender } = renderHook(({ shown }) => useDocumentHead(shown), { initialProps: { shown: car } });
    rerender({ shown: zebra });
    expect(document.title).toBe('What is “zebra”?');
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([zebra.canonicalUrl]);
    expect(all('meta[property="og:url"]')).toHaveLength(1);
    expect(jsonLd()).toEqual([zebra.jsonLd]);
    // No text in the data can close the script element.
    expect(head().querySelector('script[type="application/ld+json"]')?.textContent).not.toContain('</script>');
  });

  it('does nothing for an equal head built anew, and for null', () => {
    const { rerender } = renderHook(({ shown }) => useDocumentHead(shown), { initialProps: { shown: { ...car } as DocumentHead | null } });
    const canonical = head().querySelector('link[rel="canonical"]');
    rerender({ shown: { ...car } });
    expect(head().querySelector('link[rel="canonical"]')).toBe(canonical);
    rerender({ shown: null });
    expect(document.title).toBe('Semantic Dictionary');
    expect(all(`[${clientHeadAttribute}]`)).toHaveLength(0);
  });

  it('gives the page its static head back on unmount', () => {
    const { unmount } = renderHook(() => useDocumentHead(car));
    unmount();
    expect(document.title).toBe('Semantic Dictionary');
    expect(all(`[${clientHeadAttribute}]`)).toHaveLength(0);
    expect(all('script, link[rel="canonical"], meta[name="description"]')).toHaveLength(0);
  });

  it('leaves a title that a navigation set meanwhile', () => {
    const { unmount } = renderHook(() => useDocumentHead(car));
    document.title = 'Keyword Density Checker';
    unmount();
    expect(document.title).toBe('Keyword Density Checker');
  });

  it('changes head elements the static HTML already has instead of duplicating them, and restores them', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://example.org/semantic-dictionary"><meta name="description" content="The tool.">');
    const { unmount } = renderHook(() => useDocumentHead(car));
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([car.canonicalUrl]);
    expect(all('meta[name="description"]').map((meta) => meta.getAttribute('content'))).toEqual(['car: meanings.']);
    unmount();
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual(['https://example.org/semantic-dictionary']);
    expect(content('meta[name="description"]')).toBe('The tool.');
  });

  it('takes over the head a build step wrote for it (marked) and removes it on unmount, leaving other structured data alone', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<link rel="canonical" href="${zebra.canonicalUrl}" ${clientHeadAttribute}=""><meta property="og:url" content="${zebra.canonicalUrl}" ${clientHeadAttribute}="">` +
        `<script type="application/ld+json" ${clientHeadAttribute}="">{"@type":"DefinedTerm","name":"zebra"}</script>` +
        '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    );
    const { unmount } = renderHook(() => useDocumentHead(car));
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([car.canonicalUrl]);
    expect(all('meta[property="og:url"]')).toHaveLength(1);
    expect(jsonLd()).toEqual([car.jsonLd, { '@type': 'WebSite' }]);
    unmount();
    expect(all(`[${clientHeadAttribute}]`)).toHaveLength(0);
    expect(jsonLd()).toEqual([{ '@type': 'WebSite' }]);
  });

  it('keeps a missing word out of search results without making it look like an entry', () => {
    renderHook(() => useDocumentHead({ title: 'Page Not Found', robots: 'noindex' }));
    expect(document.title).toBe('Page Not Found');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(all('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]')).toHaveLength(0);
  });
});
