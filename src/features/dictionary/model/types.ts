/**
 * Types of the semantic dictionary: the expanded entry the UI renders, the compact records the
 * build writes into the shards, search suggestions and the manifest.
 */
import type { DictionaryLanguage } from './languages';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb' | 'other';

/** Order of the part-of-speech filter and of meaning groups with equal weight. */
const partsOfSpeech: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb', 'other'];

/** Bit of each part of speech in the masks of the search index and the letter pages. */
export const posBits: Record<PartOfSpeech, number> = { noun: 1, verb: 2, adjective: 4, adverb: 8, other: 16 };

/** The parts of speech set in `mask`. */
export function posFromMask(mask: number): PartOfSpeech[] {
  return partsOfSpeech.filter((pos) => (mask & posBits[pos]) !== 0);
}

/**
 * Every relation the sources carry. WordNet's pointers (wndb(5WN)) keep their WordNet names;
 * `similarTerm` and `relatedTerm` come from the thesauri ("сходный термин", "связанный термин",
 * Ukrainian "див."/"пор."). `synonym` is the set of other words of the same meaning.
 */
export const relationTypes = [
  'synonym',
  'antonym',
  'hypernym',
  'instanceHypernym',
  'hyponym',
  'instanceHyponym',
  'memberHolonym',
  'substanceHolonym',
  'partHolonym',
  'memberMeronym',
  'substanceMeronym',
  'partMeronym',
  'attribute',
  'derivation',
  'entailment',
  'cause',
  'alsoSee',
  'verbGroup',
  'similarTo',
  'participle',
  'pertainym',
  'domainTopic',
  'domainRegion',
  'domainUsage',
  'memberOfDomainTopic',
  'memberOfDomainRegion',
  'memberOfDomainUsage',
  'similarTerm',
  'relatedTerm',
] as const;

export type RelationType = (typeof relationTypes)[number];

/** A word an entry points to. `id` is null when the dictionary has no entry for it (thesauri list words they do not index). */
export interface EntryLink {
  lemma: string;
  id: string | null;
  /** Usage labels of the source, e.g. "ugs.", "przestarz.", "fig.". */
  labels?: string[];
}

/** One meaning (a WordNet synset, a thesaurus line) of the entry's word. */
export interface Sense {
  /** The word as this meaning spells it ("Polish" in the entry "polish"). */
  lemma: string;
  /** Gloss (WordNet; short Italian glosses). */
  definition?: string;
  /** Usage examples (WordNet). */
  examples: string[];
  /** Labels of the meaning: WordNet's lexicographer file ("noun.artifact"), thesaurus usage labels. */
  labels: string[];
  synonyms: EntryLink[];
  antonyms: EntryLink[];
  /** Hypernyms and instance hypernyms. */
  hypernyms: EntryLink[];
  /** Hyponyms and instance hyponyms. */
  hyponyms: EntryLink[];
  /** Similar-to, see-also, derivationally related, pertainyms, attributes, participles, verb groups, related terms. */
  related: EntryLink[];
  /** Every relation, including the ones gathered above, under its own type. */
  relations: Partial<Record<RelationType, EntryLink[]>>;
  /** WordNet sense tag count (how often the sense was tagged in the SemCor corpora). */
  tagCount?: number;
  /** Source identifier of the meaning (WordNet: POS letter and synset offset, e.g. "n02961779"). */
  sourceId?: string;
  /** WordNet's generic sentence frames of a verb meaning, by number (see verb-frames.ts). */
  verbFrames?: number[];
}

export interface MeaningGroup {
  pos: PartOfSpeech;
  senses: Sense[];
}

export interface DictionaryEntry {
  id: string;
  /** The headword as displayed. */
  lemma: string;
  language: DictionaryLanguage;
  /** Meanings grouped by part of speech, most used group first. */
  meanings: MeaningGroup[];
  /** Words this one is an inflected form of ("better" → "good", "well"). */
  baseForms: EntryLink[];
  /** Irregular inflected forms of this word ("good" → "better", "best"). */
  inflections: string[];
  /** Ranking score of the search index (higher is more frequent). */
  score: number;
  /** English: the pronunciation file of the word (see rhymes.ts), when it has a pronunciation. */
  pronunciationFile?: number;
}

/** What a shard holds under an id: an entry, or an inflected form pointing to its base words. */
export type EntryLookup =
  | { kind: 'entry'; entry: DictionaryEntry }
  | { kind: 'form'; lemma: string; language: DictionaryLanguage; baseForms: EntryLink[] };

export interface SearchSuggestion {
  lemma: string;
  id: string;
  pos: PartOfSpeech[];
  /** What matched when it is not the lemma itself: an inflected form ("ran" for "run"). */
  matchedForm?: string;
  /** True when the folded query equals the folded lemma (or matched form). */
  exact: boolean;
  score: number;
}

export interface SearchResult {
  suggestions: SearchSuggestion[];
  /** Number of matches in the chunk (for "load more"). */
  total: number;
  /**
   * False when the chunk holds only the most frequent words of its prefix (a split node's top
   * list): more words exist; a longer query loads a complete chunk.
   */
  complete: boolean;
}

// ——— Compact records written by the build ———

/**
 * A link as stored: a plain string is a lemma that has an entry of the same key; a tuple is
 * `[lemma, target, ...labels]` with target 0 (no entry), 1 (entry of the lemma's own key) or the
 * key of the entry it points to.
 */
export type RawLink = string | [string, 0 | 1 | string, ...string[]];

export interface RawSense {
  /** Part of speech: n, v, a, r (adverb), o (other). */
  p: 'n' | 'v' | 'a' | 'r' | 'o';
  /** Spelling in this sense when it differs from the entry's lemma. */
  w?: string;
  d?: string;
  x?: string[];
  g?: string[];
  c?: number;
  k?: string;
  r?: Partial<Record<RelationType, RawLink[]>>;
  /** Verb sentence frame numbers (WordNet). */
  v?: number[];
}

export interface RawEntry {
  l: string;
  /** Score for ranking. */
  f: number;
  m?: RawSense[];
  /** Base forms (keys) when the lemma is an inflected form. */
  b?: RawLink[];
  /** Irregular inflected forms. */
  i?: string[];
  /** English: the pronunciation file holding the word's first pronunciation (see rhymes.ts). */
  y?: number;
}

/** A pronunciation row: [lemma, its ARPAbet transcription of this group, ...its other transcriptions (first row of the word only)]. */
export type PronunciationRow = [string, string, ...string[]];

/** English words grouped by near-rhyme key, each group most frequent first. */
export interface PronunciationFile {
  v: 1;
  language: DictionaryLanguage;
  groups: Record<string, PronunciationRow[]>;
}

/**
 * Every headword of a language, most frequent first (a frequency list's order, then the
 * dictionary's own ranking), with the irregular inflected forms: for pattern search and
 * spelling suggestions.
 */
export interface WordList {
  v: 1;
  language: DictionaryLanguage;
  words: string[];
  /** [inflected form, base word]. */
  forms: [string, string][];
}

/**
 * A shard of the English reverse index (terms by fnv1a32(term) mod the manifest's
 * `reverseShards`): for each stemmed term its postings `[names, weight, names, weight, …]`,
 * highest weight first; `names` are the first words of a meaning (a synset) joined by "|".
 */
export interface ReverseIndexShard {
  v: 1;
  language: DictionaryLanguage;
  terms: Record<string, (string | number)[]>;
}

export interface EntryShard {
  v: 1;
  language: DictionaryLanguage;
  /** Records by lemma key; a record without `m` is an inflected form only. */
  entries: Record<string, RawEntry>;
}

/**
 * An entry's translations as stored in a translation shard: groups `[pos, language, ...links]`,
 * each link a {@link RawLink} into the group's language. Groups of a non-English entry in a
 * language other than English are its English translations' own translations.
 */
export type RawTranslationGroup = [RawSense['p'], DictionaryLanguage, ...RawLink[]];

export interface TranslationShard {
  v: 1;
  language: DictionaryLanguage;
  /** Translation groups by lemma key (entries without translations are absent). */
  entries: Record<string, RawTranslationGroup[]>;
}

/** Words of another language that translate an entry, for one part of speech. */
export interface TranslationGroup {
  pos: PartOfSpeech;
  language: DictionaryLanguage;
  links: EntryLink[];
  /** Found through the English translations rather than a dictionary of the entry's own language. */
  throughEnglish: boolean;
}

/** A search row: [lemma, pos mask, score] or, for an inflected form, [form, pos mask of the base, 0, base lemma]. */
export type SearchRow = [string, number, number] | [string, number, number, string];

export interface SearchIndexChunk {
  v: 1;
  language: DictionaryLanguage;
  /** Folded prefix shared by every row. */
  prefix: string;
  /** False for a split node's top list (see {@link SearchResult.complete}). */
  complete: boolean;
  /** Rows sorted by folded lemma, then lemma. */
  rows: SearchRow[];
}

/** A letter page row: [lemma, pos mask]. */
export type LetterRow = [string, number];

export interface LetterPage {
  v: 1;
  language: DictionaryLanguage;
  letter: string;
  page: number;
  pages: number;
  total: number;
  rows: LetterRow[];
}

export interface LetterInfo {
  letter: string;
  /** Words listed under the letter. */
  count: number;
  /** Number of pages (0 when no word starts with the letter). */
  pages: number;
}

export interface LanguageManifest {
  /** Content hash of the language's files; part of their URLs, so they can be cached forever. */
  version: string;
  /** Entries with meanings. */
  entryCount: number;
  /** Inflected forms that point to entries. */
  formCount: number;
  /** Entry shards: an entry's shard is fnv1a32(UTF-8 lemma key) mod shardCount. */
  shardCount: number;
  /** Letters of the alphabet in order, then the "#" bucket. */
  letters: LetterInfo[];
  letterPageSize: number;
  /**
   * Translation shards (`{lang}/{version}/t/{n}.json`, n = fnv1a32(lemma key) mod shardCount);
   * absent for a language without a dictionary to or from English.
   */
  translations?: { version: string; shardCount: number };
  /** Shards of the reverse index ("means like"), when the language has one. */
  reverseShards?: number;
  search: {
    /**
     * Split nodes of the search prefix tree: folded prefix → its children (next folded letters),
     * in order, packed into groups. "" is the root. A group of several letters is one complete
     * chunk named after the prefix plus its first letter; a one-letter group is a child node:
     * split again if it is a key here, else a complete chunk. Split nodes also have a top list.
     */
    nodes: Record<string, string[]>;
    /** Rows of a split node's top list at most (plus exact matches of the prefix). */
    topSize: number;
  };
}

export interface Manifest {
  v: 1;
  /** Hash of all languages' versions. */
  buildHash: string;
  /** URL path of the dictionary files, with a trailing slash. */
  basePath: string;
  shardScheme: 'fnv1a32-mod';
  languages: Partial<Record<DictionaryLanguage, LanguageManifest>>;
}
