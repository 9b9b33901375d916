/**
 * Site-wide settings fixed at build time. The public URL makes canonical links, hreflang
 * alternates and the sitemap absolute; set NEXT_PUBLIC_SITE_URL when deploying elsewhere.
 */
export const siteName = 'WriteKit';

export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://writekit.app').replace(/\/+$/, '');

export const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';

export const copyrightYear = 2023;

/**
 * The LanguageTool API base URL (without `/v2`) from the build configuration
 * (`NEXT_PUBLIC_LANGUAGETOOL_URL`), else LanguageTool's public API. Read at call time so that
 * tests and build scripts can set it; the pages get the value inlined by Next.js, which only
 * happens for `process.env.NEXT_PUBLIC_*` written out in full as below.
 */
export function languageToolUrl(): string {
  const configured = process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
  return (configured && configured.trim() !== '' ? configured.trim() : 'https://api.languagetool.org').replace(/\/+$/, '');
}
