/**
 * English entries from WordNet: one entry per lemma of the index files, one sense per synset,
 * with every pointer as a relation, plus records for irregular inflected forms.
 */
import { lemmaKey as keyOf } from '../../src/features/dictionary/model/entry-id';
import type { RawEntry, RawLink, RawSense, RelationType } from '../../src/features/dictionary/model/types';
import { compareCodeUnits, type LanguageData } from './language-data';
import { synsetKey, wordNetPos, type Synset, type WordNet, type WordNetPos } from './wordnet';

const posCodeOf: Record<WordNetPos, RawSense['p']> = { n: 'n', v: 'v', a: 'a', r: 'r' };
const posOrder: Record<WordNetPos, number> = { n: 0, v: 1, a: 2, r: 3 };

/**
 * Relations that fan out to many synsets ("person" has hundreds of hyponyms): only the first word
 * of each target synset is kept, which names it well enough for a link and keeps shards small.
 */
const headWordOnly = new Set<RelationType>([
  'hyponym',
  'instanceHyponym',
  'memberMeronym',
  'partMeronym',
  'substanceMeronym',
  'memberHolonym',
  'partHolonym',
  'substanceHolonym',
  'memberOfDomainTopic',
  'memberOfDomainRegion',
  'memberOfDomainUsage',
]);

/** WordNet words repeat across synsets: keying each once saves most of the normalisation work. */
const keys = new Map<string, string>();
function lemmaKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    key = keyOf(word);
    keys.set(word, key);
  }
  return key;
}

export interface EnglishOptions {
  /** Links kept per relation of one sense (hyponym lists of "city" or "person" run to hundreds). Default 120. */
  maxLinksPerRelation?: number;
}

/** Builds the English records from a parsed WordNet. */
export function englishData(wordnet: WordNet, options: EnglishOptions = {}): LanguageData {
  const { maxLinksPerRelation = 120 } = options;
  const { synsets, index, tagCounts, exceptions } = wordnet;
  const records = new Map<string, RawEntry>();
  const rankInfo = new Map<string, { tags: number; senses: number }>();

  const synsetOf = (pos: WordNetPos, offset: number): Synset => {
    const synset = synsets.get(synsetKey(pos, offset));
    if (!synset) throw new Error(`WordNet: missing synset ${synsetKey(pos, offset)}`);
    return synset;
  };

  for (const [lemma, byPos] of index) {
    const key = lemmaKey(lemma);
    const groups: { pos: WordNetPos; tags: number; senses: RawSense[] }[] = [];
    const surfaces: string[] = [];
    for (const pos of wordNetPos) {
      const offsets = byPos[pos];
      if (!offsets) continue;
      const group = { pos, tags: 0, senses: [] as RawSense[] };
      for (const offset of offsets) {
        const synset = synsetOf(pos, offset);
        const wordIndex = synset.words.findIndex((w) => lemmaKey(w) === key);
        if (wordIndex < 0) throw new Error(`WordNet: "${lemma}" not in synset ${synsetKey(pos, offset)}`);
        const surface = synset.words[wordIndex]!;
        surfaces.push(surface);
        const relations: Partial<Record<RelationType, RawLink[]>> = {};
        const seen = new Map<RelationType, Set<string>>();
        const synonyms = synset.words.filter((_, i) => i !== wordIndex);
        if (synonyms.length > 0) relations.synonym = synonyms;
        for (const pointer of synset.pointers) {
          if (pointer.source !== 0 && pointer.source !== wordIndex + 1) continue;
          const target = synsetOf(pointer.pos, pointer.offset);
          const words =
            pointer.target !== 0 ? [target.words[pointer.target - 1]!] : headWordOnly.has(pointer.relation) ? target.words.slice(0, 1) : target.words;
          const list = (relations[pointer.relation] ??= []);
          let listed = seen.get(pointer.relation);
          if (!listed) seen.set(pointer.relation, (listed = new Set()));
          for (const word of words) {
            if (list.length >= maxLinksPerRelation) break;
            if (lemmaKey(word) !== key && !listed.has(word)) {
              listed.add(word);
              list.push(word);
            }
          }
          if (list.length === 0) delete relations[pointer.relation];
        }
        const tags = tagCounts.get(`${synsetKey(pos, offset)} ${key}`) ?? 0;
        group.tags += tags;
        const sense: RawSense = { p: posCodeOf[pos], k: synsetKey(pos, offset), g: [synset.lexFile] };
        if (synset.definition) sense.d = synset.definition;
        if (synset.examples.length > 0) sense.x = synset.examples;
        if (tags > 0) sense.c = tags;
        const frames = [...new Set(synset.frames.filter((f) => f.word === 0 || f.word === wordIndex + 1).map((f) => f.frame))].sort((a, b) => a - b);
        if (frames.length > 0) sense.v = frames;
        if (Object.keys(relations).length > 0) sense.r = relations;
        (sense as RawSense & { surface: string }).surface = surface;
        group.senses.push(sense);
      }
      groups.push(group);
    }
    // Most used part of speech first ("run": verb), WordNet's order on ties.
    groups.sort((a, b) => b.tags - a.tags || posOrder[a.pos] - posOrder[b.pos]);
    const display = surfaces.includes(key) ? key : mostCommon(surfaces);
    const senses = groups.flatMap((g) => g.senses);
    for (const sense of senses) {
      const withSurface = sense as RawSense & { surface?: string };
      if (withSurface.surface !== display) sense.w = withSurface.surface;
      delete withSurface.surface;
    }
    const tags = groups.reduce((sum, g) => sum + g.tags, 0);
    rankInfo.set(key, { tags, senses: senses.length });
    records.set(key, { l: display, f: tags * 8 + Math.min(senses.length, 7), m: senses });
  }

  // Irregular inflections (exception lists): base entries list them; forms point to their bases.
  for (const pos of wordNetPos) {
    for (const [form, bases] of exceptions[pos]) {
      const formKey = lemmaKey(form);
      for (const base of bases) {
        const baseKey = lemmaKey(base);
        const baseRecord = records.get(baseKey);
        if (baseKey === formKey || !baseRecord || !index.get(baseKey)?.[pos]) continue;
        if (!(baseRecord.i ??= []).includes(form)) baseRecord.i.push(form);
        let formRecord = records.get(formKey);
        if (!formRecord) {
          formRecord = { l: form, f: 0 };
          records.set(formKey, formRecord);
        }
        const link: RawLink = baseRecord.l;
        if (!(formRecord.b ??= []).some((b) => lemmaKey(typeof b === 'string' ? b : b[0]) === baseKey)) formRecord.b.push(link);
      }
    }
  }

  const ranked = [...rankInfo.keys()].sort((a, b) => {
    const x = rankInfo.get(a)!;
    const y = rankInfo.get(b)!;
    return y.tags - x.tags || y.senses - x.senses || compareCodeUnits(a, b);
  });
  return { language: 'en', records, ranked };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0]!;
  for (const [v, n] of counts) if (n > counts.get(best)! || (n === counts.get(best)! && v < best)) best = v;
  return best;
}
