/**
 * The envelopes between a page and a worker served by `serveWorker`. Every envelope carries
 * `bridge: BRIDGE` so that both sides ignore other traffic on the same port (pdf.js, loaded
 * inside the document import worker, posts messages of its own).
 */

export const BRIDGE = 'writekit-worker-bridge';

/** An error as it crosses the boundary: its name, message and own data fields (e.g. a typed failure). */
export interface SerializedError {
  name: string;
  message: string;
  data?: Record<string, unknown>;
}

/** Page → worker. */
export type ToWorker = { bridge: typeof BRIDGE; kind: 'call'; id: number; method: string; input: unknown } | { bridge: typeof BRIDGE; kind: 'abort'; id: number };

/** Worker → page. `ready` is sent once, when the worker's code has loaded. */
export type FromWorker =
  | { bridge: typeof BRIDGE; kind: 'ready' }
  | { bridge: typeof BRIDGE; kind: 'progress'; id: number; value: unknown }
  | { bridge: typeof BRIDGE; kind: 'result'; id: number; value: unknown }
  | { bridge: typeof BRIDGE; kind: 'error'; id: number; error: SerializedError };

export function isBridgeMessage<T extends ToWorker | FromWorker>(data: unknown): data is T {
  return typeof data === 'object' && data !== null && (data as { bridge?: unknown }).bridge === BRIDGE;
}

/**
 * The error's name, message and own enumerable fields that survive structured cloning (a
 * `GrammarCheckError`'s `failure`, say); functions and other uncloneable fields are left out.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && 'name' in error)) {
    return { name: 'Error', message: String(error) };
  }
  const { name, message } = error as { name: unknown; message?: unknown };
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'name' || key === 'message' || key === 'stack') continue;
    try {
      data[key] = structuredClone(value);
    } catch {
      // Not cloneable: the caller gets the rest.
    }
  }
  return { name: String(name), message: String(message ?? ''), ...(Object.keys(data).length > 0 ? { data } : {}) };
}

/** The default way back: an `AbortError` stays a standard `DOMException`; anything else an `Error` with the same name and fields. */
export function reviveError(serialized: SerializedError): Error {
  if (serialized.name === 'AbortError') return new DOMException(serialized.message, 'AbortError');
  return Object.assign(new Error(serialized.message), { name: serialized.name }, serialized.data);
}
