/**
 * The personal dictionary and disabled rules, applied the same way to every engine's findings.
 */
import type { CheckOptions, Suggestion } from './types';

/**
 * A personal dictionary with Hunspell's case rules: an entry matches itself exactly; an entry
 * in lower case also matches its capitalised (`Word`) and upper-case (`WORD`) forms, since a
 * sentence start or a heading may capitalise any word; an entry with capitals (`iPhone`,
 * `Kowalski`) also matches its upper-case form only.
 */
export class PersonalDictionary {
  private readonly exact = new Set<string>();
  private readonly lower = new Set<string>();

  constructor(words: readonly string[] = []) {
    for (const raw of words) {
      const word = raw.normalize('NFC').trim();
      if (word === '') continue;
      this.exact.add(word);
      this.exact.add(word.toUpperCase());
      if (word === word.toLowerCase()) this.lower.add(word);
    }
  }

  get size(): number {
    return this.exact.size;
  }

  has(word: string): boolean {
    const w = word.normalize('NFC');
    if (this.exact.has(w)) return true;
    const lower = w.toLowerCase();
    if (!this.lower.has(lower)) return false;
    // `Word` or `WORD` for the entry `word`.
    return w === w.toUpperCase() || w === capitalize(lower);
  }
}

function capitalize(word: string): string {
  const first = word.codePointAt(0);
  if (first === undefined) return word;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + word.slice(head.length);
}

/**
 * Drops findings of disabled rules, and misspellings of personal-dictionary words. A finding
 * spanning several words (harper's "a dress" for "adress") is dropped when its span is one
 * personal word.
 */
export function applyUserPreferences(suggestions: Suggestion[], options: CheckOptions | undefined): Suggestion[] {
  const disabled = new Set(options?.disabledRules ?? []);
  const personal = options?.personalWords && options.personalWords.length > 0 ? new PersonalDictionary(options.personalWords) : undefined;
  if (disabled.size === 0 && !personal) return suggestions;
  return suggestions.filter((s) => {
    if (disabled.has(s.ruleId)) return false;
    if (personal && s.category === 'misspelling' && personal.has(stripEdgePunctuation(s.original))) return false;
    return true;
  });
}

function stripEdgePunctuation(text: string): string {
  return text.replace(/^[\s"'“”‘’«»„()[\]]+|[\s"'“”‘’«»„()[\].,;:!?]+$/gu, '');
}
