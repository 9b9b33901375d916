/**
 * How to read each language's MyThes thesaurus: its Debian package and file, what its first
 * field (part of speech, sometimes a relation) means, and which parenthesised markers of its terms
 * are relations. The tables were written from the files themselves (Debian bookworm packages;
 * counts are meaning lines or marker occurrences found by scanning each file).
 */
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { PartOfSpeech, RelationType } from '../../src/features/dictionary/model/types';

/** Languages whose entries come from a thesaurus (Dutch, Greek and Japanese have none in Debian). */
export type ThesaurusLanguage = Exclude<DictionaryLanguage, 'en' | 'el' | 'ja' | 'nl'>;

export interface PosFieldReading {
  pos: PartOfSpeech;
  /** Further parts of speech the field names (French "(Adjectif Nom)"): searchable, not a group. */
  also?: PartOfSpeech[];
  /** Relation of every term of the line to the headword (Russian); default synonym. */
  relation?: RelationType;
  labels?: string[];
  /** A gloss in the field (Italian "(agg. Piacevole)"). */
  definition?: string;
  /** The line is not a meaning (Hungarian name days) and is left out. */
  skip?: boolean;
}

export interface ThesaurusLanguageConfig {
  debianPackage: string;
  /** File under /usr/share/mythes. */
  file: string;
  /** `Files:` patterns of the package's DEP-5 copyright file that cover the thesaurus; null: the whole file. */
  copyrightFiles: string[] | null;
  readPosField(field: string): PosFieldReading;
  /** Term markers (text inside parentheses, lower case) that are relations; all other markers are usage labels. */
  relationMarkers: Record<string, RelationType>;
  /** Leading "(…)" of terms are labels (Ukrainian "(розм.) ґвалт") rather than part of the phrase (German "(sich) freuen"). */
  leadingParensAreLabels: boolean;
  /** Guess nouns from capitalisation (German nouns are capitalised; its thesaurus has no POS). */
  capitalisedNouns?: boolean;
}

/** Markers that mean the same in every file (English-language tags some thesauri use). */
export const sharedRelationMarkers: Record<string, RelationType> = {
  antonym: 'antonym',
  'generic term': 'hypernym',
  'similar term': 'similarTerm',
  'related term': 'relatedTerm',
};

const paren = (field: string) => field.trim().replace(/^\((.*)\)$/, '$1').trim();

function table(map: Record<string, PartOfSpeech>, fallback: PartOfSpeech = 'other'): (field: string) => PosFieldReading {
  return (field) => ({ pos: map[paren(field)] ?? fallback });
}

export const thesaurusLanguages: Record<ThesaurusLanguage, ThesaurusLanguageConfig> = {
  // (същ.) 19670, (гл.) 15447, (прил.) 12662, (словосъч.) 2513 phrases, (нар.) 1278; a few
  // prepositions, particles, interjections, numerals, conjunctions, pronouns (…мест.). No markers.
  bg: {
    debianPackage: 'mythes-bg',
    file: 'th_bg_BG_v2.dat',
    copyrightFiles: ['dictionaries/bg_BG/*'],
    readPosField: table({ 'същ.': 'noun', 'гл.': 'verb', 'прил.': 'adjective', 'нар.': 'adverb' }),
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // Empty field in 97724 lines; (podst. jm.) 5842, (slov.) 2957, (příd. jm.) 2667, (přísl.) 365.
  // Trailing markers are context glosses: (vody), (botanika), (angl.)…
  cs: {
    debianPackage: 'mythes-cs',
    file: 'th_cs_CZ_v2.dat',
    copyrightFiles: ['dictionaries/cs_CZ/thesaurus/*'],
    readPosField: table({ 'podst. jm.': 'noun', 'příd. jm.': 'adjective', slov: 'verb', 'slov.': 'verb', 'přísl.': 'adverb' }),
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // OpenThesaurus: field always "-". (Oberbegriff) 251584 = hypernym; no (Unterbegriff) or
  // (Antonym) markers in this version (mapped anyway). Labels: ugs., geh., fachspr., fig., derb,
  // veraltet, Hauptform, regional, österr., schweiz.… Leading "(sich)", "(jemandem)" belong to the phrase.
  de: {
    debianPackage: 'mythes-de',
    file: 'th_de_DE_v2.dat',
    copyrightFiles: null,
    readPosField: () => ({ pos: 'other' }),
    relationMarkers: { oberbegriff: 'hypernym', unterbegriff: 'hyponym', antonym: 'antonym' },
    leadingParensAreLabels: false,
    capitalisedNouns: true,
  },
  // Field "-" in 43589 lines; (m.) (f.) nouns, (adj.), (tr.) (intr.) (prnl.) verbs, (adv.), (interj.).
  // (Antónimo) 20 — written "Ant\uFFFDnimo" in the file; labels NoRAE, fig., loc., p. us., vulg.
  es: {
    debianPackage: 'mythes-es',
    file: 'th_es_ES_v2.dat',
    copyrightFiles: ['dictionaries/es/th_es_ANY_v2.dat'],
    readPosField(field) {
      const tag = paren(field);
      const labels = /\bfig\.$/.test(tag) && tag !== 'fig.' ? ['fig.'] : undefined;
      const base = tag.replace(/\s*fig\.$/, '');
      const pos: PartOfSpeech = /^(m|f)\.$/.test(base)
        ? 'noun'
        : base === 'adj.'
          ? 'adjective'
          : /^(tr|intr|prnl|intr\.-prnl)\.$/.test(base)
            ? 'verb'
            : base === 'adv.'
              ? 'adverb'
              : 'other';
      return labels ? { pos, labels } : { pos };
    },
    relationMarkers: { antónimo: 'antonym', 'ant\uFFFDnimo': 'antonym' },
    leadingParensAreLabels: false,
  },
  // (Nom) 14740, (Verbe) 5986, (Adjectif) 4477, (Adverbe) 1050, (?) 2894, and combinations such as
  // (Adjectif Nom) 2643 or (Nom Verbe) 1754 — ambiguous lines go under "other" and stay findable
  // under each part of speech. No relation markers.
  fr: {
    debianPackage: 'mythes-fr',
    file: 'thes_fr.dat',
    copyrightFiles: ['dictionaries/fr_FR/thes_fr.dat'],
    readPosField(field) {
      const map: Record<string, PartOfSpeech> = { Nom: 'noun', Verbe: 'verb', Adjectif: 'adjective', Adverbe: 'adverb' };
      const tags = paren(field).split(/\s+/).filter(Boolean);
      const pos = [...new Set(tags.map((t) => map[t] ?? 'other'))];
      if (pos.length === 1) return { pos: pos[0]! };
      return { pos: 'other', also: pos.filter((p) => p !== 'other') };
    },
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // Empty field in 24895 lines; (névnap) 4361 lines list names sharing a name day — not meanings,
  // left out; (U+2659)-style fields (≈1000 lines) head symbol descriptions, left out too. Markers: (kategória) 1071 and (kat.) 76 name
  // the category = hypernym; (nagybetű) "capital letter" = related; (jel) "sign", (röv.) labels.
  hu: {
    debianPackage: 'mythes-hu',
    file: 'th_hu_HU_v2.dat',
    copyrightFiles: ['dictionaries/hu_HU/*'],
    // Symbol lines ("(U+265C)|♜|bástya (jel)|…") describe characters, not words: they would make
    // "egyéb (jel)" ("other sign") the language's most polysemous word. Left out with name days.
    readPosField: (field) => (/^(névnap|U\+[0-9A-F]{4,6})$/.test(paren(field)) ? { pos: 'other', skip: true } : { pos: 'other' }),
    relationMarkers: { kategória: 'hypernym', 'kat.': 'hypernym', nagybetű: 'relatedTerm' },
    leadingParensAreLabels: false,
  },
  // (s.m.) 7379, (s.f.) 6885, (v.) 6327, (agg.) 6318, (avv.) 1659, (s.f.inv.) 376…; some fields add
  // a gloss: "(agg. Relativo alla campagna)" → definition.
  it: {
    debianPackage: 'mythes-it',
    file: 'th_it_IT_v2.dat',
    copyrightFiles: ['dictionaries/it_IT/*'],
    readPosField(field) {
      const tag = paren(field);
      const match = /^(s\.[mf]\.(?:f\.|inv\.|pl\.)?|s\.m\.f\.|v\.(?:tr\.|intr\.)?|agg\.(?:inv\.)?|avv\.|cong\.|prep\.|inter\.|pron\.)\s*(.*)$/.exec(tag);
      if (!match) return { pos: 'other' };
      const abbreviation = match[1]!;
      const pos: PartOfSpeech = abbreviation.startsWith('s.')
        ? 'noun'
        : abbreviation.startsWith('v.')
          ? 'verb'
          : abbreviation.startsWith('agg.')
            ? 'adjective'
            : abbreviation === 'avv.'
              ? 'adverb'
              : 'other';
      const gloss = match[2]!.trim();
      // "Erbo transitivo?" and "Vverbio" are notes on the tag, not glosses.
      return gloss && !/^(v?erbo|vverbio|avverbio)\b/i.test(gloss) ? { pos, definition: gloss } : { pos };
    },
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // Field always "-". (pojęcie podrzędne) 54029 = hyponym, (pojęcie nadrzędne) 32258 = hypernym,
  // (antonim) 556; labels pot., przestarz., książk., żart., specjalist., wulg., oficj., poet.…
  pl: {
    debianPackage: 'mythes-pl',
    file: 'th_pl_PL_v2.dat',
    copyrightFiles: null,
    readPosField: () => ({ pos: 'other' }),
    relationMarkers: { 'pojęcie nadrzędne': 'hypernym', 'pojęcie podrzędne': 'hyponym', antonim: 'antonym' },
    leadingParensAreLabels: false,
  },
  // "   (s.) " 18304, "   (-) " 15189, (adj.) 9929, (v.) 7925, (adv.) 808. No markers.
  pt: {
    debianPackage: 'mythes-pt-pt',
    file: 'th_pt_PT_v2.dat',
    copyrightFiles: ['dictionaries/pt_PT/th_pt_PT_v2.dat'],
    readPosField: table({ 's.': 'noun', 'adj.': 'adjective', 'v.': 'verb', 'adv.': 'adverb' }),
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // (subst) 33083, (adj) 8381, (verb) 6438, (adv) 502, and unbracketed or damaged fields ("s    ",
  // "vb", "interj", "prep", "conj"). Leading "(rar)", "(înv.)", "(reg.)", "(pop.)", "(livr.)" are labels.
  ro: {
    debianPackage: 'mythes-ro',
    file: 'th_ro_RO_v2.dat',
    copyrightFiles: ['dictionaries/ro/th_ro_RO_v2.dat'],
    readPosField(field) {
      const first = paren(field).split(/\s+/)[0]?.replace(/[()]/g, '') ?? '';
      const map: Record<string, PartOfSpeech> = { subst: 'noun', s: 'noun', adj: 'adjective', adi: 'adjective', verb: 'verb', vb: 'verb', adv: 'adverb' };
      return { pos: map[first] ?? 'other' };
    },
    relationMarkers: {},
    leadingParensAreLabels: true,
  },
  // The first field is the relation: (синоним) 20068, (сходный термин) 3941 "similar term",
  // (антоним) 1492, (связанный термин) 588 "related term" (a few damaged: "(синоним)а").
  // Term markers are labels: прост., жен., множ., ирон.…
  ru: {
    debianPackage: 'mythes-ru',
    file: 'th_ru_RU_v2.dat',
    copyrightFiles: ['dictionaries/ru_RU/th_ru_RU_M_aot_and_v2.dat'],
    readPosField(field) {
      const tag = field.trim();
      const relation: RelationType = tag.startsWith('(антоним)')
        ? 'antonym'
        : tag.startsWith('(сходный термин)')
          ? 'similarTerm'
          : tag.startsWith('(связанный термин)')
            ? 'relatedTerm'
            : 'synonym';
      return { pos: 'other', relation };
    },
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // Empty field everywhere, no markers.
  sv: {
    debianPackage: 'mythes-sv',
    file: 'th_sv_SE_v2.dat',
    copyrightFiles: ['dictionaries/sv_SE/th_sv_SE.dat'],
    readPosField: () => ({ pos: 'other' }),
    relationMarkers: {},
    leadingParensAreLabels: false,
  },
  // Field mostly empty; otherwise labels of the whole line: (розм.) colloquial, (перен.) figurative…
  // Leading term markers: (див.) 8536 "see", (пор.) 997 "compare", (див. ще) "see also" = related;
  // the rest are labels or context: (розм.), (рідше), (обл.), (про людину)…
  uk: {
    debianPackage: 'mythes-uk',
    file: 'th_uk_UA_v2.dat',
    copyrightFiles: ['dictionaries/uk_UA/*'],
    readPosField(field) {
      const tag = paren(field);
      return tag ? { pos: 'other', labels: [tag] } : { pos: 'other' };
    },
    relationMarkers: { 'див.': 'relatedTerm', 'див. ще': 'relatedTerm', 'перен. див.': 'relatedTerm', 'пор.': 'relatedTerm' },
    leadingParensAreLabels: true,
  },
};
