import { createStore, del, get, set } from 'idb-keyval';

/**
 * Drafts of what the user typed, kept in IndexedDB so that they survive a reload or a crashed
 * tab. IndexedDB, not localStorage: a pasted book exceeds localStorage's ~5 MB quota, and its
 * writes do not block the main thread. Nothing here leaves the browser.
 */
let store: ReturnType<typeof createStore> | null = null;

function draftStore() {
  store ??= createStore('writekit', 'drafts');
  return store;
}

export async function loadDraft(key: string): Promise<string | null> {
  try {
    const value = await get<unknown>(key, draftStore());
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Stores (or, for null and '', deletes) draft `key`; resolves to whether it was stored. */
export async function saveDraft(key: string, text: string | null): Promise<boolean> {
  try {
    if (text === null || text === '') await del(key, draftStore());
    else await set(key, text, draftStore());
    return true;
  } catch {
    // Private modes can refuse storage; the text stays in the page.
    return false;
  }
}

/** A tool's text and its restorable one, as the page holds them. */
export interface DraftState {
  text: string;
  restorable: string | null;
}

const UNLOAD_COPY_PREFIX = 'writekit.unload.';
/** Characters an unload copy holds at most: localStorage keeps about five million per site. */
const UNLOAD_COPY_MAX = 2_000_000;

/**
 * A copy of a tool's draft written synchronously as the page goes away. An IndexedDB write
 * started then is aborted when the page unloads before it commits: a reload right after typing
 * lost the text (10 times out of 10 in Chromium). The next load takes this copy before
 * IndexedDB's draft ({@link readUnloadCopy}). Like the drafts, it never leaves the browser.
 */
export function keepUnloadCopy(key: string, draft: DraftState): void {
  try {
    if (draft.text.length + (draft.restorable?.length ?? 0) > UNLOAD_COPY_MAX) return;
    localStorage.setItem(UNLOAD_COPY_PREFIX + key, JSON.stringify(draft));
  } catch {
    // No storage, or no room: IndexedDB's write may still commit.
  }
}

/** The unload copy of draft `key`, if the last page left one. */
export function readUnloadCopy(key: string): DraftState | null {
  try {
    const raw = localStorage.getItem(UNLOAD_COPY_PREFIX + key);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<DraftState>;
    if (typeof value.text !== 'string') return null;
    return { text: value.text, restorable: typeof value.restorable === 'string' ? value.restorable : null };
  } catch {
    return null;
  }
}

/** Drops the unload copy of draft `key` once IndexedDB holds what it held. */
export function dropUnloadCopy(key: string): void {
  try {
    localStorage.removeItem(UNLOAD_COPY_PREFIX + key);
  } catch {
    // No storage: nothing was kept.
  }
}
