/**
 * How findings read on screen: visible whitespace, a short context, a readable rule name, and
 * which finding the caret is in.
 */
import { SUGGESTION_CATEGORIES, type Suggestion } from '../model/types';
import type { RuleTranslator } from './use-rule-translator';

/** Whitespace made visible where it matters (a doubled space, a space before a comma). */
export function visibleText(value: string): string {
  if (value === '' || !/^\s|\s$/.test(value)) return value;
  return value.replace(/ /g, '␣').replace(/\n/g, '↵').replace(/\t/g, '⇥');
}

/** Up to `size` characters on each side of the finding, cut at a word boundary where possible. */
export function contextOf(text: string, s: Suggestion, size = 40): { before: string; after: string } {
  const start = Math.max(0, s.offset - size);
  let before = text.slice(start, s.offset);
  if (start > 0) before = `…${before.replace(/^\S*\s/, '')}`;
  const end = Math.min(text.length, s.offset + s.length + size);
  let after = text.slice(s.offset + s.length, end);
  if (end < text.length) after = `${after.replace(/\s\S*$/, '')}…`;
  return { before: before.replace(/\s+/g, ' '), after: after.replace(/\s+/g, ' ') };
}

/** The finding's explanation: in the UI language where the engine gives its template, else the engine's own text. */
export function suggestionMessage(s: Suggestion, translate: RuleTranslator): string {
  return s.localizedMessage ? translate(s.localizedMessage) : s.message;
}

const harperPrefix = 'HARPER_';

/**
 * A readable name for a finding's rule, for the list of ignored rules: harper.js rule names
 * split into words (`PronounVerbAgreement` → `Pronoun verb agreement`), else the short message
 * (in the UI language where the engine gives its template), else the id. The label is stored
 * with the ignored rule, so it stays in the language the page had when the rule was ignored.
 */
export function ruleLabel(s: Suggestion, translate: RuleTranslator): string {
  if (s.ruleId.startsWith(harperPrefix)) {
    const words = s.ruleId.slice(harperPrefix.length).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
    return words.charAt(0) + words.slice(1).toLowerCase();
  }
  const short = (s.localizedShortMessage ? translate(s.localizedShortMessage) : s.shortMessage)?.trim();
  return short && short.length <= 80 ? short : s.ruleId;
}

const categoryRank = new Map(SUGGESTION_CATEGORIES.map((c, i) => [c, i]));

/** Display order: by position, then category (spelling first), then shorter span. */
export function compareSuggestions(a: Suggestion, b: Suggestion): number {
  return a.offset - b.offset || (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) || a.length - b.length;
}

/**
 * The finding at caret position `caret`: one whose span contains it, else one whose span ends
 * there (the caret just after a word). Among several, the shortest span, then display order.
 */
export function suggestionAt(suggestions: readonly Suggestion[], caret: number): Suggestion | undefined {
  let best: Suggestion | undefined;
  let bestScore = Infinity;
  for (const s of suggestions) {
    const inside = s.offset <= caret && caret < s.offset + s.length;
    const atEnd = s.length > 0 && caret === s.offset + s.length;
    if (!inside && !atEnd) continue;
    const score = (inside ? 0 : 1_000_000) + s.length;
    if (score < bestScore || (score === bestScore && best && compareSuggestions(s, best) < 0)) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** The spans to mark in the editor: sorted, non-overlapping and non-empty; the first of overlapping ones wins. */
export function markedSuggestions(text: string, suggestions: readonly Suggestion[]): Suggestion[] {
  const marked: Suggestion[] = [];
  let lastEnd = 0;
  for (const s of [...suggestions].sort(compareSuggestions)) {
    const end = s.offset + s.length;
    if (s.length === 0 || s.offset < lastEnd || end > text.length) continue;
    if (text.slice(s.offset, end) !== s.original) continue;
    marked.push(s);
    lastEnd = end;
  }
  return marked;
}
