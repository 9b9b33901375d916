/**
 * The procedures of harper's own worker (./harper.worker.ts), started from the grammar worker
 * (./harper-client.ts): one {@link HarperChecker}, set up from the WASM's bytes, then checks.
 * Served in that worker, and in the grammar worker itself where a worker cannot start one.
 */
import { HarperChecker, type HarperModule, type HarperSetup } from '../engines/harper-checker';
import type { HarperDialect } from '../model/languages';
import type { Suggestion } from '../model/types';
import { KeptUnlessFailed } from '@/lib/kept-unless-failed';

export interface HarperCheckInput {
  text: string;
  dialect: HarperDialect;
  personalWords: readonly string[];
}

export function createHarperHost(importHarper: () => Promise<HarperModule> = () => import('harper.js') as Promise<HarperModule>) {
  // A failed import (offline) is tried again at the next set-up.
  const imported = new KeptUnlessFailed<HarperModule>();
  const harperModule = () => imported.get(importHarper);
  let checker: Promise<HarperChecker> | undefined;
  const ready = () => {
    if (!checker) throw new Error('harper is not set up in this worker');
    return checker;
  };
  return {
    /** Loads harper.js, while the WASM is still on its way. */
    async prepare(): Promise<void> {
      await harperModule();
    },
    /** Sets harper up from its WASM's bytes (transferred here), once. */
    async setUp({ wasm, ...setup }: HarperSetup & { wasm: Uint8Array }): Promise<void> {
      checker ??= harperModule().then((harper) => HarperChecker.fromBytes(harper, wasm, setup));
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
