/**
 * Character-run statistics of Japanese text, the inputs of Tateisi, Ono & Yamada (1988), "A
 * computer readability formula of Japanese texts for machine scoring", COLING 1988, vol. 2,
 * pp. 649–654: a run is a maximal string of one script (hiragana, katakana, kanji, Latin
 * letters); their number and length, the characters and the tooten (、) and kuten (。) count.
 * Runs never cross a line break, so the statistics of blocks cut after line feeds add up.
 */

export interface JapaneseRunCounts {
  /** Characters that are not white space (a surrogate pair is one). */
  japaneseCharacters: number;
  hiraganaRuns: number;
  hiraganaCharacters: number;
  katakanaRuns: number;
  katakanaCharacters: number;
  kanjiRuns: number;
  kanjiCharacters: number;
  /** Runs of Latin letters, half- or full-width (Tateisi et al.'s "Roman alphabet" runs). */
  alphabetRuns: number;
  alphabetCharacters: number;
  /** 、 and ，: commas. */
  tooten: number;
  /** 。 and ．: full stops. */
  kuten: number;
}

const NONE = 0;
const HIRAGANA = 1;
const KATAKANA = 2;
const KANJI = 3;
const ALPHABET = 4;

/** The script of a code unit (a high surrogate stands for its pair), or NONE. */
function scriptOf(code: number, previous: number): number {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) ? ALPHABET : NONE;
  if (code >= 0x3041 && code <= 0x309f) return HIRAGANA;
  // The prolonged sound mark ー continues the run it follows (らーめん, コーヒー).
  if (code === 0x30fc) return previous === HIRAGANA ? HIRAGANA : KATAKANA;
  if ((code >= 0x30a0 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff) || (code >= 0xff66 && code <= 0xff9f)) return KATAKANA;
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff) || code === 0x3005 || code === 0x3006) return KANJI;
  // High surrogates of the CJK extensions B–H (U+20000–U+3FFFF).
  if (code >= 0xd840 && code <= 0xd8bf) return KANJI;
  if ((code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a)) return ALPHABET;
  return NONE;
}

function isWhiteSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x3000 || code === 0x2028 || code === 0x2029 || code === 0x200b || code === 0xfeff;
}

export function emptyJapaneseRunCounts(): JapaneseRunCounts {
  return {
    japaneseCharacters: 0,
    hiraganaRuns: 0,
    hiraganaCharacters: 0,
    katakanaRuns: 0,
    katakanaCharacters: 0,
    kanjiRuns: 0,
    kanjiCharacters: 0,
    alphabetRuns: 0,
    alphabetCharacters: 0,
    tooten: 0,
    kuten: 0,
  };
}

/** Adds the run statistics of `text` to `counts`, in one pass over its code units. */
export function addJapaneseRuns(text: string, counts: JapaneseRunCounts): void {
  let current = NONE;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) continue; // low surrogate: counted with its pair
    if (isWhiteSpace(code)) {
      current = NONE;
      continue;
    }
    counts.japaneseCharacters++;
    if (code === 0x3001 || code === 0xff0c) counts.tooten++;
    else if (code === 0x3002 || code === 0xff0e) counts.kuten++;
    const script = scriptOf(code, current);
    if (script !== current && script !== NONE) {
      if (script === HIRAGANA) counts.hiraganaRuns++;
      else if (script === KATAKANA) counts.katakanaRuns++;
      else if (script === KANJI) counts.kanjiRuns++;
      else counts.alphabetRuns++;
    }
    if (script === HIRAGANA) counts.hiraganaCharacters++;
    else if (script === KATAKANA) counts.katakanaCharacters++;
    else if (script === KANJI) counts.kanjiCharacters++;
    else if (script === ALPHABET) counts.alphabetCharacters++;
    current = script;
  }
}
