/**
 * The procedures of harper's own worker (./harper.worker.ts), started from the grammar worker
 * (./harper-client.ts): its WASM requested and harper.js loaded, then one {@link HarperChecker}
 * set up from that response, then checks. Served in that worker, and in the grammar worker
 * itself where a worker cannot start one.
 */
import type { CallContext } from '@/lib/worker/host';
import { requestWithProgress, type HarperWasm } from '../engines/browser-assets';
import { HarperChecker, type HarperModule, type HarperSetup } from '../engines/harper-checker';
import type { HarperDialect } from '../model/languages';
import type { Suggestion } from '../model/types';
import { KeptUnlessFailed } from '@/lib/kept-unless-failed';

export interface HarperCheckInput {
  text: string;
  dialect: HarperDialect;
  personalWords: readonly string[];
}

/** Bytes of harper's WASM downloaded so far, and of the whole when known. */
export interface DownloadProgress {
  loaded: number;
  total: number | undefined;
}

export function createHarperHost(importHarper: () => Promise<HarperModule> = () => import('harper.js') as Promise<HarperModule>) {
  // A failed import (offline) is tried again at the next set-up.
  const imported = new KeptUnlessFailed<HarperModule>();
  const harperModule = () => imported.get(importHarper);
  let wasm: { url: string; response: Promise<Response> } | undefined;
  let checker: Promise<HarperChecker> | undefined;
  const ready = () => {
    if (!checker) throw new Error('harper is not set up in this worker');
    return checker;
  };
  return {
    /**
     * Requests the WASM here, where it is compiled, its download reported as progress, and loads
     * harper.js meanwhile: done when both have arrived.
     */
    async prepare({ url, bytes }: HarperWasm, context: CallContext<DownloadProgress>): Promise<void> {
      const download = requestWithProgress(url, bytes, (loaded, total) => context.progress({ loaded, total }), context.signal);
      wasm = { url, response: download.response };
      await Promise.all([harperModule(), download.arrived]);
    },
    /** Sets harper up, once, from the WASM that {@link prepare} requested. */
    async setUp(setup: HarperSetup): Promise<void> {
      const requested = wasm;
      if (!requested) throw new Error('harper’s WASM was not requested in this worker');
      checker ??= harperModule().then((harper) => HarperChecker.fromResponse(harper, requested.url, requested.response, setup));
      await checker;
    },
    async check({ text, dialect, personalWords }: HarperCheckInput): Promise<Suggestion[]> {
      const harper = await ready();
      await harper.setDialect(dialect);
      await harper.setPersonalWords(personalWords);
      return harper.check(text);
    },
    async dispose(): Promise<void> {
      const disposed = checker;
      checker = undefined;
      await (await disposed)?.dispose();
    },
  };
}

export type HarperHost = ReturnType<typeof createHarperHost>;
