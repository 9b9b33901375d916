import { act, renderHook, waitFor } from '@testing-library/react';
import { useDraft } from './use-draft';

const stored = new Map<string, string>();
let releaseLoad: () => void = () => {};
let loadHeld: Promise<void> = Promise.resolve();

jest.mock('@/lib/draft-store', () => ({
  loadDraft: async (key: string) => {
    await loadHeld;
    return stored.get(key) ?? null;
  },
  saveDraft: async (key: string, text: string | null) => {
    if (text === null || text === '') stored.delete(key);
    else stored.set(key, text);
  },
}));

beforeEach(() => {
  stored.clear();
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
});
