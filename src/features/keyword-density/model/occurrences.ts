import { tokenize } from '@/lib/text/tokenize';
import { isStopWordEdged, measureRuns, resolveFilters, type KeywordFilters } from './analyze';
import { markCustomStopWords } from './custom-stop-words';
import type { PreparedText } from './prepare';
import { normalizeWordForm } from './stop-words';
import { wordFormsOf } from './word-forms';

/** A UTF-16 range `[start, end)` of the original text. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where `phrase` occurs in the prepared text, as UTF-16 ranges of the original text from the
 * first word's start to the last word's end, in text order — for highlighting a table row.
 *
 * `phrase` is tokenized like the text and matched as {@link analyze} counts (`filters` default
 * to `false` each): same sentence, words compared case-folded unless `caseSensitive`, no
 * ignored number inside, and nothing when stop words are ignored and the phrase starts or
 * ends with one (the user's `customStopWords` included); with word forms, every form counts.
 * So for a row of the table the result has exactly `row.count` ranges.
 */
export function findOccurrences(
  prepared: PreparedText,
  phrase: string,
  filters: Partial<KeywordFilters> = {},
  customStopWords: readonly string[] = [],
): TextRange[] {
  const { ignoreStopWords, ignoreNumbers, caseSensitive, wordForms } = resolveFilters(filters);
  const words = tokenize(phrase, prepared.locale);
  const n = words.length;
  if (n === 0 || words.some((w) => w.sentence !== words[0]!.sentence)) return [];
  if (ignoreNumbers && words.some((w) => w.kind === 'number')) return [];

  const forms = wordForms ? wordFormsOf(prepared) : undefined;
  const ids = caseSensitive ? prepared.exactIds : prepared.foldedIds;
  const groupBySurface = forms ? forms.stemBySurface : caseSensitive ? prepared.exactBySurface : prepared.foldedBySurface;
  const wanted: number[] = [];
  for (const word of words) {
    const form = normalizeWordForm(word.text);
    const folded = form.toLocaleLowerCase(prepared.locale);
    const id = forms ? forms.idOf(folded) : ids.get(caseSensitive ? form : folded);
    if (id === undefined) return [];
    wanted.push(id);
  }

  const runs = n <= 3 ? measureRuns(prepared, ignoreNumbers) : undefined;
  const stopMarks = markCustomStopWords(prepared, customStopWords);
  const { surfaceIds, sentences, numbers, starts, ends } = prepared;
  const ranges: TextRange[] = [];
  for (let i = 0; i + n <= prepared.length; i++) {
    if (groupBySurface[surfaceIds[i]!] !== wanted[0]) continue;
    let matches = true;
    for (let k = 1; k < n && matches; k++) matches = groupBySurface[surfaceIds[i + k]!] === wanted[k];
    if (!matches) continue;
    // Longer phrases than the tables hold are checked token by token instead of by run length.
    if (runs ? runs[i]! < n : sentences[i + n - 1] !== sentences[i] || (ignoreNumbers && numbers.subarray(i, i + n).includes(1))) continue;
    if (ignoreStopWords && isStopWordEdged(stopMarks, i, n)) continue;
    ranges.push({ start: starts[i]!, end: ends[i + n - 1]! });
  }
  return ranges;
}
