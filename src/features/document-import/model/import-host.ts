import type { CallContext } from '@/lib/worker/host';
import { extractText } from './extract-text';
import type { ImportProgress, ImportResult } from './types';

/** What the page sends to read one document. The buffer is transferred, not copied. */
export interface ExtractInput {
  buffer: ArrayBuffer;
  name: string;
  /** Milliseconds the parser allows itself (the page also enforces it, by terminating the worker). */
  timeLimitMs: number;
}

/** The import worker's procedure, served in the worker and, where no worker runs, on the main thread. */
export function createDocumentImportHost() {
  return {
    extract({ buffer, name, timeLimitMs }: ExtractInput, context: CallContext<ImportProgress>): Promise<ImportResult> {
      return extractText(new Uint8Array(buffer), name, { signal: context.signal, limits: { timeLimitMs }, onProgress: (progress) => context.progress(progress) });
    },
  };
}

export type DocumentImportHost = ReturnType<typeof createDocumentImportHost>;
