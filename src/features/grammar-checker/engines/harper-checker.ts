/**
 * English checking with harper.js (grammar, style and spelling, 885 rules, compiled to WASM).
 *
 * - Lints with `dedup: false`: with harper's default de-duplication its split-word rule
 *   ("adress" → "a dress", kind Typo) hides the spelling finding for the same word. Findings of
 *   one category on one span are merged here instead, their replacements pooled and, for
 *   misspellings, re-ranked by word frequency and a keyboard-aware edit distance.
 * - Harper's spans are UTF-16 indices (harper.js converts from its char indices), like ours.
 * - harper.js is given the module and WASM location by the caller: in the browser the site's
 *   URL, with its response already on its way ({@link HarperChecker.fromResponse}); in Node a
 *   file: URL.
 */
import type { Dialect as HarperDialectEnum, Lint, LintConfig, LocalLinter } from 'harper.js';
import { harperCategory } from '../model/categories';
import type { HarperDialect } from '../model/languages';
import { rankCandidates, type FrequencyRanks } from '@/lib/text/suggestion-ranking';
import type { Suggestion } from '../model/types';
import { isCheckableWord } from './checkable-word';
import { isInCodeToken } from './code-tokens';
import { isTypoNeighbour, withinOneEdit, withoutNames } from './proper-names';
import { sentenceRulesFor } from '@/lib/text/abbreviations';
import { keepCase, upperFirst } from '../model/letter-case';

/** The parts of the harper.js module used here (it is loaded dynamically). */
export interface HarperModule {
  LocalLinter: new (init: { binary: unknown; dialect?: HarperDialectEnum }) => LocalLinter;
  createBinaryModuleFromUrl(url: string, glueFlavor?: 'full' | 'slim'): unknown;
  Dialect: typeof HarperDialectEnum;
}

export const HARPER_RULE_PREFIX = 'HARPER_';
const ENGLISH_ABBREVIATIONS = sentenceRulesFor('en').abbreviations;
/** Without a frequency list no word is frequent. */
const NO_RANKS: FrequencyRanks = new Map();

/** harper's spell check, the rule whose findings are misspellings. */
export const SPELL_CHECK_RULE = `${HARPER_RULE_PREFIX}SpellCheck`;

/**
 * harper rules that are off: on professionally edited English prose (the Debian Administrator's
 * Handbook, Debian package debian-handbook, 5,000 paragraphs) nearly all of their findings were
 * wrong or matters of house style: closed prefixes ("co-author" → "coauthor"), closed compounds
 * ("log files" → "logfiles"), the serial comma, "GB" → "gigabytes" (and on Debian's English manual
 * pages "stdout" → "standard output"), number ranges in names
 * ("ISO-8859-1"), "needs have" → "needs to have", and quotes that our own bracket rule pairs
 * better ("“A”/“B”"). On the learner sentences of `npm run bench` they find one error (by
 * accident: "will loose" as a missing preposition) and flag no corrected sentence.
 */
export const HARPER_RULES_OFF = [
  'DisjointPrefixes',
  'CompoundNouns',
  'OxfordComma',
  'ExpandMemoryShorthands',
  'ExpandStandardInputAndOutput',
  'NumericRangeEnDash',
  'MissingTo',
  'MissingPreposition',
  'UnclosedQuotes',
  // "there after" → "thereafter" only before a verb in -ing, where the two words are right: "a
  // package can also be sent there after undergoing changes" (the handbook).
  'ThereAfterCompound',
  // On 54,000 words of the `fortunes` quotations and 110,000 of Debian's manual pages, 8 of its 9
  // findings were wrong ("an exception to previous", "up to now", "too small a pen"); the
  // learner's "to tired" is LOCAL_EN_TO_TOO's.
  'ToTwoToo',
  // There, all 9 of its findings were wrong: "PEM or DER" → "orDER", "deb(5)'s ar(5)" → "sar".
  'MergeWords',
  // "und" → "ind", "unregarded" → "disregarded", "deinstallation" → "uninstallation", "DES" →
  // "ANTIS": 1 of its 19 findings on the quotations, the manual pages and the Debian Installation
  // Guide was right ("unaccessible"), which the spell check's own suggestions also give.
  'WrongNegative',
] as const;

/**
 * harper rules that are picky advice: the typewriter's "--" and "..." for the dash and the
 * ellipsis, which the other languages' rules give only when asked (LOCAL_TYPO_DASH and
 * LOCAL_TYPO_ELLIPSIS). Plain text writes them so on purpose: on 48,000 words of the English
 * quotations of Debian's `fortunes` package they were 1,215 of 1,441 findings outside spelling.
 * And swear words (AvoidCurses), a matter of register, not of correctness ("kick his ass" in a
 * quotation), which no rule of the other languages judges.
 */
export const HARPER_PICKY_RULES: ReadonlySet<string> = new Set(['Dashes', 'UseEllipsisCharacter', 'AvoidCurses'].map((name) => `${HARPER_RULE_PREFIX}${name}`));

/** harper's repeated words, not kept where both are capitalised (see {@link isKeptFinding}). */
const REPEATED_WORDS_RULE = `${HARPER_RULE_PREFIX}RepeatedWords`;

/** harper's mass nouns ("an advice"), kept only where the noun does not end in -ing (see {@link isKeptFinding}). */
const MASS_NOUN_RULE = `${HARPER_RULE_PREFIX}MassNouns`;

/** harper's "over all" → "overall", not kept before what "over all" governs (see {@link isKeptFinding}). */
const OVERALL_RULE = `${HARPER_RULE_PREFIX}Overall`;

/** What a preposition governs when it comes next: a determiner, a pronoun or a verb in -ing ("over all the disks"). */
const GOVERNED_NEXT = /^\s+(?:of|the|a|an|these|those|this|that|my|your|his|her|its|our|their|them|him|it|us|you|\p{L}+ing)(?![\p{L}])/iu;

/** "One might" ("one" the pronoun before a modal verb), which harper's mass-noun rule reads as a numeral and a noun. */
const ONE_BEFORE_MODAL = /^one\s+(?:might|may|must|can|could|should|would|will|shall)$/i;

/** Whether the noun `flagged` ends with is one of action or state in -ion or -ness, count nouns as often as not ("a redirection", "an openness to"); "information" is the learners' mass noun among them. */
function isCountableAbstract(flagged: string): boolean {
  const noun = flagged.split(/\s+/).pop() ?? '';
  return /(?:ion|ness)(?:s|es)?$/i.test(noun) && !/^informations?$/i.test(noun);
}

/**
 * harper's "you" → "your" before a noun, not kept before a pronoun, which begins a clause
 * ("unknown to you we have", "look at you I am"), nor before an adverb ("You thus need to append",
 * the Debian Installation Guide).
 */
const POSSESSIVE_YOUR_RULE = `${HARPER_RULE_PREFIX}PossessiveYour`;
const PRONOUN_NEXT =
  /^\s+(?:I|we|he|she|they|it|you|thus|also|then|still|just|only|even|never|always|often|therefore|hence|now|already|first|usually|probably|certainly|simply|really|actually|generally|normally|typically|merely|definitely|easily|finally|immediately|additionally|manually|automatically)(?![\p{L}'’])/iu;

/** harper's capital "I", not kept where the "i" is part of a name joined by a hyphen, a slash or a dot ("d-i", the Debian installer). */
const PERSONAL_PRONOUN_RULE = `${HARPER_RULE_PREFIX}CapitalizePersonalPronouns`;
const JOINED = /[-‐‑/._]/u;

/**
 * harper's "a" / "an", not kept before a short lower-case word that is no English word (among the
 * 50,000 most frequent): an abbreviation read letter by letter, whose article follows the name of
 * its first letter ("an ssh key", "an ftp mirror", "a usb-stick"; The Chicago Manual of Style,
 * 17th ed., 10.9), where harper reads it as a word.
 */
const A_AN_RULE = `${HARPER_RULE_PREFIX}AnA`;
const VOWEL_SOUND_LETTER_NAMES = new Set('aefhilmnorsx');
const SHORT_LOWER_NEXT = /^\s+(\p{Ll}{2,4})(?![\p{L}])/u;

/** harper's capital "May", not kept before a lower-case word: the modal verb ("listed in may differ"). */
const MONTHS_RULE = `${HARPER_RULE_PREFIX}Months`;

/** harper's "wants" after a noun, not kept after an auxiliary and its subject, which take the bare verb ("Why would someone want"). */
const NOMINAL_WANTS_RULE = `${HARPER_RULE_PREFIX}NominalWants`;
const AUXILIARY_BEFORE = /(?:^|[^\p{L}])(?:would|could|should|will|can|may|might|must|shall|do|does|did|to)\s+(?:\p{L}+\s+)?$/iu;

/** harper's "you have" + -ing → "you're", not kept before a participle used as an adjective ("if you have existing partitions"). */
const PROGRESSIVE_BE_RULE = `${HARPER_RULE_PREFIX}ProgressiveNeedsBe`;
const PARTICIPLE_ADJECTIVE_NEXT =
  /^\s+(?:existing|following|remaining|missing|matching|corresponding|pending|outstanding|conflicting|competing|leading|trailing|preceding|increasing|decreasing|growing|underlying|surrounding|incoming|outgoing|upcoming|ongoing|interesting|working|running)(?![\p{L}])/iu;

/** harper's missing "the" / "a", not kept before a plural noun, which takes none ("to send log messages", "to submit bug reports"). */
const MISSING_DETERMINER_RULE = `${HARPER_RULE_PREFIX}MissingDeterminer`;
const PLURAL_NEXT = /^\s*(?:\p{L}+\s+)?\p{L}+(?:(?!s)\p{L})s(?![\p{L}])/u;

/** harper's spacing, and its capital after a sentence's end, not kept around a sign named between spaces ("type ! at the prompt"). */
const SPACES_RULE = `${HARPER_RULE_PREFIX}Spaces`;
const SENTENCE_CAPITAL_RULE = `${HARPER_RULE_PREFIX}SentenceCapitalization`;
const NAMED_SIGN_NEXT = /^[!?.,;:]\s+\p{Ll}/u;
const NAMED_SIGN_BEFORE = /\s[!?.,;:]\s+$/u;

/** harper's "setup" → "set up" (a phrasal verb written as its noun), kept only where a verb must stand: after "to" or a modal ("to setup RAID"), not in "the BIOS setup tool", "backup and swap files". */
const PHRASAL_VERB_RULE = `${HARPER_RULE_PREFIX}PhrasalVerbAsCompoundNoun`;
const VERB_PLACE_BEFORE = /(?:^|[^\p{L}])(?:to|will|would|can|could|should|must|may|might|shall|please|don['’]t|didn['’]t|doesn['’]t)\s+$/iu;

/**
 * harper's "be" after a modal before an adjective ("you must careful" → "must be careful"), not
 * kept where the next word is an adverb or "due" ("you must first create", "cannot due to"), nor
 * where an article follows it, which makes it a verb with its object ("if she should fell a deer").
 */
const MODAL_BE_RULE = `${HARPER_RULE_PREFIX}ModalBeAdjective`;
const MODAL_BE_NOT = /^\s+(?:(?:first|also|still|never|always|often|only|just|then|now|already|even|really|certainly|probably|due)(?![\p{L}])|\p{L}+\s+(?:a|an|the)\s)/iu;

/**
 * harper's comma after a sentence-opening adverb, not kept after those that need none: the
 * Chicago Manual of Style (17th ed., 6.25) leaves it out after "thus", "hence", "therefore" and the
 * like where no pause is meant ("Thus the superior man is careful"); "However," keeps it.
 */
const DISCOURSE_MARKERS_RULE = `${HARPER_RULE_PREFIX}DiscourseMarkers`;
const COMMA_OPTIONAL = /^(?:thus|hence|therefore|otherwise|instead|then|still|so|yet|also|accordingly|consequently)$/i;

/** harper's casing of names, kept only where it capitalises a lower-case word (see {@link isKeptFinding}). */
const NAME_CASING_RULE = `${HARPER_RULE_PREFIX}OrthographicConsistency`;

/** Harper's `SuggestionKind`: 0 replace, 1 remove, 2 insert after. */
const REMOVE = 1;
const INSERT_AFTER = 2;

/** What harper is set up with: its dialect, and word frequencies to rank spelling replacements by. */
export interface HarperSetup {
  dialect: HarperDialect;
  ranks?: FrequencyRanks;
}

/**
 * harper's English checking, wherever it runs: a {@link HarperChecker} in this thread (Node,
 * tests), or one in a worker of its own (../worker/harper-client.ts).
 */
export interface EnglishChecker {
  setDialect(dialect: HarperDialect): Promise<void>;
  setPersonalWords(words: readonly string[]): Promise<void>;
  check(text: string): Promise<Suggestion[]>;
  dispose(): Promise<void>;
}

export class HarperChecker implements EnglishChecker {
  private readonly harper: HarperModule;
  private readonly linter: LocalLinter;
  private dialect: HarperDialect;
  private personalKey = '';
  private readonly ranks: FrequencyRanks | undefined;

  private constructor(harper: HarperModule, linter: LocalLinter, dialect: HarperDialect, ranks: FrequencyRanks | undefined) {
    this.harper = harper;
    this.linter = linter;
    this.dialect = dialect;
    this.ranks = ranks;
  }

  /**
   * Compiles the WASM at `wasmUrl` (the slim binary: the full one loads both WASM files) and
   * builds the curated dictionary: about a second in Chromium and in Node, during which the
   * thread does nothing else.
   */
  static async create(harper: HarperModule, wasmUrl: string, dialect: HarperDialect = 'American', ranks?: FrequencyRanks): Promise<HarperChecker> {
    const binary = harper.createBinaryModuleFromUrl(wasmUrl, 'slim');
    const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect[dialect] });
    await linter.setup();
    const config: LintConfig = await linter.getDefaultLintConfig();
    for (const name of HARPER_RULES_OFF) if (name in config) config[name] = false;
    await linter.setLintConfig(config);
    return new HarperChecker(harper, linter, dialect, ranks);
  }

  /**
   * {@link create} with the WASM's response already requested (by the caller, which counts its
   * download): harper.js takes its WASM only as a URL, which its glue fetches; that fetch is
   * answered with `wasm`. So the WASM is compiled from the response as it came from the network
   * or the service worker's cache, under its own URL, streaming. A blob: URL of the bytes held a
   * second 16 MB copy meanwhile (English grew the page by 275 MB then, 245 MB now), and was never
   * eligible for Chromium's cache of compiled code (without a service worker, a later visit's
   * set-up took 660–680 ms from the URL against 860–920 ms from a blob: URL).
   */
  static async fromResponse(harper: HarperModule, wasmUrl: string, wasm: Promise<Response>, setup: HarperSetup): Promise<HarperChecker> {
    return answeringFetch(wasmUrl, wasm, () => HarperChecker.create(harper, wasmUrl, setup.dialect, setup.ranks));
  }

  async setDialect(dialect: HarperDialect): Promise<void> {
    if (dialect === this.dialect) return;
    await this.linter.setDialect(this.harper.Dialect[dialect]);
    this.dialect = dialect;
  }

  /** Makes harper's dictionary know the personal words (also helps its grammar rules). */
  async setPersonalWords(words: readonly string[]): Promise<void> {
    const key = [...words].sort().join('\n');
    if (key === this.personalKey) return;
    await this.linter.clearWords();
    if (words.length > 0) await this.linter.importWords([...words]);
    this.personalKey = key;
  }

  async check(text: string): Promise<Suggestion[]> {
    const raw = await this.lintUnmerged(text);
    const words = { ranks: this.ranks ?? NO_RANKS, unknownAt: new Set(raw.filter((s) => s.ruleId === SPELL_CHECK_RULE).map((s) => s.offset)) };
    // harper offers "AN" for a sentence's "A": the article takes the case of the word it replaces.
    const kept = raw.filter((s) => isKeptFinding(s, text, words)).map((s) => (s.ruleId === A_AN_RULE ? { ...s, replacements: s.replacements.map((r) => keepCase(s.original, r.toLowerCase())) } : s));
    const findings = mergeSameSpan(kept, this.ranks);
    return withoutNames(findings, text, ENGLISH_ABBREVIATIONS, (word, finding) => this.isNameTypo(word, finding));
  }

  /**
   * Whether harper's replacements for a word written as a name hold a word one letter away that
   * is frequent (among the 10,000 most frequent words of the subtitles list: Amercia → America,
   * Pariss → Paris, Jonh → John) or long (eight letters or more: Constitutoin → Constitution): a
   * typo, not a name harper lacks (Murdock → Murdoch, Perens → Parens are short and rare). Names
   * of three letters or fewer are not judged. The same test as the Hunspell checker's.
   */
  private isNameTypo(word: string, finding: Suggestion): boolean {
    if ([...word].length < 4) return false;
    const lower = word.toLowerCase();
    const ranks = this.ranks ?? NO_RANKS;
    return finding.replacements.some((r) => isTypoNeighbour(r, ranks) && withinOneEdit(lower, r.toLowerCase()));
  }

  /** Every lint as harper reports it, one finding per rule, replacements in harper's order. */
  async lintUnmerged(text: string): Promise<Suggestion[]> {
    const groups = await this.linter.organizedLints(text, { language: 'plaintext', dedup: false });
    const raw: Suggestion[] = [];
    for (const [rule, lints] of Object.entries(groups)) {
      for (const lint of lints) {
        raw.push(toSuggestion(text, rule, lint));
        lint.free();
      }
    }
    return raw;
  }

  async dispose(): Promise<void> {
    await this.linter.dispose();
  }
}

/** What {@link isKeptFinding} knows of the words of the text: their frequencies, and where harper's spell check found words it does not know. */
interface KnownWords {
  ranks: FrequencyRanks;
  unknownAt: ReadonlySet<number>;
}

/**
 * - harper's spell check also flags acronyms (CD, UTF, DHCP) and words with digits, which the
 *   other languages' spelling leaves alone: one policy for every engine.
 * - Its casing of names is right where a learner writes a name in lower case ("paris",
 *   "january", "english") and wrong on edited prose as often as not, where it recases what the
 *   writer chose ("Unix" → "UNIX", "Sam" → "SAM", "LUGs" → "lugs", "Firewire" → "FireWire"): only
 *   a lower-case word given a capital first letter is kept.
 * - It reads options, paths and file names as prose ({@link isInCodeToken}): on 23,500 words of
 *   Debian's English manual pages, 283 of its 398 findings outside spelling were "--" of an
 *   option taken for a dash, "-i" for the pronoun, " .changes" for a space before a full stop.
 * - Its repeated-word rule takes names and initials for slips ("Zsa Zsa Gabor", "J. J. Gibson"):
 *   two capitalised words are left alone, as the generic rule leaves them.
 * - Its mass-noun rule takes a word in -ing after "a" for a mass noun, where it is an adjective or
 *   a count noun ("an existing file", "a leading dot", "a listing of", "a separating @"): the
 *   mass nouns learners give an article (advice, information, furniture) do not end so. It also
 *   reads the pronoun "one" before a modal verb as a numeral ("One might therefore wonder").
 * - Its closed compound "overall" is wrong where the preposition governs what follows: "spread
 *   over all of the disks" (the Debian Administrator's Handbook).
 * - Its mass nouns include nouns in -ion and -ness, which are count nouns as often ("a
 *   redirection", "an openness to new ideas"); its "you" → "your" takes a clause's subject for a
 *   noun ("unknown to you we have"); its phrasal verbs read nouns as verbs ("the BIOS setup tool",
 *   "Baron" → "Bar on"); its comma after an opening adverb is optional after "thus", "hence",
 *   "therefore"; its "be" after a modal reads an adverb or a verb for an adjective ("you must
 *   first create", "if she should fell a deer") (each measured on the `fortunes` quotations and
 *   Debian's manual pages).
 * - On the Debian Installation Guide, more of its rules misread technical prose: the "i" of "d-i",
 *   "an ssh key", the letter A, "You thus need", "may differ", "would someone want", "existing
 *   partitions", "send log messages", one-letter names, signs named between spaces (each at its
 *   pattern above).
 */
function isKeptFinding(s: Suggestion, text: string, words: KnownWords): boolean {
  if (isInCodeToken(text, s.offset, s.length)) return false;
  const end = s.offset + s.length;
  const after = text.slice(end, end + 40);
  const before = text.slice(Math.max(0, s.offset - 40), s.offset);
  if (s.ruleId === PERSONAL_PRONOUN_RULE && (JOINED.test(text.charAt(s.offset - 1)) || JOINED.test(text.charAt(end)))) return false;
  if (s.ruleId === A_AN_RULE && !isArticleFinding(s, text, words)) return false;
  if (s.ruleId === MONTHS_RULE && /^\s+\p{Ll}/u.test(after)) return false;
  if (s.ruleId === NOMINAL_WANTS_RULE && AUXILIARY_BEFORE.test(before)) return false;
  if (s.ruleId === PROGRESSIVE_BE_RULE && PARTICIPLE_ADJECTIVE_NEXT.test(after)) return false;
  if (s.ruleId === MISSING_DETERMINER_RULE && PLURAL_NEXT.test(after)) return false;
  if (s.ruleId === SPACES_RULE && NAMED_SIGN_NEXT.test(after)) return false;
  if (s.ruleId === SENTENCE_CAPITAL_RULE && NAMED_SIGN_BEFORE.test(before)) return false;
  if (s.ruleId === MASS_NOUN_RULE && (/ing$/i.test(s.original) || ONE_BEFORE_MODAL.test(s.original) || isCountableAbstract(s.original))) return false;
  if (s.ruleId === POSSESSIVE_YOUR_RULE && PRONOUN_NEXT.test(after)) return false;
  if (s.ruleId === PHRASAL_VERB_RULE && !VERB_PLACE_BEFORE.test(before)) return false;
  if (s.ruleId === MODAL_BE_RULE && MODAL_BE_NOT.test(after)) return false;
  if (s.ruleId === DISCOURSE_MARKERS_RULE && COMMA_OPTIONAL.test(s.original.trim())) return false;
  if (s.ruleId === OVERALL_RULE && GOVERNED_NEXT.test(after)) return false;
  if (s.ruleId === REPEATED_WORDS_RULE && /^\p{Lu}\S*\s+\p{Lu}/u.test(s.original)) return false;
  if (s.ruleId === SPELL_CHECK_RULE) return isCheckableWord(s.original);
  // One or two letters are a variable, an option or a hex digit ("954f", "press r", "lt le eq"), not a name.
  if (s.ruleId === NAME_CASING_RULE) return [...s.original].length > 2 && s.original === s.original.toLowerCase() && s.replacements.some((r) => r === upperFirst(s.original));
  return true;
}

/**
 * Whether harper's "a" / "an" finding is about an article: not the letter A ("point A"), and
 * before a short lower-case word that is no English word (without a vowel, not among the frequent
 * words, or unknown to harper's dictionary: an abbreviation read letter by letter, "ssh", "ftp",
 * "usb") the one the name of its first letter takes; any other next word leaves harper's
 * judgement as it is.
 */
function isArticleFinding(s: Suggestion, text: string, { ranks, unknownAt }: KnownWords): boolean {
  const end = s.offset + s.length;
  // A capital "A" inside a sentence, or before a mark, is the letter ("point A", "If A equals", "A-okay", "K. A. Arsdall").
  if (s.original === 'A' && (!/^\s+\p{L}/u.test(text.slice(end, end + 2)) || !/(?:^|[.!?]\s+)$/u.test(text.slice(Math.max(0, s.offset - 3), s.offset)))) return false;
  const match = SHORT_LOWER_NEXT.exec(text.slice(end, end + 12));
  const next = match?.[1];
  if (!match || !next) return true;
  // Without a vowel it cannot be read as a word ("ssh" is one only as an interjection, which takes no article).
  const unknown = !/[aeiouy]/.test(next) || unknownAt.has(end + match[0].length - next.length) || (ranks.size > 0 && !ranks.has(next));
  if (!unknown) return true;
  const article = VOWEL_SOUND_LETTER_NAMES.has(next.charAt(0)) ? 'an' : 'a';
  return s.replacements.some((r) => r.toLowerCase() === article);
}

function toSuggestion(text: string, rule: string, lint: Lint): Suggestion {
  const span = lint.span();
  const offset = span.start;
  const length = span.end - span.start;
  span.free();
  const original = text.slice(offset, offset + length);
  const replacements: string[] = [];
  for (const s of lint.suggestions()) {
    const kind = s.kind();
    const value = s.get_replacement_text();
    s.free();
    replacements.push(kind === REMOVE ? '' : kind === INSERT_AFTER ? original + value : value);
  }
  const ruleId = HARPER_RULE_PREFIX + rule;
  return {
    id: `local:${ruleId}:${offset}:${length}`,
    category: harperCategory(lint.lint_kind()),
    offset,
    length,
    original,
    replacements,
    message: stripMarkdown(lint.message()),
    shortMessage: lint.lint_kind_pretty(),
    ruleId,
    engine: 'local',
  };
}

/** Harper writes code spans in its messages (`teh`); plain text reads better in a tooltip. */
function stripMarkdown(message: string): string {
  return message.replace(/`([^`]*)`/g, '“$1”').replace(/\*\*([^*]+)\*\*/g, '$1');
}

/**
 * One finding per span and category: the spelling rule's message wins (its id too), the
 * replacements of all are pooled, and misspellings' replacements re-ranked.
 */
export function mergeSameSpan(findings: Suggestion[], ranks: FrequencyRanks | undefined, rerank = true): Suggestion[] {
  const groups = new Map<string, Suggestion[]>();
  for (const f of findings) {
    const key = `${f.offset}:${f.length}:${f.category}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const out: Suggestion[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => priority(a) - priority(b));
    const primary = group[0] as Suggestion;
    const pooled: string[] = [];
    for (const f of group) for (const r of f.replacements) if (!pooled.includes(r)) pooled.push(r);
    const replacements = primary.category === 'misspelling' && rerank ? rankCandidates(primary.original, pooled, { ranks, language: 'en' }).slice(0, 5) : pooled;
    out.push({ ...primary, replacements });
  }
  return out;
}

function priority(s: Suggestion): number {
  if (s.ruleId === SPELL_CHECK_RULE) return 0;
  return s.replacements.length > 0 ? 1 : 2;
}

/**
 * Runs `run` with this thread's `fetch` answering `url`, once, with `response`; every other
 * request goes to the real `fetch` as before, and it is put back as soon as `url` was asked for
 * (or `run` ended without asking).
 */
async function answeringFetch<T>(url: string, response: Promise<Response>, run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  const answering: typeof fetch = (input, init) => {
    const requested = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (requested !== url) return realFetch(input, init);
    globalThis.fetch = realFetch;
    return response;
  };
  globalThis.fetch = answering;
  try {
    return await run();
  } finally {
    if (globalThis.fetch === answering) globalThis.fetch = realFetch;
  }
}
