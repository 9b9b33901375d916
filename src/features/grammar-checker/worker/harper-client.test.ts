import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeWorker } from '@/lib/worker/testing/fake-worker';
import { HARPER_WASM_FILE, loadHarperInNode, packageDir } from '../engines/node-assets';
import { createHarperHost } from './harper-host';
import { startHarperWorker } from './harper-client';
import { GrammarCheckError } from '../model/errors';

jest.setTimeout(60_000);
// harper.js ships ES modules only: the fallback's import gets the bundle Node tests use.
jest.mock('harper.js', () => (jest.requireActual('../engines/node-assets') as typeof import('../engines/node-assets')).loadHarperInNode(), { virtual: true });

const wasmBytes = () => new Uint8Array(readFileSync(join(packageDir('harper.js'), HARPER_WASM_FILE)));
const summary = (found: Array<{ original: string; replacements: string[] }>) => found.map((s) => `${s.original}→${s.replacements[0] ?? ''}`);

/**
 * The site serving harper's WASM, as `fetch` in this thread (where the worker doubles run):
 * each test its own URL, as harper.js keeps a module per URL. Records what was requested.
 */
function serveWasm() {
  const requested: string[] = [];
  const size = wasmBytes().length;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return new Response(wasmBytes(), { headers: { 'Content-Type': 'application/wasm', 'Content-Length': String(size) } });
  }) as typeof fetch;
  const url = `https://writing.test/wasm/harper.wasm?v=${Math.random().toString(36).slice(2)}`;
  return { wasm: Promise.resolve({ url, bytes: size }), url, size, requested, restore: () => (globalThis.fetch = realFetch) };
}

/** The procedures called in `worker`, in order. */
const calls = (worker: FakeWorker | undefined) => (worker?.posted ?? []).map((m) => (m as { method?: string }).method).filter(Boolean);

/** A worker double serving the real harper host (harper.js bundled for Node), recording the workers started. */
function harperWorkers() {
  const started: FakeWorker[] = [];
  const start = () => {
    const worker = new FakeWorker(createHarperHost(async () => loadHarperInNode()));
    started.push(worker);
    return worker;
  };
  return { start, started };
}

describe('harper in a worker of its own', () => {
  it('requests the WASM in the worker, counts its download, and sets harper up from that response; checks there with the dialect and personal words of each check', async () => {
    const { start, started } = harperWorkers();
    const site = serveWasm();
    const progress: Array<[number, number | undefined]> = [];
    try {
      const harper = await startHarperWorker(site.wasm, Promise.resolve({ dialect: 'American' as const }), (loaded, total) => progress.push([loaded, total]), undefined, start);
      try {
        expect(calls(started[0])).toEqual(['prepare', 'setUp']);
        // Once: harper.js's own request for its WASM was answered with the response already counted.
        expect(site.requested).toEqual([site.url]);
        expect(progress[0]).toEqual([0, site.size]);
        expect(progress.at(-1)).toEqual([site.size, site.size]);
        expect(summary(await harper.check('This is an test of my adress.'))).toEqual(expect.arrayContaining(['an→a', 'adress→address']));
        expect(summary(await harper.check('The colour is grey.'))).toEqual(expect.arrayContaining(['colour→color']));
        await harper.setDialect('British');
        expect(await harper.check('The colour is grey.')).toEqual([]);
        await harper.setPersonalWords(['Quuxly']);
        expect(await harper.check('Quuxly is here.')).toEqual([]);
        expect(started).toHaveLength(1);
      } finally {
        await harper.dispose();
      }
      expect(started[0]?.terminated).toBe(true);
      // Other requests went on as before: the answering was for harper's one request only.
      await fetch('https://writing.test/spell/en.aff');
      expect(site.requested).toEqual([site.url, 'https://writing.test/spell/en.aff']);
    } finally {
      site.restore();
    }
  });

  it('fails with the typed error of a WASM it cannot download, and stops its worker', async () => {
    const { start, started } = harperWorkers();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response('Not found', { status: 404 })) as typeof fetch;
    try {
      const starting = startHarperWorker(Promise.resolve({ url: 'https://writing.test/wasm/harper.wasm?v=gone' }), Promise.resolve({ dialect: 'American' as const }), () => {}, undefined, start);
      await expect(starting).rejects.toMatchObject({ failure: { kind: 'server', status: 404 } });
      await expect(starting).rejects.toBeInstanceOf(GrammarCheckError);
      expect(started[0]?.terminated).toBe(true);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('fails the check a crash held, and stays broken: the engine sets up a new one', async () => {
    const { start, started } = harperWorkers();
    const site = serveWasm();
    const harper = await startHarperWorker(site.wasm, Promise.resolve({ dialect: 'American' as const }), () => {}, undefined, start);
    try {
      const check = harper.check('This is an test.');
      started[0]?.crash('out of memory');
      await expect(check).rejects.toThrow(/stopped/);
      // A new worker knows no harper: the check fails rather than answering without one.
      await expect(harper.check('This is an test.')).rejects.toThrow(/not set up/);
    } finally {
      await harper.dispose();
      site.restore();
    }
  });

  it('runs in this thread where no worker can start', async () => {
    const site = serveWasm();
    const harper = await startHarperWorker(site.wasm, Promise.resolve({ dialect: 'American' as const }), () => {}, undefined, () => {
      throw new Error('Worker is not defined');
    });
    try {
      expect(summary(await harper.check('This is an test.'))).toEqual(['an→a']);
      expect(site.requested).toEqual([site.url]);
    } finally {
      await harper.dispose();
      site.restore();
    }
    // Disposed here too: harper's linter is gone, not left behind in this thread.
    await expect(harper.check('This is an test.')).rejects.toThrow(/not set up/);
  });
});
