import { isAbortError } from '@/lib/worker/abort';
import { createWorkerClient } from '@/lib/worker/worker-client';
import type { DocumentImportHost } from '../model/import-host';
import { TIME_LIMIT_MS } from '../model/limits';
import { precheckFile } from '../model/precheck';
import type { ImportProgress, ImportResult } from '../model/types';

/** A file to import: a `File`, or any `Blob` given a name. */
export type ImportSource = Blob & { name: string };

export interface ImportOptions {
  /**
   * Aborting resolves the import with `{ error: 'cancelled' }` (it never rejects), and
   * terminates the worker doing the work. Defaults to none.
   */
  signal?: AbortSignal;
  /** Page progress of PDF imports (and of a Pages file read through its PDF preview). */
  onProgress?: (progress: ImportProgress) => void;
  /** Time allowed for parsing, in ms, before `tooComplex`. Defaults to 60,000 (60 s). */
  timeLimitMs?: number;
}

/**
 * One worker for every import of the page, started on first use; pdf.js and mammoth stay
 * loaded in it until it idles. A parser stuck in a long synchronous call cannot be
 * interrupted, so aborting terminates the worker (the next import starts a fresh one), and a
 * crash (a document that exhausted memory) fails that import instead of re-running it on the
 * page.
 */
const client = createWorkerClient<DocumentImportHost>({
  start: () => new Worker(new URL('./document-import.worker.ts', import.meta.url), { type: 'module' }),
  // Loaded only when no worker can run: the parsers stay out of the page's first load.
  loadFallback: async () => (await import('../model/import-host')).createDocumentImportHost(),
  abortInFlight: 'terminate',
  afterCrash: 'restart',
  idleTimeoutMs: 120_000,
});

/**
 * A little slack over the parser's own limit, so that its cooperative check normally wins and
 * this hard stop only catches a parser that no longer yields.
 */
const hardStopSlackMs = 2000;

async function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  // Older engines (and some test DOMs) only have FileReader.
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Imports the text of a document, off the main thread.
 *
 * Accepts TXT, MD, HTML, DOC, DOCX, ODT, ODS, ODP, PAGES and PDF files smaller than
 * 10 MB (10 × 1024 × 1024 bytes). The file is checked by extension and by content, read
 * in a Web Worker (or in this thread where workers cannot run, e.g. in tests), and never
 * leaves the device.
 *
 * @returns `{ text }` on success, else `{ error }` with an {@link ImportErrorKind} or
 *   `'cancelled'`. Never rejects.
 */
export async function importDocument(file: ImportSource, options: ImportOptions = {}): Promise<ImportResult> {
  const { signal } = options;
  const timeLimitMs = options.timeLimitMs ?? TIME_LIMIT_MS;
  if (signal?.aborted) return { error: 'cancelled' };
  const refused = precheckFile(file);
  if (refused) return { error: refused };
  let buffer: ArrayBuffer;
  try {
    buffer = await readBytes(file);
  } catch {
    return { error: 'readFile' };
  }
  if (signal?.aborted) return { error: 'cancelled' };

  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, timeLimitMs + hardStopSlackMs);
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await client.call('extract', { buffer, name: file.name, timeLimitMs }, { signal: stop.signal, onProgress: options.onProgress, transfer: [buffer] });
  } catch (error) {
    if (isAbortError(error)) return { error: timedOut ? 'tooComplex' : 'cancelled' };
    return { error: 'unknown' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
