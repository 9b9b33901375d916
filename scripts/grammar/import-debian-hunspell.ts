/**
 * Imports Hunspell dictionaries that npm has no working package for from their Debian packages
 * into data/spell/ (committed, UTF-8), with each package's copyright statement. The asset copy
 * (copy-grammar-assets.ts) and the Node engine read them from there; a build needs no apt.
 * Run it only to update the data, on a Debian machine (it downloads the packages with
 * `apt-get download` into a temporary folder and installs nothing):
 *
 *   apt-get update && npx tsx scripts/grammar/import-debian-hunspell.ts
 *
 * hu: `hunspell-hu` (LibreOffice's Magyar Ispell). npm `dictionary-hu` 3.0.0 lost its flags in
 * a re-encoding (see hunspell-utf8.ts); the affix file is made valid UTF-8 here without changing
 * a flag, the word list is taken as it is (already UTF-8).
 *
 * Output is deterministic: the same package gives byte-identical files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyrightExtract } from '../dictionary/import-mythes';
import { affixWithUtf8Flags } from './hunspell-utf8';

export const DEBIAN_DICTIONARIES = {
  hu: { debianPackage: 'hunspell-hu', file: 'hu_HU', copyrightFiles: ['dictionaries/hu_HU/*'] },
} as const;

const outDir = join(process.cwd(), 'data', 'spell');

function importDictionary(id: keyof typeof DEBIAN_DICTIONARIES, workDir: string): void {
  const config = DEBIAN_DICTIONARIES[id];
  execFileSync('apt-get', ['download', config.debianPackage], { cwd: workDir, stdio: 'ignore' });
  const deb = readdirSync(workDir).find((f) => f.startsWith(`${config.debianPackage}_`) && f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${config.debianPackage} gave no package`);
  const version = execFileSync('dpkg-deb', ['-f', join(workDir, deb), 'Version'], { encoding: 'utf8' }).trim();
  const root = join(workDir, config.debianPackage);
  execFileSync('dpkg-deb', ['-x', join(workDir, deb), root]);
  const aff = affixWithUtf8Flags(readFileSync(join(root, 'usr', 'share', 'hunspell', `${config.file}.aff`)));
  const dic = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(join(root, 'usr', 'share', 'hunspell', `${config.file}.dic`)));
  writeFileSync(join(outDir, `${id}.aff`), aff);
  writeFileSync(join(outDir, `${id}.dic`), dic);
  const copyrightPath = join(root, 'usr', 'share', 'doc', config.debianPackage, 'copyright');
  const extract = copyrightExtract(readFileSync(copyrightPath, 'utf8'), [...config.copyrightFiles]);
  if (!extract) throw new Error(`${copyrightPath}: no paragraph for ${config.copyrightFiles.join(', ')}`);
  writeFileSync(
    join(outDir, `${id}.copyright.txt`),
    `Copyright and licence of ${config.file}.aff and ${config.file}.dic (Debian package ${config.debianPackage} ${version}),\n` +
      `from /usr/share/doc/${config.debianPackage}/copyright: the paragraphs covering ${config.copyrightFiles.join(', ')}.\n` +
      `data/spell/${id}.aff is that affix file as valid UTF-8 (flags as FLAG UTF-8 characters, comments\n` +
      `converted from ISO 8859-2); data/spell/${id}.dic is the word list unchanged.\n\n${extract}\n`,
  );
  console.log(`${id}: ${config.debianPackage} ${version}, ${(aff.length / 1024).toFixed(0)} KiB affixes, ${dic.split('\n').length - 1} lines of words`);
}

function main(): void {
  const workDir = mkdtempSync(join(tmpdir(), 'debian-hunspell-'));
  try {
    for (const id of Object.keys(DEBIAN_DICTIONARIES) as Array<keyof typeof DEBIAN_DICTIONARIES>) importDictionary(id, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('import-debian-hunspell.ts')) main();
