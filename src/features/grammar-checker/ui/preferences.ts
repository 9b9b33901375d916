/**
 * What the grammar checker remembers in this browser (localStorage): the chosen language and
 * checker, the personal dictionary and the ignored rules; and the JSON file format in which the
 * last two are exported and imported. Nothing here leaves the device.
 */
import { languageToolUrl } from '@/config/site';
import { grammarLanguage } from '../model/languages';

export type EngineChoice = 'local' | 'remote';

export const STORAGE_KEYS = {
  language: 'grammarChecker.language',
  engine: 'grammarChecker.engine',
  personal: 'grammarChecker.personal',
} as const;

/** An ignored rule: its id (what the engines need) and a readable name (what the list shows). */
export interface IgnoredRule {
  id: string;
  label: string;
}

export interface PersonalPreferences {
  words: string[];
  rules: IgnoredRule[];
}

export const EMPTY_PERSONAL: PersonalPreferences = { words: [], rules: [] };

/** `format` of an exported file; `version` changes when the shape does. */
export const PERSONAL_FILE_FORMAT = 'writekit-grammar-personal';
export const PERSONAL_FILE_VERSION = 1;
/** Files larger than this are not read at all. */
export const PERSONAL_FILE_MAX_BYTES = 1_000_000;
const maxWords = 20_000;
const maxRules = 2_000;
const maxWordLength = 100;
const maxLabelLength = 200;
const ruleIdPattern = /^[\w:.-]{1,200}$/;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice still applies on this page.
  }
}

/** The stored language, if it is still one we offer. */
export function loadLanguage(): string | null {
  const stored = read(STORAGE_KEYS.language);
  return stored !== null ? (grammarLanguage(stored)?.code ?? null) : null;
}

export function saveLanguage(code: string): void {
  write(STORAGE_KEYS.language, code);
}

/** The checker the user picked, or null when they never picked one (then it follows the language). */
export function loadEngine(): EngineChoice | null {
  const stored = read(STORAGE_KEYS.engine);
  return stored === 'local' || stored === 'remote' ? stored : null;
}

export function saveEngine(engine: EngineChoice): void {
  write(STORAGE_KEYS.engine, engine);
}

/** Whether the on-device checker covers `language`'s spelling (harper.js or Hunspell). */
export function coveredLocally(language: string): boolean {
  return (grammarLanguage(language)?.local.spelling ?? null) !== null;
}

/** The checker used when the user has not picked one: on the device where it covers the language. */
export function defaultEngine(language: string): EngineChoice {
  return coveredLocally(language) ? 'local' : 'remote';
}

/** The host named in the notice that the text is sent away (the configured API base URL). */
export function languageToolHost(base: string = languageToolUrl()): string {
  try {
    return new URL(base).host;
  } catch {
    return base;
  }
}

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

/** Reads a stored or imported value; null when it is not a valid set of preferences. */
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

/** The exported file's content. */
export function serializePersonal(personal: PersonalPreferences): string {
  return `${JSON.stringify(
    { format: PERSONAL_FILE_FORMAT, version: PERSONAL_FILE_VERSION, words: personal.words, ignoredRules: personal.rules },
    null,
    2,
  )}\n`;
}

export function loadPersonal(): PersonalPreferences {
  const stored = read(STORAGE_KEYS.personal);
  return (stored !== null && parsePersonal(stored, { requireFormat: false })) || EMPTY_PERSONAL;
}

export function savePersonal(personal: PersonalPreferences): void {
  write(STORAGE_KEYS.personal, serializePersonal(personal));
}

export function mergePersonal(a: PersonalPreferences, b: PersonalPreferences): PersonalPreferences {
  return normalized([...a.words, ...b.words], [...a.rules, ...b.rules]);
}

export function withWord(personal: PersonalPreferences, word: string): PersonalPreferences {
  const clean = cleanWord(word);
  return clean === null ? personal : normalized([...personal.words, clean], personal.rules);
}

export function withoutWord(personal: PersonalPreferences, word: string): PersonalPreferences {
  return { ...personal, words: personal.words.filter((w) => w !== word) };
}

export function withRule(personal: PersonalPreferences, rule: IgnoredRule): PersonalPreferences {
  return normalized(personal.words, [...personal.rules, rule]);
}

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
