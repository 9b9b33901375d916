/**
 * Expanding the compact shard records into {@link DictionaryEntry} objects for the UI.
 */
import { parseEntryId, toEntryId } from './entry-id';
import type { DictionaryLanguage } from './languages';
import type { DictionaryEntry, EntryLink, EntryLookup, EntryShard, MeaningGroup, PartOfSpeech, RawEntry, RawLink, RawSense, RelationType, Sense } from './types';

const posOfCode: Record<RawSense['p'], PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb', o: 'other' };

/** Relations gathered into {@link Sense.related}. */
const relatedRelationTypes: readonly RelationType[] = [
  'similarTo',
  'alsoSee',
  'derivation',
  'pertainym',
  'attribute',
  'participle',
  'verbGroup',
  'similarTerm',
  'relatedTerm',
];

/** Expands a stored link. */
function expandLink(raw: RawLink, language: DictionaryLanguage): EntryLink {
  if (typeof raw === 'string') return { lemma: raw, id: toEntryId(raw, language) };
  const [lemma, target, ...labels] = raw;
  const link: EntryLink = { lemma, id: target === 0 ? null : toEntryId(target === 1 ? lemma : target, language) };
  if (labels.length > 0) link.labels = labels;
  return link;
}

function gather(relations: Partial<Record<RelationType, EntryLink[]>>, types: readonly RelationType[]): EntryLink[] {
  const out: EntryLink[] = [];
  const seen = new Set<string>();
  for (const type of types) {
    for (const link of relations[type] ?? []) {
      const key = link.id ?? `\u0000${link.lemma}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(link);
    }
  }
  return out;
}

function expandSense(raw: RawSense, entryLemma: string, language: DictionaryLanguage): Sense {
  const relations: Partial<Record<RelationType, EntryLink[]>> = {};
  for (const [type, links] of Object.entries(raw.r ?? {}) as [RelationType, RawLink[]][]) {
    relations[type] = links.map((link) => expandLink(link, language));
  }
  const sense: Sense = {
    lemma: raw.w ?? entryLemma,
    examples: raw.x ?? [],
    labels: raw.g ?? [],
    synonyms: relations.synonym ?? [],
    antonyms: relations.antonym ?? [],
    hypernyms: gather(relations, ['hypernym', 'instanceHypernym']),
    hyponyms: gather(relations, ['hyponym', 'instanceHyponym']),
    related: gather(relations, relatedRelationTypes),
    relations,
  };
  if (raw.d !== undefined) sense.definition = raw.d;
  if (raw.c !== undefined) sense.tagCount = raw.c;
  if (raw.k !== undefined) sense.sourceId = raw.k;
  if (raw.v !== undefined) sense.verbFrames = raw.v;
  return sense;
}

/** Expands a stored entry record (one with meanings) of lemma key `key`. */
function expandEntry(key: string, raw: RawEntry, language: DictionaryLanguage): DictionaryEntry {
  const meanings: MeaningGroup[] = [];
  for (const rawSense of raw.m ?? []) {
    const pos = posOfCode[rawSense.p];
    let group = meanings.find((g) => g.pos === pos);
    if (!group) {
      group = { pos, senses: [] };
      meanings.push(group);
    }
    group.senses.push(expandSense(rawSense, raw.l, language));
  }
  const entry: DictionaryEntry = {
    id: toEntryId(key, language),
    lemma: raw.l,
    language,
    meanings,
    baseForms: (raw.b ?? []).map((link) => expandLink(link, language)),
    inflections: raw.i ?? [],
    score: raw.f,
  };
  if (raw.y !== undefined) entry.pronunciationFile = raw.y;
  return entry;
}

/**
 * Looks `id` up in a shard: its entry, or — for an inflected form the dictionary knows
 * ("geese") — the base words to show or redirect to. Null when the shard has neither (or the
 * id belongs to another language).
 */
export function lookupEntry(shard: EntryShard, id: string): EntryLookup | null {
  const parsed = parseEntryId(id);
  if (!parsed || parsed.language !== shard.language) return null;
  const raw = shard.entries[parsed.lemmaKey];
  if (!raw) return null;
  if (raw.m && raw.m.length > 0) return { kind: 'entry', entry: expandEntry(parsed.lemmaKey, raw, shard.language) };
  return { kind: 'form', lemma: raw.l, language: shard.language, baseForms: (raw.b ?? []).map((link) => expandLink(link, shard.language)) };
}

/** The pronunciation file of the word `id` (an entry or an inflected form), or null when it has no known pronunciation. */
export function pronunciationFileOf(shard: EntryShard, id: string): number | null {
  const parsed = parseEntryId(id);
  if (!parsed || parsed.language !== shard.language) return null;
  return shard.entries[parsed.lemmaKey]?.y ?? null;
}
