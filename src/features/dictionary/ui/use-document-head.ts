'use client';

import { useEffect } from 'react';
import { jsonLdText } from '@/lib/seo/json-ld';

/**
 * What a client-rendered page says about itself in the document head. A field left out keeps
 * what the static HTML has.
 */
export interface DocumentHead {
  title?: string;
  description?: string;
  canonicalUrl?: string;
  openGraph?: { title: string; description: string; url: string; type: string };
  /** Written as a `<script type="application/ld+json">` data block: never executed, so the CSP does not apply. */
  jsonLd?: Record<string, unknown>;
  /** e.g. `noindex` for a page that must stay out of search results. */
  robots?: string;
}

/**
 * Marks the head elements this module owns: the ones it added, and ones a build step wrote into
 * a copy of the static HTML for it (React knows neither). It rewrites and, on undo, removes them.
 */
export const clientHeadAttribute = 'data-client-head';

type Undo = () => void;

function headElement(document: Document, tag: 'meta' | 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(clientHeadAttribute, '');
  return element;
}

/** Applies `write` to the owned element that `selector` finds, or to a new one; undo removes it. */
function own(document: Document, selector: string, create: () => HTMLElement, write: (element: Element) => void): Undo {
  const element = document.head.querySelector(`${selector}[${clientHeadAttribute}]`) ?? document.head.appendChild(create());
  write(element);
  return () => element.remove();
}

/**
 * Sets `attribute` of the head element that `selector` finds to `value`. One that Next wrote is
 * changed in place rather than duplicated (React owns it, so it must stay in the document), and
 * gets its value back on undo unless something changed it since; otherwise the element is owned.
 */
function claim(document: Document, selector: string, create: () => HTMLElement, attribute: string, value: string): Undo {
  const existing = document.head.querySelector(selector);
  if (!existing || existing.hasAttribute(clientHeadAttribute)) return own(document, selector, create, (element) => element.setAttribute(attribute, value));
  const previous = existing.getAttribute(attribute);
  existing.setAttribute(attribute, value);
  return () => {
    if (existing.getAttribute(attribute) !== value) return;
    if (previous === null) existing.removeAttribute(attribute);
    else existing.setAttribute(attribute, previous);
  };
}

function claimMeta(document: Document, key: 'name' | 'property', name: string, content: string): Undo {
  return claim(document, `meta[${key}="${name}"]`, () => headElement(document, 'meta', { [key]: name }), 'content', content);
}

/** Keeps the title the static HTML had for undo, unless a navigation has set another one since. */
function claimTitle(document: Document, title: string): Undo {
  const previous = document.title;
  document.title = title;
  return () => {
    if (document.title === title) document.title = previous;
  };
}

/**
 * Writes `head` into `document.head` and returns what undoes it. Structured data goes into an
 * owned block, never into another one: other blocks on the page describe other things.
 */
export function writeDocumentHead(document: Document, head: DocumentHead): Undo {
  const undos: Undo[] = [];
  if (head.title !== undefined) undos.push(claimTitle(document, head.title));
  if (head.description !== undefined) undos.push(claimMeta(document, 'name', 'description', head.description));
  if (head.robots !== undefined) undos.push(claimMeta(document, 'name', 'robots', head.robots));
  if (head.canonicalUrl !== undefined) {
    undos.push(claim(document, 'link[rel="canonical"]', () => headElement(document, 'link', { rel: 'canonical' }), 'href', head.canonicalUrl));
  }
  if (head.openGraph) {
    for (const [field, value] of Object.entries(head.openGraph)) undos.push(claimMeta(document, 'property', `og:${field}`, value));
  }
  if (head.jsonLd) {
    const text = jsonLdText(head.jsonLd);
    const selector = 'script[type="application/ld+json"]';
    undos.push(
      own(document, selector, () => headElement(document, 'script', { type: 'application/ld+json' }), (script) => {
        script.textContent = text;
      }),
    );
  }
  return () => {
    for (const undo of undos.reverse()) undo();
  };
}

/**
 * Keeps the document head saying what `head` says while the component is mounted (null: leave
 * the static head alone). A changed head replaces the previous one, so moving between words leaves
 * exactly one set; unmounting gives the page its static head back.
 */
export function useDocumentHead(head: DocumentHead | null): void {
  // Compared by value: callers build a new object on every render.
  const serialized = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (serialized === null) return;
    return writeDocumentHead(document, JSON.parse(serialized) as DocumentHead);
  }, [serialized]);
}
