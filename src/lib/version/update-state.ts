import { recordForcedReload, shouldForceReload, type ReloadGuardState } from '@/lib/reload-guard';
import { checkNavigationTarget } from '@/lib/safe-navigation';
import { readStored, writeStored } from '@/lib/storage/storage';

/**
 * Browser-side state of deployments: whether `version.json` named a build other than the one
 * this page came from, and the per-page reload guard (kept in sessionStorage so that it
 * survives the reload it guards).
 */
const guardKey = 'reloadGuard';
let updateAvailable = false;

export function markUpdateAvailable(): void {
  updateAvailable = true;
}

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

function readGuard(): ReloadGuardState {
  try {
    const parsed: unknown = JSON.parse(readStored(guardKey, 'session') ?? '{}');
    const lastReloadAt = (parsed as ReloadGuardState).lastReloadAt;
    return { lastReloadAt: lastReloadAt && typeof lastReloadAt === 'object' ? lastReloadAt : {} };
  } catch {
    // Malformed: no reload recorded.
    return { lastReloadAt: {} };
  }
}

/**
 * When a newer build is waiting and the guard allows, loads `href` as a full page (returning
 * true); otherwise returns false and lets the caller navigate within the app.
 */
export function forceFullLoadIfStale(href: string): boolean {
  const url = new URL(href, location.href);
  const now = Date.now();
  const guard = readGuard();
  if (!shouldForceReload(updateAvailable, url.pathname, guard, now)) return false;
  // Without storage the guard cannot hold; a full load is still right once.
  writeStored(guardKey, JSON.stringify(recordForcedReload(guard, url.pathname, now)), 'session');
  location.assign(url.pathname + url.search + url.hash);
  return true;
}

export interface AppRouter {
  push: (href: string) => void;
}

/**
 * Programmatic navigation for the whole app: refuses other origins and script-like protocols
 * (`javascript:`, `data:`…), and turns the navigation into a full load when a newer build is
 * deployed.
 */
export function navigateSafely(target: string, router: AppRouter): boolean {
  const check = checkNavigationTarget(target, location.origin);
  if (!check.ok) {
    console.warn(`Navigation refused (${check.reason}): ${target}`);
    return false;
  }
  if (!forceFullLoadIfStale(check.href)) router.push(check.href);
  return true;
}
