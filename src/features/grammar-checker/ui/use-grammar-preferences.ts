'use client';

import { useStoredValue } from '@/lib/storage/use-stored-value';
import { defaultGrammarLanguage } from '../model/languages';
import { EMPTY_PERSONAL, serializePersonal, type PersonalPreferences } from '../model/personal-dictionary';
import type { EngineChoice } from '../model/run-check';
import { STORAGE_KEYS, defaultEngine, parseStoredEngine, parseStoredLanguage, parseStoredPersonal, parseStoredSwitch, storedAsIs, storedSwitch } from './preferences';

const personalOptions = { serialize: serializePersonal };
const plainOptions = { serialize: storedAsIs };
const switchOptions = { serialize: storedSwitch };

/** The grammar checker's remembered choices, and their setters (each also stores the new value). */
export interface GrammarPreferences {
  /** The chosen language; the page locale's one until the user picks another. */
  language: string;
  /** The chosen checker; until the user picks one, the on-device one where it covers `language`. */
  engine: EngineChoice;
  personal: PersonalPreferences;
  /** Check as you type (the on-device checker only); on until the user turns it off. */
  live: boolean;
  /** Picky mode: style rules too; off until the user turns it on. */
  picky: boolean;
  setLanguage: (language: string) => void;
  setEngine: (engine: EngineChoice) => void;
  setPersonal: (personal: PersonalPreferences) => void;
  setLive: (live: boolean) => void;
  setPicky: (picky: boolean) => void;
}

/**
 * The language, the checker, the personal dictionary and the two switches, kept in this browser. The static HTML
 * shows the defaults; the stored choices appear once the page hydrates.
 */
export function useGrammarPreferences(locale: string): GrammarPreferences {
  const [storedLanguage, setLanguage] = useStoredValue<string | null>(STORAGE_KEYS.language, parseStoredLanguage, null, plainOptions);
  const [storedEngine, setEngine] = useStoredValue<EngineChoice | null>(STORAGE_KEYS.engine, parseStoredEngine, null, plainOptions);
  const [personal, setPersonal] = useStoredValue(STORAGE_KEYS.personal, parseStoredPersonal, EMPTY_PERSONAL, personalOptions);
  const [storedLive, setLive] = useStoredValue<boolean | null>(STORAGE_KEYS.live, parseStoredSwitch, null, switchOptions);
  const [storedPicky, setPicky] = useStoredValue<boolean | null>(STORAGE_KEYS.picky, parseStoredSwitch, null, switchOptions);
  const language = storedLanguage ?? defaultGrammarLanguage(locale);
  return {
    language,
    engine: storedEngine ?? defaultEngine(language),
    personal,
    live: storedLive ?? true,
    picky: storedPicky ?? false,
    setLanguage,
    setEngine,
    setPersonal,
    setLive,
    setPicky,
  };
}
