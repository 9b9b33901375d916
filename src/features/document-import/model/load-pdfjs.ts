/**
 * Loads pdf.js on first use (it is about 530 kB gzipped with its worker code, so only PDF
 * imports pay for it).
 *
 * Which build: the "legacy" build, in the browser and in Node alike. It is transpiled for
 * older browsers (the modern build needs very recent engines, e.g. `Promise.withResolvers`
 * and `Map.prototype.getOrInsertComputed`-era features), and it is the build pdf.js supports
 * in Node, so tests and the benchmark run exactly the code that ships. It costs about 20 kB
 * more gzipped than the modern build.
 *
 * Which thread: the importer already runs in a Web Worker, so pdf.js's own worker code is
 * loaded into the same thread. pdf.js then uses its in-thread "fake worker" (it looks for
 * `globalThis.pdfjsWorker`, which the worker module sets), instead of spawning a nested
 * worker from a URL that the bundler would have to emit and the server to serve. When the
 * module loads inside a dedicated worker it also starts listening on the worker's message
 * port; it only answers messages addressed to pdf.js, so the import protocol (see
 * `worker/protocol.ts`) is unaffected, and the client ignores the one "ready" message it
 * posts.
 */

export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | undefined;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    if (!(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker) await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })().catch((error: unknown) => {
    // Let a later import try again (e.g. after a failed chunk download).
    loading = undefined;
    throw error;
  });
  return loading;
}
