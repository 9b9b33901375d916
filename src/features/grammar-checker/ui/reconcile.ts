/**
 * Keeps findings pointing at their words while the user edits the text after a check: the
 * edit is located as the changed region between the old and new text (common prefix and
 * suffix); findings before it stay, findings after it move by the change in length, and
 * findings inside it, or touching it so that their word changed, are dropped. A kept finding must still
 * match the new text at its new offset.
 */
import { commonAffixes } from '@/lib/text/common-affix';
import type { Suggestion } from '../model/types';

export function reconcileSuggestions(before: string, after: string, suggestions: readonly Suggestion[]): Suggestion[] {
  if (before === after) return [...suggestions];
  const { prefix, suffix } = commonAffixes(before, after);
  const editEnd = before.length - suffix;
  const delta = after.length - before.length;
  const kept: Suggestion[] = [];
  for (const s of suggestions) {
    const end = s.offset + s.length;
    let moved: Suggestion | undefined;
    if (end < prefix || (end === prefix && separated(s.original.at(-1), after[prefix]))) moved = s;
    else if (s.offset > editEnd || (s.offset === editEnd && separated(after[s.offset + delta - 1], s.original[0]))) {
      moved = delta === 0 ? s : { ...s, offset: s.offset + delta };
    }
    if (moved && after.slice(moved.offset, moved.offset + moved.length) === moved.original) kept.push(moved);
  }
  return kept;
}

const wordChar = /[\p{L}\p{N}\p{M}_'’-]/u;

/**
 * Whether an edit next to a finding left its words alone: the characters on either side of
 * the boundary are not both parts of a word ("teh" + typed "x" makes another word; "teh" +
 * a typed space does not).
 */
function separated(left: string | undefined, right: string | undefined): boolean {
  if (left === undefined || right === undefined) return false;
  return !wordChar.test(left) || !wordChar.test(right);
}

/** The findings that still match `text` (a safety net for text changed from outside the editor). */
export function matchingSuggestions(text: string, suggestions: readonly Suggestion[]): Suggestion[] {
  return suggestions.filter((s) => s.offset + s.length <= text.length && text.slice(s.offset, s.offset + s.length) === s.original);
}

const placeOf = (s: Suggestion) => `${s.offset}:${s.length}:${s.ruleId}:${s.original}`;

/**
 * `found` (a new check) with the ids of the `previous` findings they repeat (same place, rule and
 * text; both lists with offsets in the same text), so that cards stay put, open or chosen, while
 * the list is replaced. A repeated finding also keeps replacements fetched for it later when the
 * check gave none. Ids stay unique: a new finding whose id a kept one already holds gets another.
 */
export function keepIdentities(previous: readonly Suggestion[], found: readonly Suggestion[]): Suggestion[] {
  const byPlace = new Map(previous.map((s) => [placeOf(s), s]));
  const matched = found.map((s) => {
    const p = byPlace.get(placeOf(s));
    byPlace.delete(placeOf(s)); // Each previous finding lends its id once.
    return p;
  });
  const taken = new Set(matched.flatMap((p) => (p ? [p.id] : [])));
  return found.map((s, i) => {
    const p = matched[i];
    if (p) return { ...s, id: p.id, replacements: s.replacements.length > 0 ? s.replacements : p.replacements };
    let id = s.id;
    for (let n = 2; taken.has(id); n++) id = `${s.id}~${n}`;
    taken.add(id);
    return id === s.id ? s : { ...s, id };
  });
}
