/**
 * A worker that answers one kind of request, where only the newest request matters (typing):
 * at most one request is with the worker at a time, and while it works only the newest waiting
 * request is kept, so a fast typist never builds a queue. Superseded requests resolve with
 * `null`. Where `Worker` is unavailable (tests, very old browsers) or fails to start, the same
 * handler runs on the main thread, loaded on demand.
 */
export interface LatestRequestWorker<Request, Response> {
  /** Resolves with the answer, or `null` when a newer request superseded this one. */
  request(message: Request): Promise<Response | null>;
  dispose(): void;
}

interface Envelope<T> {
  id: number;
  payload: T;
}

interface Pending<Request, Response> {
  message: Request;
  resolve: (value: Response | null) => void;
}

export function createLatestRequestWorker<Request, Response>(
  startWorker: () => Worker,
  loadLocalHandler: () => Promise<(message: Request) => Response>,
): LatestRequestWorker<Request, Response> {
  let worker: Worker | null | undefined;
  let localHandler: Promise<(message: Request) => Response> | undefined;
  let inFlight: (Pending<Request, Response> & { id: number }) | null = null;
  let waiting: Pending<Request, Response> | null = null;
  let nextId = 1;

  const loadLocal = () => (localHandler ??= loadLocalHandler());

  function ensureWorker(): Worker | null {
    if (worker !== undefined) return worker;
    if (typeof Worker === 'undefined') return (worker = null);
    try {
      worker = startWorker();
      worker.onmessage = (event: MessageEvent<Envelope<Response>>) => {
        if (inFlight && event.data.id === inFlight.id) finish(event.data.payload);
      };
      worker.onerror = () => {
        // A worker that cannot start (blocked by policy, failed to load): answer locally.
        worker?.terminate();
        worker = null;
        if (inFlight) void runLocally(inFlight);
      };
    } catch {
      worker = null;
    }
    return worker;
  }

  async function runLocally(job: Pending<Request, Response> & { id: number }) {
    const handle = await loadLocal();
    if (inFlight?.id === job.id) finish(handle(job.message));
  }

  function finish(response: Response) {
    inFlight?.resolve(response);
    inFlight = null;
    sendNext();
  }

  function sendNext() {
    if (inFlight || !waiting) return;
    const job = { ...waiting, id: nextId++ };
    waiting = null;
    inFlight = job;
    const target = ensureWorker();
    if (target) target.postMessage({ id: job.id, payload: job.message } satisfies Envelope<Request>);
    else void runLocally(job);
  }

  return {
    request(message) {
      return new Promise((resolve) => {
        waiting?.resolve(null);
        waiting = { message, resolve };
        sendNext();
      });
    },
    dispose() {
      waiting?.resolve(null);
      inFlight?.resolve(null);
      waiting = inFlight = null;
      worker?.terminate();
      worker = undefined;
    },
  };
}

/** The worker side: answers each envelope with the handler's result under the same id. */
export function serveLatestRequests<Request, Response>(scope: { onmessage: unknown; postMessage: (message: unknown) => void }, handle: (message: Request) => Response) {
  scope.onmessage = (event: MessageEvent<Envelope<Request>>) => {
    scope.postMessage({ id: event.data.id, payload: handle(event.data.payload) } satisfies Envelope<Response>);
  };
}
