/**
 * Hemingway-style highlights for the text counter: long and very long sentences in every
 * language; passive voice and adverbs in English. Pure and framework-free (no DOM), so it runs in
 * the counting worker. Offsets are UTF-16 offsets into the text given, which the incremental
 * counter calls with one block (ending after a line feed) at a time.
 *
 * Sentence lengths: Yoast SEO's readability analysis ("Sentence length" assessment) flags
 * sentences of more than 20 words; Hemingway Editor marks a sentence "hard to read" (yellow) and
 * "very hard to read" (red) by length and grade, red for the longest ones. Here: more than 20 words
 * is long, more than 30 very long. Words and sentences are those of the shared tokenizer
 * (src/lib/text), so "Mr. Smith" does not end a sentence.
 *
 * Passive voice (English): a form of "be" (am, is, are, was, were, be, been, being, and their
 * negated and 're/'m contractions), optionally followed by up to two adverbs or "not", then a past
 * participle: a regular -ed form or an irregular one from {@link IRREGULAR_PARTICIPLES}. Also the
 * "get" passive (got fired, gets paid). 's is left out: "it's done" (is) and "he's done it" (has)
 * cannot be told apart word by word. Like Hemingway, adjectives in -ed after "be" ("was tired")
 * count as passive. Punctuation between the words breaks the chain. The highlight covers the
 * auxiliary through the participle.
 *
 * Adverbs (English): words ending in -ly, as Hemingway flags them, except the adjectives, nouns
 * and verbs in {@link NOT_ADVERBS} and capitalised words inside a sentence (names: Kelly, Italy;
 * a name in -ly opening a sentence is still marked).
 *
 * Highlights may nest: word highlights lie inside their sentence's, an adverb may lie inside a
 * passive span. They are sorted by start, the longer first when two start together.
 */

import { visitWordsAndSentences } from '@/lib/text/tokenize';

export type HighlightKind = 'long-sentence' | 'very-long-sentence' | 'passive' | 'adverb';

export interface Highlight {
  /** UTF-16 offset of the first highlighted character in the text given. */
  start: number;
  /** UTF-16 offset just past the last one. */
  end: number;
  kind: HighlightKind;
}

export type HighlightCounts = Record<HighlightKind, number>;

/** A sentence of more words than this is long (Yoast's sentence-length limit). */
export const LONG_SENTENCE_WORDS = 20;
/** A sentence of more words than this is very long. */
export const VERY_LONG_SENTENCE_WORDS = 30;

/** Forms of "be" that make a passive with a past participle, contractions with 're and 'm included. */
const BE_FORMS = new Set([
  'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being',
  "isn't", "aren't", "wasn't", "weren't",
  "i'm", "you're", "we're", "they're", "who're",
]);

/** Forms of "get" that make the get passive ("got fired"). */
const GET_FORMS = new Set(['get', 'gets', 'got', 'gotten', 'getting']);

/** Participles that do not make a get passive: "get used to", "get started". */
const NOT_AFTER_GET = new Set(['used', 'started']);

/** Words that may stand between the auxiliary and the participle besides -ly adverbs. */
const BETWEEN = new Set(['not', 'never', 'also', 'always', 'often', 'already', 'still', 'just', 'even', 'well', 'so', 'ever', 'once', 'now']);

/**
 * Irregular past participles, from the list of English irregular verbs in Wiktionary (Appendix:
 * English irregular verbs) and Merriam-Webster's. Left out: those of verbs that take no object
 * and so make no passive (come, gone, fallen, risen, lain, stood, slept), and ones that after
 * "be" are mostly something else (cost, quit, become).
 */
const IRREGULAR_PARTICIPLES = new Set(
  (
    'arisen awoken borne born beaten begun bent bet bid bidden bitten bled blown broken bred brought built burnt burst bought cast ' +
    'caught chosen clung crept cut dealt dug done drawn dreamt drunk driven eaten fed felt fought found fled flung flown forbidden ' +
    'forecast foreseen forgotten forgiven forsaken frozen gotten given ground grown hung heard hidden hit held hurt kept knelt known ' +
    'laid led leant leapt learnt left lent let lit lost made meant met mistaken misunderstood misled mislaid mown overcome overtaken ' +
    'overseen overheard overthrown outdone paid put read rebuilt redone remade rewritten retold resold rid ridden rung run sawn said ' +
    'seen sought sold sent set sewn shaken shed shone shot shown shrunk shut sung sunk slain slid slung slit smelt sown spoken sped ' +
    'spelt spent spilt spun spat split spoilt spread sprung stolen stuck stung stricken struck strung sworn swept swollen swung taken ' +
    'taught torn told thought thrown thrust trodden understood undertaken underwritten undone upset woken worn woven wed wept won ' +
    'wound withdrawn withheld withstood wrung written beheld bound beset dwelt'
  ).split(' '),
);

/** Words ending in -ed that are no participle (nouns, adjectives, verbs' base forms). */
const NOT_PARTICIPLES = new Set(
  (
    'need seed feed speed bleed breed greed heed weed deed reed steed creed tweed exceed proceed succeed indeed bed red shed sled ' +
    'hundred sacred naked wicked ragged rugged crooked wretched kindred hatred shred embed jagged biped'
  ).split(' '),
);

/**
 * Words ending in -ly that are not adverbs, or not the manner adverbs Hemingway means: adjectives
 * (lovely, friendly, likely, early, daily…), nouns (family, supply, ally, fly…) and verbs (reply,
 * apply, rely…), after Merriam-Webster's part of speech for each.
 */
const NOT_ADVERBS = new Set(
  (
    'only early likely unlikely family supply reply apply comply imply multiply rely ply fly sly ally rally tally sully dally bully ' +
    'belly jelly lily holly folly gully filly dolly lolly july italy sicily monopoly anomaly assembly homily panoply melancholy butterfly ' +
    'dragonfly firefly housefly lovely friendly unfriendly lonely lively ugly holy unholy silly chilly hilly frilly curly burly surly ' +
    'costly deadly elderly orderly disorderly worldly timely untimely daily weekly monthly yearly hourly nightly quarterly beastly ' +
    'brotherly sisterly motherly fatherly cowardly heavenly ghostly ghastly grisly grizzly homely leisurely manly masterly miserly ' +
    'neighbourly neighborly northerly southerly easterly westerly princely queenly scholarly seemly unseemly shapely sickly slovenly ' +
    'smelly stately wobbly woolly wooly bubbly crumbly cuddly prickly sparkly wiggly comely courtly deathly earthly unearthly goodly ' +
    'kingly lowly measly oily portly saintly godly ungodly womanly wily jolly hillbilly'
  ).split(' '),
);

/** Whether the lower-cased word ends in -ly and is an adverb (see {@link NOT_ADVERBS}). */
function isLyAdverb(lower: string): boolean {
  return lower.length > 3 && lower.endsWith('ly') && !NOT_ADVERBS.has(lower);
}

function isPastParticiple(lower: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(lower)) return true;
  return lower.length > 3 && lower.endsWith('ed') && !NOT_PARTICIPLES.has(lower) && /^[a-z]+$/.test(lower);
}

/** Apostrophes written as U+2019 count as ASCII ones for matching. */
const lowerWord = (word: string): string => {
  const lower = word.toLowerCase();
  return lower.includes('\u2019') ? lower.replace(/\u2019/g, "'") : lower;
};

/** Whether `text[from, to)` is nothing but white space. */
function onlySpaceBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x20 && code !== 0xa0 && code !== 0x09 && !(code > 0x2000 && code <= 0x200a)) return false;
  }
  return true;
}

function isEnglish(locale: string): boolean {
  return locale.toLowerCase().split(/[-_]/)[0] === 'en';
}

/** Orders highlights by start, the longer first when two start together. */
const byPosition = (a: Highlight, b: Highlight): number => a.start - b.start || b.end - a.end;

/** Gathers highlights from a walk over words and sentences that someone else drives. */
export interface HighlightCollector {
  onWord(start: number, end: number, kind: 'word' | 'number'): void;
  onSentence(span: { start: number; end: number; words: number }): void;
  /** The highlights so far, sorted by start (complete once the walk has ended). */
  readonly highlights: Highlight[];
}

/**
 * Highlights of `text` for `locale` from the tokenizer's words and sentences, fed in text order
 * (a sentence after its words): the text counter feeds it from its own single pass, so the text
 * is tokenized once.
 */
export function createHighlightCollector(text: string, locale: string): HighlightCollector {
  const highlights: Highlight[] = [];
  const english = isEnglish(locale);
  // Word highlights of the current sentence, sorted and appended after its own highlight.
  let inSentence: Highlight[] = [];
  let firstWordOfSentence = true;
  // The passive being read: where its auxiliary starts, words seen between, and whether it is "get".
  let auxStart = -1;
  let between = 0;
  let auxIsGet = false;
  let previousEnd = 0;

  const onWord = (start: number, end: number, kind: 'word' | 'number'): void => {
    if (!english) return;
    const first = firstWordOfSentence;
    firstWordOfSentence = false;
    // Punctuation between two words ("it is,” returned she") breaks a passive being read.
    if (auxStart >= 0 && !onlySpaceBetween(text, previousEnd, start)) auxStart = -1;
    previousEnd = end;
    if (kind !== 'word') {
      auxStart = -1;
      return;
    }
    const word = text.slice(start, end);
    const lower = lowerWord(word);
    // A capital inside a sentence marks a name (Kelly, Italy), not an adverb.
    const adverb = isLyAdverb(lower) && (first || word.charAt(0) === lower.charAt(0));
    if (adverb) inSentence.push({ start, end, kind: 'adverb' });
    if (auxStart >= 0) {
      if (isPastParticiple(lower) && !(auxIsGet && NOT_AFTER_GET.has(lower))) {
        inSentence.push({ start: auxStart, end, kind: 'passive' });
        auxStart = -1;
        return;
      }
      if (!auxIsGet && (lower === 'been' || lower === 'being')) return; // "is being built", "has been told"
      if ((adverb || BETWEEN.has(lower)) && between < 2) {
        between++;
        return;
      }
      auxStart = -1;
    }
    if (BE_FORMS.has(lower) || GET_FORMS.has(lower)) {
      auxStart = start;
      between = 0;
      auxIsGet = GET_FORMS.has(lower);
    }
  };

  const onSentence = ({ start, end, words }: { start: number; end: number; words: number }): void => {
    if (words > LONG_SENTENCE_WORDS) highlights.push({ start, end, kind: words > VERY_LONG_SENTENCE_WORDS ? 'very-long-sentence' : 'long-sentence' });
    if (inSentence.length > 0) {
      inSentence.sort(byPosition);
      for (const highlight of inSentence) highlights.push(highlight);
      inSentence = [];
    }
    firstWordOfSentence = true;
    auxStart = -1;
  };

  return { onWord, onSentence, highlights };
}

/**
 * The highlights of `text` (one block or a whole text) for `locale`, sorted by start: long and
 * very long sentences in every language, passive voice and adverbs in English. Linear in the
 * length of the text.
 */
export function findHighlights(text: string, locale: string): Highlight[] {
  const collector = createHighlightCollector(text, locale);
  visitWordsAndSentences(text, locale, collector.onWord, collector.onSentence);
  return collector.highlights;
}

/** How many highlights of each kind there are, for the legend. */
export function countHighlights(highlights: readonly Highlight[]): HighlightCounts {
  const counts: HighlightCounts = { 'long-sentence': 0, 'very-long-sentence': 0, passive: 0, adverb: 0 };
  for (const { kind } of highlights) counts[kind]++;
  return counts;
}
