/**
 * WordNet's Morphy (morphy(7WN)): the base forms of an inflected English word. Irregular forms
 * come from WordNet's exception lists (ran → run, geese → goose, better → good), which the build
 * turns into index rows and shard records; regular ones are undone by the detachment rules below,
 * then checked against the dictionary.
 */
import type { PartOfSpeech } from './types';

type MorphyPos = Exclude<PartOfSpeech, 'other'>;

/** Morphy's detachment rules per part of speech: [suffix, replacement], in WordNet's order. */
const detachmentRules: Record<MorphyPos, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adverb: [],
};

export interface BaseFormCandidate {
  lemma: string;
  pos: MorphyPos;
}

/**
 * Candidate base forms of `word` by the detachment rules alone, in rule order, unchecked
 * ("cars" → car; "running" → runne, runn; nouns ending in "ss" are left alone, as Morphy does).
 * The word is lower-cased; candidates shorter than 2 letters are dropped.
 */
export function morphyCandidates(word: string, pos?: MorphyPos): BaseFormCandidate[] {
  const lower = word.trim().toLowerCase();
  const out: BaseFormCandidate[] = [];
  const seen = new Set<string>();
  for (const p of pos ? [pos] : (['noun', 'verb', 'adjective'] as const)) {
    if (p === 'noun' && lower.endsWith('ss')) continue;
    for (const [suffix, replacement] of detachmentRules[p]) {
      if (!lower.endsWith(suffix)) continue;
      const lemma = lower.slice(0, lower.length - suffix.length) + replacement;
      if (lemma.length < 2 || seen.has(`${p}:${lemma}`)) continue;
      seen.add(`${p}:${lemma}`);
      out.push({ lemma, pos: p });
    }
  }
  return out;
}
