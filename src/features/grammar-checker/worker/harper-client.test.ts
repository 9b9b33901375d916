import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeWorker } from '@/lib/worker/testing/fake-worker';
import { HARPER_WASM_FILE, loadHarperInNode, packageDir } from '../engines/node-assets';
import { createHarperHost } from './harper-host';
import { startHarperWorker } from './harper-client';

jest.setTimeout(60_000);
// harper.js ships ES modules only: the fallback's import gets the bundle Node tests use.
jest.mock('harper.js', () => (jest.requireActual('../engines/node-assets') as typeof import('../engines/node-assets')).loadHarperInNode(), { virtual: true });

const wasmBytes = () => new Uint8Array(readFileSync(join(packageDir('harper.js'), HARPER_WASM_FILE)));
const summary = (found: Array<{ original: string; replacements: string[] }>) => found.map((s) => `${s.original}→${s.replacements[0] ?? ''}`);

/** The procedures called in `worker`, in order. */
const calls = (worker: FakeWorker | undefined) => (worker?.posted ?? []).map((m) => (m as { method?: string }).method).filter(Boolean);

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

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
  it('is set up from bytes moved to the worker, and checks there with the dialect and personal words of each check', async () => {
    const { start, started } = harperWorkers();
    const wasm = wasmBytes();
    let downloaded: (bytes: Uint8Array) => void = () => {};
    const download = new Promise<Uint8Array>((resolve) => (downloaded = resolve));
    const starting = startHarperWorker(download, Promise.resolve({ dialect: 'American' as const }), start);
    // The worker is started, and loads harper.js, while the WASM is still downloading.
    await waitFor(() => calls(started[0]).includes('prepare'));
    downloaded(wasm);
    const harper = await starting;
    try {
      expect(calls(started[0])).toEqual(['prepare', 'setUp']);
      // Transferred, not copied: the grammar worker keeps no second 16 MB.
      expect(wasm.byteLength).toBe(0);
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
  });

  it('fails the check a crash held, and stays broken: the engine sets up a new one', async () => {
    const { start, started } = harperWorkers();
    const harper = await startHarperWorker(Promise.resolve(wasmBytes()), Promise.resolve({ dialect: 'American' as const }), start);
    try {
      const check = harper.check('This is an test.');
      started[0]?.crash('out of memory');
      await expect(check).rejects.toThrow(/stopped/);
      // A new worker knows no harper: the check fails rather than answering without one.
      await expect(harper.check('This is an test.')).rejects.toThrow(/not set up/);
    } finally {
      await harper.dispose();
    }
  });

  it('runs in this thread where no worker can start', async () => {
    const harper = await startHarperWorker(Promise.resolve(wasmBytes()), Promise.resolve({ dialect: 'American' as const }), () => {
      throw new Error('Worker is not defined');
    });
    try {
      expect(summary(await harper.check('This is an test.'))).toEqual(['an→a']);
    } finally {
      await harper.dispose();
    }
    // Disposed here too: harper's linter is gone, not left behind in this thread.
    await expect(harper.check('This is an test.')).rejects.toThrow(/not set up/);
  });
});
