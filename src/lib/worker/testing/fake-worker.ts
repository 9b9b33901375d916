/**
 * A stand-in for a browser `Worker` that runs a real host through the real `serveWorker`, in
 * this thread: messages are structured-cloned (transferred buffers are detached, as in a
 * browser) and delivered as macrotasks, and the worker "loads" one macrotask after it is made.
 * Tests drive the failures a browser can produce: a script that never loads, a crash, silence.
 */
import type { WorkerHost } from '../host';
import { serveWorker } from '../serve-worker';
import type { WorkerLike } from '../worker-client';

export interface FakeWorkerOptions {
  /** The worker's script fails to load: an `error` event instead of `ready`. */
  failToLoad?: boolean;
  /** Messages to the worker are swallowed (a handler that never returns). */
  silent?: boolean;
}

function messageEvent(data: unknown): Event {
  return Object.assign(new Event('message'), { data });
}

export class FakeWorker extends EventTarget implements WorkerLike {
  terminated = false;
  /** Every message the page posted, as sent. */
  readonly posted: unknown[] = [];
  private readonly scope = new EventTarget();

  constructor(
    host: WorkerHost,
    readonly options: FakeWorkerOptions = {},
  ) {
    super();
    setTimeout(() => {
      if (this.terminated) return;
      if (options.failToLoad) this.crash('Failed to load the worker script');
      else
        serveWorker(host, {
          addEventListener: (type, listener) => this.scope.addEventListener(type, listener as EventListener),
          postMessage: (message, transfer) => this.deliver(this, structuredClone(message, { transfer })),
        });
    }, 0);
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (this.terminated) return;
    this.posted.push(message);
    const data = structuredClone(message, { transfer: transfer as Transferable[] & StructuredSerializeOptions['transfer'] });
    if (!this.options.silent) this.deliver(this.scope, data);
  }

  /** Fires an `error` event, as a browser does when a worker's script fails or it crashes. */
  crash(message = 'Worker crashed'): void {
    const event = Object.assign(new Event('error', { cancelable: true }), { message });
    setTimeout(() => !this.terminated && this.dispatchEvent(event), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  private deliver(target: EventTarget, data: unknown): void {
    setTimeout(() => !this.terminated && target.dispatchEvent(messageEvent(data)), 0);
  }
}
