/**
 * The personal dictionary and the ignored rules as the user keeps them: immutable updates, and
 * the JSON file format in which they are stored, exported and imported. Every input is cleaned
 * here, since stored and imported files are untrusted.
 */

/** An ignored rule: its id (what the engines need) and a readable name (what the list shows). */
export interface IgnoredRule {
  id: string;
  label: string;
}

/** The user's own words and ignored rules, without duplicates. */
export interface PersonalPreferences {
  words: string[];
  rules: IgnoredRule[];
}

/** No words and no ignored rules. */
export const EMPTY_PERSONAL: PersonalPreferences = { words: [], rules: [] };

/** `format` of an exported file; `version` changes when the shape does. */
export const PERSONAL_FILE_FORMAT = 'writekit-grammar-personal';
/** The version of the file shape {@link serializePersonal} writes and {@link parsePersonal} requires. */
export const PERSONAL_FILE_VERSION = 1;
/** Files larger than this are not read at all. */
export const PERSONAL_FILE_MAX_BYTES = 1_000_000;
const maxWords = 20_000;
const maxRules = 2_000;
const maxWordLength = 100;
const maxLabelLength = 200;
const ruleIdPattern = /^[\w:.-]{1,200}$/;

function cleanWord(word: unknown): string | null {
  if (typeof word !== 'string') return null;
  const clean = word.normalize('NFC').trim();
  if (clean === '' || clean.length > maxWordLength || /[\s\p{Cc}]/u.test(clean)) return null;
  return clean;
}

function cleanRule(rule: unknown): IgnoredRule | null {
  if (typeof rule === 'string') return ruleIdPattern.test(rule) ? { id: rule, label: rule } : null;
  if (typeof rule !== 'object' || rule === null) return null;
  const { id, label } = rule as { id?: unknown; label?: unknown };
  if (typeof id !== 'string' || !ruleIdPattern.test(id)) return null;
  const name = typeof label === 'string' && label.trim() !== '' ? label.trim().slice(0, maxLabelLength) : id;
  return { id, label: name };
}

/** The lists without duplicates (words case-sensitively, rules by id), in their order. */
function normalized(words: readonly string[], rules: readonly IgnoredRule[]): PersonalPreferences {
  return {
    words: [...new Set(words)].slice(0, maxWords),
    rules: [...new Map(rules.map((r) => [r.id, r] as const)).values()].slice(0, maxRules),
  };
}

/**
 * Reads a stored or imported value; null when it is not a valid set of preferences. An
 * imported file must name the format (`requireFormat`); a stored value need not.
 */
export function parsePersonal(json: string, { requireFormat }: { requireFormat: boolean }): PersonalPreferences | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { format, version, words, ignoredRules } = value as Record<string, unknown>;
  if (requireFormat && (format !== PERSONAL_FILE_FORMAT || version !== PERSONAL_FILE_VERSION)) return null;
  if (!Array.isArray(words) || !Array.isArray(ignoredRules)) return null;
  if (words.length > maxWords || ignoredRules.length > maxRules) return null;
  const cleanWords: string[] = [];
  for (const word of words) {
    const clean = cleanWord(word);
    if (clean === null) return null;
    cleanWords.push(clean);
  }
  const cleanRules: IgnoredRule[] = [];
  for (const rule of ignoredRules) {
    const clean = cleanRule(rule);
    if (clean === null) return null;
    cleanRules.push(clean);
  }
  return normalized(cleanWords, cleanRules);
}

/** The exported file's content (also what is stored). */
export function serializePersonal(personal: PersonalPreferences): string {
  return `${JSON.stringify(
    { format: PERSONAL_FILE_FORMAT, version: PERSONAL_FILE_VERSION, words: personal.words, ignoredRules: personal.rules },
    null,
    2,
  )}\n`;
}

/** Both sets together: `a`'s entries first; a rule in both takes `b`'s label. */
export function mergePersonal(a: PersonalPreferences, b: PersonalPreferences): PersonalPreferences {
  return normalized([...a.words, ...b.words], [...a.rules, ...b.rules]);
}

/** `personal` with `word` added; unchanged when `word` is not one clean word. */
export function withWord(personal: PersonalPreferences, word: string): PersonalPreferences {
  const clean = cleanWord(word);
  return clean === null ? personal : normalized([...personal.words, clean], personal.rules);
}

/** `personal` without `word`. */
export function withoutWord(personal: PersonalPreferences, word: string): PersonalPreferences {
  return { ...personal, words: personal.words.filter((w) => w !== word) };
}

/** `personal` with `rule` ignored. */
export function withRule(personal: PersonalPreferences, rule: IgnoredRule): PersonalPreferences {
  return normalized(personal.words, [...personal.rules, rule]);
}

/** `personal` with the rule `ruleId` no longer ignored. */
export function withoutRule(personal: PersonalPreferences, ruleId: string): PersonalPreferences {
  return { ...personal, rules: personal.rules.filter((r) => r.id !== ruleId) };
}

/**
 * The word a misspelling finding offers for the personal dictionary: the flagged text without
 * surrounding quotes and punctuation; null when that is not one word.
 */
export function dictionaryWord(original: string): string | null {
  const word = original.replace(/^[\s"'“”‘’«»„‚()[\]{}]+|[\s"'“”‘’«»„‚()[\]{}.,;:!?…]+$/gu, '');
  return cleanWord(word);
}
