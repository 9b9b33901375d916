import { Budget } from './budget';
import { ImportError, parserErrorKind } from './import-error';
import { DEFAULT_LIMITS, type ImportLimits } from './limits';
import { isBlank, normalizeText } from './normalize-text';
import { formatFromName, route, zipFormat } from './sniff';
import type { DocumentFormat, ImportProgress, ImportResult } from './types';
import type { ZipReader } from './zip-reader';

/**
 * The importer's core: bytes and a file name in, text or an error kind out. Pure and
 * framework-free; the Web Worker runs it, and so does the in-process fallback (tests).
 * Each format's parser and library is loaded with `import()` only when a file of that
 * format arrives, so the bundler splits them into separate chunks.
 */

export interface ExtractOptions {
  /** Cancels the import: the result is `{ error: 'cancelled' }`. */
  signal?: AbortSignal;
  /** Progress of page-based formats (PDF). Defaults to none. */
  onProgress?: (progress: ImportProgress) => void;
  /** Defaults to {@link DEFAULT_LIMITS}. */
  limits?: Partial<ImportLimits>;
}

/**
 * Loads a parser chunk. A failure here (a chunk that cannot be downloaded, say) says
 * nothing about the document, so it is `unknown` rather than `readContent`.
 */
async function load<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    throw new ImportError('unknown', `loading a parser: ${String(error)}`);
  }
}

async function readPdf(bytes: Uint8Array, budget: Budget, onProgress?: (p: ImportProgress) => void): Promise<string> {
  const [{ pdfToText }, { loadPdfjs }] = await load(() => Promise.all([import('./pdf'), import('./load-pdfjs')]));
  const pdfjs = await load(() => loadPdfjs());
  return pdfToText(bytes, pdfjs, { budget, onProgress });
}

async function readZip(bytes: Uint8Array, announced: DocumentFormat, limits: ImportLimits, budget: Budget, onProgress?: (p: ImportProgress) => void): Promise<string> {
  const { ZipReader } = await load(() => import('./zip-reader'));
  const zip: ZipReader = await ZipReader.open(bytes, limits, budget);
  const mimetype = zip.has('mimetype') ? (await zip.text('mimetype'))?.trim() : undefined;
  let format = zipFormat(zip.names(), mimetype);
  // OpenDocument files without a `mimetype` entry still have content.xml.
  if (!format && zip.has('content.xml') && (announced === 'odt' || announced === 'ods' || announced === 'odp')) format = announced;
  if (!format) throw new ImportError('invalidType', 'zip holds no supported document');

  switch (format) {
    case 'docx': {
      // mammoth inflates the zip itself, so prove first that the parts it reads stay
      // within the limits (media is not read for raw text).
      await zip.verify((name) => !/^word\/(media|embeddings)\//.test(name));
      budget.check();
      const { docxToText } = await load(() => import('./docx'));
      return docxToText(bytes, () => budget.check());
    }
    case 'odt':
    case 'ods':
    case 'odp': {
      const xml = await zip.text('content.xml');
      if (xml === undefined) throw new ImportError('readContent', 'no content.xml');
      const { openDocumentToText } = await load(() => import('./opendocument'));
      return openDocumentToText(xml, () => budget.check());
    }
    case 'pages': {
      const { pagesToText } = await load(() => import('./pages'));
      return pagesToText(zip, limits, budget, (pdf) => readPdf(pdf, budget, onProgress));
    }
    default:
      throw new ImportError('invalidType', `zip holds a ${format}`);
  }
}

async function extract(bytes: Uint8Array, name: string, limits: ImportLimits, budget: Budget, onProgress?: (p: ImportProgress) => void): Promise<string | { text: string; markup: string }> {
  const r = route(name, bytes);
  if ('error' in r) throw new ImportError(r.error, 'by extension and content');
  switch (r.parser) {
    case 'txt':
    case 'md': {
      // Markdown is the user's own text: kept as written, markup included.
      const { decodeText } = await load(() => import('./text-encoding'));
      const decoded = decodeText(bytes);
      if ('error' in decoded) throw new ImportError('readContent', 'unrecognised text encoding');
      return decoded.text;
    }
    case 'html': {
      const { decodeHtmlBytes, htmlToText } = await load(() => import('./html-to-text'));
      const markup = decodeHtmlBytes(bytes);
      if (markup === undefined) throw new ImportError('readContent', 'unrecognised text encoding');
      return { text: htmlToText(markup, () => budget.check()), markup };
    }
    case 'doc': {
      const { wordBinaryToText } = await load(() => import('./word-binary'));
      return wordBinaryToText(bytes);
    }
    case 'pdf':
      return readPdf(bytes, budget, onProgress);
    case 'zip':
      return readZip(bytes, r.announced, limits, budget, onProgress);
    default:
      throw new ImportError('invalidType', `no parser for ${r.parser}`);
  }
}

/**
 * Extracts the text of a document.
 *
 * Never throws and never rejects: every failure, including a parser bug, ends as an error
 * kind. Size limits on the file itself are the caller's job (it has the `File`); an empty
 * byte array is `empty`.
 *
 * @param bytes the whole file.
 * @param name the file name; its extension must be one of the supported ones.
 */
export async function extractText(bytes: Uint8Array, name: string, options: ExtractOptions = {}): Promise<ImportResult> {
  const limits: ImportLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const budget = new Budget(limits.timeLimitMs, options.signal);
  try {
    budget.check();
    // An empty file of an unsupported type is still the wrong type.
    if (bytes.length === 0) return { error: formatFromName(name) ? 'empty' : 'invalidType' };
    const extracted = await extract(bytes, name, limits, budget, options.onProgress);
    budget.check();
    const text = normalizeText(typeof extracted === 'string' ? extracted : extracted.text);
    if (isBlank(text)) return { error: 'empty' };
    return typeof extracted === 'string' ? { text } : { text, markup: extracted.markup };
  } catch (error) {
    const kind = parserErrorKind(error);
    return { error: kind };
  }
}
