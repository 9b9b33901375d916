import type { PhraseEntry } from './rule';

export const GREEK: readonly PhraseEntry[] = [];
