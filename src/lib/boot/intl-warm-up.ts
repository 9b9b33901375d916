/**
 * The first Intl number formatter a page makes costs 20–50 ms on a desktop (four times that on
 * a mid-range phone): ICU loads its data then. Hydration formats the tools' numbers, so that
 * cost used to land in the longest task of every page load. ICU's caches belong to the process,
 * not the thread, so a throwaway worker started from <head> pays it while the scripts are still
 * downloading, and the main thread's formatters then come ready-made.
 *
 * Serialised with toString() into the boot script: browser globals only, and it never throws
 * (no Worker, or a policy that forbids blob: workers, just leaves the cost where it was).
 */
export function warmUpIntl(): void {
  try {
    const source = 'new Intl.NumberFormat();new Intl.PluralRules();postMessage(0);close()';
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    worker.onmessage = () => URL.revokeObjectURL(url);
  } catch {
    // The main thread pays on first use instead.
  }
}
