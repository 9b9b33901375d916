/** Languages named in the UI language by `Intl.DisplayNames`. */

/** Names BCP 47 tags in the UI language (the tag itself where the browser cannot). */
export function languageNamer(uiLocale: string): (tag: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([uiLocale], { type: 'language' });
  } catch {
    names = undefined;
  }
  return (tag) => {
    try {
      return names?.of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
}

/** The name of language `tag` in the UI language, e.g. "German" for `de` in English. */
export function languageName(uiLocale: string, tag: string): string {
  return languageNamer(uiLocale)(tag);
}
