'use client';

import { useSyncExternalStore } from 'react';

/**
 * Nothing to subscribe to: these pages change their own address (`history.replaceState`) along
 * with their state, and every other navigation renders the page anew.
 */
const noChanges = () => () => {};

/**
 * A part of the page's address: '' in the static HTML and while hydrating (the build cannot
 * know it), the browser's value from the render after.
 */
export function useAddress(part: 'pathname' | 'search'): string {
  return useSyncExternalStore(noChanges, () => location[part], () => '');
}
