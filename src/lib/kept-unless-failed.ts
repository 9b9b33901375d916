/**
 * A promise made at the first need and kept for every later one, unless it fails: then it is
 * forgotten, and the next need makes it anew. A load that failed once (offline at the first
 * check) must not fail for good, and one that succeeded must not run twice.
 */
export class KeptUnlessFailed<T> {
  private kept: Promise<T> | undefined;

  /** The kept promise, or else `make()`'s, kept from now on. */
  get(make: () => Promise<T>): Promise<T> {
    if (!this.kept) {
      const made = make();
      this.kept = made;
      made.catch(() => {
        if (this.kept === made) this.kept = undefined;
      });
    }
    return this.kept;
  }

  /** The kept promise, if there is one. */
  get current(): Promise<T> | undefined {
    return this.kept;
  }

  /** Forgets the kept promise and returns it (to dispose of what it holds). */
  take(): Promise<T> | undefined {
    const kept = this.kept;
    this.kept = undefined;
    return kept;
  }
}
