/**
 * Persian writes the parts of many words apart with a zero-width non-joiner (U+200C, "نیم‌فاصله"):
 * the plural ها, the prefix می, the comparative تر, compounds such as بزه‌کاری. The Academy's
 * orthography (فرهنگستان زبان و ادب فارسی، «دستور خط فارسی», 2003, the sections on «ها»، «می»،
 * «تر، ترین» and compound words) prescribes the non-joiner there, but the Persian Hunspell
 * dictionary (Lilak) lists most such forms joined or not at all: `جمعیت‌های` and `بزه‌کاری` are
 * rejected although `جمعیت` and `بزهکاری` are listed. A word with non-joiners that the dictionary
 * rejects is accepted when, written without them, it is a listed word, or when each part is
 * a listed word or one of the affixes the Academy writes after (or, for می/نمی, before) a
 * non-joiner. Each part is still checked, so a misspelled stem stays flagged.
 */

const ZWNJ = '\u200C';

/** Affixes written apart with a non-joiner after a word (دستور خط فارسی: ها، ی، تر، ترین، ضمایر متصل، فعل ربطی). */
const SUFFIXES = new Set(['ها', 'های', 'هایی', 'هایم', 'هایت', 'هایش', 'هایمان', 'هایتان', 'هایشان', 'ی', 'ای', 'ام', 'ات', 'اش', 'ایم', 'اید', 'اند', 'تر', 'ترین', 'تری']);
/** Verbal prefixes written apart with a non-joiner before the stem. */
const PREFIXES = new Set(['می', 'نمی']);

/** Whether `word`, which contains a non-joiner, is a correct Persian form by the rule above. */
export function isJoinedPersianWord(word: string, spell: (word: string) => boolean): boolean {
  if (!word.includes(ZWNJ)) return false;
  const parts = word.split(ZWNJ);
  if (parts.some((part) => part === '')) return false;
  if (spell(parts.join(''))) return true;
  return parts.every((part, i) => spell(part) || (i > 0 && SUFFIXES.has(part)) || (i < parts.length - 1 && PREFIXES.has(part)));
}
