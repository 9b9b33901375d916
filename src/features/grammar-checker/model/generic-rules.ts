/**
 * Language-independent rules, run locally for every language (also those LanguageTool alone
 * spell-checks): a repeated word, a doubled space, a space before punctuation or none after it,
 * a missing capital at a sentence start, and unpaired brackets and quotation marks.
 *
 * Each rule errs towards silence: a false alarm on correct text costs the user's trust more
 * than a missed typo, which the other engines may still catch. Messages are templates of
 * `GrammarChecker.rules` (./rule-messages.ts), shown in the UI language.
 */
import { forEachWord } from '@/lib/text/tokenize';
import { sentenceRulesFor } from '@/lib/text/abbreviations';
import { baseLanguage, capitalisesNouns, grammarLanguage, scriptHasCase, scriptLetter } from './languages';
import { ruleMessageFields, type RuleMessage, type RuleMessageKey } from './rule-messages';
import { isAllCapitals, upperFirstIn } from './letter-case';
import { marksMissingSpace } from './missing-space';
import type { Suggestion } from './types';

export const GENERIC_RULE_IDS = {
  repeatedWord: 'LOCAL_REPEATED_WORD',
  doubleSpace: 'LOCAL_DOUBLE_SPACE',
  spaceBeforePunctuation: 'LOCAL_SPACE_BEFORE_PUNCTUATION',
  missingSpaceAfter: 'LOCAL_MISSING_SPACE_AFTER',
  sentenceStartCase: 'LOCAL_SENTENCE_START_CASE',
  unpairedBracket: 'LOCAL_UNPAIRED_BRACKET',
} as const;

interface WordSpan {
  start: number;
  end: number;
  kind: 'word' | 'number';
}

/** Runs every generic rule on `text` in `language` (a LanguageTool code). Findings sorted by offset. */
export function checkGenericRules(text: string, language: string): Suggestion[] {
  const lang = baseLanguage(language);
  const info = grammarLanguage(language);
  const words: WordSpan[] = [];
  forEachWord(text, lang, (start, end, kind) => words.push({ start, end, kind }));
  const out: Suggestion[] = [
    ...repeatedWords(text, words, lang),
    ...doubleSpaces(text),
    ...spacesBeforePunctuation(text, lang),
    ...missingSpacesAfter(text, words),
    ...(info && !scriptHasCase(info.script) ? [] : sentenceStartCase(text, words, lang, info ? scriptLetter(info.script) : undefined)),
    ...unpairedBrackets(text, lang),
  ];
  return out.sort((a, b) => a.offset - b.offset || a.length - b.length);
}

function finding(
  text: string,
  ruleId: string,
  category: Suggestion['category'],
  offset: number,
  length: number,
  replacements: string[],
  message: RuleMessage,
  short: RuleMessageKey,
): Suggestion {
  return {
    id: `local:${ruleId}:${offset}:${length}`,
    category,
    offset,
    length,
    original: text.slice(offset, offset + length),
    replacements,
    ...ruleMessageFields(message, { key: short, values: {} }),
    ruleId,
    engine: 'local',
  };
}

// ---------------------------------------------------------------------------------------------
// Repeated word

/**
 * Repetitions that are grammatical or idiomatic, per language ("had had", German "die die"
 * as article + relative pronoun, French reflexive "nous nous"…). `*` applies to all. Dutch puts
 * the particle of a separable verb at the end of the clause, where a preposition of the same form
 * may follow ("raad het aan aan vrienden", "past zich aan aan nieuwe hardware"), and subject and
 * object or reflexive pronouns meet in the same form ("dat je je wast", "dat het het doet",
 * "te worden worden ze ingediend"; Algemene Nederlandse Spraakkunst, scheidbare werkwoorden and
 * the reflexive "je"). The demonstrative before its article in Hungarian ("az az ember", that
 * man; Keszler B. (ed.), Magyar grammatika, 2000, on the demonstrative pronouns); the reflexive
 * se before the preposition se in Czech ("setkat se se sestrou"; ÚJČ, Internetová jazyková
 * příručka, on the vocalised preposition), and "if" se before the pronoun se in Galician and
 * Portuguese ("se se trata de…").
 */
const REPEAT_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  '*': ['ha', 'haha', 'he', 'hi', 'la', 'na', 'bla', 'blah', 'no', 'bye', 'tut', 'pst'],
  en: ['had', 'that', 'is', 'do', 'knock', 'chop', 'yeah', 'yes', 'so', 'well', 'wow', 'hey', 'oh', 'go', 'bang', 'boo', 'there', 'now'],
  de: ['die', 'der', 'das', 'sie', 'dem', 'den', 'es', 'ja', 'nein'],
  nl: ['die', 'dat', 'ja', 'nee', 'aan', 'op', 'uit', 'in', 'door', 'over', 'af', 'je', 'ze', 'het', 'er', 'zijn', 'worden'],
  fr: ['nous', 'vous', 'oui', 'non'],
  es: ['sí', 'no'],
  pt: ['sim', 'não', 'se'],
  it: ['sì', 'no'],
  gl: ['se'],
  pl: ['tak', 'nie', 'no'],
  cs: ['se'],
  hu: ['az'],
  ru: ['да', 'нет', 'ну', 'так', 'что'],
  uk: ['так', 'ні', 'ну', 'що'],
  be: ['так', 'не', 'ну'],
  // "läggs till till listan": the particle of a particle verb, then the preposition.
  sv: ['ja', 'nej', 'till'],
  da: ['ja', 'nej', 'det'],
  nb: ['ja', 'nei', 'det'],
  el: ['ναι', 'όχι'],
};

/**
 * Languages written syllable by syllable with spaces between: a repeated syllable mostly ends
 * one word and begins the next (Vietnamese "hành vi | vi phạm", "behaviour | violate") or is
 * reduplication, a regular way of forming words ("từ từ", "xanh xanh"; Thompson, A Vietnamese
 * Reference Grammar, 1987, ch. 9).
 */
const SYLLABLE_SPACED = new Set(['vi']);

/**
 * Languages whose reduplications are written as two words ("yavaş yavaş" slowly, "zaman zaman"
 * now and then, "bir bir" one by one; TDK, Yazım Kılavuzu, "İkilemelerin yazımı"): there only
 * a repeated function word, which no reduplication takes, is flagged.
 */
const REDUPLICATING: Readonly<Record<string, ReadonlySet<string>>> = {
  tr: new Set(['ve', 'ile', 'veya', 'ya', 'ama', 'fakat', 'ancak', 'de', 'da', 'ki', 'için', 'gibi', 'kadar', 'bu', 'şu', 'her', 'mi', 'mı', 'mu', 'mü']),
};

/** Starts with a capital letter. */
function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}


function repeatedWords(text: string, words: readonly WordSpan[], lang: string): Suggestion[] {
  if (SYLLABLE_SPACED.has(lang)) return [];
  const allowed = new Set([...(REPEAT_ALLOWED['*'] ?? []), ...(REPEAT_ALLOWED[lang] ?? [])]);
  const onlyFunctionWords = REDUPLICATING[lang];
  const out: Suggestion[] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1] as WordSpan;
    const b = words[i] as WordSpan;
    if (a.kind !== 'word' || b.kind !== 'word') continue;
    const gap = text.slice(a.end, b.start);
    // Only plain spaces between: "that, that" or a line break is deliberate.
    if (gap === '' || !/^[ \t\u00A0]+$/.test(gap)) continue;
    const first = text.slice(a.start, a.end);
    const second = text.slice(b.start, b.end);
    const lower = first.toLocaleLowerCase(lang);
    if (lower !== second.toLocaleLowerCase(lang) || allowed.has(lower) || (onlyFunctionWords && !onlyFunctionWords.has(lower))) continue;
    // Quoted alone, the two words are a command ("man man", «info info», Swedish ”man man”); after
    // an option's dashes the second is its argument ("--shell shell").
    if ((/["“„«»‹'‘‚”]/u.test(text.charAt(a.start - 1)) && /["”“»«›'’]/u.test(text.charAt(b.end))) || text.charAt(a.start - 1) === '-') continue;
    // A word next to its name in capitals is deliberate: a placeholder or an operator named
    // ("vom Typ TYP", "les listes ET et OU").
    if (isAllCapitals(first) !== isAllCapitals(second)) continue;
    // Both capitalised inside a sentence, where nouns are not: a name (Antonio Díaz Díaz,
    // Boutros Boutros-Ghali).
    if (!capitalisesNouns(lang) && isCapitalised(first) && isCapitalised(second) && !startsSentence(text, words, i - 1, lang)) continue;
    // Skip things that are not words of prose (codes, single symbols in other scripts).
    if (!/\p{L}/u.test(first)) continue;
    out.push(
      finding(text, GENERIC_RULE_IDS.repeatedWord, 'grammar', a.start, b.end - a.start, [first], { key: 'repeatedWord', values: { word: first } }, 'repeatedWordShort'),
    );
    i++; // "the the the" is one finding, not two overlapping ones.
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Doubled space

/**
 * Whether a run of whitespace between two visible characters lays out columns rather than parts
 * words: it holds a tab, or three spaces or more (tables, recipes, aligned comments, as the
 * `fortunes` quotations and plain-text mail set them); a slip leaves two.
 */
export function isLayoutRun(run: string): boolean {
  return run.includes('\t') || /^ {3,}$/.test(run);
}

function doubleSpaces(text: string): Suggestion[] {
  const out: Suggestion[] = [];
  // Between two visible characters on one line: indentation and trailing spaces are layout.
  for (const match of text.matchAll(/(?<=\S) {2,}(?=\S)/g)) {
    if (isLayoutRun(match[0])) continue;
    const offset = match.index ?? 0;
    out.push(finding(text, GENERIC_RULE_IDS.doubleSpace, 'punctuation', offset, match[0].length, [' '], { key: 'doubleSpace', values: {} }, 'doubleSpaceShort'));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Space before punctuation

/** Languages whose typography puts a (narrow no-break) space before ; : ! ? (and inside « »). */
const FRENCH_TYPOGRAPHY = new Set(['fr', 'br']);

function spacesBeforePunctuation(text: string, lang: string): Suggestion[] {
  const french = FRENCH_TYPOGRAPHY.has(lang);
  const out: Suggestion[] = [];
  const pattern = /(?<=[\p{L}\p{N}\p{M})\]"”’»])[ \t\u00A0\u202F]+([,.;:!?])/gu;
  for (const match of text.matchAll(pattern)) {
    const offset = match.index ?? 0;
    const mark = match[1] as string;
    const after = offset + match[0].length;
    // Tabs or a column of spaces before it align a comment or a table cell ("X=Y\t\t; Given").
    if (isLayoutRun(match[0].slice(0, -mark.length))) continue;
    const next = text.charAt(after);
    if (french && mark !== ',' && mark !== '.') continue;
    // ". . ." or " ..." (an ellipsis), " .5" (a number), " .com"/" .NET" (a name).
    if (mark === '.' && next !== '' && !/[\s"')\]»”’]/u.test(next)) continue;
    if (next === mark || next === '…' || (mark !== '.' && next === '.')) continue;
    // A terminal mark named in the text, between spaces before a lower-case word, where it ends no
    // sentence: "un ! poate fi", "є . або" (a comma before one is the usual slip: "Hello , world").
    if ('.!?'.includes(mark) && /^\s+\p{Ll}/u.test(text.slice(after, after + 3))) continue;
    // A mark as a command's argument before an option or a path: "find . -name", "cd . /tmp".
    if (/^\s+[-/\\]/u.test(text.slice(after, after + 3))) continue;
    // An operator ("i !=", "wyrażeniem :-"), or a sign named before a comma or a closing bracket
    // ("zwykle !, musi", "katalogen (som kallas .)").
    if (/[=<>~|&+*^-]/.test(next) || /[)\]]/.test(next) || ('!?'.includes(mark) && /[,;:]/.test(next))) continue;
    // Emoticons: " :)", " ;-)", " :D".
    if ((mark === ':' || mark === ';') && /^[-^']?[)(\][DPpOo3/\\|*]/.test(text.slice(after, after + 2))) continue;
    // "3 : 1" (a ratio or score), "10 :00" is rare enough; allow digits on both sides of ':'.
    if (mark === ':' && /\d/.test(text.charAt(offset - 1)) && /^\s*\d/.test(text.slice(after))) continue;
    out.push(
      finding(text, GENERIC_RULE_IDS.spaceBeforePunctuation, 'punctuation', offset, match[0].length, [mark], { key: 'spaceBeforePunctuation', values: { mark } }, 'spaceBeforePunctuationShort'),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Missing space after a comma, a semicolon or a full stop

/** Words run together at a comma, semicolon or full stop (./missing-space.ts): the mark, with its space. */
function missingSpacesAfter(text: string, words: readonly WordSpan[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const w of words) {
    if (w.kind !== 'word') continue;
    for (const i of marksMissingSpace(text, w.start, w.end)) {
      const mark = text.charAt(i);
      out.push(finding(text, GENERIC_RULE_IDS.missingSpaceAfter, 'punctuation', i, 1, [`${mark} `], { key: 'missingSpaceAfter', values: { mark } }, 'missingSpaceAfterShort'));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Missing capital at a sentence start

/**
 * Abbreviations that end with a full stop and may be followed by a lower-case word, in the
 * offered languages (a word without vowels, a single letter, a number or a word with an inner
 * full stop is taken for an abbreviation anyway).
 */
const ABBREVIATIONS = new Set(
  [
    // English
    'etc', 'approx', 'ca', 'cf', 'al', 'fig', 'no', 'vol', 'ch', 'ed', 'eds', 'incl', 'esp', 'dept', 'est', 'resp', 'min', 'max', 'avg', 'misc', 'ref', 'sec', 'jan', 'feb', 'aug', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'ave', 'co', 'corp', 'inc', 'ltd', 'prof', 'gen', 'gov', 'sen', 'rep', 'op', 'viz', 'ibid', 'id',
    // English units of measure before what they measure ("2 oz. of gin", "a 32-oz. can")
    'oz', 'lb', 'lbs', 'ft', 'yd', 'yds', 'mi', 'gal', 'qt', 'pt', 'tsp', 'tbsp', 'hr', 'hrs', 'mins', 'secs', 'sq', 'cu',
    // German
    'usw', 'inkl', 'evtl', 'ggf', 'bzw', 'vgl', 'ca', 'abs', 'art', 'geb', 'gest', 'sog', 'zzgl', 'hrsg', 'bd', 'mio', 'mrd', 'std', 'sek', 'allg', 'ehem', 'entspr', 'fa', 'hr', 'fr', 'mind', 'insb', 'lt', 'zzt', 'verf', 'jh', 'bspw', 'nr', 'tel', 'ff', 'str', 'dipl', 'ing',
    // Polish
    'np', 'itd', 'itp', 'tzn', 'tj', 'ok', 'godz', 'ul', 'al', 'pl', 'mgr', 'inż', 'wg', 'tys', 'mln', 'mld', 'str', 'tel', 'pkt', 'ust', 'poz', 'cz', 'wyd', 'red', 'przyp', 'ds', 'jw', 'zob', 'por', 'tzw', 'ww', 'br', 'ub', 'ang', 'łac', 'niem', 'franc', 'maks', 'im', 'woj', 'pow', 'gm', 'zm', 'ur', 'zam',
    // Romance
    'sr', 'sra', 'srta', 'dr', 'dra', 'pág', 'págs', 'núm', 'aprox', 'ud', 'uds', 'ej', 'cap', 'admón', 'av', 'avda', 'env', 'ex', 'apr', 'mme', 'mlle', 'éd', 'chap', 'sig', 'pp', 'ecc', 'pag', 'sig', 'sigg', 'dott', 'ing', 'avv', 'prof', 'pe',
    // Cyrillic and Greek
    'г', 'гг', 'мин', 'сек', 'хв', 'сут', 'см', 'стр', 'рис', 'др', 'пр', 'ул', 'им', 'тыс', 'млн', 'млрд', 'руб', 'коп', 'напр', 'проф', 'акад', 'доц', 'ст', 'вв', 'див', 'тис', 'грн', 'обл', 'пл', 'пор', 'табл', 'гл', 'т', 'κ', 'κλπ', 'π', 'βλ', 'σελ', 'αρ', 'χλμ',
  ].map((a) => a.toLowerCase()),
);

const VOWELS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿąęėīįōœūųůěаеёиоуыэюяіїєαεηιουωάέήίόύώ]/iu;
const TERMINAL = /[.!?؟।。！？]/u;

/**
 * Lower-case words that start a sentence. Only words with a letter of the language's own script
 * (`letter`): a Latin-script word that starts a Ukrainian or Greek sentence is a command or a
 * name written as its author writes it ("grep шукає…", "ssh-keygen, типово, …").
 */
function sentenceStartCase(text: string, words: readonly WordSpan[], lang: string, letter: RegExp | undefined): Suggestion[] {
  const out: Suggestion[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as WordSpan;
    if (w.kind !== 'word') continue;
    const first = String.fromCodePoint(text.codePointAt(w.start) ?? 0);
    if (first === first.toLocaleUpperCase(lang) || first !== first.toLocaleLowerCase(lang)) continue;
    const word = text.slice(w.start, w.end);
    // iPhone, eBay, Irish mBaile: deliberate lower-case starts.
    if (/\p{Lu}/u.test(word.slice(first.length))) continue;
    // Numbers, addresses, paths and identifiers ("ee_type").
    if (/[\d@/_]/.test(word) || /^www\./i.test(word)) continue;
    if (letter && !letter.test(word)) continue;
    if (!startsSentence(text, words, i, lang)) continue;
    const fixed = upperFirstIn(word, lang);
    out.push(
      finding(text, GENERIC_RULE_IDS.sentenceStartCase, 'casing', w.start, w.end - w.start, [fixed], { key: 'sentenceStart', values: {} }, 'sentenceStartShort'),
    );
  }
  return out;
}

/** Whether word `i` starts a sentence after a full stop, ! or ?, or starts a paragraph of prose. */
function startsSentence(text: string, words: readonly WordSpan[], i: number, lang: string): boolean {
  const w = words[i] as WordSpan;
  let p = w.start - 1;
  // An apostrophe right before ('s avonds, 't) belongs to an elided word: leave it alone.
  if (/['’‘]/.test(text.charAt(p))) return false;
  // Opening quotes may stand between the full stop and the word; after an opening bracket the
  // word begins a parenthetical note, which is not told to take a capital ("… memory. (in Linux
  // 2.4 the default was …)", "(see below)").
  while (p >= 0 && /[“„«‹‚‘"¿¡]/u.test(text.charAt(p))) p--;
  if (/[([]/u.test(text.charAt(p))) return false;
  let sawSpace = false;
  while (p >= 0 && /[ \t\u00A0\u202F]/.test(text.charAt(p))) {
    p--;
    sawSpace = true;
  }
  if (p < 0 || /[\n\r\u2028\u2029]/.test(text.charAt(p))) return startsParagraphOfProse(text, w.start, p);
  if (!sawSpace) return false;
  const mark = text.charAt(p);
  if (!TERMINAL.test(mark)) return false;
  // A mark with a space before it is a sign named in the text, not a sentence's end ("un ! poate",
  // "якщо <m> є . або"); after a hyphen it is an option ("A -h vagy -? kapcsolókkal").
  if (/[\s-]/u.test(text.charAt(p - 1))) return false;
  // An ellipsis continues the sentence more often than not.
  if (mark === '.' && text.charAt(p - 1) === '.') return false;
  if (mark !== '.') return true;
  const prev = i > 0 ? (words[i - 1] as WordSpan) : undefined;
  if (!prev || prev.end !== p) return true; // "…end.) next" and the like: punctuation right before
  if (prev.kind === 'number') return false; // ordinals: "am 3. mai", "XX w.", "3. kwietnia"
  const token = text.slice(prev.start, prev.end);
  const lower = token.toLocaleLowerCase(lang);
  // The abbreviation may close a compound ("a 32-oz. can").
  const lastPart = lower.slice(lower.search(/[^-‐‑]*$/u));
  if (token.includes('.') || [...token].length === 1 || !VOWELS.test(token) || ABBREVIATIONS.has(lower) || ABBREVIATIONS.has(lastPart)) return false;
  if (/^[IVXLCDM]+$/.test(token)) return false; // Roman ordinal
  // The language's abbreviations as the counter's sentences know them ("enz.", "dvs.", "apod."):
  // a lower-case word after one continues the sentence.
  const abbreviations = sentenceRulesFor(lang).abbreviations;
  return !abbreviations.has(`${token}.`) && !abbreviations.has(`${lower}.`);
}

/**
 * A word at the start of the text or a line starts a sentence when the line reads as prose:
 * it ends with terminal punctuation, has at least three words, does not look like a list item,
 * and the last non-blank line before it (if any) ends a sentence too. A paragraph after one that
 * ends with a comma, a semicolon or no mark at all continues it: the preambles of laws and
 * declarations ("…,\n\nproclaims\n\nthis Declaration…") and list items break lines mid-sentence,
 * and a heading without a full stop may be followed by a lower-case line on purpose.
 */
function startsParagraphOfProse(text: string, wordStart: number, before: number): boolean {
  const lineStart = before + 1;
  // Scanned char by char, not by slicing the text around: a long text has thousands of lines.
  let lineEnd = wordStart;
  while (lineEnd < text.length && !LINE_BREAK.test(text.charAt(lineEnd))) lineEnd++;
  const line = text.slice(lineStart, lineEnd).trim();
  if (!/[.!?]["”’»)]*$/u.test(line)) return false;
  if (/^([-*•–—+>#]|\d+[.)]|[a-z][.)])\s/u.test(line)) return false;
  if (line.split(/\s+/).length < 3) return false;
  if (before < 0) return true;
  let previousEnd = before;
  while (previousEnd >= 0 && LINE_BREAK.test(text.charAt(previousEnd))) previousEnd--;
  let previousStart = previousEnd;
  while (previousStart >= 0 && !LINE_BREAK.test(text.charAt(previousStart))) previousStart--;
  const previousLine = text.slice(previousStart + 1, previousEnd + 1).trim();
  return previousLine === '' || /[.!?]["”’»)]*$/u.test(previousLine);
}

const LINE_BREAK = /[\n\r\u2028\u2029]/;

// ---------------------------------------------------------------------------------------------
// Unpaired brackets and quotation marks

const BASE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['(', ')'], ['[', ']'], ['{', '}'], ['“', '”'], ['‘', '’'], ['«', '»'], ['‹', '›'], ['„', '“'], ['„', '”'], ['‚', '‘'], ['‚', '’'],
  ['「', '」'], ['『', '』'], ['（', '）'], ['【', '】'], ['〈', '〉'], ['《', '》'], ['［', '］'], ['｛', '｝'], ['〔', '〕'],
];
/** German, Danish and some Slavic typography also quote »like this« (pointing inwards). */
const REVERSED_GUILLEMET_LANGS = new Set(['de', 'da', 'sl', 'sk', 'cs', 'hr', 'hu', 'pl', 'nb', 'sv']);
/** Swedish (and Finnish) quote ”like this” and »like this», the same mark on both sides. */
const SAME_MARK_LANGS = new Set(['sv', 'fi']);

interface Open {
  char: string;
  index: number;
}

function unpairedBrackets(text: string, lang: string): Suggestion[] {
  const pairs: Array<readonly [string, string]> = [...BASE_PAIRS];
  if (REVERSED_GUILLEMET_LANGS.has(lang)) pairs.push(['»', '«'], ['›', '‹']);
  const sameMark = SAME_MARK_LANGS.has(lang) ? new Set(['”', '»', '’']) : new Set<string>();
  const closersOf = new Map<string, Set<string>>();
  const openers = new Set<string>();
  const closers = new Set<string>();
  for (const [open, close] of pairs) {
    openers.add(open);
    closers.add(close);
    let set = closersOf.get(open);
    if (!set) closersOf.set(open, (set = new Set()));
    set.add(close);
  }
  for (const mark of sameMark) {
    openers.add(mark);
    closers.add(mark);
    closersOf.set(mark, new Set([...(closersOf.get(mark) ?? []), mark]));
  }
  const out: Suggestion[] = [];
  const report = (index: number, message: RuleMessage, short: RuleMessageKey) =>
    out.push(finding(text, GENERIC_RULE_IDS.unpairedBracket, 'punctuation', index, 1, [], message, short));

  // Paragraphs (split at blank lines) are checked one by one: a bracket never spans them. A
  // quotation may: opened in one paragraph and closed in a later one (a quoted letter of
  // several paragraphs, as web pages write them), it is one pair. Quotation marks left open at
  // a paragraph's end wait here for a closing mark in the next few paragraphs.
  const spanning: Array<Open & { paragraph: number }> = [];
  const closesSpanning = (c: string, pi: number): boolean => {
    const depth = findFromTop(spanning, (o) => pi - o.paragraph <= MAX_QUOTED_PARAGRAPHS && (o.char === c || (closersOf.get(o.char)?.has(c) ?? false)));
    if (depth < 0) return false;
    spanning.splice(depth, 1);
    return true;
  };
  const paragraphs = [...text.matchAll(/[^\n]+(?:\n(?![ \t]*\n)[^\n]*)*/g)];
  for (const [pi, paragraph] of paragraphs.entries()) {
    const base = paragraph.index ?? 0;
    const body = paragraph[0];
    const stack: Open[] = [];
    // A mark right after a word, with no quotation open here, closes one from an earlier paragraph.
    const closesEarlierQuotation = (k: number, c: string) => stack.length === 0 && /\S/u.test(body.charAt(k - 1)) && closesSpanning(c, pi);
    for (let k = 0; k < body.length; k++) {
      const c = body.charAt(k);
      const index = base + k;
      if (c === '"') {
        if (/\d/.test(body.charAt(k - 1)) && !stack.some((o) => o.char === '"')) continue; // 5'11" (inches)
        const top = stack[stack.length - 1];
        if (top?.char === '"') stack.pop();
        // A typewriter mark typed to close a typographic opening one („Wort", “word"): one pair,
        // whose closing mark the language's typography rule corrects.
        else if ((top?.char === '„' || top?.char === '“') && /\S/u.test(body.charAt(k - 1))) stack.pop();
        else if (closesEarlierQuotation(k, c)) continue;
        else stack.push({ char: c, index });
        continue;
      }
      const isOpener = openers.has(c);
      const isCloser = closers.has(c);
      if (!isOpener && !isCloser) continue;
      const prevChar = body.charAt(k - 1);
      const nextChar = body.charAt(k + 1);
      const betweenLetters = /[\p{L}\p{N}]/u.test(prevChar) && /\p{L}/u.test(nextChar);
      if (c === '’' || (c === '‘' && betweenLetters)) {
        // An apostrophe (don’t, l’homme, students’, goin’) unless it closes an open quote.
        const top = stack[stack.length - 1];
        if (!betweenLetters && top && closersOf.get(top.char)?.has(c)) stack.pop();
        continue;
      }
      // A ")" that could end an emoticon closes an open "(" first: "(1998)", "(und UTF-8)".
      const closesOpenParen = c === ')' && stack.some((o) => o.char === '(');
      if ((c === ')' || c === '(') && !closesOpenParen && isEmoticon(body, k)) continue;
      if (c === ')' && isListMarker(body, k, closesOpenParen)) continue;
      const top = stack[stack.length - 1];
      if (isCloser && top && closersOf.get(top.char)?.has(c)) {
        stack.pop();
        continue;
      }
      if (isOpener) {
        if (c === '‘' && /\d/.test(nextChar)) continue; // ‘90s
        // A mark that both opens and closes (German »…«, «…») may close an earlier paragraph's.
        if (isCloser && closesEarlierQuotation(k, c)) continue;
        stack.push({ char: c, index });
        continue;
      }
      // A closer with nothing to close. Deeper in the stack? Then what lies above it is unclosed.
      const depth = findFromTop(stack, (o) => closersOf.get(o.char)?.has(c) ?? false);
      if (depth >= 0) {
        for (const open of stack.splice(depth + 1)) report(open.index, { key: 'unclosedBracket', values: { mark: open.char } }, 'unclosedBracketShort');
        stack.pop();
        continue;
      }
      if (closesSpanning(c, pi)) continue;
      report(index, { key: 'strayBracket', values: { mark: c } }, 'strayBracketShort');
    }
    const nextParagraph = paragraphs[pi + 1]?.[0].trimStart() ?? '';
    for (const open of stack) {
      const isBracket = open.char === '(' || open.char === '[' || open.char === '{';
      // Quoted speech running over several paragraphs reopens each one without closing it.
      if (!isBracket && nextParagraph.startsWith(open.char)) continue;
      if (isBracket) report(open.index, { key: 'unclosedBracket', values: { mark: open.char } }, 'unclosedBracketShort');
      else spanning.push({ ...open, paragraph: pi });
    }
  }
  for (const open of spanning) report(open.index, { key: 'unclosedBracket', values: { mark: open.char } }, 'unclosedBracketShort');
  return out;
}

/** How many paragraphs later a quotation left open may still be closed. */
const MAX_QUOTED_PARAGRAPHS = 8;

function findFromTop<T extends Open>(stack: readonly T[], match: (open: T) => boolean): number {
  for (let i = stack.length - 1; i >= 0; i--) if (match(stack[i] as T)) return i;
  return -1;
}

/** :) ;) :-( =) 8) and (: */
function isEmoticon(body: string, k: number): boolean {
  const before = body.slice(Math.max(0, k - 3), k);
  if (/[:;=][-^']?$/.test(before) && !/\w[:;]$/.test(before)) return true;
  // 8 as eyes ("8)", "8-)") only standing alone, not ending a number or a name ("1998)", "UTF-8)").
  if (/(?:^|\s)8[-^']?$/.test(before)) return true;
  if (body.charAt(k) === '(' && /^[-^']?[:;]/.test(body.slice(k + 1, k + 3))) return true;
  return /^[:;=][-^']?$/.test(before.trimStart());
}

/**
 * "1)", "a)", "iv)" at the start of a line, or a letter or number of one or two characters after
 * a colon, semicolon or comma inside a sentence ("зависит от: а) системы …; б) …", "you can: a)
 * stay, b) go"): list numbering, not a bracket. Inside an open "(" it closes it instead ("(a)").
 */
function isListMarker(body: string, k: number, parenthesisOpen: boolean): boolean {
  const lineStart = body.lastIndexOf('\n', k - 1) + 1;
  const line = body.slice(lineStart, k);
  return /^\s*[\p{L}\p{N}]{1,4}$/u.test(line) || (!parenthesisOpen && /[:;,]\s+[\p{L}\p{N}]{1,2}$/u.test(line));
}
