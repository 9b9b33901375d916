/**
 * Re-ranking of spelling candidates. Spell checkers order candidates by their own similarity
 * measure; people mostly misspell common words, by a letter next to the intended key, a
 * doubled or dropped letter, a swapped pair or a missing accent. A weighted edit distance with
 * those cheap edits, minus a bonus for frequent words, picks the intended word first more often
 * (measured on the Wikipedia misspellings list: see scripts/bench/grammar.bench.ts).
 */

/** Frequency ranks of words (lower-case word → 1 for the most frequent). */
export type FrequencyRanks = ReadonlyMap<string, number>;

/** Parses a frequency list: one word per line, most frequent first; later duplicates ignored. */
export function parseFrequencyList(text: string): Map<string, number> {
  const ranks = new Map<string, number>();
  let rank = 0;
  for (const line of text.split('\n')) {
    const word = line.trim().toLowerCase();
    if (word === '' || word.startsWith('#') || ranks.has(word)) continue;
    ranks.set(word, ++rank);
  }
  return ranks;
}

export interface RankingWeights {
  /** Substitution of a vowel by another vowel (default 0.6). */
  vowel: number;
  /** Substitution by a neighbouring key (default 0.9). */
  keyboard: number;
  /** Substitution by the same letter with or without a diacritic (default 0.3). */
  diacritic: number;
  /** Inserting or deleting a doubled letter (default 0.2). */
  doubled: number;
  /** Swapping two adjacent letters (default 0.5). */
  transposition: number;
  /** Bonus per decade of frequency (default 0.3): log10(100,000 / rank). */
  frequency: number;
  /** Penalty per place in the engine's own order (default 0.1, at most 5 places). */
  enginePosition: number;
  /** Penalty for a candidate of several words (default 0.3). */
  multiWord: number;
  /** Penalty for a possessive `'s` candidate when the word has no `s` (default 0.3). */
  possessive: number;
  /**
   * Penalty for a candidate whose first letter differs from the word's (default 0): people seldom
   * misspell the first letter (Yannakoudakis & Fawthrop 1983, "The rules of spelling errors";
   * Pollock & Zamora 1984 found it wrong in about 7% of misspellings). Worth setting where the
   * candidates come from a whole word list rather than from a spell checker's own search.
   */
  firstLetter: number;
}

export const DEFAULT_RANKING_WEIGHTS: RankingWeights = {
  vowel: 0.6,
  keyboard: 0.9,
  diacritic: 0.3,
  doubled: 0.2,
  transposition: 0.5,
  frequency: 0.3,
  enginePosition: 0.1,
  multiWord: 0.3,
  possessive: 0.3,
  firstLetter: 0,
};

const KEYBOARD_ROWS: Readonly<Record<'qwerty' | 'qwertz' | 'azerty', readonly string[]>> = {
  qwerty: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  qwertz: ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'],
  azerty: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
};

const KEY_POSITIONS = new Map<string, Map<string, [number, number]>>();
function keyPositions(layout: keyof typeof KEYBOARD_ROWS): Map<string, [number, number]> {
  let positions = KEY_POSITIONS.get(layout);
  if (!positions) {
    positions = new Map();
    for (const [y, row] of KEYBOARD_ROWS[layout].entries()) {
      for (const [x, ch] of [...row].entries()) positions.set(ch, [x + y * 0.5, y]);
    }
    KEY_POSITIONS.set(layout, positions);
  }
  return positions;
}

/** The keyboard layout most people typing `language` (a LanguageTool code) use. */
export function keyboardLayoutFor(language: string): keyof typeof KEYBOARD_ROWS {
  const lang = language.toLowerCase();
  if (lang.startsWith('de') || lang.startsWith('cs') || lang.startsWith('sk') || lang.startsWith('sl') || lang.startsWith('hu')) return 'qwertz';
  if (lang === 'fr' || lang === 'fr-be' || lang.startsWith('br')) return 'azerty';
  return 'qwerty';
}

const VOWELS = new Set('aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿąęėīįōœūųůěаеёиоуыэюяіїєαεηιουωάέήίόύώ');

/** Letters with a stroke have no decomposition; people still type them as the plain letter. */
const STROKED: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ŀ: 'l', ŧ: 't' };

function baseLetter(ch: string): string {
  const lower = ch.toLowerCase();
  return STROKED[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Weighted Damerau–Levenshtein distance (optimal string alignment) between `a` and `b`. */
export function weightedEditDistance(a: string, b: string, layout: keyof typeof KEYBOARD_ROWS = 'qwerty', weights: RankingWeights = DEFAULT_RANKING_WEIGHTS): number {
  const s = [...a];
  const t = [...b];
  const n = s.length;
  const m = t.length;
  const positions = keyPositions(layout);
  const substitution = (x: string, y: string): number => {
    if (x === y) return 0;
    const lx = x.toLowerCase();
    const ly = y.toLowerCase();
    if (lx === ly) return 0.1;
    if (baseLetter(lx) === baseLetter(ly)) return weights.diacritic;
    if (VOWELS.has(lx) && VOWELS.has(ly)) return weights.vowel;
    const px = positions.get(lx);
    const py = positions.get(ly);
    if (px && py && Math.hypot(px[0] - py[0], px[1] - py[1]) < 1.3) return weights.keyboard;
    return 1;
  };
  let prev2 = new Float64Array(m + 1);
  let prev = new Float64Array(m + 1);
  let row = new Float64Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    const si = s[i - 1] as string;
    const deletion = i > 1 && s[i - 2] === si ? weights.doubled : 1;
    for (let j = 1; j <= m; j++) {
      const tj = t[j - 1] as string;
      const insertion = j > 1 && t[j - 2] === tj ? weights.doubled : 1;
      let v = Math.min((prev[j] as number) + deletion, (row[j - 1] as number) + insertion, (prev[j - 1] as number) + substitution(si, tj));
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj) v = Math.min(v, (prev2[j - 2] as number) + weights.transposition);
      row[j] = v;
    }
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[m] as number;
}

/**
 * log10(100,000 / rank), at least 0; 0 for words not in the list. Words split by a space or a
 * hyphen that the list does not hold whole ("a lot", Czech "vy-jímka" for "výjimka") score as
 * their rarest part: a phrase is no more frequent than its rarest word, and a frequent first
 * word ("vy", "zu", "es") says nothing of the split.
 */
export function frequencyScore(word: string, ranks: FrequencyRanks | undefined): number {
  if (!ranks) return 0;
  const lower = word.toLowerCase();
  const whole = ranks.get(lower);
  const parts = lower.split(/[\s-]+/).filter(Boolean);
  const rank = whole ?? (parts.length > 1 ? Math.max(...parts.map((part) => ranks.get(part) ?? Infinity)) : undefined);
  return rank && Number.isFinite(rank) ? Math.max(0, Math.log10(100_000 / rank)) : 0;
}

export interface RankOptions {
  ranks?: FrequencyRanks;
  /** Unordered candidates from elsewhere (generated edits), ranked as if second in the engine's order. */
  extra?: readonly string[];
  language?: string;
  weights?: Partial<RankingWeights>;
}

/**
 * `candidates` (in the engine's order, duplicates allowed) re-ordered best first for the
 * misspelling `word`. Candidates identical to the word are dropped, and those that begin or end
 * with a hyphen when the word does not.
 */
export function rankCandidates(word: string, candidates: readonly string[], options: RankOptions = {}): string[] {
  const weights = { ...DEFAULT_RANKING_WEIGHTS, ...options.weights };
  const layout = keyboardLayoutFor(options.language ?? 'en');
  // A part of a compound as the dictionary lists it ("-paris" in German: Nord-Paris) is never a
  // word of its own.
  const hyphenEdge = /^-|-$/;
  const wanted = (c: string) => c !== word && (!hyphenEdge.test(c) || hyphenEdge.test(word));
  const seen = new Map<string, number>();
  for (const [i, c] of candidates.entries()) if (wanted(c) && !seen.has(c)) seen.set(c, i);
  for (const c of options.extra ?? []) if (wanted(c) && !seen.has(c)) seen.set(c, 1);
  const lowerWord = word.toLowerCase();
  const scored = [...seen].map(([candidate, position]) => {
    let score = weightedEditDistance(lowerWord, candidate.toLowerCase(), layout, weights);
    score += caseMismatch(word, candidate);
    score -= weights.frequency * frequencyScore(candidate, options.ranks);
    score += weights.enginePosition * Math.min(position, 5);
    if (/\s/.test(candidate)) score += weights.multiWord;
    if (/['’]s$/.test(candidate) && !/s$/i.test(word)) score += weights.possessive;
    if (baseLetter(candidate.charAt(0)) !== baseLetter(word.charAt(0))) score += weights.firstLetter;
    return { candidate, score, position };
  });
  scored.sort((a, b) => a.score - b.score || a.position - b.position);
  return scored.map((s) => s.candidate);
}

/** A small cost when the candidate's capitalisation differs from the word's beyond its first letter. */
function caseMismatch(word: string, candidate: string): number {
  if (word.toLowerCase() !== word && candidate.toLowerCase() === candidate) return 0.2;
  return 0;
}
