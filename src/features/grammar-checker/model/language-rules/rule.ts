/**
 * The shape of an on-device language rule and the helpers the rule tables share: a rule is a
 * regular expression over the text plus what to make of each match (the span to flag, the
 * replacements, the message). Rules are written for precision: each pattern matches only what
 * is wrong in every context the pattern allows; a rule that could fire on correct text is
 * narrowed by its pattern or a `skip`, or left out.
 */
import { keepCase } from '../letter-case';
import { ruleMessageFields, type RuleMessage } from '../rule-messages';
import type { Suggestion, SuggestionCategory } from '../types';

/** What a match turns into: the flagged span (default: the whole match) and its replacements. */
export interface RuleHit {
  offset: number;
  length: number;
  replacements: string[];
  message: RuleMessage;
}

/** What a check knows besides the text: the language's dictionary, where one is loaded. */
export interface RuleContext {
  /** Whether the language's spelling dictionary knows `word` (absent where none is loaded). */
  isWord?: (word: string) => boolean;
}

export interface LanguageRule {
  /** Stable id, `LOCAL_{LANG}_{NAME}` or `LOCAL_TYPO_{NAME}` for a convention shared by several languages. */
  id: string;
  category: SuggestionCategory;
  /** Style advice only an exacting reader wants (typographic ellipsis, dashes): off unless asked for. */
  picky?: boolean;
  /** Global (`g`), usually Unicode (`u`) pattern. */
  pattern: RegExp;
  /** The finding(s) for one match, or `undefined` to leave the match alone. */
  hit(match: RegExpExecArray, text: string, context: RuleContext): RuleHit | readonly RuleHit[] | undefined;
}

/** Runs `rules` over `text`; picky rules only when `picky`. Findings in rule order. */
export function runRules(text: string, rules: readonly LanguageRule[], picky: boolean, context: RuleContext = {}): Suggestion[] {
  const out: Suggestion[] = [];
  for (const rule of rules) {
    if (rule.picky && !picky) continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      if (m[0] === '') rule.pattern.lastIndex++;
      const hits = rule.hit(m, text, context);
      if (!hits) continue;
      for (const hit of Array.isArray(hits) ? hits : [hits]) out.push(toSuggestion(text, rule, hit as RuleHit));
    }
  }
  return out;
}

function toSuggestion(text: string, rule: LanguageRule, hit: RuleHit): Suggestion {
  const original = text.slice(hit.offset, hit.offset + hit.length);
  return {
    id: `local:${rule.id}:${hit.offset}:${hit.length}`,
    category: rule.category,
    offset: hit.offset,
    length: hit.length,
    original,
    replacements: hit.replacements.filter((r) => r !== original),
    ...ruleMessageFields(hit.message),
    ruleId: rule.id,
    engine: 'local',
  };
}

/** Not inside a word: no letter, digit or in-word mark right before. */
export const WORD_START = String.raw`(?<![\p{L}\p{N}\p{M}_'’-])`;
/** Not inside a word: no letter, digit or combining mark right after. */
export const WORD_END = String.raw`(?![\p{L}\p{N}\p{M}_])`;

/** How a phrase rule explains itself: a frequent error, a context-decided confusion, or style. */
export type PhraseKind = 'commonError' | 'confusion' | 'style';

export interface PhraseEntry {
  /** Rule id suffix, e.g. `WZIASC` (→ `LOCAL_PL_WZIASC`). */
  name: string;
  /** Regular-expression source of the wrong phrase (case-insensitive, whole words); may hold groups. */
  wrong: string;
  /** The correction(s) of the match, best first: fixed text or built from the match's groups. */
  right: string | readonly string[] | ((match: RegExpExecArray) => string | readonly string[] | undefined);
  kind?: PhraseKind;
  category?: SuggestionCategory;
  /** A norm that edited prose often does not keep: checked only when picky advice is asked for. */
  picky?: boolean;
  /** Leave a match alone (e.g. a word that makes the phrase correct after all, or one the loaded dictionary does not know). */
  skip?: (match: RegExpExecArray, text: string, context: RuleContext) => boolean;
}

/**
 * Compiles a language's phrase table into rules. The match is flagged whole; the message
 * quotes it and the first correction, the case of whose first letter follows the match.
 */
export function phraseRules(language: string, entries: readonly PhraseEntry[]): LanguageRule[] {
  return entries.map((entry) => {
    const kind = entry.kind ?? 'commonError';
    return {
      id: `LOCAL_${language.toUpperCase()}_${entry.name}`,
      category: entry.category ?? (kind === 'style' ? 'style' : 'grammar'),
      ...(entry.picky && { picky: true }),
      pattern: new RegExp(`${WORD_START}(?:${entry.wrong})${WORD_END}`, 'giu'),
      hit(match, text, context) {
        if (entry.skip?.(match, text, context)) return undefined;
        const right = typeof entry.right === 'function' ? entry.right(match) : entry.right;
        if (right === undefined) return undefined;
        const replacements = (typeof right === 'string' ? [right] : [...right]).map((r) => keepCase(match[0], r));
        // A case-insensitive match of what is already right.
        if (replacements.every((r) => r === match[0])) return undefined;
        const first = replacements[0] ?? '';
        return {
          offset: match.index,
          length: match[0].length,
          replacements,
          message: { key: kind, values: { wrong: match[0], right: first } },
        };
      },
    };
  });
}

/** The text right after the match, up to `length` characters. */
export function after(match: RegExpExecArray, text: string, length = 40): string {
  return text.slice(match.index + match[0].length, match.index + match[0].length + length);
}

/** The text right before the match, up to `length` characters. */
export function before(match: RegExpExecArray, text: string, length = 40): string {
  return text.slice(Math.max(0, match.index - length), match.index);
}
