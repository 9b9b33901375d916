import { ImportError } from './import-error';

/**
 * Cancellation and the time limit, checked cooperatively by the parsers between units of
 * work (pages, zip chunks, paragraphs). In the browser the worker client also enforces the
 * time limit from outside by terminating the worker, which stops even a stuck parser.
 */
export class Budget {
  readonly signal: AbortSignal | undefined;
  private readonly deadline: number;

  /**
   * @param timeLimitMs milliseconds from now until `tooComplex`; `Infinity` for no limit.
   * @param signal aborts with `cancelled`.
   */
  constructor(timeLimitMs: number, signal?: AbortSignal) {
    this.signal = signal;
    this.deadline = Date.now() + timeLimitMs;
  }

  /** Throws `cancelled` or `tooComplex` when the import must stop. */
  check(): void {
    if (this.signal?.aborted) throw new ImportError('cancelled');
    if (Date.now() > this.deadline) throw new ImportError('tooComplex', 'time limit');
  }

  /** Yields to the event loop (so an abort message can arrive), then checks. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    this.check();
  }
}
