/**
 * Offset bookkeeping when the user accepts a suggestion: the text changes and every other
 * finding must keep pointing at its own words without a new check.
 */
import type { Suggestion } from './types';

export interface AppliedText {
  text: string;
  /** The remaining findings with offsets in the new text; ones overlapping the edit are dropped. */
  suggestions: Suggestion[];
}

/**
 * Replaces `accepted`'s span in `text` with `replacement` (default: its first replacement) and
 * shifts the offsets of the other `suggestions`. A finding is kept when it lies entirely
 * before or after the edited span; one that overlaps it (or touches an insertion point from
 * both sides) refers to text that no longer exists and is dropped. `accepted` itself is removed.
 * Throws when `accepted` does not match `text` (a stale finding).
 */
export function applySuggestion(text: string, suggestions: readonly Suggestion[], accepted: Suggestion, replacement?: string): AppliedText {
  const value = replacement ?? accepted.replacements[0];
  if (value === undefined) throw new Error(`Suggestion ${accepted.id} has no replacement`);
  if (text.slice(accepted.offset, accepted.offset + accepted.length) !== accepted.original) {
    throw new Error(`Suggestion ${accepted.id} does not match the text (stale offsets)`);
  }
  const start = accepted.offset;
  const end = accepted.offset + accepted.length;
  const delta = value.length - accepted.length;
  const kept: Suggestion[] = [];
  for (const s of suggestions) {
    if (s.id === accepted.id) continue;
    const sEnd = s.offset + s.length;
    // Two insertions at the same point would need an order we cannot know: drop the other.
    if (s.length === 0 && accepted.length === 0 && s.offset === start) continue;
    if (sEnd <= start) kept.push(s);
    else if (s.offset >= end) kept.push({ ...s, offset: s.offset + delta });
    // Otherwise it overlaps the edited span: drop it.
  }
  return { text: text.slice(0, start) + value + text.slice(end), suggestions: kept };
}

/**
 * Applies the first replacement of every suggestion that has one (or only those `accept`
 * selects), from the end of the text backwards so earlier offsets stay valid. Overlapping
 * findings: the one starting first wins, the rest are skipped. Returns the new text and the
 * findings that were not applied (shifted).
 */
export function applyAll(text: string, suggestions: readonly Suggestion[], accept: (s: Suggestion) => boolean = () => true): AppliedText {
  const sorted = [...suggestions].sort((a, b) => a.offset - b.offset || a.length - b.length);
  const chosen: Suggestion[] = [];
  let lastEnd = -1;
  let lastInsertion = -1;
  for (const s of sorted) {
    if (s.replacements.length === 0 || !accept(s)) continue;
    if (text.slice(s.offset, s.offset + s.length) !== s.original) continue;
    if (s.offset < lastEnd || (s.length === 0 && s.offset === lastInsertion)) continue;
    chosen.push(s);
    lastEnd = s.offset + s.length;
    if (s.length === 0) lastInsertion = s.offset;
  }
  const chosenIds = new Set(chosen.map((s) => s.id));
  let current: AppliedText = { text, suggestions: sorted };
  for (let i = chosen.length - 1; i >= 0; i--) {
    const s = chosen[i] as Suggestion;
    // Applying right to left leaves the offsets of the earlier chosen suggestions unchanged.
    current = applySuggestion(current.text, current.suggestions, s);
  }
  return { text: current.text, suggestions: current.suggestions.filter((s) => !chosenIds.has(s.id)) };
}
