/**
 * Turkish writes the inflectional suffixes of a proper name, an abbreviation or a number after an
 * apostrophe: "Ahmet'in", "Google'ın", "Samba'nın", "PDF'ye", "CD'sinde", "1985'te" (Türk Dil
 * Kurumu, *Yazım Kılavuzu*, "Kesme işareti" 1–3: özel adlara, kısaltmalara ve sayılara getirilen
 * iyelik, durum ve bildirme ekleri kesme işaretiyle ayrılır; yapım ekleri ayrılmaz: Ankaralı,
 * Türkçe). The dictionary lists few names, and none with every suffix, so such a word is judged by
 * its name: a known word, or an unknown name as names are judged in every language
 * (./proper-names.ts); its suffix must be one of those endings.
 *
 * The suffix is checked for its shape only, not for vowel harmony with the name: the name's
 * pronunciation decides it ("Google'ı", "Shakespeare'i", "Bordeaux'ya"), not its spelling.
 */

const V2 = '[ae]';
const V4 = '[ıiuü]';
/** Case endings (dative, locative, ablative, accusative, genitive, instrumental), with -ki after the locative and the genitive. */
const CASE = `(?:y?${V2}|[dt]${V2}n?|[dt]${V2}ki(?:l${V2}r)?(?:n?(?:${V2}|${V4}n?|d${V2}n?))?|y?${V4}|n?${V4}n(?:ki)?|y?l${V2})`;
/** Possessive endings: 3rd person (-(s)ı), 1st and 2nd (-(ı)m, -(ı)mız, -(ı)nız). */
const POSSESSIVE = `(?:s?${V4}|${V4}?m(?:${V4}z)?|${V4}?n${V4}z)`;
/** The copula and its tenses: -dır, -(y)dı, -(y)mış, -(y)sa, -(y)ken, with person endings. */
const COPULA = `(?:[dt]${V4}r(?:l${V2}r)?|y?[dt]${V4}(?:m|n|k|n${V4}z|l${V2}r)?|y?m${V4}ş|y?s${V2}|y?k${V2}n)`;
/** Plural, possessive, case (after a possessive with the buffer n), copula: each optional, in that order. */
const SUFFIX = new RegExp(`^(?:l${V2}r)?(?:${POSSESSIVE})?(?:n?${CASE})?(?:${COPULA})?$`, 'u');
const SUFFIXED = /^(.+?)['’](\p{Ll}+)$/u;

/**
 * The name of `word` when it is a name, an abbreviation or a number with an inflectional suffix
 * after an apostrophe ("Ahmet'in" → "Ahmet"); else null (also for a lower-case word, which takes no
 * apostrophe, and for a derivational suffix: "Ankara'lı").
 */
export function turkishSuffixedName(word: string): string | null {
  const parts = SUFFIXED.exec(word);
  if (!parts) return null;
  const [, name, suffix] = parts as unknown as [string, string, string];
  if (!/^[\p{Lu}\d]/u.test(name) || !SUFFIX.test(suffix)) return null;
  return name;
}
