/**
 * How much of a page title and a meta description a search result shows, in characters and in
 * pixels. Shared by the Text Counter's meta presets and the Keyword Density Checker's on-page
 * checks, so both tools cut a title at the same place.
 *
 * Google publishes no fixed limit: its documentation says titles and snippets are "truncated as
 * needed, typically to fit the device width" (Search Central, "Influencing your title links" and
 * "Control your snippets"). The widths used here are the ones the search-result preview tools
 * measure on Google's desktop layout since 2016: a title line about 600 px of 20 px Arial (Moz,
 * "Title Tag" guide; Portent's SERP preview; Yoast's snippet editor), a description about
 * 920 px of 14 px Arial on desktop and about 680 px on mobile (two and a half lines of the
 * mobile layout), which is where the familiar 60 / 160 / 120 characters come from.
 */

export interface SerpLimit {
  /** Width of the line(s) a search result gives this field, in CSS pixels. */
  pixels: number;
  /** The CSS font the field is set in. */
  font: string;
  /** The same limit as a character count, the figure most guides quote. */
  characters: number;
}

export const serpLimits = {
  title: { pixels: 600, font: '20px Arial', characters: 60 },
  descriptionDesktop: { pixels: 920, font: '14px Arial', characters: 160 },
  descriptionMobile: { pixels: 680, font: '14px Arial', characters: 120 },
} as const satisfies Record<string, SerpLimit>;

/** Width in CSS pixels of `text` set in `font`. */
export type MeasureWidth = (text: string, font: string) => number;

/**
 * Advance widths of Helvetica in 1/1000 em for U+0020–U+007E, from Adobe's Core 14 AFM
 * (Helvetica.afm). Arial and Liberation Sans are metric-compatible with Helvetica, so these are
 * Arial's widths too.
 */
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0 … 9
  278, 278, 584, 584, 584, 556, 1015, // : ; < = > ? @
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // A … Z
  278, 278, 278, 469, 556, 333, // [ \ ] ^ _ `
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // a … z
  334, 260, 334, 584, // { | } ~
];

/** Width in 1/1000 em of one code point, without a canvas. */
function fallbackAdvance(codePoint: number, char: string): number {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return asciiWidths[codePoint - 0x20] as number;
  // Combining marks, zero-width and format characters take no room.
  if (/[\p{M}\p{Cf}]/u.test(char)) return 0;
  // Full-width scripts: Han, kana, Hangul and full-width forms are one em wide.
  if (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\uFF01-\uFF60\u3000-\u303F]/u.test(char)) return 1000;
  if (/\s/u.test(char)) return 278;
  // A Latin letter with diacritics is as wide as its base letter.
  const base = char.normalize('NFD').charCodeAt(0);
  if (base >= 0x20 && base <= 0x7e) return asciiWidths[base - 0x20] as number;
  // Cyrillic, Greek and other alphabets: Arial's capitals average about 0.7 em, small letters 0.55.
  return char !== char.toLowerCase() ? 700 : 556;
}

/** The font size in pixels of a CSS font shorthand such as `20px Arial`. */
function fontSizePx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match ? Number(match[1]) : 16;
}

/**
 * Arial widths from the metrics table, for places without a canvas (the worker in browsers
 * without OffscreenCanvas, Node). Kerning is ignored, as search results do not kern either.
 */
export const measureArialWidth: MeasureWidth = (text, font) => {
  let units = 0;
  for (const char of text) units += fallbackAdvance(char.codePointAt(0) as number, char);
  return (units * fontSizePx(font)) / 1000;
};

/**
 * A measure backed by canvas `measureText` (OffscreenCanvas in a worker, a detached canvas on a
 * page), which knows every glyph of the font the browser uses for Arial. Widths are cached per
 * character and font: a whole-string measure per prefix would make cutting quadratic. `null`
 * where there is no canvas (Node, jsdom).
 */
export function createCanvasMeasure(): MeasureWidth | null {
  let context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null = null;
  try {
    if (typeof OffscreenCanvas !== 'undefined') context = new OffscreenCanvas(1, 1).getContext('2d');
    else if (typeof document !== 'undefined') context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context || typeof context.measureText !== 'function') return null;
  const ctx = context;
  const cache = new Map<string, number>();
  return (text, font) => {
    let width = 0;
    for (const char of text) {
      const key = `${font}\u0000${char}`;
      let advance = cache.get(key);
      if (advance === undefined) {
        ctx.font = font;
        advance = ctx.measureText(char).width;
        cache.set(key, advance);
      }
      width += advance;
    }
    return width;
  };
}

export interface SerpFit {
  /** User-perceived characters in the text, white space collapsed as in HTML. */
  characters: number;
  /** Width of the whole text in pixels, rounded up. */
  pixels: number;
  limitPixels: number;
  /** Whether the whole text fits in the limit's width. */
  fits: boolean;
  /** UTF-16 offset in the given text where the shown part ends: its length when it fits. */
  cutAt: number;
  /** What the result shows: the text, or its start up to a word end followed by "…". */
  visible: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts `text` as a search result does: the whole of it when it fits in `limit.pixels`, else
 * the longest start that fits together with an ellipsis, ending at a word boundary when there is
 * one in the second half of the line (results do not cut words), otherwise mid-word. Runs of
 * white space count as one space and leading ones as none, as in HTML.
 */
export function fitSerpLine(text: string, limit: SerpLimit, measure: MeasureWidth = measureArialWidth): SerpFit {
  const ellipsis = measure(' …', limit.font);
  const space = measure(' ', limit.font);
  let width = 0;
  let characters = 0;
  let lastFitting = 0; // offset after the last grapheme that fits with an ellipsis
  let lastWordEnd = -1; // offset of the last word end before `lastFitting`
  let afterSpace = true;
  for (const { segment, index } of graphemes.segment(text)) {
    const isSpace = /^\s+$/u.test(segment);
    if (isSpace) {
      if (!afterSpace) {
        if (width + ellipsis <= limit.pixels) lastWordEnd = index;
        width += space;
        characters++;
      }
      afterSpace = true;
      continue;
    }
    afterSpace = false;
    characters++;
    width += measure(segment, limit.font);
    if (width + ellipsis <= limit.pixels) lastFitting = index + segment.length;
  }
  const trailing = afterSpace && characters > 0;
  if (trailing) characters--;
  const pixels = Math.ceil(width - (trailing ? space : 0));
  const fits = pixels <= limit.pixels;
  const cutAt = fits ? text.length : lastWordEnd > lastFitting / 2 ? lastWordEnd : lastFitting;
  const shown = text.slice(0, cutAt).replace(/\s+/gu, ' ').trim();
  return { characters, pixels, limitPixels: limit.pixels, fits, cutAt, visible: fits ? shown : `${shown} …` };
}
