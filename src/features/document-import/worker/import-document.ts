import { MAX_FILE_BYTES, TIME_LIMIT_MS } from '../model/limits';
import { formatFromName } from '../model/sniff';
import type { ImportProgress, ImportResult } from '../model/types';
import { CHANNEL, type ImportRequest, isImportResponse } from './protocol';

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
 * The worker is created on first use and kept for later imports (pdf.js and mammoth stay
 * loaded in it). Aborting or timing out terminates it, and the next import starts a fresh
 * one, since a parser stuck in a long synchronous call cannot be interrupted otherwise.
 */
let worker: Worker | undefined;
let nextId = 1;
/** Ends the job currently running in the worker, if any, with the given outcome. */
let endCurrentJob: ((result: ImportResult) => void) | undefined;

function terminateWorker(): void {
  worker?.terminate();
  worker = undefined;
}

function getWorker(): Worker {
  // The `new URL(…, import.meta.url)` form is what webpack and Turbopack recognise to emit
  // the worker as its own chunk.
  worker ??= new Worker(new URL('./document-import.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

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

function runInWorker(buffer: ArrayBuffer, name: string, timeLimitMs: number, options: ImportOptions): Promise<ImportResult> {
  // One job at a time: a new import supersedes the one still running.
  if (endCurrentJob) {
    terminateWorker();
    endCurrentJob({ error: 'cancelled' });
  }
  return new Promise<ImportResult>((resolve) => {
    const id = nextId++;
    const target = getWorker();
    const finish = (result: ImportResult, terminate: boolean) => {
      if (endCurrentJob !== end) return;
      endCurrentJob = undefined;
      clearTimeout(timer);
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      options.signal?.removeEventListener('abort', onAbort);
      if (terminate) terminateWorker();
      resolve(result);
    };
    const end = (result: ImportResult) => finish(result, false);
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (!isImportResponse(data) || data.id !== id) return;
      if (data.type === 'progress') options.onProgress?.(data.progress);
      else finish(data.result, false);
    };
    // An error event means the worker itself failed (a script that could not load, memory
    // exhausted): it is of no further use.
    const onError = (event: Event) => {
      event.preventDefault();
      finish({ error: 'unknown' }, true);
    };
    const onAbort = () => finish({ error: 'cancelled' }, true);
    endCurrentJob = end;
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    options.signal?.addEventListener('abort', onAbort);
    // A little slack over the worker's own limit, so its cooperative check normally wins
    // and this hard stop only catches a parser that no longer yields.
    const timer = setTimeout(() => finish({ error: 'tooComplex' }, true), timeLimitMs + 2000);
    const request: ImportRequest = { channel: CHANNEL, type: 'import', id, name, buffer, timeLimitMs };
    target.postMessage(request, [buffer]);
  });
}

/**
 * Imports the text of a document, off the main thread.
 *
 * Accepts TXT, MD, HTML, DOC, DOCX, ODT, ODS, ODP, PAGES and PDF files smaller than
 * 10 MB (10 × 1024 × 1024 bytes). The file is checked by extension and by content, read
 * in a Web Worker (or in this thread where `Worker` does not exist, e.g. in tests), and
 * never leaves the device.
 *
 * @returns `{ text }` on success, else `{ error }` with an {@link ImportErrorKind} or
 *   `'cancelled'`. Never rejects.
 */
export async function importDocument(file: ImportSource, options: ImportOptions = {}): Promise<ImportResult> {
  const { signal } = options;
  const timeLimitMs = options.timeLimitMs ?? TIME_LIMIT_MS;
  try {
    if (signal?.aborted) return { error: 'cancelled' };
    if (!formatFromName(file.name)) return { error: 'invalidType' };
    if (file.size >= MAX_FILE_BYTES) return { error: 'tooLarge' };
    if (file.size === 0) return { error: 'empty' };
    let buffer: ArrayBuffer;
    try {
      buffer = await readBytes(file);
    } catch {
      return { error: 'readFile' };
    }
    if (signal?.aborted) return { error: 'cancelled' };
    let canUseWorker = typeof Worker !== 'undefined';
    if (canUseWorker) {
      try {
        getWorker();
      } catch {
        // Workers blocked (e.g. by a content security policy) or module workers unsupported.
        canUseWorker = false;
      }
    }
    if (!canUseWorker) {
      // Loaded only when no worker can run: the parsers stay out of the page's first load.
      const { extractText } = await import('../model/extract-text');
      return await extractText(new Uint8Array(buffer), file.name, { signal, onProgress: options.onProgress, limits: { timeLimitMs } });
    }
    return await runInWorker(buffer, file.name, timeLimitMs, options);
  } catch {
    return { error: 'unknown' };
  }
}
