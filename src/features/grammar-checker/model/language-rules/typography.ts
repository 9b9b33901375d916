/**
 * Typography rules: each language's quotation marks, French spaces around ; : ! ? « », Spanish
 * ¿…? and ¡…!, spaces between numbers and units, digit groups, and (picky) the ellipsis and
 * dash characters. The conventions per language and their authorities:
 * - French: Lexique des règles typographiques en usage à l’Imprimerie nationale (6th ed., 2002):
 *   a narrow no-break space before ; ! ?, a no-break space before : and inside « », the
 *   en dash for parentheticals, digit groups separated by a (narrow) space. Canadian French
 *   follows the Office québécois de la langue française (Banque de dépannage linguistique,
 *   « Espacement avant et après les signes de ponctuation »): a space before the colon only.
 * - German: Duden, Die deutsche Rechtschreibung (28th ed.), “Textverarbeitung und E-Mails”
 *   (after DIN 5008): „…“ (Swiss «…»), the spaced en dash as Gedankenstrich.
 * - Polish: Wielki słownik ortograficzny PWN, “Zasady pisowni i interpunkcji” §§ 90–91 and the
 *   Rada Języka Polskiego’s advice: „…”, spaced dash, digit groups with a space.
 * - Czech: Ústav pro jazyk český, Internetová jazyková příručka: „…“, spaced en dash, spaces in
 *   digit groups.
 * - Russian: А. Э. Мильчин, Л. К. Чельцова, Справочник издателя и автора (2014): «…» (nested
 *   „…“), the spaced em dash, digit groups with a no-break space; GOST 8.417-2002 for units.
 *   Ukrainian: Український правопис (2019) § 160–161 and the same conventions.
 * - Swedish: Språkrådet, Svenska skrivregler (4th ed., 2017): ”…” with the same mark on both
 *   sides, the spaced en dash (tankstreck), digit groups with a space.
 * - Spanish: RAE and ASALE, Ortografía de la lengua española (2010) § 3.4.4: ¿…? and ¡…!
 *   are paired; digit groups of more than four digits separated by a space.
 * - Italian, Dutch, Portuguese: Treccani, Taalunie (Taaladvies.net) and the Portuguese norm
 *   NP 9 / Brazilian ABNT usage: digit groups with a point (Portugal: a space); Portuguese
 *   travessão (em dash), Italian and Dutch spaced en dash.
 * - Bulgarian: Институт за български език, Официален правописен речник на българския език
 *   (БАН, 2012), „…“; Hungarian: A magyar helyesírás szabályai (MTA, 12th ed., 2015), „…”;
 *   Romanian: Academia Română, DOOM3 (2021) and the Îndreptar ortografic, ortoepic și de
 *   punctuație, „…”; Greek: Μ. Τριανταφυλλίδης, Νεοελληνική Γραμματική (της δημοτικής), on
 *   punctuation, «…» (nested “…”). Their digit groups as the Unicode CLDR number formats of each
 *   language write them (bg, hu: a no-break space; ro, el: a point; the decimal comma in all).
 * - Units (every language): BIPM, The International System of Units (9th ed., 2019) § 5.4.3:
 *   “a space always separates the numerical value and the unit”, °C included.
 */
import { baseLanguage, grammarLanguage, scriptLetter } from '../languages';
import { after, before, type LanguageRule, type RuleContext, type RuleHit } from './rule';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

interface QuoteStyle {
  open: string;
  close: string;
}

interface Typography {
  /** The double quotation marks the language's authority prescribes, if one form is required. */
  quotes?: QuoteStyle;
  /** Quotation marks that may stand inside quotes of the prescribed kind (nested quotes). */
  nestedQuotesAllowed?: boolean;
  /** The dash between words, spaced. */
  dash?: '–' | '—';
  /** Separators of digit groups, best first (the decimal separator is the comma). */
  digitGroups?: readonly string[];
  /** Whether grouping with points (1.000.000) is wrong too. */
  pointGroupsWrong?: boolean;
  /** French spacing: `france` before ; : ! ? and inside « »; `canada` before : and inside « ». */
  frenchSpacing?: 'france' | 'canada';
  /** Spanish inverted question and exclamation marks. */
  invertedMarks?: boolean;
  /** Units written in this script besides the SI symbols (Cyrillic кг, км…). */
  cyrillicUnits?: boolean;
}

const GERMAN_QUOTES: QuoteStyle = { open: '„', close: '“' };
const POLISH_QUOTES: QuoteStyle = { open: '„', close: '”' };
const GUILLEMETS: QuoteStyle = { open: '«', close: '»' };
const FRENCH_GUILLEMETS: QuoteStyle = { open: `«${NBSP}`, close: `${NBSP}»` };
const SWEDISH_QUOTES: QuoteStyle = { open: '”', close: '”' };

/** Conventions by base language; variants (`de-CH`, `fr-CA`, `pt-PT`) by full code. */
const TYPOGRAPHY: Readonly<Record<string, Typography>> = {
  de: { quotes: GERMAN_QUOTES, dash: '–', digitGroups: ['.', NBSP] },
  'de-ch': { quotes: GUILLEMETS, nestedQuotesAllowed: true, dash: '–', digitGroups: [NBSP, '’'] },
  fr: { quotes: FRENCH_GUILLEMETS, nestedQuotesAllowed: true, dash: '–', digitGroups: [NNBSP, NBSP], pointGroupsWrong: true, frenchSpacing: 'france' },
  'fr-ca': { quotes: FRENCH_GUILLEMETS, nestedQuotesAllowed: true, dash: '–', digitGroups: [NBSP], pointGroupsWrong: true, frenchSpacing: 'canada' },
  es: { digitGroups: [NBSP], invertedMarks: true },
  it: { dash: '–', digitGroups: ['.'] },
  pt: { dash: '—', digitGroups: ['.'] },
  'pt-pt': { dash: '—', digitGroups: [NBSP, '.'] },
  nl: { dash: '–', digitGroups: ['.'] },
  pl: { quotes: POLISH_QUOTES, nestedQuotesAllowed: true, dash: '–', digitGroups: [NBSP], pointGroupsWrong: true },
  cs: { quotes: GERMAN_QUOTES, dash: '–', digitGroups: [NBSP], pointGroupsWrong: true },
  ru: { quotes: GUILLEMETS, nestedQuotesAllowed: true, dash: '—', digitGroups: [NBSP], pointGroupsWrong: true, cyrillicUnits: true },
  uk: { quotes: GUILLEMETS, nestedQuotesAllowed: true, dash: '—', digitGroups: [NBSP], pointGroupsWrong: true, cyrillicUnits: true },
  sv: { quotes: SWEDISH_QUOTES, dash: '–', digitGroups: [NBSP], pointGroupsWrong: true },
  bg: { quotes: GERMAN_QUOTES, digitGroups: [NBSP], cyrillicUnits: true },
  hu: { quotes: POLISH_QUOTES, digitGroups: [NBSP] },
  ro: { quotes: POLISH_QUOTES, digitGroups: ['.', NBSP] },
  el: { quotes: GUILLEMETS, nestedQuotesAllowed: true, digitGroups: ['.'] },
};

/** The typography conventions of `language` (a LanguageTool code), if the rules cover it. */
export function typographyOf(language: string): Typography | undefined {
  const code = language.toLowerCase();
  return TYPOGRAPHY[code] ?? TYPOGRAPHY[code.split('-').slice(0, 2).join('-')] ?? TYPOGRAPHY[baseLanguage(code)];
}

/** The typography rules for `language`, empty when its conventions are not covered. */
export function typographyRules(language: string): LanguageRule[] {
  const t = typographyOf(language);
  if (!t) return [];
  return [
    ...(t.quotes ? [quotationMarks(t.quotes, t.nestedQuotesAllowed ?? false, ownLetter(language))] : []),
    ...(t.frenchSpacing ? frenchSpacing(t.frenchSpacing) : []),
    ...(t.invertedMarks ? invertedMarks() : []),
    unitSpace(t.cyrillicUnits ?? false),
    ...(t.digitGroups ? [digitGroups(t.digitGroups, t.pointGroupsWrong ?? false)] : []),
    ellipsis(),
    ...(t.dash ? [dash(t.dash)] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Quotation marks

/** Characters after which an opening quotation mark may stand. */
const BEFORE_OPENING = /^$|[\s([{\u2013\u2014/]$/u;
/** Characters before which a closing quotation mark may stand. */
const AFTER_CLOSING = /^$|^[\s.,;:!?)\]}\u2013\u2014…]/u;

/**
 * Double quotation marks of another language's kind (typewriter "…", English “…”, or the low-9
 * opening with the other language's closing mark) where the language prescribes `style`.
 * Each mark is a finding of its own. A line whose typewriter quotes do not pair up cleanly
 * (inches, code, a quotation left open) is left alone; with `nested`, marks inside the
 * language's own quotes are taken for nested quotes.
 */
function quotationMarks(style: QuoteStyle, nested: boolean, letter: RegExp): LanguageRule {
  const message = { key: 'quotes', values: { expected: `${style.open.trim()}…${style.close.trim()}` } } as const;
  return {
    id: 'LOCAL_TYPO_QUOTATION_MARKS',
    category: 'punctuation',
    // One match per line with a double quotation mark: the pairs are found within it.
    pattern: /^.*["“„].*$/gmu,
    hit(match, _text, context) {
      const line = match[0];
      const out: RuleHit[] = [];
      const fix = (index: number, opening: boolean, wanted: string) => {
        if (line.charAt(index) === wanted.trim()) return;
        // A plain space inside the quotes goes with the mark (French wants a no-break one there).
        const start = !opening && line.charAt(index - 1) === ' ' ? index - 1 : index;
        const end = opening && line.charAt(index + 1) === ' ' ? index + 2 : index + 1;
        out.push({ offset: match.index + start, length: end - start, replacements: [wanted], message });
      };
      for (const [open, close] of quotePairs(line)) {
        if (nested && insideGuillemets(line, open)) continue;
        if (isLiteral(line.slice(open + 1, close), letter, context)) continue;
        fix(open, true, style.open);
        fix(close, false, style.close);
      }
      return out;
    },
  };
}

/**
 * Pairs of double quotation marks in one line, as [opening, closing] indices: typewriter "…"
 * (only when every one in the line pairs up as opening and closing marks), English “…”, and
 * low-9 „… with “ or ”, and either opening mark with a typewriter closing one.
 */
function quotePairs(line: string): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const straight = [...line.matchAll(/"/g)].map((m) => m.index);
  const opens = (i: number) => BEFORE_OPENING.test(line.slice(0, i)) && /\S/u.test(line.charAt(i + 1));
  const closes = (i: number) => /\S/u.test(line.charAt(i - 1)) && AFTER_CLOSING.test(line.slice(i + 1));
  if (straight.length % 2 === 0) {
    const candidate: Array<[number, number]> = [];
    for (let k = 0; k < straight.length; k += 2) candidate.push([straight[k] as number, straight[k + 1] as number]);
    if (candidate.every(([o, c]) => opens(o) && closes(c))) pairs.push(...candidate);
  }
  // The closing mark may be a typewriter one typed after a typographic opening („Wort").
  for (const m of line.matchAll(/[“„]([^“”„"\n]{1,500}?)[“”"]/gu)) {
    const open = m.index;
    const close = open + m[0].length - 1;
    if (!opens(open) || !closes(close)) continue;
    // “…“ is no pair of English quotes; German „…“ is its own language's.
    if (line.charAt(open) === '“' && line.charAt(close) === '“') continue;
    pairs.push([open, close]);
  }
  return pairs;
}

/**
 * Whether quoted text is a literal rather than words of the language: no letter of its script
 * (`letter`: "$*", "1:2", a Latin-script "none" or "user" in Ukrainian or Greek text), a sign of
 * code ("$1c$2c", "%s", "a=b", "C:\\temp"), or one token the language's dictionary does not
 * know, where one is loaded (a keyword, a value or a foreign term: "Locked", "none" in Polish or
 * Czech). Technical writing quotes such strings with the typewriter mark of the keyboard and the
 * program on purpose: the Ukrainian and Russian manual pages of Debian (manpages-l10n) put their
 * Latin-script literals in "…" and their words in «…».
 */
function isLiteral(quoted: string, letter: RegExp, context: RuleContext): boolean {
  if (!letter.test(quoted) || /[$%\\{}<>=_|~^`]/u.test(quoted)) return true;
  return context.isWord !== undefined && /^[\p{L}\p{M}\p{N}.'’-]+$/u.test(quoted) && !context.isWord(quoted);
}

/** A letter of the script `language` is written in (any letter where the script is not known). */
function ownLetter(language: string): RegExp {
  const script = grammarLanguage(language)?.script;
  return (script && scriptLetter(script)) || /\p{L}/u;
}

/** Whether index `i` of `line` lies inside «…» (where other quotation marks are nested quotes). */
function insideGuillemets(line: string, i: number): boolean {
  const head = line.slice(0, i);
  return (head.match(/«/g)?.length ?? 0) > (head.match(/»/g)?.length ?? 0);
}

// ---------------------------------------------------------------------------------------------
// French spacing

/**
 * French spaces: a no-break space before : (and, in France, a narrow one before ; ! ?) and
 * inside « ». A mark right after the word is an error; a plain (breaking) space is picky advice.
 * A mark followed by a letter, digit or slash is no punctuation (a URL, a time, code, an
 * emoticon) and is left alone.
 */
function frenchSpacing(variant: 'france' | 'canada'): LanguageRule[] {
  const marks = variant === 'france' ? ';:!?' : ':';
  const spaceBefore = (mark: string) => (mark.startsWith(':') || mark === '»' ? NBSP : NNBSP);
  const markMessage = (mark: string) => ({ key: 'noBreakSpace', values: { mark: mark.charAt(0) } }) as const;
  const isPunctuation = (text: string, end: number) => /^(?:$|[\s"»”’)\]])/u.test(text.slice(end, end + 1));
  return [
    {
      id: 'LOCAL_FR_SPACE_BEFORE_MARK',
      category: 'punctuation',
      // The word before the mark is flagged with it, so that the fix reads “Bonjour !”.
      pattern: new RegExp(`(?<![^\\s\u00A0\u202F«“"(\\[])([^\\s\u00A0\u202F«“"(\\[]{1,40})([${marks}][!?]*|»)`, 'gu'),
      hit(m, text) {
        const word = m[1] as string;
        const mark = m[2] as string;
        if (/[;:!?]$/u.test(word)) return undefined;
        if (mark !== '»' && !isPunctuation(text, m.index + m[0].length)) return undefined;
        if (!/[\p{L}\p{N}\p{M})\]»”’"]$/u.test(word)) return undefined;
        // A drive letter: « C: », le disque D:.
        if (mark === ':' && /^\p{Lu}$/u.test(word)) return undefined;
        return { offset: m.index, length: m[0].length, replacements: [`${word}${spaceBefore(mark)}${mark}`], message: markMessage(mark) };
      },
    },
    {
      id: 'LOCAL_FR_SPACE_AFTER_GUILLEMET',
      category: 'punctuation',
      pattern: /«([\p{L}\p{N}][^\s\u00A0\u202F»]{0,39})/gu,
      hit: (m) => ({ offset: m.index, length: m[0].length, replacements: [`«${NBSP}${m[1]}`], message: markMessage('«') }),
    },
    {
      id: 'LOCAL_FR_BREAKING_SPACE_AT_MARK',
      category: 'punctuation',
      picky: true,
      pattern: new RegExp(`(?<=\\S) ([${marks}][!?]*|»)|(«) (?=\\S)`, 'gu'),
      hit(m, text) {
        const mark = (m[1] ?? m[2]) as string;
        if (m[1] && mark !== '»' && !isPunctuation(text, m.index + m[0].length)) return undefined;
        const fixed = m[1] ? `${spaceBefore(mark)}${mark}` : `«${NBSP}`;
        return { offset: m.index, length: m[0].length, replacements: [fixed], message: markMessage(mark) };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Spanish ¿…? and ¡…!

/**
 * A question or exclamation closed without being opened (or opened without being closed).
 * The opening mark goes to the start of the sentence, which the Ortografía (§ 3.4.4.1.2)
 * allows for any question in it. Sentences end at . ! ? followed by a space, or a line break:
 * the site checks a text line by line (model/paragraph-cache.ts). A line may end mid-sentence,
 * in a text wrapped by hand (mail, quotations) or while it is being typed: a question that runs
 * off the line's end is not told it is unclosed, and one whose line starts in lower case (the
 * rest of a sentence begun above) is not told it is unopened.
 */
function invertedMarks(): LanguageRule[] {
  const pairs = [
    ['¿', '?', 'QUESTION'],
    ['¡', '!', 'EXCLAMATION'],
  ] as const;
  return pairs.flatMap(([opening, closing, name]) => {
    const message = { key: 'invertedMarks', values: { opening, closing } } as const;
    const escaped = closing === '?' ? '\\?' : closing;
    return [
      {
        id: `LOCAL_ES_UNOPENED_${name}`,
        category: 'punctuation',
        // A sentence (no terminal mark or line break inside, starting after one) ending with the closing mark.
        pattern: new RegExp(`(?<![^.!?\\n])[^.!?\\n]+${escaped}`, 'gu'),
        hit(m, text) {
          const sentence = m[0];
          if (sentence.includes(opening)) return undefined;
          // "x = 3?", "1/2?": a formula, not a question. A mark after a space or between straight
          // quotes or in brackets is the sign itself, not the end of a sentence: "un ? para mostrar",
          // "coloca '?' en", "no(!) produce".
          if (/[\p{N}/=\s(]$/u.test(sentence.slice(0, -1))) return undefined;
          const quote = sentence.at(-2);
          if ((quote === "'" || quote === '"') && after(m, text, 1) === quote) return undefined;
          const lead = /^[\s"'«“(\-–—]*/u.exec(sentence)?.[0].length ?? 0;
          const word = /^[\p{L}\p{N}]+/u.exec(sentence.slice(lead))?.[0];
          // The sentence must start after a terminal mark and a space (not inside "2.0" or "a.m.")
          // and the mark must end it (not "page.php?id=1").
          if (!word || (/[.!?]$/u.test(before(m, text, 1)) && lead === 0) || !/^(?:$|[\s"'»”)\]])/u.test(after(m, text, 1))) return undefined;
          if (/^\p{Ll}/u.test(word) && /(?:^|\n)$/u.test(before(m, text, 1))) return undefined;
          return { offset: m.index + lead, length: word.length, replacements: [`${opening}${word}`], message };
        },
      },
      {
        id: `LOCAL_ES_UNCLOSED_${name}`,
        category: 'punctuation',
        // The opening mark (repeated for emphasis: "¡¡¡Viva!!!") and what follows it up to the next
        // opening mark or the line's end.
        pattern: new RegExp(`${opening}+[^${opening}\\n]*`, 'gu'),
        hit(m) {
          // Closed by another mark, or running off the line's end.
          if (m[0].includes(closing) || !/[.!?…]/u.test(m[0])) return undefined;
          let marks = 1;
          while (m[0].charAt(marks) === opening) marks++;
          return { offset: m.index, length: marks, replacements: [], message };
        },
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** SI unit symbols (BIPM, SI brochure, 9th ed., tables 2–8) that are never a word's ending. */
const SI_UNITS = ['km²', 'km³', 'm²', 'm³', 'cm²', 'cm³', 'km', 'cm', 'mm', 'm', 'kg', 'mg', 'g', 'ml', 'cl', 'dl', 'l', 'ha', 'kWh', 'kW', 'MW', 'W', 'MHz', 'GHz', 'Hz', 'kB', 'MB', 'GB', 'TB', 'kV', 'mA', '°C'];
/** The same units in Cyrillic (GOST 8.417-2002, annex), and г. for год/рік after a year. */
const CYRILLIC_UNITS = ['км²', 'м²', 'м³', 'км', 'см', 'мм', 'м', 'кг', 'мг', 'г', 'мл', 'л', 'га', 'кВт', 'МВт', 'Вт', 'Гц', 'МГц', 'ГГц'];

function unitSpace(cyrillic: boolean): LanguageRule {
  const units = [...SI_UNITS, ...(cyrillic ? CYRILLIC_UNITS : [])].sort((a, b) => b.length - a.length);
  const alternatives = units.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return {
    id: 'LOCAL_TYPO_UNIT_SPACE',
    category: 'punctuation',
    // Not before a hyphen: in a compound ("8GB-Partition") the fix is the language's own
    // ("8-GB-Partition", Duden § 43), not a space.
    pattern: new RegExp(`(?<![\\p{L}\\p{N}.,\\-])(\\d+(?:[.,]\\d+)?)(${alternatives})(?![\\p{L}\\p{N}\\p{M}_\\-\u2010\u2011])`, 'gu'),
    hit(m) {
      const expected = `${m[1]}${NBSP}${m[2]}`;
      return { offset: m.index, length: m[0].length, replacements: [expected], message: { key: 'unitSpace', values: { expected } } };
    },
  };
}

/**
 * Digit groups written the English way (1,000,000 or 1,000.5) in a language with a decimal
 * comma, and, where points do not group digits either, 1.000.000. A single comma group
 * (1,000) could be a decimal and is left alone, as are dotted quads (IP addresses).
 */
function digitGroups(separators: readonly string[], pointGroupsWrong: boolean): LanguageRule {
  const english = String.raw`\d{1,3}(?:,\d{3}){2,}(?:\.\d+)?|\d{1,3}(?:,\d{3})+\.\d+`;
  const points = String.raw`\d{1,3}(?:\.\d{3}){2,}(?:,\d+)?|\d{1,3}(?:\.\d{3})+,\d+`;
  const body = pointGroupsWrong ? `${english}|${points}` : english;
  return {
    id: 'LOCAL_TYPO_DIGIT_GROUPS',
    category: 'punctuation',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}.,])(?:${body})(?![\\p{L}\\p{N}]|[.,]\\d)`, 'gu'),
    hit(m) {
      const value = m[0];
      if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return undefined;
      const decimal = value.includes(',') && value.includes('.') ? (value.lastIndexOf(',') > value.lastIndexOf('.') ? ',' : '.') : '';
      const [integer = '', fraction] = decimal ? [value.slice(0, value.lastIndexOf(decimal)), value.slice(value.lastIndexOf(decimal) + 1)] : [value];
      const digits = integer.replace(/[.,]/g, '');
      const replacements = separators.map((separator) => `${digits.replace(/\B(?=(\d{3})+$)/g, separator)}${fraction !== undefined ? `,${fraction}` : ''}`);
      return { offset: m.index, length: value.length, replacements, message: { key: 'digitGroups', values: { expected: replacements[0] ?? value } } };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Picky: ellipsis and dash

function ellipsis(): LanguageRule {
  return {
    id: 'LOCAL_TYPO_ELLIPSIS',
    category: 'style',
    picky: true,
    pattern: /(?<!\.)\.\.\.(?!\.)/gu,
    hit: (m) => ({ offset: m.index, length: 3, replacements: ['…'], message: { key: 'ellipsis', values: {} } }),
  };
}

/** A hyphen standing alone between words, where a dash belongs. */
function dash(character: '–' | '—'): LanguageRule {
  return {
    id: 'LOCAL_TYPO_DASH',
    category: 'style',
    picky: true,
    pattern: /(?<=[\p{L}\p{N},;:.!?»”")] )-(?= [\p{L}\p{N}«„“"(])/gu,
    hit: (m) => ({ offset: m.index, length: 1, replacements: [character], message: { key: 'dash', values: { dash: character } } }),
  };
}
