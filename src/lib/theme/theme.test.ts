import { nextThemePreference, parseThemePreference, resolveColorMode } from './theme';

describe('theme', () => {
  it('defaults to light for missing or unknown values', () => {
    expect(parseThemePreference(null)).toBe('light');
    expect(parseThemePreference('purple')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
  });
  it('follows the system only for the system preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
  it('lets a page force a mode', () => {
    expect(resolveColorMode('dark', true, 'light')).toBe('light');
    expect(resolveColorMode('light', false, 'dark')).toBe('dark');
  });
  it('cycles light, dark, system', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('system');
    expect(nextThemePreference('system')).toBe('light');
  });
});
