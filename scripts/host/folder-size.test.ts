import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFolder } from './folder-size';
import { storedBytes } from './host-limits';

describe('stored size of a published folder', () => {
  it('rounds every file up to whole 4 KiB blocks', () => {
    expect(storedBytes(0)).toBe(0);
    expect(storedBytes(1)).toBe(4096);
    expect(storedBytes(4096)).toBe(4096);
    expect(storedBytes(65_537)).toBe(69_632);
  });

  it('counts files, folders and their stored bytes, and names the largest file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-size-'));
    try {
      mkdirSync(join(dir, 'pl'));
      writeFileSync(join(dir, 'index.html'), 'x'.repeat(100));
      writeFileSync(join(dir, 'pl', 'what-is-bieg--pl.html'), 'y'.repeat(5000));
      expect(measureFolder(dir)).toEqual({ files: 2, folders: 1, bytes: 4096 + 8192 + 4096, largest: { path: join('pl', 'what-is-bieg--pl.html'), bytes: 5000 } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
