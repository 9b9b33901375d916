/**
 * A language's word list as the searches read it: the headwords and the irregular forms folded
 * once per list (what pattern search and spelling suggestions compare with what the user typed).
 */
import { foldForSearch } from './fold';
import type { WordList } from './types';

export interface FoldedWordList {
  /** The folded headwords, in the list's order. */
  words: string[];
  /** The folded forms, in the list's order of `forms`. */
  forms: string[];
}

const folded = new WeakMap<WordList, FoldedWordList>();

export function foldWordList(list: WordList): FoldedWordList {
  let result = folded.get(list);
  if (!result) {
    result = { words: list.words.map(foldForSearch), forms: list.forms.map(([form]) => foldForSearch(form)) };
    folded.set(list, result);
  }
  return result;
}
