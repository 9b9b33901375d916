/**
 * How many of the texts before and after accepted replacements are kept, so that an undo in
 * the editor brings a text back with its cards (ui/use-grammar-check.ts), and how many characters they may hold together (a book-length
 * text is kept a few times, not forty): undo steps back through as many accepted replacements,
 * by half; further back the cards come back with the next check.
 */
const acceptedTextsKept = 40;
const acceptedCharsKept = 4_000_000;

/** `texts`, newest first, cut to {@link acceptedTextsKept} and {@link acceptedCharsKept} (the newest two always stay). */
export function keptAcceptedTexts<T extends { text: string }>(texts: readonly T[]): T[] {
  const kept: T[] = [];
  let chars = 0;
  for (const entry of texts.slice(0, acceptedTextsKept)) {
    chars += entry.text.length;
    if (kept.length >= 2 && chars > acceptedCharsKept) break;
    kept.push(entry);
  }
  return kept;
}
