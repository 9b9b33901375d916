import type { Budget } from './budget';
import { ImportError } from './import-error';
import type { ImportLimits } from './limits';
import { fields, ProtobufError, readVarint } from './protobuf';
import { snappyDecompress } from './snappy';
import { readXml } from './xml-events';
import { ZipReader } from './zip-reader';

/**
 * Apple Pages documents, both generations:
 *
 * - Pages 5 and later store objects in IWA files (`Index/Document.iwa`, directly in the zip
 *   or inside a nested `Index.zip`): chunks of raw Snappy blocks whose concatenation is a
 *   stream of protobuf objects, each `varint length, TSP.ArchiveInfo, payload`. The body
 *   text is the `TSWP.StorageArchive` (type 2001) that the document root
 *   (`TP.DocumentArchive`, type 10000) references in its field 4; its text is the
 *   concatenation of the repeated string field 3. Text boxes and footnotes are further
 *   storages (kind 3 and 2) and follow the body.
 * - Pages '09 stores `index.xml` (or gzip-compressed `index.xml.gz`); the text is in the
 *   `sf:p` paragraphs of the `sf:text-body` of the `sf:text-storage` whose kind is `body`.
 *
 * When neither yields text but the package carries a PDF preview (`QuickLook/Preview.pdf`,
 * `preview.pdf`), the preview is read instead. A package that is none of these, or whose
 * objects are damaged, is `readContent`. Password-protected packages (encrypted IWA) fail
 * the same way.
 */

const TYPE_DOCUMENT = 10000;
const TYPE_STORAGE = 2001;
const KIND_BODY = 0;
const KIND_FOOTNOTE = 2;
const KIND_TEXTBOX = 3;

/** Uncompressed IWA chunk type for Snappy blocks; other types carry no objects. */
const CHUNK_SNAPPY = 0;

/** Concatenated, decompressed chunks of an IWA file. */
function iwaStream(file: Uint8Array, maxBytes: number): Uint8Array {
  const blocks: Uint8Array[] = [];
  let total = 0;
  let pos = 0;
  while (pos + 4 <= file.length) {
    const type = file[pos] ?? 0;
    const length = (file[pos + 1] ?? 0) | ((file[pos + 2] ?? 0) << 8) | ((file[pos + 3] ?? 0) << 16);
    pos += 4;
    if (pos + length > file.length) throw new ImportError('readContent', 'truncated IWA chunk');
    if (type === CHUNK_SNAPPY) {
      const block = snappyDecompress(file.subarray(pos, pos + length));
      total += block.length;
      if (total > maxBytes) throw new ImportError('tooComplex', 'IWA stream past the size limit');
      blocks.push(block);
    }
    pos += length;
  }
  if (pos !== file.length) throw new ImportError('readContent', 'trailing bytes after the last IWA chunk');
  const out = new Uint8Array(total);
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

interface IwaObject {
  identifier: number;
  type: number;
  payload: Uint8Array;
}

/** The objects of a decompressed IWA stream (first message of each; iWork writes one). */
function iwaObjects(stream: Uint8Array): IwaObject[] {
  const objects: IwaObject[] = [];
  let pos = 0;
  while (pos < stream.length) {
    const infoLength = readVarint(stream, pos);
    pos = infoLength.next;
    if (pos + infoLength.value > stream.length) throw new ProtobufError('truncated ArchiveInfo');
    const info = stream.subarray(pos, pos + infoLength.value);
    pos += infoLength.value;
    let identifier = 0;
    const messages: { type: number; length: number }[] = [];
    for (const f of fields(info)) {
      if (f.field === 1 && f.wire === 0) identifier = f.value;
      if (f.field === 2 && f.wire === 2) {
        let type = 0;
        let length = 0;
        for (const m of fields(f.bytes)) {
          if (m.field === 1 && m.wire === 0) type = m.value;
          if (m.field === 3 && m.wire === 0) length = m.value;
        }
        messages.push({ type, length });
      }
    }
    for (const [index, m] of messages.entries()) {
      if (pos + m.length > stream.length) throw new ProtobufError('truncated payload');
      if (index === 0) objects.push({ identifier, type: m.type, payload: stream.subarray(pos, pos + m.length) });
      pos += m.length;
    }
  }
  return objects;
}

interface Storage {
  identifier: number;
  kind: number;
  text: string;
}

function readStorage(object: IwaObject): Storage {
  let kind = KIND_TEXTBOX; // the schema's default
  const parts: string[] = [];
  const decoder = new TextDecoder('utf-8');
  for (const f of fields(object.payload)) {
    if (f.field === 1 && f.wire === 0) kind = f.value;
    if (f.field === 3 && f.wire === 2) parts.push(decoder.decode(f.bytes));
  }
  return { identifier: object.identifier, kind, text: parts.join('') };
}

/**
 * Plain text of a TSWP storage: paragraphs end with "\n" (a blank line here, like the
 * other formats), U+2028 is a line break, U+FFFC an attachment (image, shape) and the
 * remaining control characters mark breaks and footnote references.
 */
function storageText(text: string): string {
  return text
    .replace(/\ufffc/g, '')
    .replace(/[\u0004\u0005\u000c\u2029]/g, '\n')
    .replace(/\u2028/g, '\u0000')
    .replace(/\n/g, '\n\n')
    .replace(/\u0000/g, '\n');
}

/** Text of a Pages 5+ `Document.iwa`. */
function iwaDocumentText(file: Uint8Array, maxBytes: number): string {
  const objects = iwaObjects(iwaStream(file, maxBytes));
  const storages = objects.filter((o) => o.type === TYPE_STORAGE).map(readStorage);
  let bodyId: number | undefined;
  const root = objects.find((o) => o.type === TYPE_DOCUMENT);
  if (root) {
    for (const f of fields(root.payload)) {
      if (f.field === 4 && f.wire === 2) {
        for (const r of fields(f.bytes)) if (r.field === 1 && r.wire === 0) bodyId = r.value;
      }
    }
  }
  const body = storages.find((s) => s.identifier === bodyId) ?? storages.find((s) => s.kind === KIND_BODY);
  const rest = storages.filter((s) => s !== body && (s.kind === KIND_TEXTBOX || s.kind === KIND_FOOTNOTE || s.kind === KIND_BODY));
  return [body, ...rest]
    .filter((s): s is Storage => s !== undefined)
    .map((s) => storageText(s.text))
    .join('\n\n');
}

const BREAKS = new Set(['sf:br', 'sf:pgbr', 'sf:sectbr', 'sf:layoutbr', 'sf:contbr', 'sf:crbr']);

/** Text of a Pages '09 `index.xml`: body storage paragraphs, else text boxes. */
function pages09Text(xml: string, onProgress?: () => void): string {
  const collected: Record<'body' | 'other', string[]> = { body: [], other: [] };
  /** Kinds of the enclosing text storages. */
  const storages: string[] = [];
  let textBodyDepth = 0;
  let paragraph: string[] | undefined;
  const target = () => (storages[storages.length - 1] === 'body' ? collected.body : storages[storages.length - 1] === 'textbox' ? collected.other : undefined);
  const endParagraph = () => {
    if (paragraph && paragraph.length > 0) target()?.push(paragraph.join(''));
    paragraph = textBodyDepth > 0 ? [] : undefined;
  };
  readXml(
    xml,
    {
      open(name, attributes, selfClosing) {
        if (name === 'sf:text-storage') {
          if (!selfClosing) storages.push(attributes.get('sf:kind') ?? '');
        } else if (name === 'sf:text-body') {
          textBodyDepth++;
        } else if (textBodyDepth > 0 && target()) {
          if (name === 'sf:p') paragraph = [];
          else if (name === 'sf:tab') paragraph?.push('\t');
          else if (name === 'sf:lnbr') paragraph?.push('\n');
          else if (BREAKS.has(name)) endParagraph();
        }
      },
      close(name) {
        if (name === 'sf:text-storage') storages.pop();
        else if (name === 'sf:text-body') textBodyDepth = Math.max(0, textBodyDepth - 1);
        else if (name === 'sf:p') {
          endParagraph();
          paragraph = undefined;
        }
      },
      text(text) {
        if (paragraph && textBodyDepth > 0 && target()) paragraph.push(text);
      },
    },
    onProgress,
  );
  return (collected.body.length > 0 ? collected.body : collected.other).join('\n\n');
}

/** Gunzips with the platform's `DecompressionStream`, stopping past `maxBytes`. */
async function gunzip(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') throw new ImportError('readContent', 'no DecompressionStream');
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel();
        throw new ImportError('tooComplex', 'index.xml.gz inflates past the limit');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('readContent', `gzip: ${String(error)}`);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Text of a Pages package.
 *
 * @param readPdf reads a PDF preview (the importer's PDF path), used as the last resort.
 */
export async function pagesToText(zip: ZipReader, limits: ImportLimits, budget: Budget, readPdf: (bytes: Uint8Array) => Promise<string>): Promise<string> {
  let failure: unknown;
  const attempt = async (read: () => Promise<string | undefined>): Promise<string | undefined> => {
    try {
      const text = await read();
      return text && text.trim() ? text : undefined;
    } catch (error) {
      if (error instanceof ImportError && error.kind !== 'readContent') throw error;
      failure = error;
      return undefined;
    }
  };

  const iwaName = zip.find(/(^|\/)Index\/Document\.iwa$/i);
  if (iwaName) {
    const text = await attempt(async () => {
      const file = await zip.bytes(iwaName);
      return file && iwaDocumentText(file, limits.maxUncompressedBytes);
    });
    if (text) return text;
  }

  const nestedName = zip.find(/(^|\/)Index\.zip$/i);
  if (nestedName) {
    const text = await attempt(async () => {
      const nestedBytes = await zip.bytes(nestedName);
      if (!nestedBytes) return undefined;
      const nested = await ZipReader.open(nestedBytes, limits, budget);
      const name = nested.find(/(^|\/)Document\.iwa$/i);
      const file = name ? await nested.bytes(name) : undefined;
      return file && iwaDocumentText(file, limits.maxUncompressedBytes);
    });
    if (text) return text;
  }

  const xmlName = zip.find(/(^|\/)index\.xml$/i);
  const gzName = zip.find(/(^|\/)index\.xml\.gz$/i);
  if (xmlName || gzName) {
    const text = await attempt(async () => {
      let xml: string | undefined;
      if (xmlName) xml = await zip.text(xmlName);
      else if (gzName) {
        const gz = await zip.bytes(gzName);
        if (gz) xml = new TextDecoder('utf-8').decode(await gunzip(gz, limits.maxUncompressedBytes));
      }
      return xml === undefined ? undefined : pages09Text(xml, () => budget.check());
    });
    if (text) return text;
  }

  const previewName = zip.find(/(^|\/)(QuickLook\/Preview\.pdf|preview\.pdf)$/i);
  if (previewName) {
    const preview = await zip.bytes(previewName);
    if (preview) return readPdf(preview);
  }
  if (failure !== undefined) throw failure instanceof ImportError ? failure : new ImportError('readContent', `pages: ${String(failure)}`);
  return '';
}
