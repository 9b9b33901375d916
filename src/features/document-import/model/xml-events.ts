/**
 * A minimal streaming (SAX-style) XML reader for the document formats that store text in
 * XML (OpenDocument `content.xml`, Pages '09 `index.xml`). The worker has no `DOMParser`,
 * and building a tree of a 100 MB `content.xml` would cost far more memory than walking it.
 *
 * It reads well-formed XML and tolerates damage without throwing: an unterminated construct
 * ends the document. Namespaces are not resolved: names keep their prefix (`text:p`), which
 * is how ODF and iWork files are written in practice. DTDs are skipped, so entity
 * declarations (and "billion laughs" expansion) are never processed.
 */

export interface XmlHandler {
  open(name: string, attributes: XmlAttributes, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

/** Attributes of a start tag, parsed only when asked for. */
export class XmlAttributes {
  private parsed: Map<string, string> | undefined;

  constructor(private readonly source: string) {}

  get(name: string): string | undefined {
    if (!this.parsed) {
      this.parsed = new Map();
      for (const m of this.source.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        this.parsed.set(m[1] ?? '', decodeXmlEntities(m[2] ?? m[3] ?? ''));
      }
    }
    return this.parsed.get(name);
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return PREDEFINED[ref] ?? whole;
  });
}

/**
 * Walks `xml`, calling the handler for each start tag, end tag and run of text.
 *
 * @param onProgress called about every 1 MiB of input with the position, e.g. to check a
 *   time limit or an abort signal (it may throw to stop). Defaults to none.
 */
export function readXml(xml: string, handler: XmlHandler, onProgress?: (position: number) => void): void {
  let i = 0;
  let nextProgress = 1 << 20;
  const length = xml.length;
  while (i < length) {
    if (onProgress && i >= nextProgress) {
      onProgress(i);
      nextProgress = i + (1 << 20);
    }
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      handler.text(decodeXmlEntities(xml.slice(i)));
      return;
    }
    if (lt > i) handler.text(decodeXmlEntities(xml.slice(i, lt)));
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        i = end < 0 ? length : end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        handler.text(xml.slice(lt + 9, end < 0 ? length : end));
        i = end < 0 ? length : end + 3;
      } else {
        // <!DOCTYPE …>, possibly with an internal subset in brackets.
        let depth = 0;
        let j = lt + 2;
        for (; j < length; j++) {
          const c = xml[j];
          if (c === '[') depth++;
          else if (c === ']') depth--;
          else if (c === '>' && depth <= 0) break;
        }
        i = j + 1;
      }
      continue;
    }
    if (next === 0x3f /* ? */) {
      const end = xml.indexOf('?>', lt + 2);
      i = end < 0 ? length : end + 2;
      continue;
    }
    // Find the end of the tag, skipping ">" inside quoted attribute values.
    let j = lt + 1;
    let quote = 0;
    for (; j < length; j++) {
      const c = xml.charCodeAt(j);
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === 0x22 || c === 0x27) quote = c;
      else if (c === 0x3e) break;
    }
    if (j >= length) return;
    if (next === 0x2f /* / */) {
      handler.close(xml.slice(lt + 2, j).trim());
    } else {
      const selfClosing = xml.charCodeAt(j - 1) === 0x2f;
      const inner = xml.slice(lt + 1, selfClosing ? j - 1 : j);
      const space = inner.search(/\s/);
      const name = space < 0 ? inner : inner.slice(0, space);
      const attributes = new XmlAttributes(space < 0 ? '' : inner.slice(space));
      handler.open(name, attributes, selfClosing);
      if (selfClosing) handler.close(name);
    }
    i = j + 1;
  }
}
