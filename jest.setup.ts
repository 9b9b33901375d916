import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

// Each test starts with empty storage: drafts leave a copy in localStorage as a page goes away
// (src/lib/draft-store.ts), and a component unmounted by one test would hand it to the next.
// Unmounted first (Testing Library's own cleanup, which then has nothing left to do), so that
// what the unmounting writes is cleared too.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
