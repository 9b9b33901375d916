import { LEGACY_NAMES, namedEntity } from './html-entities';
import { decodeText } from './text-encoding';

/**
 * Visible text of an HTML document, without a DOM: the import runs in a Web Worker, which
 * has no `DOMParser`, and the markup must never reach the page anyway. A small tokenizer
 * follows the parts of the HTML standard that decide what text a reader sees:
 *
 * - `script`, `style`, `template`, `noscript`, `head` (and `title`), `iframe`, `object`,
 *   `svg`/`math` metadata and elements with the `hidden` attribute or an inline
 *   `display:none` are dropped;
 * - raw-text elements (`script`, `style`, `textarea`…) end only at their own end tag;
 * - character references are decoded, numeric ones with the standard's windows-1252
 *   fix-ups for 0x80–0x9F;
 * - whitespace collapses outside `pre`/`textarea`/`listing`;
 * - block elements start new lines; paragraphs, headings, lists and tables are separated
 *   by a blank line; `br` is a line break; table cells are separated by tabs.
 *
 * Parsing (rather than regular expressions over the whole document) keeps text such as
 * "a < b" or `<p title="x>y">` right.
 */

/** Elements whose whole content is dropped. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object', 'noembed', 'noframes', 'select', 'datalist', 'map', 'canvas', 'audio', 'video', 'button']);

/** Elements whose content is raw text: no tags inside, until the matching end tag. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

/** Raw-text elements whose character references are decoded (RCDATA). */
const RCDATA = new Set(['textarea', 'title']);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'basefont', 'bgsound', 'frame']);

/** Elements separated from their neighbours by a blank line. */
const PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'figure', 'address', 'hr', 'listing', 'fieldset', 'details']);

/** Elements that start and end a line. */
const BLOCK = new Set([
  'div', 'li', 'dt', 'dd', 'tr', 'section', 'article', 'header', 'footer', 'nav', 'aside', 'main', 'figcaption', 'caption', 'form', 'legend', 'summary', 'center',
  'thead', 'tbody', 'tfoot', 'body', 'html', 'option', 'menu', 'dir', 'hgroup', 'search', 'textarea',
]);

const PREFORMATTED = new Set(['pre', 'textarea', 'listing', 'plaintext']);

/** Code points 0x80–0x9F in a numeric reference mean windows-1252 characters (HTML standard). */
const C1_REPLACEMENTS: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152,
  0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161,
  0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

function numericReference(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(C1_REPLACEMENTS[code] ?? code);
}

/** Decodes character references in text (or an attribute value). */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,9});?|([a-zA-Z][a-zA-Z0-9]{0,31})(;?))/g, (whole, hex?: string, dec?: string, name?: string, semi?: string) => {
    if (hex !== undefined) return numericReference(parseInt(hex, 16));
    if (dec !== undefined) return numericReference(parseInt(dec, 10));
    if (name === undefined) return whole;
    if (semi) {
      const ch = namedEntity(name);
      if (ch !== undefined) return ch;
    }
    // Without ";" only the legacy names count, matched by their longest prefix ("&copy2024").
    for (let len = Math.min(name.length, 8); len >= 2; len--) {
      const prefix = name.slice(0, len);
      if (LEGACY_NAMES.has(prefix)) return (namedEntity(prefix) ?? '') + name.slice(len) + (semi ?? '');
    }
    return whole;
  });
}

interface Tag {
  name: string;
  end: boolean;
  attributes: Map<string, string>;
  selfClosing: boolean;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** Reads a tag starting at `<`; returns it and the index after `>`, or `undefined` if it is not a tag. */
function readTag(html: string, start: number): { tag: Tag; next: number } | undefined {
  let i = start + 1;
  const end = html[i] === '/';
  if (end) i++;
  const first = html.charCodeAt(i);
  const isLetter = (first >= 65 && first <= 90) || (first >= 97 && first <= 122);
  if (!isLetter) return undefined;
  let nameEnd = i;
  while (nameEnd < html.length && !/[\s/>]/.test(html[nameEnd] ?? '')) nameEnd++;
  const name = html.slice(i, nameEnd).toLowerCase();
  const attributes = new Map<string, string>();
  i = nameEnd;
  let selfClosing = false;
  while (i < html.length) {
    const ch = html[i] ?? '';
    if (ch === '>') return { tag: { name, end, attributes, selfClosing }, next: i + 1 };
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    ATTRIBUTE.lastIndex = i;
    const m = ATTRIBUTE.exec(html);
    if (!m) {
      i++;
      continue;
    }
    const key = (m[1] ?? '').toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    i = ATTRIBUTE.lastIndex;
  }
  // An unterminated tag at the end of the file swallows the rest, as in browsers.
  return { tag: { name, end, attributes, selfClosing }, next: html.length };
}

function isHidden(tag: Tag): boolean {
  if (tag.attributes.has('hidden')) return true;
  const style = tag.attributes.get('style');
  return style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

/** Collects text with the line structure described above. */
class TextSink {
  private readonly parts: string[] = [];
  /** Newlines owed before the next text: 0, 1 (line) or 2 (blank line). */
  private pendingBreak = 0;
  private pendingSpace = false;
  private atLineStart = true;
  private cellsInRow = 0;
  /** Open table cells: inside one, blocks are separated by spaces, keeping a row on one line. */
  cellDepth = 0;
  private cellHasText = false;

  text(raw: string, preformatted: boolean): void {
    if (preformatted) {
      if (raw.length === 0) return;
      this.flushBreak();
      if (this.pendingSpace && !this.atLineStart) this.parts.push(' ');
      this.pendingSpace = false;
      this.parts.push(raw);
      this.atLineStart = raw.endsWith('\n');
      this.cellHasText = true;
      return;
    }
    const collapsed = raw.replace(/[ \t\n\r\f]+/g, ' ');
    if (collapsed === ' ' || collapsed === '') {
      if (collapsed === ' ') this.pendingSpace = true;
      return;
    }
    this.flushBreak();
    let out = collapsed;
    if (out.startsWith(' ')) {
      this.pendingSpace = true;
      out = out.slice(1);
    }
    if (this.pendingSpace && !this.atLineStart) this.parts.push(' ');
    this.pendingSpace = out.endsWith(' ');
    if (this.pendingSpace) out = out.slice(0, -1);
    this.parts.push(out);
    this.atLineStart = false;
    this.cellHasText = true;
  }

  lineBreak(): void {
    if (this.cellDepth > 0) {
      if (this.cellHasText) this.pendingSpace = true;
      return;
    }
    this.flushBreak();
    this.parts.push('\n');
    this.atLineStart = true;
    this.pendingSpace = false;
  }

  block(blankLine: boolean): void {
    if (this.cellDepth > 0) {
      if (this.cellHasText) this.pendingSpace = true;
      return;
    }
    this.pendingBreak = Math.max(this.pendingBreak, blankLine ? 2 : 1);
    this.pendingSpace = false;
  }

  startRow(): void {
    this.cellDepth = 0;
    this.block(false);
    this.cellsInRow = 0;
  }

  endCell(): void {
    this.cellDepth = Math.max(0, this.cellDepth - 1);
  }

  startCell(): void {
    if (this.cellsInRow > 0) {
      this.flushBreak();
      this.parts.push('\t');
      this.atLineStart = false;
    }
    this.pendingSpace = false;
    this.cellsInRow++;
    this.cellDepth++;
    this.cellHasText = false;
  }

  private flushBreak(): void {
    if (this.pendingBreak === 0) return;
    if (this.parts.length > 0) {
      const owed = this.atLineStart ? this.pendingBreak - 1 : this.pendingBreak;
      if (owed > 0) this.parts.push('\n'.repeat(owed));
      this.atLineStart = true;
    }
    this.pendingBreak = 0;
  }

  result(): string {
    return this.parts.join('');
  }
}

/**
 * The visible text of an HTML document.
 *
 * @param html the decoded markup.
 * @param onChunk called every 64 KiB of input, e.g. to check a time limit. Defaults to none.
 * @param collapseWhitespace collapse whitespace runs outside `pre` as browsers do. Defaults
 *   to true; false for generated HTML whose text nodes are exact (mammoth's output).
 */
export function htmlToText(html: string, onChunk?: () => void, collapseWhitespace = true): string {
  const sink = new TextSink();
  /** Open elements that drop their content: name and nesting depth of that name. */
  const dropping: { name: string; depth: number }[] = [];
  let preformatted = 0;
  let i = 0;
  let nextCheck = 65536;
  const textUntil = (to: number) => {
    if (to <= i) return;
    if (dropping.length === 0) sink.text(decodeEntities(html.slice(i, to)), preformatted > 0 || !collapseWhitespace);
  };

  while (i < html.length) {
    if (onChunk && i >= nextCheck) {
      onChunk();
      nextCheck = i + 65536;
    }
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      textUntil(html.length);
      break;
    }
    textUntil(lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      // Doctype, CDATA outside foreign content, processing instructions: no visible text.
      const close = html.indexOf('>', i + 2);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const read = readTag(html, i);
    if (!read) {
      // A "<" that does not start a tag is text.
      if (dropping.length === 0) sink.text('<', preformatted > 0);
      i++;
      continue;
    }
    const { tag } = read;
    i = read.next;
    const name = tag.name;

    if (!tag.end) {
      if (name === 'body') {
        // <body> implicitly closes an unclosed <head> (and anything left open in it).
        const head = dropping.findIndex((d) => d.name === 'head');
        if (head >= 0) dropping.length = head;
      }
      const top = dropping[dropping.length - 1];
      if (top && top.name === name && !VOID.has(name)) top.depth++;
      const drop = DROPPED.has(name) || isHidden(tag);
      if (drop && !VOID.has(name) && !tag.selfClosing && !(top && top.name === name)) dropping.push({ name, depth: 1 });
      if (RAW_TEXT.has(name) && !tag.selfClosing) {
        const close = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
        close.lastIndex = i;
        const m = close.exec(html);
        const contentEnd = m ? m.index : html.length;
        if (dropping.length === 0) {
          const raw = html.slice(i, contentEnd);
          if (name === 'textarea') sink.block(false);
          sink.text(RCDATA.has(name) ? decodeEntities(raw) : raw, name === 'textarea');
          if (name === 'textarea') sink.block(false);
        }
        const after = m ? html.indexOf('>', m.index) : -1;
        i = after < 0 ? html.length : after + 1;
        const last = dropping[dropping.length - 1];
        if (last && last.name === name && --last.depth === 0) dropping.pop();
        continue;
      }
      if (name === 'plaintext') {
        if (dropping.length === 0) sink.text(html.slice(i), true);
        break;
      }
      if (dropping.length > 0) continue;
      if (name === 'br') sink.lineBreak();
      else if (name === 'tr') sink.startRow();
      else if (name === 'td' || name === 'th') sink.startCell();
      else if (PARAGRAPH.has(name)) sink.block(true);
      else if (BLOCK.has(name)) sink.block(false);
      else if (name === 'img') {
        // Images have no text; their alt text describes them but is not document prose.
      }
      if (PREFORMATTED.has(name) && !VOID.has(name)) {
        preformatted++;
        // A newline right after <pre> is not content.
        if (html[i] === '\n') i++;
        else if (html[i] === '\r' && html[i + 1] === '\n') i += 2;
      }
      if (tag.selfClosing && PREFORMATTED.has(name)) preformatted--;
      continue;
    }

    // End tag.
    const top = dropping[dropping.length - 1];
    if (top) {
      if (top.name === name && --top.depth === 0) dropping.pop();
      // `</head>` also ends a head that an unclosed <title> or <style> never left.
      if (name === 'head') dropping.length = 0;
      continue;
    }
    if (name === 'br') sink.lineBreak();
    else if (name === 'td' || name === 'th') sink.endCell();
    else if (name === 'table') {
      sink.cellDepth = 0;
      sink.block(true);
    } else if (PARAGRAPH.has(name)) sink.block(true);
    else if (BLOCK.has(name)) sink.block(false);
    if (PREFORMATTED.has(name) && preformatted > 0) preformatted--;
  }
  return sink.result();
}

/**
 * The encoding an HTML file declares: a `<meta charset>` or `<meta http-equiv=
 * "Content-Type" content="…; charset=…">` in the first 4 KiB (the standard looks at the
 * first 1 KiB; exporters sometimes put a long `<style>` first), else an XML declaration.
 */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 4096));
  const withoutComments = head.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of withoutComments.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct?.[1]) return direct[1];
  }
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(withoutComments);
  return xml?.[1];
}

/**
 * Decodes an HTML file (BOM, then its own declaration, then detection) and returns its
 * visible text, or `undefined` when the bytes are in no recognisable encoding.
 */
export function htmlBytesToText(bytes: Uint8Array, onChunk?: () => void): string | undefined {
  const markup = decodeHtmlBytes(bytes);
  return markup === undefined ? undefined : htmlToText(markup, onChunk);
}

/** The markup of an HTML file as text, in its declared (or detected) encoding; undefined when none fits. */
export function decodeHtmlBytes(bytes: Uint8Array): string | undefined {
  const decoded = decodeText(bytes, declaredCharset(bytes));
  return 'error' in decoded ? undefined : decoded.text;
}
