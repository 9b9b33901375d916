/**
 * Checking as you type: a text is checked paragraph by paragraph, and the findings of each
 * paragraph are kept by its text, so that after an edit only the paragraphs that changed are
 * checked again.
 *
 * A paragraph is one line: the text between two line breaks (LF, CR LF, CR, VT, FF, NEL, U+2028,
 * U+2029, as in `@/lib/text/chunks`). The shared tokenizer ends every sentence at a line break,
 * and so do the engines' sentence rules, so no finding spans two lines; and in a text box people
 * press Enter once between paragraphs, so splitting only at blank lines would leave most texts
 * one paragraph. Blank lines hold nothing to check.
 *
 * The paragraphs not in the cache are checked together, in one call of the engine (one call
 * costs less than many small ones): joined by a blank line, with each finding handed back to
 * the paragraph it lies in.
 */
import { forEachLine } from '@/lib/text/chunks';
import { finalizeSuggestions } from './languagetool-response';
import type { InterimKind, Suggestion } from './types';

/** One line of a text. */
export interface Paragraph {
  /** UTF-16 offset of its first character in the text. */
  start: number;
  text: string;
}

/** The lines of `text` that hold more than white space. */
export function splitParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  forEachLine(text, (start, end) => {
    const line = text.slice(start, end);
    if (line.trim() !== '') paragraphs.push({ start, text: line });
  });
  return paragraphs;
}

/**
 * Checks a text (the paragraphs missing from the cache, joined) and resolves with its findings;
 * it may hand findings to show meanwhile to `onInterim` (offsets in that text, as the result's).
 */
export type CheckText = (text: string, onInterim: (found: Suggestion[], kind: InterimKind) => void) => Promise<Suggestion[]>;

/** What one {@link ParagraphCache.check} did. */
export interface ParagraphCheck {
  suggestions: Suggestion[];
  /** How many paragraphs the engine checked (the others came from the cache). */
  checked: number;
  /** How many paragraphs the text has. */
  paragraphs: number;
}

/** Between joined paragraphs: a blank line, so that each stays a paragraph of its own for the engine too. */
const SEPARATOR = '\n\n';

/**
 * The findings of recently checked paragraphs, by paragraph text, for one setting at a time
 * (language and options: `settings` of {@link check}); a new setting starts an empty cache.
 */
export class ParagraphCache {
  private settings: string | undefined;
  /** Paragraph text → its findings, offsets relative to the paragraph; least recently used first. */
  private entries = new Map<string, Suggestion[]>();
  private readonly maxEntries: number;

  /** `maxEntries`: paragraphs kept (default 2,000: a long text and the versions of it being edited). */
  constructor(maxEntries = 2_000) {
    this.maxEntries = maxEntries;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The findings for `text` under `settings` (any string that changes when the language or an
   * option does), with offsets in `text`, sorted, ids unique. Paragraphs not in the cache go to
   * `checkText`; when it rejects (an aborted check), nothing is stored and the rejection passes on.
   * Interim findings of `checkText` reach `onInterim` placed in `text`, with the cached paragraphs'
   * findings; they are not stored.
   */
  async check(text: string, settings: string, checkText: CheckText, onInterim?: (suggestions: Suggestion[], kind: InterimKind) => void): Promise<ParagraphCheck> {
    if (settings !== this.settings) {
      this.settings = settings;
      this.entries = new Map();
    }
    // A check that outlives a change of settings stores into the map it started with, which is gone by then.
    const entries = this.entries;
    const paragraphs = splitParagraphs(text);
    const missing = [...new Set(paragraphs.map((p) => p.text).filter((t) => !entries.has(t)))];
    if (missing.length > 0) {
      const found = await checkText(missing.join(SEPARATOR), (early, kind) => {
        const interim = assignToParagraphs(missing, early);
        onInterim?.(inText(paragraphs, (p) => entries.get(p) ?? interim.get(p)), kind);
      });
      for (const [paragraph, findings] of assignToParagraphs(missing, found)) entries.set(paragraph, findings);
    }
    for (const paragraph of paragraphs) {
      const findings = entries.get(paragraph.text);
      if (!findings) continue;
      // Most recently used last.
      entries.delete(paragraph.text);
      entries.set(paragraph.text, findings);
    }
    // A paragraph evicted by a concurrent check has no findings here: the next check fills it again.
    const suggestions = inText(paragraphs, (p) => entries.get(p));
    while (entries.size > this.maxEntries) entries.delete(entries.keys().next().value as string);
    return { suggestions, checked: missing.length, paragraphs: paragraphs.length };
  }
}

/** The findings of `paragraphs` (by `findingsOf` their text) placed in their text, sorted, ids unique. */
function inText(paragraphs: readonly Paragraph[], findingsOf: (paragraph: string) => readonly Suggestion[] | undefined): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const paragraph of paragraphs) for (const s of findingsOf(paragraph.text) ?? []) suggestions.push(placed(s, paragraph.start));
  return finalizeSuggestions(suggestions);
}

/**
 * The findings of the joined `paragraphs` per paragraph, offsets relative to it. A finding that
 * reaches into a separator belongs to no paragraph and is dropped.
 */
function assignToParagraphs(paragraphs: readonly string[], found: readonly Suggestion[]): Map<string, Suggestion[]> {
  const byParagraph = new Map<string, Suggestion[]>(paragraphs.map((p) => [p, []]));
  const starts: number[] = [];
  let offset = 0;
  for (const p of paragraphs) {
    starts.push(offset);
    offset += p.length + SEPARATOR.length;
  }
  for (const s of found) {
    const index = lastAtOrBefore(starts, s.offset);
    const paragraph = paragraphs[index] as string;
    const start = starts[index] as number;
    if (s.offset + s.length > start + paragraph.length) continue;
    byParagraph.get(paragraph)?.push(placed(s, -start));
  }
  return byParagraph;
}

/** The index of the last of the ascending `starts` that is ≤ `offset` (0 when none is). */
function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** `s` moved by `shift`, its id following its offset as the engines form ids (`engine:rule:offset:length`). */
export function placed(s: Suggestion, shift: number): Suggestion {
  const offset = s.offset + shift;
  return { ...s, offset, id: `${s.engine}:${s.ruleId}:${offset}:${s.length}` };
}
