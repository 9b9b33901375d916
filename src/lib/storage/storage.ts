/**
 * Web Storage that never throws. Storage can be absent (server rendering, workers) or blocked
 * (private modes, sandboxed iframes, browser policies, a full quota); a setting the visitor
 * changes must still apply to the page then, so a value that could not be saved is kept in
 * memory and read back until the page unloads.
 */
export type StorageArea = 'local' | 'session';

/** Values that could not be saved, by area and key (`null` = removed). */
const unsaved = new Map<string, string | null>();
/** Same-tab subscribers by key: the `storage` event only reaches other tabs. */
const subscribers = new Map<string, Set<() => void>>();

const slot = (key: string, area: StorageArea) => `${area}:${key}`;

function storageOf(area: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  // Merely reading the property throws where storage is blocked.
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value of `key`, or null when there is none or storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  const memory = slot(key, area);
  if (unsaved.has(memory)) return unsaved.get(memory) ?? null;
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key` (null removes it) and tells this tab's subscribers of the key.
 * Returns whether the value reached storage; if not, it still applies until the page unloads.
 */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): boolean {
  const memory = slot(key, area);
  let saved = false;
  try {
    const storage = storageOf(area);
    if (storage) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      saved = true;
    }
  } catch {
    // Blocked or full: kept in memory below.
  }
  if (saved) unsaved.delete(memory);
  else unsaved.set(memory, value);
  subscribers.get(key)?.forEach((onChange) => onChange());
  return saved;
}

/**
 * Calls `onChange` when `key` may have changed: written in this tab, or in another tab (the
 * `storage` event; a `clear()` there has no key and counts for every key). Returns the
 * unsubscribe function.
 */
export function subscribeStored(key: string, onChange: () => void): () => void {
  const own = subscribers.get(key) ?? new Set();
  own.add(onChange);
  subscribers.set(key, own);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    own.delete(onChange);
    if (own.size === 0) subscribers.delete(key);
    window.removeEventListener('storage', onStorage);
  };
}
