/**
 * "Ignore once": a rejected finding stays hidden in later checks of the same passage. A check
 * gives new offsets and ids, so a finding is known by what it says about which words instead:
 * its rule, the flagged text, and the word before and the word after it on its line. An edit
 * elsewhere in the text leaves the key alone; an edit of the flagged words or of their
 * neighbours makes it a new finding, shown again.
 */
import type { Suggestion } from './types';

/** The word (a run of non-space characters) right before `offset` on its line, and right after `end`. */
function neighbours(text: string, offset: number, end: number): [string, string] {
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const before = /(\S*)\s*$/u.exec(text.slice(Math.max(lineStart, offset - 60), offset))?.[1] ?? '';
  const after = /^\s*(\S*)/u.exec(text.slice(end, Math.min(lineEnd, end + 60)))?.[1] ?? '';
  return [before, after];
}

/** The key of finding `s` in `text`, the same for the same finding in any later check of the passage. */
export function ignoreKey(text: string, s: Suggestion): string {
  const [before, after] = neighbours(text, s.offset, s.offset + s.length);
  return JSON.stringify([s.ruleId, s.original, before, after]);
}

/** The findings of `suggestions` (offsets in `text`) that are not ignored. */
export function withoutIgnored(text: string, suggestions: Suggestion[], ignored: ReadonlySet<string>): Suggestion[] {
  if (ignored.size === 0) return suggestions;
  return suggestions.filter((s) => !ignored.has(ignoreKey(text, s)));
}
