/** A newer build forces at most one reload per page within this window (10 s). */
const reloadGuardWindowMs = 10_000;

export interface ReloadGuardState {
  /** When a forced reload last happened for each page path, in ms since the epoch. */
  lastReloadAt: Record<string, number>;
}

/**
 * Whether a navigation to `targetPath` should be a full page load because a newer build is
 * deployed: yes, unless that page was already force-loaded within the last 10 s (which
 * prevents loops when a CDN still serves the old build for a while).
 */
export function shouldForceReload(
  updateAvailable: boolean,
  targetPath: string,
  state: ReloadGuardState,
  now: number,
): boolean {
  if (!updateAvailable) return false;
  const last = state.lastReloadAt[targetPath];
  return last === undefined || now - last >= reloadGuardWindowMs;
}

/** The guard state after forcing a reload of `targetPath`; entries older than the window are dropped. */
export function recordForcedReload(state: ReloadGuardState, targetPath: string, now: number): ReloadGuardState {
  const lastReloadAt: Record<string, number> = {};
  for (const [path, at] of Object.entries(state.lastReloadAt)) {
    if (now - at < reloadGuardWindowMs) lastReloadAt[path] = at;
  }
  lastReloadAt[targetPath] = now;
  return { lastReloadAt };
}
