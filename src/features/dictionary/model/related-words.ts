import type { DictionaryEntry, EntryLink, Sense } from './types';

/** The relation lists every sense carries. */
export type SenseRelationGroup = keyof Pick<Sense, 'synonyms' | 'antonyms' | 'hypernyms' | 'hyponyms' | 'related'>;

/**
 * The words of a relation group over all of an entry's meanings, each once, in order of first
 * mention, without the entry itself: what the entry page lists (and the static summary too).
 */
export function relatedWords(entry: DictionaryEntry, group: SenseRelationGroup): EntryLink[] {
  const seen = new Set<string>();
  const links: EntryLink[] = [];
  for (const meaning of entry.meanings) {
    for (const sense of meaning.senses) {
      for (const link of sense[group]) {
        const key = link.id ?? link.lemma;
        if (seen.has(key) || link.id === entry.id) continue;
        seen.add(key);
        links.push(link);
      }
    }
  }
  return links;
}
