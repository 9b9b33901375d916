import { extractText } from '../model/extract-text';
import { MAX_FILE_BYTES } from '../model/limits';
import { fixture } from '../testing/fixtures';
import { CHANNEL, type ImportRequest, type ImportResponse } from './protocol';
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
 * A stand-in for the browser's Worker that runs the real worker logic (extractText) in this
 * thread and speaks the same protocol, so the client's relaying, abort and time limit are
 * tested without a browser.
 */
class FakeWorker extends EventTarget {
  static instances: FakeWorker[] = [];
  static silent = false;
  /** The worker that received the latest request (the client keeps one between imports). */
  static lastUsed: FakeWorker | undefined;
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.instances.push(this);
  }

  postMessage(request: ImportRequest, transfer: Transferable[]): void {
    expect(transfer).toEqual([request.buffer]);
    FakeWorker.lastUsed = this;
    // pdf.js, loaded in the real worker, posts a message of its own; the client ignores it.
    this.emit({ sourceName: 'worker', targetName: 'main', action: 'ready' });
    if (FakeWorker.silent) return;
    void extractText(new Uint8Array(request.buffer), request.name, {
      onProgress: (progress) => this.emit({ channel: CHANNEL, type: 'progress', id: request.id, progress }),
    }).then((result) => this.emit({ channel: CHANNEL, type: 'result', id: request.id, result }));
  }

  private emit(data: ImportResponse | object): void {
    setTimeout(() => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('importDocument through a worker', () => {
  beforeEach(() => {
    FakeWorker.instances = [];
    FakeWorker.silent = false;
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  });
  afterEach(() => {
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  test('creates a module worker, relays progress and the result, and reuses the worker', async () => {
    const progress: unknown[] = [];
    const result = await importDocument(file(fixture('en.pdf'), 'en.pdf'), { onProgress: (p) => progress.push(p) });
    expect('text' in result && result.text.startsWith('The Lighthouse Keeper')).toBe(true);
    expect(progress).toEqual([{ page: 1, pages: 1 }]);
    const worker = FakeWorker.instances[0];
    expect(worker?.options).toEqual({ type: 'module' });
    expect(String(worker?.url)).toMatch(/document-import\.worker\.ts$/);
    await importDocument(file('second file', 'b.txt'));
    expect(FakeWorker.instances).toHaveLength(1);
  });

  test('aborting terminates the worker and the next import gets a new one', async () => {
    FakeWorker.silent = true;
    const controller = new AbortController();
    const pending = importDocument(file(fixture('en.pdf'), 'en.pdf'), { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await pending).toEqual({ error: 'cancelled' });
    const aborted = FakeWorker.lastUsed;
    expect(aborted?.terminated).toBe(true);
    FakeWorker.silent = false;
    expect(await importDocument(file('again', 'a.txt'))).toEqual({ text: 'again' });
    expect(FakeWorker.lastUsed).not.toBe(aborted);
    expect(FakeWorker.lastUsed?.terminated).toBe(false);
  });

  test('a worker that does not answer in time is terminated: tooComplex', async () => {
    FakeWorker.silent = true;
    jest.useFakeTimers();
    try {
      const pending = importDocument(file('x', 'a.txt'), { timeLimitMs: 1000 });
      await jest.advanceTimersByTimeAsync(3100);
      expect(await pending).toEqual({ error: 'tooComplex' });
      expect(FakeWorker.lastUsed?.terminated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a new import supersedes one still running', async () => {
    FakeWorker.silent = true;
    const first = importDocument(file('first', 'a.txt'));
    await new Promise((r) => setTimeout(r, 10));
    FakeWorker.silent = false;
    const second = importDocument(file('second', 'b.txt'));
    expect(await first).toEqual({ error: 'cancelled' });
    expect(await second).toEqual({ text: 'second' });
  });
});
