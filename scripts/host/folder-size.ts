import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { folderBytes, storedBytes, type FolderSize } from './host-limits';

/** Counts the files, subfolders and stored bytes under `dir` (what a host receives when `dir` is published). */
export function measureFolder(dir: string): FolderSize {
  const size: FolderSize = { files: 0, folders: 0, bytes: 0, largest: { path: '', bytes: 0 } };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) {
      size.folders++;
      size.bytes += folderBytes;
      continue;
    }
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = statSync(path).size;
    size.files++;
    size.bytes += storedBytes(bytes);
    if (bytes > size.largest.bytes) size.largest = { path: relative(dir, path), bytes };
  }
  return size;
}
