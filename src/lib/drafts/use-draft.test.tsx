import { act, renderHook, waitFor } from '@testing-library/react';
import { useDraft } from './use-draft';

const stored = new Map<string, string>();
let releaseLoad: () => void = () => {};
let loadHeld: Promise<void> = Promise.resolve();

jest.mock('@/lib/draft-store', () => ({
  // The unload copy is the real one, in jsdom's localStorage.
  ...jest.requireActual('@/lib/draft-store'),
  loadDraft: async (key: string) => {
    await loadHeld;
    return stored.get(key) ?? null;
  },
  saveDraft: async (key: string, text: string | null) => {
    if (text === null || text === '') stored.delete(key);
    else stored.set(key, text);
    return true;
  },
}));

beforeEach(() => {
  stored.clear();
  localStorage.clear();
  loadHeld = new Promise((resolve) => (releaseLoad = resolve));
});

/** Renders the hook over a saved `draft`, types `typed` before the draft has loaded, then lets it load. */
async function typeBeforeTheDraft(draft: string, typed: string) {
  stored.set('counter.text', draft);
  const { result } = renderHook(() => useDraft('counter'));
  act(() => result.current.setText(typed));
  releaseLoad();
  await waitFor(() => expect(result.current.loaded).toBe(true));
  return result;
}

describe('useDraft', () => {
  it('restores the saved draft when nothing was typed first', async () => {
    stored.set('counter.text', 'Zażółć gęślą jaźń — yesterday’s draft.');
    const { result } = renderHook(() => useDraft('counter'));
    releaseLoad();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.text).toBe('Zażółć gęślą jaźń — yesterday’s draft.');
    expect(result.current.restorable).toBeNull();
  });

  it('keeps text typed before the draft arrived, and the draft restorable', async () => {
    const result = await typeBeforeTheDraft('Привет, мир — the saved draft.', 'Typed first.');
    expect(result.current.text).toBe('Typed first.');
    expect(result.current.restorable).toBe('Привет, мир — the saved draft.');
    act(() => result.current.restore());
    expect(result.current.text).toBe('Привет, мир — the saved draft.');
    expect(result.current.restorable).toBe('Typed first.');
  });

  it('does not offer the draft again when the typed text is the same', async () => {
    const result = await typeBeforeTheDraft('Same text.', 'Same text.');
    expect(result.current.restorable).toBeNull();
  });

  it('keeps a copy at once when the page goes away with a save pending, and drops it once the save is stored', async () => {
    const { result } = renderHook(() => useDraft('counter'));
    releaseLoad();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.setText('Typed just before the reload.'));
    window.dispatchEvent(new Event('pagehide'));
    // Synchronous: an IndexedDB write started now may be aborted by the unload.
    expect(JSON.parse(localStorage.getItem('writekit.unload.counter') ?? 'null')).toEqual({ text: 'Typed just before the reload.', restorable: null });
    await waitFor(() => expect(localStorage.getItem('writekit.unload.counter')).toBeNull());
    expect(stored.get('counter.text')).toBe('Typed just before the reload.');
  });

  it('takes the copy the last page left over the stored draft, stores it and drops it', async () => {
    stored.set('counter.text', 'Older, from IndexedDB.');
    localStorage.setItem('writekit.unload.counter', JSON.stringify({ text: 'Newer, left as the page went away.', restorable: 'Cleared before.' }));
    const { result } = renderHook(() => useDraft('counter'));
    releaseLoad();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.text).toBe('Newer, left as the page went away.');
    expect(result.current.restorable).toBe('Cleared before.');
    await waitFor(() => expect(stored.get('counter.text')).toBe('Newer, left as the page went away.'));
    expect(localStorage.getItem('writekit.unload.counter')).toBeNull();
  });
});
