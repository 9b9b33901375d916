import { commonAffixes } from '@/lib/text/common-affix';
import { accumulateCounts, additiveStats, emptyCounts, measureBlock, type AdditiveTotals, type BlockMeasure, type SummedCounts, type TextStats } from './count-text';
import { countHighlights, type Highlight, type HighlightCounts } from './highlights';
import { accumulateReadabilityInputs } from './readability/inputs';

/**
 * The counts and highlights of a text right after an edit, on the main thread, from those of the
 * text before it: the display follows a keystroke in the same frame instead of waiting for the
 * worker, whose answer arrives only after the browser has painted the typed character (it
 * gives rendering priority over other tasks after input).
 *
 * Exact, not an estimate: words, sentences and paragraphs never cross a line break, so the
 * additive totals (count-text.ts) of a text change by the measures of the lines an edit touched,
 * before and after, and its highlights by those lines' highlights. An edit of at most a few
 * lines costs two small `measureBlock` calls; a larger one (a paste, a replaced text) returns
 * null and waits for the worker.
 */
export interface CountedText {
  text: string;
  locale: string;
  totals: AdditiveTotals;
}

/** Above this many UTF-16 units of touched lines (before and after together), the worker counts. */
export const maxEditedSpan = 16_384;

/** The lines an edit touched: `[start, endBefore)` of the old text became `[start, endAfter)` of the new. */
interface TouchedLines {
  start: number;
  endBefore: number;
  endAfter: number;
  removed: BlockMeasure;
  added: BlockMeasure;
}

function touchedLines(before: string, text: string, locale: string, maxSpan: number): TouchedLines | null {
  const { prefix, suffix } = commonAffixes(before, text);
  // From the start of the line the edit begins in to the end of the line it ends in (after its
  // line feed), in both versions; outside them both texts are the same.
  const start = prefix === 0 ? 0 : before.lastIndexOf('\n', prefix - 1) + 1;
  const feedAfter = suffix === 0 ? -1 : before.indexOf('\n', before.length - suffix);
  const endBefore = feedAfter === -1 ? before.length : feedAfter + 1;
  const endAfter = endBefore - before.length + text.length;
  if (endBefore - start + (endAfter - start) > maxSpan) return null;
  return { start, endBefore, endAfter, removed: measureBlock(before.slice(start, endBefore), locale), added: measureBlock(text.slice(start, endAfter), locale) };
}

function totalsOf(base: CountedText, text: string, edit: TouchedLines): AdditiveTotals {
  return {
    ...sumOf(base.totals, edit.removed, edit.added),
    readability: readabilityOf(base.totals, edit.removed, edit.added),
    endsWithLineFeed: text.endsWith('\n'),
  };
}

/**
 * The highlights of the edited text: those of the untouched lines (shifted after the edit) and
 * the touched lines' own. No highlight crosses a line break (it is a sentence or a word).
 */
function highlightsOf(highlights: readonly Highlight[], edit: TouchedLines): Highlight[] {
  const shift = edit.endAfter - edit.endBefore;
  const out: Highlight[] = [];
  let i = 0;
  while (i < highlights.length && (highlights[i] as Highlight).start < edit.start) out.push(highlights[i++] as Highlight);
  while (i < highlights.length && (highlights[i] as Highlight).start < edit.endBefore) i++;
  for (const { start, end, kind } of edit.added.highlights) out.push({ start: start + edit.start, end: end + edit.start, kind });
  for (; i < highlights.length; i++) {
    const { start, end, kind } = highlights[i] as Highlight;
    out.push({ start: start + shift, end: end + shift, kind });
  }
  return out;
}

/** The additive totals of `text`, or null when `base` does not apply (another locale) or the edit is too large. */
export function totalsAfterEdit(base: CountedText, text: string, locale: string, maxSpan = maxEditedSpan): AdditiveTotals | null {
  if (base.locale !== locale) return null;
  if (base.text === text) return base.totals;
  const edit = touchedLines(base.text, text, locale, maxSpan);
  return edit && totalsOf(base, text, edit);
}

/** Text for the first warm-up step, whatever the text: a sentence break, a number, words. */
const warmUpSample = 'Mr. Smith wrote 2 short sentences. Then he slept.\n';

/**
 * What the first keystroke on this thread would do once, as steps for idle periods before it
 * (together some 30–60 ms in Chromium before the engine has compiled anything): create the
 * locale's segmenters on a short sample, fill the per-word caches (syllables) with the words of
 * the text's last lines, where typing usually goes on, a piece of about `piece` characters at a
 * time, and run an edit there through every function above while the engine compiles them. Each
 * step is short (the first 2 KB in one step took up to 56 ms cold): an idle period runs to its
 * end, and a user may type while it runs.
 */
export function warmUpSteps(base: CountedText, view: CountedView, length = 2048, piece = 256): Array<() => void> {
  const { text, locale } = base;
  return [
    () => void measureBlock(warmUpSample, locale),
    ...warmUpPieces(text, length, piece).map(([start, end]) => () => void measureBlock(text.slice(start, end), locale)),
    // Several edits: the engine optimises a function after it has run a while, and until then
    // a keystroke's two lines took up to 27 ms in Chromium.
    ...[' ', 'x', '. ', '\n'].map((typed) => () => void viewAfterEdit(base, view, `${text}${typed}`, locale)),
  ];
}

/**
 * The text's last lines from about `length` characters before its end, as [start, end) pieces
 * of about `piece` characters that end after a space (no word is cut, and cached, in two)
 * unless there is none within four pieces.
 */
export function warmUpPieces(text: string, length: number, piece: number): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  for (let start = text.length <= length ? 0 : text.lastIndexOf('\n', text.length - length) + 1; start < text.length; ) {
    const space = text.indexOf(' ', start + piece);
    const end = space === -1 || space >= start + 4 * piece ? Math.min(text.length, start + piece) : space + 1;
    pieces.push([start, end]);
    start = end;
  }
  return pieces;
}

function sumOf(totals: AdditiveTotals, removed: BlockMeasure, added: BlockMeasure): SummedCounts {
  const sum = emptyCounts();
  accumulateCounts(sum, totals);
  accumulateCounts(sum, removed, -1);
  accumulateCounts(sum, added);
  return sum;
}

function readabilityOf(totals: AdditiveTotals, removed: BlockMeasure, added: BlockMeasure): AdditiveTotals['readability'] {
  if (!totals.readability || !removed.readability || !added.readability) return totals.readability;
  const sum = { ...totals.readability };
  accumulateReadabilityInputs(sum, removed.readability, -1);
  accumulateReadabilityInputs(sum, added.readability);
  return sum;
}

/** What the page shows, as counted: the statistics and, when asked for, the highlights. */
export interface CountedView {
  stats: TextStats;
  /** Sorted by start, as highlights.ts gives them; null when highlights are off. */
  highlights: Highlight[] | null;
  /** Highlights per kind, for the legend; null when highlights are off. */
  highlightCounts: HighlightCounts | null;
}

/**
 * `view` (of `base`) updated for `text`: every figure that follows from the additive totals, and
 * the highlights, are exact for `text`; the longest word and sentence, distinct words and top
 * keywords stay those of `base` until the worker answers. Null when the edit is too large or
 * the locale differs (see {@link totalsAfterEdit}).
 */
export function viewAfterEdit(base: CountedText, view: CountedView, text: string, locale: string, maxSpan = maxEditedSpan): CountedView | null {
  if (base.locale !== locale) return null;
  if (base.text === text) return view;
  const edit = touchedLines(base.text, text, locale, maxSpan);
  if (!edit) return null;
  const highlights = view.highlights && highlightsOf(view.highlights, edit);
  return {
    stats: { ...view.stats, ...additiveStats(totalsOf(base, text, edit), locale) },
    highlights,
    highlightCounts: highlights && countHighlights(highlights),
  };
}
