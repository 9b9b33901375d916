/**
 * Imports the non-standard Irish forms that An Gramadóir, the Irish grammar checker (Kevin
 * Scannell), knows with their standard forms (An Caighdeán Oifigiúil), from its Debian package
 * `liblingua-ga-gramadoir-perl` (the `eile` table it reports "Non-standard form of X" from), into
 * data/spell/ga.standard-forms.tsv with the package's copyright statement. The asset copy and the
 * Node engine add them to the Irish affix file as whole-word replacements (`REP ^form$ standard`,
 * see engines/whole-word-replacements.ts), which the checker proposes first: older and dialect
 * spellings ("amhgar", "caradas", "sítheoilte") get the standard word ("angar", "cairdeas",
 * "síothóilte") where Hunspell's own search offered none or a wrong one. A build needs no apt.
 * Run it only to update the data, on a Debian machine with perl (it downloads the package with
 * `apt-get download` into a temporary folder and installs nothing):
 *
 *   apt-get update && npx tsx scripts/grammar/import-irish-standard-forms.ts
 *
 * Kept: forms the Irish checker (npm dictionary-ga with its rules for mutations) flags, each with
 * the standard forms it accepts (words joined by `_` are several words; a form in brackets is
 * An Gramadóir's note and is left out). Output is sorted, so the same package gives the same file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HunspellWasm } from '../../src/features/grammar-checker/engines/hunspell';
import { HunspellChecker } from '../../src/features/grammar-checker/engines/hunspell-checker';
import { createNodeAssetSource, packageDir } from '../../src/features/grammar-checker/engines/node-assets';
import { unpackDebianPackage } from './debian-package';

const DEBIAN_PACKAGE = 'liblingua-ga-gramadoir-perl';
const TABLE = 'usr/share/perl5/Lingua/GA/Gramadoir/eile.hash';
const outDir = join(process.cwd(), 'data', 'spell');

/** The `eile` table (a Perl Storable hash: form → standard forms, `,`-separated) as pairs. */
function readTable(file: string): Array<[form: string, standard: string]> {
  const dump = execFileSync('perl', ['-MStorable', '-e', 'binmode STDOUT, ":utf8"; my $t = retrieve($ARGV[0]); for my $k (sort keys %$t) { my ($f, $s) = ($k, $t->{$k}); for ($f, $s) { utf8::decode($_) unless utf8::is_utf8($_) } print "$f\\t$s\\n" }', file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return dump
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]);
}

/** The standard forms of one entry: brackets (An Gramadóir's notes) out, `_` for a space. */
function standardForms(entry: string): string[] {
  return entry
    .split(',')
    .map((alternative) => alternative.replace(/\([^)]*\)/g, '').trim().replace(/_/g, ' ').trim())
    .filter(Boolean);
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'gramadoir-'));
  try {
    const { root, version } = unpackDebianPackage(DEBIAN_PACKAGE, workDir);

    const dictionary = packageDir('dictionary-ga');
    const aff = new Uint8Array(readFileSync(join(dictionary, 'index.aff')));
    const dic = new Uint8Array(readFileSync(join(dictionary, 'index.dic')));
    const wasm = await HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime());
    const checker = new HunspellChecker(wasm.createSpeller(aff, dic), 'ga');
    const rows: string[] = [];
    for (const [form, entry] of readTable(join(root, TABLE))) {
      if (/[\s_]/.test(form) || checker.isLanguageWord(form)) continue;
      const standard = standardForms(entry).filter((s) => s !== form && s.split(' ').every((word) => checker.isLanguageWord(word)));
      if (standard.length > 0) rows.push([form, ...standard].join('\t'));
    }
    checker.dispose();
    rows.sort();
    writeFileSync(
      join(outDir, 'ga.standard-forms.tsv'),
      `# Non-standard Irish form, then its standard forms (An Caighdeán Oifigiúil), from An Gramadóir's\n# table of non-standard forms (eile.hash), Debian ${DEBIAN_PACKAGE} ${version}; see ga.standard-forms.copyright.txt.\n${rows.join('\n')}\n`,
    );
    writeFileSync(
      join(outDir, 'ga.standard-forms.copyright.txt'),
      `Copyright and licence of ga.standard-forms.tsv: An Gramadóir's table of non-standard forms\n(/${TABLE}), Debian package ${DEBIAN_PACKAGE} ${version},\nfrom /usr/share/doc/${DEBIAN_PACKAGE}/copyright (unchanged below). The table is filtered (forms the Irish\ndictionary flags, with the standard forms it accepts) and written as text.\n\n${readFileSync(join(root, 'usr/share/doc', DEBIAN_PACKAGE, 'copyright'), 'utf8')}`,
    );
    console.log(`ga: ${DEBIAN_PACKAGE} ${version}, ${rows.length} non-standard forms`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('import-irish-standard-forms.ts')) void main();
