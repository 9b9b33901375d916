import { MAX_FILE_BYTES } from '../model/limits';
import { fixture } from '../testing/fixtures';
import { FakeWorker, type FakeWorkerOptions } from '@/lib/worker/testing/fake-worker';
import { createDocumentImportHost } from '../model/import-host';
import { importDocument } from './import-document';

jest.mock('../model/load-pdfjs', () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot import
  loadPdfjs: () => require('../testing/pdfjs-for-jest').loadPdfjsForJest(),
}));

function file(bytes: Uint8Array | string, name: string): File {
  return new File([bytes as BlobPart], name);
}

describe('importDocument in this thread (no Worker, as in tests)', () => {
  test('imports a document', async () => {
    const result = await importDocument(file(fixture('pl.docx'), 'pl.docx'));
    expect('text' in result && result.text.startsWith('Jesień nad jeziorem\n\n')).toBe(true);
  });

  test('a file of 11 MB is tooLarge without being read', async () => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.txt');
    const spy = jest.spyOn(big, 'arrayBuffer');
    expect(await importDocument(big)).toEqual({ error: 'tooLarge' });
    expect(spy).not.toHaveBeenCalled();
  });

  test('the limit is 10 × 1024 × 1024 bytes, exclusive', async () => {
    expect(await importDocument(file(new Uint8Array(MAX_FILE_BYTES).fill(0x61), 'a.txt'))).toEqual({ error: 'tooLarge' });
    const justBelow = await importDocument(file(new Uint8Array(MAX_FILE_BYTES - 1).fill(0x61), 'a.txt'));
    expect('text' in justBelow && justBelow.text.length).toBe(MAX_FILE_BYTES - 1);
  });

  test('a file the browser cannot read is readFile', async () => {
    const broken = file('text', 'notes.txt');
    jest.spyOn(broken, 'arrayBuffer').mockRejectedValue(new DOMException('The requested file could not be read', 'NotReadableError'));
    expect(await importDocument(broken)).toEqual({ error: 'readFile' });
  });

  test('an unsupported extension is invalidType', async () => {
    expect(await importDocument(file('hello', 'notes.rtf'))).toEqual({ error: 'invalidType' });
  });

  test('an empty file is empty', async () => {
    expect(await importDocument(file(new Uint8Array(), 'empty.pdf'))).toEqual({ error: 'empty' });
  });

  test('an aborted signal resolves with cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await importDocument(file(fixture('en.pdf'), 'en.pdf'), { signal: controller.signal })).toEqual({ error: 'cancelled' });
  });
});

/**
 * Browser workers stand-ins that run the real import host in this thread through the real
 * bridge, so that the client's relaying, abort and time limit are tested without a browser.
 */
const workers: Array<{ worker: FakeWorker; url: URL; options: WorkerOptions }> = [];
let nextWorker: FakeWorkerOptions = {};

class ImportWorker extends FakeWorker {
  constructor(url: URL, options: WorkerOptions) {
    super(createDocumentImportHost(), { ...nextWorker });
    workers.push({ worker: this, url, options });
  }
}

const lastWorker = () => workers.at(-1)?.worker;

/** Waits until the page has posted `count` messages to the last worker (after its `ready`): a fixed delay races a loaded machine. */
async function postedTo(count: number): Promise<FakeWorker> {
  for (;;) {
    const worker = lastWorker();
    if (worker && worker.posted.length >= count) return worker;
    await new Promise((r) => setTimeout(r, 1));
  }
}

describe('importDocument through a worker', () => {
  // The page's client is a module singleton that remembers when workers cannot run: a fresh one per test.
  let importDocument: typeof import('./import-document').importDocument;
  beforeEach(async () => {
    workers.length = 0;
    nextWorker = {};
    (globalThis as { Worker?: unknown }).Worker = ImportWorker;
    jest.resetModules();
    ({ importDocument } = await import('./import-document'));
  });
  afterEach(() => {
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  test('creates a module worker, relays progress and the result, and reuses the worker', async () => {
    const progress: unknown[] = [];
    const result = await importDocument(file(fixture('en.pdf'), 'en.pdf'), { onProgress: (p) => progress.push(p) });
    expect('text' in result && result.text.startsWith('The Lighthouse Keeper')).toBe(true);
    expect(progress).toEqual([{ page: 1, pages: 1 }]);
    expect(workers[0]?.options).toEqual({ type: 'module' });
    expect(String(workers[0]?.url)).toMatch(/document-import\.worker\.ts$/);
    await importDocument(file('second file', 'b.txt'));
    expect(workers).toHaveLength(1);
  });

  test('the bytes of the file are transferred to the worker, not copied', async () => {
    await importDocument(file('transferred', 'a.txt'));
    const call = lastWorker()?.posted[0] as { input: { buffer: ArrayBuffer } };
    expect(call.input.buffer.byteLength).toBe(0);
  });

  test('aborting terminates the worker and the next import gets a new one', async () => {
    await importDocument(file('warm up', 'a.txt'));
    const aborted = lastWorker() as FakeWorker;
    Object.assign(aborted.options, { silent: true });
    const controller = new AbortController();
    const pending = importDocument(file(fixture('en.pdf'), 'en.pdf'), { signal: controller.signal });
    await postedTo(2);
    controller.abort();
    expect(await pending).toEqual({ error: 'cancelled' });
    expect(aborted.terminated).toBe(true);
    expect(await importDocument(file('again', 'a.txt'))).toEqual({ text: 'again' });
    expect(lastWorker()).not.toBe(aborted);
    expect(lastWorker()?.terminated).toBe(false);
  });

  test('a worker that does not answer in time is terminated: tooComplex', async () => {
    nextWorker = { silent: true };
    jest.useFakeTimers();
    try {
      const pending = importDocument(file('x', 'a.txt'), { timeLimitMs: 1000 });
      await jest.advanceTimersByTimeAsync(3100);
      expect(await pending).toEqual({ error: 'tooComplex' });
      expect(lastWorker()?.terminated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a worker that cannot load leaves the import to this thread, bytes intact', async () => {
    nextWorker = { failToLoad: true };
    const result = await importDocument(file(fixture('pl.docx'), 'pl.docx'));
    expect('text' in result && result.text.startsWith('Jesień nad jeziorem\n\n')).toBe(true);
  });

  test('a crash fails the import as unknown, and the next import gets a new worker', async () => {
    nextWorker = { silent: true };
    const pending = importDocument(file('crash', 'a.txt'));
    const crashed = await postedTo(1);
    crashed.crash('out of memory');
    expect(await pending).toEqual({ error: 'unknown' });
    nextWorker = {};
    expect(await importDocument(file('after', 'a.txt'))).toEqual({ text: 'after' });
    expect(lastWorker()).not.toBe(crashed);
  });
});
