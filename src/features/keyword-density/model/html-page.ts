import { decodeHTML } from 'entities/decode';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { TextRange } from './occurrences';

/**
 * An HTML page as the on-page checks read it. Parsed with parse5: the worker has no DOMParser,
 * and parse5 builds the tree exactly as the WHATWG HTML standard (and so a browser or a search
 * engine's renderer) does — implied `<body>`, unclosed `<p>`, a `<title>` in the wrong place —
 * and gives every node its source offsets, which map highlighted words back to the markup.
 * htmlparser2 is smaller (about 23 kB against 47 kB gzipped) but does not build the standard's
 * tree; parse5 was already in the lockfile (jsdom's parser), and is loaded only in the worker,
 * only when the input is HTML.
 */

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
type TextNode = DefaultTreeAdapterMap['textNode'];

export interface HtmlHeading {
  level: number;
  text: string;
}

export interface HtmlPage {
  /** The visible text of the body: every block element on lines of its own. */
  text: string;
  /** `<title>`, white space collapsed; null when absent. */
  title: string | null;
  /** `<meta name="description">`; null when absent. */
  description: string | null;
  /** The page's own address: `<link rel="canonical">`, else `<meta property="og:url">`. */
  url: string | null;
  /** Every heading of the body, in document order. */
  headings: HtmlHeading[];
  /** The first paragraph with text. */
  firstParagraph: string | null;
  /** The alt text of every image (null when the attribute is missing). */
  imageAlts: (string | null)[];
  /** Links to http(s) addresses: to the page's own host, and to others. */
  links: { internal: number; external: number };
  /** Maps offsets of `text` to offsets of the markup. */
  pieces: TextPieces;
}

/** Runs of `text` and where they come from in the markup; a run is linear when both lengths agree. */
export interface TextPieces {
  textStarts: number[];
  textLengths: number[];
  sourceStarts: number[];
  sourceLengths: number[];
}

/** Elements whose content is not shown as text of the page. */
const hiddenElements = new Set(['head', 'script', 'style', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'iframe', 'object', 'canvas']);

/** Elements that start a line of their own (CSS `display: block` and the like in the standard's default style sheet). */
const blockElements = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'td', 'th', 'tr', 'ul', 'option', 'legend',
]);

const entity = /&(?:#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[A-Za-z][A-Za-z0-9]*;?)/y;

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function textContent(node: ParentNode): string {
  let text = '';
  const visit = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') text += (child as TextNode).value;
      else if (isElement(child)) visit(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
    }
  };
  visit(node);
  return text.replace(/\s+/gu, ' ').trim();
}

/** Reads an HTML page: its visible text (mapped back to the markup) and what the on-page checks look at. */
export function readHtmlPage(html: string): HtmlPage {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const pieces: TextPieces = { textStarts: [], textLengths: [], sourceStarts: [], sourceLengths: [] };
  let text = '';
  let title: string | null = null;
  let description: string | null = null;
  let canonical: string | null = null;
  let ogUrl: string | null = null;
  let firstParagraph: string | null = null;
  const headings: HtmlHeading[] = [];
  const imageAlts: (string | null)[] = [];
  const hrefs: string[] = [];

  /** Appends `piece` of the markup's text; `shown` is what the text gets, the piece itself unless said otherwise. */
  const addPiece = (piece: string, sourceStart: number, sourceLength: number, shown = piece.replace(/[\n\r\f]/g, ' ')) => {
    const last = pieces.textStarts.length - 1;
    const linear = piece.length === sourceLength;
    // Extend the previous run when this one continues it linearly.
    if (last >= 0 && linear && pieces.textLengths[last] === pieces.sourceLengths[last] && pieces.sourceStarts[last]! + pieces.sourceLengths[last]! === sourceStart && pieces.textStarts[last]! + pieces.textLengths[last]! === text.length) {
      pieces.textLengths[last]! += piece.length;
      pieces.sourceLengths[last]! += sourceLength;
    } else {
      pieces.textStarts.push(text.length);
      pieces.textLengths.push(piece.length);
      pieces.sourceStarts.push(sourceStart);
      pieces.sourceLengths.push(sourceLength);
    }
    text += shown;
  };

  const lineBreak = (at: number) => {
    // Line breaks inside a block are spaces on screen (addPiece's default); only block boundaries end a line.
    if (text !== '' && !text.endsWith('\n')) addPiece('\n', at, 0, '\n');
  };

  /** Aligns a text node's decoded value with its markup (entities, CR LF) run by run. */
  const addText = (node: TextNode) => {
    const location = node.sourceCodeLocation;
    const { value } = node;
    if (!location) return;
    const raw = html.slice(location.startOffset, location.endOffset);
    if (raw === value) {
      addPiece(value, location.startOffset, raw.length);
      return;
    }
    let i = 0;
    let j = 0;
    while (j < value.length && i < raw.length) {
      const at = location.startOffset + i;
      if (raw[i] === '&') {
        entity.lastIndex = i;
        const match = entity.exec(raw);
        const decoded = match ? decodeHTML(match[0]) : '';
        if (match && decoded !== match[0] && value.startsWith(decoded, j)) {
          addPiece(decoded, at, match[0].length);
          i += match[0].length;
          j += decoded.length;
          continue;
        }
      }
      if (raw[i] === '\r' && raw[i + 1] === '\n' && value[j] === '\n') {
        addPiece('\n', at, 2);
        i += 2;
        j += 1;
      } else if (raw[i] === value[j] || (raw[i] === '\r' && value[j] === '\n')) {
        addPiece(value[j]!, at, 1);
        i++;
        j++;
      } else {
        break;
      }
    }
    // Whatever could not be aligned maps to the rest of the node.
    if (j < value.length) addPiece(value.slice(j), location.startOffset + i, raw.length - i);
  };

  const walk = (parent: ParentNode, visible: boolean) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') {
        if (visible) addText(child as TextNode);
        continue;
      }
      if (!isElement(child)) continue;
      const name = child.tagName;
      const at = child.sourceCodeLocation?.startOffset ?? html.length;
      if (name === 'title' && title === null) title = textContent(child);
      else if (name === 'meta') {
        const metaName = attribute(child, 'name')?.toLowerCase();
        if (metaName === 'description' && description === null) description = (attribute(child, 'content') ?? '').replace(/\s+/gu, ' ').trim();
        if (attribute(child, 'property')?.toLowerCase() === 'og:url' && ogUrl === null) ogUrl = attribute(child, 'content');
      } else if (name === 'link' && canonical === null && (attribute(child, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
        canonical = attribute(child, 'href');
      } else if (/^h[1-6]$/.test(name)) headings.push({ level: Number(name[1]), text: textContent(child) });
      else if (name === 'p' && firstParagraph === null && visible) {
        const paragraph = textContent(child);
        if (paragraph !== '') firstParagraph = paragraph;
      } else if (name === 'img') imageAlts.push(attribute(child, 'alt'));
      else if (name === 'a' && attribute(child, 'href') !== null) hrefs.push(attribute(child, 'href')!);

      const shown = visible && !hiddenElements.has(name) && attribute(child, 'hidden') === null;
      const block = blockElements.has(name);
      if (block && shown) lineBreak(at);
      walk(name === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child, shown);
      if (block && shown) lineBreak(child.sourceCodeLocation?.endOffset ?? html.length);
    }
  };
  walk(document, true);

  const url = canonical ?? ogUrl;
  return { text, title, description, url, headings, firstParagraph, imageAlts, links: classifyLinks(hrefs, url), pieces };
}

/**
 * Counts links to http(s) addresses by host: the page's own host is internal. Relative links
 * are internal; without a page address they are resolved against a host of the reserved
 * `.invalid` domain (RFC 2606), which no absolute link can have. Fragment-only links and other
 * schemes (mailto:, tel:, javascript:) are no links to pages.
 */
function classifyLinks(hrefs: readonly string[], pageUrl: string | null): { internal: number; external: number } {
  let base: URL;
  try {
    base = new URL(pageUrl ?? 'https://page.invalid/');
  } catch {
    base = new URL('https://page.invalid/');
  }
  let internal = 0;
  let external = 0;
  for (const href of hrefs) {
    const trimmed = href.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    let target: URL;
    try {
      target = new URL(trimmed, base);
    } catch {
      continue;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    if (target.hostname === base.hostname) internal++;
    else external++;
  }
  return { internal, external };
}

/** Where a range of the page's `text` lies in the markup. */
export function toSourceRange(pieces: TextPieces, range: TextRange): TextRange {
  const pieceAt = (offset: number) => {
    let lo = 0;
    let hi = pieces.textStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (pieces.textStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const first = pieceAt(range.start);
  const last = pieceAt(Math.max(range.start, range.end - 1));
  const linear = (p: number) => pieces.textLengths[p] === pieces.sourceLengths[p];
  const start = linear(first) ? pieces.sourceStarts[first]! + range.start - pieces.textStarts[first]! : pieces.sourceStarts[first]!;
  const end = linear(last) ? pieces.sourceStarts[last]! + range.end - pieces.textStarts[last]! : pieces.sourceStarts[last]! + pieces.sourceLengths[last]!;
  return { start, end };
}
