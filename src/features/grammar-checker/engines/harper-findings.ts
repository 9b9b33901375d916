/**
 * Which of harper.js's findings the site keeps. harper's rules are written for learners' English;
 * on real, edited text some of them misread what they see (measured on Debian's manual pages, the
 * Debian Administrator's Handbook and Installation Guide, and the quotations of the `fortunes`
 * package), so a few rules are off, a few are picky advice, and the rest are kept where their
 * finding can be right: each exception below says what it misread.
 */
import type { FrequencyRanks } from '@/lib/text/suggestion-ranking';
import type { Suggestion } from '../model/types';
import { upperFirst } from '../model/letter-case';
import { isCheckableWord } from './checkable-word';
import { isInCodeToken } from './code-tokens';
import { isLayoutRun } from '../model/generic-rules';

export const HARPER_RULE_PREFIX = 'HARPER_';

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
  // "find out" → "find": 7 of 7 findings on the `fortunes` quotations (406,000 words) were the
  // phrasal verb used as it should be ("to find out the truth").
  'FindOut',
  // A quantifier before a numeral: 8 of 8 there were right ("some 700 scientists", "the more one
  // produces", "little one").
  'QuantifierNumeralConflict',
] as const;

/**
 * harper rules that are picky advice: the typewriter's "--" and "..." for the dash and the
 * ellipsis, which the other languages' rules give only when asked (LOCAL_TYPO_DASH and
 * LOCAL_TYPO_ELLIPSIS). Plain text writes them so on purpose: on 48,000 words of the English
 * quotations of Debian's `fortunes` package they were 1,215 of 1,441 findings outside spelling.
 * And swear words (AvoidCurses), a matter of register, not of correctness ("kick his ass" in a
 * quotation), which no rule of the other languages judges. And "uh", "um" (FillerWords): all 17
 * of its findings on the quotations stood in dialogue written so on purpose ("The, uh, snowy
 * mountains").
 */
export const HARPER_PICKY_RULES: ReadonlySet<string> = new Set(['Dashes', 'UseEllipsisCharacter', 'AvoidCurses', 'FillerWords'].map((name) => `${HARPER_RULE_PREFIX}${name}`));

/** harper's repeated words, not kept where both are capitalised (see {@link isKeptFinding}). */
const REPEATED_WORDS_RULE = `${HARPER_RULE_PREFIX}RepeatedWords`;

/**
 * harper's mass nouns ("an advice", "furnitures"), kept only for the nouns that learners' grammars
 * list as uncountable in English though countable in other languages (Swan, *Practical English
 * Usage*, 4th ed., "countable and uncountable nouns"; the Cambridge Grammar of English, "Nouns":
 * advice, information, furniture, equipment, luggage, news, homework, research…). harper's own
 * list reads count nouns as mass nouns: "a thief", "a prayer", "a pride of lions", "a thirst
 * for", "an existing file", "a redirection", and "One might" as a numeral; on the `fortunes`
 * quotations 37 of its 39 findings were such, on the learner sentences none.
 */
const MASS_NOUN_RULE = `${HARPER_RULE_PREFIX}MassNouns`;
const LEARNERS_MASS_NOUNS = new Set([
  'accommodation', 'advice', 'baggage', 'behaviour', 'behavior', 'clothing', 'equipment', 'evidence', 'feedback', 'furniture',
  'garbage', 'hardware', 'homework', 'housework', 'information', 'jewellery', 'jewelry', 'luggage', 'machinery', 'mail',
  'money', 'news', 'permission', 'progress', 'research', 'rubbish', 'scenery', 'software', 'traffic', 'transportation',
  'vocabulary', 'weather',
]);

/** A noun after "a software", which then modifies it ("a software problem"): a lower-case word that is no preposition, conjunction, verb "be" or determiner. */
const MODIFIED_NOUN_NEXT = /^\s+(?!(?:about|on|for|to|from|of|that|which|who|is|was|are|were|be|and|or|but|with|in|at|by|this|these|those|the|a|an|my|your|his|her|our|their|it|you|me|us|them|him)(?![\p{L}]))\p{Ll}/u;

/** Whether the noun `flagged` ends with is, in the singular, one of {@link LEARNERS_MASS_NOUNS}. */
function isLearnersMassNoun(flagged: string): boolean {
  const noun = (flagged.split(/\s+/).pop() ?? '').toLowerCase();
  return LEARNERS_MASS_NOUNS.has(noun) || LEARNERS_MASS_NOUNS.has(noun.replace(/e?s$/, '')) || LEARNERS_MASS_NOUNS.has(noun.replace(/s$/, ''));
}

/** harper's "over all" → "overall", not kept before what "over all" governs (see {@link isKeptFinding}). */
const OVERALL_RULE = `${HARPER_RULE_PREFIX}Overall`;

/** What a preposition governs when it comes next: a determiner, a pronoun or a verb in -ing ("over all the disks"). */
const GOVERNED_NEXT = /^\s+(?:of|the|a|an|these|those|this|that|my|your|his|her|its|our|their|them|him|it|us|you|\p{L}+ing)(?![\p{L}])/iu;

/**
 * harper's "you" → "your" before a noun, not kept before a pronoun, which begins a clause
 * ("unknown to you we have", "look at you I am"), nor before an adverb ("You thus need to append",
 * the Debian Installation Guide).
 */
const POSSESSIVE_YOUR_RULE = `${HARPER_RULE_PREFIX}PossessiveYour`;
/**
 * Nor where "you" is addressed with a noun in apposition, plural or a number ("all you citizens",
 * "you folks", "you two", "you GPL"): 15 of its 15 findings on the `fortunes` quotations.
 */
const APPOSITION_NEXT = /^[ \t]+(?:\p{L}*(?:[^s\P{Ll}]|us|ss)s|people|folks|men|women|children|gentlemen|ladies|two|three|four|all|both|\p{Lu}{2,})(?![\p{L}])/u;
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
export const A_AN_RULE = `${HARPER_RULE_PREFIX}AnA`;
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
/** harper's two spaces after a sentence's end ("end.  Next"). */
const SENTENCE_SPACES_RULE = `${HARPER_RULE_PREFIX}NoFrenchSpaces`;

/**
 * Whether the whitespace at `offset` lays the text out rather than parts words: a tab or three
 * spaces or more ({@link isLayoutRun}), or it starts or ends a line (indentation, an attribution
 * set off by tabs, trailing spaces). The
 * generic rules' double space is only between two visible characters on one line, and so is
 * harper's: on the 406,000 words of the `fortunes` quotations its spacing findings were 15,794,
 * nearly all the tabs before a quotation's "-- Author", and 930 without layout.
 */
function isLayoutSpace(text: string, offset: number, length: number): boolean {
  if (isLayoutRun(text.slice(offset, offset + length))) return true;
  const before = text.charAt(offset - 1);
  const after = text.charAt(offset + length);
  return before === '' || after === '' || /[\n\r\u2028\u2029]/u.test(before + after);
}

/** harper's "setup" → "set up" (a phrasal verb written as its noun), kept only where a verb must stand: after "to" or a modal ("to setup RAID"), not in "the BIOS setup tool", "backup and swap files". */
const PHRASAL_VERB_RULE = `${HARPER_RULE_PREFIX}PhrasalVerbAsCompoundNoun`;
const VERB_PLACE_BEFORE = /(?:^|[^\p{L}])(?:to|will|would|can|could|should|must|may|might|shall|please|don['’]t|didn['’]t|doesn['’]t)\s+$/iu;

/**
 * harper's "it's" → "its", kept only where a possessive can stand: after a preposition or a verb
 * that takes an object ("with it's head", "wagged it's tail"; a past in -ed, not "indeed",
 * "need"). At a clause's start the subject
 * "it is" is read ("If it stinks, it's chemistry", "I think it's time", "It's no use crying"):
 * 27 of its 31 findings on the `fortunes` quotations.
 */
const ITS_POSSESSIVE_RULE = `${HARPER_RULE_PREFIX}ItsPossessive`;
const OBJECT_PLACE_BEFORE =
  /(?:^|[^\p{L}])(?:about|above|across|after|against|along|amid|among|amongst|around|at|before|behind|below|beneath|beside|between|beyond|by|during|for|from|in|inside|into|like|near|of|off|on|onto|over|past|per|through|throughout|to|toward|towards|under|unto|upon|via|with|within|without|\p{L}{2,}[^\P{L}e]ed|has|have|had|lose|lost|make|made|take|took|get|got|keep|kept|leave|left|find|found|give|gave|hold|held|show|shows|do|did|does)\s+$/iu;

/**
 * harper's "they" → "them" after a preposition, kept only where nothing follows that "they" could
 * be the subject of: "for they shall inherit", "for they are sales reps" read "for" as "because"
 * (18 of its 18 findings on the `fortunes` quotations).
 */
const THEY_TO_THEM_RULE = `${HARPER_RULE_PREFIX}TheyToThem`;
const OBJECT_END_NEXT = /^(?:\s*(?:$|[.,;:!?)\]"”’])|\s+(?:the|a|an|and|or|to|for|with|about|from|in|on|at|too|again|now|here|there)(?![\p{L}]))/iu;

/**
 * harper's one "be" of two, not kept in a pseudo-cleft or after "to be", where two meet as they
 * should ("what you are is no good", "All you are is", "To be is to do", "What I really want to do
 * is be a shoe salesman"), nor for the "am" of a time ("8am is"): 9 of its 12 findings on the
 * `fortunes` quotations.
 */
const SINGLE_BE_RULE = `${HARPER_RULE_PREFIX}SingleBe`;
const CLEFT_BEFORE = /(?:(?:^|[^\p{L}])(?:what|whatever|all|to|do)\s+(?:\p{L}+\s+){0,3}(?:am|are|is|was|were|be)|\d(?:am|pm)|(?:^|[^\p{L}])(?:do|does|did)\s+is)$/iu;

/** harper's "every one" → "everyone", not kept before "of", where it means "each one" ("every one of us"). */
const EVERYONE_RULE = `${HARPER_RULE_PREFIX}Everyone`;
const OF_NEXT = /^\s+of(?![\p{L}])/iu;

/** harper's regular plurals and past forms of irregular words, not kept for a capitalised word: a name or a title ("Childs", "the Dominos", "Desperados Under the Eaves"). */
const REGULAR_IRREGULARS_RULE = `${HARPER_RULE_PREFIX}RegularIrregulars`;

/**
 * harper's "out of date" → "out-of-date", kept only before the noun it modifies: a compound
 * modifier after the noun stays open (The Chicago Manual of Style, 17th ed., 7.81 and 7.89: "the
 * data are out of date"); all 6 of its findings on the `fortunes` quotations were so.
 */
const OUT_OF_DATE_RULE = `${HARPER_RULE_PREFIX}OutOfDate`;
const NOUN_NEXT = /^[ \t]+(?!(?:and|or|but|nor|by|in|on|for|to|with|at|as|than|now|already|again|anyway|too|though|if|when|because)(?![\p{L}]))\p{L}/iu;

/**
 * harper's agreement of a pronoun and its verb, not kept for a noun for people in apposition after
 * "you" or "we" ("you guys are", "we humans have", "you FREAKS"), nor for a letter or a name
 * written like the pronoun ("_I satisfies", "d-i stands"): 9 of its 63 findings on the `fortunes`
 * quotations;
 * most others are dialect written so on purpose ("When I works, I works hard"), which it is right
 * to point out.
 */
const PRONOUN_AGREEMENT_RULE = `${HARPER_RULE_PREFIX}PronounVerbAgreement`;
const APPOSITION_PRONOUN_BEFORE = /(?:^|[^\p{L}])(?:you|we)[ \t]+$/iu;
/** Nouns for people that follow "you" or "we" in apposition, or a word in capitals; a verb in -s after them ("we thinks") is kept. */
const APPOSITION_NOUN = /^(?:guys|people|folks|humans|men|women|kids|children|boys|girls|ladies|gentlemen|fellows|lads|friends|folk|\p{Lu}{2,})$/u;
const JOINED_PRONOUN_BEFORE = /[-‐‑/._](?:i|I|it|he|she|we|you|they)\s+$/u;

/**
 * harper's "a" / "an", not kept for a letter that names an item ("(a) irrelevant"), for the "an'"
 * of dialect ("mice an' men"), inside a word drawn out with hyphens ("insa-a-a-ane") or for "a.m."
 * (13 of its 44 findings on the `fortunes` quotations).
 */
const NOT_AN_ARTICLE = { before: /(?:\(|[-‐‑]|\d\s?)$/u, after: /^(?:\)|['’]|[-‐‑]|\.m\.)/u };

/**
 * harper's "be" after a modal before an adjective ("you must careful" → "must be careful"), not
 * kept where the next word is an adverb or "due" ("you must first create", "cannot due to"), nor
 * where an article follows it, which makes it a verb with its object ("if she should fell a deer").
 */
const MODAL_BE_RULE = `${HARPER_RULE_PREFIX}ModalBeAdjective`;
const MODAL_BE_NOT = /^\s+(?:(?:first|also|still|never|always|often|only|just|then|now|already|even|really|certainly|probably|due)(?![\p{L}])|\p{L}+\s+(?:a|an|the)\s)/iu;
/** Nor where the "modal" is a noun after a determiner ("your own can opener", "a can opener"; 5 of its 7 findings on the `fortunes` quotations). */
const DETERMINER_BEFORE = /(?:^|[^\p{L}])(?:a|an|the|my|your|his|her|its|our|their|no|this|that|every|each|own|any|some)\s+$/iu;

/**
 * harper's comma after a sentence-opening adverb, not kept after those that need none: the
 * Chicago Manual of Style (17th ed., 6.25) leaves it out after "thus", "hence", "therefore" and the
 * like where no pause is meant ("Thus the superior man is careful"); "However," keeps it.
 */
const DISCOURSE_MARKERS_RULE = `${HARPER_RULE_PREFIX}DiscourseMarkers`;
const COMMA_OPTIONAL = /^(?:thus|hence|therefore|otherwise|instead|then|still|so|yet|also|accordingly|consequently)$/i;

/** harper's casing of names, kept only where it capitalises a lower-case word (see {@link isKeptFinding}). */
const NAME_CASING_RULE = `${HARPER_RULE_PREFIX}OrthographicConsistency`;

/** What {@link isKeptFinding} knows of the words of the text: their frequencies, and where harper's spell check found words it does not know. */
export interface KnownWords {
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
 * - Its mass-noun rule takes count nouns and adjectives for mass nouns ("an existing file", "a
 *   listing of", "a redirection", "a thief") and the pronoun "one" before a modal verb for a
 *   numeral ("One might therefore wonder"): it is kept for the learners' mass nouns only.
 * - Its closed compound "overall" is wrong where the preposition governs what follows: "spread
 *   over all of the disks" (the Debian Administrator's Handbook).
 * - Its "you" → "your" takes a clause's subject for a noun ("unknown to you we have"); its phrasal verbs read nouns as verbs ("the BIOS setup tool",
 *   "Baron" → "Bar on"); its comma after an opening adverb is optional after "thus", "hence",
 *   "therefore"; its "be" after a modal reads an adverb or a verb for an adjective ("you must
 *   first create", "if she should fell a deer") (each measured on the `fortunes` quotations and
 *   Debian's manual pages).
 * - On the Debian Installation Guide, more of its rules misread technical prose: the "i" of "d-i",
 *   "an ssh key", the letter A, "You thus need", "may differ", "would someone want", "existing
 *   partitions", "send log messages", one-letter names, signs named between spaces (each at its
 *   pattern above).
 * - On the quotations of the `fortunes` package (406,000 words of literature, jokes and chat),
 *   more: layout whitespace, "it's" and "they" at a clause's start, "you" addressed with a noun,
 *   pseudo-clefts, "every one of", names among irregular plurals, "out of date" after its noun,
 *   enumerations "(a)", the noun "can" (each at its pattern above).
 */
export function isKeptFinding(s: Suggestion, text: string, words: KnownWords): boolean {
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
  if (s.ruleId === SPACES_RULE && (NAMED_SIGN_NEXT.test(after) || isLayoutSpace(text, s.offset, s.length))) return false;
  if (s.ruleId === SENTENCE_SPACES_RULE && isLayoutSpace(text, s.offset, s.length)) return false;
  if (s.ruleId === SENTENCE_CAPITAL_RULE && NAMED_SIGN_BEFORE.test(before)) return false;
  if (s.ruleId === MASS_NOUN_RULE && (!isLearnersMassNoun(s.original) || (/^an?\s/i.test(s.original) && MODIFIED_NOUN_NEXT.test(after)))) return false;
  if (s.ruleId === POSSESSIVE_YOUR_RULE && (PRONOUN_NEXT.test(after) || APPOSITION_NEXT.test(after) || /(?:^|[^\p{L}])all\s+$/iu.test(before))) return false;
  if (s.ruleId === ITS_POSSESSIVE_RULE && !OBJECT_PLACE_BEFORE.test(before)) return false;
  if (s.ruleId === THEY_TO_THEM_RULE && !OBJECT_END_NEXT.test(after)) return false;
  if (s.ruleId === SINGLE_BE_RULE && CLEFT_BEFORE.test(before)) return false;
  if (s.ruleId === EVERYONE_RULE && OF_NEXT.test(after)) return false;
  if (s.ruleId === REGULAR_IRREGULARS_RULE && /^\p{Lu}/u.test(s.original)) return false;
  if (s.ruleId === OUT_OF_DATE_RULE && !NOUN_NEXT.test(after)) return false;
  if (s.ruleId === PRONOUN_AGREEMENT_RULE && ((APPOSITION_PRONOUN_BEFORE.test(before) && APPOSITION_NOUN.test(s.original)) || JOINED_PRONOUN_BEFORE.test(before))) return false;
  if (s.ruleId === A_AN_RULE && (NOT_AN_ARTICLE.before.test(before) || NOT_AN_ARTICLE.after.test(after))) return false;
  if (s.ruleId === PHRASAL_VERB_RULE && !VERB_PLACE_BEFORE.test(before)) return false;
  if (s.ruleId === MODAL_BE_RULE && (MODAL_BE_NOT.test(after) || DETERMINER_BEFORE.test(before) || (/^\p{Lu}/u.test(s.original) && !/(?:^|[.!?]\s*)$/u.test(before)))) return false;
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
