/**
 * Imports the FreeDict dictionaries between English and the dictionary languages
 * (freedict-dictionaries.ts) from their Debian packages into data/dictionary/freedict/: the
 * compact form of freedict.ts, with each dictionary's copyright statement, and the licence texts
 * they name into data/dictionary/licenses/. Run it only to update the data, on Debian (no root
 * needed: the packages are downloaded and unpacked into a temporary folder, not installed):
 *
 *   apt-get update && npx tsx scripts/dictionary/import-freedict.ts [eng-deu …]
 *
 * What is kept, so that the committed data holds only what the dictionary can use:
 * - from an English headword (eng-xxx): entries whose headword WordNet has;
 * - to English (xxx-eng): senses with at least one English translation WordNet has, except for
 *   the languages whose entries come from FreeDict (Dutch, Greek, Japanese), kept whole;
 * - affixes ("house‐", "-ism") are left out;
 * - of JMdict (jpn-eng, 174,000 headwords), the common words its priority tags mark (ichi1, news1,
 *   spec1/2, gai1: about 21,000): all of it would take a tenth of the static hosts' 1 GB.
 *
 * Output is deterministic: the same packages give byte-identical files.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import { englishKeyCandidates, parseEntry, parseJmdictEntry, readDictd, serialiseFreeDict, type FreeDictEntry } from './freedict';
import { debianPackage, freeDictEntryLanguages, freeDictSources, type FreeDictSource } from './freedict-dictionaries';
import { copyrightExtract } from './import-mythes';
import { wordNetDir } from './wordnet';

const outDir = join(process.cwd(), 'data', 'dictionary', 'freedict');
const licensesDir = join(process.cwd(), 'data', 'dictionary', 'licenses');

/** Every lemma WordNet indexes, as lemma keys. */
function wordNetLemmas(): Set<string> {
  const lemmas = new Set<string>();
  for (const file of ['index.noun', 'index.verb', 'index.adj', 'index.adv']) {
    for (const line of readFileSync(join(wordNetDir(), file), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      lemmas.add(lemmaKey(line.slice(0, line.indexOf(' ')).replace(/_/g, ' ')));
    }
  }
  return lemmas;
}

const isAffix = (word: string) => /^[-‐‑]|[-‐‑]$/.test(word.trim());

/** The entries of one dictionary that the dictionary can use (see the file comment). */
function keptEntries(source: FreeDictSource, entries: FreeDictEntry[], wordNet: Set<string>): FreeDictEntry[] {
  const inWordNet = (english: string) => englishKeyCandidates(english).some((key) => wordNet.has(key));
  const kept: FreeDictEntry[] = [];
  for (const entry of entries) {
    if (isAffix(entry.forms[0]!) || (source.format === 'jmdict' && !entry.common)) continue;
    if (source.fromEnglish) {
      if (inWordNet(entry.forms[0]!)) kept.push(entry);
      continue;
    }
    const whole = (freeDictEntryLanguages as readonly string[]).includes(source.language);
    const senses = whole ? entry.senses : entry.senses.filter((s) => s.translations.some(inWordNet));
    if (senses.length > 0) kept.push({ ...entry, senses });
  }
  return kept;
}

/** "Edition: 1.9-fd1" of the database description. */
const editionOf = (info: string) => /^Edition:\s*(.+)$/m.exec(info)?.[1]?.trim() ?? '';

function importDictionary(source: FreeDictSource, wordNet: Set<string>, work: string): string[] {
  const pkg = debianPackage(source);
  execFileSync('apt-get', ['download', pkg], { cwd: work, stdio: 'ignore' });
  const deb = readdirSync(work).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${pkg} gave no package`);
  const version = deb.slice(pkg.length + 1).replace(/_[^_]+\.deb$/, '').replace(/%3a/gi, ':');
  const root = join(work, source.name);
  execFileSync('dpkg-deb', ['-x', join(work, deb), root]);
  const dictd = join(root, 'usr', 'share', 'dictd', `freedict-${source.name}`);
  const { info, entries } = readDictd(readFileSync(`${dictd}.index`, 'utf8'), readFileSync(`${dictd}.dict.dz`));
  const parse = source.format === 'jmdict' ? parseJmdictEntry : parseEntry;
  const parsed = entries.map((e) => parse(e.text)).filter((e): e is FreeDictEntry => e !== null);
  const kept = keptEntries(source, parsed, wordNet);
  const header = {
    dictionary: source.name,
    package: pkg,
    packageVersion: version,
    edition: editionOf(info),
    entries: kept.length,
    senses: kept.reduce((n, e) => n + e.senses.length, 0),
  };
  const gz = serialiseFreeDict({ header, entries: kept });
  writeFileSync(join(outDir, `${source.name}.tsv.gz`), gz);

  const copyrightPath = join(root, 'usr', 'share', 'doc', pkg, 'copyright');
  const extract = copyrightExtract(readFileSync(copyrightPath, 'utf8'), [`${source.name}/*`]);
  if (!extract) throw new Error(`${copyrightPath}: no paragraph for ${source.name}/*`);
  const availability = /^Availability:\n\n?([\s\S]*?)\n\n(?=\S)/m.exec(info)?.[1] ?? '';
  writeFileSync(
    join(outDir, `${source.name}.copyright.txt`),
    `Copyright and licence of the FreeDict dictionary ${source.name}, edition ${header.edition}\n` +
      `(Debian package ${pkg} ${version}), from /usr/share/doc/${pkg}/copyright (the paragraphs\n` +
      `covering ${source.name}/*) and the dictionary's own description (00-database-info).\n` +
      `data/dictionary/freedict/${source.name}.tsv.gz holds its headwords, parts of speech and\n` +
      `translations, read from the dictd files; notes, examples and pronunciations are left out.\n\n` +
      `${extract}\n\nAvailability (00-database-info):\n\n${availability}\n`,
  );
  console.log(
    `${source.name}: ${pkg} ${version}, ${parsed.length} entries read, ${kept.length} kept, ${header.senses} senses, ${(gz.length / 1024).toFixed(0)} KiB`,
  );
  const licences = /^License:\s*(.+)$/gm;
  return [...extract.matchAll(licences)].flatMap((m) => m[1]!.split(/\s+(?:or|and)\s+/)).map((l) => l.replace(/\+$/, ''));
}

function main(): void {
  const requested = process.argv.slice(2);
  const sources = requested.length > 0 ? freeDictSources.filter((s) => requested.includes(s.name)) : freeDictSources;
  if (sources.length !== (requested.length || freeDictSources.length)) throw new Error(`unknown dictionaries among ${requested.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(licensesDir, { recursive: true });
  const wordNet = wordNetLemmas();
  const work = mkdtempSync(join(tmpdir(), 'freedict-'));
  const licences = new Set<string>();
  try {
    for (const source of sources) for (const licence of importDictionary(source, wordNet, work)) licences.add(licence);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // Licence texts Debian keeps; CC-BY-SA-3.0's text is in the copyright statements themselves.
  for (const name of licences) {
    const path = `/usr/share/common-licenses/${name}`;
    if (existsSync(path)) copyFileSync(path, join(licensesDir, name));
  }
}

if (process.argv[1]?.endsWith('import-freedict.ts')) main();
