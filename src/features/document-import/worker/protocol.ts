import type { ImportProgress, ImportResult } from '../model/types';

/**
 * Messages between the page and the import worker. Every message carries
 * `channel: 'document-import'` so both sides can ignore other traffic on the worker port
 * (pdf.js, loaded inside the worker, posts a "ready" message of its own).
 */
export const CHANNEL = 'document-import';

/** Page → worker: import this file. The buffer is transferred, not copied. */
export interface ImportRequest {
  channel: typeof CHANNEL;
  type: 'import';
  id: number;
  name: string;
  buffer: ArrayBuffer;
  /** Milliseconds the worker allows itself (the page also enforces it by terminating). */
  timeLimitMs: number;
}

/** Worker → page. */
export type ImportResponse =
  | { channel: typeof CHANNEL; type: 'progress'; id: number; progress: ImportProgress }
  | { channel: typeof CHANNEL; type: 'result'; id: number; result: ImportResult };

export function isImportRequest(data: unknown): data is ImportRequest {
  const d = data as Partial<ImportRequest> | null;
  return !!d && d.channel === CHANNEL && d.type === 'import' && typeof d.id === 'number' && d.buffer instanceof ArrayBuffer;
}

export function isImportResponse(data: unknown): data is ImportResponse {
  const d = data as Partial<ImportResponse> | null;
  return !!d && d.channel === CHANNEL && (d.type === 'progress' || d.type === 'result') && typeof d.id === 'number';
}
