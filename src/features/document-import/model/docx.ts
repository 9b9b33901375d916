import { htmlToText } from './html-to-text';
import { ImportError } from './import-error';

/**
 * Text of a DOCX with mammoth.
 *
 * mammoth's `convertToHtml` is used, then the same HTML-to-text walk as HTML files, rather
 * than `extractRawText`: the raw-text mode drops line breaks inside paragraphs (`w:br`) and
 * flattens tables, while the HTML keeps `<br>`, lists and table rows and cells (which become
 * newlines and tabs). Images are not read at all (an empty `src` is returned for each), so
 * their bytes are never inflated or base64-encoded. Footnotes and endnotes, which mammoth
 * appends as a list, stay at the end; their "↑" back-links are removed.
 *
 * mammoth runs in workers: its package.json `browser` field swaps its Node-only modules
 * (file system access) for browser ones, and webpack and Turbopack honour that field for
 * client bundles, so no Node polyfill is needed. The two input properties serve the two
 * builds: Node's reads `buffer`, the browser's reads `arrayBuffer`.
 *
 * The caller must already have checked the zip against the size limits (`ZipReader.verify`),
 * since mammoth inflates the parts itself.
 */
export async function docxToText(bytes: Uint8Array, onChunk?: () => void): Promise<string> {
  const mammoth = (await import('mammoth')).default;
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const input = { arrayBuffer, buffer: bytes } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
  let html: string;
  try {
    const result = await mammoth.convertToHtml(input, {
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      ignoreEmptyParagraphs: true,
    });
    html = result.value;
  } catch (error) {
    throw new ImportError('readContent', `docx: ${String(error)}`);
  }
  const withoutBackLinks = html.replace(/<a href="#(?:footnote|endnote)-ref-[^"]*">[^<]*<\/a>/g, '');
  return htmlToText(withoutBackLinks, onChunk, false);
}
