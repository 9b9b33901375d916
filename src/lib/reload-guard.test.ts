import { recordForcedReload, shouldForceReload } from './reload-guard';

describe('reload guard', () => {
  const empty = { lastReloadAt: {} };

  it('never forces a reload without a newer build', () => {
    expect(shouldForceReload(false, '/a', empty, 0)).toBe(false);
  });
  it('forces one reload per page within 10 s', () => {
    const t0 = 1_000_000;
    expect(shouldForceReload(true, '/a', empty, t0)).toBe(true);
    const after = recordForcedReload(empty, '/a', t0);
    expect(shouldForceReload(true, '/a', after, t0 + 9_999)).toBe(false);
    expect(shouldForceReload(true, '/b', after, t0 + 1)).toBe(true);
    expect(shouldForceReload(true, '/a', after, t0 + 10_000)).toBe(true);
  });
  it('forgets entries older than the window', () => {
    const state = recordForcedReload({ lastReloadAt: { '/old': 0, '/recent': 95_000 } }, '/new', 100_000);
    expect(state.lastReloadAt).toEqual({ '/recent': 95_000, '/new': 100_000 });
  });
});
