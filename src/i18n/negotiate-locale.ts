/**
 * First-load locale choice: the stored preference; else the first browser language
 * with an exact match; else the first whose base language matches; else the fallback.
 *
 * Self-contained on purpose (no imports, no closures): the pre-paint boot script inlines it
 * with `Function.prototype.toString`, so the browser runs this very code at the site root.
 */
export function pickLocale(
  stored: string | null | undefined,
  languages: readonly string[],
  supported: readonly string[],
  fallback: string,
): string {
  if (stored && supported.indexOf(stored) >= 0) return stored;
  const tags = languages.map((tag) => String(tag).trim().toLowerCase()).filter(Boolean);
  for (const tag of tags) {
    if (supported.indexOf(tag) >= 0) return tag;
  }
  for (const tag of tags) {
    const base = tag.split(/[-_]/)[0] ?? '';
    if (supported.indexOf(base) >= 0) return base;
  }
  return fallback;
}

/**
 * The locale the language banner suggests: the browser language's first two letters, when
 * they name a supported locale other than the current one. Self-contained: the boot
 * script runs it before paint, serialised with toString() and given the locales.
 */
export function suggestedLocale(browserLanguage: string | undefined, current: string, supported: readonly string[]): string | null {
  const prefix = browserLanguage ? browserLanguage.slice(0, 2).toLowerCase() : '';
  return prefix !== '' && prefix !== current && supported.indexOf(prefix) >= 0 ? prefix : null;
}
