/** Shared by the language banner and the boot script that shows it before paint. */
export const bannerDismissedKey = 'languageBarDismissed';

/** Set on <html> by the boot script to the locale the banner suggests; CSS shows that banner. */
export const bannerLocaleAttribute = 'data-banner-locale';
