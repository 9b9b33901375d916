/** The `syllable` package's list of English words its rules miscount, with their syllables. */
declare module 'syllable/problematic.js' {
  export const problematic: Record<string, number>;
}
