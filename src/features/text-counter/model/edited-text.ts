import { additiveStats, measureBlock, type AdditiveTotals, type BlockMeasure, type TextStats } from './count-text';
import { accumulateReadabilityInputs } from './readability/inputs';

/**
 * The counts of a text right after an edit, on the main thread, from the counts of the text
 * before it: the display follows a keystroke in the same frame instead of waiting for the
 * worker, whose answer arrives only after the browser has painted the typed character (it
 * gives rendering priority over other tasks after input).
 *
 * Exact, not an estimate: words, sentences and paragraphs never cross a line break, so the
 * additive totals (count-text.ts) of a text change by the measures of the lines an edit touched,
 * before and after. An edit of at most a few lines costs two small `measureBlock` calls; a
 * larger one (a paste, a replaced text) returns null and waits for the worker.
 */
export interface CountedText {
  text: string;
  locale: string;
  totals: AdditiveTotals;
}

/** Above this many UTF-16 units of touched lines (before and after together), the worker counts. */
export const maxEditedSpan = 16_384;

const summedKeys = ['characters', 'spaces', 'words', 'sentences', 'paragraphs', 'timedWords', 'timedCharacters', 'wordCharacters', 'lineFeeds'] as const;

/** The additive totals of `text`, or null when `base` does not apply (another locale) or the edit is too large. */
export function totalsAfterEdit(base: CountedText, text: string, locale: string, maxSpan = maxEditedSpan): AdditiveTotals | null {
  if (base.locale !== locale) return null;
  if (base.text === text) return base.totals;
  const before = base.text;
  const shorter = Math.min(before.length, text.length);
  const prefix = commonPrefixLength(before, text, shorter);
  const suffix = commonSuffixLength(before, text, shorter - prefix);
  // The touched lines: from the start of the line the edit begins in to the end of the line it
  // ends in (after its line feed), in both versions; outside them both texts are the same.
  const start = prefix === 0 ? 0 : before.lastIndexOf('\n', prefix - 1) + 1;
  const feedAfter = suffix === 0 ? -1 : before.indexOf('\n', before.length - suffix);
  const endBefore = feedAfter === -1 ? before.length : feedAfter + 1;
  const endAfter = endBefore - before.length + text.length;
  if (endBefore - start + (endAfter - start) > maxSpan) return null;
  const removed = measureBlock(before.slice(start, endBefore), locale);
  const added = measureBlock(text.slice(start, endAfter), locale);
  return {
    ...sumOf(base.totals, removed, added),
    readability: readabilityOf(base.totals, removed, added),
    endsWithLineFeed: text.endsWith('\n'),
  };
}

/**
 * Slices are compared a run at a time first: a native comparison of 512 units is fast even
 * before the engine has compiled this function, and the first keystroke runs it uncompiled.
 */
const run = 512;

function commonPrefixLength(a: string, b: string, limit: number): number {
  let i = 0;
  while (i + run <= limit && a.slice(i, i + run) === b.slice(i, i + run)) i += run;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

function commonSuffixLength(a: string, b: string, limit: number): number {
  let i = 0;
  while (i + run <= limit && a.slice(a.length - i - run, a.length - i) === b.slice(b.length - i - run, b.length - i)) i += run;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * Does once, ahead of the first keystroke, what the first count on this thread would do: create
 * the locale's segmenters, compile the counting code and fill its per-word caches (syllables)
 * with the words of the text's last lines, where typing usually goes on. Some 20–40 ms in
 * Chromium, for the page to spend while idle instead of inside a keystroke.
 */
export function warmUp(text: string, locale: string, length = 2048): void {
  const from = text.length <= length ? 0 : text.lastIndexOf('\n', text.length - length) + 1;
  measureBlock(text.slice(from) || 'Mr. Smith wrote 2 short sentences.\n', locale);
}

function sumOf(totals: AdditiveTotals, removed: BlockMeasure, added: BlockMeasure) {
  const sum = {} as Record<(typeof summedKeys)[number], number>;
  for (const key of summedKeys) sum[key] = totals[key] - removed[key] + added[key];
  return sum;
}

function readabilityOf(totals: AdditiveTotals, removed: BlockMeasure, added: BlockMeasure): AdditiveTotals['readability'] {
  if (!totals.readability || !removed.readability || !added.readability) return totals.readability;
  const sum = { ...totals.readability };
  accumulateReadabilityInputs(sum, removed.readability, -1);
  accumulateReadabilityInputs(sum, added.readability);
  return sum;
}

/**
 * `stats` (of `base`) updated for `text`: every figure that follows from the additive totals is
 * exact for `text`; the longest word and sentence, distinct words and top keywords stay those of
 * `base` until the worker answers. Null when {@link totalsAfterEdit} is.
 */
export function statsAfterEdit(base: CountedText, stats: TextStats, text: string, locale: string): TextStats | null {
  const totals = totalsAfterEdit(base, text, locale);
  return totals && { ...stats, ...additiveStats(totals, locale) };
}
