/**
 * What the grammar checker remembers in this browser (Web Storage): the chosen language and
 * checker, the personal dictionary and the ignored rules, checking as you type and picky mode,
 * and how each is read back. Nothing
 * here leaves the device.
 */
import { languageToolUrl } from '@/config/site';
import { grammarLanguage } from '../model/languages';
import { EMPTY_PERSONAL, parsePersonal, type PersonalPreferences } from '../model/personal-dictionary';
import type { EngineChoice } from '../model/run-check';

/** The storage keys of the preferences. */
export const STORAGE_KEYS = {
  language: 'grammarChecker.language',
  engine: 'grammarChecker.engine',
  personal: 'grammarChecker.personal',
  live: 'grammarChecker.live',
  picky: 'grammarChecker.picky',
} as const;

/** The language and the checker are stored as their plain codes. */
export const storedAsIs = (value: string | null): string | null => value;

/** The stored language, if it is still one we offer. */
export function parseStoredLanguage(stored: string | null): string | null {
  return stored !== null ? (grammarLanguage(stored)?.code ?? null) : null;
}

/** The checker the user picked, or null when they never picked one (then it follows the language). */
export function parseStoredEngine(stored: string | null): EngineChoice | null {
  return stored === 'local' || stored === 'remote' ? stored : null;
}

/** A stored on/off switch (`'1'` or `'0'`); null when never set. */
export function parseStoredSwitch(stored: string | null): boolean | null {
  return stored === '1' ? true : stored === '0' ? false : null;
}

/** How a switch is stored. */
export const storedSwitch = (value: boolean | null): string | null => (value === null ? null : value ? '1' : '0');

/** The stored personal dictionary; empty when there is none or it is unreadable. */
export function parseStoredPersonal(stored: string | null): PersonalPreferences {
  return (stored !== null && parsePersonal(stored, { requireFormat: false })) || EMPTY_PERSONAL;
}

/** Whether the on-device checker covers `language`: its spelling (harper.js or Hunspell), or its rules alone (Japanese). */
export function coveredLocally(language: string): boolean {
  const local = grammarLanguage(language)?.local;
  return local !== undefined && (local.spelling !== null || local.rulesOnly === true);
}

/** Whether the on-device checker covers `language` by its rules alone, without a dictionary. */
export function coveredByRulesOnly(language: string): boolean {
  return grammarLanguage(language)?.local.rulesOnly === true;
}

/** Whether LanguageTool checks `language` (some languages only the device checks). */
export function coveredRemotely(language: string): boolean {
  return grammarLanguage(language)?.languageTool ?? false;
}

/** Whether a check of `language` with the checker `engine` picked runs on the device. */
export function checkedOnDevice(engine: EngineChoice, language: string): boolean {
  return coveredLocally(language) && (engine === 'local' || !coveredRemotely(language));
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
