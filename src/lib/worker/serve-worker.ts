/**
 * The worker side of the bridge: `serveWorker(host, self)` in a `*.worker.ts` entry answers the
 * page's calls with the host's handlers. Calls run concurrently as their handlers allow; an
 * `abort` envelope aborts the call's signal.
 */
import { runHandler, type WorkerHost } from './host';
import { BRIDGE, isBridgeMessage, serializeError, type FromWorker, type ToWorker } from './messages';

/** The part of a worker's global scope (or a test double) the bridge uses. */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

export function serveWorker(host: WorkerHost, scope: WorkerScope): void {
  const running = new Map<number, AbortController>();
  const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

  scope.addEventListener('message', (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isBridgeMessage<ToWorker>(message)) return;
    if (message.kind === 'abort') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, method, input } = message;
    const controller = new AbortController();
    running.set(id, controller);
    let transfer: Transferable[] = [];
    runHandler(host, method, input, {
      signal: controller.signal,
      onProgress: (value) => post({ bridge: BRIDGE, kind: 'progress', id, value }),
      onTransfer: (objects) => (transfer = [...objects]),
    })
      // A result that cannot be cloned fails the post: it is answered as an error, never left unanswered.
      .then((value) => post({ bridge: BRIDGE, kind: 'result', id, value }, transfer))
      .catch((error: unknown) => post({ bridge: BRIDGE, kind: 'error', id, error: serializeError(error) }))
      .finally(() => running.delete(id));
  });
  post({ bridge: BRIDGE, kind: 'ready' });
}
