/**
 * The text as the spelling checkers should read it. Typographic hyphens, soft hyphens and
 * no-break spaces are how careful writers and word processors join or break words, but the
 * dictionaries only know the plain forms: Hunspell's French dictionary has `bien-être`, not
 * `bien‐être` (U+2010) or `bien­être` (soft hyphen); harper.js splits a word at a soft hyphen
 * (`ex­tra­or­di­nary` → `tra`, `di` flagged) and does not take a no-break space for a space. So
 * the engines check this view, and their findings are mapped back to the text as written.
 *
 * - U+2010 HYPHEN and U+2011 NON-BREAKING HYPHEN → `-` (Unicode 15, §6.2 "Dashes": both are the
 *   hyphen-minus's unambiguous twins).
 * - U+00AD SOFT HYPHEN and U+2060 WORD JOINER are removed: invisible format characters that
 *   only say where a line may or may not break (Unicode §23.2 "Layout Controls").
 * - U+00A0 NO-BREAK SPACE, U+2007 FIGURE SPACE and U+202F NARROW NO-BREAK SPACE → a space: they
 *   separate words as a space does (`M. Dupont`, French `« mot »`).
 * - Arabic-script vowel signs and tanwin (U+064B–U+0652), the superscript alef U+0670 and the
 *   tatweel U+0640 are removed: writers add them at will ("vowel marks are optional", Unicode
 *   §9.2; the tatweel only stretches a line), while the Persian dictionary lists the bare forms
 *   (`قانونا`, not `قانوناً`; `ملی`, not the ezafe-marked `ملیِ`).
 */

/** The text the spelling engines read, and the way back to the text as written. */
export interface SpellingView {
  /** The normalised text. */
  text: string;
  /** The range `[start, end)` of the original text that the view's range `[start, end)` stands for. */
  toOriginal(start: number, end: number): { start: number; end: number };
}

const CHANGED = /[\u00A0\u00AD\u0640\u064B-\u0652\u0670\u2007\u2010\u2011\u202F\u2060]/;
const isRemoved = (code: number) => code === 0x00ad || code === 0x2060 || code === 0x0640 || code === 0x0670 || (code >= 0x064b && code <= 0x0652);
const AS_HYPHEN = new Set([0x2010, 0x2011]);
const AS_SPACE = new Set([0x00a0, 0x2007, 0x202f]);

/** One word in the form the dictionaries know (see {@link spellingView}). */
export function spellingForm(word: string): string {
  return CHANGED.test(word) ? spellingView(word).text : word;
}

/** The spelling engines' view of `text`; the identity (no copy) when nothing is to change. */
export function spellingView(text: string): SpellingView {
  if (!CHANGED.test(text)) return { text, toOriginal: (start, end) => ({ start, end }) };
  let out = '';
  // origin[i]: the original offset of the view's code unit i; origin[length]: the text's end.
  const origin = new Int32Array(text.length + 1);
  let length = 0;
  let copiedFrom = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const removed = isRemoved(code);
    const replacement = AS_HYPHEN.has(code) ? '-' : AS_SPACE.has(code) ? ' ' : undefined;
    if (!removed && replacement === undefined) {
      origin[length++] = i;
      continue;
    }
    out += text.slice(copiedFrom, i);
    copiedFrom = i + 1;
    if (replacement !== undefined) {
      out += replacement;
      origin[length++] = i;
    }
  }
  out += text.slice(copiedFrom);
  origin[length] = text.length;
  return {
    text: out,
    toOriginal: (start, end) => {
      const from = origin[start] as number;
      // The end follows the range's last character, not the characters removed after it.
      return { start: from, end: end > start ? (origin[end - 1] as number) + 1 : from };
    },
  };
}
