/**
 * Words run together at a comma, a semicolon or a full stop, without the space every language
 * written with spaces puts after them ("gut,aber", "bueno,pero", "única.Pode"): the tokenizer
 * keeps such a run as one word, as a word processor counts it. The generic rules flag the missing
 * space (./generic-rules.ts) and the spelling checkers judge the words on either side apart,
 * rather than calling the whole run a misspelling.
 *
 * Only where it cannot be anything else, since technical text joins words with these marks on
 * purpose (measured on 3.4 million words of Debian's manual pages and program messages in 14
 * languages):
 * - a comma or semicolon with two letters or more on either side, once in the stretch, and not
 *   next to a word in capitals: not the lists of values "source,any,all", "{Pre,Post}",
 *   "[kurulu,otomatik]", «en,de», "RD,RS", nor the value of an option ("-o pid,format");
 * - a full stop after a word in lower case and before a capital followed by a lower-case letter
 *   (a sentence end): not "z.B.", "e.g", "Val.Símbolo" (an abbreviation in a table's header),
 *   and no run with another full stop (file and domain names: "prefijo.NofM.deb", "example.com").
 * Nothing is flagged in a stretch without spaces that holds digits or the characters of options,
 * addresses, paths, quotations and code ("1,5", "a=1,b=2", "--range dolny,górny", "x.Foo()",
 * "user@mail", "www.Example"), nor between letters of scripts written without spaces.
 */

const CODE_LIKE = /[\d/\\=@_#<>{}()[\]|`$%&*+:~^"«»‹›„“”]|^-|^www\./iu;
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const WORD_BEFORE_COMMA = /\p{L}\p{M}*\p{L}\p{M}*$/u;
const WORD_AFTER_COMMA = /^\p{L}\p{M}*\p{L}/u;
/** A word in lower case (letters and marks, apostrophes, hyphens) ending right before the full stop. */
const LOWER_WORD_BEFORE_FULL_STOP = /(?:^|[^\p{L}\p{M}'’-])[\p{Ll}\p{M}'’-]*\p{Ll}\p{M}*\p{Ll}\p{M}*$/u;
const CAPITALISED_AFTER_FULL_STOP = /^\p{Lu}\p{M}*\p{Ll}/u;

const ALL_CAPITALS = /^(?:\p{Lu}\p{M}*){2,}$/u;
const lastWord = (s: string) => /[\p{L}\p{M}]+$/u.exec(s)?.[0] ?? '';
const firstWord = (s: string) => /^[\p{L}\p{M}]+/u.exec(s)?.[0] ?? '';

/** Whether the stretch without spaces that ends before `from` is a command-line option ("-o", "--range"): what follows is its value. */
function followsOption(text: string, from: number): boolean {
  let end = from;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end--;
  let start = end;
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start--;
  return /^--?\p{L}/u.test(text.slice(start, end));
}

/**
 * The indices in `text` of the marks after which a space is missing in the word `text`
 * [`start`, `end`) as the tokenizer cut it, judged with the stretch without spaces around it.
 */
export function marksMissingSpace(text: string, start: number, end: number): number[] {
  const run = text.slice(start, end);
  const marks = run.match(/[,;.]/g);
  if (!marks) return [];
  let from = start;
  while (from > 0 && !/\s/.test(text.charAt(from - 1))) from--;
  let to = end;
  while (to < text.length && !/\s/.test(text.charAt(to))) to++;
  const stretch = text.slice(from, to);
  if (CODE_LIKE.test(stretch) || NO_SPACES.test(stretch) || followsOption(text, from)) return [];
  // Marks of the stretch, but for the one that ends it (a comma after the run is the sentence's own).
  const core = stretch.replace(/[.,;:!?…]?[)\]'’]*$/u, '');
  const commas = (core.match(/[,;]/g) ?? []).length;
  const fullStops = (core.match(/\./g) ?? []).length;
  const out: number[] = [];
  for (let i = 1; i < run.length - 1; i++) {
    const mark = run.charAt(i);
    const before = run.slice(0, i);
    const after = run.slice(i + 1);
    if (mark === '.') {
      if (fullStops === 1 && LOWER_WORD_BEFORE_FULL_STOP.test(before) && CAPITALISED_AFTER_FULL_STOP.test(after)) out.push(start + i);
    } else if ((mark === ',' || mark === ';') && commas === 1 && WORD_BEFORE_COMMA.test(before) && WORD_AFTER_COMMA.test(after)) {
      // Not between acronyms or values in capitals ("RD,RS", "TABELLE,ja").
      if (!ALL_CAPITALS.test(lastWord(before)) && !ALL_CAPITALS.test(firstWord(after))) out.push(start + i);
    }
  }
  return out;
}

/**
 * The words on either side of the {@link marksMissingSpace} of the word [`start`, `end`) of
 * `text`, as [start, end) offsets in `text`; the word itself when there are none.
 */
export function wordsAroundMissingSpaces(text: string, start: number, end: number): Array<[start: number, end: number]> {
  const marks = marksMissingSpace(text, start, end);
  if (marks.length === 0) return [[start, end]];
  const out: Array<[number, number]> = [];
  let from = start;
  for (const mark of marks) {
    out.push([from, mark]);
    from = mark + 1;
  }
  out.push([from, end]);
  return out;
}
