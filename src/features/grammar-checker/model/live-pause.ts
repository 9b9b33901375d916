/**
 * How long typing must pause before the text is checked again (and its language detected):
 * about the 500 ms after which editors such as Google Docs and LanguageTool's add-on re-check.
 */
export const LIVE_PAUSE_MS = 500;
