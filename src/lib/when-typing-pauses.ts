/** What counts as typing: keys, and text that arrives without them (paste, dictation, drop). */
export const typingEvents = ['keydown', 'input'] as const;

/**
 * Runs `run` once the page has gone `quietMs` without typing (counted from now). For background
 * work that costs the whole machine, not only this page's main thread: the service worker's
 * first install fetches and stores every script of the site, and on a two-core computer that
 * made keystrokes in a 100 KB text take over 100 ms for several seconds after the first visit
 * (none without it). Returns what cancels it.
 */
export function whenTypingPauses(run: () => void, quietMs: number): () => void {
  let timer = 0;
  const stop = () => {
    window.clearTimeout(timer);
    for (const name of typingEvents) document.removeEventListener(name, restart, true);
  };
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      stop();
      run();
    }, quietMs);
  };
  for (const name of typingEvents) document.addEventListener(name, restart, { capture: true, passive: true });
  restart();
  return stop;
}
