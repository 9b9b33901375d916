/**
 * harper in a worker of its own, for the grammar worker: an {@link EnglishChecker} whose work
 * happens in ./harper.worker.ts.
 *
 * - Why a worker: harper builds its dictionary in one synchronous call of about a second
 *   (`Linter.new`), and every English check waits for it. In the grammar worker it held the
 *   interim spelling, which exists to answer in that time, and every other language's checks.
 * - The worker starts, and loads harper.js, while the grammar worker downloads the WASM with
 *   progress; the bytes are then transferred, not copied.
 * - Where a worker cannot start a worker, harper runs in the grammar worker, as it did before.
 * - A crash (harper's WASM out of memory, a trap) fails the calls it held: the checker is then
 *   broken for good, and the engine sets up a new one at the next English check.
 */
import { createWorkerClient, type WorkerLike } from '@/lib/worker/worker-client';
import type { EnglishChecker, HarperSetup } from '../engines/harper-checker';
import type { HarperDialect } from '../model/languages';
import type { HarperHost } from './harper-host';

export async function startHarperWorker(
  wasm: Promise<Uint8Array>,
  setup: Promise<HarperSetup>,
  start: () => WorkerLike = () => new Worker(new URL('./harper.worker.ts', import.meta.url), { type: 'module' }),
): Promise<EnglishChecker> {
  const client = createWorkerClient<HarperHost>({
    start,
    loadFallback: async () => (await import('./harper-host')).createHarperHost(),
    // A transferred buffer cannot be sent again: a crash fails the call instead of re-running it.
    afterCrash: 'restart',
  });
  let dialect: HarperDialect;
  try {
    // The worker starts and loads harper.js while the WASM downloads.
    const prepared = client.call('prepare', undefined);
    const [bytes, settings] = await Promise.all([wasm.then(ownBuffer), setup, prepared]);
    await client.call('setUp', { wasm: bytes, ...settings }, { transfer: [bytes.buffer as ArrayBuffer] });
    dialect = settings.dialect;
  } catch (error) {
    client.dispose();
    throw error;
  }
  let personalWords: readonly string[] = [];
  return {
    // Sent with each check: the worker's checker skips what did not change.
    async setDialect(next) {
      dialect = next;
    },
    async setPersonalWords(words) {
      personalWords = [...words];
    },
    check(text) {
      return client.call('check', { text, dialect, personalWords });
    },
    async dispose() {
      // Frees harper where it runs in this thread (the fallback); a worker then ends with it.
      await client.call('dispose', undefined).catch(() => {});
      client.dispose();
    },
  };
}

/** `bytes` alone in their buffer, so that transferring it moves only the WASM (a copy when they are a view into more). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
