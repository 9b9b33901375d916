/** Safari has no idle callbacks. */
type MaybeIdleWindow = Window & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Runs `run` when the main thread is idle (at the latest after `timeoutMs`); where the browser
 * has no idle callbacks, after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  const win: MaybeIdleWindow = window;
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(run, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}
