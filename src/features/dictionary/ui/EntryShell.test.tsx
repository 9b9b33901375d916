import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { EntryShard, Manifest } from '../model';
import { EntryShell } from './EntryShell';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const messages = JSON.parse(readFileSync(join(process.cwd(), 'messages', 'en.json'), 'utf8')) as Record<string, unknown>;

const manifest: Manifest = {
  v: 1,
  buildHash: 'test',
  basePath: '/dict/',
  shardScheme: 'fnv1a32-mod',
  languages: {
    en: { version: 'v1', entryCount: 1, formCount: 0, shardCount: 1, letters: [], letterPageSize: 100, search: { nodes: {}, topSize: 10 } },
  },
};
const shard: EntryShard = { v: 1, language: 'en', entries: { zebra: { l: 'zebra', f: 1, m: [{ p: 'n', d: 'any of several fleet black-and-white striped African equines' }] } } };

/** Responses that arrive when the test says so, to look at the page while it loads. */
function controlledFetch() {
  const pending = new Map<string, (body: unknown) => void>();
  const bodies = new Map<string, Promise<unknown>>();
  const bodyOf = (url: string) => {
    if (!bodies.has(url)) bodies.set(url, new Promise((resolve) => pending.set(url, resolve)));
    return bodies.get(url)!;
  };
  global.fetch = jest.fn(async (url: string) => ({ ok: true, status: 200, json: () => bodyOf(url) })) as unknown as typeof fetch;
  return async (url: string, body: unknown) => {
    bodyOf(url);
    await act(async () => pending.get(url)!(body));
  };
}

function ShellPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <QueryClientProvider client={client}>
        <EntryShell languageNames={{ en: 'English' }} />
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

const emptyPlaceholder = '<div data-entry-prerender=""></div>';
const injected = '<article data-testid="static-entry"><h1>zebra</h1><p>any of several fleet black-and-white striped African equines</p></article>';

let root: Root | null = null;
let container: HTMLElement;

/** The shell's static HTML, optionally with an entry written into the placeholder, hydrated at `path`. */
async function hydrateShell(path: string, placeholderContent = '') {
  window.history.replaceState(null, '', path);
  const html = renderToString(<ShellPage />);
  expect(html).toContain(emptyPlaceholder);
  container = document.createElement('div');
  container.innerHTML = html.replace(emptyPlaceholder, `<div data-entry-prerender="">${placeholderContent}</div>`);
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <ShellPage />, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return { recoverableErrors };
}

const placeholder = () => container.querySelector('[data-entry-prerender]');

beforeEach(() => {
  document.head.innerHTML = '<title>Free Semantic Dictionary</title>';
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('EntryShell', () => {
  it('keeps content written into the placeholder through hydration and loading, then shows the entry view in its place', async () => {
    const respond = controlledFetch();
    const { recoverableErrors } = await hydrateShell('/semantic-dictionary/what-is-zebra', injected);
    const adopted = placeholder();
    expect(recoverableErrors).toEqual([]);
    expect(adopted?.innerHTML).toBe(injected);

    await respond('/dict/manifest.json', manifest);
    // Still loading the shard: the same element, its content untouched.
    expect(placeholder()).toBe(adopted);
    expect(adopted?.innerHTML).toBe(injected);

    await respond('/dict/en/v1/e/0.json', shard);
    expect(await screen.findByTestId('dictionary-entry')).toHaveTextContent('striped African equines');
    expect(placeholder()).toBeNull();
    expect(screen.queryByTestId('static-entry')).toBeNull();
  });

  it('shows the loading line beside an empty placeholder (the plain shell)', async () => {
    controlledFetch();
    await hydrateShell('/semantic-dictionary/what-is-zebra');
    expect(placeholder()?.innerHTML).toBe('');
    expect(placeholder()?.nextElementSibling).toBe(screen.getByTestId('dictionary-loading'));
  });

  it('writes the entry’s head once the entry shows', async () => {
    const respond = controlledFetch();
    await hydrateShell('/semantic-dictionary/what-is-zebra');
    expect(document.title).toBe('Free Semantic Dictionary');
    await respond('/dict/manifest.json', manifest);
    await respond('/dict/en/v1/e/0.json', shard);
    await screen.findByTestId('dictionary-entry');
    expect(document.title).toBe('What is “zebra”? Meaning, synonyms and related words');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/semantic-dictionary\/what-is-zebra$/);
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'DefinedTerm', name: 'zebra' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a word the dictionary does not have out of search results', async () => {
    const respond = controlledFetch();
    await hydrateShell('/semantic-dictionary/what-is-qwertyzzz');
    await respond('/dict/manifest.json', manifest);
    await respond('/dict/en/v1/e/0.json', shard);
    expect(await screen.findByTestId('dictionary-error')).toHaveTextContent('qwertyzzz');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Page Not Found');
    expect(document.head.querySelector('link[rel="canonical"], script[type="application/ld+json"]')).toBeNull();
  });
});
