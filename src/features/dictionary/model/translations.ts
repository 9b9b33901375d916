/**
 * Expanding an entry's stored translations ({@link RawTranslationGroup}) for the UI.
 */
import { parseEntryId, toEntryId } from './entry-id';
import type { DictionaryLanguage } from './languages';
import type { EntryLink, PartOfSpeech, RawLink, RawSense, TranslationGroup, TranslationShard } from './types';

const posOfCode: Record<RawSense['p'], PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb', o: 'other' };

function expandLink(raw: RawLink, language: DictionaryLanguage): EntryLink {
  if (typeof raw === 'string') return { lemma: raw, id: toEntryId(raw, language) };
  const [lemma, target] = raw;
  return { lemma, id: target === 0 ? null : toEntryId(target === 1 ? lemma : target, language) };
}

/**
 * The translations of entry `id` in its language's translation shard, in stored order (by part
 * of speech, then language); an empty list when the shard has none for it, null when the shard
 * is of another language or the id is invalid.
 */
export function lookupTranslations(shard: TranslationShard, id: string): TranslationGroup[] | null {
  const parsed = parseEntryId(id);
  if (!parsed || parsed.language !== shard.language) return null;
  return (shard.entries[parsed.lemmaKey] ?? []).map(([pos, language, ...links]) => ({
    pos: posOfCode[pos],
    language,
    links: links.map((link) => expandLink(link, language)),
    throughEnglish: shard.language !== 'en' && language !== 'en',
  }));
}
