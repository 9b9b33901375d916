/**
 * Site-wide settings fixed at build time. The public URL makes canonical links, hreflang
 * alternates and the sitemap absolute; set NEXT_PUBLIC_SITE_URL when deploying elsewhere.
 */
export const siteName = 'WriteKit';

export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://writekit.app').replace(/\/+$/, '');

export const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';

export const copyrightYear = 2023;
