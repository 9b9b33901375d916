'use client';

import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage/storage';
import { nextThemePreference, parseThemePreference, resolveColorMode, themeStorageKey, type ThemePreference } from './theme';

interface ThemeState {
  preference: ThemePreference;
  /** Read the stored preference once the page is interactive (the boot script already applied it). */
  hydrate: () => void;
  cycle: () => void;
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function forcedMode() {
  const forced = document.documentElement.getAttribute('data-forced-theme');
  return forced === 'dark' || forced === 'light' ? forced : null;
}

export function applyColorMode(preference: ThemePreference): void {
  const mode = resolveColorMode(preference, darkQuery().matches, forcedMode());
  document.documentElement.classList.toggle('dark', mode === 'dark');
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  preference: 'light',
  hydrate: () => set({ preference: parseThemePreference(readStored(themeStorageKey)) }),
  cycle: () => {
    const preference = nextThemePreference(get().preference);
    // Unsaved (storage blocked), the choice still applies to this page.
    writeStored(themeStorageKey, preference);
    applyColorMode(preference);
    set({ preference });
  },
}));
