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
 * sr-latn: `hunspell-sr` (Goran Rakić's Serbian dictionary, Latin script). npm
 * `dictionary-sr-latn` is a bare word list without affixes that lacks most inflected forms
 * ("Deklaraciji", "diskriminacije", even the preposition "s"); both files are taken as they are.
 *
 * Output is deterministic: the same package gives byte-identical files.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyrightExtract } from '../dictionary/import-mythes';
import { unpackDebianPackage } from './debian-package';
import { affixWithUtf8Flags } from './hunspell-utf8';

interface DebianDictionary {
  debianPackage: string;
  /** The name of the .aff/.dic pair in /usr/share/hunspell/. */
  file: string;
  copyrightFiles: readonly string[];
  /** `utf8-flags`: the affix file mixes encodings (see hunspell-utf8.ts); `as-is`: it is valid UTF-8 already. */
  affix: 'utf8-flags' | 'as-is';
}

export const DEBIAN_DICTIONARIES = {
  hu: { debianPackage: 'hunspell-hu', file: 'hu_HU', copyrightFiles: ['dictionaries/hu_HU/*'], affix: 'utf8-flags' },
  'sr-latn': { debianPackage: 'hunspell-sr', file: 'sr_Latn_RS', copyrightFiles: ['dictionaries/sr/*'], affix: 'as-is' },
} as const satisfies Record<string, DebianDictionary>;

const AFFIX_NOTES: Record<DebianDictionary['affix'], string> = {
  'utf8-flags': 'that affix file as valid UTF-8 (flags as FLAG UTF-8 characters, comments\nconverted from ISO 8859-2)',
  'as-is': 'that affix file unchanged',
};

const outDir = join(process.cwd(), 'data', 'spell');

function importDictionary(id: keyof typeof DEBIAN_DICTIONARIES, workDir: string): void {
  const config = DEBIAN_DICTIONARIES[id];
  const { root, version } = unpackDebianPackage(config.debianPackage, workDir);
  const affBytes = readFileSync(join(root, 'usr', 'share', 'hunspell', `${config.file}.aff`));
  const aff = config.affix === 'utf8-flags' ? affixWithUtf8Flags(affBytes) : new TextDecoder('utf-8', { fatal: true }).decode(affBytes);
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
      `data/spell/${id}.aff is ${AFFIX_NOTES[config.affix]}; data/spell/${id}.dic is the word list unchanged.\n\n${extract}\n`,
  );
  console.log(`${id}: ${config.debianPackage} ${version}, ${(aff.length / 1024).toFixed(0)} KiB affixes, ${dic.split('\n').length - 1} lines of words`);
}

/** `npx tsx scripts/grammar/import-debian-hunspell.ts [id…]`: the dictionaries named, or all. */
function main(only: readonly string[] = process.argv.slice(2)): void {
  const workDir = mkdtempSync(join(tmpdir(), 'debian-hunspell-'));
  try {
    for (const id of Object.keys(DEBIAN_DICTIONARIES) as Array<keyof typeof DEBIAN_DICTIONARIES>) {
      if (only.length === 0 || only.includes(id)) importDictionary(id, workDir);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('import-debian-hunspell.ts')) main();
