export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ColorMode = 'light' | 'dark';

export const themeStorageKey = 'theme';

/** Light is the default: the app starts light unless the visitor chose otherwise. */
export const defaultThemePreference: ThemePreference = 'light';

export function parseThemePreference(value: unknown): ThemePreference {
  return themePreferences.includes(value as ThemePreference) ? (value as ThemePreference) : defaultThemePreference;
}

/** The colour mode a preference resolves to; a page's forced mode wins. */
export function resolveColorMode(preference: ThemePreference, systemDark: boolean, forced?: ColorMode | null): ColorMode {
  if (forced) return forced;
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Light → dark → system → light. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const i = themePreferences.indexOf(preference);
  return themePreferences[(i + 1) % themePreferences.length] ?? defaultThemePreference;
}
