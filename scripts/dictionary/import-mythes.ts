/**
 * Imports the MyThes thesauri from their Debian packages into data/dictionary/mythes/, the
 * compact, lossless, UTF-8 form the dictionary build reads (see mythes.ts), with each package's
 * copyright statement; and the licence texts they name into data/dictionary/licenses/.
 * Run it only to update the data, on a Debian machine as root:
 *
 *   apt-get update && apt-get install -y mythes-bg mythes-cs mythes-de mythes-es mythes-fr \
 *     mythes-hu mythes-it mythes-pl mythes-pt-pt mythes-ro mythes-ru mythes-sv mythes-uk
 *   npx tsx scripts/dictionary/import-mythes.ts [lang…]
 *
 * Output is deterministic: the same packages give byte-identical files.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeThesaurus, normaliseThesaurus, parseThesaurus, serialiseNormalised } from './mythes';
import { thesaurusLanguages, type ThesaurusLanguage } from './mythes-languages';

const mythesDir = '/usr/share/mythes';
const outDir = join(process.cwd(), 'data', 'dictionary', 'mythes');
const licensesDir = join(process.cwd(), 'data', 'dictionary', 'licenses');
/** Licence texts the thesauri's copyright statements name (Debian's common-licenses). */
const licenseTexts = ['GPL-2', 'GPL-3', 'LGPL-2.1', 'LGPL-3', 'GFDL-1.3', 'MPL-2.0'];

function packageVersion(name: string): string {
  return execFileSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' }).trim();
}

/**
 * The paragraphs of a DEP-5 copyright file whose `Files:` match one of `patterns`, followed by
 * the stand-alone `License:` paragraphs they refer to.
 */
export function copyrightExtract(text: string, patterns: string[]): string {
  const paragraphs = text.split(/\n\s*\n/);
  const filesOf = (p: string) => {
    const match = /^Files:((?:.*)(?:\n[ \t]+.*)*)/m.exec(p);
    return match ? match[1]!.split(/\s+/).filter(Boolean) : [];
  };
  const chosen = paragraphs.filter((p) => filesOf(p).some((f) => patterns.includes(f)));
  const licenses = new Set(chosen.flatMap((p) => /^License:\s*(.+)$/m.exec(p)?.[1]?.toLowerCase().split(/\s+(?:or|and)\s+/) ?? []));
  const standalone = paragraphs.filter((p) => {
    const name = /^License:\s*(\S+)\s*$/m.exec(p)?.[1]?.toLowerCase();
    return !/^Files:/m.test(p) && name !== undefined && licenses.has(name) && p.trim().split('\n').length > 1;
  });
  return [...chosen, ...standalone].map((p) => p.trim()).join('\n\n');
}

function importLanguage(language: ThesaurusLanguage): void {
  const config = thesaurusLanguages[language];
  const path = join(mythesDir, config.file);
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${config.debianPackage}`);
  const decoded = decodeThesaurus(readFileSync(path));
  const blocks = parseThesaurus(decoded.text);
  const version = packageVersion(config.debianPackage);
  const normalised = normaliseThesaurus(blocks, {
    language,
    package: config.debianPackage,
    packageVersion: version,
    file: config.file,
    encoding: decoded.declared,
  });
  const gz = serialiseNormalised(normalised);
  writeFileSync(join(outDir, `${language}.jsonl.gz`), gz);

  const copyrightPath = `/usr/share/doc/${config.debianPackage}/copyright`;
  const copyright = readFileSync(copyrightPath, 'utf8');
  const extract = config.copyrightFiles ? copyrightExtract(copyright, config.copyrightFiles) : copyright.trim();
  if (!extract) throw new Error(`${copyrightPath}: no paragraph for ${config.copyrightFiles?.join(', ')}`);
  const scope = config.copyrightFiles ? `the paragraphs covering ${config.copyrightFiles.join(', ')}` : 'the whole file';
  writeFileSync(
    join(outDir, `${language}.copyright.txt`),
    `Copyright and licence of ${config.file} (Debian package ${config.debianPackage} ${version}),\n` +
      `from ${copyrightPath}: ${scope}.\n` +
      `data/dictionary/mythes/${language}.jsonl.gz is that file converted to UTF-8, with duplicate\n` +
      `meaning lines stored once; its content is unchanged.\n\n${extract}\n`,
  );
  console.log(
    `${language}: ${config.debianPackage} ${version}, ${decoded.declared}, ${normalised.header.headwords} headwords, ` +
      `${normalised.header.meanings} distinct meanings, ${(gz.length / 1024).toFixed(0)} KiB`,
  );
}

function main(): void {
  const requested = process.argv.slice(2) as ThesaurusLanguage[];
  const languages = requested.length > 0 ? requested : (Object.keys(thesaurusLanguages) as ThesaurusLanguage[]);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(licensesDir, { recursive: true });
  for (const language of languages) {
    if (!(language in thesaurusLanguages)) throw new Error(`unknown thesaurus language ${language}`);
    importLanguage(language);
  }
  for (const name of licenseTexts) copyFileSync(`/usr/share/common-licenses/${name}`, join(licensesDir, name));
}

if (process.argv[1]?.endsWith('import-mythes.ts')) main();
