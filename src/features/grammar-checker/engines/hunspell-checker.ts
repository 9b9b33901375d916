/**
 * Spell checking of a whole text with a Hunspell {@link Speller}: which words to check, and
 * suggestions within a time budget (Hunspell's n-gram search takes up to ~0.6 s per word for
 * Polish), cached per word and re-ranked by frequency.
 */
import { isCapital, lowerFirst, upperFirst } from '../model/letter-case';
import { forEachWord } from '@/lib/text/tokenize';
import { baseLanguage, capitalisesNouns, GRAMMAR_LANGUAGES, scriptLetter } from '../model/languages';
import { rankCandidates, type FrequencyRanks } from '@/lib/text/suggestion-ranking';
import { ruleMessageFields } from '../model/rule-messages';
import type { Suggestion } from '../model/types';
import type { Speller } from './hunspell';
import { hasCompoundFallback, isKnownCompound, needsNeighbourTest } from './compound-words';
import { hasPrefixedWords, isPrefix, prefixedWordRest } from './prefixed-words';
import { isJoinedPersianWord } from './persian-joins';
import { isMutatedIrishWord } from './irish-mutations';
import { isRegularBelarusianForm } from './belarusian-forms';
import { isRegularBretonForm } from './breton-forms';
import { isSlovenianParticiple } from './slovenian-participles';
import { isRegularSlovakVerbForm } from './slovak-verb-forms';
import { isOtherTonePlacement } from './vietnamese-tones';
import { isSpanishEncliticForm } from './spanish-enclitics';
import { turkishSuffixedName } from './turkish-suffixed-names';
import type { WholeWordReplacements } from './whole-word-replacements';
import { isCheckableWord } from './checkable-word';
import { wordsAroundMissingSpaces } from '../model/missing-space';
import { sentenceRulesFor, type SentenceRules } from '@/lib/text/abbreviations';
import { isTypoNeighbour, withoutNames } from './proper-names';
import { englishParagraphs, withoutEnglishPhrases, type ParagraphSpan, type PhraseWords, type WordSpan } from './english-phrases';

export const HUNSPELL_RULE_ID = 'LOCAL_SPELLING';

export interface HunspellCheckerOptions {
  /** Time for computing suggestions per check, in ms (default 250; one Hunspell call may overrun it); the rest come from {@link HunspellChecker.suggest}. */
  suggestionBudgetMs?: number;
  /** Replacements per finding (default 5). */
  maxSuggestions?: number;
  /** Suggestion lists kept for reuse (default 2,000 words). */
  cacheSize?: number;
  /** Clock in ms (default `performance.now`). */
  now?: () => number;
  /** Letters for generating candidates, most frequent first (default: from the word itself); see {@link alphabetFromAff}. */
  alphabet?: string;
  /**
   * The English frequency list, for the words of a Latin-script language that are English
   * loanwords its dictionary lacks ({@link HunspellChecker.isEnglishLoanword}): hardware, kernel,
   * online, firewall in Spanish, Italian or German technical text.
   */
  englishRanks?: FrequencyRanks;
  /**
   * The dictionary's whole-word replacements (./whole-word-replacements.ts): proposed first, and
   * alone, for the words they name.
   */
  wholeWordReplacements?: WholeWordReplacements;
}

/** A word in English letters only (no accents: "résumé" is French). */
const ENGLISH_LETTERS = /^[A-Za-z]+$/;
/** Letters of the shortest English word taken for a loanword (team, file, spam); app, web and other three-letter words stay flagged. */
const SHORTEST_LOANWORD = 4;

/** The lower-case letters of the dictionary's TRY line (Hunspell's own candidate alphabet). */
export function alphabetFromAff(aff: Uint8Array): string | undefined {
  const head = new TextDecoder().decode(aff.subarray(0, Math.min(aff.length, 200_000)));
  const line = /^TRY\s+(\S+)/m.exec(head)?.[1];
  if (!line) return undefined;
  return [...new Set([...line.toLowerCase()].filter((c) => /\p{L}/u.test(c)))].join('').slice(0, 48);
}

const VOWEL_LETTERS = new Set('aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿąęėīįōœūųůěаеёиоуыэюяіїєαεηιουωάέήίόύώ');

/**
 * Words one edit away (deletion, swap of neighbours, substitution, insertion), plus two vowel
 * substitutions (Russian "малако" → "молоко", Spanish "vevir" → "vivir"): candidates Hunspell's
 * own search misses, cheap to verify with `spell`.
 */
export function candidateEdits(word: string, alphabet: string, options: { vowelPairs?: boolean } = {}): string[] {
  const chars = [...word.toLowerCase()];
  const letters = [...alphabet];
  const out = new Set<string>();
  const n = chars.length;
  for (let i = 0; i <= n; i++) {
    if (i < n) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
    if (i < n - 1) out.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
    for (const c of letters) {
      if (i < n && c !== chars[i]) out.add([...chars.slice(0, i), c, ...chars.slice(i + 1)].join(''));
      out.add([...chars.slice(0, i), c, ...chars.slice(i)].join(''));
    }
  }
  if (options.vowelPairs === false) {
    out.delete(word.toLowerCase());
    return [...out];
  }
  const vowels = letters.filter((c) => VOWEL_LETTERS.has(c));
  const positions = chars.map((c, i) => (VOWEL_LETTERS.has(c) ? i : -1)).filter((i) => i >= 0);
  for (const [a, i] of positions.entries()) {
    for (const j of positions.slice(a + 1)) {
      for (const x of vowels) {
        for (const y of vowels) {
          if (x === chars[i] || y === chars[j]) continue;
          const copy = [...chars];
          copy[i] = x;
          copy[j] = y;
          out.add(copy.join(''));
        }
      }
    }
  }
  out.delete(word.toLowerCase());
  return [...out];
}

/**
 * Letters a language writes in two ways, by base language: what the text has → what the
 * dictionary lists. Turkish writes the circumflex ("düzeltme işareti") on a, i, u of some
 * loanwords ("imkân", "ahlâk"), and the Turkish Language Association's spelling guide leaves it
 * optional in many of them (TDK, Yazım Kılavuzu, "Düzeltme işareti"); the dictionary lists most
 * without it. Romanian ș and ț take a comma below (DOOM2, 2005), but legacy encodings (ISO 8859-2,
 * Windows-1250) had only the cedilla forms ş and ţ, which keyboards still type: the same letters
 * to a reader (The Unicode Standard, § 7.1, "Latin": cedilla and comma below in Romanian).
 */
const LETTER_VARIANTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tr: { â: 'a', î: 'i', û: 'u', Â: 'A', Î: 'İ', Û: 'U' },
  ro: { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' },
};

/**
 * Words a dictionary lacks, by base language, added when a checker takes the dictionary (so that
 * suggestions offer them too): a word alone, or a word with a listed word that inflects the same
 * way, whose affix rules then give it all its forms. Hunspell's `add` leaves a word it already
 * has as it is, also where it has it only inside compounds (German "zuhause", ONLYINCOMPOUND),
 * so the checker also looks them up itself ({@link HunspellChecker.isLanguageWord}).
 */
const DICTIONARY_ADDITIONS: Readonly<Record<string, ReadonlyArray<string | readonly [word: string, like: string]>>> = {
  // The pronouns "noe" and "noen" (Bokmålsordboka, Språkrådet and the University of Bergen) are
  // missing from the Norwegian Bokmål dictionary (npm dictionary-nb, as Debian's hunspell-no).
  nb: ['noe', 'noen'],
  // The noun "bern" (heap; "ur bern" a lot; "ne vern" no matter, with its lenition) is missing
  // from the Breton dictionary (npm dictionary-br), which lists its plural "bernioù" and the verb
  // "berniañ" (Favereau, Geriadur ar brezhoneg a-vremañ).
  br: [
    'bern',
    // The plural "lazioù" of "laz" (interest; "difenn e lazioù"), which the dictionary lists
    // alone, and "kedskor" (social security; "ar c'hedskor" with its mutation): headwords of the
    // Breton–French FreeDict dictionary (Debian dict-freedict-bre-fra 2022.04.21); Apertium's
    // Breton analyser (Debian apertium-br-fr 0.5.1) also reads lazioù as the plural of laz.
    'lazioù',
    'kedskor',
  ],
  // The adjective "прафесіянальны" (professional; "прафесіянальныя саюзы", "прафесіянальная
  // адукацыя"), missing from the Belarusian dictionary, is in Apertium's Belarusian lexicon
  // (Debian apertium-bel-rus 0.2.1); it declines as "нацыянальны".
  be: [['прафесіянальны', 'нацыянальны']],
  // "zu Hause/zuhause", "nach Hause/nachhause": both spellings are right since the 2006 reform
  // (Amtliches Regelwerk, § 39 E3 (3)); the German dictionary (npm dictionary-de) holds
  // "zuhause" only as the start of compounds and lacks "nachhause". "Stick", the storage device
  // ("USB-Stick", "Memorystick"), is a Duden entry it lacks; the English loanword test does not
  // let it pass, as it is one letter from "Stich".
  de: ['zuhause', 'nachhause', 'Stick', 'Sticks'],
};

/** Whether a word the dictionary rejects is a regular form of words `spell` accepts. */
type UnlistedForm = (word: string, spell: (word: string) => boolean) => boolean;

/**
 * Regular forms a language's dictionary does not list, by base language (see each module and
 * RULES.md; the bench measures how many typos each lets pass).
 */
const UNLISTED_FORMS: Readonly<Record<string, UnlistedForm>> = {
  be: isRegularBelarusianForm,
  br: isRegularBretonForm,
  es: isSpanishEncliticForm,
  fa: isJoinedPersianWord,
  ga: isMutatedIrishWord,
  sk: isRegularSlovakVerbForm,
  sl: isSlovenianParticiple,
  vi: isOtherTonePlacement,
};

/**
 * The name inside a word that carries a name's suffixes, by base language: Turkish separates them
 * with an apostrophe ("Ahmet'in", ./turkish-suffixed-names.ts). Such a word is judged by its name.
 */
const SUFFIXED_NAMES: Readonly<Record<string, (word: string) => string | null>> = {
  tr: turkishSuffixedName,
};

/** Letters of the longest word taken for a name (Schopenhauer: 12). */
const LONGEST_NAME = 14;

/**
 * Time for looking up one word's {@link candidateEdits}, in ms. Hunspell takes a millisecond or
 * more per lookup of a long word in a compounding language: Danish "forhåndskonfigurationfilen"
 * has 4,500 candidates, which took 7.6 s, and every check in the worker waited for them. The
 * candidates not looked up by then are left out; Hunspell's own suggestions remain.
 */
const NEARBY_BUDGET_MS = 150;
/**
 * Letters from which Hunspell's own suggestions are not asked for when a listed word one edit away
 * was found. Measured on one random typo each of ~115 frequent words of 12 letters or more per
 * language: the first suggestion stayed right as often (de 97.4 → 98.3 %, nl 97.4 → 97.4, da
 * 92.9 → 90.3, sv 99.1 → 98.3, pl 94.7 → 97.4, ru 96.5 → 95.6, fr 100 → 99.1, es 98.3 → 97.4,
 * it 99.1 → 100, hu 96.3 → 92.7, cs 91.7 → 93.8, uk 95.1 → 95.1, el 99.1 → 98.3), and the mean
 * time per word fell from 62–620 ms to 7–115 ms (French 620 → 84, Dutch 214 → 39).
 */
const LONG_WORD_LETTERS = 12;
/** Letters from which the two-vowel candidates are left out: thousands in a long word, where such slips are rare ("малако" → "молоко"). */
const LONGEST_FOR_VOWEL_PAIRS = 12;
/** The largest share of unknown words in text of the dictionary's language (above: another language). */
const MAX_UNKNOWN_SHARE = 0.25;
/** Fewer words than this are a short text, whose names are always told from typos. */
const SHORT_TEXT_WORDS = 100;

/** The hyphens that join a word's parts ("IP-адреса", "RAID‐массив"). */
const WORD_HYPHEN = /[-\u2010\u2011]/u;
/** Cuts a word at its hyphens, keeping them: parts at even indices, hyphens at odd ones. */
const AT_WORD_HYPHENS = /([-\u2010\u2011])/u;

export class HunspellChecker {
  private readonly speller: Speller;
  private readonly language: string;
  private readonly ranks: FrequencyRanks | undefined;
  private readonly budgetMs: number;
  private readonly maxSuggestions: number;
  private readonly cacheSize: number;
  private readonly now: () => number;
  private readonly alphabet: string | undefined;
  /** The base language when it has a compound fallback ({@link hasCompoundFallback}), else undefined. */
  private readonly compounds: string | undefined;
  /** The base language whose prefixed words are accepted (./prefixed-words.ts), if it has them. */
  private readonly prefixed: string | undefined;
  /** The language's letters written two ways ({@link LETTER_VARIANTS}), if any. */
  private readonly letterVariants: Readonly<Record<string, string>> | undefined;
  /** The language's regular forms its dictionary lacks ({@link UNLISTED_FORMS}), if any. */
  private readonly unlistedForm: UnlistedForm | undefined;
  /** The language's {@link SUFFIXED_NAMES}, if it writes names with suffixes. */
  private readonly suffixedName: ((word: string) => string | null) | undefined;
  /** The language's abbreviations as the counter's sentences know them (`src/lib/text/abbreviation-lists.ts`). */
  private readonly abbreviations: SentenceRules['abbreviations'];
  /** A letter of the dictionary's script ({@link scriptLetter}), if known. */
  private readonly scriptLetter: RegExp | undefined;
  private readonly spellCache = new Map<string, boolean>();
  private readonly nameTypoCache = new Map<string, boolean>();
  /** Whether the language capitalises every noun (./proper-names.ts). */
  private readonly nounsCapitalised: boolean;
  private readonly suggestionCache = new Map<string, string[]>();
  /**
   * What finding a word's suggestions took lately, in ms (a running mean of the uncached ones;
   * undefined before the first): a check starts no search it expects to end after its budget.
   * Hunspell's search takes 15–40 ms a word in Spanish or Russian but 300–700 ms in French, and
   * a search cannot be cut short once started.
   */
  private suggestionCostMs: number | undefined;
  private readonly englishRanks: FrequencyRanks | undefined;
  private readonly wholeWordReplacements: WholeWordReplacements | undefined;
  private lastEnglishParagraphs: { text: string; spans: readonly ParagraphSpan[] } | undefined;
  /** {@link DICTIONARY_ADDITIONS} of this checker's language. */
  private readonly additions: ReadonlySet<string>;

  constructor(speller: Speller, language: string, ranks?: FrequencyRanks, options: HunspellCheckerOptions = {}) {
    this.speller = speller;
    this.language = language;
    this.ranks = ranks;
    this.budgetMs = options.suggestionBudgetMs ?? 250;
    this.maxSuggestions = options.maxSuggestions ?? 5;
    this.cacheSize = options.cacheSize ?? 2_000;
    this.now = options.now ?? (() => performance.now());
    this.alphabet = options.alphabet;
    this.englishRanks = options.englishRanks;
    this.wholeWordReplacements = options.wholeWordReplacements?.size ? options.wholeWordReplacements : undefined;
    const base = baseLanguage(language);
    this.compounds = hasCompoundFallback(base) ? base : undefined;
    this.prefixed = hasPrefixedWords(base) ? base : undefined;
    this.letterVariants = LETTER_VARIANTS[base];
    this.unlistedForm = UNLISTED_FORMS[base];
    this.suffixedName = SUFFIXED_NAMES[base];
    this.abbreviations = sentenceRulesFor(language).abbreviations;
    const script = GRAMMAR_LANGUAGES.find((l) => l.dictionary === language || l.interimDictionary === language)?.script;
    this.scriptLetter = script ? scriptLetter(script) : undefined;
    this.nounsCapitalised = capitalisesNouns(base);
    const additions = DICTIONARY_ADDITIONS[base] ?? [];
    this.additions = new Set(additions.map((entry) => (typeof entry === 'string' ? entry : entry[0])));
    for (const entry of additions) {
      if (typeof entry === 'string') speller.add(entry);
      else speller.add(...entry);
    }
  }

  /** Whether the checker takes `word` for right: a word of the language ({@link isLanguageWord}) or an English loanword. */
  isCorrect(word: string): boolean {
    const cached = this.spellCache.get(word);
    if (cached !== undefined) return cached;
    const ok = this.isLanguageWord(word) || (this.englishRanks !== undefined && this.isEnglishLoanword(word, this.englishRanks));
    if (this.spellCache.size >= 50_000) this.spellCache.clear();
    this.spellCache.set(word, ok);
    return ok;
  }

  /**
   * Whether the dictionary knows `word` as a word of its language: listed (also with a
   * typographic apostrophe written as `'`), or a compound or regular form of listed words.
   */
  isLanguageWord(word: string): boolean {
    if (this.speller.spell(word) || this.additions.has(word) || (isCapital(word) && this.additions.has(lowerFirst(word)))) return true;
    if (/[’ʼ]/.test(word) && this.speller.spell(word.replace(/[’ʼ]/g, "'"))) return true;
    if (this.compounds && this.isNewCompound(word)) return true;
    if (this.prefixed && this.isNewPrefixedWord(word, this.prefixed)) return true;
    if (this.unlistedForm?.(word, (w) => this.speller.spell(w))) return true;
    if (this.letterVariants) {
      const variants = this.letterVariants;
      const listed = [...word].map((c) => variants[c] ?? c).join('');
      if (listed !== word && this.speller.spell(listed)) return true;
    }
    return false;
  }

  /**
   * Whether `word`, as the text has it, is right: in another script than the dictionary's, wholly
   * or in the parts a hyphen joins to a word of the language (only the language's words are
   * checked: "IP-адресов", "RAID-массив", "UEFI-Systemen"), or listed, also with the full stop
   * that follows it: Hunspell dictionaries list abbreviations with theirs ("usw.", "enz.",
   * "dvs.", "apod."), which the tokenizer leaves out of the word; the language's abbreviation
   * lists add those a dictionary lacks (Turkish "bkz.").
   */
  private isRightInText(word: string, fullStopAfter: boolean): boolean {
    const letter = this.scriptLetter;
    if (letter && !letter.test(word)) return true;
    if (this.isCorrect(word) || (fullStopAfter && (this.isCorrect(`${word}.`) || this.abbreviations.has(`${word}.`)))) return true;
    const parts = this.partsOfOtherKinds(word)?.filter((_, i) => i % 2 === 0);
    return parts !== undefined && parts.every((part) => !this.isLanguagePart(part) || this.isCorrect(part));
  }

  /**
   * Whether a part of a hyphen-joined word is a word of the dictionary's language: in its
   * script, and no acronym, number or single letter ({@link isCheckableWord}).
   */
  private isLanguagePart(part: string): boolean {
    return (this.scriptLetter?.test(part) ?? true) && isCheckableWord(part);
  }

  /**
   * A hyphen-joined word with parts that are not words of the dictionary's language (another
   * script: `["IP", "-", "адресов"]`; an acronym or a number: `["UEFI", "-", "Systemen"]`, which
   * German and other languages join to a word with a hyphen, Duden § 40), cut into parts and the
   * hyphens between them; else undefined.
   */
  private partsOfOtherKinds(word: string): string[] | undefined {
    if (!WORD_HYPHEN.test(word)) return undefined;
    const pieces = word.split(AT_WORD_HYPHENS);
    const parts = pieces.filter((_, i) => i % 2 === 0);
    return parts.every((part) => this.isLanguagePart(part)) ? undefined : pieces;
  }

  /**
   * Whether `word` is a compound of dictionary words (see {@link isKnownCompound}) and not one
   * letter away from a dictionary word: a typo of a listed word ("unteralten") that happens to
   * split into two known parts is still a typo.
   */
  private isNewCompound(word: string): boolean {
    const spell = (w: string) => this.speller.spell(w);
    if (!isKnownCompound(word, this.compounds as string, spell)) return false;
    if (!needsNeighbourTest(this.compounds as string)) return true;
    return !this.isOneEditFromListed(word);
  }

  /**
   * Whether `word` is a prefix joined to a dictionary word in `language` (see ./prefixed-words.ts)
   * and not one letter from a listed word, of which it would be a typo; another prefix does not
   * count ("preinstalado" is no typo of "reinstalado"), unless it differs by an accent only:
   * "recursif" and "resolution" are French typos of "récursif" and "résolution".
   */
  private isNewPrefixedWord(word: string, language: string): boolean {
    const rest = prefixedWordRest(word, language, (w) => this.speller.spell(w));
    if (rest === null) return false;
    const plain = (w: string) => w.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');
    const otherPrefix = (edit: string) => {
      const lower = edit.toLocaleLowerCase(language);
      return lower.endsWith(rest) && isPrefix(lower.slice(0, lower.length - rest.length), language) && plain(edit) !== plain(word);
    };
    return !this.editsOf(word, { vowelPairs: false }).some((edit) => !otherPrefix(edit) && this.speller.spell(edit));
  }

  /**
   * Whether `word` is an English loanword: among the 50,000 most frequent English words, of four
   * letters or more, in English letters only, and not one letter from a word of the language that
   * it may be a typo of. The last keeps the slips of writers who know both languages flagged
   * ("Program" for German "Programm", "example" for French "exemple", Spanish "dinero" typed
   * "diner"). As for names ({@link isTypoNeighbour}), only a frequent or long word of the language
   * counts where the language has a frequency list: "array" is no typo of Italian "arra", nor
   * "Volume" of German "Volumen". The benchmark measures what that takes away in the handbook and
   * the one-letter typos of the dictionaries' rarer words it lets pass, as they become English
   * words ("frugale" → "frugal").
   */
  private isEnglishLoanword(word: string, englishRanks: FrequencyRanks): boolean {
    if (word.length < SHORTEST_LOANWORD || !ENGLISH_LETTERS.test(word) || !englishRanks.has(word.toLowerCase())) return false;
    return !this.isOneEditFromListed(word, this.ranks);
  }

  /**
   * Whether one edit of `word` (deletion, swap, substitution, insertion) is a word the dictionary
   * lists: then `word` may be its typo. With `frequent`, only a frequent or long word counts
   * ({@link isTypoNeighbour}), as for names and loanwords.
   */
  private isOneEditFromListed(word: string, frequent?: FrequencyRanks): boolean {
    const isNeighbour = frequent ? (edit: string) => isTypoNeighbour(edit, frequent) && this.speller.spell(edit) : (edit: string) => this.speller.spell(edit);
    return this.editsOf(word, { vowelPairs: false }).some(isNeighbour);
  }

  /** {@link candidateEdits} of `word` in its capitalisation (a capitalised word's edits capitalised). */
  private editsOf(word: string, options?: { vowelPairs?: boolean }): string[] {
    const alphabet = this.alphabet ?? [...new Set(word.toLowerCase())].join('');
    const edits = candidateEdits(word, alphabet, options);
    return isCapital(word) ? edits.map(upperFirst) : edits;
  }

  /**
   * Whether a word written as a name is a typo rather than a name: one letter from a word the
   * dictionary accepts that is frequent (among the language's 10,000 most frequent words:
   * "Fance" of "France") or long (eight letters or more: "Powzsechnej" of "Powszechnej"), or
   * itself longer than names are. Short rare words are left out because names are so often one
   * letter from one (Russian "Перенс" of "Перенос", "Брюс" of "Брас"). Where every noun is
   * capitalised (German), or without a frequency list, one letter from any word ("Fahrad" of
   * "Fahrrad"; German compounds make many names one letter from a word, "Murdock" of "Kurdock",
   * and those stay flagged). Asking Hunspell about the edits takes up to about 10 ms per
   * distinct word, once.
   */
  private isNameTypo(word: string): boolean {
    const cached = this.nameTypoCache.get(word);
    if (cached !== undefined) return cached;
    const typo = word.length > LONGEST_NAME || this.isOneEditFromListed(word, this.nounsCapitalised ? undefined : this.ranks);
    if (this.nameTypoCache.size >= 10_000) this.nameTypoCache.clear();
    this.nameTypoCache.set(word, typo);
    return typo;
  }

  /** What tells the English words of a text from the language's, where English loanwords are taken (see ./english-phrases.ts). */
  private phraseWords(): PhraseWords | undefined {
    const english = this.englishRanks;
    return english && { isEnglish: (word: string) => ENGLISH_LETTERS.test(word) && english.has(word.toLowerCase()), isLanguageWord: (word: string) => this.isLanguageWord(word) };
  }

  /**
   * The paragraphs of `text` written in English, whose English words are no misspellings and
   * which the language's own rules leave alone; none where English loanwords are not taken. The
   * last text's are kept: a check asks for them, and then the engine for its rules.
   */
  englishParagraphs(text: string): readonly ParagraphSpan[] {
    if (this.lastEnglishParagraphs?.text === text) return this.lastEnglishParagraphs.spans;
    const phraseWords = this.phraseWords();
    const spans = phraseWords ? englishParagraphs(text, phraseWords) : [];
    this.lastEnglishParagraphs = { text, spans };
    return spans;
  }

  /** Frees the dictionary. */
  dispose(): void {
    this.speller.dispose();
  }

  /** Ranked suggestions for `word` (cached); a search teaches the checks what the next may take ({@link suggestionCostMs}). */
  suggest(word: string): string[] {
    const cached = this.suggestionCache.get(word);
    if (cached) {
      // Refresh its place in the LRU order.
      this.suggestionCache.delete(word);
      this.suggestionCache.set(word, cached);
      return cached;
    }
    // Listed replacements cost nothing: they must not teach the checks that searches are cheap.
    const listed = this.listedReplacements(word);
    if (listed.length > 0) return this.cacheSuggestions(word, listed);
    const started = this.now();
    const found = this.search(word);
    const took = this.now() - started;
    this.suggestionCostMs = this.suggestionCostMs === undefined ? took : (this.suggestionCostMs + took) / 2;
    return found;
  }

  /**
   * The dictionary's whole-word replacements of `word` that the checker accepts, in `word`'s
   * capitalisation ("Amhgar" → "Angar"); none when it names no replacement for it.
   */
  private listedReplacements(word: string): string[] {
    const table = this.wholeWordReplacements;
    if (!table) return [];
    const capitalised = isCapital(word) && !table.has(word);
    const listed = table.get(capitalised ? lowerFirst(word) : word);
    if (listed === undefined) return [];
    return listed
      .split('\t')
      .filter((replacement) => replacement.split(' ').every((part) => this.isCorrect(part)))
      .map((replacement) => (capitalised ? upperFirst(replacement) : replacement))
      .slice(0, this.maxSuggestions);
  }

  private search(word: string): string[] {
    const pieces = this.partsOfOtherKinds(word);
    if (pieces) {
      // Only the language's parts can be wrong: the first wrong one's suggestions, in place.
      const wrong = pieces.findIndex((part, i) => i % 2 === 0 && this.isLanguagePart(part) && !this.isCorrect(part));
      if (wrong >= 0) return this.suggest(pieces[wrong] as string).map((s) => [...pieces.slice(0, wrong), s, ...pieces.slice(wrong + 1)].join(''));
    }
    const joined = this.joinedPrefixForm(word);
    if (joined) return this.cacheSuggestions(word, [joined]);
    const nearby = this.nearbyWords(word);
    const typographic = /[’ʼ]/.test(word);
    // Hunspell's own search is left out for a long word with a listed word one edit away: it takes
    // 0.1–0.8 s there, and every live check waited for it (see LONG_WORD_LETTERS).
    const raw = nearby.length > 0 && [...word].length >= LONG_WORD_LETTERS ? [] : this.speller.suggest(typographic ? word.replace(/[’ʼ]/g, "'") : word);
    const restored = typographic ? raw.map((s) => s.replace(/'/g, '’')) : raw;
    const ranked = rankCandidates(word, restored, { ranks: this.ranks, language: this.language, extra: nearby }).slice(0, this.maxSuggestions);
    return this.cacheSuggestions(word, ranked);
  }

  /** Keeps `suggestions` for `word` (the least recently used go first) and returns them. */
  private cacheSuggestions(word: string, suggestions: string[]): string[] {
    if (this.suggestionCache.size >= this.cacheSize) {
      const oldest = this.suggestionCache.keys().next().value;
      if (oldest !== undefined) this.suggestionCache.delete(oldest);
    }
    this.suggestionCache.set(word, suggestions);
    return suggestions;
  }

  /**
   * A prefix written apart with a hyphen where the language joins it (./prefixed-words.ts):
   * "pre-instalación" → "preinstalación", "pre-installato" → "preinstallato", when the checker
   * takes the joined word (Hunspell's own offered "pro-instalación").
   */
  private joinedPrefixForm(word: string): string | null {
    const language = this.prefixed;
    const parts = language ? /^(\p{L}+)[-\u2010\u2011](\p{L}+)$/u.exec(word) : null;
    if (!language || !parts || !isPrefix((parts[1] as string).toLocaleLowerCase(language), language)) return null;
    const joined = `${parts[1]}${parts[2]}`;
    return this.isCorrect(joined) ? joined : null;
  }

  /**
   * Dictionary words among {@link candidateEdits}, in the word's capitalisation, and the English
   * loanwords the checker accepts among them ("kernal" → "kernel" in Italian).
   */
  private nearbyWords(word: string): string[] {
    const letters = [...word].length;
    if (letters > 30) return [];
    const capitalised = isCapital(word);
    const english = this.englishRanks;
    const out: string[] = [];
    const deadline = this.now() + NEARBY_BUDGET_MS;
    const edits = this.editsOf(word, { vowelPairs: letters <= LONGEST_FOR_VOWEL_PAIRS });
    for (const [i, cased] of edits.entries()) {
      if (i % 32 === 31 && this.now() > deadline) break;
      if (this.speller.spell(cased)) out.push(cased);
      else if (!capitalised && this.speller.spell(upperFirst(cased))) out.push(upperFirst(cased));
      else if (english?.has(cased.toLowerCase()) && this.isCorrect(cased)) out.push(cased);
    }
    return out;
  }

  /**
   * The misspellings in `text`. Suggestions are computed while the time budget lasts (default the
   * checker's; cached ones are free), a search only where it is expected to end within it; the
   * other findings get no replacements until {@link suggest} is asked.
   */
  check(text: string, isPersonal: (word: string) => boolean = () => false, budgetMs = this.budgetMs): Suggestion[] {
    const unknown: Suggestion[] = [];
    let words = 0;
    const judge = (start: number, end: number) => {
      const whole = text.slice(start, end);
      if (!isCheckableWord(whole) || isPersonal(whole) || this.isRightInText(whole, text.charAt(end) === '.')) return;
      // A name with its suffixes is judged, and corrected, as the name.
      const name = this.suffixedName?.(whole);
      if (name && (!isCheckableWord(name) || isPersonal(name) || this.isRightInText(name, false))) return;
      const word = name ?? whole;
      unknown.push({
        id: `local:${HUNSPELL_RULE_ID}:${start}:${word.length}`,
        category: 'misspelling',
        offset: start,
        length: word.length,
        original: word,
        replacements: [],
        ...ruleMessageFields({ key: 'spelling', values: { word } }, { key: 'spellingShort', values: {} }),
        ruleId: HUNSPELL_RULE_ID,
        engine: 'local',
      });
    };
    const spans: WordSpan[] = [];
    forEachWord(text, baseLanguage(this.language), (start, end, kind) => {
      if (kind !== 'word') return;
      words++;
      // Words run together at a comma or full stop are judged apart (the missing space is a
      // finding of the generic rules).
      for (const span of wordsAroundMissingSpaces(text, start, end)) {
        spans.push(span);
        judge(span[0], span[1]);
      }
    });
    // Names are told from typos only in text of the dictionary's language: in a long text of
    // another (German checked as French), nearly every capitalised word would ask Hunspell about
    // all its edits, and all of them are misspellings for this dictionary anyway. A short text
    // costs little, whatever its share of names.
    const inLanguage = words < SHORT_TEXT_WORDS || unknown.length <= words * MAX_UNKNOWN_SHARE;
    const phraseWords = this.phraseWords();
    const phrasesOut = inLanguage && phraseWords && unknown.length > 0 ? withoutEnglishPhrases(unknown, text, spans, phraseWords, this.englishParagraphs(text)) : unknown;
    const found = inLanguage ? withoutNames(phrasesOut, text, this.abbreviations, (word) => this.isNameTypo(word), !this.nounsCapitalised) : unknown;
    const deadline = this.now() + budgetMs;
    // Before any search was timed, a check shorter than the checker's own (a live one) starts
    // none: in French, the first alone would take longer than the whole check may.
    const unknownCost = budgetMs < this.budgetMs ? Infinity : 0;
    return found.map((f) => {
      const free = this.suggestionCache.has(f.original) || this.listedReplacements(f.original).length > 0;
      if (!free && this.now() + (this.suggestionCostMs ?? unknownCost) >= deadline) return f;
      return { ...f, replacements: this.suggest(f.original) };
    });
  }
}
