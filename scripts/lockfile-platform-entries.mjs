/**
 * The registry this project installs from serves only the Linux builds of packages with native
 * binaries (@next/swc-*, @swc/core-*, @tailwindcss/oxide-*, …), so `npm install` leaves the other
 * platforms' optional packages out of package-lock.json, and `npm ci` then refuses the lock file
 * as out of sync. This adds lock entries for them, with the os/cpu/libc fields their names state,
 * so that `npm ci` skips them as foreign platforms, as it does with a complete lock file.
 * Run it after changing dependencies: node scripts/lockfile-platform-entries.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].find((o) => tail.includes(`-${o}-`) || tail.endsWith(`-${o}`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((c) => new RegExp(`-${c}(-|$)`).test(tail));
  const libc = /-musl/.test(tail) ? 'musl' : /-gnu/.test(tail) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    if (packages[`${base}node_modules/${dep}`] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const version = range.replace(/^[\^~=]/, '');
    packages[`node_modules/${dep}`] = {
      version,
      resolved: `https://registry.npmjs.org/${dep}/-/${dep.split('/').pop()}-${version}.tgz`,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os === 'win32' ? 'win32' : os] } : {}),
    };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platform-entries: added ${added} entries`);
