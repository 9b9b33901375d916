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

export async function saveDraft(key: string, text: string | null): Promise<void> {
  try {
    if (text === null || text === '') await del(key, draftStore());
    else await set(key, text, draftStore());
  } catch {
    // Private modes can refuse storage; the text stays in the page.
  }
}
