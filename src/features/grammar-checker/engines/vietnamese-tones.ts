/**
 * Vietnamese places the tone mark of a syllable ending in the vowel pairs oa, oe, uy in two ways,
 * both in current use: the older style on the first vowel (hòa, hóa, thủy, tùy, khỏe) and the
 * newer one on the second (hoà, hoá, thuỷ, tuỳ, khoẻ). Textbooks, dictionaries and the press
 * differ (Vietnamese Wikipedia, "Quy tắc đặt dấu thanh trong chữ Quốc ngữ": "kiểu cũ" and "kiểu
 * mới"). The Vietnamese Hunspell dictionary lists one style only, so a syllable it rejects is
 * accepted when the same syllable with its tone mark on the other vowel of the pair is listed.
 * Only the pair at the end of the syllable moves (hoàn, thuyền have one place in both styles),
 * and not the u of qu (quý).
 */

/** The five tone marks as combining characters: grave, acute, tilde, hook above, dot below. */
const TONE = '[\\u0300\\u0301\\u0303\\u0309\\u0323]';
/** Tone on the first vowel of a final oa/oe/uy (the older style), in decomposed form. */
const ON_FIRST = new RegExp(`^(.*?)(?<![qQ])([oOuU])(${TONE})([aAeEyY])$`, 'u');
/** Tone on the second vowel (the newer style). */
const ON_SECOND = new RegExp(`^(.*?)(?<![qQ])([oOuU])([aAeEyY])(${TONE})$`, 'u');
/** The pairs the rule applies to: o with a or e, u with y. */
const PAIRS = /^(?:[oO][aAeE]|[uU][yY])$/u;

/** The syllable with its tone mark on the other vowel of a final oa/oe/uy, or undefined. */
export function otherTonePlacement(syllable: string): string | undefined {
  const decomposed = syllable.normalize('NFD');
  const first = ON_FIRST.exec(decomposed);
  if (first && PAIRS.test(`${first[2]}${first[4]}`)) return `${first[1]}${first[2]}${first[4]}${first[3]}`.normalize('NFC');
  const second = ON_SECOND.exec(decomposed);
  if (second && PAIRS.test(`${second[2]}${second[3]}`)) return `${second[1]}${second[2]}${second[4]}${second[3]}`.normalize('NFC');
  return undefined;
}

/** Whether `word` is a listed syllable written with the other tone placement. */
export function isOtherTonePlacement(word: string, spell: (word: string) => boolean): boolean {
  const other = otherTonePlacement(word);
  return other !== undefined && spell(other);
}
