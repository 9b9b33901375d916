/**
 * Checks messages/*.json against the English source: the same keys, no empty values, the same
 * ICU placeholders, valid ICU syntax, no named number or date style (see {@link namedStyles}),
 * and no value left in English unless allow-listed
 * (brand names, codes, and strings that are the same word in that language). French values also
 * keep the French spacing: a no-break space before : ; ! ? » and after «.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales } from '../src/i18n/locales';

type Tree = { [key: string]: string | Tree };

/** Values that may equal English in any locale. */
const sameEverywhere = new Set([
  '{count} × ({share})',
  'WriteKit',
  'WriteKit – home',
  '{seconds} s',
  '{minutes} min {seconds} s',
  '{hours} h {minutes} min',
  'Twitter / X (280)',
  'Threads (500)',
]);

/** Key paths that may equal English in the named locales (the word is the same there). */
const sameInLocale: Record<string, string[]> = {
  'Errors.statusCode': ['es'],
  'Dictionary.posVerb': ['ro', 'sv'],
  'Dictionary.posAdverb': ['ro', 'sv'],
  'Dictionary.homophones': ['fr'],
  'GrammarChecker.categoryMisspelling': ['nl'],
  'Common.offline': ['pl', 'de', 'it', 'nl', 'sv'],
  'Dictionary.domains.act': ['fr'],
  'Dictionary.domains.animal': ['es', 'fr', 'ro', 'pt'],
  'Dictionary.domains.communication': ['fr'],
  'Dictionary.domains.contact': ['fr', 'nl', 'ro'],
  'Dictionary.domains.emotion': ['sv'],
  'Dictionary.domains.perception': ['fr'],
  'Dictionary.domains.person': ['sv'],
  'Dictionary.domains.plant': ['nl'],
  'Dictionary.domains.possession': ['fr'],
  'Dictionary.domains.process': ['sv'],
  'Dictionary.domains.relation': ['fr'],
  'Dictionary.domains.substance': ['fr'],
  // Italian SEO writers use the English terms.
  'TextCounter.presetMetaTitle': ['it'],
  'TextCounter.presetMetaDescription': ['it'],
  'SerpPreview.desktop': ['de', 'it', 'nl', 'ro'],
  'SerpPreview.mobile': ['fr', 'it'],
  'SerpPreview.descriptionLabel': ['fr'],
  'SerpPreview.urlPlaceholder': ['fr', 'ja'],
  // The formula's proper name, German in every language; the other locales add a translation.
  'TextCounter.readability.formulas.wiener-sachtextformel.name': ['de'],
  'TextCounter.readability.bands.standard': ['fr'],
  'KeywordDensity.keyphrase.columnKeyphrase': ['de'],
  'KeywordDensity.keyphrase.columnVerdict': ['fr'],
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) placeholders(el.children, into);
  }
  return into;
}

/**
 * The named styles of number, date and time arguments (`{p, number, percent}`). The site's
 * messages are precompiled (icu-minify), whose runtime looks a named style up in the formats
 * given to next-intl, and the site gives none: `{p, number, percent}` printed 0.36 for 36 %.
 */
export function namedStyles(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if ((el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) && typeof el.style === 'string') into.push(el.style);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) namedStyles(option.value, into);
    if (el.type === TYPE.tag) namedStyles(el.children, into);
  }
  return into;
}

/** A no-break space (U+00A0) or a narrow one (U+202F): the only spaces French puts before : ; ! ? ». */
const noBreakSpaces = ['\u00a0', '\u202f'];

/** Stands for an argument, `#` or a plural/select in the text that the French rule reads. */
const slot = '\ufffc';

/** The visible text of a message: arguments become `slot`, and each plural or select option is a text of its own. */
function texts(elements: MessageFormatElement[]): string[] {
  const options: string[] = [];
  const read = (els: MessageFormatElement[]): string =>
    els
      .map((el) => {
        if (el.type === TYPE.literal) return el.value;
        if (el.type === TYPE.tag) return read(el.children);
        if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) options.push(read(option.value));
        return slot;
      })
      .join('');
  return [read(elements), ...options];
}

const spaced = (char: string | undefined) => char !== undefined && noBreakSpaces.includes(char);

const named = (char: string | undefined) =>
  char === undefined ? 'nothing' : char === ' ' ? 'a normal space' : char === slot ? 'an argument' : JSON.stringify(char);

/**
 * French spacing: a no-break space before : ; ! ? and », and after «. Not punctuation, so not checked:
 * ICU syntax, URLs (https://…) and a colon between digits (10:30); "?!" takes one space before the pair.
 */
export function frenchSpacing(message: string): string[] {
  const problems: string[] = [];
  for (const text of texts(parse(message))) {
    const masked = text.replace(/\b[a-z][a-z\d+.-]*:\/\/\S*[^\s.,;:!?»)]/gi, (url) => slot.repeat(url.length));
    const near = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 15), i + 16).replaceAll(slot, '{…}'));
    for (let i = 0; i < masked.length; i++) {
      const [before, char, after] = [text[i - 1], masked.charAt(i), text[i + 1]];
      if (':;!?»'.includes(char) && !spaced(before)) {
        const time = char === ':' && /\d/.test(before ?? '') && /\d/.test(after ?? '');
        const pair = char !== '»' && (before === '!' || before === '?');
        if (!time && !pair) problems.push(`needs a no-break space before "${char}", not ${named(before)}: ${near(i)}`);
      }
      if (char === '«' && !spaced(after)) problems.push(`needs a no-break space after "«", not ${named(after)}: ${near(i)}`);
    }
  }
  return problems;
}

export function checkMessages(dir = 'messages'): string[] {
  const problems: string[] = [];
  const read = (locale: string) => flatten(JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree);
  const en = read('en');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  for (const file of files) if (!(locales as readonly string[]).includes(file)) problems.push(`${file}.json: not a locale of the site`);
  for (const locale of locales) {
    let messages: Map<string, string>;
    try {
      messages = read(locale);
    } catch (error) {
      problems.push(`${locale}.json: ${(error as Error).message}`);
      continue;
    }
    for (const key of en.keys()) if (!messages.has(key)) problems.push(`${locale}: missing ${key}`);
    for (const [key, value] of messages) {
      const source = en.get(key);
      if (source === undefined) {
        problems.push(`${locale}: extra key ${key}`);
        continue;
      }
      if (!value.trim()) problems.push(`${locale}: empty ${key}`);
      let names: Set<string>;
      try {
        names = placeholders(parse(value));
      } catch (error) {
        problems.push(`${locale}: invalid ICU in ${key}: ${(error as Error).message}`);
        continue;
      }
      for (const style of namedStyles(parse(value))) problems.push(`${locale}: ${key} uses the style "${style}", which precompiled messages format as a plain value: format the argument in code`);
      const expected = placeholders(parse(source));
      const same = names.size === expected.size && [...names].every((n) => expected.has(n));
      if (!same) problems.push(`${locale}: ${key} has placeholders {${[...names].join(', ')}}, English has {${[...expected].join(', ')}}`);
      if (locale !== 'en' && value === source && !sameEverywhere.has(value) && !(sameInLocale[key] ?? []).includes(locale)) {
        problems.push(`${locale}: ${key} is still English: ${JSON.stringify(value)}`);
      }
      if (locale === 'fr') for (const problem of frenchSpacing(value)) problems.push(`${locale}: ${key} ${problem}`);
    }
  }
  return problems;
}

if (process.argv[1]?.endsWith('check-messages.ts')) {
  const problems = checkMessages();
  if (problems.length) {
    console.error(`check:messages found ${problems.length} problem(s):\n${problems.slice(0, 200).join('\n')}`);
    process.exit(1);
  }
  console.log(`check:messages: ${locales.length} locales match messages/en.json`);
}
