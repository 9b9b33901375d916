/**
 * English pronunciation from the CMU Pronouncing Dictionary's ARPAbet transcriptions ("L AY1 T"):
 * IPA for General American with syllables and stress, and the keys that rhymes are found by.
 * Shared by the build (which groups words by rhyme) and the browser (which shows them).
 */

/**
 * ARPAbet → IPA, General American (the ARPABET table of the CMU Pronouncing Dictionary's
 * documentation and Wikipedia's "ARPABET"). AH and ER differ by stress: ʌ/ə, ɝ/ɚ.
 */
const vowelIpa: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};
const unstressedVowelIpa: Record<string, string> = { AH: 'ə', ER: 'ɚ' };
const consonantIpa: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/**
 * Onsets English allows at the start of a syllable (the phonotactics of English onsets, as in
 * Wikipedia's "English phonology" § Phonotactics): every consonant but NG alone, and these clusters.
 * Syllables take the longest allowed onset (the maximal onset principle).
 */
const clusterOnsets = new Set(
  [
    'P R', 'P L', 'P Y', 'B R', 'B L', 'B Y', 'T R', 'T W', 'D R', 'D W', 'K R', 'K L', 'K W', 'K Y', 'G R', 'G L', 'G W',
    'F R', 'F L', 'F Y', 'V Y', 'TH R', 'TH W', 'SH R', 'HH Y', 'M Y', 'N Y', 'S P', 'S T', 'S K', 'S M', 'S N', 'S L', 'S W', 'S F',
    'S P R', 'S P L', 'S P Y', 'S T R', 'S K R', 'S K W', 'S K Y',
  ],
);

export interface Phone {
  /** ARPAbet symbol without stress ("AY"). */
  symbol: string;
  /** Stress of a vowel: 0 none, 1 primary, 2 secondary; null for a consonant. */
  stress: 0 | 1 | 2 | null;
}

/** Parses "L AY1 T" into phones; null when a symbol is not ARPAbet. */
export function parseArpabet(arpabet: string): Phone[] | null {
  const phones: Phone[] = [];
  for (const token of arpabet.trim().split(/\s+/)) {
    const match = /^([A-Z]{1,2})([012])?$/.exec(token);
    if (!match) return null;
    const [, symbol, stress] = match;
    if (stress !== undefined ? !(symbol! in vowelIpa) : !(symbol! in consonantIpa)) return null;
    phones.push({ symbol: symbol!, stress: stress === undefined ? null : (Number(stress) as 0 | 1 | 2) });
  }
  return phones.length > 0 ? phones : null;
}

const isVowel = (phone: Phone) => phone.stress !== null;

/** Phones split into syllables: each vowel with the longest allowed onset before it. */
export function syllabify(phones: readonly Phone[]): Phone[][] {
  const vowels = phones.flatMap((p, i) => (isVowel(p) ? [i] : []));
  if (vowels.length === 0) return [phones.slice()];
  const starts = [0];
  for (let v = 1; v < vowels.length; v++) {
    const previous = vowels[v - 1]!;
    const current = vowels[v]!;
    let start = current;
    // The longest run of consonants before the vowel that is an allowed onset.
    for (let s = previous + 1; s < current; s++) {
      const onset = phones.slice(s, current).map((p) => p.symbol);
      if ((onset.length === 1 && onset[0] !== 'NG') || clusterOnsets.has(onset.join(' '))) {
        start = s;
        break;
      }
    }
    starts.push(start);
  }
  return starts.map((start, i) => phones.slice(start, starts[i + 1] ?? phones.length));
}

function phoneIpa(phone: Phone): string {
  if (phone.stress === null) return consonantIpa[phone.symbol]!;
  return (phone.stress === 0 ? unstressedVowelIpa[phone.symbol] : undefined) ?? vowelIpa[phone.symbol]!;
}

/**
 * IPA of an ARPAbet transcription, syllables separated by "." and stressed ones marked ˈ
 * (primary) or ˌ (secondary) instead of the dot: "L AY1 T" → "ˈlaɪt", "T AH0 M EY1 T OW2" → "təˈmeɪˌtoʊ".
 * Null when the transcription is not ARPAbet.
 */
export function arpabetToIpa(arpabet: string): string | null {
  const phones = parseArpabet(arpabet);
  if (!phones) return null;
  const syllables = syllabify(phones);
  return syllables
    .map((syllable, i) => {
      const stress = syllable.find(isVowel)?.stress;
      const mark = stress === 1 ? 'ˈ' : stress === 2 ? 'ˌ' : i > 0 ? '.' : '';
      return mark + syllable.map(phoneIpa).join('');
    })
    .join('');
}

/** The number of syllables (vowels) of a transcription. */
export function syllableCount(arpabet: string): number {
  return (parseArpabet(arpabet) ?? []).filter(isVowel).length;
}

/**
 * The part that rhymes: from the last vowel with primary stress (else the last with secondary
 * stress, else the last vowel) to the end, without stress marks: "D IH0 L AY1 T" → "AY T". Two
 * words rhyme perfectly when these are equal.
 */
export function rhymePart(arpabet: string): string {
  const phones = parseArpabet(arpabet) ?? [];
  let start = -1;
  for (const stress of [1, 2, 0] as const) {
    for (let i = phones.length - 1; i >= 0; i--) {
      if (phones[i]!.stress === stress) {
        start = i;
        break;
      }
    }
    if (start >= 0) break;
  }
  return phones
    .slice(Math.max(0, start))
    .map((p) => p.symbol)
    .join(' ');
}

/**
 * Families of consonants that rhyme imperfectly with each other — same manner of articulation and
 * voicing, differing in place (Zwicky 1976, "This rock-and-roll has got to stop: Junior's head is
 * hard as a rock", on the imperfect rhymes of rock lyrics): p/t/k, b/d/g, the voiceless and voiced
 * fricatives (with the affricates), the nasals. Other consonants form families of their own.
 */
const consonantFamily: Record<string, string> = {
  P: 'p', T: 'p', K: 'p',
  B: 'b', D: 'b', G: 'b',
  F: 'f', TH: 'f', S: 'f', SH: 'f', CH: 'f',
  V: 'v', DH: 'v', Z: 'v', ZH: 'v', JH: 'v',
  M: 'm', N: 'm', NG: 'm',
};

/**
 * The near-rhyme key of a rhyme part: its vowels as they are, each consonant replaced by its
 * family ("AY T" and "AY K" both give "AY ~p"). Words whose rhyme parts differ but share this key
 * rhyme imperfectly ("light", "like", "type").
 */
export function rhymeFamilyKey(rhyme: string): string {
  return rhyme
    .split(' ')
    .map((symbol) => (symbol in vowelIpa ? symbol : `~${consonantFamily[symbol] ?? symbol.toLowerCase()}`))
    .join(' ');
}
