/**
 * A Debian package's files for the import scripts: downloaded with `apt-get download` into
 * `workDir` (nothing is installed, no root needed beyond apt's cache) and unpacked there.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Downloads and unpacks package `name` in `workDir`: the folder its files are under, and its version. */
export function unpackDebianPackage(name: string, workDir: string): { root: string; version: string } {
  execFileSync('apt-get', ['download', name], { cwd: workDir, stdio: 'ignore' });
  const deb = readdirSync(workDir).find((f) => f.startsWith(`${name}_`) && f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${name} gave no package`);
  const version = execFileSync('dpkg-deb', ['-f', join(workDir, deb), 'Version'], { encoding: 'utf8' }).trim();
  const root = join(workDir, name);
  execFileSync('dpkg-deb', ['-x', join(workDir, deb), root]);
  return { root, version };
}
