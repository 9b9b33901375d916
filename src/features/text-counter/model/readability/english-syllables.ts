/**
 * English syllables: the npm package `syllable` 5.0.1 (Titus Wormer, MIT), with a fast path for
 * plain lower-case words that gives the same count in about a third of the time.
 *
 * Why not the package alone: on text of many distinct words (names, jargon, a glossary, a word
 * list) every word is computed afresh, and the package spends most of its time around its
 * regular expressions rather than in them: it normalises and splits each word, runs eleven
 * `replace` calls with callbacks, and singularises every word with `pluralize` (about 80 rules
 * tried in turn) to look the singular up in its list of exceptions. For a word of letters a–z
 * the path below
 *   - skips normalising and splitting (they cannot change such a word),
 *   - counts matches with `match` and removes them with a string `replace`, which V8 runs
 *     without calling back into JavaScript,
 *   - counts vowel groups in one pass instead of splitting, and
 *   - calls `pluralize` only when its singular could be an exception (below).
 * Every other word (apostrophes, hyphens, accents, other scripts) goes to the package unchanged.
 * english-syllables.test.ts checks that both give the same count on every word of the English
 * dictionary and on made-up words; text-counter.bench.ts measures the difference.
 *
 * The expressions are the package's own (index.js of syllable 5.0.1), copied unchanged.
 */

import pluralize from 'pluralize';
import { syllable } from 'syllable';
import { problematic } from 'syllable/problematic.js';

const EXPRESSION_MONOSYLLABIC_ONE = new RegExp(
  [
    'awe($|d|so)',
    'cia(?:l|$)',
    'tia',
    'cius',
    'cious',
    '[^aeiou]giu',
    '[aeiouy][^aeiouy]ion',
    'iou',
    'sia$',
    'eous$',
    '[oa]gue$',
    '.[^aeiuoycgltdb]{2,}ed$',
    '.ely$',
    '^jua',
    'uai',
    'eau',
    '^busi$',
    `(?:[aeiouy](?:${['[bcfgklmnprsvwxyz]', 'ch', 'dg', 'g[hn]', 'lch', 'l[lv]', 'mm', 'nch', 'n[cgn]', 'r[bcnsv]', 'squ', 's[chkls]', 'th'].join('|')})ed$)`,
    `(?:[aeiouy](?:${['[bdfklmnprstvy]', 'ch', 'g[hn]', 'lch', 'l[lv]', 'mm', 'nch', 'nn', 'r[nsv]', 'squ', 's[cklst]', 'th'].join('|')})es$)`,
  ].join('|'),
  'g',
);

const EXPRESSION_MONOSYLLABIC_TWO = new RegExp(
  `[aeiouy](?:${['[bcdfgklmnprstvyz]', 'ch', 'dg', 'g[hn]', 'l[lv]', 'mm', 'n[cgns]', 'r[cnsv]', 'squ', 's[cklst]', 'th'].join('|')})e$`,
  'g',
);

const EXPRESSION_DOUBLE_SYLLABIC_ONE = new RegExp(
  `(?:${['([^aeiouy])\\1l', '[^aeiouy]ie(?:r|s?t)', '[aeiouym]bl', 'eo', 'ism', 'asm', 'thm', 'dnt', 'snt', 'uity', 'dea', 'gean', 'oa', 'ua', 'react?', 'orbed', 'shred', 'eings?', '[aeiouy]sh?e[rs]'].join('|')})$`,
  'g',
);

const EXPRESSION_DOUBLE_SYLLABIC_TWO = new RegExp(['creat(?!u)', '[^gq]ua[^auieo]', '[aeiou]{3}', '^(?:ia|mc|coa[dglx].)', '^re(app|es|im|us)', '(th|d)eist'].join('|'), 'g');

const EXPRESSION_DOUBLE_SYLLABIC_THREE = new RegExp(
  ['[^aeiou]y[ae]', '[^l]lien', 'riet', 'dien', 'iu', 'io', 'ii', 'uen', '[aeilotu]real', 'real[aeilotu]', 'iell', 'eo[^aeiou]', '[aeiou]y[aeiou]'].join('|'),
  'g',
);

const EXPRESSION_DOUBLE_SYLLABIC_FOUR = /[^s]ia/;

const EXPRESSION_SINGLE = new RegExp(
  [
    `^(?:${['un', 'fore', 'ware', 'none?', 'out', 'post', 'sub', 'pre', 'pro', 'dis', 'side', 'some'].join('|')})`,
    `(?:${['ly', 'less', 'some', 'ful', 'ers?', 'ness', 'cians?', 'ments?', 'ettes?', 'villes?', 'ships?', 'sides?', 'ports?', 'shires?', '[gnst]ion(?:ed|s)?'].join('|')})$`,
  ].join('|'),
  'g',
);

const EXPRESSION_DOUBLE = new RegExp(
  [
    `^(?:${['above', 'anti', 'ante', 'counter', 'hyper', 'afore', 'agri', 'infra', 'intra', 'inter', 'over', 'semi', 'ultra', 'under', 'extra', 'dia', 'micro', 'mega', 'kilo', 'pico', 'nano', 'macro', 'somer'].join('|')})`,
    '(?:fully|berry|woman|women|edly|union|((?:[bcdfghjklmnpqrstvwxz])|[aeiou])ye?ing)$',
  ].join('|'),
  'g',
);

const EXPRESSION_TRIPLE = /(creations?|ology|ologist|onomy|onomist)$/g;

/** The expressions whose matches count `weight` syllables each and are then removed, in order. */
const COUNTED_AND_REMOVED: ReadonlyArray<readonly [RegExp, number]> = [[EXPRESSION_TRIPLE, 3], [EXPRESSION_DOUBLE, 2], [EXPRESSION_SINGLE, 1]];

const PLAIN_WORD = /^[a-z]+$/;

const exceptions = new Map<string, number>(Object.entries(problematic));

/**
 * pluralize 8's singular rules change at most the last four letters of a lower-case word
 * (`indices` → `index`, `people` → `person`): the singular keeps every letter before those. So
 * the singular of `word` can be an exception only if `word` without its last four letters begins
 * some exception; for any other word `pluralize` would give a singular the list does not have.
 * Its irregular plurals are looked up whole (`ourselves` → `myself`), but none of their
 * singulars is an exception (english-syllables.test.ts asks every one of them).
 */
const SINGULAR_CHANGES_AT_MOST = 4;
const exceptionPrefixes = new Set<string>();
for (const word of exceptions.keys()) for (let end = 0; end <= word.length; end++) exceptionPrefixes.add(word.slice(0, end));

function mayBePluralOfException(word: string): boolean {
  return exceptionPrefixes.has(word.slice(0, Math.max(0, word.length - SINGULAR_CHANGES_AT_MOST)));
}

function matches(word: string, expression: RegExp): number {
  return word.match(expression)?.length ?? 0;
}

/** Runs of a, e, i, o, u, y: what the package counts by splitting on the other letters. */
function vowelGroups(word: string): number {
  let groups = 0;
  let inGroup = false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const vowel = code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 121;
    if (vowel && !inGroup) groups++;
    inGroup = vowel;
  }
  return groups;
}

/** The package's per-word count (`one` in its index.js) for a word of letters a–z. */
function plainWordSyllables(word: string): number {
  if (word.length < 3) return 1;
  const exception = exceptions.get(word);
  if (exception !== undefined) return exception;
  if (mayBePluralOfException(word)) {
    const singularException = exceptions.get(pluralize(word, 1));
    if (singularException !== undefined) return singularException;
  }
  let count = 0;
  let rest = word;
  // These remove what they count, so the later expressions do not count it again.
  for (const [expression, weight] of COUNTED_AND_REMOVED) {
    const found = matches(rest, expression);
    if (found > 0) {
      count += weight * found;
      rest = rest.replace(expression, '');
    }
  }
  count += vowelGroups(rest);
  count -= matches(rest, EXPRESSION_MONOSYLLABIC_ONE) + matches(rest, EXPRESSION_MONOSYLLABIC_TWO);
  count += matches(rest, EXPRESSION_DOUBLE_SYLLABIC_ONE) + matches(rest, EXPRESSION_DOUBLE_SYLLABIC_TWO) + matches(rest, EXPRESSION_DOUBLE_SYLLABIC_THREE);
  if (EXPRESSION_DOUBLE_SYLLABIC_FOUR.test(rest)) count++;
  return count || 1;
}

/** Syllables of an English word as the `syllable` package counts them. */
export function englishSyllables(word: string): number {
  return PLAIN_WORD.test(word) ? plainWordSyllables(word) : syllable(word);
}
