/**
 * harper in a worker of its own, for the grammar worker: an {@link EnglishChecker} whose work
 * happens in ./harper.worker.ts.
 *
 * - Why a worker: harper builds its dictionary in one synchronous call of about a second
 *   (`Linter.new`), and every English check waits for it. In the grammar worker it held the
 *   interim spelling, which exists to answer in that time, and every other language's checks.
 * - The worker requests the WASM itself, as soon as it runs, and loads harper.js meanwhile:
 *   compiled from the response under its own URL, the WASM streams and Chromium caches the
 *   compiled code for the next visit (../engines/harper-checker.ts, `fromResponse`).
 * - Where a worker cannot start a worker, harper runs in the grammar worker, as it did before.
 * - A crash (harper's WASM out of memory, a trap) fails the calls it held: the checker is then
 *   broken for good, and the engine sets up a new one at the next English check.
 */
import { reviveError } from '@/lib/worker/messages';
import { createWorkerClient, type WorkerLike } from '@/lib/worker/worker-client';
import type { HarperWasm } from '../engines/browser-assets';
import type { EnglishChecker, HarperSetup } from '../engines/harper-checker';
import type { LoadProgress } from '../engines/local-engine';
import { grammarErrorFrom } from '../model/errors';
import type { HarperDialect } from '../model/languages';
import type { HarperHost } from './harper-host';

export async function startHarperWorker(
  wasm: Promise<HarperWasm>,
  setup: Promise<HarperSetup>,
  onProgress: LoadProgress,
  signal?: AbortSignal,
  start: () => WorkerLike = () => new Worker(new URL('./harper.worker.ts', import.meta.url), { type: 'module' }),
): Promise<EnglishChecker> {
  const client = createWorkerClient<HarperHost>({
    start,
    loadFallback: async () => (await import('./harper-host')).createHarperHost(),
    // A crash fails the call it held rather than running it again on a new worker.
    afterCrash: 'restart',
    // A typed failure thrown in the worker arrives as data: the caller gets its GrammarCheckError back.
    reviveError: (error) => grammarErrorFrom(error) ?? reviveError(error),
  });
  let dialect: HarperDialect;
  try {
    // The download starts as soon as the worker runs, while the word frequencies still arrive.
    const prepared = wasm.then((location) => client.call('prepare', location, { onProgress: ({ loaded, total }) => onProgress(loaded, total), signal }));
    const [settings] = await Promise.all([setup, prepared]);
    await client.call('setUp', settings, { signal });
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
