/**
 * Imports prose paragraphs of *The Debian Administrator's Handbook* (Raphaël Hertzog and Roland
 * Mas, with its translators; GPL-2.0-or-later or CC BY-SA 3.0) into data/grammar/handbook/ for
 * the grammar benchmark: professionally edited technical prose in many languages, a second kind
 * of edited text beside the declarations (names, product names and terms included, as users'
 * texts have them). Source: the Debian package `debian-handbook`.
 *
 *   apt-get download debian-handbook && dpkg-deb -x debian-handbook_*.deb /tmp/handbook
 *   npx tsx scripts/grammar/import-handbook.ts /tmp/handbook/usr/share/doc/debian-handbook/html
 *
 * Kept: paragraphs of running text of at least 12 words, without code, commands, file names,
 * key names, links or lists inside; in a translation, only paragraphs that differ from the
 * English edition and read as the language (few English function words), since untranslated
 * paragraphs remain in some. The first 150 such paragraphs of each language, in chapter order.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../../src/lib/text/tokenize';
import { htmlText } from './html-text';

/** The handbook's folder → our LanguageTool code. */
const EDITIONS: Readonly<Record<string, string>> = {
  'en-US': 'en-US',
  'de-DE': 'de-DE',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'it-IT': 'it',
  'pt-BR': 'pt-BR',
  'nl-NL': 'nl',
  'ru-RU': 'ru-RU',
  'pl-PL': 'pl-PL',
  'sv-SE': 'sv',
  'cs-CZ': 'cs-CZ',
  'vi-VN': 'vi-VN',
  'tr-TR': 'tr-TR',
  'ja-JP': 'ja-JP',
  'el-GR': 'el-GR',
  'ro-RO': 'ro-RO',
};

const PARAGRAPHS = 150;
/** Markup whose paragraphs are not running text. */
const NOT_PROSE = /<code|<div|<ul|<ol|<table|<pre|citerefentry|keycap|foreignphrase|class="gui|errortext|email|class="term"|ulink/;
const ENGLISH = new Set('the of and to is in that it for are with as this be by on not or from can which you an will its have'.split(' '));

function paragraphs(root: string, edition: string, code: string): string[] {
  const out: string[] = [];
  const files = readdirSync(join(root, edition)).filter((f) => f.endsWith('.html')).sort();
  for (const file of files) {
    const html = readFileSync(join(root, edition, file), 'utf8');
    for (const m of html.matchAll(/<div class="para">([\s\S]*?)<\/div>/g)) {
      const inner = m[1] as string;
      if (NOT_PROSE.test(inner)) continue;
      const text = htmlText(inner);
      if (countWords(text, code) >= 12) out.push(text);
    }
  }
  return out;
}

function englishShare(paragraph: string): number {
  const words = paragraph.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  return words.filter((w) => ENGLISH.has(w)).length / Math.max(1, words.length);
}

/** Whether a paragraph reads as its edition's language: few English function words, or, in Japanese, mostly Japanese letters. */
function readsAsTranslated(paragraph: string, code: string): boolean {
  if (code !== 'ja-JP') return englishShare(paragraph) < 0.12;
  const letters = paragraph.match(/\p{L}/gu) ?? [];
  return letters.filter((c) => /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u.test(c)).length >= 0.7 * letters.length;
}

const root = process.argv[2];
if (!root) throw new Error('Usage: npx tsx scripts/grammar/import-handbook.ts <debian-handbook html folder>');
const english = new Set(paragraphs(root, 'en-US', 'en-US'));
const out = join(process.cwd(), 'data/grammar/handbook');
mkdirSync(out, { recursive: true });
for (const [edition, code] of Object.entries(EDITIONS)) {
  const kept = paragraphs(root, edition, code)
    .filter((p) => edition === 'en-US' || (!english.has(p) && readsAsTranslated(p, code)))
    .slice(0, PARAGRAPHS);
  writeFileSync(join(out, `${code}.txt`), `${kept.join('\n\n')}\n`);
  console.log(`${code}: ${kept.length} paragraphs, ${countWords(kept.join('\n\n'), code)} words`);
}
