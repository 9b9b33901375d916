/**
 * Entries of the 13 thesaurus languages, read from the normalised MyThes data: one entry per
 * headword (duplicate blocks merged), one sense per meaning line, markers turned into relations
 * and labels as the language's table says (mythes-languages.ts).
 */
import { join } from 'node:path';
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import { posBits, type RawEntry, type RawLink, type RawSense, type RelationType } from '../../src/features/dictionary/model/types';
import { compareCodeUnits, posCode, type LanguageData } from './language-data';
import { readNormalised, type NormalisedThesaurus } from './mythes';
import { sharedRelationMarkers, thesaurusLanguages, type PosFieldReading, type ThesaurusLanguage, type ThesaurusLanguageConfig } from './mythes-languages';

export interface ParsedTerm {
  /** The term as shown: markers removed (and leading label markers, where the language has them). */
  display: string;
  /** Keys it may name, best first: the whole text, then without a leading "(…)" ("(sich) freuen" → "freuen"). */
  keys: string[];
  /** Relation its marker names, if any. */
  relation?: RelationType;
  labels: string[];
}

const usableLabel = (label: string) => label !== '' && label !== '...' && label.length <= 40 && !/[\\$]/.test(label);

/** Parses one term of a meaning line. Null for an empty term. */
export function parseTerm(raw: string, config: Pick<ThesaurusLanguageConfig, 'relationMarkers' | 'leadingParensAreLabels'>): ParsedTerm | null {
  let text = raw.trim();
  if (text === '') return null;
  let relation: RelationType | undefined;
  const labelsOf = (contents: string[]): string[] =>
    contents.flatMap((content) => {
      const found = config.relationMarkers[content.trim().toLowerCase()] ?? sharedRelationMarkers[content.trim().toLowerCase()];
      if (found) {
        relation ??= found;
        return [];
      }
      return content.split(/,\s*/).map((p) => p.trim()).filter(usableLabel);
    });
  const trailing: string[] = [];
  for (;;) {
    const match = /\s*\(([^()]*)\)\s*$/.exec(text);
    if (!match || match.index === 0) break;
    trailing.unshift(match[1]!);
    text = text.slice(0, match.index).trimEnd();
  }
  const leading: string[] = [];
  if (config.leadingParensAreLabels) {
    for (;;) {
      const match = /^\(([^()]*)\)\s*/.exec(text);
      if (!match || match[0].length === text.length) break;
      leading.push(match[1]!);
      text = text.slice(match[0].length);
    }
  }
  const labels = [...labelsOf(leading), ...labelsOf(trailing)];
  const keys = [lemmaKey(text)];
  const withoutLeading = text.replace(/^\([^()]*\)\s*/, '');
  if (withoutLeading !== text && withoutLeading !== '') keys.push(lemmaKey(withoutLeading));
  const term: ParsedTerm = { display: text, keys, labels };
  if (relation) term.relation = relation;
  return term;
}

interface ReadLine {
  reading: PosFieldReading;
  terms: ParsedTerm[];
}

export interface ThesaurusOptions {
  /** Hyponyms added per sense by inverting hypernyms (languages without hyponym markers). Default 100. */
  maxInvertedHyponyms?: number;
}

function isCapitalised(text: string): boolean {
  const first = text.replace(/^\([^()]*\)\s*/, '').charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** Builds one thesaurus language's records from its normalised data. */
export function thesaurusData(language: ThesaurusLanguage, data: NormalisedThesaurus, options: ThesaurusOptions = {}): LanguageData & { extraPos: Map<string, number> } {
  const { maxInvertedHyponyms = 100 } = options;
  const config = thesaurusLanguages[language];
  const lines: ReadLine[] = data.meanings.map((line) => ({
    reading: config.readPosField(line.posField),
    terms: line.terms.map((t) => parseTerm(t, config)).filter((t): t is ParsedTerm => t !== null),
  }));

  // Headwords merged by key (German lists some blocks twice).
  const blocksByKey = new Map<string, { headword: string; meanings: number[] }>();
  for (const block of data.blocks) {
    const key = lemmaKey(block.headword);
    if (key === '') continue;
    const merged = blocksByKey.get(key);
    if (!merged) blocksByKey.set(key, { headword: block.headword, meanings: [...new Set(block.meanings)] });
    else for (const m of block.meanings) if (!merged.meanings.includes(m)) merged.meanings.push(m);
  }

  // Display spelling of each key: its most frequent spelling among all terms (headwords are
  // lower-cased in several files: "haus" is written "Haus" in the lines).
  const spellings = new Map<string, Map<string, number>>();
  for (const line of lines) {
    for (const term of line.terms) {
      const key = term.keys[0]!;
      if (!blocksByKey.has(key)) continue;
      const counts = spellings.get(key) ?? new Map<string, number>();
      counts.set(term.display, (counts.get(term.display) ?? 0) + 1);
      spellings.set(key, counts);
    }
  }
  const displayOf = (key: string): string => {
    const counts = spellings.get(key);
    if (!counts) return blocksByKey.get(key)?.headword.trim() ?? key;
    let best = '';
    let bestCount = -1;
    for (const [spelling, count] of counts) {
      if (count > bestCount || (count === bestCount && compareCodeUnits(spelling, best) < 0)) {
        best = spelling;
        bestCount = count;
      }
    }
    return best;
  };
  const displays = new Map<string, string>();
  for (const key of blocksByKey.keys()) displays.set(key, displayOf(key));

  const targetOf = (term: ParsedTerm): string | null => term.keys.find((k) => blocksByKey.has(k)) ?? null;
  const linkOf = (term: ParsedTerm): RawLink => {
    const target = targetOf(term);
    if (target !== null && term.labels.length === 0 && lemmaKey(term.display) === target) return term.display;
    return [term.display, target === null ? 0 : lemmaKey(term.display) === target ? 1 : target, ...term.labels];
  };

  const records = new Map<string, RawEntry>();
  const extraPos = new Map<string, number>();
  const linkCounts = new Map<string, number>();
  let hyponymLinks = 0;
  let hypernymLinks = 0;

  for (const [key, block] of blocksByKey) {
    const display = displays.get(key)!;
    const senses: RawSense[] = [];
    const pendingRelations: Partial<Record<RelationType, RawLink[]>>[] = [];
    let extra = 0;
    let links = 0;
    for (const index of block.meanings) {
      const line = lines[index]!;
      if (line.reading.skip) continue;
      const lineRelation = line.reading.relation ?? 'synonym';
      const relations: Partial<Record<RelationType, RawLink[]>> = {};
      const selfTerms = line.terms.filter((t) => t.relation === undefined && t.keys.includes(key));
      for (const term of line.terms) {
        if (term.keys.includes(key)) continue;
        const relation = term.relation ?? lineRelation;
        const list = (relations[relation] ??= []);
        const link = linkOf(term);
        const linkKey = JSON.stringify(link);
        if (!list.some((l) => JSON.stringify(l) === linkKey)) list.push(link);
        links++;
        if (relation === 'hyponym') hyponymLinks++;
        if (relation === 'hypernym') hypernymLinks++;
      }
      if (lineRelation !== 'synonym') {
        // Russian antonym / similar / related lines name no meaning of their own: they join the
        // first meaning below.
        pendingRelations.push(relations);
        continue;
      }
      let pos = line.reading.pos;
      if (config.capitalisedNouns && pos === 'other') {
        const members = [...selfTerms, ...line.terms.filter((t) => t.relation === undefined && !t.keys.includes(key))];
        if (members.length > 0 && members.filter((t) => isCapitalised(t.display)).length * 2 > members.length) pos = 'noun';
      }
      for (const also of line.reading.also ?? []) extra |= posBits[also];
      const sense: RawSense = { p: posCode[pos] };
      const surface = selfTerms[0]?.display;
      if (surface !== undefined && surface !== display && lemmaKey(surface) === key) sense.w = surface;
      if (line.reading.definition) sense.d = line.reading.definition;
      const labels = [...(line.reading.labels ?? []), ...selfTerms.flatMap((t) => t.labels)];
      if (labels.length > 0) sense.g = [...new Set(labels)];
      if (Object.keys(relations).length > 0) sense.r = relations;
      senses.push(sense);
    }
    for (const relations of pendingRelations) {
      if (senses.length === 0) senses.push({ p: 'o' });
      const first = senses[0]!;
      for (const [relation, list] of Object.entries(relations) as [RelationType, RawLink[]][]) {
        const target = ((first.r ??= {})[relation] ??= []);
        for (const link of list) if (!target.some((l) => JSON.stringify(l) === JSON.stringify(link))) target.push(link);
      }
    }
    if (senses.length === 0) continue;
    records.set(key, { l: display, f: senses.length, m: groupedByPos(senses) });
    if (extra) extraPos.set(key, extra);
    linkCounts.set(key, links);
  }

  if (hyponymLinks === 0 && hypernymLinks > 0) invertHypernyms(records, maxInvertedHyponyms);

  const ranked = [...records.keys()]
    .filter((key) => /^\p{L}/u.test(records.get(key)!.l))
    .sort((a, b) => records.get(b)!.f - records.get(a)!.f || (linkCounts.get(b) ?? 0) - (linkCounts.get(a) ?? 0) || compareCodeUnits(a, b));
  return { language, records, ranked, extraPos };
}

/** Senses grouped by part of speech, the group with most senses first (ties: first seen), "other" last. */
function groupedByPos(senses: RawSense[]): RawSense[] {
  const groups = new Map<RawSense['p'], RawSense[]>();
  for (const sense of senses) {
    const group = groups.get(sense.p);
    if (group) group.push(sense);
    else groups.set(sense.p, [sense]);
  }
  return [...groups.values()].sort((a, b) => Number(a[0]!.p === 'o') - Number(b[0]!.p === 'o') || b.length - a.length).flat();
}

const linkKeyOf = (link: RawLink): string | null => {
  if (typeof link === 'string') return lemmaKey(link);
  const [lemma, target] = link;
  return target === 0 ? null : target === 1 ? lemmaKey(lemma) : target;
};

/**
 * Adds hyponyms where the thesaurus only marks hypernyms (German "(Oberbegriff)"): X with
 * hypernyms {Bau, Bauwerk, Gebäude} becomes a hyponym of each of them, in the meaning of the
 * hypernym that shares most of those words (the meaning "Bau, Bauwerk, Gebäude, Gemäuer").
 */
function invertHypernyms(records: Map<string, RawEntry>, max: number): void {
  const additions: { target: string; sense: number; link: RawLink }[] = [];
  for (const [key, record] of records) {
    for (const sense of record.m ?? []) {
      const hypernyms = sense.r?.hypernym ?? [];
      const hypernymKeys = hypernyms.map(linkKeyOf).filter((k): k is string => k !== null);
      for (const target of new Set(hypernymKeys)) {
        const targetSenses = records.get(target)?.m ?? [];
        let best = -1;
        let bestOverlap = -1;
        targetSenses.forEach((targetSense, i) => {
          const words = new Set((targetSense.r?.synonym ?? []).map(linkKeyOf));
          const overlap = hypernymKeys.filter((k) => k !== target && words.has(k)).length;
          if (overlap > bestOverlap) {
            best = i;
            bestOverlap = overlap;
          }
        });
        if (best >= 0) additions.push({ target, sense: best, link: record.l === key || lemmaKey(record.l) === key ? record.l : [record.l, key] });
      }
    }
  }
  for (const { target, sense, link } of additions) {
    const targetSense = records.get(target)!.m![sense]!;
    const list = ((targetSense.r ??= {}).hyponym ??= []);
    if (list.length >= max) continue;
    const key = linkKeyOf(link);
    if (!list.some((l) => linkKeyOf(l) === key)) list.push(link);
  }
}

/** Path of a language's committed normalised thesaurus. */
export function normalisedPath(language: ThesaurusLanguage, root = process.cwd()): string {
  return join(root, 'data', 'dictionary', 'mythes', `${language}.jsonl.gz`);
}

/** Reads and builds one thesaurus language from data/dictionary/mythes. */
export function readThesaurusLanguage(language: ThesaurusLanguage, root = process.cwd(), options: ThesaurusOptions = {}) {
  return thesaurusData(language, readNormalised(normalisedPath(language, root)), options);
}
