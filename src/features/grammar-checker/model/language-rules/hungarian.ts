import type { PhraseEntry } from './rule';

export const HUNGARIAN: readonly PhraseEntry[] = [];
